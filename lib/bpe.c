/* SPDX-License-Identifier: MIT */
/*
 * bpe.c: learn BPE pieces (Sennrich et al. 2016) from text cut into units
 * the way the lossless encoder cuts a line, so that every piece is one the
 * encoder can use: a run of letters with the one space before it,
 * lowercased when its case fits a marker (Kitap -> " kitap"), and any
 * other run as written.  Symbols are code points, never bytes of one.
 *
 * The merges run over the distinct units weighted by their counts.  Each
 * pair knows the units it occurs in, so a merge visits only those and
 * updates the counts of the pairs around it; a heap with lazy deletion
 * finds the next pair: the most frequent, ties to the bytewise smaller
 * left piece, then the smaller right piece, so the result never depends
 * on hash order or memory layout.
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "strmap.h"
#include "trie.h"
#include "pretok.h"
#include "dict.h"
#include "bpe.h"

#define NCP 0x110000	/* code points */

struct tt_bpe {
	struct strmap unit;	/* distinct units, as first seen */
	uint64_t *count;	/* per unit */
	size_t capcount;
	struct tt_buf line;	/* " " + the line */
	struct tt_buf low;	/* a word, lowercased */
	struct tt_buf piece;	/* learned pieces, back to back */
	size_t *at;		/* piece i is piece.s[at[i]..at[i + 1]) */
	size_t npiece, capat;
};

/* --- Strings ------------------------------------------------------------- */

/* Strings numbered in the order first seen (tt_map_intern, strmap.c). */
static const uint8_t *
strbytes(const struct strmap *t, size_t i, size_t *n)
{
	*n = t->ent[i].len;
	return t->pool.s + t->ent[i].off;
}

/* --- Counting units ------------------------------------------------------ */

int
tt_bpe_new(struct tt_bpe **bp)
{
	return (*bp = calloc(1, sizeof **bp)) == NULL ? TT_ENOMEM : 0;
}

void
tt_bpe_free(struct tt_bpe *b)
{
	if (b == NULL)
		return;
	tt_map_free(&b->unit);
	free(b->count);
	tt_buf_free(&b->line);
	tt_buf_free(&b->low);
	tt_buf_free(&b->piece);
	free(b->at);
	free(b);
}

static int
count(struct tt_bpe *b, const uint8_t *s, size_t n)
{
	bool isnew;
	long u;

	if (n == 0)
		return 0;
	if ((u = tt_map_intern(&b->unit, s, n, &isnew)) < 0 ||
	    tt_grow(&b->count, &b->capcount, u + 1, sizeof *b->count) < 0)
		return TT_ENOMEM;
	if (isnew)
		b->count[u] = 0;
	b->count[u]++;
	return 0;
}

/*
 * A run of anything but letters, as written.  Invalid UTF-8 and NUL end
 * up in byte tokens (JSON could not hold them in a piece), so they cut
 * the run and count for nothing.
 */
static int
other(struct tt_bpe *b, const uint8_t *s, size_t n)
{
	size_t i, a;
	uint32_t cp;
	int len, r;

	for (i = a = 0; i < n; i += len)
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0 || cp == 0) {
			if ((r = count(b, s + a, i - a)) < 0)
				return r;
			len = 1;
			a = i + 1;
		}
	return count(b, s + a, n - a);
}

static int
putfolded(void *arg, uint8_t c, size_t off)
{
	(void)off;
	return tt_buf_putc(arg, c);
}

/*
 * A word, with the space it carries, lowercased as the lossless encoder
 * does when its case is one marker's worth; otherwise, as in "iPhone",
 * as written.
 */
static int
word(struct tt_bpe *b, const uint8_t *s, size_t n)
{
	int c;

	b->low.n = 0;
	if ((c = tt_pretok_fold(s, n, tt_tr_lower, tt_tr_upper, putfolded,
	    &b->low)) < 0)
		return c;
	if (c == TT_CASE_ASIS)
		return count(b, s, n);
	return count(b, b->low.s, b->low.n);
}

/* The cut of tt_lossless_encode, step for step. */
int
tt_bpe_add(struct tt_bpe *b, const uint8_t *s, size_t n)
{
	size_t i, j, o;
	bool isword;
	int r;

	if (n == 0)
		return 0;
	b->line.n = 0;
	if (tt_buf_putc(&b->line, ' ') < 0 || tt_buf_put(&b->line, s, n) < 0)
		return TT_ENOMEM;
	s = b->line.s;
	n = b->line.n;
	for (i = 0; i < n; i = j) {
		j = tt_pretok_run(s, n, i, &isword);
		if (!isword) {
			/* A single space before a word goes with it. */
			o = j < n && s[j - 1] == ' ' ? j - 1 : j;
			if (o > i && (r = other(b, s + i, o - i)) < 0)
				return r;
			if ((i = o) == n)
				break;
			j = tt_pretok_run(s, n, i + (s[i] == ' '), &isword);
		}
		if ((r = word(b, s + i, j - i)) < 0)
			return r;
	}
	return 0;
}

const uint8_t *
tt_bpe_unit(const struct tt_bpe *b, size_t i, size_t *n, uint64_t *count)
{
	if (i >= b->unit.n) {
		*n = 0;
		return NULL;
	}
	*count = b->count[i];
	return strbytes(&b->unit, i, n);
}

/* --- Training ------------------------------------------------------------ */

struct pair {
	uint32_t a, b;		/* symbols */
	int64_t count;		/* weighted occurrences */
	uint32_t *where;	/* words it occurs in, and some it left */
	uint32_t nwhere, capwhere;
	uint32_t stamp;		/* the last merge that raised it */
};

struct word {
	size_t at;		/* its symbols: seq[at..at + len) */
	uint32_t len;
	uint32_t stamp;		/* the last merge that visited it */
	uint64_t count;
};

struct heapent {
	int64_t count;		/* the pair's count when pushed */
	uint32_t pair;
};

struct train {
	const struct tt_bpe_opts *o;
	struct strmap sym;	/* symbols: characters, then merges */
	uint32_t *seq;		/* the words' symbols, back to back */
	struct word *word;
	size_t nword, capword;
	struct pair *pair;
	size_t npair, cappair;
	uint32_t *pslot;	/* pair index + 1, 0 when empty */
	size_t npslot;
	struct heapent *heap;
	size_t nheap, capheap;
	uint32_t *touched;	/* pairs whose count rose in this merge */
	size_t ntouched, captouched;
	uint32_t stamp;
	int64_t minfreq;
};

static uint32_t
hashpair(uint32_t a, uint32_t b)
{
	uint64_t h = ((uint64_t)a << 32 | b) * 0x9e3779b97f4a7c15u;

	return h >> 32;
}

static int
pairgrow(struct train *tr)
{
	size_t n = tr->npslot ? tr->npslot * 2 : 4096, i, k;
	uint32_t *slot;

	if ((slot = calloc(n, sizeof *slot)) == NULL)
		return TT_ENOMEM;
	for (i = 0; i < tr->npair; i++) {
		for (k = hashpair(tr->pair[i].a, tr->pair[i].b) & (n - 1);
		    slot[k]; k = (k + 1) & (n - 1))
			;
		slot[k] = i + 1;
	}
	free(tr->pslot);
	tr->pslot = slot;
	tr->npslot = n;
	return 0;
}

/* The index of pair (a, b), added with count 0 if new; -1: no memory. */
static long
pairof(struct train *tr, uint32_t a, uint32_t b)
{
	size_t k, mask;
	const struct pair *p;

	if (2 * (tr->npair + 1) > tr->npslot && (tr->npair >= UINT32_MAX - 1 ||
	    pairgrow(tr) < 0))
		return -1;
	mask = tr->npslot - 1;
	for (k = hashpair(a, b) & mask; tr->pslot[k]; k = (k + 1) & mask) {
		p = &tr->pair[tr->pslot[k] - 1];
		if (p->a == a && p->b == b)
			return tr->pslot[k] - 1;
	}
	if (tr->npair == tr->cappair && tt_grow(&tr->pair, &tr->cappair,
	    tr->npair + 1, sizeof *tr->pair) < 0)
		return -1;
	tr->pair[tr->npair] = (struct pair){ .a = a, .b = b };
	tr->pslot[k] = tr->npair + 1;
	return tr->npair++;
}

/*
 * Change the count of (a, b) by d, for word w.  A pair that rises
 * remembers w and waits to enter the heap; one that falls to 0 occurs
 * nowhere, so its list goes.
 */
static int
bump(struct train *tr, uint32_t a, uint32_t b, int64_t d, uint32_t w)
{
	struct pair *p;
	long i;

	if ((i = pairof(tr, a, b)) < 0)
		return TT_ENOMEM;
	p = &tr->pair[i];
	p->count += d;
	if (d < 0) {
		if (p->count <= 0) {
			free(p->where);
			p->where = NULL;
			p->nwhere = p->capwhere = 0;
			p->count = 0;
		}
		return 0;
	}
	if (p->nwhere == 0 || p->where[p->nwhere - 1] != w) {
		if (p->nwhere == p->capwhere) {
			uint32_t cap = p->capwhere ? p->capwhere * 2 : 4;
			uint32_t *q;

			if (p->capwhere > UINT32_MAX / 4 ||
			    (q = realloc(p->where, (size_t)cap * sizeof *q)) ==
			    NULL)
				return TT_ENOMEM;
			p->where = q;
			p->capwhere = cap;
		}
		p->where[p->nwhere++] = w;
	}
	if (p->stamp != tr->stamp) {
		p->stamp = tr->stamp;
		if (tt_grow(&tr->touched, &tr->captouched, tr->ntouched + 1,
		    sizeof *tr->touched) < 0)
			return TT_ENOMEM;
		tr->touched[tr->ntouched++] = i;
	}
	return 0;
}

/* Bytewise order of two symbols, a shorter prefix first. */
static int
symcmp(const struct train *tr, uint32_t x, uint32_t y)
{
	size_t nx, ny;
	const uint8_t *sx = strbytes(&tr->sym, x, &nx);
	const uint8_t *sy = strbytes(&tr->sym, y, &ny);
	int c = memcmp(sx, sy, nx < ny ? nx : ny);

	if (c != 0 || nx == ny)
		return c;
	return nx < ny ? -1 : 1;
}

/* Does heap entry x come out before y? */
static bool
before(const struct train *tr, const struct heapent *x,
    const struct heapent *y)
{
	const struct pair *p = &tr->pair[x->pair], *q = &tr->pair[y->pair];
	int c;

	if (x->count != y->count)
		return x->count > y->count;
	if (p->a != q->a && (c = symcmp(tr, p->a, q->a)) != 0)
		return c < 0;
	return p->b != q->b && symcmp(tr, p->b, q->b) < 0;
}

static int
push(struct train *tr, int64_t count, uint32_t pair)
{
	struct heapent e = { count, pair };
	size_t i, up;

	if (tt_grow(&tr->heap, &tr->capheap, tr->nheap + 1, sizeof *tr->heap)
	    < 0)
		return TT_ENOMEM;
	for (i = tr->nheap++; i > 0; i = up) {
		up = (i - 1) / 2;
		if (!before(tr, &e, &tr->heap[up]))
			break;
		tr->heap[i] = tr->heap[up];
	}
	tr->heap[i] = e;
	return 0;
}

static struct heapent
pop(struct train *tr)
{
	struct heapent top = tr->heap[0], e = tr->heap[--tr->nheap];
	size_t i = 0, c, n = tr->nheap;

	while ((c = 2 * i + 1) < n) {
		if (c + 1 < n && before(tr, &tr->heap[c + 1], &tr->heap[c]))
			c++;
		if (!before(tr, &tr->heap[c], &e))
			break;
		tr->heap[i] = tr->heap[c];
		i = c;
	}
	if (n > 0)
		tr->heap[i] = e;
	return top;
}

/*
 * The most frequent pair, or -1 when none is seen minfreq times.  An
 * entry pushed before the count fell goes back with the count it has; one
 * pushed before it rose is stale, since every rise pushed a new entry.
 */
static long
best(struct train *tr)
{
	struct heapent e;
	int64_t now;
	size_t na, nb;

	while (tr->nheap > 0) {
		e = pop(tr);
		now = tr->pair[e.pair].count;
		/* No piece longer than a dictionary takes (TT_MAXFORM). */
		if (now == e.count && strbytes(&tr->sym, tr->pair[e.pair].a,
		    &na) && strbytes(&tr->sym, tr->pair[e.pair].b, &nb) &&
		    na + nb > TT_MAXFORM)
			continue;
		if (now == e.count)
			return e.pair;
		if (now < e.count && now >= tr->minfreq &&
		    push(tr, now, e.pair) < 0)
			return -2;
	}
	return -1;
}

/* Push the pairs that rose in this merge. */
static int
settle(struct train *tr)
{
	size_t i;
	uint32_t p;

	for (i = 0; i < tr->ntouched; i++) {
		p = tr->touched[i];
		if (tr->pair[p].count >= tr->minfreq &&
		    push(tr, tr->pair[p].count, p) < 0)
			return TT_ENOMEM;
	}
	tr->ntouched = 0;
	return 0;
}

/*
 * Replace a b by z in word w, left to right, and move the counts of the
 * pairs around each replacement: x a -> x z, b y -> z y.  The x of a
 * replacement may be the z of the one before (a b a b -> z z).
 */
static int
merge(struct train *tr, uint32_t w, uint32_t a, uint32_t b, uint32_t z)
{
	struct word *wd = &tr->word[w];
	uint32_t *s = tr->seq + wd->at;
	int64_t c = wd->count;
	size_t i, o, n = wd->len;
	int r;

	for (i = o = 0; i < n;) {
		if (i + 1 < n && s[i] == a && s[i + 1] == b) {
			if (o > 0 && ((r = bump(tr, s[o - 1], a, -c, w)) < 0 ||
			    (r = bump(tr, s[o - 1], z, c, w)) < 0))
				return r;
			if (i + 2 < n && ((r = bump(tr, b, s[i + 2], -c, w)) <
			    0 || (r = bump(tr, z, s[i + 2], c, w)) < 0))
				return r;
			s[o++] = z;
			i += 2;
		} else
			s[o++] = s[i++];
	}
	wd->len = o;
	return 0;
}

/* Is s[0..n-1] a special form, root or suffix of d?  Not its BPE. */
static bool
known(const struct tt_dict *d, const uint8_t *s, size_t n)
{
	uint32_t v;

	return d != NULL && ((d->root && tt_trie_get(d->root, s, n, &v)) ||
	    (d->suffix && tt_trie_get(d->suffix, s, n, &v)));
}

uint32_t
tt_bpe_first_id(const struct tt_dict *d)
{
	uint32_t id = d->nbase;

	while (id > 0 && (d->ids[id - 1].nforms == 0 ||
	    d->ids[id - 1].kind == TT_KIND_BPE))
		id--;
	return id;
}

static int
output(struct tt_bpe *b, const uint8_t *s, size_t n)
{
	if (tt_grow(&b->at, &b->capat, b->npiece + 2, sizeof *b->at) < 0 ||
	    tt_buf_put(&b->piece, s, n) < 0)
		return TT_ENOMEM;
	b->at[++b->npiece] = b->piece.n;
	return 0;
}

/* A character and how often it was seen, to keep the most frequent. */
struct cpcount {
	uint32_t cp;
	uint64_t n;
};

static int
byfreq(const void *x, const void *y)
{
	const struct cpcount *a = x, *b = y;

	if (a->n != b->n)
		return a->n > b->n ? -1 : 1;
	return a->cp < b->cp ? -1 : a->cp > b->cp;
}

static int
bycp(const void *x, const void *y)
{
	const struct cpcount *a = x, *b = y;

	return a->cp < b->cp ? -1 : a->cp > b->cp;
}

/*
 * The characters seen minfreq times become symbols 0.. in code point
 * order (sym[cp] = symbol + 1) and, unless d knows them, pieces.  When
 * there are more than size of those, the size most frequent are the
 * pieces.
 */
static int
characters(struct tt_bpe *b, struct train *tr, uint32_t *sym)
{
	const struct tt_bpe_opts *o = tr->o;
	struct cpcount *c = NULL;
	uint64_t *n;
	size_t i, k, nc = 0, capc = 0, len, np = 0;
	const uint8_t *s;
	uint8_t u8[4];
	uint32_t cp;
	bool isnew;
	int l, r = TT_ENOMEM;

	if ((n = calloc(NCP, sizeof *n)) == NULL)
		return TT_ENOMEM;
	for (i = 0; i < b->unit.n; i++) {
		s = strbytes(&b->unit, i, &len);
		for (k = 0; k < len; k += l) {
			l = tt_utf8_dec(s + k, len - k, &cp);
			n[cp] += b->count[i];
		}
	}
	for (cp = 0; cp < NCP; cp++) {
		if (n[cp] < (uint64_t)tr->minfreq)
			continue;
		if (tt_grow(&c, &capc, nc + 1, sizeof *c) < 0) {
			free(n);
			goto out;
		}
		c[nc++] = (struct cpcount){ cp, n[cp] };
	}
	free(n);
	for (i = 0; i < nc; i++) {
		l = tt_utf8_enc(c[i].cp, u8);
		if (tt_map_intern(&tr->sym, u8, l, &isnew) < 0)
			goto out;
		sym[c[i].cp] = i + 1;
		if (known(o->skip, u8, l))
			c[i].n = 0;	/* not a piece */
		else
			np++;
	}
	/* Keep the pieces only, the most frequent first if too many. */
	if (nc > 0) {
		qsort(c, nc, sizeof *c, byfreq);
		nc = np < o->size ? np : o->size;
		qsort(c, nc, sizeof *c, bycp);
	}
	for (i = 0; i < nc; i++)
		if ((r = output(b, u8, tt_utf8_enc(c[i].cp, u8))) < 0)
			goto out;
	r = 0;
out:
	free(c);
	return r;
}

/* The units as words of symbols, cut where a character is no symbol. */
static int
words(struct tt_bpe *b, struct train *tr, const uint32_t *sym)
{
	size_t i, k, len, at, nseq = 0;
	const uint8_t *s;
	uint32_t cp, w;
	int l, r;

	if ((tr->seq = malloc((b->unit.pool.n + 1) * sizeof *tr->seq)) == NULL)
		return TT_ENOMEM;
	for (i = 0; i < b->unit.n; i++) {
		s = strbytes(&b->unit, i, &len);
		for (k = 0, at = nseq; k <= len; k += l) {
			l = k < len ? tt_utf8_dec(s + k, len - k, &cp) : 1;
			if (k < len && sym[cp] != 0) {
				tr->seq[nseq++] = sym[cp] - 1;
				continue;
			}
			/* A word of one symbol has no pairs. */
			if (nseq - at < 2) {
				nseq = at;
				continue;
			}
			if (tr->nword >= UINT32_MAX || tt_grow(&tr->word,
			    &tr->capword, tr->nword + 1, sizeof *tr->word) < 0)
				return TT_ENOMEM;
			tr->word[tr->nword] = (struct word){ at, nseq - at, 0,
			    b->count[i] };
			at = nseq;
			tr->nword++;
		}
	}
	for (w = 0; w < tr->nword; w++) {
		const uint32_t *q = tr->seq + tr->word[w].at;

		for (k = 0; k + 1 < tr->word[w].len; k++)
			if ((r = bump(tr, q[k], q[k + 1], tr->word[w].count,
			    w)) < 0)
				return r;
	}
	return settle(tr);
}

static void
train_free(struct train *tr)
{
	size_t i;

	tt_map_free(&tr->sym);
	free(tr->seq);
	free(tr->word);
	for (i = 0; i < tr->npair; i++)
		free(tr->pair[i].where);
	free(tr->pair);
	free(tr->pslot);
	free(tr->heap);
	free(tr->touched);
}

/* Learn merges until size pieces. */
static int
merges(struct tt_bpe *b, struct train *tr)
{
	const struct tt_bpe_opts *o = tr->o;
	uint32_t a, c, z, *where, nwhere, i, w;
	const uint8_t *sa, *sc;
	size_t na, nc, step = 0;
	struct tt_buf cat = { 0 };
	bool isnew;
	long p, y;
	int r = 0;

	while (b->npiece < o->size) {
		if ((p = best(tr)) < 0) {
			r = p == -1 ? 0 : TT_ENOMEM;
			break;
		}
		a = tr->pair[p].a;
		c = tr->pair[p].b;
		sa = strbytes(&tr->sym, a, &na);
		sc = strbytes(&tr->sym, c, &nc);
		cat.n = 0;
		if ((r = tt_buf_put(&cat, sa, na)) < 0 ||
		    (r = tt_buf_put(&cat, sc, nc)) < 0)
			break;
		/*
		 * Should two merges spell one piece (ab + c, a + bc), they
		 * share its symbol: a JSON key is listed once.
		 */
		if ((y = tt_map_intern(&tr->sym, cat.s, cat.n, &isnew)) < 0) {
			r = TT_ENOMEM;
			break;
		}
		z = y;
		if (isnew && !known(o->skip, cat.s, cat.n) &&
		    (r = output(b, cat.s, cat.n)) < 0)
			break;
		where = tr->pair[p].where;
		nwhere = tr->pair[p].nwhere;
		tr->pair[p].where = NULL;
		tr->pair[p].nwhere = tr->pair[p].capwhere = 0;
		tr->stamp++;
		for (i = 0; r == 0 && i < nwhere; i++) {
			w = where[i];
			if (tr->word[w].stamp == tr->stamp)
				continue;
			tr->word[w].stamp = tr->stamp;
			r = merge(tr, w, a, c, z);
		}
		free(where);
		/* (a, a) can lose a count to itself above: none are left. */
		tr->pair[p].count = 0;
		if (r < 0 || (r = settle(tr)) < 0)
			break;
		if (o->progress && ++step % 64 == 0)
			o->progress(o->arg, b->npiece, o->size);
	}
	tt_buf_free(&cat);
	return r;
}

long
tt_bpe_train(struct tt_bpe *b, const struct tt_bpe_opts *o)
{
	struct train tr = { .o = o, .stamp = 1 };
	uint32_t *sym;
	int r;

	b->npiece = 0;
	b->piece.n = 0;
	if (tt_grow(&b->at, &b->capat, 1, sizeof *b->at) < 0)
		return TT_ENOMEM;
	b->at[0] = 0;
	tr.minfreq = o->min_freq > 1 ? (o->min_freq > INT64_MAX ? INT64_MAX :
	    (int64_t)o->min_freq) : 1;
	if ((sym = calloc(NCP, sizeof *sym)) == NULL)
		return TT_ENOMEM;
	if ((r = characters(b, &tr, sym)) == 0 && b->npiece < o->size &&
	    (r = words(b, &tr, sym)) == 0)
		r = merges(b, &tr);
	free(sym);
	train_free(&tr);
	if (r < 0) {
		b->npiece = 0;
		return r;
	}
	if (o->progress)
		o->progress(o->arg, b->npiece, o->size);
	return b->npiece;
}

const uint8_t *
tt_bpe_piece(const struct tt_bpe *b, size_t i, size_t *n)
{
	if (i >= b->npiece) {
		*n = 0;
		return NULL;
	}
	*n = b->at[i + 1] - b->at[i];
	return b->piece.s + b->at[i];
}
