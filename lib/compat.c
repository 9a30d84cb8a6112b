/* SPDX-License-Identifier: MIT */
/*
 * compat.c: the reference encoder, ID for ID.  It reproduces what the
 * published morphology-first tokenizer emits (see tt-encode(1), section
 * COMPATIBILITY MODE), quirks included, because models were trained on it.
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "trie.h"
#include "cache.h"
#include "dict.h"
#include "tokens.h"
#include "encoder.h"

/*
 * Lowercase s[0..n-1] (input offset base) into the segment buffer the
 * Turkish way: I -> ı and İ -> i, then Unicode.  Invalid bytes pass.
 */
static int
lower(struct tt_encoder *e, size_t *nlow, const uint8_t *s, size_t n,
    size_t base)
{
	uint8_t o[4];
	uint32_t cp;
	size_t i;
	int len, m, k;

	for (i = 0; i < n; i += len) {
		/* ASCII first: most of the text, and I -> ı is its only
		 * Turkish case. */
		if (s[i] < 0x80 && s[i] != 'I') {
			len = 1;
			if (tt_low_put(&e->low, nlow, s[i] >= 'A' &&
			    s[i] <= 'Z' ? s[i] + 32 : s[i], base + i) < 0)
				return TT_ENOMEM;
			continue;
		}
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0) {
			len = 1;
			if (tt_low_put(&e->low, nlow, s[i], base + i) < 0)
				return TT_ENOMEM;
			continue;
		}
		m = tt_utf8_enc(tt_tr_lower(cp), o);
		for (k = 0; k < m; k++)
			if (tt_low_put(&e->low, nlow, o[k], base + i) < 0)
				return TT_ENOMEM;
	}
	return 0;
}

/*
 * A special ID's piece as the dictionary spells it, so that the cache
 * (which keeps pieces as places in the pool) can keep it, or lit.
 */
static const uint8_t *
special(const struct tt_dict *d, uint32_t id, const char *lit, size_t *n)
{
	const uint8_t *p;
	size_t np;

	*n = strlen(lit);
	if (tt_dict_kind(d, id) == TT_KIND_NONE)
		return (const uint8_t *)lit;
	p = tt_dict_piece(d, id, &np);
	return np == *n && memcmp(p, lit, np) == 0 ? p : (const uint8_t *)lit;
}

/* One pass of longest prefixes over a lowercased segment: root, suffix, BPE. */
static int
match(struct tt_encoder *e, size_t nlow)
{
	const struct tt_dict *d = e->d;
	const struct tt_trie *trie[3] = { d->root, d->suffix, d->bpe };
	size_t p = 0, len = 0, t, end, np;
	const uint8_t *piece;
	uint32_t f = 0, cp;
	int r;

	while (p < nlow) {
		for (t = 0; t < 3; t++)
			if ((len = tt_trie_longest(trie[t], e->low.s + p,
			    nlow - p, 0, &f)) > 0)
				break;
		if (len > 0) {
			end = e->low.map[p + len];
			r = tt_tokens_push(&e->t, d->forms[f].id,
			    d->pool + d->forms[f].off, d->forms[f].len,
			    e->low.map[p], end - e->low.map[p]);
		} else {
			/* No piece covers this character: <unknown>. */
			int cl = tt_utf8_dec(e->low.s + p, nlow - p, &cp);

			len = cl > 0 ? (size_t)cl : 1;
			end = e->low.map[p + len];
			piece = special(d, TT_ID_UNKNOWN, "<unknown>", &np);
			r = tt_tokens_push(&e->t, TT_ID_UNKNOWN, piece, np,
			    e->low.map[p], end - e->low.map[p]);
		}
		if (r < 0)
			return r;
		p += len;
	}
	return 0;
}

/* The end of the run of characters from i that are not uppercase. */
static size_t
nextupper(const uint8_t *s, size_t i, size_t b)
{
	uint32_t cp;
	int len;

	for (; i < b; i += len)
		if (s[i] < 0x80) {
			len = 1;
			if (s[i] >= 'A' && s[i] <= 'Z')
				break;
		} else if ((len = tt_utf8_dec(s + i, b - i, &cp)) < 0)
			len = 1;
		else if (tt_is_upper(cp))
			break;
	return i;
}

/* Match " " + lowercase(s[i..j)); the space stands for no input byte. */
static int
segment(struct tt_encoder *e, const uint8_t *s, size_t i, size_t j)
{
	size_t nlow = 0;
	int r;

	if ((r = tt_low_put(&e->low, &nlow, ' ', i)) < 0 ||
	    (r = lower(e, &nlow, s + i, j - i, i)) < 0 ||
	    (r = tt_low_put(&e->low, &nlow, 0, j)) < 0)
		return r;
	return match(e, nlow - 1);
}

/*
 * A word's segments: the word with a space prepended, cut before every
 * uppercase character after that space.  Each segment that starts in
 * uppercase gets <uppercase> and is matched as " " + lowercase.
 */
static int
segments(struct tt_encoder *e, const uint8_t *s, size_t a, size_t b)
{
	size_t i = a, j = nextupper(s, a, b), np;
	const uint8_t *up = special(e->d, TT_ID_UPPER, "<uppercase>", &np);
	uint32_t cp;
	int r;

	if ((r = segment(e, s, i, j)) < 0)
		return r;
	for (i = j; i < b; i = j) {
		j = nextupper(s, i + tt_utf8_dec(s + i, b - i, &cp), b);
		if ((r = tt_tokens_push(&e->t, TT_ID_UPPER, up, np, i, 0)) < 0 ||
		    (r = segment(e, s, i, j)) < 0)
			return r;
	}
	return 0;
}

/* Is the ID one of the root file's (0-19,999 in the reference)? */
static bool
fromroots(const struct tt_dict *d, uint32_t id)
{
	int k = tt_dict_kind(d, id);

	return k == TT_KIND_ROOT || k == TT_KIND_SPECIAL;
}

/*
 * The clean-up over a word's pieces: a space piece just before
 * <uppercase> goes, and a non-root piece that follows <uppercase> " "
 * (looking back with Python's wrap-around for the first two) removes the
 * piece output before it.  The reference tests "ID below 20,000", its
 * root range; tt asks whether the ID comes from the root file, which is
 * the same there and right for any dictionary.
 */
static void
cleanup(struct tt_encoder *e, size_t w0)
{
	struct tt_token *raw = e->t.tok + w0, *tmp;
	size_t n = e->t.n - w0, i, o = 0;

	if (n == 0)
		return;
	tmp = e->raw;
	memcpy(tmp, raw, n * sizeof *raw);
	for (i = 0; i < n; i++) {
		const struct tt_token *b2 = &tmp[(i + 2 * n - 2) % n];
		const struct tt_token *b1 = &tmp[(i + n - 1) % n];

		if (!fromroots(e->d, tmp[i].id) && b2->id == TT_ID_UPPER &&
		    b1->id == TT_ID_SPACE && o > 0)
			o--;
		if (tmp[i].id == TT_ID_UPPER && o > 0 &&
		    raw[o - 1].id == TT_ID_SPACE)
			o--;
		raw[o++] = tmp[i];
	}
	e->t.n = w0 + o;
}

/*
 * A word's tokens depend on its bytes alone, so the cache (cache.c) keeps
 * them, under kind 0; words are looked up a batch at a time
 * (tt_tokens_runs), as lossless.c does.  A word is run a..b of the line.
 */
struct line {
	struct tt_encoder *e;
	const uint8_t *s;
	size_t n, at;		/* where the next word's scan begins */
};

static int
compatword(void *arg, const struct tt_run *w)
{
	struct line *l = arg;
	struct tt_encoder *e = l->e;
	const uint8_t *s = l->s;
	size_t w0 = e->t.n;
	int r, path;

	if ((r = tt_tokens_recall(&e->t, w->h, s + w->a, w->b - w->a, 0, w->a,
	    &path)) != 0)
		return r < 0 ? r : 0;
	if ((r = segments(e, s, w->a, w->b)) < 0 ||
	    (r = tt_grow(&e->raw, &e->capraw, e->t.n - w0,
	    sizeof *e->raw)) < 0)
		return r;
	cleanup(e, w0);
	return tt_tokens_remember(&e->t, w->h, s + w->a, w->b - w->a, 0, w0,
	    w->a, 0);
}

/* The next words, split at spaces and stripped: at most TT_NRUN; *more
 * if any are left. */
static size_t
scan(void *arg, struct tt_run *w, bool *more)
{
	struct line *l = arg;
	const uint8_t *s = l->s;
	size_t a = l->at, b, x, y, k = 0, n = l->n;
	uint32_t cp;
	int len;

	for (; a <= n && k < TT_NRUN; a = b + 1) {
		for (b = a; b < n && s[b] != ' '; b++)
			;
		/* Strip what Python's str.strip() strips. */
		x = a, y = b;
		while (x < y && (len = tt_utf8_dec(s + x, y - x, &cp)) > 0 &&
		    tt_is_pyspace(cp))
			x += len;
		while (y > x) {
			size_t i = y - 1;

			while (i > x && (s[i] & 0xc0) == 0x80 && y - i < 4)
				i--;
			if (tt_utf8_dec(s + i, y - i, &cp) != (int)(y - i) ||
			    !tt_is_pyspace(cp))
				break;
			y = i;
		}
		if (x < y) {
			w[k] = (struct tt_run){ x, x, y, tt_tokens_hash(&l->e->t,
			    s + x, y - x, 0), false };
			tt_cache_prefetch(l->e->t.cache, w[k++].h);
		}
	}
	l->at = a;
	*more = a <= n;
	return k;
}

int
tt_compat_encode(struct tt_encoder *e, const uint8_t *s, size_t n)
{
	struct line l = { e, s, n, 0 };

	return tt_tokens_runs(&e->t, &l, scan, compatword);
}
