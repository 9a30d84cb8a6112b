/* SPDX-License-Identifier: MIT */
/*
 * test-notes.c: a note's two parts as the library splits them
 * (tt_dict_pos, tt_dict_gloss), the one split tt-encode --json, the
 * Python binding and the lossless encoder read, and the reading a word
 * gives a suffix (tt_dict_reading), on dict/tr.
 */
#include <string.h>

#include "tt.h"
#include "test.h"

/* The lowest ID of kind k whose base form is s, else UINT32_MAX. */
static uint32_t
find(const struct tt_dict *d, const char *s, enum tt_kind k)
{
	const uint8_t *p;
	uint32_t id;
	size_t n;

	for (id = 0; id < tt_dict_size(d); id++)
		if (tt_dict_kind(d, id) == k &&
		    (p = tt_dict_piece(d, id, &n)) != NULL &&
		    n == strlen(s) && memcmp(p, s, n) == 0)
			return id;
	return UINT32_MAX;
}

/* Are the parts of speech of id pos and its gloss gloss? */
static bool
parts(const struct tt_dict *d, uint32_t id, const char *pos,
    const char *gloss)
{
	const char *p;
	size_t n = 99;

	p = tt_dict_pos(d, id, &n);
	return p != NULL && n == strlen(pos) && memcmp(p, pos, n) == 0 &&
	    (n > 0 || *p == '\0') && strcmp(tt_dict_gloss(d, id), gloss) == 0;
}

/* The suffix glossed g, else UINT32_MAX. */
static uint32_t
glossed(const struct tt_dict *d, const char *g)
{
	uint32_t id;

	for (id = 0; id < tt_dict_size(d); id++)
		if (tt_dict_kind(d, id) == TT_KIND_SUFFIX &&
		    strcmp(tt_dict_gloss(d, id), g) == 0)
			return id;
	return UINT32_MAX;
}

/* Is the reading of ids[i] of n r? */
static bool
reads(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i,
    const char *r)
{
	size_t len = 99;
	const char *g = tt_dict_reading(d, ids, n, i, &len);

	return len == strlen(r) && memcmp(g, r, len) == 0;
}

int
main(void)
{
	struct tt_dict *d;

	if (tt_dict_load(&d, "dict/tr", NULL) < 0) {
		printf("Bail out! cannot load dict/tr\n");
		return 1;
	}
	CHECK(parts(d, find(d, " açkıla", TT_KIND_ROOT), "V", "=açkı+lA"),
	    "a derived root: its part of speech, then the derivation");
	CHECK(parts(d, find(d, " aceleci", TT_KIND_ROOT), "N,ADJ",
	    "=acele+CI"), "two parts of speech stay one");
	CHECK(parts(d, find(d, " kitap", TT_KIND_ROOT), "N", ""),
	    "a root without a gloss");
	/* Its pos column (N>N) is a category, not a part of speech. */
	CHECK(parts(d, find(d, "lar", TT_KIND_SUFFIX), "", "PL"),
	    "a suffix: its gloss alone");
	CHECK(parts(d, 0, "", ""), "a special: neither");
	CHECK(parts(d, tt_dict_size(d), "", "") &&
	    parts(d, UINT32_MAX, "", ""), "an ID out of range: neither");
	{
		uint32_t ev = find(d, " ev", TT_KIND_ROOT),
		    yika = find(d, " yıka", TT_KIND_ROOT),
		    n = glossed(d, "P2SG,REFL"), di = glossed(d, "PST"),
		    w1[] = { ev, n }, w2[] = { yika, n, di },
		    w3[] = { n }, w4[] = { UINT32_MAX, n, UINT32_MAX };

		CHECK(reads(d, w1, 2, 1, "P2SG") && reads(d, w2, 3, 1, "REFL"),
		    "the reading of (I)n: after a noun, after a verb");
		CHECK(reads(d, w2, 3, 2, "PST") && reads(d, w2, 3, 0, ""),
		    "an ID of one reading: its gloss");
		CHECK(reads(d, w3, 1, 0, "P2SG,REFL") &&
		    reads(d, w4, 3, 1, "P2SG,REFL"),
		    "no root, or IDs out of range around it: both readings");
		CHECK(reads(d, w1, 2, 2, "") && reads(d, w4, 3, 0, "") &&
		    reads(d, w1, 0, 0, ""), "i or an ID out of range: none");
	}
	{
		/* A root and 200,000 suffixes: each reading looks a
		 * word's length each way, not to the ends. */
		enum { N = 200000 };
		static uint32_t w[N];
		size_t i, len;
		uint32_t dir = glossed(d, "GNR.COP,CAUS.DIR");
		bool same = true;

		w[0] = find(d, " ev", TT_KIND_ROOT);
		for (i = 1; i < N; i++)
			w[i] = dir;
		for (i = 1; i < N; i++)
			same = same && tt_dict_reading(d, w, N, i, &len) != NULL;
		CHECK(same && reads(d, w, N, 1, "GNR.COP") &&
		    reads(d, w, N, N / 2, "GNR.COP,CAUS.DIR"),
		    "a word of 200,000 pieces: readings near its root, "
		    "both far from it");
	}
	tt_dict_free(d);
	return test_done();
}
