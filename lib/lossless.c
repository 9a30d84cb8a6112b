/* SPDX-License-Identifier: MIT */
/*
 * lossless.c: tt's own encoder.  decode(encode(x)) == x for every byte
 * string x, by construction: each word's segmentation is checked with the
 * decoder itself, and where the phonology would rebuild another surface
 * (saat + lAr -> saatlar, not saatler) the next candidate is taken: another
 * morphological cut, then BPE pieces, and at last raw bytes.
 *
 * The line is read as " " + line, as SentencePiece adds its dummy prefix:
 * the decoder drops the space that begins the first piece of a line.
 */
#include <string.h>

#include "internal.h"

#define MAXPIECES 64	/* pieces in one morphological cut */
#define MAXTRIES 48	/* cuts verified per word before falling back */
#define MAXSTEPS 4096	/* suffix positions tried per word: the search
			   is exponential on words of one-letter suffixes */

/* One cut of the lowercase word: piece i is low[at[i]..at[i+1]). */
struct cut {
	uint32_t id[MAXPIECES], form[MAXPIECES];
	size_t at[MAXPIECES + 1];
	size_t n;
};

/* The word being encoded, and where it sits in the line. */
struct word {
	const uint8_t *line;
	size_t ctx;		/* its context starts here in line */
	size_t a, b;		/* its bytes, with the space it carries */
	uint32_t mark;		/* case marker ID, or UINT32_MAX */
	struct tt_encoder *e;
	size_t nlow;		/* e->low[0..nlow): lowercase, e->map back */
	int tries, steps;
};

/* The form index of a token's piece (it points into the pool). */
static uint32_t
formof(const struct tt_dict *d, const struct tt_token *t)
{
	uint32_t f = d->ids[t->id].form;

	while (d->pool + d->forms[f].off != t->piece)
		f++;
	return f;
}

/* Does the decoder give the word back from its marker and this cut? */
static int
verify(struct tt_encoder *e, struct word *w, const struct cut *c)
{
	size_t n = 0, i, nctx = w->a - w->ctx;
	int r;

	w->tries++;
	if (tt_grow(&e->ids, &e->capids, c->n + 1, sizeof *e->ids) < 0)
		return TT_ENOMEM;
	if (w->mark != UINT32_MAX)
		e->ids[n++] = w->mark;
	for (i = 0; i < c->n; i++)
		e->ids[n++] = c->id[i];
	e->scratch.n = 0;
	if ((r = tt_buf_put(&e->scratch, w->line + w->ctx, nctx)) < 0 ||
	    (r = tt_decode_at(e->d, NULL, e->ids, n, &e->scratch, 0, false,
	    NULL)) < 0)
		return r;
	return e->scratch.n == nctx + (w->b - w->a) &&
	    memcmp(e->scratch.s + nctx, w->line + w->a, w->b - w->a) == 0;
}

/* Push the tokens of a verified cut. */
static int
emit(struct tt_encoder *e, const struct word *w, const struct cut *c)
{
	const struct tt_dict *d = e->d;
	size_t i, off, end;
	int r;

	if (w->mark != UINT32_MAX && (r = tt_encoder_push(e, w->mark,
	    tt_dict_piece(d, w->mark, &(size_t){ 0 }),
	    d->forms[d->ids[w->mark].form].len, w->a, 0)) < 0)
		return r;
	for (i = 0; i < c->n; i++) {
		off = e->map[c->at[i]];
		end = c->at[i + 1] < w->nlow ? e->map[c->at[i + 1]] : w->b;
		if (i == 0)
			off = w->a;
		if ((r = tt_encoder_push(e, c->id[i],
		    d->pool + d->forms[c->form[i]].off,
		    d->forms[c->form[i]].len, off, end - off)) < 0)
			return r;
	}
	return 0;
}

static void
add(struct cut *c, const struct tt_dict *d, uint32_t form, size_t len)
{
	c->id[c->n] = d->forms[form].id;
	c->form[c->n] = form;
	c->at[c->n + 1] = c->at[c->n] + len;
	c->n++;
}

/* Suffixes from position p to the end, longest first; 1 when verified. */
static int
suffixes(struct tt_encoder *e, struct word *w, struct cut *c)
{
	size_t p = c->at[c->n], len[16], k, n;
	uint32_t val[16];
	int r;

	if (p == w->nlow)
		return verify(e, w, c);
	if (c->n == MAXPIECES || w->tries >= MAXTRIES ||
	    ++w->steps > MAXSTEPS)
		return 0;
	n = tt_trie_prefixes(e->d->suffix, e->low + p, w->nlow - p, len, val,
	    16);
	for (k = n; k-- > 0;) {
		add(c, e->d, val[k], len[k]);
		if ((r = suffixes(e, w, c)) != 0)
			return r;
		c->n--;
	}
	return 0;
}

/* Root + suffixes, longest root first (suffixes only after no space). */
static int
morphology(struct tt_encoder *e, struct word *w, struct cut *c)
{
	size_t len[32], k, n;
	uint32_t val[32];
	int r;

	c->n = 0;
	if (e->low[0] != ' ')
		return suffixes(e, w, c);
	n = tt_trie_prefixes(e->d->root, e->low, w->nlow, len, val, 32);
	for (k = n; k-- > 0;) {
		if (e->d->ids[e->d->forms[val[k]].id].kind != TT_KIND_ROOT)
			continue;
		c->n = 0;
		add(c, e->d, val[k], len[k]);
		if ((r = suffixes(e, w, c)) != 0)
			return r;
	}
	return 0;
}

/* The longest prefix in t that has one surface form only, or 0. */
static size_t
single(const struct tt_dict *d, const struct tt_trie *t, const uint8_t *s,
    size_t n, uint32_t *form)
{
	size_t len[32], k;
	uint32_t val[32];

	for (k = tt_trie_prefixes(t, s, n, len, val, 32); k-- > 0;)
		if (d->ids[d->forms[val[k]].id].nforms == 1) {
			*form = val[k];
			return len[k];
		}
	return 0;
}

/*
 * Pieces that decode as they are: BPE pieces and the whitespace tokens,
 * longest first, and a byte token for any byte they do not cover.
 */
static int
plain(struct tt_encoder *e, struct word *w, struct cut *c)
{
	const struct tt_dict *d = e->d;
	size_t p = 0, len;
	uint32_t f = 0;

	c->n = 0;
	for (; p < w->nlow; p += len) {
		if (c->n == MAXPIECES)
			return 0;
		if ((len = single(d, d->bpe, e->low + p, w->nlow - p,
		    &f)) == 0 &&
		    (len = single(d, d->root, e->low + p, w->nlow - p,
		    &f)) == 0) {
			f = d->ids[d->byte0 + e->low[p]].form;
			len = 1;
		}
		add(c, d, f, len);
	}
	return verify(e, w, c);
}

/* Raw bytes of the original, no case marker: always exact. */
static int
bytes(struct tt_encoder *e, const struct word *w)
{
	const struct tt_dict *d = e->d;
	size_t i;
	int r;

	for (i = w->a; i < w->b; i++) {
		uint32_t id = d->byte0 + w->line[i];

		if ((r = tt_encoder_push(e, id, d->pool +
		    d->forms[d->ids[id].form].off, 1, i, 1)) < 0)
			return r;
	}
	return 0;
}

/* Collect a lowercased byte and where it came from in the line. */
static int
putfolded(void *arg, uint8_t c, size_t off)
{
	struct word *w = arg;

	return tt_encoder_putlow(w->e, &w->nlow, c, w->a + off);
}

/*
 * Lowercase the word into e->low if its case is one marker's worth:
 * none, a capital first letter, or all capitals.  Returns 0 for mixed
 * case or letters whose case does not map back (they stay as written).
 */
static int
casefold(struct tt_encoder *e, struct word *w)
{
	int c;

	w->nlow = 0;
	w->e = e;
	c = tt_pretok_fold(w->line + w->a, w->b - w->a, tt_tr_lower,
	    tt_tr_upper, putfolded, w);
	if (c < 0)
		return c;
	w->mark = c == TT_CASE_CAP ? e->d->cap : c == TT_CASE_ALL ?
	    e->d->allcaps : UINT32_MAX;
	return c != TT_CASE_ASIS;
}

/* The word as written, for words whose case needs no marker. */
static int
asis(struct tt_encoder *e, struct word *w)
{
	size_t i;
	int r;

	w->nlow = 0;
	w->mark = UINT32_MAX;
	for (i = w->a; i < w->b; i++)
		if ((r = tt_encoder_putlow(e, &w->nlow, w->line[i], i)) < 0)
			return r;
	return 1;
}

/* Which cut a word took, and its counter. */
enum { PATH_MORPH, PATH_BPE, PATH_BYTES };

static void
count(struct tt_encoder *e, int path)
{
	uint64_t *n[] = { &e->paths.morph, &e->paths.bpe, &e->paths.bytes };

	e->paths.words++;
	++*n[path];
}

/* Cut a word: first lowercased under a marker, then as written. */
static int
cut(struct tt_encoder *e, struct word *w, int *path)
{
	struct cut c;
	int r, pass;

	for (pass = 0; pass < 2; pass++) {
		r = pass == 0 ? casefold(e, w) : asis(e, w);
		if (r < 0)
			return r;
		if (r == 0)
			continue;
		w->tries = w->steps = 0;
		c.at[0] = 0;
		*path = PATH_MORPH;
		if ((r = morphology(e, w, &c)) == 0) {
			*path = PATH_BPE;
			r = plain(e, w, &c);
		}
		if (r < 0)
			return r;
		if (r == 1)
			return emit(e, w, &c);
	}
	*path = PATH_BYTES;
	return bytes(e, w);
}

/*
 * A word, with the space before it when it carries one.  Words that need
 * no context (nothing but whitespace before them) come from the cache.
 */
static int
word(struct tt_encoder *e, struct word *w)
{
	const struct tt_dict *d = e->d;
	const uint8_t *s = w->line + w->a;
	size_t n = w->b - w->a, i, nt, t0 = e->ntok, off = w->a;
	const struct tt_cached *ct;
	struct tt_cached *put;
	int r, path;

	if (w->ctx == w->a && (ct = tt_cache_get(e, s, n, &nt, &path))) {
		for (i = 0; i < nt; i++, off += ct[i - 1].len)
			if ((r = tt_encoder_push(e, ct[i].id,
			    d->pool + d->forms[ct[i].form].off,
			    d->forms[ct[i].form].len, off, ct[i].len)) < 0)
				return r;
		count(e, path);
		return 0;
	}
	if ((r = cut(e, w, &path)) < 0)
		return r;
	count(e, path);
	if (w->ctx != w->a)
		return 0;
	/* Remember it; the scratch ID array is free now. */
	nt = e->ntok - t0;
	if (tt_grow(&e->ids, &e->capids, nt * 3, sizeof *e->ids) < 0)
		return TT_ENOMEM;
	put = (struct tt_cached *)e->ids;
	for (i = 0; i < nt; i++)
		put[i] = (struct tt_cached){ e->tok[t0 + i].id,
		    formof(d, &e->tok[t0 + i]), e->tok[t0 + i].len };
	return tt_cache_put(e, s, n, put, nt, path);
}

/* Anything but letters: BPE pieces, the whitespace tokens, bytes. */
static int
other(struct tt_encoder *e, const uint8_t *s, size_t a, size_t b)
{
	const struct tt_dict *d = e->d;
	size_t len;
	uint32_t f;
	int r;

	for (; a < b; a += len) {
		if ((len = single(d, d->bpe, s + a, b - a, &f)) == 0 &&
		    (len = single(d, d->root, s + a, b - a, &f)) == 0) {
			f = d->ids[d->byte0 + s[a]].form;
			len = 1;
		}
		if ((r = tt_encoder_push(e, d->forms[f].id,
		    d->pool + d->forms[f].off, d->forms[f].len, a,
		    len)) < 0)
			return r;
	}
	return 0;
}

int
tt_lossless_encode(struct tt_encoder *e, const uint8_t *s, size_t n)
{
	struct tt_buf *line = &e->line;
	struct word w;
	size_t i, j, o;
	bool isword;
	int r;

	/* The dummy space that the decoder drops again; empty stays empty. */
	if (n == 0)
		return 0;
	line->n = 0;
	if ((r = tt_buf_putc(line, ' ')) < 0 || (r = tt_buf_put(line, s, n)))
		return r;
	s = line->s;
	n = line->n;
	for (i = 0; i < n; i = j) {
		j = tt_pretok_run(s, n, i, &isword);
		if (!isword) {
			/* A single space before a word goes with it. */
			o = j < n && s[j - 1] == ' ' ? j - 1 : j;
			if (o > i && (r = other(e, s, i, o)) < 0)
				return r;
			if ((i = o) == n)
				break;
			j = tt_pretok_run(s, n, i + (s[i] == ' '), &isword);
		}
		/* Its context: back to the whitespace before it. */
		for (o = i; o > 0 && s[o] != ' ' && s[o - 1] != ' ' &&
		    s[o - 1] != '\t' && s[o - 1] != '\n' && s[o - 1] != '\r';
		    o--)
			;
		w = (struct word){ .line = s, .ctx = o, .a = i, .b = j };
		if ((r = word(e, &w)) < 0)
			return r;
	}
	/* Offsets were into " " + line. */
	for (i = 0; i < e->ntok; i++) {
		if (e->tok[i].off > 0)
			e->tok[i].off--;
		else if (e->tok[i].len > 0)
			e->tok[i].len--;
	}
	return 0;
}
