/* SPDX-License-Identifier: MIT */
/*
 * sylseg.c: cut a word into syllables the way the aksara (the abugida
 * scripts of Indonesia) write it, seed 002 section 3:
 * P = phi_clus o phi_vir o phi_scan.
 *
 *   phi_scan   left to right, one unit per base aksara: an onset (a
 *              letter, a digraph of D such as ng, or either followed by a
 *              medial of M such as r in "pra"), a vowel nucleus of V, and
 *              a special coda of H (ng, r, h: cecek, layar, wignyan).
 *   phi_vir    right to left, a unit without a nucleus loses its vowel
 *              (virama, pangkon) and closes the unit before it.
 *   phi_clus   left to right, a unit still without a nucleus (a loanword
 *              cluster at the start) joins the onset of the next one.
 *
 * struktur: scan s | tru | k | tur, virama s | truk | tur, cluster
 * struk | tur.
 */
#include <unictype.h>

#include "buf.h"
#include "sylset.h"
#include "sylseg.h"

/* A combining mark goes with the letter before it (e + U+0301 is é). */
static size_t
glue(const uint32_t *w, size_t i, size_t n)
{
	while (i < n && w[i] >= 0x300 &&
	    uc_is_general_category(w[i], UC_CATEGORY_M))
		i++;
	return i;
}

/* The longest entry of set that w[i..n) begins with: its length, or 0. */
static size_t
match(const struct tt_sylset *set, const uint32_t *w, size_t i, size_t n)
{
	size_t k, j, best = 0;

	for (k = 0; k < set->n; k++) {
		if (set->len[k] <= best || set->len[k] > n - i)
			continue;
		for (j = 0; j < set->len[k] && set->cp[k][j] == w[i + j]; j++)
			;
		if (j == set->len[k])
			best = j;
	}
	return i < n ? best : 0;
}

/* Is w[a..b) an entry of set? */
static bool
member(const struct tt_sylset *set, const uint32_t *w, size_t a, size_t b)
{
	return b > a && match(set, w, a, b) == b - a;
}

/*
 * The special coda after a nucleus that ends at i: the longest entry of H
 * there, taken only when no vowel follows it.  A coda diacritic closes a
 * syllable; before a vowel the same letters are the next onset
 * (ba-ha-sa, not bah-a-sa; me-nga-pa, not meng-a-pa).
 */
static size_t
coda(const struct tt_syl *sy, const uint32_t *w, size_t i, size_t n)
{
	size_t k = match(&sy->h, w, i, n), j;

	if (k == 0)
		return i;
	j = glue(w, i + k, n);
	return j < n && match(&sy->v, w, j, n) > 0 ? i : j;
}

/*
 * One unit of phi_scan from i: returns where it ends.  The onset is
 * alpha, a digraph of D or one letter, then a medial beta of M when a
 * vowel follows beta and alpha is in neither H nor M (eqs. 1-2: "pra",
 * "kla", "kwi", but "ahli" keeps h as a coda and "rl" is no onset).
 */
static size_t
scan(const struct tt_syl *sy, const uint32_t *w, size_t i, size_t n,
    bool *nucleus)
{
	size_t k, j;

	*nucleus = false;
	if ((k = match(&sy->v, w, i, n)) == 0) {
		if ((k = match(&sy->d, w, i, n)) == 0)
			k = 1;
		j = glue(w, i + k, n);
		if (j < n && match(&sy->m, w, j, n) == 1 &&
		    !member(&sy->h, w, i, j) && !member(&sy->m, w, i, j)) {
			k = glue(w, j + 1, n);
			if (k < n && match(&sy->v, w, k, n) > 0)
				j = k;
		}
		i = j;
		if ((k = match(&sy->v, w, i, n)) == 0)
			return i;
	}
	*nucleus = true;
	return coda(sy, w, glue(w, i + k, n), n);
}

long
tt_syl_split(const struct tt_syl *sy, const uint32_t *w, size_t n,
    struct tt_sylunit **up, size_t *cap)
{
	struct tt_sylunit *u;
	size_t i, k, j;
	bool nucleus = false;

	if (n == 0)
		return 0;
	/*
	 * phi_scan, with phi_vir folded in: eq. 3 runs right to left, but
	 * each unit without a nucleus only ever joins whatever stands
	 * before it, so joining it on arrival gives the same units in one
	 * pass (and in linear time on a word of a million consonants).
	 */
	for (i = glue(w, 0, n), k = 0; k == 0 || i < n; i = j) {
		j = i < n ? scan(sy, w, i, n, &nucleus) : n;
		if (i == n)
			nucleus = false;
		if (k > 0 && !nucleus) {
			(*up)[k - 1].b = j;
			continue;
		}
		if (tt_grow(up, cap, k + 1, sizeof **up) < 0)
			return TT_ENOMEM;
		(*up)[k] = (struct tt_sylunit){ k ? i : 0, j, nucleus };
		k++;
	}
	u = *up;
	/* phi_clus (eq. 4): after phi_vir only u1 can lack a nucleus. */
	if (k > 1 && !u[0].nucleus) {
		u[1].a = 0;
		for (j = 1; j < k; j++)
			u[j - 1] = u[j];
		k--;
	}
	return (long)k;
}
