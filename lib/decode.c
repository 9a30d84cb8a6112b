/* SPDX-License-Identifier: MIT */
/* decode.c: IDs back to text. */
#include "internal.h"

int
tt_decode(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t *bad)
{
	size_t i, len;
	const uint8_t *p;

	for (i = 0; i < n; i++) {
		if ((p = tt_dict_piece(d, ids[i], &len)) == NULL) {
			if (bad)
				*bad = i;
			return TT_ERANGE;
		}
		if (tt_buf_put(out, p, len) < 0)
			return TT_ENOMEM;
	}
	return 0;
}
