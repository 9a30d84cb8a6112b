/* SPDX-License-Identifier: MIT */
/* sylset.h: a language's letter sets and case rule (sylset.c). */
#ifndef TT_SYLSET_H
#define TT_SYLSET_H

#include <stdbool.h>
#include "dict.h"

/*
 * A dictionary directory that also holds syllable.json is a
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
 * A dictionary's case rule, chosen by its language: tt's own dictionaries
 * write capitals the Turkish way (i -> İ), a syllable model as its
 * syllable.json says.  carry: the writer may carry the phonology's
 * context through capitals (tt_phon_carry) instead of reading the text
 * back, as the phonology reads a capital the Turkish way: true for tt's
 * own dictionaries, where the two agree; an Indonesian capital I reads
 * back as ı.
 */
struct tt_caserule {
	uint32_t (*upper)(uint32_t);
	bool carry;
};
const struct tt_caserule *tt_case_of(const struct tt_dict *d);

#endif
