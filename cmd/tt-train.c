/* SPDX-License-Identifier: MIT */
/* tt-train: learn BPE pieces from text, written as a bpe_tokenler.json. */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAXID 16777215UL	/* the largest ID a dictionary holds */

enum { OPT_VOCAB = 256, OPT_MINFREQ, OPT_FIRST, OPT_KEEP };

static const char shortopts[] = "n:d:o:qhV";
static const struct option longopts[] = {
	{ "size", required_argument, NULL, 'n' },
	{ "vocab-size", required_argument, NULL, OPT_VOCAB },
	{ "dict", required_argument, NULL, 'd' },
	{ "first-id", required_argument, NULL, OPT_FIRST },
	{ "min-frequency", required_argument, NULL, OPT_MINFREQ },
	{ "keep-forms", no_argument, NULL, OPT_KEEP },
	{ "output", required_argument, NULL, 'o' },
	{ "quiet", no_argument, NULL, 'q' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

static struct {
	const char *dir, *out;
	unsigned long size, vocab, first, minfreq;
	int hassize, hasvocab, hasfirst, quiet, keep;
} opt = { .vocab = 32768, .minfreq = 2 };

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-train [-qV] [-n size | --vocab-size=N] "
	    "[-d dir [--keep-forms]]\n"
	    "                [-o file] [--min-frequency=K] [--first-id=ID] "
	    "[file ...]\n"
	    "Learn BPE pieces from text; write them as a JSON object piece -> ID.\n"
	    "\n"
	    "  -n, --size=N          learn N pieces\n"
	    "      --vocab-size=N    fill the IDs up to N - 1 (default 32768)\n"
	    "  -d, --dict=DIR        replace the BPE pieces of this dictionary:\n"
	    "                        number after its roots and suffixes, and\n"
	    "                        leave out their forms\n"
	    "      --keep-forms      with -d, write the pieces that are forms too\n"
	    "      --first-id=ID     the first piece's ID (default: 0, or the ID\n"
	    "                        after the dictionary's roots and suffixes)\n"
	    "      --min-frequency=K characters and pairs seen fewer than K times\n"
	    "                        are no pieces (default 2)\n"
	    "  -o, --output=FILE     write to FILE instead of standard output\n"
	    "  -q, --quiet           no progress on a terminal\n"
	    "  -h, --help            show this help and exit\n"
	    "  -V, --version         show the version and exit\n"
	    "\n"
	    "With no file, or when file is -, read standard input.  See tt-train(1).\n");
	cli_exit();
}

static void
progress(void *arg, size_t done, size_t size)
{
	(void)arg;
	cli_progress("%zu of %zu pieces", done, size);
}

static void
dump(FILE *f, const struct tt_bpe *b, size_t np, unsigned long first)
{
	const uint8_t *s;
	size_t i, n;

	if (np == 0) {
		fputs("{}\n", f);
		return;
	}
	fputs("{\n", f);
	for (i = 0; i < np; i++) {
		s = tt_bpe_piece(b, i, &n);
		fputs("  ", f);
		cli_json(f, s, n, CLI_JSON_SHORT);
		fprintf(f, ": %lu%s\n", first + i, i + 1 < np ? "," : "");
	}
	fputs("}\n", f);
}

static void
parseopts(int argc, char *argv[])
{
	int c;

	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
		switch (c) {
		case 'n':
			opt.size = cli_number(optarg, "size", 0, MAXID + 1);
			opt.hassize = 1;
			break;
		case OPT_VOCAB:
			opt.vocab = cli_number(optarg, "vocabulary size", 0,
			    MAXID + 1);
			opt.hasvocab = 1;
			break;
		case 'd':
			opt.dir = optarg;
			break;
		case OPT_FIRST:
			opt.first = cli_number(optarg, "first ID", 0, MAXID);
			opt.hasfirst = 1;
			break;
		case OPT_MINFREQ:
			opt.minfreq = cli_number(optarg, "minimum frequency",
			    0, ULONG_MAX);
			break;
		case 'o':
			opt.out = optarg;
			break;
		case OPT_KEEP:
			opt.keep = 1;
			break;
		case 'q':
			opt.quiet = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	if (opt.hassize && opt.hasvocab)
		cli_misuse("--size and --vocab-size exclude each other");
}

/*
 * The IDs to fill: from the first after the roots and suffixes of -d, or
 * --first-id; as many as -n, or up to --vocab-size.  Returns the
 * dictionary of -d, or NULL.
 */
static struct tt_dict *
plan(void)
{
	struct tt_dict *d = NULL;
	uint32_t base;

	if (opt.dir != NULL) {
		d = cli_dict(opt.dir);
		base = tt_bpe_first_id(d);
		if (!opt.hasfirst)
			opt.first = base;
		else if (opt.first < base)
			cli_die("first ID %lu is below the roots and suffixes "
			    "of %s (0 to %lu)", opt.first, opt.dir,
			    (unsigned long)base - 1);
	}
	if (!opt.hassize) {
		if (opt.vocab <= opt.first)
			cli_die("vocabulary size %lu leaves no ID from %lu on",
			    opt.vocab, opt.first);
		opt.size = opt.vocab - opt.first;
	}
	if (opt.size > 0 && opt.first + opt.size - 1 > MAXID)
		cli_die("IDs %lu to %lu: the largest ID is %lu", opt.first,
		    opt.first + opt.size - 1, MAXID);
	return d;
}

/* Learn opt.size pieces, skipping the forms of d unless --keep-forms. */
static long
train(struct tt_bpe *b, const struct tt_dict *d)
{
	struct tt_bpe_opts o = { 0 };
	long np;
	double secs;

	o.size = opt.size;
	o.min_freq = opt.minfreq;
	o.skip = opt.keep ? NULL : d;
	o.progress = progress;
	if ((np = tt_bpe_train(b, &o)) < 0)
		cli_die("%s", tt_strerror(np));
	if (cli_progress_end(&secs))
		fprintf(stderr, "%s: %ld pieces in %.1f s\n", cli_prog, np,
		    secs);
	if ((size_t)np < opt.size)
		fprintf(stderr, "%s: the text gives %ld pieces of %lu\n",
		    cli_prog, np, opt.size);
	return np;
}

/* The pieces to -o, or standard output. */
static void
output(const struct tt_bpe *b, long np)
{
	FILE *f;

	if (opt.out == NULL) {
		dump(stdout, b, np, opt.first);
		return;
	}
	f = cli_create(opt.out);
	dump(f, b, np, opt.first);
	cli_finish(f, opt.out);
}

int
main(int argc, char *argv[])
{
	const char *path;
	struct tt_dict *d;
	struct tt_bpe *b;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	FILE *f;
	int i;

	cli_init("tt-train");
	parseopts(argc, argv);
	d = plan();
	cli_progress_start(opt.quiet);
	if (tt_bpe_new(&b) < 0)
		cli_die("out of memory");
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		while ((len = cli_getline(&line, &cap, f, path)) >= 0) {
			if (tt_bpe_add(b, (uint8_t *)line, len) < 0)
				cli_die("%s: out of memory", path);
			cli_progress("reading %s", path);
		}
		cli_close(f, path);
	}
	free(line);
	output(b, train(b, d));
	tt_bpe_free(b);
	tt_dict_free(d);
	cli_exit();
}
