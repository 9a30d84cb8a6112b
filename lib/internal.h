/* SPDX-License-Identifier: MIT */
/* internal.h: what the modules of libtt share and users never see. */
#ifndef TT_INTERNAL_H
#define TT_INTERNAL_H

#include <stdbool.h>
#include <stdio.h>
#include "tt.h"

#include "buf.h"
#include "utf8.h"
#include "trie.h"
#include "dict.h"
#include "image.h"
#include "pretok.h"
#include "strmap.h"
#include "encoder.h"

/*
 * syllable.c: a dictionary directory that also holds syllable.json is a
 * syllable model: its pieces are the BPE file's, its letter sets come
 * from syllable.json.  Returns 0 (d->syl stays NULL) when there is none.
 */
int tt_syl_load(struct tt_dict *d, const char *dir, struct tt_dict_error *err);

/*
 * A language's letter sets (seed 002, section 3): V vowels (nuclei),
 * D digraphs (one onset letter), M medials (second consonant of an
 * onset), H special codas.  Entries are lowercase letter strings.
 */
#define TT_SYL_NSET 64		/* entries in one set */
#define TT_SYL_LEN 4		/* letters in one entry */
struct tt_sylset {
	uint32_t cp[TT_SYL_NSET][TT_SYL_LEN];
	uint8_t len[TT_SYL_NSET];
	size_t n;
};
struct tt_syl {
	char lang[32];
	bool turkish;			/* "case": "turkish" (I <-> ı) */
	struct tt_sylset v, d, m, h;
};
/* The sets of a dictionary: its syllable.json, else the built-in ones. */
const struct tt_syl *tt_syl_of(const struct tt_dict *d);
/* Case under the sets' rules: Unicode simple mappings, or Turkish. */
uint32_t tt_syl_lower(const struct tt_syl *sy, uint32_t cp);
uint32_t tt_syl_upper(const struct tt_syl *sy, uint32_t cp);

/*
 * sylseg.c: the segmentation P = phi_clus o phi_vir o phi_scan of the
 * lowercase letters w[0..n-1] (code points).  *u (grown as needed, *cap
 * elements) gets the syllables, each w[a..b); returns how many, or
 * TT_ENOMEM.  Combining marks go with the letter before them.
 */
struct tt_sylunit {
	size_t a, b;
	bool nucleus;
};
long tt_syl_split(const struct tt_syl *sy, const uint32_t *w, size_t n,
    struct tt_sylunit **u, size_t *cap);

/* phon.c: Turkish phonology, for the decoder and to verify encodings. */
struct tt_phon_ctx {
	uint32_t vowel;		/* last vowel of the word so far, or 0 */
	uint32_t last;		/* its last letter (lowercase), or 0 */
	bool front;		/* after a root that takes front vowels */
	bool pron;		/* after a third-person possessive */
};
enum { TT_IDB_VOWEL = 1, TT_IDB_YOR = 2 };
struct tt_phon_next {
	bool vowel;		/* the next piece starts with a vowel */
	bool yor;		/* the next piece is -yor */
};
bool tt_phon_isvowel(uint32_t c);
/* What phon.c needs of a form, worked out at load (tt_phon_prepare). */
enum { PF_BUF = 1, PF_NBUF = 2, PF_VBUF = 4, PF_VTWIN = 8, PF_TWIN = 16,
	PF_NTWIN = 32 };
struct tt_phonform {
	uint32_t first, last;		/* code points, or 0 */
	uint32_t table;			/* a suffix's first form: its choices */
	uint8_t vclass;			/* its first vowel's class (phon.c) */
	uint8_t var;			/* a root form: its kind of variant */
	uint8_t bits;			/* a suffix form: PF_* */
};
int tt_phon_prepare(struct tt_dict *d);
/* The context of the text s[0..n-1] written so far. */
void tt_phon_context(const uint8_t *s, size_t n, struct tt_phon_ctx *c);
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
/* The form (index into d->forms) that ID id takes in context. */
/*
 * hint: a form usage prefers (tt_hints_form), or UINT32_MAX.  It wins
 * for roots, and for suffixes unless it breaks frontness harmony.
 */
uint32_t tt_phon_pick(const struct tt_dict *d, uint32_t id,
    const struct tt_phon_ctx *c, const struct tt_phon_next *nx,
    uint32_t hint);

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
	TT_SUFFIX_NPRON = 64	/* takes that n: {n}DA */
};
int tt_phon_variants(const uint8_t *s, size_t n, unsigned flags,
    tt_phon_emit emit, void *arg);

/*
 * decode.c: append the text of ids to out; the context is what out holds
 * from start on.  With strip, a space at start (the word-initial space of
 * the first word) is not written.
 */
int tt_decode_at(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t start,
    bool strip, size_t *bad);
/* The form tt_decode_at writes for ids[i], a root or suffix of several
 * forms, after text whose context is ctx (front and pron are set here). */
uint32_t tt_decode_pick(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, size_t i, struct tt_phon_ctx *ctx);
/* Does s[0..n), written under case marker mark as tt_decode_at writes
 * pieces, give t[0..nt) back?  1 or 0; out is scratch. */
int tt_decode_cased(const struct tt_dict *d, uint32_t mark,
    const uint8_t *s, size_t n, const uint8_t *t, size_t nt,
    struct tt_buf *out);

#include "hints.h"
#include "bpe.h"

#endif
