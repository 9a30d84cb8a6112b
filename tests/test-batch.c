/* SPDX-License-Identifier: MIT */
/*
 * test-batch.c: tt_batch_encode gives, for any number of threads, what
 * tt_encode gives line by line, in order; chunks of many lines, empty
 * lines and a batch of none included.
 */
#include <stdlib.h>
#include <string.h>

#include "tt.h"
#include "test.h"

#define NLINE 5000

static const char *words[] = { "Kitaplarımızı", "okudunuz", "mu?", "",
	"evlerimizden", "\xff\xfe", "(kitaplar)", "İstanbul'da", "  ", "123" };

/* Line i: some words, chosen by i; lengths vary, some are empty. */
static size_t
makeline(size_t i, char *s)
{
	size_t k, n = 0;

	for (k = 0; k < i % 7; k++) {
		n += (size_t)sprintf(s + n, "%s%s", k ? " " : "",
		    words[(i * 31 + k * 7) % 10]);
	}
	return n;
}

/* Does the batch's output equal tt_encode's, line by line? */
static int
same(struct tt_encoder *e, const uint8_t *text, const size_t *off,
    size_t nline, const uint32_t *ids, const size_t *idoff)
{
	const struct tt_token *t;
	size_t i;
	long n, k;

	if (idoff[0] != 0)
		return 0;
	for (i = 0; i < nline; i++) {
		n = tt_encode(e, text + off[i], off[i + 1] - off[i], &t);
		if (n < 0 || idoff[i + 1] - idoff[i] != (size_t)n)
			return 0;
		for (k = 0; k < n; k++)
			if (ids[idoff[i] + k] != t[k].id)
				return 0;
	}
	return 1;
}

int
main(void)
{
	static char text[NLINE * 200];
	static size_t off[NLINE + 1];
	const uint32_t *ids;
	const size_t *idoff;
	struct tt_dict *d;
	struct tt_encoder *e;
	struct tt_batch *b;
	size_t i;
	long n;
	int nth;

	if (tt_dict_load(&d, "dict/tr", NULL) < 0 ||
	    tt_encoder_new(&e, d, TT_MODE_LOSSLESS) < 0 ||
	    tt_batch_new(&b, d, TT_MODE_LOSSLESS) < 0) {
		printf("Bail out! cannot load dict/tr\n");
		return 1;
	}
	for (i = 0; i < NLINE; i++)
		off[i + 1] = off[i] + makeline(i, text + off[i]);
	for (nth = 1; nth <= 4; nth++) {
		n = tt_batch_encode(b, nth, (uint8_t *)text, off, NLINE, &ids,
		    &idoff);
		CHECK(n > 0 && (size_t)n == idoff[NLINE] && same(e,
		    (uint8_t *)text, off, NLINE, ids, idoff),
		    "%d threads: tt_encode's IDs, line by line", nth);
	}
	n = tt_batch_encode(b, 3, (uint8_t *)text, off, 0, &ids, &idoff);
	CHECK(n == 0 && idoff[0] == 0, "a batch of no line");
	n = tt_batch_encode(b, 2, (uint8_t *)text, off + 3, 1, &ids, &idoff);
	CHECK(n >= 0 && same(e, (uint8_t *)text, off + 3, 1, ids, idoff),
	    "one line on two threads");
	CHECK(tt_batch_encode(b, 0, (uint8_t *)text, off, 1, &ids, &idoff) ==
	    TT_EINVAL, "0 threads: TT_EINVAL");
	CHECK(tt_batch_encode(b, 257, (uint8_t *)text, off, 1, &ids,
	    &idoff) == TT_EINVAL, "257 threads: TT_EINVAL");
	tt_batch_free(b);
	tt_batch_free(NULL);
	tt_encoder_free(e);
	tt_dict_free(d);
	return test_done();
}
