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
	size_t *at;		/* where a line's runs begin, and its end */
	size_t capat;
};

int
tt_decoder_new(struct tt_decoder **dp, const struct tt_dict *d)
{
	if ((*dp = calloc(1, sizeof **dp)) == NULL)
		return TT_ENOMEM;
	(*dp)->d = d;
	return 0;
}

int
tt_decoder_share(struct tt_decoder *dc, struct tt_decoder *from)
{
	if (dc->d != from->d)
		return TT_EINVAL;
	return tt_cache_share(&dc->cache, &from->cache);
}

void
tt_decoder_free(struct tt_decoder *dc)
{
	if (dc == NULL)
		return;
	tt_cache_free(dc->cache);
	free(dc->at);
	free(dc);
}

/*
 * Cut ids into runs: dc->at[0..k] gets where each begins (0 first) and n.
 * A run ends where a word begins (case markers, then a piece that starts
 * with a space) while no marker is armed: a marker capitalises the next
 * letter, however far (<cap> + a piece of no letters reaches into the
 * next word).  Returns k; 0 if an ID is not a plain piece (tt_decode_at
 * decodes those lines as they are); or TT_ENOMEM.
 */
static long
runs(struct tt_decoder *dc, const uint32_t *ids, size_t n)
{
	const struct tt_dict *d = dc->d;
	size_t i, k = 0, group = SIZE_MAX, at;
	unsigned bits, all = TT_IDB_PLAIN;
	bool armed = false;

	if (tt_grow(&dc->at, &dc->capat, n + 1, sizeof *dc->at) < 0)
		return TT_ENOMEM;
	dc->at[k++] = 0;
	for (i = 0; i < n; i++) {
		if (ids[i] >= d->nids)
			return 0;
		all &= bits = d->idbits[ids[i]];
		if (bits & TT_IDB_MARK) {
			/* A group of markers that begins unarmed. */
			if (!armed)
				group = i;
			armed = true;
			continue;
		}
		/* A word begins here, or at the markers before it. */
		at = group != SIZE_MAX ? group : i;
		dc->at[k] = at;
		k += at > 0 && (group != SIZE_MAX || !armed) &&
		    (bits & TT_IDB_WORD);
		group = SIZE_MAX;
		armed &= !(bits & TT_IDB_LETTER);
	}
	dc->at[k] = n;
	return all ? (long)k : 0;
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
	    &path)) != NULL) {
		/* Most runs are short: one copy of a fixed size, no call. */
		if (len <= TT_CACHE_SLACK &&
		    out->cap - out->n >= TT_CACHE_SLACK) {
			memcpy(out->s + out->n, text, TT_CACHE_SLACK);
			out->n += len;
			return 0;
		}
		return tt_buf_put(out, text, len);
	}
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
	const size_t *at;
	uint64_t hash[NRUN];
	size_t i, k, o, nr;
	long nrun;
	int r;

	/* Only pieces written as they are, and no hints. */
	if (h != NULL || (nrun = runs(dc, ids, n)) == 0)
		return tt_decode_at(d, h, ids, n, out, out->n, true, bad);
	if (nrun < 0)
		return nrun;
	at = dc->at;
	/* The first run: its space is dropped; if it begins no word, it
	 * is not kept. */
	for (i = 0; i < n && (d->idbits[ids[i]] & TT_IDB_MARK); i++)
		;
	o = out->n;
	if (i == n || !(d->idbits[ids[i]] & TT_IDB_WORD))
		r = tt_decode_at(d, NULL, ids, at[1], out, o, true, bad);
	else if ((r = run(dc, ids, 0, at[1], tt_cache_hash((const uint8_t *)
	    ids, 4 * at[1], 0), out)) == 0 && out->n > o && out->s[o] == ' ')
		memmove(out->s + o, out->s + o + 1, --out->n - o);
	if (r < 0)
		return r;
	for (i = 1; i < (size_t)nrun; i += nr) {
		for (nr = 0; nr < NRUN && i + nr < (size_t)nrun; nr++) {
			hash[nr] = tt_cache_hash((const uint8_t *)(ids +
			    at[i + nr]), 4 * (at[i + nr + 1] - at[i + nr]), 0);
			tt_cache_prefetch(dc->cache, hash[nr]);
		}
		for (k = 0; k < nr; k++) {
			if (k + 1 < nr)
				tt_cache_prefetch_entry(dc->cache, hash[k + 1]);
			if ((r = run(dc, ids, at[i + k], at[i + k + 1], hash[k],
			    out)) < 0)
				return r;
		}
	}
	return 0;
}
