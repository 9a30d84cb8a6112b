/* SPDX-License-Identifier: MIT */
/*
 * cache.c: the lossless encoder's memory of words it has cut.  A word that
 * carries its space (or starts a line) is cut the same way wherever it
 * stands, so its tokens are kept, as tiktoken and Hugging Face keep theirs;
 * most running words are repeats.  The table empties itself when full.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define SLOTS 262144		/* a power of two */
#define MAXLOAD (SLOTS / 2)

struct slot {
	uint64_t hash;
	uint32_t key, nkey;	/* the word's bytes in keys */
	uint32_t tok, ntok;	/* its tokens in toks */
	int path;		/* which cut it took (lossless.c) */
};

struct tt_cache {
	struct slot slot[SLOTS];
	size_t used;
	struct tt_buf keys;
	struct tt_cached *toks;
	size_t ntoks, captoks;
};

void
tt_cache_free(struct tt_cache *c)
{
	if (c == NULL)
		return;
	tt_buf_free(&c->keys);
	free(c->toks);
	free(c);
}

static struct slot *
find(struct tt_cache *c, const uint8_t *s, size_t n, uint64_t h)
{
	size_t i = h & (SLOTS - 1);
	struct slot *sl;

	for (;; i = (i + 1) & (SLOTS - 1)) {
		sl = &c->slot[i];
		if (sl->nkey == 0 || (sl->hash == h && sl->nkey == n &&
		    memcmp(c->keys.s + sl->key, s, n) == 0))
			return sl;
	}
}

const struct tt_cached *
tt_cache_get(struct tt_encoder *e, const uint8_t *s, size_t n, size_t *ntok,
    int *path)
{
	struct tt_cache *c = e->cache;
	struct slot *sl;

	if (c == NULL || n == 0)
		return NULL;
	sl = find(c, s, n, tt_hash(s, n));
	if (sl->nkey == 0)
		return NULL;
	*ntok = sl->ntok;
	*path = sl->path;
	return c->toks + sl->tok;
}

int
tt_cache_put(struct tt_encoder *e, const uint8_t *s, size_t n,
    const struct tt_cached *t, size_t nt, int path)
{
	struct tt_cache *c = e->cache;
	struct slot *sl;
	uint64_t h = tt_hash(s, n);

	if (n == 0 || n > UINT16_MAX)
		return 0;
	if (c == NULL && (c = e->cache = calloc(1, sizeof *c)) == NULL)
		return TT_ENOMEM;
	if (c->used == MAXLOAD || c->keys.n > UINT32_MAX / 2) {
		memset(c->slot, 0, sizeof c->slot);
		c->used = c->keys.n = c->ntoks = 0;
	}
	if (tt_grow(&c->toks, &c->captoks, c->ntoks + nt, sizeof *t) < 0)
		return TT_ENOMEM;
	sl = find(c, s, n, h);
	if (sl->nkey != 0)
		return 0;
	*sl = (struct slot){ h, c->keys.n, n, c->ntoks, nt, path };
	if (tt_buf_put(&c->keys, s, n) < 0)
		return TT_ENOMEM;
	memcpy(c->toks + c->ntoks, t, nt * sizeof *t);
	c->ntoks += nt;
	c->used++;
	return 0;
}
