/* SPDX-License-Identifier: MIT */
/* syllable.c: the syllable tokenizer of seed 002 (not yet written). */
#include "internal.h"

int
tt_syllable_encode(struct tt_encoder *e, const uint8_t *s, size_t n)
{
	(void)e, (void)s, (void)n;
	return TT_EINVAL;
}
