/* SPDX-License-Identifier: MIT */
/*
 * syllable.c: the encoder of the syllable model of seed 002 for the
 * languages of Indonesia, over the letter sets of sylset.c.  Each word is
 * cut by sylseg.c; a syllable in the vocabulary is one token, any other
 * falls back to its characters, then to bytes (f_Sigma, eq. 6).
 * decode(encode(x)) == x for every byte string x: a case marker is used
 * only where the writer gives the word back.
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "trie.h"
#include "pretok.h"
#include "dict.h"
#include "sylset.h"
#include "sylseg.h"
#include "surface.h"
#include "tokens.h"
#include "encoder.h"

/* A line's words: letters, lowercase, and where each sits. */
struct scratch {
	uint32_t *w;		/* lowercase code points of the word */
	size_t *off;		/* byte offset of letter i in the line */
	size_t *loff;		/* ... and of its lowercase in low */
	size_t capw, capoff, caploff;
	struct tt_buf low;
	struct tt_sylunit *u;
	size_t capu;
};

/* Is s[0..n) a form of t that decodes as itself?  *id gets its ID. */
static bool
lookup(const struct tt_dict *d, const struct tt_trie *t, const uint8_t *s,
    size_t n, uint32_t *id)
{
	uint32_t f;

	if (n == 0 || !tt_trie_get(t, s, n, &f))
		return false;
	*id = d->forms[f].id;
	return d->ids[*id].form == f;
}

static int
push(struct tt_encoder *e, uint32_t id, size_t off, size_t len)
{
	size_t np;
	const uint8_t *p = tt_dict_piece(e->d, id, &np);

	return tt_tokens_push(&e->t, id, p, np, off, len);
}

/*
 * One character: its piece, else its bytes.  p[0..np) stands for the
 * line's bytes off..off+len (they differ when p is the lowercase).
 */
static int
character(struct tt_encoder *e, const uint8_t *p, size_t np, size_t off,
    size_t len)
{
	const struct tt_dict *d = e->d;
	uint32_t id;
	size_t k;
	int r;

	if (lookup(d, d->bpe, p, np, &id))
		return push(e, id, off, len);
	if (np == 1 && (p[0] == ' ' || p[0] == '\n' || p[0] == '\t') &&
	    lookup(d, d->root, p, np, &id) &&
	    d->ids[id].kind == TT_KIND_SPECIAL)
		return push(e, id, off, len);
	for (k = 0; k < np; k++) {
		r = np == len ? push(e, d->byte0 + p[k], off + k, 1) :
		    push(e, d->byte0 + p[k], k ? off + len : off, k ? 0 : len);
		if (r < 0)
			return r;
	}
	return 0;
}

/* Anything but letters, one character at a time. */
static int
other(struct tt_encoder *e, const uint8_t *s, size_t a, size_t b)
{
	uint32_t cp;
	int len, r;

	for (; a < b; a += len) {
		if ((len = tt_utf8_dec(s + a, b - a, &cp)) < 0)
			len = 1;
		if ((r = character(e, s + a, len, a, len)) < 0)
			return r;
	}
	return 0;
}

/*
 * The syllables u[0..k) of a word, from its lowercase (low) or as
 * written, after the case marker mark (or none: UINT32_MAX).
 */
static int
syllables(struct tt_encoder *e, const struct scratch *x, long k,
    const uint8_t *line, bool low, uint32_t mark, size_t at)
{
	const struct tt_dict *d = e->d;
	const uint8_t *s = low ? x->low.s : line;
	const size_t *o = low ? x->loff : x->off;
	const struct tt_sylunit *u;
	uint32_t id;
	size_t i;
	long j;
	int r;

	if (mark != UINT32_MAX && (r = push(e, mark, at, 0)) < 0)
		return r;
	for (j = 0; j < k; j++) {
		u = &x->u[j];
		if (lookup(d, d->bpe, s + o[u->a], o[u->b] - o[u->a], &id)) {
			if ((r = push(e, id, x->off[u->a],
			    x->off[u->b] - x->off[u->a])) < 0)
				return r;
			continue;
		}
		/* Not in the vocabulary: f_Sigma, its characters. */
		for (i = u->a; i < u->b; i++)
			if ((r = character(e, s + o[i], o[i + 1] - o[i],
			    x->off[i], x->off[i + 1] - x->off[i])) < 0)
				return r;
	}
	return 0;
}

/* Do the tokens from t0 on decode to s[0..n)? */
static int
verify(struct tt_encoder *e, size_t t0, const uint8_t *s, size_t n)
{
	size_t i, nt = e->t.n - t0;
	int r;

	if (tt_grow(&e->ids, &e->capids, nt, sizeof *e->ids) < 0)
		return TT_ENOMEM;
	for (i = 0; i < nt; i++)
		e->ids[i] = e->t.tok[t0 + i].id;
	e->scratch.n = 0;
	if ((r = tt_surface_write(e->d, NULL, e->ids, nt, &e->scratch, 0,
	    false, NULL)) < 0)
		return r;
	return e->scratch.n == n && memcmp(e->scratch.s, s, n) == 0;
}

/*
 * A word, the letters line[a..b).  Lowercased under <cap> or <allcaps>
 * when its case is one marker's worth and the decoder gives it back
 * (Turkish case in the decoder turns i into İ: Ibu stays as written);
 * otherwise as written, each syllable a piece only if the vocabulary
 * has it so.
 */
static int
word(struct tt_encoder *e, struct scratch *x, const uint8_t *line, size_t a,
    size_t b)
{
	const struct tt_syl *sy = tt_syl_of(e->d);
	size_t n = 0, i, upper = 0, t0 = e->t.n;
	uint32_t cp, lo, mark = UINT32_MAX;
	bool exact = true, firstup = false;
	uint8_t o[4];
	long k;
	int len, r;

	x->low.n = 0;
	for (i = a; i < b; i += len, n++) {
		len = tt_utf8_dec(line + i, b - i, &cp);
		if (tt_grow(&x->w, &x->capw, n + 1, sizeof *x->w) < 0 ||
		    tt_grow(&x->off, &x->capoff, n + 2, sizeof *x->off) < 0 ||
		    tt_grow(&x->loff, &x->caploff, n + 2,
		    sizeof *x->loff) < 0)
			return TT_ENOMEM;
		x->w[n] = lo = tt_syl_lower(sy, cp);
		x->off[n] = i;
		x->loff[n] = x->low.n;
		if (lo != cp) {
			if (tt_syl_upper(sy, lo) != cp)
				exact = false;
			if (n == 0)
				firstup = true;
			upper++;
		}
		if ((r = tt_buf_put(&x->low, o, tt_utf8_enc(lo, o))) < 0)
			return r;
	}
	x->off[n] = b;
	x->loff[n] = x->low.n;
	if ((k = tt_syl_split(sy, x->w, n, &x->u, &x->capu)) < 0)
		return (int)k;
	if (exact && upper == 1 && firstup)
		mark = e->d->cap;
	else if (exact && upper == n && n > 1)
		mark = e->d->allcaps;
	if (mark == UINT32_MAX)
		return syllables(e, x, k, line, false, mark, a);
	if ((r = syllables(e, x, k, line, true, mark, a)) < 0 ||
	    (r = verify(e, t0, line + a, b - a)) < 0)
		return r;
	if (r == 1)
		return 0;
	e->t.n = t0;
	return syllables(e, x, k, line, false, UINT32_MAX, a);
}

int
tt_syllable_encode(struct tt_encoder *e, const uint8_t *s, size_t n)
{
	struct scratch x = { 0 };
	size_t i, j;
	bool isword;
	int r = 0;

	/*
	 * The decoder drops a space that begins a line's first piece (the
	 * dummy prefix of the lossless mode).  No syllable begins with a
	 * space, so only a line that does gets a dummy, one empty token.
	 */
	if (n > 0 && s[0] == ' ')
		r = character(e, s, 1, 0, 0);
	for (i = 0; r == 0 && i < n; i = j) {
		j = tt_pretok_run(s, n, i, &isword);
		r = isword ? word(e, &x, s, i, j) : other(e, s, i, j);
	}
	free(x.w);
	free(x.off);
	free(x.loff);
	free(x.u);
	tt_buf_free(&x.low);
	return r;
}
