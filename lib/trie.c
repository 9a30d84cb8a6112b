/* SPDX-License-Identifier: MIT */
/*
 * trie.c: read-only byte tries for longest-prefix matching, as double
 * arrays (Aoe 1989; the form Darts, MeCab and SentencePiece use).
 *
 * Node s's child on byte c is unit base(s) + c, if that unit's label
 * is c: no two nodes share a base, so the unit of base(s) + c with label
 * c is s's child and no other node's (units are placed for one parent,
 * whose base and the label give the unit).
 * A step is one load that depends on the one before, where a node record
 * with a list of labels took three (count, label, child offset); roots
 * and suffixes are walked at every new word.  A unit holds what a walk
 * reads on arriving in 8 bytes: the base, the label and a bit that says
 * whether the node holds a value packed in one word, and the value in
 * the other.  With the check a parent's base in a word of its own, the
 * values lay apart, and a root the walk found cost a second cache line.
 * Units are placed depth first, each node's children at the first free
 * units that fit, so a chain of single edges (most of a dictionary's
 * nodes) lies together.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "trie.h"

/*
 * bl: the children's base << BASESHIFT, HASVAL if val is the node's
 * value, and its label; FREE, which no byte is, for a unit no node took,
 * and in the root's, no one's child: no step leads to either, so a walk
 * needs no test for unit 0.  Bases stay below MAXUNIT.
 */
struct unit {
	uint32_t bl, val;
};

#define LABEL 0x1ffu
#define FREE 0x100u
#define HASVAL 0x200u
#define BASESHIFT 10
#define MAXUNIT (1u << (32 - BASESHIFT))

#define VALBITS 24
#define VALMASK ((1u << VALBITS) - 1)

struct tt_trie {
	struct unit *u;		/* u[0] is the root */
	size_t nunit, capunit;
	size_t nval;		/* units that hold a value */
	bool mapped;		/* the units live in a dictionary image */
	/* While it is built: the free units in order, a ring that begins
	 * and ends at u[0], the root, and the bases taken. */
	uint32_t *next, *prev;
	uint8_t *taken;
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

/* Units up to n, and the 256 after it that any base may reach. */
static int
reserve(struct tt_trie *t, size_t n)
{
	size_t i, old = t->capunit, cap = old;

	if (n + 256 > MAXUNIT)
		return TT_ENOMEM;
	if (n + 256 > old) {
		if (tt_grow(&t->u, &cap, n + 256, sizeof *t->u) < 0 ||
		    tt_grow(&t->next, &(size_t){ old }, cap,
		    sizeof *t->next) < 0 ||
		    tt_grow(&t->prev, &(size_t){ old }, cap,
		    sizeof *t->prev) < 0 ||
		    tt_grow(&t->taken, &(size_t){ old }, cap,
		    sizeof *t->taken) < 0)
			return TT_ENOMEM;
		memset(t->taken + old, 0, cap - old);
		t->capunit = cap;
		if (old == 0) {
			/* The root: taken, and the ring's ends. */
			t->u[0] = (struct unit){ FREE, 0 };
			t->next[0] = t->prev[0] = 0;
			old = 1;
		}
		/* New free units go at the end of the ring. */
		for (i = old; i < cap; i++) {
			t->u[i] = (struct unit){ FREE, 0 };
			t->prev[i] = i == old ? t->prev[0] : i - 1;
			t->next[i] = i + 1 < cap ? i + 1 : 0;
		}
		t->next[t->prev[0]] = old;
		t->prev[0] = cap - 1;
	}
	if (t->nunit < n + 256)
		t->nunit = n + 256;
	return 0;
}

/*
 * A base for a node's children on the n labels lab (ascending): the
 * first no other node has whose units are all free, trying the free
 * units in order.
 */
static long
place(struct tt_trie *t, const uint8_t *lab, size_t n)
{
	size_t p, b, j;

	for (p = t->next[0];; p = t->next[p]) {
		if (p == 0 && reserve(t, t->capunit) < 0)
			return TT_ENOMEM;
		if (p <= lab[0] || t->taken[p - lab[0]])
			continue;
		b = p - lab[0];
		if (reserve(t, b + lab[n - 1]) < 0)
			return TT_ENOMEM;
		for (j = 1; j < n && t->u[b + lab[j]].bl == FREE; j++)
			;
		if (j == n)
			break;
	}
	t->taken[b] = 1;
	for (j = 0; j < n; j++) {
		p = b + lab[j];
		t->u[p].bl = lab[j];
		t->next[t->prev[p]] = t->next[p];
		t->prev[t->next[p]] = t->prev[p];
	}
	return b;
}

/* A node being filled from keys k[0..n-1], which share their first depth
 * bytes; its children's groups from k[i] on are still to fill. */
struct frame {
	uint32_t s, b;
	struct tt_trie_key *k;
	size_t n, depth, i;
};

/* Node f->s: its value, and a base for its children's labels. */
static int
enter(struct tt_trie *t, struct frame *f)
{
	uint8_t lab[256];
	size_t i, j, ngroup = 0, depth = f->depth;
	long b;

	if (f->n > 0 && f->k[0].n == depth) {
		if (f->k[0].val > VALMASK)
			return TT_EDICT;	/* 2^24 forms and more */
		t->u[f->s].val = (uint32_t)f->k[0].tag << VALBITS |
		    f->k[0].val;
		t->u[f->s].bl |= HASVAL;
		t->nval++;
		/* Skip duplicates of the same key. */
		while (f->n > 0 && f->k[0].n == depth)
			f->k++, f->n--;
	}
	for (i = 0; i < f->n; i = j) {
		for (j = i + 1; j < f->n && f->k[j].s[depth] ==
		    f->k[i].s[depth]; j++)
			;
		lab[ngroup++] = f->k[i].s[depth];
	}
	f->i = 0;
	if (ngroup == 0)
		return 0;
	if ((b = place(t, lab, ngroup)) < 0)
		return b;
	f->b = b;
	t->u[f->s].bl |= (uint32_t)b << BASESHIFT;
	return 0;
}

/*
 * Fill the trie from the sorted keys, depth first: a node, then each of
 * its children's subtrees in label order.  The path from the root is a
 * stack on the heap, one frame a byte of the longest key, where a call
 * per byte overflowed the stack on long keys.
 */
static int
build(struct tt_trie *t, struct tt_trie_key *k, size_t n)
{
	struct frame *st = NULL, *f;
	size_t top = 0, cap = 0, j;
	int r = 0;

	if (tt_grow(&st, &cap, 1, sizeof *st) < 0)
		return TT_ENOMEM;
	st[top++] = (struct frame){ 0, 0, k, n, 0, 0 };
	if ((r = enter(t, &st[0])) < 0)
		top = 0;
	while (top > 0) {
		f = &st[top - 1];
		if (f->i == f->n) {
			top--;
			continue;
		}
		for (j = f->i + 1; j < f->n && f->k[j].s[f->depth] ==
		    f->k[f->i].s[f->depth]; j++)
			;
		if (tt_grow(&st, &cap, top + 1, sizeof *st) < 0) {
			r = TT_ENOMEM;
			break;
		}
		f = &st[top - 1];
		st[top] = (struct frame){ f->b + f->k[f->i].s[f->depth], 0,
		    f->k + f->i, j - f->i, f->depth + 1, 0 };
		f->i = j;
		if ((r = enter(t, &st[top++])) < 0)
			break;
	}
	free(st);
	return r;
}

int
tt_trie_build(struct tt_trie **tp, struct tt_trie_key *k, size_t n)
{
	struct tt_trie *t;
	int r;

	*tp = NULL;
	if ((t = calloc(1, sizeof *t)) == NULL)
		return TT_ENOMEM;
	if (n > 0)
		qsort(k, n, sizeof *k, keycmp);
	if ((r = reserve(t, 0)) == 0)
		r = build(t, k, n);
	free(t->next);
	free(t->prev);
	free(t->taken);
	t->next = t->prev = NULL;
	t->taken = NULL;
	if (r < 0) {
		tt_trie_free(t);
		return r;
	}
	*tp = t;
	return 0;
}

void
tt_trie_free(struct tt_trie *t)
{
	if (t == NULL)
		return;
	if (!t->mapped)
		free(t->u);
	free(t);
}

/* Node s's child on c, or 0: no step leads to the root (FREE). */
static inline uint32_t
step(const struct unit *u, uint32_t s, uint8_t c)
{
	uint32_t b = u[s].bl >> BASESHIFT;

	return (u[b + c].bl & LABEL) == c ? b + c : 0;
}

size_t
tt_trie_longest(const struct tt_trie *t, const uint8_t *s, size_t n,
    unsigned tags, uint32_t *val)
{
	uint32_t node = 0, v, want = tags << VALBITS;
	size_t i, best = 0;

	for (i = 0; i < n; i++) {
		if ((node = step(t->u, node, s[i])) == 0)
			break;
		if (t->u[node].bl & HASVAL &&
		    ((v = t->u[node].val) & want) == want) {
			best = i + 1;
			*val = v & VALMASK;
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
		if ((node = step(t->u, node, s[i])) == 0)
			return false;
	if (!(t->u[node].bl & HASVAL))
		return false;
	*val = t->u[node].val & VALMASK;
	return true;
}

/* Every new word walks the root trie and the suffix trie at each place a
 * suffix may begin: max is tested only when a key is found, and step()
 * is spelt out to keep the node's base at hand (b), so a step loads the
 * child's unit alone, its value with it (33.1 -> 26.9 M instructions on
 * 1 MB with --no-cache; 32.2 M since a step unpacks the label and the
 * base, which saves a cache line per root found).  The other walks keep
 * step(): spelt out, tt_trie_longest was no longer inlined into single()
 * (lossless.c), which cost more than it saved. */
size_t
tt_trie_prefixes(const struct tt_trie *t, const uint8_t *s, size_t n,
    unsigned tags, size_t *len, uint32_t *val, size_t max)
{
	const struct unit *u = t->u;
	uint32_t b = u[0].bl >> BASESHIFT, v, x, want = tags << VALBITS;
	size_t i, k = 0;

	if (max == 0)
		return 0;
	for (i = 0; i < n; i++) {
		v = b + s[i];
		if (((x = u[v].bl) & LABEL) != s[i])
			break;
		b = x >> BASESHIFT;
		if (x & HASVAL && ((x = u[v].val) & want) == want) {
			len[k] = i + 1;
			val[k] = x & VALMASK;
			if (++k == max)
				break;
		}
	}
	return k;
}

/*
 * Images (image.c): the units as they are in memory, after their count.
 * tt_trie_map points a trie at them, once every base is in range, and
 * counts the values HASVAL marks for the check below (which finds a value
 * that is not a form's: no walk reads a value HASVAL does not mark).
 */
int
tt_trie_write(const struct tt_trie *t, FILE *f)
{
	uint64_t n = t->nunit;

	if (tt_blob_put(f, &n, sizeof n) ||
	    tt_blob_put(f, t->u, t->nunit * sizeof *t->u))
		return TT_EIO;
	return 0;
}

int
tt_trie_map(struct tt_trie **tp, const uint8_t **p, const uint8_t *end)
{
	const uint64_t *n = tt_blob_take(p, end, 8);
	struct tt_trie *t;
	size_t i;

	*tp = NULL;
	if (n == NULL || *n < 256 || *n > MAXUNIT)
		return TT_EDICT;
	if ((t = calloc(1, sizeof *t)) == NULL)
		return TT_ENOMEM;
	t->mapped = true;
	t->nunit = *n;
	t->u = (struct unit *)tt_blob_take(p, end, t->nunit * sizeof *t->u);
	for (i = 0; t->u != NULL && i < t->nunit; i++) {
		if (t->u[i].bl >> BASESHIFT > t->nunit - 256)
			break;
		t->nval += (t->u[i].bl & HASVAL) != 0;
	}
	if (t->u == NULL || i < t->nunit) {
		free(t);
		return TT_EDICT;
	}
	*tp = t;
	return 0;
}

/* Checking a mapped trie against its keys (image.c).  Its steps are
 * step()'s, spelt out: a third cheaper.  It goes on from the node of
 * the bytes an earlier key shared, so a walk does not start again from
 * the root for each of a stem's forms. */
bool
tt_trie_holds(const struct tt_trie *t, const uint8_t *s, size_t n,
    size_t from, uint32_t *path, uint32_t val, unsigned tag)
{
	const struct unit *u = t->u;
	uint32_t node = path[from], b;
	size_t j;

	if (n == 0 || val > VALMASK)
		return false;
	for (j = from; j < n; j++) {
		b = u[node].bl >> BASESHIFT;
		if ((u[b + s[j]].bl & LABEL) != s[j])
			return false;
		path[j + 1] = node = b + s[j];
	}
	return u[node].bl & HASVAL &&
	    u[node].val == ((uint32_t)tag << VALBITS | val);
}

size_t
tt_trie_nvals(const struct tt_trie *t)
{
	return t->nval;
}
