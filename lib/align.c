/* SPDX-License-Identifier: MIT */
/* align.c: how alike two token sequences are, and two lines word by word. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "strmap.h"
#include "tt_eval.h"
#include "eval.h"

struct tt_strtab {
	struct strmap m;
};

int
tt_strtab_new(struct tt_strtab **tp)
{
	return (*tp = calloc(1, sizeof **tp)) ? 0 : TT_ENOMEM;
}

void
tt_strtab_free(struct tt_strtab *t)
{
	if (t == NULL)
		return;
	tt_map_free(&t->m);
	free(t);
}

long
tt_strtab_id(struct tt_strtab *t, const uint8_t *s, size_t n)
{
	bool isnew;

	return tt_map_intern(&t->m, s, n, &isnew);
}

long
tt_sw_score(const uint32_t *a, size_t na, const uint32_t *b, size_t nb)
{
	long *row, diag, up, h, best = 0;
	size_t i, j;

	if (na == 0 || nb == 0)
		return 0;
	if ((row = calloc(nb + 1, sizeof *row)) == NULL)
		return TT_ENOMEM;
	/*
	 * H[i][j] = max(H[i-1][j-1] + s(a_i, b_j), H[i-1][j] - 1,
	 * H[i][j-1] - 1, 0): row holds H[i-1] and becomes H[i].
	 */
	for (i = 1; i <= na; i++) {
		diag = 0;
		for (j = 1; j <= nb; j++) {
			up = row[j];
			h = diag + (a[i - 1] == b[j - 1] ? 2 : -1);
			if (up - 1 > h)
				h = up - 1;
			if (row[j - 1] - 1 > h)
				h = row[j - 1] - 1;
			if (h < 0)
				h = 0;
			row[j] = h;
			if (h > best)
				best = h;
			diag = up;
		}
	}
	free(row);
	return best;
}

/*
 * Newton's square root from above, not sqrt(3): it differs from the
 * correctly rounded root in the last bit for about a quarter of the
 * products na nb (2, 8, 10...), and similarities must stay as reported.
 */
static double
newton_sqrt(double x)
{
	double r = x > 1 ? x : 1, next;

	for (;;) {
		next = (r + x / r) / 2;
		if (next >= r)
			return r;
		r = next;
	}
}

double
tt_sw_similarity(long score, size_t na, size_t nb)
{
	if (na == 0 || nb == 0 || score <= 0)
		return 0;
	return score / (2 * newton_sqrt((double)na * (double)nb));
}

/* The words of s: offsets of runs of non-space bytes. */
static size_t
words(const uint8_t *s, size_t n, size_t **w)
{
	size_t i = 0, k = 0, cap = 0;

	*w = NULL;
	while (i < n) {
		while (i < n && tt_eval_isspace(s[i]))
			i++;
		if (i == n)
			break;
		if (tt_grow(w, &cap, k + 2, sizeof **w) < 0)
			return (size_t)-1;
		(*w)[k++] = i;
		while (i < n && !tt_eval_isspace(s[i]))
			i++;
		(*w)[k++] = i;
	}
	return k / 2;
}

static bool
sameword(const uint8_t *a, const size_t *wa, const uint8_t *b,
    const size_t *wb)
{
	return wa[1] - wa[0] == wb[1] - wb[0] &&
	    memcmp(a + wa[0], b + wb[0], wa[1] - wa[0]) == 0;
}

/* Longest common subsequence of the two word lists, in O(n*m) time for
 * the n and m words between the ends they share, O(n) for like texts. */
int
tt_words_match(const uint8_t *a, size_t na, const uint8_t *b, size_t nb,
    struct tt_wordmatch *m)
{
	size_t *wa, *wb, ka, kb, i, j, *row = NULL, diag, up, lo, hi;
	int r = 0;

	ka = words(a, na, &wa);
	kb = words(b, nb, &wb);
	m->words = ka;
	m->same = 0;
	if (ka == (size_t)-1 || kb == (size_t)-1 ||
	    (row = calloc(kb + 1, sizeof *row)) == NULL) {
		r = TT_ENOMEM;
		goto out;
	}
	/* Words alike at both ends are in every longest match: the table
	 * is for what lies between (nothing, when the texts are alike). */
	for (lo = 0; lo < ka && lo < kb && sameword(a, wa + 2 * lo, b,
	    wb + 2 * lo); lo++)
		;
	for (hi = 0; hi < ka - lo && hi < kb - lo && sameword(a,
	    wa + 2 * (ka - 1 - hi), b, wb + 2 * (kb - 1 - hi)); hi++)
		;
	for (i = lo; i < ka - hi; i++)
		for (j = lo, diag = 0; j < kb - hi; j++) {
			up = row[j + 1];
			if (sameword(a, wa + 2 * i, b, wb + 2 * j))
				row[j + 1] = diag + 1;
			else if (row[j] > row[j + 1])
				row[j + 1] = row[j];
			diag = up;
		}
	m->same = lo + hi + row[kb - hi];
out:
	free(row);
	if (ka != (size_t)-1)
		free(wa);
	if (kb != (size_t)-1)
		free(wb);
	return r;
}
