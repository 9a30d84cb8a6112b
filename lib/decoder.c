/* SPDX-License-Identifier: MIT */
/*
 * decoder.c: decoding with a memory of words, as the encoders have one.
 *
 * A word that begins with a space (after its case markers) reads no text
 * before it: the phonology's context stops at the space, and a root's form
 * depends only on the pieces after it.  So its IDs give the same text
 * wherever they stand, and a run of IDs from one such word to the next is
 * decoded once and then copied (the first of a line loses its space).
 * Lines with hints, and lines with what the reference's <uppercase> or
 * the skipped specials make of their neighbours, go through tt_decode_at
 * as they are.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/*
 * Runs are looked up NRUN at a time, as the encoders do, so that their
 * cache lines come from memory together.
 */
#define NRUN 16

struct tt_decoder {
	const struct tt_dict *d;
	struct tt_cache *cache;	/* IDs, 4 bytes each -> text (cache.c) */
};

int
tt_decoder_new(struct tt_decoder **dp, const struct tt_dict *d)
{
	if ((*dp = calloc(1, sizeof **dp)) == NULL)
		return TT_ENOMEM;
	(*dp)->d = d;
	return 0;
}

void
tt_decoder_free(struct tt_decoder *dc)
{
	if (dc == NULL)
		return;
	tt_cache_free(dc->cache);
	free(dc);
}

/* Does a word begin at ids[b]: markers, then a piece that starts with a
 * space? */
static bool
begins(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t b)
{
	for (; b < n && (d->idbits[ids[b]] & TT_IDB_MARK); b++)
		;
	return b < n && (d->idbits[ids[b]] & TT_IDB_WORD);
}

/*
 * The end of the run of IDs that begins at a: up to where a word begins
 * while no case marker is armed (a marker capitalises the next letter,
 * however far: <cap> + a piece of no letters reaches into the next word).
 */
static size_t
runend(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t a)
{
	bool armed = false;
	size_t b;

	for (b = a; b < n; b++) {
		if (b > a && !armed && begins(d, ids, n, b))
			break;
		if (d->idbits[ids[b]] & TT_IDB_MARK)
			armed = true;
		else if (d->idbits[ids[b]] & TT_IDB_LETTER)
			armed = false;
	}
	return b;
}

/* Decode ids[a..b), a run that begins a word, from memory or afresh. */
static int
run(struct tt_decoder *dc, const uint32_t *ids, size_t a, size_t b,
    uint64_t h, struct tt_buf *out)
{
	const uint8_t *key = (const uint8_t *)(ids + a), *text;
	size_t o = out->n, len;
	int r, path;

	if ((text = tt_cache_get(dc->cache, h, key, 4 * (b - a), 0, &len,
	    &path)) != NULL)
		return tt_buf_put(out, text, len);
	if ((r = tt_decode_at(dc->d, NULL, ids + a, b - a, out, o, false,
	    NULL)) < 0)
		return r;
	return tt_cache_put(&dc->cache, h, key, 4 * (b - a), 0, out->s + o,
	    out->n - o, 0);
}

int
tt_decoder_run(struct tt_decoder *dc, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t *bad)
{
	const struct tt_dict *d = dc->d;
	size_t i, a, o, b[NRUN + 1], k, nr;
	uint64_t hash[NRUN];
	int r;

	/* Only pieces written as they are, and no hints. */
	for (i = 0; i < n && ids[i] < d->nids &&
	    (d->idbits[ids[i]] & TT_IDB_PLAIN); i++)
		;
	if (h != NULL || i < n || n == 0)
		return tt_decode_at(d, h, ids, n, out, out->n, true, bad);
	/* The first run: its space is dropped. */
	a = runend(d, ids, n, 0);
	o = out->n;
	if (!begins(d, ids, n, 0))
		r = tt_decode_at(d, NULL, ids, a, out, o, true, bad);
	else if ((r = run(dc, ids, 0, a, tt_cache_hash((const uint8_t *)ids,
	    4 * a, 0), out)) == 0 && out->n > o && out->s[o] == ' ')
		memmove(out->s + o, out->s + o + 1, --out->n - o);
	if (r < 0)
		return r;
	while (a < n) {
		for (b[0] = a, nr = 0; nr < NRUN && b[nr] < n; nr++) {
			b[nr + 1] = runend(d, ids, n, b[nr]);
			hash[nr] = tt_cache_hash((const uint8_t *)(ids + b[nr]),
			    4 * (b[nr + 1] - b[nr]), 0);
			tt_cache_prefetch(dc->cache, hash[nr]);
		}
		for (k = 0; k < nr; k++) {
			if (k + 1 < nr)
				tt_cache_prefetch_entry(dc->cache, hash[k + 1]);
			if ((r = run(dc, ids, b[k], b[k + 1], hash[k], out)) < 0)
				return r;
		}
		a = b[nr];
	}
	return 0;
}
