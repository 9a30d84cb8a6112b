/* SPDX-License-Identifier: MIT */
/* gold.c: gold segmentations and the boundary scores of a tokenizer's cuts. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "tt_eval.h"
#include "eval.h"

/*
 * Word i has alternatives alt[word[i].alt ..] (at least one); alternative
 * j has the boundaries cut[alt[j] .. alt[j + 1]], byte offsets in the word.
 */
struct gword {
	size_t off, len;	/* in pool */
	size_t alt, nalt;
};

struct tt_gold {
	enum tt_gold_format fmt;
	struct tt_buf pool;
	struct gword *w;
	size_t nw, capw;
	size_t *alt;		/* start of each alternative in cut[] */
	size_t nalt, capalt;
	size_t *cut;
	size_t ncut, capcut;
};

void
tt_gold_free(struct tt_gold *g)
{
	if (g == NULL)
		return;
	tt_buf_free(&g->pool);
	free(g->w);
	free(g->alt);
	free(g->cut);
	free(g);
}

size_t
tt_gold_size(const struct tt_gold *g)
{
	return g->nw;
}

const uint8_t *
tt_gold_word(const struct tt_gold *g, size_t i, size_t *n)
{
	*n = g->w[i].len;
	return g->pool.s + g->w[i].off;
}

static int
newalt(struct tt_gold *g)
{
	if (tt_grow(&g->alt, &g->capalt, g->nalt + 2, sizeof *g->alt) < 0)
		return TT_ENOMEM;
	g->alt[g->nalt++] = g->ncut;
	g->alt[g->nalt] = g->ncut;
	g->w[g->nw - 1].nalt++;
	return 0;
}

static int
addcut(struct tt_gold *g, size_t at)
{
	if (tt_grow(&g->cut, &g->capcut, g->ncut + 1, sizeof *g->cut) < 0)
		return TT_ENOMEM;
	g->cut[g->ncut++] = at;
	g->alt[g->nalt] = g->ncut;
	return 0;
}

static int
newword(struct tt_gold *g, const char *s, size_t n)
{
	struct gword *w;

	if (tt_grow(&g->w, &g->capw, g->nw + 1, sizeof *g->w) < 0 ||
	    tt_buf_put(&g->pool, s, n) < 0)
		return TT_ENOMEM;
	w = &g->w[g->nw++];
	w->off = g->pool.n - n;
	w->len = n;
	w->alt = g->nalt;
	w->nalt = 0;
	return 0;
}

/*
 * "word<TAB>morph morph, morph morph": the alternatives' cuts, each
 * checked to spell the word.  Returns 0, a column (> 0) for an error
 * there, or TT_ENOMEM.
 */
static long
morpho_line(struct tt_gold *g, const char *s, size_t n)
{
	const char *tab = memchr(s, '\t', n), *p, *e, *word;
	size_t at, nw;

	if (tab == NULL || tab == s)
		return 1;
	word = s;
	nw = tab - s;
	if (newword(g, word, nw) < 0)
		return TT_ENOMEM;
	p = tab + 1;
	e = s + n;
	for (;;) {
		if (newalt(g) < 0)
			return TT_ENOMEM;
		at = 0;
		while (p < e && *p != ',') {
			if (*p == ' ') {
				if (at == 0 || at >= nw)
					return p - s + 1;
				if (addcut(g, at) < 0)
					return TT_ENOMEM;
				p++;
				continue;
			}
			if (at >= nw || *p != word[at])
				return p - s + 1;
			at++, p++;
		}
		if (at != nw)
			return p - s + 1;
		if (p == e)
			break;
		/* ", " between alternatives */
		if (p + 1 >= e || p[1] != ' ')
			return p - s + 1;
		p += 2;
	}
	return 0;
}

/* ",full_word,pt1,rest" with an index first: one cut after pt1. */
static long
morphscore_line(struct tt_gold *g, const char *s, size_t n)
{
	const char *f[5], *e = s + n;
	size_t k = 0, len[4];
	const char *p = s;

	f[0] = s;
	while (p < e && k < 4) {
		if (*p == ',')
			f[++k] = p + 1;
		p++;
	}
	if (k != 3 || memchr(f[3], ',', e - f[3]) != NULL)
		return 1;
	f[4] = e + 1;
	for (k = 0; k < 4; k++)
		len[k] = f[k + 1] - f[k] - 1;
	if (len[1] == 0 || len[2] + len[3] != len[1] ||
	    memcmp(f[2], f[1], len[2]) != 0 ||
	    memcmp(f[3], f[1] + len[2], len[3]) != 0)
		return f[1] - s + 1;
	if (newword(g, f[1], len[1]) < 0 || newalt(g) < 0)
		return TT_ENOMEM;
	if (len[2] > 0 && len[3] > 0 && addcut(g, len[2]) < 0)
		return TT_ENOMEM;
	return 0;
}

int
tt_gold_load(struct tt_gold **gp, const char *path, enum tt_gold_format fmt,
    struct tt_dict_error *err)
{
	struct tt_gold *g;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	long c;
	int lineno = 0, r = 0;
	FILE *f;

	*gp = NULL;
	if ((g = calloc(1, sizeof *g)) == NULL)
		return TT_ENOMEM;
	g->fmt = fmt;
	if ((f = tt_linefile_open(path, err)) == NULL) {
		free(g);
		return TT_EIO;
	}
	while ((n = tt_linefile_read(&line, &cap, f)) >= 0) {
		if (++lineno == 1 && fmt == TT_GOLD_MORPHSCORE)
			continue;	/* the header */
		if (n == 0)
			continue;
		c = fmt == TT_GOLD_MORPHO ? morpho_line(g, line, n) :
		    morphscore_line(g, line, n);
		if (c == TT_ENOMEM) {
			r = TT_ENOMEM;
			break;
		}
		if (c > 0) {
			tt_seterr(err, path, lineno, c, "%s",
			    fmt == TT_GOLD_MORPHO ?
			    "not word<TAB>morphs that spell it" :
			    "not index,word,stem,rest that spell it");
			r = TT_EDICT;
			break;
		}
	}
	r = tt_linefile_close(f, path, r, err);
	free(line);
	if (r < 0) {
		tt_gold_free(g);
		return r;
	}
	*gp = g;
	return 0;
}

/* Cuts in both ascending lists. */
static size_t
common(const size_t *a, size_t na, const size_t *b, size_t nb)
{
	size_t i = 0, j = 0, k = 0;

	while (i < na && j < nb)
		if (a[i] < b[j])
			i++;
		else if (a[i] > b[j])
			j++;
		else
			k++, i++, j++;
	return k;
}

void
tt_gold_score(const struct tt_gold *g, size_t i, const size_t *cuts,
    size_t nc, int mismatch, struct tt_metrics *m)
{
	const struct gword *w = &g->w[i];
	size_t j, hits = 0, ng, bestg = 0, tp;
	double f, bestf = -1;
	bool exact = false;

	if (g->fmt == TT_GOLD_MORPHSCORE) {
		/*
		 * MorphScore: 1 if a piece ends at the stem boundary; words
		 * without a boundary, or left whole, are not scored.
		 */
		m->ms_words++;
		m->ms_mismatch += mismatch != 0;
		ng = g->alt[w->alt + 1] - g->alt[w->alt];
		if (ng == 0 || nc == 0)
			return;
		m->ms_scored++;
		m->ms_hits += common(cuts, nc, g->cut + g->alt[w->alt], 1);
		return;
	}
	for (j = w->alt; j < w->alt + w->nalt; j++) {
		ng = g->alt[j + 1] - g->alt[j];
		tp = common(cuts, nc, g->cut + g->alt[j], ng);
		f = nc + ng ? 2.0 * tp / (nc + ng) : 1;
		if (tp == nc && tp == ng)
			exact = true;
		if (f > bestf || (f == bestf && ng < bestg))
			bestf = f, hits = tp, bestg = ng;
	}
	m->gold_words++;
	m->gold_pred += nc;
	m->gold_ref += bestg;
	m->gold_hits += hits;
	m->gold_exact += exact;
	m->gold_mismatch += mismatch != 0;
}
