/* SPDX-License-Identifier: MIT */
/* fuzz-roundtrip.c: fuzz check that lossless mode decodes to its input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tt.h"

/* Relative to the repository root, where scripts/fuzz.sh runs us. */
#define DEFDICT "../shared/reference/mft"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * Loaded once and kept for the whole run: the process exits with them
 * still reachable, which LeakSanitizer does not count as a leak.
 */
static struct tt_dict *dict;
static struct tt_encoder *enc;
static uint32_t *ids, *inparts;
static size_t capids, capparts;
static struct tt_buf out;

static void
hexdump(const char *label, const uint8_t *s, size_t n)
{
	size_t i;

	fprintf(stderr, "%s (%zu bytes):", label, n);
	for (i = 0; i < n; i++)
		fprintf(stderr, " %02x", s[i]);
	fputc('\n', stderr);
}

static void
setup(void)
{
	struct tt_dict_error err;
	const char *dir;
	int r;

	if ((dir = getenv("TT_FUZZ_DICT")) == NULL || *dir == '\0')
		dir = DEFDICT;
	memset(&err, 0, sizeof err);
	if ((r = tt_dict_load(&dict, dir, &err)) < 0) {
		fprintf(stderr, "fuzz-roundtrip: cannot load dictionary %s: "
		    "%s: %s:%d:%d: %s (set TT_FUZZ_DICT)\n", dir,
		    tt_strerror(r), err.file, err.line, err.column, err.text);
		abort();
	}
	if ((r = tt_encoder_new(&enc, dict, TT_MODE_LOSSLESS)) < 0) {
		fprintf(stderr, "fuzz-roundtrip: tt_encoder_new: %s\n",
		    tt_strerror(r));
		abort();
	}
}

static void
fail(const char *why, const uint8_t *s, size_t n,
    const struct tt_token *t, long nt)
{
	long i;

	fprintf(stderr, "fuzz-roundtrip: %s\n", why);
	hexdump("line", s, n);
	for (i = 0; i < nt; i++)
		fprintf(stderr, "token %ld: id %u (%s) off %zu len %zu\n", i,
		    t[i].id, tt_kind_name(tt_dict_kind(dict, t[i].id)),
		    t[i].off, t[i].len);
	abort();
}

/*
 * The line in parts, as tt-encode cuts a long one through a window (here
 * of 64 bytes and more, so that short inputs have many cuts): the IDs of
 * the parts are those of the whole line, ids[0..nt).
 */
static void
parts(const uint8_t *s, size_t n, long nt)
{
	const struct tt_token *t;
	size_t at = 0, ws = 0, end, p, k = 0, window = 64;
	long m, i;

	for (;;) {
		end = n - at > window ? at + window : n;
		if (end < n) {
			ws = at > TT_PARTCTX ? at - TT_PARTCTX : 0;
			if ((p = tt_encode_split(enc, s + ws, end - ws,
			    at - ws, at == 0)) == 0) {
				window *= 2;
				continue;
			}
			end = ws + p;
		}
		m = at == 0 ? tt_encode(enc, s, end, &t) :
		    tt_encode_more(enc, s + ws, end - ws, at - ws, &t);
		if (m < 0 || tt_grow_ids(&inparts, &capparts,
		    k + (size_t)m + 1) < 0)
			fail("a part does not encode", s, n, NULL, 0);
		for (i = 0; i < m; i++)
			inparts[k++] = t[i].id;
		if ((at = end) == n)
			break;
	}
	if (k != (size_t)nt || memcmp(inparts, ids, k * sizeof *ids) != 0) {
		fprintf(stderr, "fuzz-roundtrip: %zu IDs in parts, %ld whole\n",
		    k, nt);
		fail("the parts' IDs are not the whole line's", s, n, NULL,
		    0);
	}
}

static void
line(const uint8_t *s, size_t n)
{
	const struct tt_token *t;
	size_t bad = 0;
	long nt, i;
	int r;

	if ((nt = tt_encode(enc, s, n, &t)) < 0) {
		fprintf(stderr, "fuzz-roundtrip: tt_encode: %s\n",
		    tt_strerror((int)nt));
		fail("lossless mode must accept any bytes", s, n, NULL, 0);
	}
	if (tt_grow_ids(&ids, &capids, (size_t)nt + 1) < 0)
		fail("out of memory for IDs", s, n, NULL, 0);
	for (i = 0; i < nt; i++) {
		if (t[i].off > n || t[i].len > n - t[i].off)
			fail("token outside the line", s, n, t, nt);
		ids[i] = t[i].id;
	}
	out.n = 0;
	if ((r = tt_decode(dict, ids, (size_t)nt, &out, &bad)) < 0) {
		fprintf(stderr, "fuzz-roundtrip: tt_decode: %s at token %zu\n",
		    tt_strerror(r), bad);
		fail("the encoder's IDs do not decode", s, n, t, nt);
	}
	if (out.n != n || (n > 0 && memcmp(out.s, s, n) != 0)) {
		hexdump("decoded", out.s, out.n);
		fail("decode(encode(x)) != x", s, n, t, nt);
	}
	parts(s, n, nt);
}

/* The one-time setup, before libFuzzer times the runs: loading a
 * dictionary under the sanitizers takes seconds on a busy machine. */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (dict == NULL)
		setup();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *p = data, *end = data + size, *nl;

	if (dict == NULL)
		setup();
	/* Lines as tt-encode reads them: split on '\n', which is not kept. */
	for (;;) {
		nl = p < end ? memchr(p, '\n', (size_t)(end - p)) : NULL;
		if (nl == NULL) {
			line(p, (size_t)(end - p));
			break;
		}
		line(p, (size_t)(nl - p));
		p = nl + 1;
	}
	return 0;
}
