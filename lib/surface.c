/* SPDX-License-Identifier: MIT */
/*
 * surface.c: IDs written as text.  Each ID's surface form is chosen by the
 * phonology (phon.c) from what is already written and the next ID; case
 * markers then restore capitals by the dictionary's case rule (Turkish:
 * i -> İ, ı -> I).  The decoder writes with it, and every encoder checks
 * its cuts with it.
 */
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "dict.h"
#include "phon.h"
#include "sylset.h"
#include "hints.h"
#include "norm.h"
#include "surface.h"

/* U+FFFD for <unk>, readable 16 bytes at a time as forms are. */
static const uint8_t replacement[TT_POOL_SLACK] = "\xef\xbf\xbd";

/*
 * Write s[0..n) under case state *cs; s is a form (or replacement) if
 * *cs is TT_CS_NONE.  Most forms are short and go as one copy of a fixed
 * size, without a call or a branch on their length (TT_POOL_SLACK).
 */
static int
putcased(const struct tt_caserule *rule, struct tt_buf *out,
    const uint8_t *s, size_t n, int *cs)
{
	uint32_t cp;
	size_t i;
	int len;

	if (*cs == TT_CS_NONE && n <= TT_POOL_SLACK &&
	    out->cap - out->n >= TT_POOL_SLACK) {
		memcpy(out->s + out->n, s, TT_POOL_SLACK);
		out->n += n;
		return 0;
	}
	/* Room for every character as a capital of four bytes at most. */
	if (tt_buf_reserve(out, 4 * n) < 0)
		return TT_ENOMEM;
	for (i = 0; i < n && *cs != TT_CS_NONE; i += len) {
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0) {
			len = 1;
			cp = 0xfffd;	/* neither letter nor space */
		}
		/* U+02BC is a letter to Unicode, an apostrophe here: it
		 * ends a word (norm.c), and its case with it. */
		if (tt_is_letter(cp) && cp != 0x2bc) {
			/* By the language: Turkish i -> İ, Indonesian I. */
			cp = rule->upper(cp);
			out->n += tt_utf8_enc(cp, out->s + out->n);
			*cs = *cs == TT_CS_UPPER ? TT_CS_NONE : TT_CS_ALL;
			continue;
		}
		/* A capital word ends at its first non-letter. */
		if (*cs == TT_CS_ALL)
			*cs = TT_CS_NONE;
		memcpy(out->s + out->n, s + i, len);
		out->n += len;
	}
	/* The rest as it is, once the case is done with. */
	return i < n ? tt_buf_put(out, s + i, n - i) : 0;
}

/* What the phonology needs to know of the piece after position i: its
 * d->idbits, TT_IDB_*. */
static unsigned
next(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i)
{
	return i + 1 < n && ids[i + 1] < d->nids ? d->idbits[ids[i + 1]] : 0;
}

uint32_t
tt_surface_hint(const struct tt_hints *h, const struct tt_dict *d,
    const uint32_t *ids, size_t n, size_t i)
{
	return tt_hints_form(h, d, i > 0 ? ids[i - 1] : UINT32_MAX, ids[i],
	    i + 1 < n ? ids[i + 1] : UINT32_MAX);
}

/* The flags of the piece before ids[i] (i > 0) that a suffix reads. */
static unsigned
before(const struct tt_dict *d, const uint32_t *ids, size_t i)
{
	const struct tt_idinfo *in = &d->ids[ids[i - 1]];

	/* The phonology reads through an apostrophe to a suffix before it,
	 * or to a root's pronominal n (tt_surface_through); not for a
	 * clitic, which carries a space (evi' yi, lossless.c
	 * apostrophed()). */
	if (i > 1 && in->kind != TT_KIND_ROOT && in->kind != TT_KIND_SUFFIX &&
	    (d->idbits[ids[i - 1]] & TT_IDB_APOS) &&
	    tt_surface_through(d, ids[i - 2]) &&
	    !(d->phon[d->ids[ids[i]].form].bits & PF_CLITIC))
		return d->ids[ids[i - 2]].kind == TT_KIND_SUFFIX ?
		    d->ids[ids[i - 2]].flags : TT_SUFFIX_PRON;
	return in->flags;
}

/* tt_surface_pick for a root, or a suffix with a hint: apart, since the
 * context and lookahead it builds on the stack cost every call a frame
 * that the table's choices, most of them, do without. */
static uint32_t
pick(const struct tt_dict *d, uint32_t id, const struct tt_phon_carry *k,
    unsigned pf, unsigned a, uint32_t hint)
{
	struct tt_phon_ctx ctx = { 0 };
	struct tt_phon_next nx = { .vowel = a & TT_IDB_VOWEL,
	    .yor = a & TT_IDB_YOR, .pass = a & TT_IDB_PASS,
	    .ya = a & TT_IDB_YA, .ybuf = a & TT_IDB_YBUF,
	    .sbuf = a & TT_IDB_SBUF };

	if (d->ids[id].kind == TT_KIND_SUFFIX)
		tt_phon_carried(k, &ctx);
	ctx.front = pf & TT_ROOT_FRONT;
	ctx.pron = pf & TT_SUFFIX_PRON;
	return tt_phon_pick(d, id, &ctx, &nx, hint);
}

uint32_t
tt_surface_pick(const struct tt_dict *d, const uint32_t *ids, size_t n,
    size_t i, const struct tt_phon_carry *k, uint32_t hint)
{
	unsigned a = next(d, ids, n, i), pf = 0;
	struct tt_phon_carry kb;

	if (d->ids[ids[i]].kind != TT_KIND_SUFFIX)
		return pick(d, ids[i], k, 0, a, hint);
	if (i > 0)
		pf = before(d, ids, i);
	/* After a root that drops its vowel, that vowel's harmony, though
	 * the text before reads another (kavr ul du, not kavr ıl dı). */
	if ((pf & TT_ROOT_DROP) && k != NULL &&
	    d->ids[ids[i - 1]].kind == TT_KIND_ROOT) {
		kb = *k;
		tt_phon_basevowel(d, ids[i - 1], &kb);
		k = &kb;
	}
	/* The n of a postcase suffix, the plural's, is a demonstrative's
	 * right before it (o nlar, bu nlar); not a possessive's (alev i
	 * ler), nor that of other pronouns (öteki ler). */
	if ((pf & TT_SUFFIX_PRON) &&
	    (d->ids[ids[i]].flags & TT_SUFFIX_POSTCASE) &&
	    !(d->idbits[ids[i - 1]] & TT_IDB_ONE))
		pf &= ~(unsigned)TT_SUFFIX_PRON;
	/* Most choices: a suffix's table, with no letters to read. */
	if (hint == UINT32_MAX)
		return tt_phon_pickcarried(d, ids[i], k, pf & TT_ROOT_FRONT,
		    pf & TT_SUFFIX_PRON, a & TT_IDB_VOWEL);
	return pick(d, ids[i], k, pf, a, hint);
}

int
tt_surface_cased(const struct tt_dict *d, uint32_t mark, const uint8_t *s,
    size_t n, const uint8_t *t, size_t nt, struct tt_buf *out)
{
	int cs = mark == d->cap ? TT_CS_UPPER : TT_CS_ALLARMED, r;

	out->n = 0;
	if ((r = putcased(tt_case_of(d), out, s, n, &cs)) < 0)
		return r;
	return out->n == nt && memcmp(out->s, t, nt) == 0;
}

int
tt_surface_begin(struct tt_surface *w, const struct tt_dict *d,
    const struct tt_hints *h, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t start, bool strip)
{
	*w = (struct tt_surface){ .d = d, .h = h, .ids = ids, .n = n,
	    .out = out, .start = start, .rule = tt_case_of(d),
	    .cs = TT_CS_NONE, .strip = strip, .carried = true,
	    .carry = { .ok = out->n == start } };
	/* The context is read from out->s, which must not be NULL. */
	return tt_buf_reserve(out, 1) < 0 ? TT_ENOMEM : 0;
}

/*
 * Take ids[i]: 1 when it has text to write, w->p[0..np) of form w->f; 0
 * when it writes none (a marker, <pad>); TT_ERANGE for an ID out of
 * range, *bad (if not NULL) then i.
 */
static int
nextpiece(struct tt_surface *w, size_t i, size_t *bad)
{
	const struct tt_dict *d = w->d;
	uint32_t id = w->ids[i], f;
	enum tt_kind k = tt_kind(d, id);

	if (k == TT_KIND_NONE) {
		if (bad)
			*bad = i;
		return TT_ERANGE;
	}
	if (id == TT_ID_UPPER) {
		/* The reference's capital.  Its spaces may be rewritten
		 * (capsplit.c): the context is read back from then on. */
		w->cs = TT_CS_UPPER;
		w->carried = false;
		return 0;
	}
	if (k == TT_KIND_CASE && id != d->cap && id != d->allcaps) {
		/* A normalisation marker: the first of a word's ends the
		 * word before. */
		if (w->normon)
			w->norm = 0, w->normon = false;
		w->norm |= 1u << (id - tt_norm_id(d, 0));
		return 0;
	}
	if (k == TT_KIND_CASE) {
		w->cs = id == d->cap ? TT_CS_UPPER : TT_CS_ALLARMED;
		return 0;
	}
	if (k == TT_KIND_GLUE) {
		w->strip = w->glued = true;
		return 0;
	}
	f = d->ids[id].form;
	if (w->h != NULL && i >= w->wend) {
		w->wend = tt_word_end(d, w->ids, w->n, i);
		w->seen = tt_hints_word(w->h, d, w->ids, i, w->wend);
		w->wk = 0;
	}
	/* A word seen in training is written as it was there. */
	if (i < w->wend && w->seen != NULL &&
	    w->seen[w->wk++] < d->ids[id].nforms)
		f += w->seen[w->wk - 1];
	else
		f = tt_surface_form(d, w->h, w->ids, w->n, i,
		    w->carried ? &w->carry : NULL, w->out->s + w->start,
		    w->out->n - w->start);
	w->f = f;
	w->p = tt_form_str(d, f, &w->np);
	w->stripped = false;
	if (k == TT_KIND_SPECIAL) {
		if (id == TT_ID_UNKNOWN)
			w->p = replacement, w->np = 3;
		else if (w->np == 0 || (w->p[0] != ' ' && w->p[0] != '\n' &&
		    w->p[0] != '\t' && w->p[0] != '\r'))
			return 0;	/* <pad>, <eos>... */
	}
	return 1;
}

/* tt_surface_strip; once done, it does nothing until the next <glue>. */
static void
stripspace(struct tt_surface *w)
{
	if (w->strip && w->np > 0 && w->p[0] == ' ') {
		w->p++, w->np--;
		w->stripped = true;
	}
	w->strip = false;
}

/* Write the piece, stripped first if it was not yet. */
static int
putpiece(struct tt_surface *w)
{
	bool upper = w->cs != TT_CS_NONE;
	size_t n0;
	int r;

	stripspace(w);
	/* The normalisation markers hold for the word: up to a piece that
	 * does not go on with it. */
	if (w->normon && !tt_norm_inword(w->p, w->np))
		w->norm = 0, w->normon = false;
	n0 = w->out->n;
	r = putcased(w->rule, w->out, w->p, w->np, &w->cs);
	if (r == 0 && w->norm != 0) {
		r = tt_norm_apply(w->out, n0, &w->norm);
		w->normon = true;
	}
	tt_phon_carry(w->d, &w->carry, w->f);
	/* <unk> is written as U+FFFD; a capital may read back as another
	 * letter (an Indonesian I as Turkish ı); a piece glued to the text
	 * before it reads that text too. */
	if (w->p == replacement || (upper && !w->rule->carry) ||
	    (w->stripped && w->glued))
		w->carry.ok = false;
	w->glued = false;
	return r;
}

void
tt_surface_strip(struct tt_surface *w)
{
	stripspace(w);
}

int
tt_surface_run(struct tt_surface *w, size_t *bad)
{
	size_t i;
	int r;

	for (i = 0; i < w->n; i++) {
		if ((r = nextpiece(w, i, bad)) <= 0) {
			if (r < 0)
				return r;
			continue;
		}
		if (w->around != NULL && (r = w->around(w, i)) < 0)
			return r;
		if ((r = putpiece(w)) < 0)
			return r;
	}
	return w->around != NULL ? w->around(w, w->n) : 0;
}

int
tt_surface_write(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t start,
    bool strip, size_t *bad)
{
	struct tt_surface w;
	int r;

	if ((r = tt_surface_begin(&w, d, h, ids, n, out, start, strip)) < 0)
		return r;
	return tt_surface_run(&w, bad);
}
