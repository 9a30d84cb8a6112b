/* SPDX-License-Identifier: MIT */
/*
 * capsplit.c: IDs of the reference encoder written back as text, with
 * its <uppercase> repaired.  The surface (surface.c) writes each piece;
 * around it, the space before a capitalised piece is put right and runs
 * of capitals spelt as single letters are cut back into words.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "trie.h"
#include "dict.h"
#include "surface.h"
#include "capsplit.h"

/*
 * The reference's <uppercase> leaves word boundaries ambiguous: its
 * clean-up drops the space of a capitalised word whose first piece is not
 * a root (" Washington" -> <uppercase> "was"...), and a word in capitals
 * becomes one marker and one spaced letter per capital (" JFK" ->
 * <uppercase> "j" <uppercase> " f" <uppercase> " k").  Read it as the
 * common case: a word starts there, and spaced capital letters in a row
 * are one word.
 */
static bool
single(const uint8_t *p, size_t n)
{
	uint32_t cp;
	int len;

	if (n > 0 && p[0] == ' ')
		p++, n--;
	return n > 0 && (len = tt_utf8_dec(p, n, &cp)) == (int)n &&
	    tt_is_letter(cp);
}

/* Does the piece after position i go on the same word (no space)? */
static bool
continues(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i)
{
	const uint8_t *p;
	uint32_t cp;
	size_t np;
	int k;

	if (i + 1 >= n)
		return false;
	k = tt_kind(d, ids[i + 1]);
	if (k != TT_KIND_SUFFIX && k != TT_KIND_BPE)
		return false;
	p = tt_dict_piece(d, ids[i + 1], &np);
	return tt_utf8_dec(p, np, &cp) > 0 && tt_is_letter(cp);
}

/* An opening bracket or quote, after a space or at the start. */
static bool
opening(const uint8_t *s, size_t n)
{
	static const char *open[] = { "(", "[", "{", "\"", "'",
	    "\xe2\x80\x9c", "\xe2\x80\x98", "\xc2\xab" };
	size_t k, len;

	for (k = 0; k < sizeof open / sizeof open[0]; k++) {
		len = strlen(open[k]);
		if (n >= len && memcmp(s + n - len, open[k], len) == 0)
			return n == len || s[n - len - 1] == ' ';
	}
	return false;
}

/* Costs of a cut of a run of capitals, in half pieces (capsplit). */
#define WORDCOST 1	/* a word costs half a piece */
#define NOTWORD 2	/* a piece that is neither root nor suffix: 2 more */
#define MISFIT 2	/* root + suffixes that the phonology rebuilds wrong */
#define MAXWORD 40	/* letters in one word of a run of capitals */
#define MAXEND 128	/* bytes of an entry that struct endset records */

/*
 * Where the entries of the three tries (root, suffix, BPE, in that order)
 * end when read from one position of a run: bit L - 1 of m[t] is set when
 * the L bytes there are an entry of trie t, for L up to MAXEND.  capsplit
 * asks for the longest entry at a position under many limits, one for
 * each word that the position may end; the tries are walked once.
 */
struct endset {
	uint64_t m[3][MAXEND / 64];
};

static const struct tt_trie *
trie(const struct tt_dict *d, int t)
{
	return t == 0 ? d->root : t == 1 ? d->suffix : d->bpe;
}

static void
walkends(const struct tt_dict *d, const uint8_t *s, size_t n,
    struct endset *e)
{
	size_t len[MAXEND], k, i;
	uint32_t val[MAXEND];
	int t;

	memset(e, 0, sizeof *e);
	for (t = 0; t < 3; t++) {
		k = tt_trie_prefixes(trie(d, t), s, n < MAXEND ? n : MAXEND, 0,
		    len, val, MAXEND);
		for (i = 0; i < k; i++)
			e->m[t][(len[i] - 1) / 64] |=
			    1ull << (len[i] - 1) % 64;
	}
}

/* The length of the longest entry of trie t at e, of lim bytes at most
 * (lim <= MAXEND): what tt_trie_longest finds. */
static size_t
longest(const struct endset *e, int t, size_t lim)
{
	uint64_t b;
	size_t h;

	for (h = lim > 0 ? (lim - 1) / 64 + 1 : 0; h-- > 0;) {
		b = e->m[t][h];
		if (lim < 64 * (h + 1))
			b &= (1ull << (lim - 64 * h)) - 1;
		if (b != 0)
			return 64 * h + 64 - __builtin_clzll(b);
	}
	return 0;
}

/*
 * The entries at each byte of a word of a run of capitals: at its space,
 * then at the bytes of the run from q on (in a ring of RING).
 */
#define RING (4 * MAXWORD)
struct wordends {
	const struct endset *space, *ring;
	size_t q;
};

static const struct endset *
endsat(const struct wordends *we, size_t p)
{
	return p == 0 ? we->space : &we->ring[(we->q + p - 1) % RING];
}

/*
 * How many pieces the reference encoder cuts the lowercase word w[0..n-1]
 * (which starts with a space) into, or max or more once it is clear that
 * the count is not below max.  we (if not NULL) has the entries at w; b
 * is room for a decode.
 */
static int
wordpieces(const struct tt_dict *d, const uint8_t *w, size_t n,
    const struct wordends *we, struct tt_buf *b, int max)
{
	uint32_t f = 0, ids[64];
	size_t p, len = 0, k = 0, from[64], lens[64];
	int cost = 0, t, tk[64];

	for (p = 0; p < n && cost < max; p += len ? len : 1, cost++) {
		for (t = 0; t < 3; t++)
			if ((len = we != NULL ?
			    longest(endsat(we, p), t, n - p) :
			    tt_trie_longest(trie(d, t), w + p, n - p, 0, &f)))
				break;
		/* Not a root with suffixes: a word less likely. */
		if ((p == 0 && (t != 0 || len < 2)) || (p > 0 && t != 1))
			cost += NOTWORD;
		else if (k < 64) {
			from[k] = p, lens[k] = len, tk[k] = t;
			k++;
		}
	}
	/* A root with suffixes whose harmony does not come out right is
	 * likely two words: ÇOKİYİ is not çok + i + yi. */
	if (cost == (int)k && cost < max) {
		for (p = 0; p < k; p++) {
			tt_trie_get(trie(d, tk[p]), w + from[p], lens[p], &f);
			ids[p] = d->forms[f].id;
		}
		b->n = 0;
		if (tt_surface_write(d, NULL, ids, k, b, 0, false, NULL) < 0 ||
		    b->n != n || memcmp(b->s, w, n) != 0)
			cost += MISFIT;
	}
	return cost;
}

/*
 * The cost of the lowercase word w[1..n-1] (w[0] is a space) in a cut of
 * a run of capitals.  Without word counts: its dictionary pieces
 * (wordpieces) and WORDCOST, in half pieces.  With them (hints): -log2 of
 * its share of the words seen; a word never seen costs as much as one
 * seen UNSEEN times, and PIECEBITS more for each of its pieces.  The two
 * were set on 2,000 UD train sentences put in capitals, decoded with
 * hints from TTC-3600 alone (words back: 64% without counts, 84% with).
 */
#define UNSEEN 256
#define PIECEBITS 6

static double
wordcost(const struct tt_dict *d, const struct tt_hints *h, const uint8_t *w,
    size_t n, const struct wordends *we, struct tt_buf *b, double below)
{
	double c = tt_hints_wordcost(h, w + 1, n - 1);
	uint64_t total = tt_hints_nwords(h);

	if (c >= 0)
		return c;
	/* A cost of below or more is as good as any: the cut is not
	 * taken. */
	if (total == 0)
		return 2 * wordpieces(d, w, n, we, b, below < INT_MAX ?
		    (int)ceil((below - WORDCOST) / 2) : INT_MAX) + WORDCOST;
	return log2((double)total / UNSEEN) +
	    PIECEBITS * wordpieces(d, w, n, we, b, INT_MAX);
}

/*
 * A run of capitals to cut into words: letter i is at at[i] in out and at
 * lowat[i] in low, its lowercase (m letters, k bytes); cost[j] is the
 * cheapest cut of the first j letters, or -1, whose last word begins at
 * letter prev[j]; w is room for one word with a space before it.
 */
struct run {
	size_t *at, *lowat, *prev;
	double *cost;
	uint8_t *low, *w;
	size_t m, k;
};

/* Lowercase the run s[0..n) into r; -1 if it is not UTF-8. */
static int
lowercase(struct run *r, const uint8_t *s, size_t n)
{
	size_t i, k = 0, m = 0;
	uint32_t cp;
	int len;

	for (i = 0; i < n; i += len, m++) {
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0)
			return -1;
		r->at[m] = i;
		r->lowat[m] = k;
		k += tt_utf8_enc(tt_tr_lower(cp), r->low + k);
	}
	r->at[m] = n;
	r->lowat[m] = k;
	r->m = m;
	r->k = k;
	return 0;
}

/* The cut of least cost (wordcost), as r->cost and r->prev; b is room for
 * a decode. */
static void
cheapest(const struct tt_dict *d, const struct tt_hints *h, struct run *r,
    struct tt_buf *b)
{
	/* The entries at the bytes of the last MAXWORD letters, and at a
	 * space before each of them: rings. */
	struct endset e[RING], sp[MAXWORD];
	struct wordends we = { .ring = e };
	const size_t *lowat = r->lowat;
	double *cost = r->cost, c, least;
	uint8_t *w = r->w;
	size_t i, j, q, nw, k = r->k;

	/* Without counts a word costs WORDCOST and a piece at least. */
	least = tt_hints_nwords(h) == 0 ? 2 + WORDCOST : -HUGE_VAL;
	for (j = 1; j <= r->m; j++) {
		for (q = lowat[j - 1]; q < lowat[j]; q++)
			walkends(d, r->low + q, k - q, &e[q % RING]);
		w[0] = ' ';
		nw = k - lowat[j - 1] < MAXEND ? k - lowat[j - 1] : MAXEND - 1;
		memcpy(w + 1, r->low + lowat[j - 1], nw);
		walkends(d, w, 1 + nw, &sp[(j - 1) % MAXWORD]);
		cost[j] = -1;
		/* No word is longer than MAXWORD letters: linear time. */
		for (i = j > MAXWORD ? j - MAXWORD : 0; i < j; i++) {
			if (cost[i] < 0 ||
			    (cost[j] >= 0 && cost[i] + least >= cost[j]))
				continue;
			nw = 1 + lowat[j] - lowat[i];
			w[0] = ' ';
			memcpy(w + 1, r->low + lowat[i], nw - 1);
			we.space = &sp[i % MAXWORD];
			we.q = lowat[i];
			c = cost[i] + wordcost(d, h, w, nw,
			    nw <= MAXEND ? &we : NULL, b,
			    cost[j] < 0 ? INT_MAX : cost[j] - cost[i]);
			if (cost[j] < 0 || c < cost[j])
				cost[j] = c, r->prev[j] = i;
		}
	}
}

/* Put the words of the cut back into out from a, a space between each. */
static int
rebuild(struct tt_buf *out, size_t a, const struct run *r)
{
	struct tt_buf t = { 0 };
	size_t i, j;
	int e = 0;

	/* Right to left into t, each word ended by a NUL, then back. */
	for (j = r->m; j > 0; j = r->prev[j]) {
		i = r->prev[j];
		if ((e = tt_buf_put(&t, out->s + a + r->at[i],
		    r->at[j] - r->at[i])) < 0 ||
		    (i > 0 && (e = tt_buf_putc(&t, '\0')) < 0))
			goto out;
	}
	out->n = a;
	for (j = t.n; j > 0; j = i) {
		for (i = j; i > 0 && t.s[i - 1] != '\0'; i--)
			;
		if ((e = tt_buf_put(out, t.s + i, j - i)) < 0 ||
		    (i > 0 && (e = tt_buf_putc(out, ' ')) < 0))
			goto out;
		if (i > 0)
			i--;
	}
out:
	tt_buf_free(&t);
	return e;
}

/*
 * Put the spaces back into a run of capitals that came as single letters
 * (ÇOKİYİ -> ÇOK İYİ): the cut into words of the least cost (wordcost).
 */
static int
capsplit(const struct tt_dict *d, const struct tt_hints *h,
    struct tt_buf *out, size_t a)
{
	size_t n = out->n - a;
	struct tt_buf b = { 0 };
	struct run run;
	int e = 0;

	run.at = calloc(n + 1, sizeof *run.at);
	run.lowat = calloc(n + 1, sizeof *run.lowat);
	run.prev = calloc(n + 1, sizeof *run.prev);
	run.cost = calloc(n + 1, sizeof *run.cost);
	run.low = malloc(4 * n + 1);
	run.w = malloc(4 * n + 2);
	if (!run.at || !run.lowat || !run.prev || !run.cost || !run.low ||
	    !run.w)
		e = TT_ENOMEM;
	else if (lowercase(&run, out->s + a, n) == 0) {
		cheapest(d, h, &run, &b);
		e = rebuild(out, a, &run);
	}
	tt_buf_free(&b);
	free(run.at);
	free(run.lowat);
	free(run.prev);
	free(run.cost);
	free(run.low);
	free(run.w);
	return e;
}

/* Fix the space before the piece that follows a reference <uppercase>. */
static int
refspace(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i,
    struct tt_buf *out, size_t start, const uint8_t **p, size_t *np,
    bool *unit, bool prevunit)
{
	const uint8_t *o = out->s + start;
	size_t no = out->n - start;
	bool sp = *np > 0 && (*p)[0] == ' ';

	*unit = single(*p, *np) && !continues(d, ids, n, i);
	if (sp && ((*unit && prevunit) || opening(o, no) ||
	    (no > 1 && o[no - 1] == '\'' && o[no - 2] != ' '))) {
		++*p, --*np;
		return 0;
	}
	if (!sp && !(*unit && prevunit) && no > 0 && o[no - 1] != ' ' &&
	    !opening(o, no))
		return tt_buf_putc(out, ' ');
	return 0;
}

int
tt_capsplit_around(struct tt_surface *w, size_t i)
{
	struct tt_capsplit *st = w->arg;
	struct tt_buf *out = w->out;
	bool refcap = false, unit = false;
	size_t k;
	int r;

	if (i == w->n)
		return st->prevunit && out->n > st->run + 1 ?
		    capsplit(w->d, w->h, out, st->run) : 0;
	/* Did an <uppercase> come since the last piece? */
	for (k = st->from; k < i; k++)
		if (w->ids[k] == TT_ID_UPPER)
			refcap = true;
	st->from = i + 1;
	if (refcap && (r = refspace(w->d, w->ids, w->n, i, out, w->start,
	    &w->p, &w->np, &unit, st->prevunit)) < 0)
		return r;
	if (st->prevunit && !(refcap && unit) && out->n > st->run + 1 &&
	    (r = capsplit(w->d, w->h, out, st->run)) < 0)
		return r;
	tt_surface_strip(w);
	if (refcap && unit && !st->prevunit)
		st->run = out->n + (w->np > 0 && w->p[0] == ' ');
	st->prevunit = refcap && unit;
	return 0;
}
