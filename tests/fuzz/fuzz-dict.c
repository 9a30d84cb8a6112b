/* SPDX-License-Identifier: MIT */
/*
 * fuzz-dict.c: fuzz the dictionary loader with arbitrary kokler.json files
 * and, after a line of "%%counts" in the input, an arbitrary counts.tsv.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "tt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Suffix and BPE files that always load; only the roots are fuzzed. */
static const char ekler[] =
    "{\"lar\": 500, \"ler\": 500, \"da\": 501, \"de\": 501, \"ta\": 501,\n"
    " \"te\": 501, \"ı\": 502, \"i\": 502, \"u\": 502, \"ü\": 502,\n"
    " \"dı\": 503, \"di\": 503, \"du\": 503, \"dü\": 503, \"tı\": 503,\n"
    " \"ti\": 503, \"tu\": 503, \"tü\": 503, \"ım\": 504, \"im\": 504,\n"
    " \"um\": 504, \"üm\": 504, \"a\": 505, \"e\": 505}\n";
static const char bpe[] =
    "{\"a\": 600, \"d\": 601, \"e\": 602, \"g\": 603, \"i\": 604,\n"
    " \"k\": 605, \"l\": 606, \"m\": 607, \"o\": 608, \"p\": 609,\n"
    " \"r\": 610, \"t\": 611, \"u\": 612, \"ı\": 613, \"3\": 614,\n"
    " \"'\": 615, \",\": 616, \".\": 617, \"ar\": 618, \" \": 619}\n";
static const uint8_t text[] = "Kitapları okudum, 3'te geldi.";

static char dir[4096], kokpath[4200], ekpath[4200], bpepath[4200],
    cntpath[4200];

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
writefile(const char *path, const void *s, size_t n)
{
	FILE *f;

	if ((f = fopen(path, "wb")) == NULL) {
		perror(path);
		abort();
	}
	if ((n > 0 && fwrite(s, 1, n, f) != n) || ferror(f)) {
		perror(path);
		abort();
	}
	if (fclose(f) != 0) {
		perror(path);
		abort();
	}
}

static void
cleanup(void)
{
	unlink(kokpath);
	unlink(ekpath);
	unlink(bpepath);
	unlink(cntpath);
	rmdir(dir);
}

/* A fresh directory under $TMPDIR per input, removed again after it. */
static void
setup(void)
{
	const char *tmp;

	if ((tmp = getenv("TMPDIR")) == NULL || *tmp == '\0')
		tmp = "/tmp";
	snprintf(dir, sizeof dir, "%s/fuzz-dict.XXXXXX", tmp);
	if (mkdtemp(dir) == NULL) {
		perror(dir);
		abort();
	}
	snprintf(kokpath, sizeof kokpath, "%s/kokler.json", dir);
	snprintf(ekpath, sizeof ekpath, "%s/ekler.json", dir);
	snprintf(bpepath, sizeof bpepath, "%s/bpe_tokenler.json", dir);
	snprintf(cntpath, sizeof cntpath, "%s/counts.tsv", dir);
	writefile(ekpath, ekler, sizeof ekler - 1);
	writefile(bpepath, bpe, sizeof bpe - 1);
}

/* The fixed line must come back byte for byte from lossless mode. */
static void
roundtrip(const struct tt_dict *d)
{
	struct tt_encoder *e = NULL;
	const struct tt_token *t;
	struct tt_buf out = { 0 };
	uint32_t *ids = NULL;
	size_t n = sizeof text - 1, cap = 0, bad = 0, i;
	long nt;
	int r;

	if ((r = tt_encoder_new(&e, d, TT_MODE_LOSSLESS)) < 0) {
		fprintf(stderr, "fuzz-dict: tt_encoder_new: %s\n",
		    tt_strerror(r));
		abort();
	}
	if ((nt = tt_encode(e, text, n, &t)) < 0) {
		fprintf(stderr, "fuzz-dict: tt_encode: %s\n",
		    tt_strerror((int)nt));
		abort();
	}
	if (tt_grow_ids(&ids, &cap, (size_t)nt + 1) < 0)
		abort();
	for (i = 0; i < (size_t)nt; i++) {
		if (t[i].off > n || t[i].len > n - t[i].off) {
			fprintf(stderr, "fuzz-dict: token %zu (id %u) at "
			    "%zu+%zu is outside the line\n", i, t[i].id,
			    t[i].off, t[i].len);
			abort();
		}
		ids[i] = t[i].id;
	}
	if ((r = tt_decode(d, ids, (size_t)nt, &out, &bad)) < 0) {
		fprintf(stderr, "fuzz-dict: tt_decode: %s at token %zu "
		    "(id %u)\n", tt_strerror(r), bad, ids[bad]);
		abort();
	}
	if (out.n != n || memcmp(out.s, text, n) != 0) {
		fprintf(stderr, "fuzz-dict: decode(encode(x)) != x\n");
		hexdump("line", text, n);
		hexdump("decoded", out.s, out.n);
		for (i = 0; i < (size_t)nt; i++)
			fprintf(stderr, "token %zu: id %u (%s)\n", i, ids[i],
			    tt_kind_name(tt_dict_kind(d, ids[i])));
		abort();
	}
	free(ids);
	tt_buf_free(&out);
	tt_encoder_free(e);
}

/* The reference mode too: it need not round-trip, only survive. */
static void
compat(const struct tt_dict *d)
{
	struct tt_encoder *e = NULL;
	const struct tt_token *t;
	struct tt_buf out = { 0 };
	uint32_t *ids = NULL;
	size_t cap = 0, i;
	long nt;

	if (tt_encoder_new(&e, d, TT_MODE_COMPAT) < 0)
		abort();
	if ((nt = tt_encode(e, text, sizeof text - 1, &t)) > 0 &&
	    tt_grow_ids(&ids, &cap, (size_t)nt) == 0) {
		for (i = 0; i < (size_t)nt; i++)
			ids[i] = t[i].id;
		(void)tt_decode(d, ids, (size_t)nt, &out, NULL);
	}
	free(ids);
	tt_buf_free(&out);
	tt_encoder_free(e);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char mark[] = "\n%%counts\n";
	struct tt_dict_error err;
	struct tt_dict *d = NULL;
	const uint8_t *cnt;
	size_t nk = size;
	int r;

	setup();
	for (cnt = data; cnt + sizeof mark - 1 <= data + size; cnt++)
		if (memcmp(cnt, mark, sizeof mark - 1) == 0) {
			nk = cnt - data;
			cnt += sizeof mark - 1;
			writefile(cntpath, cnt, size - (cnt - data));
			break;
		}
	writefile(kokpath, data, nk);
	memset(&err, 0, sizeof err);
	r = tt_dict_load(&d, dir, &err);
	cleanup();
	if (r < 0) {
		if (d != NULL) {
			fprintf(stderr, "fuzz-dict: failed load left a "
			    "dictionary\n");
			abort();
		}
		if (r == TT_ENOMEM)
			return 0;
		if (r != TT_EDICT && r != TT_EIO) {
			fprintf(stderr, "fuzz-dict: tt_dict_load: unexpected "
			    "code %d\n", r);
			abort();
		}
		if (err.text[0] == '\0' || err.file[0] == '\0' ||
		    memchr(err.text, '\0', sizeof err.text) == NULL) {
			fprintf(stderr, "fuzz-dict: %s without a message "
			    "(file \"%.100s\")\n", tt_strerror(r), err.file);
			abort();
		}
		return 0;
	}
	roundtrip(d);
	compat(d);
	tt_dict_free(d);
	return 0;
}
