/* SPDX-License-Identifier: MIT */
/*
 * test-notes.c: a note's two parts as the library splits them
 * (tt_dict_pos, tt_dict_gloss), the one split tt-encode --json, the
 * Python binding and the lossless encoder read, on dict/tr.
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
	tt_dict_free(d);
	return test_done();
}
