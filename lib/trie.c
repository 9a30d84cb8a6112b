/* SPDX-License-Identifier: MIT */
/* trie.c: compact read-only byte tries for longest-prefix matching. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define NOVAL UINT32_MAX

/*
 * Nodes keep their outgoing edges in one contiguous run of two parallel
 * arrays (labels, children), sorted by label.  The root's 256 children are
 * a direct table, since every lookup starts there.
 */
struct tt_trie {
	uint32_t *first;	/* per node: index of its first edge */
	uint16_t *nedge;	/* per node: number of edges */
	uint32_t *val;		/* per node: value, or NOVAL */
	uint8_t *label;		/* per edge */
	uint32_t *child;	/* per edge */
	uint32_t root[256];	/* child of the root per byte, 0 if none */
	size_t nnode, nedges, capnode, capedge;
	bool mapped;		/* the arrays live in a dictionary image */
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

static long
newnode(struct tt_trie *t)
{
	size_t cap = t->capnode ? t->capnode * 2 : 1024;

	if (t->nnode == t->capnode) {
		if ((t->first = realloc(t->first, cap * sizeof *t->first)) ==
		    NULL ||
		    (t->nedge = realloc(t->nedge, cap * sizeof *t->nedge)) ==
		    NULL ||
		    (t->val = realloc(t->val, cap * sizeof *t->val)) == NULL)
			return TT_ENOMEM;
		t->capnode = cap;
	}
	t->first[t->nnode] = 0;
	t->nedge[t->nnode] = 0;
	t->val[t->nnode] = NOVAL;
	return t->nnode++;
}

/* Build the node for keys k[0..n-1], which share their first depth bytes. */
static long
build(struct tt_trie *t, struct tt_trie_key *k, size_t n, size_t depth)
{
	long node = newnode(t), child;
	size_t i, j, ngroup = 0, e;

	if (node < 0)
		return node;
	if (n > 0 && k[0].n == depth) {
		t->val[node] = k[0].val;
		/* Skip duplicates of the same key. */
		while (n > 0 && k[0].n == depth)
			k++, n--;
	}
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && k[j].s[depth] == k[i].s[depth]; j++)
			;
		ngroup++;
	}
	if (ngroup == 0)
		return node;
	if (ngroup > UINT16_MAX)
		return TT_ENOMEM;
	e = t->nedges;
	if (e + ngroup > t->capedge) {
		t->capedge = (e + ngroup) * 2;
		if ((t->label = realloc(t->label, t->capedge)) == NULL ||
		    (t->child = realloc(t->child,
		    t->capedge * sizeof *t->child)) == NULL)
			return TT_ENOMEM;
	}
	t->nedges += ngroup;
	t->first[node] = e;
	t->nedge[node] = ngroup;
	for (i = 0; i < n; i = j, e++) {
		for (j = i + 1; j < n && k[j].s[depth] == k[i].s[depth]; j++)
			;
		t->label[e] = k[i].s[depth];
		if ((child = build(t, k + i, j - i, depth + 1)) < 0)
			return child;
		t->child[e] = child;
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
	for (e = 0; e < t->nedge[0]; e++)
		t->root[t->label[t->first[0] + e]] = t->child[t->first[0] + e];
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
	free(t->first);
	free(t->nedge);
	free(t->val);
	free(t->label);
	free(t->child);
	free(t);
}

static inline uint32_t
step(const struct tt_trie *t, uint32_t node, uint8_t c)
{
	const uint8_t *l;
	size_t lo = 0, hi = t->nedge[node], mid;

	if (node == 0)
		return t->root[c];
	l = t->label + t->first[node];
	/* Most nodes have a few edges: scan them; bisect the others. */
	if (hi <= 8) {
		for (; lo < hi; lo++)
			if (l[lo] >= c)
				break;
	} else
		while (lo < hi) {
			mid = (lo + hi) / 2;
			if (l[mid] < c)
				lo = mid + 1;
			else
				hi = mid;
		}
	if (lo < t->nedge[node] && l[lo] == c)
		return t->child[t->first[node] + lo];
	return 0;
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
		if (t->val[node] != NOVAL) {
			best = i + 1;
			*val = t->val[node];
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
	if (t->val[node] == NOVAL)
		return false;
	*val = t->val[node];
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
		if (t->val[node] != NOVAL) {
			len[k] = i + 1;
			val[k++] = t->val[node];
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
	uint64_t n[2] = { t->nnode, t->nedges };

	if (tt_image_put(f, n, sizeof n) ||
	    tt_image_put(f, t->first, t->nnode * 4) ||
	    tt_image_put(f, t->nedge, t->nnode * 2) ||
	    tt_image_put(f, t->val, t->nnode * 4) ||
	    tt_image_put(f, t->label, t->nedges) ||
	    tt_image_put(f, t->child, t->nedges * 4) ||
	    tt_image_put(f, t->root, sizeof t->root))
		return TT_EIO;
	return 0;
}

int
tt_trie_map(struct tt_trie **tp, const uint8_t **p, const uint8_t *end)
{
	const uint64_t *n = tt_image_take(p, end, 16);
	struct tt_trie *t;
	const void *root;

	*tp = NULL;
	if (n == NULL || n[0] == 0 || n[0] > UINT32_MAX || n[1] > UINT32_MAX)
		return TT_EDICT;
	if ((t = calloc(1, sizeof *t)) == NULL)
		return TT_ENOMEM;
	t->mapped = true;
	t->nnode = n[0];
	t->nedges = n[1];
	t->first = (uint32_t *)tt_image_take(p, end, t->nnode * 4);
	t->nedge = (uint16_t *)tt_image_take(p, end, t->nnode * 2);
	t->val = (uint32_t *)tt_image_take(p, end, t->nnode * 4);
	t->label = (uint8_t *)tt_image_take(p, end, t->nedges);
	t->child = (uint32_t *)tt_image_take(p, end, t->nedges * 4);
	root = tt_image_take(p, end, sizeof t->root);
	if (!t->first || !t->nedge || !t->val || !t->label || !t->child ||
	    !root) {
		free(t);
		return TT_EDICT;
	}
	memcpy(t->root, root, sizeof t->root);
	*tp = t;
	return 0;
}
