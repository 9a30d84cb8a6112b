/* SPDX-License-Identifier: MIT */
/*
 * sylvocab.c: a syllable vocabulary from a word list (seed 002 section
 * 4.1): the unigram counts of the syllables that sylseg.c cuts, and the
 * choice of the pieces to keep.
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "strmap.h"
#include "sylset.h"
#include "sylseg.h"

struct item {
	uint64_t freq;
	uint8_t what;		/* TT_SYLP_* */
};

struct tt_sylvocab {
	const struct tt_syl *sy;
	struct strmap keys;	/* piece -> its index in it[] (strmap.c) */
	struct item *it;
	size_t capit;
	/* Scratch for one word. */
	uint32_t *w;
	size_t *loff;
	size_t capw, caploff;
	struct tt_buf low;
	struct tt_sylunit *u;
	size_t capu;
	struct tt_sylpiece *out;
	size_t capout;
};

/* Count s[0..n) as what, freq more times. */
static int
count(struct tt_sylvocab *v, const uint8_t *s, size_t n, uint8_t what,
    uint64_t freq)
{
	bool isnew;
	long i;

	if (n == 0 || n > UINT16_MAX)
		return 0;
	if ((i = tt_map_intern(&v->keys, s, n, &isnew)) < 0)
		return i;
	if (isnew) {
		if (tt_grow(&v->it, &v->capit, v->keys.n, sizeof *v->it) < 0)
			return TT_ENOMEM;
		v->it[i] = (struct item){ 0, 0 };
	}
	v->it[i].freq += freq;
	v->it[i].what |= what;
	return 0;
}

int
tt_sylvocab_new(struct tt_sylvocab **vp, const struct tt_syl *sy)
{
	struct tt_sylvocab *v;
	uint8_t c;

	if ((*vp = v = calloc(1, sizeof *v)) == NULL)
		return TT_ENOMEM;
	v->sy = sy;
	/* Printable ASCII: digits, punctuation and capitals of any text. */
	for (c = 0x21; c < 0x7f; c++)
		if (count(v, &c, 1, TT_SYLP_BASE, 0) < 0) {
			tt_sylvocab_free(v);
			*vp = NULL;
			return TT_ENOMEM;
		}
	return 0;
}

void
tt_sylvocab_free(struct tt_sylvocab *v)
{
	if (v == NULL)
		return;
	tt_map_free(&v->keys);
	tt_buf_free(&v->low);
	free(v->it);
	free(v->w);
	free(v->loff);
	free(v->u);
	free(v->out);
	free(v);
}

/*
 * The word s[0..n): its syllables (units with a vowel), and itself if it
 * is one.
 */
static int
word(struct tt_sylvocab *v, const uint8_t *s, size_t n)
{
	size_t i, m = 0, a, b;
	uint32_t cp;
	uint8_t o[4];
	long k, j;
	int len, olen, r;

	v->low.n = 0;
	for (i = 0; i < n; i += len, m++) {
		len = tt_utf8_dec(s + i, n - i, &cp);
		if (tt_grow(&v->w, &v->capw, m + 1, sizeof *v->w) < 0 ||
		    tt_grow(&v->loff, &v->caploff, m + 2, sizeof *v->loff) < 0)
			return TT_ENOMEM;
		v->w[m] = tt_syl_lower(v->sy, cp);
		v->loff[m] = v->low.n;
		olen = tt_utf8_enc(v->w[m], o);
		/* Each letter, as written and in lower case, is a base one. */
		if ((r = tt_buf_put(&v->low, o, olen)) < 0 ||
		    (r = count(v, o, olen, TT_SYLP_BASE, 0)) < 0 ||
		    (r = count(v, s + i, len, TT_SYLP_BASE, 0)) < 0)
			return r;
	}
	v->loff[m] = v->low.n;
	if ((k = tt_syl_split(v->sy, v->w, m, &v->u, &v->capu)) < 0)
		return (int)k;
	/* A syllable has a vowel: bkkbn is an abbreviation, no syllable. */
	for (j = 0; j < k; j++) {
		if (!v->u[j].nucleus)
			continue;
		a = v->loff[v->u[j].a];
		b = v->loff[v->u[j].b];
		if ((r = count(v, v->low.s + a, b - a, k == 1 ?
		    TT_SYLP_SYL | TT_SYLP_MONO : TT_SYLP_SYL, 1)) < 0)
			return r;
	}
	return 0;
}

int
tt_sylvocab_add(struct tt_sylvocab *v, const uint8_t *s, size_t n)
{
	size_t i, j;
	uint32_t cp;
	int len, r;

	for (i = 0; i < n; i = j) {
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0) {
			j = i + 1;	/* an invalid byte: no character */
			continue;
		}
		if (!tt_is_letter(cp)) {
			/* Every character of the list is a base one. */
			j = i + len;
			if (!tt_is_pyspace(cp) &&
			    (r = count(v, s + i, len, TT_SYLP_BASE, 0)) < 0)
				return r;
			continue;
		}
		for (j = i + len; j < n; j += len)
			if ((len = tt_utf8_dec(s + j, n - j, &cp)) < 0 ||
			    !tt_is_letter(cp))
				break;
		if ((r = word(v, s + i, j - i)) < 0)
			return r;
	}
	return 0;
}

static int
cmppiece(const void *a, const void *b)
{
	const struct tt_sylpiece *x = a, *y = b;
	size_t n = x->n < y->n ? x->n : y->n;
	int c;

	if (x->freq != y->freq)
		return x->freq > y->freq ? -1 : 1;
	if ((c = memcmp(x->s, y->s, n)) != 0)
		return c;
	return x->n < y->n ? -1 : x->n > y->n;
}

/*
 * The items with a flag of want and none of skip, ranked, appended to
 * out at *k.
 */
static int
gather(struct tt_sylvocab *v, uint8_t want, uint8_t skip, size_t *k)
{
	size_t i, k0 = *k;

	if (tt_grow(&v->out, &v->capout, *k + v->keys.n + 1,
	    sizeof *v->out) < 0)
		return TT_ENOMEM;
	for (i = 0; i < v->keys.n; i++)
		if ((v->it[i].what & want) && !(v->it[i].what & skip))
			v->out[(*k)++] = (struct tt_sylpiece){
			    v->keys.pool.s + v->keys.ent[i].off,
			    v->keys.ent[i].len, v->it[i].freq,
			    v->it[i].what };
	qsort(v->out + k0, *k - k0, sizeof *v->out, cmppiece);
	return 0;
}

long
tt_sylvocab_all(struct tt_sylvocab *v, const struct tt_sylpiece **out)
{
	size_t k = 0;

	if (gather(v, TT_SYLP_SYL, 0, &k) < 0)
		return TT_ENOMEM;
	*out = v->out;
	return (long)k;
}

long
tt_sylvocab_pick(struct tt_sylvocab *v, size_t size,
    const struct tt_sylpiece **out)
{
	static const uint8_t order[] = { TT_SYLP_BASE, TT_SYLP_MONO,
	    TT_SYLP_SYL };
	size_t k = 0, i;
	uint8_t skip = 0;

	/*
	 * By priority: every base character, then the monosyllabic words,
	 * then the other syllables, each group by frequency.
	 */
	for (i = 0; i < 3 && (i == 0 || k < size); i++) {
		if (gather(v, order[i], skip, &k) < 0)
			return TT_ENOMEM;
		if (i == 0 && k > size)
			return TT_EINVAL;
		if (k > size)
			k = size;
		skip |= order[i];
	}
	qsort(v->out, k, sizeof *v->out, cmppiece);
	*out = v->out;
	return (long)k;
}
