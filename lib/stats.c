/* SPDX-License-Identifier: MIT */
/* stats.c: word agreement of a decoded line with its original. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static bool
isspace8(uint8_t c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
	    c == '\f';
}

/* The words of s: offsets of runs of non-space bytes. */
static size_t
words(const uint8_t *s, size_t n, size_t **w)
{
	size_t i = 0, k = 0, cap = 0;

	*w = NULL;
	while (i < n) {
		while (i < n && isspace8(s[i]))
			i++;
		if (i == n)
			break;
		if (tt_grow(w, &cap, k + 2, sizeof **w) < 0)
			return (size_t)-1;
		(*w)[k++] = i;
		while (i < n && !isspace8(s[i]))
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

/* Longest common subsequence of the two word lists, in O(n*m) time. */
int
tt_words_match(const uint8_t *a, size_t na, const uint8_t *b, size_t nb,
    struct tt_wordmatch *m)
{
	size_t *wa, *wb, ka, kb, i, j, *row = NULL, diag, up;
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
	for (i = 0; i < ka; i++)
		for (j = 0, diag = 0; j < kb; j++) {
			up = row[j + 1];
			if (sameword(a, wa + 2 * i, b, wb + 2 * j))
				row[j + 1] = diag + 1;
			else if (row[j] > row[j + 1])
				row[j + 1] = row[j];
			diag = up;
		}
	m->same = row[kb];
out:
	free(row);
	if (ka != (size_t)-1)
		free(wa);
	if (kb != (size_t)-1)
		free(wb);
	return r;
}
