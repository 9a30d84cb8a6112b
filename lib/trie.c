/* SPDX-License-Identifier: MIT */
/* trie.c: compact read-only byte tries for longest-prefix matching. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define NOVAL UINT32_MAX

/*
 * A node is a record in one array of 32-bit words: its value (or NOVAL),
 * its number of edges, their labels (bytes, sorted, four to a word), then
 * the offsets of their children's records.  A walk is bound by cache
 * misses, so a step reads one record; records are laid out depth first,
 * so a node's first child follows it and a chain of single edges (most
 * of a dictionary's nodes) is one run of memory.  The root's 256
 * children are a direct table, since every lookup starts there.
 */
enum { VAL, NEDGE, LABELS };

struct tt_trie {
	uint32_t *rec;
	size_t nrec, caprec;
	uint32_t root[256];	/* child of the root per byte, 0 if none */
	bool mapped;		/* the records live in a dictionary image */
};

static int
keycmp(const void *a, const void *b)
{
	const struct tt_trie_key *x = a, *y = b;
	size_t n = x->n < y->n ? x->n : y->n;
	int c = memcmp(x->s, y->s, n);

	if (c)
		return c;
	if (x->n != y->n)
		return x->n < y->n ? -1 : 1;
	/* Equal keys: keep the input order, so the first one wins. */
	return x < y ? -1 : x > y;
}

/* The words of a record of n edges. */
static size_t
recsize(size_t n)
{
	return LABELS + (n + 3) / 4 + n;
}

/* A record for a node of nedge edges: its offset, or TT_ENOMEM. */
static long
newnode(struct tt_trie *t, uint32_t val, size_t nedge)
{
	size_t at = t->nrec, need = at + recsize(nedge);

	if (need > UINT32_MAX || tt_grow(&t->rec, &t->caprec, need,
	    sizeof *t->rec) < 0)
		return TT_ENOMEM;
	memset(t->rec + at, 0, recsize(nedge) * sizeof *t->rec);
	t->rec[at + VAL] = val;
	t->rec[at + NEDGE] = nedge;
	t->nrec = need;
	return at;
}

/* Build the node for keys k[0..n-1], which share their first depth bytes. */
static long
build(struct tt_trie *t, struct tt_trie_key *k, size_t n, size_t depth)
{
	uint32_t val = NOVAL;
	size_t i, j, ngroup = 0, e;
	long node, child;

	if (n > 0 && k[0].n == depth) {
		val = k[0].val;
		/* Skip duplicates of the same key. */
		while (n > 0 && k[0].n == depth)
			k++, n--;
	}
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && k[j].s[depth] == k[i].s[depth]; j++)
			;
		ngroup++;
	}
	if ((node = newnode(t, val, ngroup)) < 0)
		return node;
	for (i = 0, e = 0; i < n; i = j, e++) {
		for (j = i + 1; j < n && k[j].s[depth] == k[i].s[depth]; j++)
			;
		((uint8_t *)(t->rec + node + LABELS))[e] = k[i].s[depth];
		if ((child = build(t, k + i, j - i, depth + 1)) < 0)
			return child;
		t->rec[node + LABELS + (ngroup + 3) / 4 + e] = child;
	}
	return node;
}

int
tt_trie_build(struct tt_trie **tp, struct tt_trie_key *k, size_t n)
{
	struct tt_trie *t;
	size_t e;
	long r;

	*tp = NULL;
	if ((t = calloc(1, sizeof *t)) == NULL)
		return TT_ENOMEM;
	qsort(k, n, sizeof *k, keycmp);
	if ((r = build(t, k, n, 0)) < 0) {
		tt_trie_free(t);
		return r;
	}
	n = t->rec[NEDGE];
	for (e = 0; e < n; e++)
		t->root[((uint8_t *)(t->rec + LABELS))[e]] =
		    t->rec[LABELS + (n + 3) / 4 + e];
	*tp = t;
	return 0;
}

void
tt_trie_free(struct tt_trie *t)
{
	if (t == NULL)
		return;
	if (t->mapped) {
		free(t);
		return;
	}
	free(t->rec);
	free(t);
}

/*
 * The index of c among the n labels at l, or n: eight at a time, with
 * the exact zero-byte test (Hacker's Delight 6-1) on the labels xor c.
 * The last word may read past the labels into the child offsets, which
 * every record has after them.
 */
static inline size_t
label(const uint8_t *l, size_t n, uint8_t c)
{
	const uint64_t ones = 0x0101010101010101u, low7 = 0x7f * ones;
	uint64_t w, z;
	size_t i;

	for (i = 0; i < n; i += 8) {
		memcpy(&w, l + i, 8);
		w ^= ones * c;
		if ((z = ~(((w & low7) + low7) | w | low7)) != 0) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
			i += __builtin_clzll(z) / 8;
#else
			i += __builtin_ctzll(z) / 8;
#endif
			return i < n ? i : n;
		}
	}
	return n;
}

static inline uint32_t
step(const struct tt_trie *t, uint32_t node, uint8_t c)
{
	const uint32_t *r;
	size_t n, i;

	if (node == 0)
		return t->root[c];
	r = t->rec + node;
	n = r[NEDGE];
	i = label((const uint8_t *)(r + LABELS), n, c);
	return i < n ? r[LABELS + (n + 3) / 4 + i] : 0;
}

size_t
tt_trie_longest(const struct tt_trie *t, const uint8_t *s, size_t n,
    uint32_t *val)
{
	uint32_t node = 0;
	size_t i, best = 0;

	for (i = 0; i < n; i++) {
		if ((node = step(t, node, s[i])) == 0)
			break;
		if (t->rec[node + VAL] != NOVAL) {
			best = i + 1;
			*val = t->rec[node + VAL];
		}
	}
	return best;
}

bool
tt_trie_get(const struct tt_trie *t, const uint8_t *s, size_t n,
    uint32_t *val)
{
	uint32_t node = 0;
	size_t i;

	for (i = 0; i < n; i++)
		if ((node = step(t, node, s[i])) == 0)
			return false;
	if (t->rec[node + VAL] == NOVAL)
		return false;
	*val = t->rec[node + VAL];
	return true;
}

size_t
tt_trie_prefixes(const struct tt_trie *t, const uint8_t *s, size_t n,
    size_t *len, uint32_t *val, size_t max)
{
	uint32_t node = 0;
	size_t i, k = 0;

	for (i = 0; i < n && k < max; i++) {
		if ((node = step(t, node, s[i])) == 0)
			break;
		if (t->rec[node + VAL] != NOVAL) {
			len[k] = i + 1;
			val[k++] = t->rec[node + VAL];
		}
	}
	return k;
}

/*
 * Images (image.c): the arrays as they are in memory, each padded to 8
 * bytes, after the two counts.  tt_trie_map points a trie at them.
 */
int
tt_trie_write(const struct tt_trie *t, FILE *f)
{
	uint64_t n = t->nrec;

	if (tt_image_put(f, &n, sizeof n) ||
	    tt_image_put(f, t->rec, t->nrec * sizeof *t->rec) ||
	    tt_image_put(f, t->root, sizeof t->root))
		return TT_EIO;
	return 0;
}

int
tt_trie_map(struct tt_trie **tp, const uint8_t **p, const uint8_t *end)
{
	const uint64_t *n = tt_image_take(p, end, 8);
	struct tt_trie *t;
	const void *root;

	*tp = NULL;
	if (n == NULL || *n < LABELS || *n > UINT32_MAX)
		return TT_EDICT;
	if ((t = calloc(1, sizeof *t)) == NULL)
		return TT_ENOMEM;
	t->mapped = true;
	t->nrec = *n;
	t->rec = (uint32_t *)tt_image_take(p, end, t->nrec * sizeof *t->rec);
	root = tt_image_take(p, end, sizeof t->root);
	if (!t->rec || !root) {
		free(t);
		return TT_EDICT;
	}
	memcpy(t->root, root, sizeof t->root);
	*tp = t;
	return 0;
}
