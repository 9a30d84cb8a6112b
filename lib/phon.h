/* SPDX-License-Identifier: MIT */
/* phon.h: Turkish phonology, for the writer and the encoders (phon.c). */
#ifndef TT_PHON_H
#define TT_PHON_H

#include <stdbool.h>
#include "dict.h"

struct tt_phon_ctx {
	uint32_t vowel;		/* last vowel of the word so far, or 0 */
	uint32_t last;		/* its last letter (lowercase), or 0 */
	bool front;		/* after a root that takes front vowels */
	bool pron;		/* after a third-person possessive */
};
/* The length of the apostrophe (', U+2019 or U+02BC) that s[0..n) ends
 * with, or 0: before it a proper noun or number ends, and its suffixes
 * follow. */
static inline size_t
tt_phon_apostrophe(const uint8_t *s, size_t n)
{
	if (n == 0)
		return 0;
	switch (s[n - 1]) {
	case '\'':
		return 1;
	case 0x99:
		return n >= 3 && s[n - 3] == 0xe2 && s[n - 2] == 0x80 ? 3 : 0;
	case 0xbc:
		return n >= 2 && s[n - 2] == 0xca ? 2 : 0;
	default:
		return 0;
	}
}

/* d->idbits, what the forms of an ID are (phon.c idbits()). */
enum {
	TT_IDB_VOWEL = 1,	/* a form begins with a vowel */
	TT_IDB_YOR = 2,		/* a form begins with yor */
	TT_IDB_PASS = 4,	/* the passive -(I)l */
	TT_IDB_YA = 8,		/* a form begins with ya or ye */
	TT_IDB_APOS = 16,	/* an apostrophe alone: ', U+2019, U+02BC */
	TT_IDB_YBUF = 32,	/* a form begins with y and a vowel: the
				   buffer of (y)I, (y)A */
	TT_IDB_ONE = 64,	/* a root flagged pron of one syllable, a
				   demonstrative (o, bu, şu): its n comes
				   before the plural too (o nlar) */
	TT_IDB_GENIM = 64,	/* a root not flagged pron (the bit is
				   ONE's of one that is) whose genitive
				   is -Im: ben, biz (GEN.IM) */
	TT_IDB_SBUF = 128	/* a form begins with s and a vowel: the
				   possessive's buffer s (ne si) */
};
struct tt_phon_next {
	bool vowel;		/* the next piece starts with a vowel */
	bool yor;		/* the next piece is -yor */
	bool pass;		/* the next piece is the passive -(I)l */
	bool ya;		/* the next piece is (y)A...: yen, yacak */
	bool ybuf;		/* it has a buffer y before a vowel */
	bool sbuf;		/* it has a buffer s before a vowel */
};
bool tt_phon_isvowel(uint32_t c);
unsigned tt_phon_vowels(const uint8_t *s, size_t n);
/* What phon.c needs of a form, worked out when the sources load
 * (tt_phon_prepare) and kept in an image. */
enum { PF_BUF = 1, PF_NBUF = 2, PF_VBUF = 4, PF_VTWIN = 8, PF_TWIN = 16,
	PF_NTWIN = 32,
	PF_PLURALN = 64,	/* the pronominal n of a postcase suffix,
				   the plural's: only after o, bu, şu */
	PF_CLITIC = 128		/* a clitic's (\s): it reads the word
				   before it as written, which no carried
				   context holds (tt_phon_context's apart:
				   HDP nin) */
};
struct tt_phonform {
	uint32_t first, last;		/* code points, or 0 */
	uint32_t table;			/* a suffix's first form: choices */
	uint8_t vclass;			/* its first vowel's class (phon.c) */
	uint8_t var;			/* a root form: its kind of variant */
	uint8_t bits;			/* a suffix form: PF_* */
};
/* A root's phonology its flags' byte has no room for (dict.c reads it
 * from the flags narrowy, ygen and genIm): kept in its forms' variant
 * kinds, or its TT_IDB_GENIM. */
enum { TT_RP_NARROWY = 1, TT_RP_YGEN = 2, TT_RP_GENIM = 4 };
int tt_phon_prepare(struct tt_dict *d, const uint8_t *rphon);
/* Is root form f narrowed for -(I)yor alone (ağlı of ağla)? */
bool tt_phon_yoronly(const struct tt_dict *d, uint32_t f);
/* Does s begin with base b less its last vowel (ayr of ayır)?  The
 * length of that spelling, or 0. */
size_t tt_phon_dropped(const uint8_t *b, size_t nb, const uint8_t *s,
    size_t ns);
/* The bytes of d->pick for d->ids: a table per suffix ID of several
 * forms. */
size_t tt_phon_picksize(const struct tt_dict *d);
/* NULL if every choice d->pick gives is a form of its ID, through the
 * table d->phon names, else what is wrong (an image's, whose IDs are
 * checked). */
const char *tt_phon_check(const struct tt_dict *d);
/* The context of the text s[0..n-1] written so far; apart if for a
 * clitic, written after a space: a word in capitals before it is read by
 * its letter names, as before an apostrophe (HDP nin, ABD mi). */
void tt_phon_context(const uint8_t *s, size_t n, bool apart,
    struct tt_phon_ctx *c);
/*
 * The same, carried from form to form: tt_phon_carry after writing form
 * f; while ok, tt_phon_carried gives what tt_phon_context would read in
 * the text written (its vowel and last letter stand for their classes).
 * Start with ok true where the context is empty; it turns false for a
 * form that is not plain letters, until one with whitespace.
 */
struct tt_phon_carry {
	uint8_t vowel, last;
	bool ok;
};
void tt_phon_carry(const struct tt_dict *d, struct tt_phon_carry *k,
    uint32_t f);
void tt_phon_carried(const struct tt_phon_carry *k, struct tt_phon_ctx *c);
/* k with root id's base form's last vowel: after a root that drops its
 * vowel the harmony is the vowel dropped (kavr + ul, as kavur + ul). */
void tt_phon_basevowel(const struct tt_dict *d, uint32_t id,
    struct tt_phon_carry *k);
/* Is the last vowel of form f an ü (bugün, öbür: -ki is kü after it)? */
bool tt_phon_lastu(const struct tt_dict *d, uint32_t f);
/* The form (index into d->forms) that ID id takes in context. */
/*
 * hint: a form usage prefers (tt_hints_form), or UINT32_MAX.  It wins
 * for roots, and for suffixes unless it breaks frontness harmony.
 */
uint32_t tt_phon_pick(const struct tt_dict *d, uint32_t id,
    const struct tt_phon_ctx *c, const struct tt_phon_next *nx,
    uint32_t hint);
/*
 * The same for a suffix of several forms and no hint, in the context
 * whose classes k holds, after a front root or a possessive or neither,
 * before a vowel (nextv) or not: what tt_phon_pick chooses in the
 * context tt_phon_carried gives, without the letters.  tt_phon_read: k
 * from the text s[0..n), as tt_phon_context reads it.
 */
uint32_t tt_phon_pickcarried(const struct tt_dict *d, uint32_t id,
    const struct tt_phon_carry *k, bool front, bool pron, bool nextv);
void tt_phon_read(const uint8_t *s, size_t n, bool apart,
    struct tt_phon_carry *k);

/* Generation: call emit for each surface form; stop at its error. */
typedef int (*tt_phon_emit)(void *arg, const uint8_t *s, size_t n);
int tt_phon_allomorphs(const uint8_t *t, size_t n, tt_phon_emit emit,
    void *arg);
enum {
	TT_ROOT_SOFT = 1,	/* kitap -> kitab before a vowel */
	TT_ROOT_DROP = 2,	/* ağız -> ağz before a vowel */
	TT_ROOT_DOUBLE = 4,	/* hak -> hakk before a vowel */
	TT_ROOT_NARROW = 8,	/* ağla -> ağlı before -yor */
	TT_ROOT_FRONT = 16,	/* saat -> saatler: front-vowel suffixes */
	TT_SUFFIX_PRON = 32,	/* after it, the pronominal n: evi -> evinde */
	TT_SUFFIX_NPRON = 64,	/* takes that n: {n}DA */
	TT_ROOT_YPLUS = 64,	/* a root's (the bit is a suffix's NPRON):
				   y before a vowel, su -> suy-u, suy-un */
	TT_SUFFIX_DERIV = 128,	/* derives a root of the lexicon: -lA */
	TT_ROOT_NAME = 128,	/* a root's (the bit is a suffix's DERIV):
				   a proper name, pos PROPN alone, which
				   only a capitalised word begins with */
	TT_SUFFIX_CASE = 2,	/* a suffix's (the bit is a root's DROP): a
				   case ending, or a finite verb ending
				   (the flag finite), which only a suffix
				   flagged postcase may follow */
	TT_SUFFIX_POSTCASE = 4,	/* a suffix's (DOUBLE's bit): one that may
				   follow a case ending (ki, a copula, a
				   person ending) */
	TT_SUFFIX_NUM = 8,	/* a suffix's (NARROW's bit): only after a
				   numeral, the distributive (bir er, iki
				   şer) */
	TT_SUFFIX_FINAL = 1,	/* a suffix's (SOFT's bit): no suffix
				   follows it, the accusative (yol u dur
				   is P3SG + DIr) */
	TT_SUFFIX_VLR = 256	/* only after a vowel, l or r: read into
				   the category (TT_CAT_VLR), not flags */
};
int tt_phon_variants(const uint8_t *s, size_t n, unsigned flags,
    tt_phon_emit emit, void *arg);

#endif
