/* SPDX-License-Identifier: MIT */
/*
 * fuzz-decode.c: any sequence of IDs decodes or is refused as out of
 * range, never more, with the built-in dictionary and the reference's.
 */
#include <stdio.h>
#include <stdlib.h>

#include "tt.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Relative to the repository root, where scripts/fuzz.sh runs us. */
static const char *dirs[] = { "dict/tr", "../shared/reference/mft" };
#define NDICT (sizeof dirs / sizeof dirs[0])

static struct tt_dict *dict[NDICT];
static struct tt_buf out;

static void
setup(void)
{
	struct tt_dict_error err;
	size_t k;

	for (k = 0; k < NDICT; k++)
		if (tt_dict_load(&dict[k], dirs[k], &err) < 0) {
			fprintf(stderr, "fuzz-decode: cannot load %s: %s\n",
			    dirs[k], err.text);
			abort();
		}
}

/* The one-time setup, before libFuzzer times the runs: loading a
 * dictionary under the sanitizers takes seconds on a busy machine. */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (dict[0] == NULL)
		setup();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint32_t ids[1024];
	size_t n, i, k, bad;
	int r;

	if (dict[0] == NULL)
		setup();
	/* Two bytes an ID, over a little more than the vocabulary. */
	for (k = 0; k < NDICT; k++) {
		uint32_t lim = tt_dict_size(dict[k]) + 16;

		for (n = 0, i = 0; i + 1 < size && n < 1024; i += 2)
			ids[n++] = ((uint32_t)data[i] << 8 | data[i + 1]) *
			    (lim / 65536 + 1) % lim;
		out.n = 0;
		r = tt_decode(dict[k], ids, n, &out, &bad);
		if (r != 0 && r != TT_ERANGE) {
			fprintf(stderr, "fuzz-decode: %s\n", tt_strerror(r));
			abort();
		}
		if (r == TT_ERANGE && (bad >= n ||
		    tt_dict_kind(dict[k], ids[bad]) != TT_KIND_NONE)) {
			fprintf(stderr, "fuzz-decode: TT_ERANGE for ID %u at "
			    "%zu, a valid one\n", bad < n ? ids[bad] : 0, bad);
			abort();
		}
	}
	return 0;
}
