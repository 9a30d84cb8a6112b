/* SPDX-License-Identifier: MIT */
/* tt-roundtrip: check that decode(encode(line)) == line, and count misses. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "tt_eval.h"

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

struct report {
	unsigned long lines, same, words, wsame;
	unsigned long fcase, fspace, fboth, fother;
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
classify(struct report *r, const uint8_t *a, size_t na, const uint8_t *b,
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
print(const struct report *r, int json)
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

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "dict", required_argument, NULL, 'd' },
		{ "mode", required_argument, NULL, 'm' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "json", no_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *dir = NULL, *path;
	enum tt_mode mode = TT_MODE_LOSSLESS;
	int c, verbose = 0, json = 0, i;
	struct report r = { 0 };
	struct tt_wordmatch wm;
	struct tt_buf out = { 0 };
	struct tt_encoder *e;
	struct tt_dict *d;
	const struct tt_token *t;
	uint32_t *ids = NULL;
	size_t cap = 0, idcap = 0, k;
	unsigned long lineno;
	char *line = NULL;
	ssize_t len;
	long n;
	FILE *f;

	cli_init("tt-roundtrip");
	while ((c = getopt_long(argc, argv, "d:m:vhV", longopts, NULL)) != -1)
		switch (c) {
		case 'd':
			dir = optarg;
			break;
		case 'm':
			mode = cli_mode(optarg);
			break;
		case 'v':
			verbose = 1;
			break;
		case 'j':
			json = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	d = cli_dict(dir);
	if (tt_encoder_new(&e, d, mode) < 0)
		cli_die("out of memory");
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		for (lineno = 1; (len = cli_getline(&line, &cap, f, path)) >= 0;
		    lineno++) {
			if ((n = tt_encode(e, (uint8_t *)line, len, &t)) < 0)
				cli_die("%s: %s", path, tt_strerror(n));
			if (tt_grow_ids(&ids, &idcap, n + 1) < 0)
				cli_die("out of memory");
			for (k = 0; k < (size_t)n; k++)
				ids[k] = t[k].id;
			out.n = 0;
			if (tt_decode(d, ids, n, &out, NULL) < 0 ||
			    tt_words_match((uint8_t *)line, len, out.s, out.n,
			    &wm) < 0)
				cli_die("out of memory");
			r.lines++;
			r.words += wm.words;
			r.wsame += wm.same;
			if ((size_t)len == out.n &&
			    memcmp(line, out.s, out.n) == 0) {
				r.same++;
				continue;
			}
			classify(&r, (uint8_t *)line, len, out.s, out.n);
			if (verbose) {
				printf("%s:%lu\t", path, lineno);
				fwrite(line, 1, len, stdout);
				putchar('\t');
				fwrite(out.s, 1, out.n, stdout);
				putchar('\n');
			}
		}
		cli_close(f, path);
	}
	print(&r, json);
	free(line);
	free(ids);
	tt_buf_free(&out);
	tt_encoder_free(e);
	tt_dict_free(d);
	if (cli_status == 0 && r.same < r.lines)
		cli_status = 1;
	cli_exit();
}
