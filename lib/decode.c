/* SPDX-License-Identifier: MIT */
/*
 * decode.c: IDs back to text.  The surface (surface.c) writes them; IDs
 * of the reference encoder with its <uppercase> get capsplit.c's repair
 * around each piece.
 */
#include "dict.h"
#include "surface.h"
#include "capsplit.h"

/* Is the reference's <uppercase> among ids[0..n)? */
static bool
refupper(const uint32_t *ids, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (ids[i] == TT_ID_UPPER)
			return true;
	return false;
}

int
tt_decode(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t *bad)
{
	return tt_decode_hinted(d, NULL, ids, n, out, bad);
}

/* The text of ids after out->s[start..out->n); strip: the line's first
 * space is dropped. */
static int
decode(const struct tt_dict *d, const struct tt_hints *h, const uint32_t *ids,
    size_t n, struct tt_buf *out, size_t start, bool strip, size_t *bad)
{
	struct tt_surface w;
	struct tt_capsplit st = { 0 };
	int r;

	if ((r = tt_surface_begin(&w, d, h, ids, n, out, start, strip)) < 0)
		return r;
	if (refupper(ids, n)) {
		w.around = tt_capsplit_around;
		w.arg = &st;
	}
	return tt_surface_run(&w, bad);
}

int
tt_decode_hinted(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t *bad)
{
	return decode(d, h, ids, n, out, out->n, true, bad);
}

int
tt_decode_more(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t start, size_t *bad)
{
	if (start > out->n)
		return TT_EINVAL;
	return decode(d, NULL, ids, n, out, start, false, bad);
}
