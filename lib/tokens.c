/* SPDX-License-Identifier: MIT */
/* tokens.c: the token array the models fill, and the runs they cache. */
#include <stdlib.h>

#include "buf.h"
#include "tokens.h"

/*
 * A token as the cache keeps it: its ID, where its piece lies in the
 * pool (offset and length in one word: tokens of pieces past 16 MB of
 * pool or longer than 255 bytes are not kept) and its bytes relative to
 * the run.
 */
struct tt_cached {
	uint32_t id, piece;
	uint16_t off, len;
};

void
tt_tokens_free(struct tt_tokens *t)
{
	free(t->tok);
	free(t->put);
	tt_cache_free(t->cache);
}

int
tt_tokens_grow(struct tt_tokens *t)
{
	return tt_grow(&t->tok, &t->cap, t->n + 1, sizeof *t->tok);
}

int
tt_tokens_fetch(struct tt_tokens *t, uint64_t h, const uint8_t *s, size_t n,
    unsigned kind, size_t base, int *path)
{
	const struct tt_cached *ct;
	const uint8_t *pool = t->d->pool;
	struct tt_token *tk;
	size_t i, nt;

	if ((ct = tt_cache_get(t->cache, h, s, n, kind, &nt, path)) == NULL)
		return 0;
	/* Room for all at once, not a test a token: a hit is the hot
	 * path. */
	nt /= sizeof *ct;
	if (t->n + nt > t->cap &&
	    tt_grow(&t->tok, &t->cap, t->n + nt, sizeof *t->tok) < 0)
		return TT_ENOMEM;
	tk = t->tok + t->n;
	for (i = 0; i < nt; i++)
		tk[i] = (struct tt_token){ ct[i].id, pool + (ct[i].piece >> 8),
		    ct[i].piece & 0xff, base + ct[i].off, ct[i].len };
	t->n += nt;
	return 1;
}

int
tt_tokens_keep(struct tt_tokens *t, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t t0, size_t base, int path)
{
	const struct tt_token *tk = t->tok + t0;
	const uint8_t *pool = t->d->pool;
	struct tt_cached *put;
	size_t i, nt = t->n - t0, at, off;

	if (tt_grow(&t->put, &t->capput, nt, sizeof *t->put) < 0)
		return TT_ENOMEM;
	/* In locals: a store to put might change t's fields, else. */
	put = t->put;
	for (i = 0; i < nt; i++) {
		/* A piece before pool and an off before base wrap past the
		 * limits too. */
		at = (size_t)(tk[i].piece - pool);
		off = tk[i].off - base;
		if (at >= 1 << 24 || tk[i].npiece > 255 ||
		    (off | tk[i].len) > UINT16_MAX)
			return 0;
		put[i] = (struct tt_cached){ tk[i].id, at << 8 | tk[i].npiece,
		    off, tk[i].len };
	}
	return tt_cache_put(&t->cache, h, s, n, kind, put, nt * sizeof *put,
	    path);
}

void
tt_low_free(struct tt_low *l)
{
	free(l->s);
	free(l->map);
}

int
tt_low_grow(struct tt_low *l)
{
	size_t cap = l->cap ? l->cap * 2 : 256;

	if (tt_grow(&l->s, &(size_t){ l->cap }, cap, 1) < 0 ||
	    tt_grow(&l->map, &(size_t){ l->cap }, cap, sizeof *l->map) < 0)
		return TT_ENOMEM;
	l->cap = cap;
	return 0;
}
