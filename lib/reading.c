/* SPDX-License-Identifier: MIT */
/*
 * reading.c: which reading a suffix has in its word.  A suffix that
 * takes both a noun and a verb (pos NV>...), or yields both (V>NV), may
 * gloss one reading for each, the noun's first: (I)n is P2SG,REFL, mA
 * VN,NEG (tt-dict(5)).  Its word says which: the categories its root
 * yields, each suffix's in>out, and a word's end in a noun or a verb,
 * as the encoder chains them (ev in: P2SG; yıka n dı: REFL; unut ma y a
 * lım: NEG).
 */
#include <string.h>

#include "dict.h"
#include "phon.h"
#include "tt.h"

#define NV (TT_CAT_N | TT_CAT_V)
/* Pieces a reading looks across, each way: as many as a cut of the
 * lossless encoder has (MAXPIECES), so that a line of IDs however long
 * costs each call the same. */
#define REACH 64

/* Is ids[i] an apostrophe (d->idbits) that a suffix follows (Türkiye '
 * de)?  The suffixes after it go on its word. */
static bool
apostrophe(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i)
{
	return i + 1 < n && tt_kind(d, ids[i + 1]) == TT_KIND_SUFFIX &&
	    ids[i] < d->nids && (d->idbits[ids[i]] & TT_IDB_APOS);
}

/* Is ids[i] a piece of the word of the suffixes around it? */
static bool
inword(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i)
{
	return tt_kind(d, ids[i]) == TT_KIND_SUFFIX ||
	    apostrophe(d, ids, n, i);
}

/* The categories suffix id yields from those of in. */
static unsigned
yields(const struct tt_dict *d, uint32_t id, unsigned in)
{
	unsigned c, out = 0;

	for (c = TT_CAT_N; c <= TT_CAT_P; c <<= 1)
		if (in & tt_cat_in(d, id) & c)
			out |= tt_cat_out(d, id, c);
	return out;
}

/* The categories of those in that suffix id takes to one of out. */
static unsigned
takes(const struct tt_dict *d, uint32_t id, unsigned in, unsigned out)
{
	unsigned c, r = 0;

	for (c = TT_CAT_N; c <= TT_CAT_P; c <<= 1)
		if (in & tt_cat_in(d, id) & c && tt_cat_out(d, id, c) & out)
			r |= c;
	return r;
}

/* The categories ids[j] may take where the word goes on as it does:
 * -(I)m's after the piece before it (tt_im_takes). */
static unsigned
narrow(const struct tt_dict *d, const uint32_t *ids, size_t j)
{
	return j > 0 && ids[j] == d->possderiv[0] ?
	    tt_im_takes(d, ids[j - 1]) : TT_CAT_ANY;
}

unsigned
tt_dict_twofold(const struct tt_dict *d, uint32_t id)
{
	const char *g, *comma;

	if (tt_kind(d, id) != TT_KIND_SUFFIX || d->cat[id] == 0 ||
	    (comma = strchr(g = tt_dict_gloss(d, id), ',')) == NULL ||
	    strchr(comma + 1, ',') != NULL)
		return 0;
	if ((tt_cat_in(d, id) & NV) == NV)
		return TT_TWO_IN;
	return (yields(d, id, TT_CAT_ANY) & NV) == NV ? TT_TWO_OUT : 0;
}

unsigned
tt_dict_role(const struct tt_dict *d, uint32_t id, unsigned in,
    unsigned out)
{
	unsigned r;

	switch (tt_dict_twofold(d, id)) {
	case TT_TWO_IN:
		r = takes(d, id, in, out) & NV;
		break;
	case TT_TWO_OUT:
		r = yields(d, id, takes(d, id, in, out)) & out & NV;
		break;
	default:
		return NV;
	}
	return r ? r : NV;
}

const char *
tt_dict_reading(const struct tt_dict *d, const uint32_t *ids, size_t n,
    size_t i, size_t *len)
{
	const char *g = i < n ? tt_dict_gloss(d, ids[i]) : "", *comma;
	unsigned in = NV, after = NV, by;
	size_t j;

	*len = strlen(g);
	if (i >= n || tt_dict_twofold(d, ids[i]) == 0)
		return g;
	/* What the word brings to it: its root's categories, any after a
	 * piece of no lexicon; then what the suffixes before it yield. */
	for (j = i; j > 0 && i - j < REACH && inword(d, ids, n, j - 1); j--)
		;
	if (j > 0 && i - j < REACH && tt_kind(d, ids[j - 1]) == TT_KIND_ROOT)
		in = tt_cat_out(d, ids[j - 1], TT_CAT_ANY);
	for (; j < i; j++)
		if (!apostrophe(d, ids, n, j))
			in = yields(d, ids[j], in);
	in &= narrow(d, ids, i);
	/* What the suffixes after it take, back from the word's end. */
	for (j = i; j + 1 < n && j - i < REACH && inword(d, ids, n, j + 1);
	    j++)
		;
	if (j + 1 < n && inword(d, ids, n, j + 1))
		after = TT_CAT_ANY;	/* its end is past the reach */
	for (; j > i; j--)
		if (!apostrophe(d, ids, n, j))
			after = takes(d, ids[j], TT_CAT_ANY, after) &
			    narrow(d, ids, j);
	comma = strchr(g, ',');
	by = tt_dict_role(d, ids[i], in, after);
	if (by == TT_CAT_N)
		*len = (size_t)(comma - g);
	else if (by == TT_CAT_V)
		*len -= (size_t)(comma + 1 - g), g = comma + 1;
	return g;
}
