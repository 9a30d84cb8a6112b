/* SPDX-License-Identifier: MIT */
/* trie.c: compact read-only byte tries for longest-prefix matching. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define NOVAL UINT32_MAX

/*
 * Nodes keep their outgoing edges in one contiguous run, sorted by label.
 * A step reads one node and one run of edges: a walk is bound by cache
 * misses, so what a step needs lies together.  Nodes are numbered depth
 * first, so a chain of single edges is a run of neighbours.  The root's
 * 256 children are a direct table, since every lookup starts there.
 */
struct node {
	uint32_t first;		/* index of its first edge */
	uint32_t val;		/* value, or NOVAL */
	uint32_t nedge;		/* number of edges */
};

struct edge {
	uint32_t child;
	uint32_t label;		/* a byte; the rest pads the edge to 8 */
};

struct tt_trie {
	struct node *node;
	struct edge *edge;
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
		if ((t->node = realloc(t->node, cap * sizeof *t->node)) == NULL)
			return TT_ENOMEM;
		t->capnode = cap;
	}
	t->node[t->nnode] = (struct node){ 0, NOVAL, 0 };
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
		t->node[node].val = k[0].val;
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
	e = t->nedges;
	if (e + ngroup > t->capedge) {
		t->capedge = (e + ngroup) * 2;
		if ((t->edge = realloc(t->edge,
		    t->capedge * sizeof *t->edge)) == NULL)
			return TT_ENOMEM;
	}
	t->nedges += ngroup;
	t->node[node].first = e;
	t->node[node].nedge = ngroup;
	for (i = 0; i < n; i = j, e++) {
		for (j = i + 1; j < n && k[j].s[depth] == k[i].s[depth]; j++)
			;
		if ((child = build(t, k + i, j - i, depth + 1)) < 0)
			return child;
		t->edge[e] = (struct edge){ child, k[i].s[depth] };
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
	for (e = 0; e < t->node[0].nedge; e++)
		t->root[t->edge[t->node[0].first + e].label] =
		    t->edge[t->node[0].first + e].child;
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
	free(t->node);
	free(t->edge);
	free(t);
}

static inline uint32_t
step(const struct tt_trie *t, uint32_t node, uint8_t c)
{
	const struct edge *e;
	size_t lo = 0, hi, mid;

	if (node == 0)
		return t->root[c];
	e = t->edge + t->node[node].first;
	hi = t->node[node].nedge;
	/* Most nodes have a few edges: scan them; bisect the others. */
	if (hi <= 8) {
		for (; lo < hi; lo++)
			if (e[lo].label >= c)
				break;
	} else
		while (lo < hi) {
			mid = (lo + hi) / 2;
			if (e[mid].label < c)
				lo = mid + 1;
			else
				hi = mid;
		}
	if (lo < t->node[node].nedge && e[lo].label == c)
		return e[lo].child;
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
		if (t->node[node].val != NOVAL) {
			best = i + 1;
			*val = t->node[node].val;
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
	if (t->node[node].val == NOVAL)
		return false;
	*val = t->node[node].val;
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
		if (t->node[node].val != NOVAL) {
			len[k] = i + 1;
			val[k++] = t->node[node].val;
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
	    tt_image_put(f, t->node, t->nnode * sizeof *t->node) ||
	    tt_image_put(f, t->edge, t->nedges * sizeof *t->edge) ||
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
	t->node = (struct node *)tt_image_take(p, end,
	    t->nnode * sizeof *t->node);
	t->edge = (struct edge *)tt_image_take(p, end,
	    t->nedges * sizeof *t->edge);
	root = tt_image_take(p, end, sizeof t->root);
	if (!t->node || !t->edge || !root) {
		free(t);
		return TT_EDICT;
	}
	memcpy(t->root, root, sizeof t->root);
	*tp = t;
	return 0;
}
