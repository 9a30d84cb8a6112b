/* SPDX-License-Identifier: MIT */
/*
 * cache.c: the lossless encoder's memory of runs it has cut.  A word is
 * cut the same way wherever the same context bytes stand before it, so
 * its tokens are kept, as tiktoken and Hugging Face keep theirs; most
 * running words are repeats.
 *
 * A hit is the hot path of the encoder, and on a large table it is bound
 * by memory latency, so an entry is one run of bytes: a header, the
 * tokens, the key.  The slot table holds 8 bytes a slot, the entry's
 * offset and 32 more bits of the hash, so a lookup touches one slot and
 * one entry.  The table doubles up to MAXSLOTS and empties itself when
 * that is full.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define MINSLOTS 4096		/* powers of two */
#define MAXSLOTS (1 << 19)

struct slot {
	uint32_t tag;		/* the high half of the hash */
	uint32_t at;		/* the entry, in units, plus 1; 0 if empty */
};

/* An entry, followed by its tokens and its key, padded to a unit. */
struct entry {
	uint16_t nkey, kind;
	uint16_t ntok, path;
};

typedef uint32_t unit;

struct tt_cache {
	struct slot *slot;
	size_t nslot, used;
	unit *arena;
	size_t narena, caparena;
};

static uint64_t
load(const uint8_t *s, size_t n)
{
	uint64_t w = 0;

	memcpy(&w, s, n);
	return w;
}

static uint64_t
mix(uint64_t h, uint64_t w)
{
	h = (h ^ w) * 0xbf58476d1ce4e5b9u;
	return h ^ h >> 31;
}

/*
 * Eight bytes at a time, in host order (the table never leaves us), the
 * last eight overlapping the ones before; a short key in two overlapping
 * halves, as wyhash reads them.
 */
uint64_t
tt_cache_hash(const uint8_t *s, size_t n, unsigned kind)
{
	uint64_t h = ((uint64_t)n << 16 | kind) * 0x9e3779b97f4a7c15u;
	size_t i;

	if (n >= 8) {
		for (i = 0; i + 8 < n; i += 8)
			h = mix(h, load(s + i, 8));
		h = mix(h, load(s + n - 8, 8));
	} else if (n >= 4)
		h = mix(h, load(s, 4) << 32 | load(s + n - 4, 4));
	else if (n > 0)
		h = mix(h, (uint64_t)s[0] << 16 | s[n / 2] << 8 | s[n - 1]);
	h *= 0x94d049bb133111ebu;
	return h ^ h >> 29;
}

static struct entry *
entry(const struct tt_cache *c, const struct slot *sl)
{
	return (struct entry *)(c->arena + sl->at - 1);
}

static struct tt_cached *
toks(struct entry *en)
{
	return (struct tt_cached *)(en + 1);
}

static uint8_t *
key(struct entry *en)
{
	return (uint8_t *)(toks(en) + en->ntok);
}

/* The slot of key s, or the empty slot where it would go. */
static struct slot *
find(const struct tt_cache *c, uint64_t h, const uint8_t *s, size_t n,
    unsigned kind)
{
	size_t i = h & (c->nslot - 1);
	struct slot *sl;
	struct entry *en;

	for (;; i = (i + 1) & (c->nslot - 1)) {
		sl = &c->slot[i];
		if (sl->at == 0)
			return sl;
		if (sl->tag != (uint32_t)(h >> 32))
			continue;
		en = entry(c, sl);
		if (en->nkey == n && en->kind == kind &&
		    memcmp(key(en), s, n) == 0)
			return sl;
	}
}

void
tt_cache_prefetch(const struct tt_cache *c, uint64_t h)
{
	if (c != NULL)
		__builtin_prefetch(&c->slot[h & (c->nslot - 1)]);
}

/* The entry in the first slot of h, if that slot is taken. */
void
tt_cache_prefetch_entry(const struct tt_cache *c, uint64_t h)
{
	const struct slot *sl;

	if (c != NULL && (sl = &c->slot[h & (c->nslot - 1)])->at != 0)
		__builtin_prefetch(c->arena + sl->at - 1);
}

const struct tt_cached *
tt_cache_get(const struct tt_cache *c, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t *ntok, int *path)
{
	struct slot *sl;
	struct entry *en;

	if (c == NULL || (sl = find(c, h, s, n, kind))->at == 0)
		return NULL;
	en = entry(c, sl);
	*ntok = en->ntok;
	*path = en->path;
	return toks(en);
}

/* The units an entry of nt tokens and an n-byte key takes. */
static size_t
units(size_t nt, size_t n)
{
	return (sizeof(struct entry) + nt * sizeof(struct tt_cached) + n +
	    sizeof(unit) - 1) / sizeof(unit);
}

/* A table of nslot slots for the entries, read in arena order. */
static int
resize(struct tt_cache *c, size_t nslot)
{
	struct slot *slot;
	struct entry *en;
	uint64_t h;
	size_t at;

	if ((slot = calloc(nslot, sizeof *slot)) == NULL)
		return TT_ENOMEM;
	free(c->slot);
	c->slot = slot;
	c->nslot = nslot;
	for (at = 0; at < c->narena; at += units(en->ntok, en->nkey)) {
		en = (struct entry *)(c->arena + at);
		h = tt_cache_hash(key(en), en->nkey, en->kind);
		*find(c, h, key(en), en->nkey, en->kind) =
		    (struct slot){ h >> 32, at + 1 };
	}
	return 0;
}

void
tt_cache_free(struct tt_cache *c)
{
	if (c == NULL)
		return;
	free(c->slot);
	free(c->arena);
	free(c);
}

int
tt_cache_put(struct tt_cache **cp, uint64_t h, const uint8_t *s, size_t n,
    unsigned kind, const struct tt_cached *t, size_t nt, int path)
{
	struct tt_cache *c = *cp;
	struct slot *sl;
	struct entry *en;
	size_t size = units(nt, n);

	if (n > UINT16_MAX || nt > UINT16_MAX)
		return 0;
	if (c == NULL) {
		if ((c = *cp = calloc(1, sizeof *c)) == NULL)
			return TT_ENOMEM;
		if (resize(c, MINSLOTS) < 0)
			return TT_ENOMEM;
	}
	if (2 * (c->used + 1) > c->nslot) {
		if (c->nslot < MAXSLOTS) {
			if (resize(c, 2 * c->nslot) < 0)
				return TT_ENOMEM;
		} else {
			memset(c->slot, 0, c->nslot * sizeof *c->slot);
			c->used = c->narena = 0;
		}
	}
	if (c->narena + size > UINT32_MAX - 1)
		return 0;
	if (tt_grow(&c->arena, &c->caparena, c->narena + size,
	    sizeof *c->arena) < 0)
		return TT_ENOMEM;
	if ((sl = find(c, h, s, n, kind))->at != 0)
		return 0;
	*sl = (struct slot){ h >> 32, c->narena + 1 };
	en = entry(c, sl);
	*en = (struct entry){ n, kind, nt, path };
	memcpy(toks(en), t, nt * sizeof *t);
	memcpy(key(en), s, n);
	c->narena += size;
	c->used++;
	return 0;
}

/*
 * The encoders' side.  A token is kept as its ID, where its piece lies in
 * the pool (offset and length in one word: tokens of pieces past 16 MB of
 * pool or longer than 255 bytes are not kept) and its bytes relative to
 * the run.
 */
int
tt_cache_recall(struct tt_encoder *e, uint64_t h, const uint8_t *s, size_t n,
    unsigned kind, size_t base, int *path)
{
	const struct tt_cached *ct;
	size_t i, nt;
	int r;

	if ((ct = tt_cache_get(e->cache, h, s, n, kind, &nt, path)) == NULL)
		return 0;
	for (i = 0; i < nt; i++)
		if ((r = tt_encoder_push(e, ct[i].id, e->d->pool +
		    (ct[i].piece >> 8), ct[i].piece & 0xff, base + ct[i].off,
		    ct[i].len)) < 0)
			return r;
	return 1;
}

int
tt_cache_remember(struct tt_encoder *e, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t t0, size_t base, int path)
{
	const struct tt_token *t = e->tok + t0;
	size_t i, nt = e->ntok - t0, at;

	if (tt_grow(&e->put, &e->capput, nt, sizeof *e->put) < 0)
		return TT_ENOMEM;
	for (i = 0; i < nt; i++) {
		at = t[i].piece - e->d->pool;
		if (t[i].piece < e->d->pool || at >= 1 << 24 ||
		    t[i].npiece > 255 || t[i].off < base ||
		    t[i].off - base > UINT16_MAX || t[i].len > UINT16_MAX)
			return 0;
		e->put[i] = (struct tt_cached){ t[i].id,
		    at << 8 | t[i].npiece, t[i].off - base, t[i].len };
	}
	return tt_cache_put(&e->cache, h, s, n, kind, e->put, nt, path);
}
