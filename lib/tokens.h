/* SPDX-License-Identifier: MIT */
/*
 * tokens.h: what the encoding models share: the token array of a line
 * and its push, the cache of runs already cut (recall and remember), the
 * loop that looks runs up in that cache a batch at a time, and the
 * lowercase copy of a segment with its map back to the input.
 */
#ifndef TT_TOKENS_H
#define TT_TOKENS_H

#include <stdbool.h>
#include "cache.h"
#include "dict.h"

struct tt_cached;

struct tt_tokens {
	struct tt_token *tok;
	size_t n, cap;
	const struct tt_dict *d;	/* whose pool the pieces are in */
	struct tt_cache *cache;		/* runs already cut */
	bool nocache;			/* keep none (tt_encoder_nocache) */
	struct tt_cached *put;		/* a run's tokens as the cache keeps
					   them */
	size_t capput;
};
void tt_tokens_free(struct tt_tokens *t);
/* The slow path of tt_tokens_push. */
int tt_tokens_grow(struct tt_tokens *t);

/* Append a token; inline, as the encoders call it for every piece. */
static inline int
tt_tokens_push(struct tt_tokens *t, uint32_t id, const uint8_t *p,
    size_t np, size_t off, size_t len)
{
	if (t->n == t->cap && tt_tokens_grow(t) < 0)
		return TT_ENOMEM;
	t->tok[t->n++] = (struct tt_token){ id, p, np, off, len };
	return 0;
}

/*
 * A token's piece is kept as its offset into the dictionary's pool and
 * its length (8 bits), and off relative to the run.  tt_tokens_recall
 * pushes the tokens of the run s, which starts at input offset base, if
 * the cache holds them (1), or returns 0; tt_tokens_remember keeps the
 * tokens pushed since t0 as those of s (not with nocache).  Both are
 * inline, as is tt_tokens_hash (a run's key, 0 with nocache): with
 * nocache every run of a line costs no hashing and no call.
 */
int tt_tokens_fetch(struct tt_tokens *t, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t base, int *path);
int tt_tokens_keep(struct tt_tokens *t, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t t0, size_t base, int path);

static inline uint64_t
tt_tokens_hash(const struct tt_tokens *t, const uint8_t *s, size_t n,
    unsigned kind)
{
	return t->nocache ? 0 : tt_cache_hash(s, n, kind);
}

static inline int
tt_tokens_recall(struct tt_tokens *t, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t base, int *path)
{
	return t->cache == NULL ? 0 : tt_tokens_fetch(t, h, s, n, kind, base,
	    path);
}

static inline int
tt_tokens_remember(struct tt_tokens *t, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t t0, size_t base, int path)
{
	return t->nocache ? 0 : tt_tokens_keep(t, h, s, n, kind, t0, base,
	    path);
}

/*
 * A run of a line to encode (a word with the context before it, or other
 * bytes) and the hash of its cache key.  tt_tokens_runs calls scan for
 * the next runs, at most TT_NRUN, whose slots scan has asked memory for
 * (tt_cache_prefetch), and then each for every one of them, asking for
 * the next one's entry first: on a large table a lookup waits on memory,
 * and this waits once for many.  Scan says in *more whether runs are
 * left: most lines (and chunks) are one batch, which a call only to hear
 * that none is left would call scan twice.  Inline, so that the models'
 * scan and each are called directly.
 */
struct tt_run {
	size_t ctx, a, b;
	uint64_t h;
	bool plain;
};
#define TT_NRUN 16

static inline int
tt_tokens_runs(struct tt_tokens *t, void *arg,
    size_t (*scan)(void *, struct tt_run *, bool *),
    int (*each)(void *, const struct tt_run *))
{
	struct tt_run run[TT_NRUN];
	size_t k, n;
	bool more;
	int r;

	do {
		n = scan(arg, run, &more);
		for (k = 0; k < n; k++) {
			if (k + 1 < n)
				tt_cache_prefetch_entry(t->cache,
				    run[k + 1].h);
			if ((r = each(arg, &run[k])) < 0)
				return r;
		}
	} while (more);
	return 0;
}

/* A lowercased segment, s[i] standing for input offset map[i]. */
struct tt_low {
	uint8_t *s;
	size_t *map;
	size_t cap;
};
void tt_low_free(struct tt_low *l);
/* Double its room (256 at first): 0 or TT_ENOMEM. */
int tt_low_grow(struct tt_low *l);

/* Append c, standing for input offset off, at *n. */
static inline int
tt_low_put(struct tt_low *l, size_t *n, uint8_t c, size_t off)
{
	if (*n + 1 >= l->cap && tt_low_grow(l) < 0)
		return TT_ENOMEM;
	l->s[*n] = c;
	l->map[(*n)++] = off;
	return 0;
}

#endif
