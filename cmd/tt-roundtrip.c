/* SPDX-License-Identifier: MIT */
/* tt-roundtrip: check that decode(encode(line)) == line, and count misses. */
#include <ctype.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "parts.h"
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
	int same;		/* the parts of the line so far came back */
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

/* Does a word go on across the cut before s[at] (C isspace(3))? */
static int
joined(const struct part *p)
{
	return !(p->flags & PART_FIRST) && p->at > 0 && p->at < p->n &&
	    !isspace(p->s[p->at - 1]) && !isspace(p->s[p->at]);
}

/*
 * Encode and decode an entry of line lineno of path (the line, or a
 * part of a long one), and count how it came back: a line is the same
 * if each of its parts is, and a word cut between two parts counts once.
 */
static void
roundtrip(struct trip *t, struct tally *r, const struct part *p,
    const char *path, unsigned long lineno)
{
	const uint8_t *s = p->s + p->at;
	const struct tt_token *tok;
	struct tt_wordmatch wm;
	size_t k, len = p->n - p->at, ctx = p->at, j = joined(p);
	long n;

	n = p->flags & PART_FIRST ? tt_encode(t->e, p->s, p->n, &tok) :
	    tt_encode_more(t->e, p->s, p->n, p->at, &tok);
	if (n < 0)
		cli_die("%s: %s", path, tt_strerror(n));
	if (tt_grow_ids(&t->ids, &t->idcap, n + 1) < 0)
		cli_die("out of memory");
	for (k = 0; k < (size_t)n; k++)
		t->ids[k] = tok[k].id;
	t->out.n = 0;
	cli_buf_put(&t->out, p->s, ctx);
	if ((p->flags & PART_FIRST ? tt_decode(t->d, t->ids, n, &t->out,
	    NULL) : tt_decode_more(t->d, t->ids, n, &t->out, 0, NULL)) < 0 ||
	    tt_words_match(s, len, t->out.s + ctx, t->out.n - ctx, &wm) < 0)
		cli_die("out of memory");
	r->words += wm.words - (wm.words > 0 ? j : 0);
	r->wsame += wm.same - (wm.same > 0 ? j : 0);
	if (len != t->out.n - ctx || memcmp(s, t->out.s + ctx, len) != 0) {
		if (t->same)
			classify(r, s, len, t->out.s + ctx, t->out.n - ctx);
		t->same = 0;
		if (opt.verbose) {
			printf("%s:%lu\t", path, lineno);
			fwrite(s, 1, len, stdout);
			putchar('\t');
			fwrite(t->out.s + ctx, 1, t->out.n - ctx, stdout);
			putchar('\n');
		}
	}
	if (p->flags & PART_LAST) {
		r->lines++;
		r->same += t->same;
		t->same = 1;
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
	struct trip t = { .same = 1 };
	struct tally r = { 0 };
	struct parts rd = { 0 };
	struct tt_dict *d;
	unsigned long lineno;
	const char *path;
	struct part p;
	FILE *f;
	int i;

	cli_init("tt-roundtrip");
	parseopts(argc, argv);
	t.d = d = cli_dict(opt.dir);
	if (tt_encoder_new(&t.e, d, opt.mode) < 0)
		cli_die("out of memory");
	/* Long lines in parts, where the mode can cut them. */
	if (opt.mode == TT_MODE_LOSSLESS) {
		if (tt_encoder_new(&rd.e, d, opt.mode) < 0)
			cli_die("out of memory");
		tt_encoder_nocache(rd.e);
	}
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		parts_reset(&rd);
		for (lineno = 1; parts_next(&rd, fileno(f), path, &p);
		    lineno += (p.flags & PART_LAST) != 0)
			roundtrip(&t, &r, &p, path, lineno);
		cli_close(f, path);
	}
	print(&r, opt.json);
	parts_free(&rd);
	free(t.ids);
	tt_buf_free(&t.out);
	tt_encoder_free(t.e);
	tt_dict_free(d);
	if (cli_status == 0 && r.same < r.lines)
		cli_status = 1;
	cli_exit();
}
