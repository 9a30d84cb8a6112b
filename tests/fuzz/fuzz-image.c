/* SPDX-License-Identifier: MIT */
/*
 * fuzz-image.c: fuzz the checks of a compiled dictionary image
 * (lib/image.c).  A small format-2 dictionary (tt's suffixes and
 * specials, the first roots and BPE pieces of dict/tr, its scored model)
 * is compiled once; each input is a list of changes to that image, four
 * bytes each: a 24-bit little-endian offset (modulo the image's size)
 * and a byte to XOR there.  Unless bit 0 of the input's first byte is
 * set, the checksum is then made to match again, so that the changes
 * reach the table checks behind it.  A tool must then either refuse the
 * image (the sources stand in for it) or use it and give every line back
 * byte for byte; it must never crash.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "tt.h"
#include "image.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NROOTS 300	/* lines of roots.tsv taken */
#define NPIECES 300	/* BPE pieces taken */

static const char *const lines[] = {
	"Kitapları okudum, 3'te geldi.",
	"İSTANBUL'a (evlerde) gittik; ağaçların çiçekleri",
	"abartılı Abartmak ABİDE \t aba\xff\x80 x\x01y",
	"",
};

static char dir[4096], img[4200];
static uint8_t *base;
static size_t nbase;

static void
die(const char *what)
{
	perror(what);
	abort();
}

/* The first n lines of dict/tr/name (all if n is 0) into dir/name. */
static void
copylines(const char *name, int n)
{
	char from[4200], to[4200], *line = NULL;
	size_t cap = 0;
	FILE *f, *g;
	int k = 0;

	snprintf(from, sizeof from, "dict/tr/%s", name);
	snprintf(to, sizeof to, "%s/%s", dir, name);
	if ((f = fopen(from, "r")) == NULL || (g = fopen(to, "w")) == NULL)
		die(from);
	while ((n == 0 || k++ < n) && getline(&line, &cap, f) > 0)
		fputs(line, g);
	free(line);
	fclose(f);
	if (fclose(g) != 0)
		die(to);
}

/* The first NPIECES BPE pieces of dict/tr into dir. */
static void
copypieces(void)
{
	json_t *all, *some;
	const char *k;
	char to[4200];
	json_t *v;
	int n = 0;

	snprintf(to, sizeof to, "%s/bpe_tokenler.json", dir);
	if ((all = json_load_file("dict/tr/bpe_tokenler.json", 0, NULL)) ==
	    NULL || (some = json_object()) == NULL)
		die("dict/tr/bpe_tokenler.json");
	json_object_foreach(all, k, v) {
		if (n++ == NPIECES)
			break;
		json_object_set(some, k, v);
	}
	if (json_dump_file(some, to, JSON_PRESERVE_ORDER) < 0)
		die(to);
	json_decref(all);
	json_decref(some);
}

static void
cleanup(void)
{
	static const char *name[] = { "tt-dict.tsv", "roots.tsv",
	    "trans.tsv", "bpe_tokenler.json", "tt-dict.img" };
	char path[4200];
	size_t i;

	for (i = 0; i < sizeof name / sizeof name[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, name[i]);
		unlink(path);
	}
	rmdir(dir);
	free(base);
}

/* Compile the small dictionary and keep its image in base. */
static void
setup(void)
{
	struct tt_dict_error err;
	const char *tmp;
	struct stat st;
	FILE *f;

	if ((tmp = getenv("TMPDIR")) == NULL || *tmp == '\0')
		tmp = "/tmp";
	snprintf(dir, sizeof dir, "%s/fuzz-image.XXXXXX", tmp);
	if (mkdtemp(dir) == NULL)
		die(dir);
	atexit(cleanup);
	copylines("tt-dict.tsv", 0);
	copylines("roots.tsv", NROOTS);
	copylines("trans.tsv", 0);
	copypieces();
	if (tt_dict_compile(dir, &err) < 0) {
		fprintf(stderr, "fuzz-image: %s: %s\n", err.file, err.text);
		abort();
	}
	snprintf(img, sizeof img, "%s/tt-dict.img", dir);
	if ((f = fopen(img, "rb")) == NULL || fstat(fileno(f), &st) < 0 ||
	    (base = malloc(st.st_size)) == NULL ||
	    fread(base, 1, st.st_size, f) != (size_t)st.st_size)
		die(img);
	nbase = st.st_size;
	fclose(f);
}

/* Every line must come back byte for byte from lossless mode.  The
 * encoder keeps no cache: a cache's tables cost more than a load. */
static void
roundtrip(struct tt_encoder *e, const struct tt_dict *d, const char *s)
{
	const struct tt_token *t;
	struct tt_buf out = { 0 };
	uint32_t *ids = NULL;
	size_t n = strlen(s), cap = 0, i;
	long nt;

	if ((nt = tt_encode(e, (const uint8_t *)s, n, &t)) < 0 ||
	    tt_grow_ids(&ids, &cap, (size_t)nt + 1) < 0)
		abort();
	for (i = 0; i < (size_t)nt; i++)
		ids[i] = t[i].id;
	if (tt_decode(d, ids, (size_t)nt, &out, NULL) < 0 || out.n != n ||
	    memcmp(out.s, s, n) != 0) {
		fprintf(stderr, "fuzz-image: decode(encode(\"%s\")) gave "
		    "\"%.*s\"\n", s, (int)out.n, (const char *)out.s);
		abort();
	}
	free(ids);
	tt_buf_free(&out);
}

/* The one-time setup, before libFuzzer times the runs: loading a
 * dictionary under the sanitizers takes seconds on a busy machine. */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (base == NULL)
		setup();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tt_dict_error err;
	struct tt_encoder *e;
	struct tt_dict *d = NULL;
	uint8_t *m;
	size_t i, off;
	FILE *f;
	int r;

	if (base == NULL)
		setup();
	if ((m = malloc(nbase)) == NULL)
		abort();
	memcpy(m, base, nbase);
	for (i = 1; i + 4 <= size; i += 4) {
		off = (data[i] | data[i + 1] << 8 | (size_t)data[i + 2] << 16) %
		    nbase;
		m[off] ^= data[i + 3];
	}
	if (size == 0 || !(data[0] & 1))
		tt_image_seal(m, nbase);
	if ((f = fopen(img, "wb")) == NULL || fwrite(m, 1, nbase, f) != nbase ||
	    fclose(f) != 0)
		die(img);
	free(m);
	r = tt_dict_load(&d, dir, &err);
	if (r < 0) {
		fprintf(stderr, "fuzz-image: %s: %s\n", err.file, err.text);
		abort();	/* the sources are there to stand in */
	}
	if (tt_encoder_new(&e, d, TT_MODE_LOSSLESS) < 0)
		abort();
	tt_encoder_nocache(e);
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++)
		roundtrip(e, d, lines[i]);
	tt_encoder_free(e);
	tt_dict_free(d);
	return 0;
}
