/* SPDX-License-Identifier: MIT */
/*
 * cache.c: the encoders' memory of runs already done (tokens.c).  A word is cut the
 * same way wherever the same context bytes stand before it, so its tokens
 * are kept, as tiktoken and Hugging Face keep theirs; most running words
 * are repeats.  (Decoding needs none: an ID's form costs less to work
 * out than a lookup.)
 *
 * A hit is the hot path, and on a large table it is bound by memory
 * latency, so an entry is one run of bytes: a header, the value, the
 * key.  A slot is 8 bytes, the entry's offset and the hash's high 32
 * bits (which also place the slot: a table grows without reading its
 * entries), so a lookup touches one slot and one entry; callers hash a
 * line's runs first and prefetch their slots and entries.
 *
 * An own cache doubles up to MAXSLOTS (a small table for a small input
 * stays in the processor's cache) and empties itself when that is full.
 * Encoders on several threads share one instead (tt_encoder_share), so
 * that a word is cut once, not once a thread: it has SHAREDSLOTS slots
 * and an arena allocated at its full size (calloc maps pages as they are
 * touched), and stops taking entries when half its slots are taken or
 * its arena is full (the frequent words come early).  An entry is written
 * first and then published by setting its slot with compare-and-swap;
 * readers load slots with acquire order.
 *
 * New memory is mapped a stretch at a time (populate), not a fault at
 * each page's first write: on a virtual machine a fault costs
 * microseconds, and an encoder fills megabytes of entries (TTC-3600's
 * 7.5 MB: 15 MB of arena, 6,500 faults, a tenth of tt-encode's time).
 */
#define _DEFAULT_SOURCE		/* madvise */
#include <sys/mman.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "cache.h"

#define MINSLOTS 4096		/* powers of two */
#define MAXSLOTS (1 << 20)
#define SHAREDSLOTS (1 << 20)
#define SHAREDARENA ((size_t)32 << 20)	/* units */

/* A slot: the hash's high half << 32 | the entry's unit offset + 1. */
typedef _Atomic uint64_t slot;

/* An entry, followed by its value (tokens) and its key, padded to a
 * unit. */
struct entry {
	uint16_t nkey, kind;
	uint16_t nval, path;
};

typedef uint32_t unit;

/*
 * What threads write (the counts) sits on cache lines of its own
 * (TT_CACHELINE): on the line that every lookup reads, it cost -j 2
 * a sixth of its CPU time.
 */
struct tt_cache {
	slot *slot;
	size_t nslot;
	unit *arena;
	size_t caparena;	/* units */
	size_t mapped;		/* an own cache: units of arena populated */
	bool shared;
	uint64_t gen;		/* a shared one's number: which is whose */
	_Alignas(TT_CACHELINE) atomic_size_t used;
	_Alignas(TT_CACHELINE) atomic_size_t narena;
	_Alignas(TT_CACHELINE) atomic_int refs;
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

static uint64_t
get(const slot *sl)
{
	return atomic_load_explicit(sl, memory_order_acquire);
}

static struct entry *
entry(const struct tt_cache *c, uint64_t v)
{
	return (struct entry *)(c->arena + (uint32_t)v - 1);
}

static uint8_t *
val(struct entry *en)
{
	return (uint8_t *)(en + 1);
}

static uint8_t *
key(struct entry *en)
{
	return val(en) + en->nval;
}

/*
 * Are the n bytes at a and b the same?  Keys are short: no call, and
 * read as tt_cache_hash reads them, the last word overlapping, not the
 * last bytes one at a time.
 */
static inline bool
equal(const uint8_t *a, const uint8_t *b, size_t n)
{
	size_t i;

	if (n >= 8) {
		for (i = 0; i + 8 < n; i += 8)
			if (load(a + i, 8) != load(b + i, 8))
				return false;
		return load(a + n - 8, 8) == load(b + n - 8, 8);
	}
	if (n >= 4)
		return load(a, 4) == load(b, 4) &&
		    load(a + n - 4, 4) == load(b + n - 4, 4);
	return n == 0 || (a[0] == b[0] && a[n / 2] == b[n / 2] &&
	    a[n - 1] == b[n - 1]);
}

static bool
same(const struct tt_cache *c, uint64_t v, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind)
{
	struct entry *en = entry(c, v);

	return v >> 32 == h >> 32 && en->nkey == n && en->kind == kind &&
	    equal(key(en), s, n);
}

/*
 * Where key h's probe begins: the bits of the hash that its slot keeps,
 * so that a larger table is filled from the slots alone.
 */
static size_t
home(const struct tt_cache *c, uint64_t h)
{
	return (h >> 32) & (c->nslot - 1);
}

/*
 * What the slot of key s holds, or 0; *slp (if not NULL) gets that slot,
 * or the empty slot where s would go.  Use the value returned, never read
 * the slot again: in a shared cache another thread may fill an empty
 * slot meanwhile with another key.
 */
static uint64_t
find(const struct tt_cache *c, uint64_t h, const uint8_t *s, size_t n,
    unsigned kind, slot **slp)
{
	size_t i = home(c, h);
	uint64_t v;

	for (;; i = (i + 1) & (c->nslot - 1))
		if ((v = get(&c->slot[i])) == 0 || same(c, v, h, s, n, kind)) {
			if (slp != NULL)
				*slp = &c->slot[i];
			return v;
		}
}

void
tt_cache_prefetch(const struct tt_cache *c, uint64_t h)
{
	if (c != NULL)
		__builtin_prefetch(&c->slot[home(c, h)]);
}

/* The entry in the first slot of h, if that slot is taken. */
void
tt_cache_prefetch_entry(const struct tt_cache *c, uint64_t h)
{
	uint64_t v;

	if (c != NULL && (v = get(&c->slot[home(c, h)])) != 0)
		__builtin_prefetch(entry(c, v));
}

const void *
tt_cache_get(const struct tt_cache *c, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t *nval, int *path)
{
	struct entry *en;
	uint64_t v;

	if (c == NULL || (v = find(c, h, s, n, kind, NULL)) == 0)
		return NULL;
	en = entry(c, v);
	*nval = en->nval;
	*path = en->path;
	return val(en);
}

/* The units an entry of an nv-byte value and an n-byte key takes. */
static size_t
units(size_t nv, size_t n)
{
	return (sizeof(struct entry) + nv + n + sizeof(unit) - 1) /
	    sizeof(unit);
}

#define STRETCH ((size_t)1 << 18)	/* units an own cache maps at once */

/*
 * Map the pages of p[0..n) now, in one call, where each first write would
 * fault on its own.  Only saves time: a kernel before Linux 5.14 says
 * EINVAL, and another system has no MADV_POPULATE_WRITE.
 */
static void
populate(void *p, size_t n)
{
#ifdef MADV_POPULATE_WRITE
	long size = sysconf(_SC_PAGESIZE);
	uintptr_t pg = size > 0 ? (uintptr_t)size : 1, a, b;

	a = ((uintptr_t)p + pg - 1) & ~(pg - 1);
	b = ((uintptr_t)p + n) & ~(pg - 1);
	if (size > 0 && b > a)
		(void)madvise((void *)a, b - a, MADV_POPULATE_WRITE);
#else
	(void)p, (void)n;
#endif
}

/*
 * A table of n empty slots, written now: calloc (or malloc + memset,
 * which the compiler turns into calloc) leaves pages that a read maps to
 * the zero page, and the write that follows then flushes the TLB of
 * every core that runs a thread of ours.
 */
static slot *
newslots(size_t n)
{
	slot *sl = malloc(n * sizeof *sl);
	size_t i;

	if (sl != NULL)
		populate(sl, n * sizeof *sl);
	for (i = 0; sl != NULL && i < n; i++)
		atomic_store_explicit(&sl[i], 0, memory_order_relaxed);
	return sl;
}

/*
 * An own cache's table of nslot slots, filled from the old one: a slot
 * holds the hash bits that place it, and its keys are all different.
 */
static int
resize(struct tt_cache *c, size_t nslot)
{
	slot *old = c->slot, *sl;
	size_t i, j, nold = c->nslot;
	uint64_t v;

	if ((sl = newslots(nslot)) == NULL)
		return TT_ENOMEM;
	for (i = 0; i < nold; i++) {
		v = atomic_load_explicit(&old[i], memory_order_relaxed);
		if (v == 0)
			continue;
		for (j = (v >> 32) & (nslot - 1); atomic_load_explicit(&sl[j],
		    memory_order_relaxed) != 0; j = (j + 1) & (nslot - 1))
			;
		atomic_store_explicit(&sl[j], v, memory_order_relaxed);
	}
	free(old);
	c->slot = sl;
	c->nslot = nslot;
	return 0;
}

/*
 * A thread's share of a shared cache: a block of arena that it fills
 * alone, and the entries it put but has not counted yet.  Each thread
 * takes BLOCK units at a time and adds to used NCOUNT at a time, so that
 * a put does no atomic operation on the cache's own lines: two a put
 * (arena, count), those lines going from core to core, cost -j 2 a fifth
 * of its time.  gen tells whose block it is; a cache freed and another
 * made at its address is another number.
 */
#define BLOCK 4096		/* units */
#define NCOUNT 64

static atomic_uint_fast64_t gens;
static _Thread_local struct {
	uint64_t gen;
	size_t at, end, used;
} mine;

/* Where an entry of size units goes in shared cache c, or SIZE_MAX. */
static size_t
take(struct tt_cache *c, size_t size)
{
	size_t at, n = size > BLOCK ? size : BLOCK;

	if (mine.gen == c->gen && mine.end - mine.at >= size) {
		mine.at += size;
		return mine.at - size;
	}
	if (atomic_load_explicit(&c->narena, memory_order_relaxed) + n >
	    c->caparena ||
	    (at = atomic_fetch_add(&c->narena, n)) + n > c->caparena)
		return SIZE_MAX;
	if (mine.gen != c->gen)
		mine.used = 0;
	populate(c->arena + at, n * sizeof(unit));
	mine.gen = c->gen;
	mine.at = at + size;
	mine.end = at + n;
	return at;
}

/* Count an entry put in shared cache c (after take). */
static void
counted(struct tt_cache *c)
{
	if (++mine.used < NCOUNT)
		return;
	atomic_fetch_add(&c->used, mine.used);
	mine.used = 0;
}

static struct tt_cache *
newcache(bool shared)
{
	struct tt_cache *c = aligned_alloc(TT_CACHELINE, sizeof *c);

	if (c == NULL)
		return NULL;
	memset(c, 0, sizeof *c);
	atomic_init(&c->refs, 1);
	if (!shared) {
		if (resize(c, MINSLOTS) == 0)
			return c;
	} else if ((c->slot = newslots(SHAREDSLOTS)) != NULL &&
	    (c->arena = calloc(SHAREDARENA, sizeof(unit))) != NULL) {
		c->nslot = SHAREDSLOTS;
		c->caparena = SHAREDARENA;
		c->shared = true;
		c->gen = atomic_fetch_add(&gens, 1) + 1;
		return c;
	}
	free(c->slot);
	free(c);
	return NULL;
}

void
tt_cache_free(struct tt_cache *c)
{
	if (c == NULL || atomic_fetch_sub(&c->refs, 1) > 1)
		return;
	free(c->slot);
	free(c->arena);
	free(c);
}

int
tt_cache_share(struct tt_cache **cp, struct tt_cache **from)
{
	if (*from == NULL && (*from = newcache(true)) == NULL)
		return TT_ENOMEM;
	if (!(*from)->shared)
		return TT_EINVAL;
	tt_cache_free(*cp);
	atomic_fetch_add(&(*from)->refs, 1);
	*cp = *from;
	return 0;
}

/* Make room in an own cache: grow, or empty it when it is full. */
static int
room(struct tt_cache *c, size_t size)
{
	size_t n;

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
		return 1;
	if (tt_grow(&c->arena, &c->caparena, c->narena + size,
	    sizeof *c->arena) < 0)
		return TT_ENOMEM;
	/* A stretch at a time: the arena doubles, and a small input
	 * should not map twice what it fills. */
	if (c->narena + size > c->mapped && c->mapped < c->caparena) {
		n = c->caparena - c->mapped < STRETCH ? c->caparena -
		    c->mapped : STRETCH;
		populate(c->arena + c->mapped, n * sizeof *c->arena);
		c->mapped += n;
	}
	return 0;
}

int
tt_cache_put(struct tt_cache **cp, uint64_t h, const uint8_t *s, size_t n,
    unsigned kind, const void *value, size_t nv, int path)
{
	struct tt_cache *c = *cp;
	size_t size = units(nv, n), at;
	struct entry *en;
	uint64_t v;
	slot *sl;
	int r;

	if (n > UINT16_MAX || nv > UINT16_MAX)
		return 0;
	if (c == NULL && (c = *cp = newcache(false)) == NULL)
		return TT_ENOMEM;
	if (!c->shared) {
		if ((r = room(c, size)) != 0)
			return r < 0 ? r : 0;
		if (find(c, h, s, n, kind, &sl) != 0)
			return 0;
		/* One thread: no locked instructions for the counts. */
		at = c->narena;
		atomic_store_explicit(&c->narena, at + size,
		    memory_order_relaxed);
	} else {
		/* A key already there would take arena for nothing. */
		if (2 * c->used > c->nslot ||
		    find(c, h, s, n, kind, NULL) != 0 ||
		    (at = take(c, size)) == SIZE_MAX)
			return 0;
		sl = NULL;
	}
	en = (struct entry *)(c->arena + at);
	*en = (struct entry){ n, kind, nv, path };
	memcpy(val(en), value, nv);
	memcpy(key(en), s, n);
	v = (h >> 32) << 32 | (at + 1);
	if (sl != NULL) {
		atomic_store_explicit(&c->used, c->used + 1,
		    memory_order_relaxed);
		atomic_store_explicit(sl, v, memory_order_release);
		return 0;
	}
	/* Publish; another thread may have put the same key meanwhile. */
	for (;;) {
		uint64_t old = find(c, h, s, n, kind, &sl);

		if (old == 0 && atomic_compare_exchange_strong_explicit(sl,
		    &old, v, memory_order_release, memory_order_acquire)) {
			counted(c);
			return 0;
		}
		if (same(c, old, h, s, n, kind))
			return 0;
	}
}
