/* SPDX-License-Identifier: MIT */
/* syllable.c: the syllable tokenizer of seed 002 (not yet written). */
#include "internal.h"

int
tt_syllable_encode(struct tt_encoder *e, const uint8_t *s, size_t n)
{
	(void)e, (void)s, (void)n;
	return TT_EINVAL;
}

int
tt_syl_load(struct tt_dict *d, const char *dir, struct tt_dict_error *err)
{
	(void)d, (void)dir, (void)err;
	return 0;
}

void
tt_syl_free(struct tt_syl *s)
{
	(void)s;
}
