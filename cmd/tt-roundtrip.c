/* SPDX-License-Identifier: MIT */
/* tt-roundtrip: check that decode(encode(line)) == line, and count misses. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "tt_eval.h"

static const char shortopts[] = "d:m:vhV";
static const struct option longopts[] = {
	{ "dict", required_argument, NULL, 'd' },
	{ "mode", required_argument, NULL, 'm' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "json", no_argument, NULL, 'j' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

static struct {
	const char *dir;
	enum tt_mode mode;
	int verbose, json;
} opt = { .mode = TT_MODE_LOSSLESS };

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-roundtrip [-vV] [-d dir] [-m mode] [--json] [file ...]\n"
	    "Encode and decode every line; report how many come back byte for byte.\n"
	    "\n"
	    "  -d, --dict=DIR     dictionary directory (default: $TT_DICT, then the\n"
	    "                     installed default)\n"
	    "  -m, --mode=MODE    lossless (default), compat or syllable\n"
	    "  -v, --verbose      print each differing line: where, input, output\n"
	    "      --json         print the report as one JSON object\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n"
	    "\n"
	    "Exit status: 0 if every line came back, 1 if one did not, 2 on trouble.\n");
	cli_exit();
}

/* What the report counts: lines and words, and how lines differ. */
struct tally {
	unsigned long lines, same, words, wsame;
	unsigned long fcase, fspace, fboth, fother;
};

/* The encoder and decoder every line goes through, and their buffers. */
struct trip {
	const struct tt_dict *d;
	struct tt_encoder *e;
	uint32_t *ids;
	size_t idcap;
	struct tt_buf out;
};

/* Fold for comparison: drop whitespace if nospace, lowercase if nocase. */
static size_t
fold(const uint8_t *s, size_t n, char *o, int nocase, int nospace)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		if (nospace && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
			continue;
		o[k++] = nocase && s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32 :
		    s[i];
	}
	return k;
}

/* Which kind of difference: case only, spacing only, both, or other. */
static void
classify(struct tally *r, const uint8_t *a, size_t na, const uint8_t *b,
    size_t nb)
{
	char *x = malloc(na + 1), *y = malloc(nb + 1);
	size_t i, k, m;
	int nocase, nospace, same[4];

	if (x == NULL || y == NULL)
		cli_die("out of memory");
	for (i = 1; i < 4; i++) {
		nocase = i & 1, nospace = i & 2;
		k = fold(a, na, x, nocase, nospace);
		m = fold(b, nb, y, nocase, nospace);
		same[i] = k == m && memcmp(x, y, k) == 0;
	}
	/* Case folding here is ASCII; Turkish letters count as "other". */
	if (same[1])
		r->fcase++;
	else if (same[2])
		r->fspace++;
	else if (same[3])
		r->fboth++;
	else
		r->fother++;
	free(x);
	free(y);
}

static void
print(const struct tally *r, int json)
{
	double lr = r->lines ? (double)r->same / r->lines : 1;
	double wr = r->words ? (double)r->wsame / r->words : 1;

	if (json) {
		printf("{\"lines\":%lu,\"lines_identical\":%lu,"
		    "\"line_rate\":%.6f,\"words\":%lu,\"words_identical\":%lu,"
		    "\"word_rate\":%.6f,\"differ_case\":%lu,"
		    "\"differ_space\":%lu,\"differ_case_space\":%lu,"
		    "\"differ_other\":%lu}\n", r->lines, r->same, lr, r->words,
		    r->wsame, wr, r->fcase, r->fspace, r->fboth, r->fother);
		return;
	}
	printf("lines\t%lu\nlines_identical\t%lu\nline_rate\t%.6f\n"
	    "words\t%lu\nwords_identical\t%lu\nword_rate\t%.6f\n"
	    "differ_case\t%lu\ndiffer_space\t%lu\ndiffer_case_space\t%lu\n"
	    "differ_other\t%lu\n", r->lines, r->same, lr, r->words, r->wsame,
	    wr, r->fcase, r->fspace, r->fboth, r->fother);
}

/* Encode and decode line lineno of path, and count how it came back. */
static void
roundtrip(struct trip *t, struct tally *r, const char *line, size_t len,
    const char *path, unsigned long lineno)
{
	const struct tt_token *tok;
	struct tt_wordmatch wm;
	size_t k;
	long n;

	if ((n = tt_encode(t->e, (const uint8_t *)line, len, &tok)) < 0)
		cli_die("%s: %s", path, tt_strerror(n));
	if (tt_grow_ids(&t->ids, &t->idcap, n + 1) < 0)
		cli_die("out of memory");
	for (k = 0; k < (size_t)n; k++)
		t->ids[k] = tok[k].id;
	t->out.n = 0;
	if (tt_decode(t->d, t->ids, n, &t->out, NULL) < 0 ||
	    tt_words_match((const uint8_t *)line, len, t->out.s, t->out.n,
	    &wm) < 0)
		cli_die("out of memory");
	r->lines++;
	r->words += wm.words;
	r->wsame += wm.same;
	if (len == t->out.n && memcmp(line, t->out.s, len) == 0) {
		r->same++;
		return;
	}
	classify(r, (const uint8_t *)line, len, t->out.s, t->out.n);
	if (opt.verbose) {
		printf("%s:%lu\t", path, lineno);
		fwrite(line, 1, len, stdout);
		putchar('\t');
		fwrite(t->out.s, 1, t->out.n, stdout);
		putchar('\n');
	}
}

static void
parseopts(int argc, char *argv[])
{
	int c;

	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
		switch (c) {
		case 'd':
			opt.dir = optarg;
			break;
		case 'm':
			opt.mode = cli_mode(optarg);
			break;
		case 'v':
			opt.verbose = 1;
			break;
		case 'j':
			opt.json = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
}

int
main(int argc, char *argv[])
{
	struct trip t = { 0 };
	struct tally r = { 0 };
	struct tt_dict *d;
	unsigned long lineno;
	const char *path;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	FILE *f;
	int i;

	cli_init("tt-roundtrip");
	parseopts(argc, argv);
	t.d = d = cli_dict(opt.dir);
	if (tt_encoder_new(&t.e, d, opt.mode) < 0)
		cli_die("out of memory");
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		for (lineno = 1; (len = cli_getline(&line, &cap, f, path)) >=
		    0; lineno++)
			roundtrip(&t, &r, line, len, path, lineno);
		cli_close(f, path);
	}
	print(&r, opt.json);
	free(line);
	free(t.ids);
	tt_buf_free(&t.out);
	tt_encoder_free(t.e);
	tt_dict_free(d);
	if (cli_status == 0 && r.same < r.lines)
		cli_status = 1;
	cli_exit();
}
