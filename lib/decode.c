/* SPDX-License-Identifier: MIT */
/*
 * decode.c: IDs back to text.  Each ID's surface form is chosen by the
 * phonology (phon.c) from what is already written and the next ID; case
 * markers then restore capitals the Turkish way (i -> İ, ı -> I).
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Case state: a marker arms it; the first letter written fires it. */
enum { CASE_NONE, CASE_UPPER, CASE_ALL_ARMED, CASE_ALL };

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

/* U+FFFD for <unk>, readable 16 bytes at a time as forms are. */
static const uint8_t replacement[TT_POOL_SLACK] = "\xef\xbf\xbd";

/*
 * Write s[0..n) under case state *cs; s is a form (or replacement) if
 * *cs is CASE_NONE.  Most forms are short and go as one copy of a fixed
 * size, without a call or a branch on their length (TT_POOL_SLACK).
 */
static int
write(const struct tt_dict *d, struct tt_buf *out, const uint8_t *s,
    size_t n, int *cs)
{
	uint8_t o[4];
	uint32_t cp;
	size_t i;
	int len;

	if (*cs == CASE_NONE && n <= TT_POOL_SLACK &&
	    out->cap - out->n >= TT_POOL_SLACK) {
		memcpy(out->s + out->n, s, TT_POOL_SLACK);
		out->n += n;
		return 0;
	}
	for (i = 0; i < n && *cs != CASE_NONE; i += len) {
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0) {
			len = 1;
			cp = 0xfffd;	/* neither letter nor space */
		}
		if (tt_is_letter(cp)) {
			/* Turkish i -> İ, unless the language says I. */
			cp = d->syl ? tt_syl_upper(d->syl, cp) :
			    tt_tr_upper(cp);
			if (tt_buf_put(out, o, tt_utf8_enc(cp, o)) < 0)
				return TT_ENOMEM;
			*cs = *cs == CASE_UPPER ? CASE_NONE : CASE_ALL;
			continue;
		}
		/* A capital word ends at its first non-letter. */
		if (*cs == CASE_ALL)
			*cs = CASE_NONE;
		if (tt_buf_put(out, s + i, len) < 0)
			return TT_ENOMEM;
	}
	/* The rest as it is, once the case is done with. */
	return i < n ? tt_buf_put(out, s + i, n - i) : 0;
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
#define MAXEND 128	/* bytes of an entry that struct ends records */

/*
 * Where the entries of the three tries (root, suffix, BPE, in that order)
 * end when read from one position of a run: bit L - 1 of m[t] is set when
 * the L bytes there are an entry of trie t, for L up to MAXEND.  capsplit
 * asks for the longest entry at a position under many limits, one for
 * each word that the position may end; the tries are walked once.
 */
struct ends {
	uint64_t m[3][MAXEND / 64];
};

static const struct tt_trie *
trie(const struct tt_dict *d, int t)
{
	return t == 0 ? d->root : t == 1 ? d->suffix : d->bpe;
}

static void
ends(const struct tt_dict *d, const uint8_t *s, size_t n, struct ends *e)
{
	size_t len[MAXEND], k, i;
	uint32_t val[MAXEND];
	int t;

	memset(e, 0, sizeof *e);
	for (t = 0; t < 3; t++) {
		k = tt_trie_prefixes(trie(d, t), s, n < MAXEND ? n : MAXEND, 0,
		    len, val, MAXEND);
		for (i = 0; i < k; i++)
			e->m[t][(len[i] - 1) / 64] |= 1ull << (len[i] - 1) % 64;
	}
}

/* The length of the longest entry of trie t at e, of lim bytes at most
 * (lim <= MAXEND): what tt_trie_longest finds. */
static size_t
longest(const struct ends *e, int t, size_t lim)
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
	const struct ends *space, *ring;
	size_t q;
};

static const struct ends *
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
			if ((len = we != NULL ? longest(endsat(we, p), t,
			    n - p) : tt_trie_longest(trie(d, t), w + p, n - p, 0,
			    &f)))
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
		if (tt_decode_at(d, NULL, ids, k, b, 0, false, NULL) < 0 ||
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
 * Put the spaces back into a run of capitals that came as single letters
 * (ÇOKİYİ -> ÇOK İYİ): the cut into words of the least cost (wordcost).
 */
static int
capsplit(const struct tt_dict *d, const struct tt_hints *h,
    struct tt_buf *out, size_t a)
{
	size_t n = out->n - a, i, j, k, q, m = 0, *at, *cut, *prev, nw;
	struct tt_buf t = { 0 }, b = { 0 };
	/* The entries at the bytes of the last MAXWORD letters, and at a
	 * space before each of them: rings. */
	struct ends e[RING], sp[MAXWORD];
	struct wordends we = { .ring = e };
	uint8_t *low, *w;
	double *cost, c, least;
	int len, r = 0;
	uint32_t cp;

	at = calloc(n + 1, sizeof *at);
	cut = calloc(n + 1, sizeof *cut);
	prev = calloc(n + 1, sizeof *prev);
	cost = calloc(n + 1, sizeof *cost);
	low = malloc(4 * n + 1);
	w = malloc(4 * n + 2);
	if (!at || !cut || !prev || !cost || !low || !w) {
		r = TT_ENOMEM;
		goto out;
	}
	/* Letter i: at[i] in out, cut[i] in the lowercase copy low. */
	for (i = 0, k = 0; i < n; i += len, m++) {
		if ((len = tt_utf8_dec(out->s + a + i, n - i, &cp)) < 0)
			goto out;
		at[m] = i;
		cut[m] = k;
		k += tt_utf8_enc(tt_tr_lower(cp), low + k);
	}
	at[m] = n;
	cut[m] = k;
	/* Without counts a word costs WORDCOST and a piece at least. */
	least = tt_hints_nwords(h) == 0 ? 2 + WORDCOST : -HUGE_VAL;
	/* cost[j]: the cheapest cut of the first j letters, or -1. */
	for (j = 1; j <= m; j++) {
		for (q = cut[j - 1]; q < cut[j]; q++)
			ends(d, low + q, k - q, &e[q % RING]);
		w[0] = ' ';
		nw = k - cut[j - 1] < MAXEND ? k - cut[j - 1] : MAXEND - 1;
		memcpy(w + 1, low + cut[j - 1], nw);
		ends(d, w, 1 + nw, &sp[(j - 1) % MAXWORD]);
		cost[j] = -1;
		/* No word is longer than MAXWORD letters: linear time. */
		for (i = j > MAXWORD ? j - MAXWORD : 0; i < j; i++) {
			if (cost[i] < 0 ||
			    (cost[j] >= 0 && cost[i] + least >= cost[j]))
				continue;
			nw = 1 + cut[j] - cut[i];
			w[0] = ' ';
			memcpy(w + 1, low + cut[i], nw - 1);
			we.space = &sp[i % MAXWORD];
			we.q = cut[i];
			c = cost[i] + wordcost(d, h, w, nw,
			    nw <= MAXEND ? &we : NULL, &b,
			    cost[j] < 0 ? INT_MAX : cost[j] - cost[i]);
			if (cost[j] < 0 || c < cost[j])
				cost[j] = c, prev[j] = i;
		}
	}
	/* Rebuild the run right to left into t, then put it back. */
	for (j = m; j > 0; j = prev[j]) {
		i = prev[j];
		if ((r = tt_buf_put(&t, out->s + a + at[i],
		    at[j] - at[i])) < 0 ||
		    (i > 0 && (r = tt_buf_putc(&t, '\0')) < 0))
			goto out;
	}
	out->n = a;
	for (j = t.n; j > 0; j = i) {
		for (i = j; i > 0 && t.s[i - 1] != '\0'; i--)
			;
		if ((r = tt_buf_put(out, t.s + i, j - i)) < 0 ||
		    (i > 0 && (r = tt_buf_putc(out, ' ')) < 0))
			goto out;
		if (i > 0)
			i--;
	}
out:
	tt_buf_free(&t);
	tt_buf_free(&b);
	free(at);
	free(cut);
	free(prev);
	free(cost);
	free(low);
	free(w);
	return r;
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

/* What the phonology needs to know of the piece after position i. */
static void
lookahead(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i,
    struct tt_phon_next *nx)
{
	uint8_t a = i + 1 < n && ids[i + 1] < d->nids ? d->idbits[ids[i + 1]] :
	    0;

	nx->vowel = a & TT_IDB_VOWEL;
	nx->yor = a & TT_IDB_YOR;
}

uint32_t
tt_decode_pick(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, size_t i, struct tt_phon_ctx *ctx)
{
	struct tt_phon_next nx;

	lookahead(d, ids, n, i, &nx);
	ctx->front = ctx->pron = false;
	if (i > 0) {
		unsigned pf = d->ids[ids[i - 1]].flags;

		ctx->front = pf & TT_ROOT_FRONT;
		ctx->pron = pf & TT_SUFFIX_PRON;
	}
	return tt_phon_pick(d, ids[i], ctx, &nx, h == NULL ? UINT32_MAX :
	    tt_hints_form(h, d, i > 0 ? ids[i - 1] : UINT32_MAX, ids[i],
	    i + 1 < n ? ids[i + 1] : UINT32_MAX));
}

int
tt_decode_cased(const struct tt_dict *d, uint32_t mark, const uint8_t *s,
    size_t n, const uint8_t *t, size_t nt, struct tt_buf *out)
{
	int cs = mark == d->cap ? CASE_UPPER : CASE_ALL_ARMED, r;

	out->n = 0;
	if ((r = write(d, out, s, n, &cs)) < 0)
		return r;
	return out->n == nt && memcmp(out->s, t, nt) == 0;
}

int
tt_decode_at(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t start,
    bool strip, size_t *bad)
{
	const uint8_t *p;
	size_t i, np;
	uint32_t f;
	int cs = CASE_NONE, r = 0;
	bool refcap = false, unit = false, prevunit = false;
	size_t run = 0;		/* where a run of spaced capitals began */
	size_t wend = 0, wk = 0;	/* the word ids[..wend), its wk-th ID */
	const uint8_t *seen = NULL;	/* its forms, if hints know it */
	/* The phonology's context, carried from form to form from an
	 * empty one, unless an <uppercase> has come (whose spaces rewrite
	 * the text). */
	struct tt_phon_carry carry = { .ok = out->n == start };
	struct tt_phon_ctx ctx;
	bool carried = true, upper, glued = false, cut;

	/* The context is read from out->s, which must not be NULL. */
	if (tt_buf_reserve(out, 1) < 0)
		return TT_ENOMEM;
	for (i = 0; i < n && r == 0; i++) {
		uint32_t id = ids[i];
		enum tt_kind k = tt_kind(d, id);

		if (k == TT_KIND_NONE) {
			if (bad)
				*bad = i;
			return TT_ERANGE;
		}
		if (id == TT_ID_UPPER) {
			cs = CASE_UPPER;
			refcap = true;
			carried = false;
			continue;
		}
		if (k == TT_KIND_CASE) {
			cs = id == d->cap ? CASE_UPPER : CASE_ALL_ARMED;
			continue;
		}
		if (k == TT_KIND_GLUE) {
			strip = glued = true;
			continue;
		}
		f = d->ids[id].form;
		if (h != NULL && i >= wend) {
			wend = tt_word_end(d, ids, n, i);
			seen = tt_hints_word(h, d, ids, i, wend);
			wk = 0;
		}
		/* A word seen in training is written as it was there. */
		if (i < wend && seen != NULL && seen[wk++] < d->ids[id].nforms)
			f += seen[wk - 1];
		/* Only an ID with several forms needs its context. */
		else if ((k == TT_KIND_ROOT || k == TT_KIND_SUFFIX) &&
		    d->ids[id].nforms > 1) {
			if (carried && carry.ok)
				tt_phon_carried(&carry, &ctx);
			else
				tt_phon_context(out->s + start, out->n - start,
				    &ctx);
			f = tt_decode_pick(d, h, ids, n, i, &ctx);
		}
		p = tt_form_str(d, f, &np);
		if (k == TT_KIND_SPECIAL) {
			if (id == TT_ID_UNKNOWN)
				p = replacement, np = 3;
			else if (np == 0 || (p[0] != ' ' && p[0] != '\n' &&
			    p[0] != '\t' && p[0] != '\r'))
				continue;	/* <pad>, <eos>... */
		}
		if (refcap && (r = refspace(d, ids, n, i, out, start, &p, &np,
		    &unit, prevunit)) < 0)
			return r;
		if (prevunit && !(refcap && unit) && out->n > run + 1 &&
		    (r = capsplit(d, h, out, run)) < 0)
			return r;
		/* The space that begins the line, or that <glue> takes off. */
		if ((cut = strip && np > 0 && p[0] == ' '))
			p++, np--;
		strip = false;
		if (refcap && unit && !prevunit)
			run = out->n + (np > 0 && p[0] == ' ');
		prevunit = refcap && unit;
		refcap = unit = false;
		upper = cs != CASE_NONE;
		r = write(d, out, p, np, &cs);
		tt_phon_carry(d, &carry, f);
		/* <unk> is written as U+FFFD; an Indonesian capital I reads
		 * back as Turkish ı; a piece glued to the text before it
		 * reads that text too. */
		if (p == replacement || (upper && d->syl != NULL) ||
		    (cut && glued))
			carry.ok = false;
		glued = false;
	}
	if (r == 0 && prevunit && out->n > run + 1)
		r = capsplit(d, h, out, run);
	return r;
}

int
tt_decode(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t *bad)
{
	return tt_decode_at(d, NULL, ids, n, out, out->n, true, bad);
}

int
tt_decode_hinted(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t *bad)
{
	return tt_decode_at(d, h, ids, n, out, out->n, true, bad);
}
