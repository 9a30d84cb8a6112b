/* SPDX-License-Identifier: MIT */
/* sylseg.h: syllables of a word under a language's letter sets (seed 002). */
#ifndef TT_SYLSEG_H
#define TT_SYLSEG_H

#include "sylset.h"

/*
 * The segmentation P = phi_clus o phi_vir o phi_scan of the
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

#endif
