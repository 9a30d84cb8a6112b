/* SPDX-License-Identifier: MIT */
/* tt-train: learn BPE pieces from text, written as a bpe_tokenler.json. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

#define MAXID 16777215UL	/* the largest ID a dictionary holds */

enum { OPT_VOCAB = 256, OPT_MINFREQ, OPT_FIRST, OPT_KEEP };

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

/* Progress on a terminal, once the work has taken a second. */
static struct {
	int on, width;		/* width: of the line shown, or 0 */
	double start, last;
} prog;

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static int
due(void)
{
	double t;

	if (!prog.on || (t = now()) - prog.start < 1 || t - prog.last < 0.2)
		return 0;
	prog.last = t;
	if (prog.width > 0)
		fprintf(stderr, "\r%*s\r", prog.width, "");
	return 1;
}

static void
progress(void *arg, size_t done, size_t size)
{
	(void)arg;
	if (due())
		prog.width = fprintf(stderr, "%s: %zu of %zu pieces",
		    cli_prog, done, size);
}

/*
 * A JSON string (RFC 8259): the pieces are valid UTF-8 without NUL, so
 * only the quote, the backslash and control characters need escapes.
 */
static void
putstr(FILE *f, const uint8_t *s, size_t n)
{
	size_t i;

	putc('"', f);
	for (i = 0; i < n; i++)
		switch (s[i]) {
		case '"':
			fputs("\\\"", f);
			break;
		case '\\':
			fputs("\\\\", f);
			break;
		case '\n':
			fputs("\\n", f);
			break;
		case '\t':
			fputs("\\t", f);
			break;
		case '\r':
			fputs("\\r", f);
			break;
		default:
			if (s[i] < 0x20)
				fprintf(f, "\\u%04x", s[i]);
			else
				putc(s[i], f);
		}
	putc('"', f);
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
		putstr(f, s, n);
		fprintf(f, ": %lu%s\n", first + i, i + 1 < np ? "," : "");
	}
	fputs("}\n", f);
}

int
main(int argc, char *argv[])
{
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
	const char *dir = NULL, *out = NULL, *path;
	unsigned long size = 0, vocab = 32768, first = 0, minfreq = 2;
	int c, i, hassize = 0, hasvocab = 0, hasfirst = 0, quiet = 0, keep = 0;
	uint32_t base;
	struct tt_bpe_opts o = { 0 };
	struct tt_dict *d = NULL;
	struct tt_bpe *b;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	long np;
	FILE *f;

	cli_init("tt-train");
	while ((c = getopt_long(argc, argv, "n:d:o:qhV", longopts, NULL)) !=
	    -1)
		switch (c) {
		case 'n':
			size = cli_number(optarg, "size", 0, MAXID + 1);
			hassize = 1;
			break;
		case OPT_VOCAB:
			vocab = cli_number(optarg, "vocabulary size", 0,
			    MAXID + 1);
			hasvocab = 1;
			break;
		case 'd':
			dir = optarg;
			break;
		case OPT_FIRST:
			first = cli_number(optarg, "first ID", 0, MAXID);
			hasfirst = 1;
			break;
		case OPT_MINFREQ:
			minfreq = cli_number(optarg, "minimum frequency", 0,
			    ULONG_MAX);
			break;
		case 'o':
			out = optarg;
			break;
		case OPT_KEEP:
			keep = 1;
			break;
		case 'q':
			quiet = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	if (hassize && hasvocab) {
		fprintf(stderr, "%s: --size and --vocab-size exclude each "
		    "other\n", cli_prog);
		cli_usage();
	}
	if (dir != NULL) {
		d = cli_dict(dir);
		base = tt_bpe_first_id(d);
		if (!hasfirst)
			first = base;
		else if (first < base)
			cli_die("first ID %lu is below the roots and suffixes "
			    "of %s (0 to %lu)", first, dir,
			    (unsigned long)base - 1);
	}
	if (!hassize) {
		if (vocab <= first)
			cli_die("vocabulary size %lu leaves no ID from %lu on",
			    vocab, first);
		size = vocab - first;
	}
	if (size > 0 && first + size - 1 > MAXID)
		cli_die("IDs %lu to %lu: the largest ID is %lu", first,
		    first + size - 1, MAXID);

	prog.on = !quiet && isatty(STDERR_FILENO);
	prog.start = now();
	if (tt_bpe_new(&b) < 0)
		cli_die("out of memory");
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		while ((len = cli_getline(&line, &cap, f, path)) >= 0) {
			if (tt_bpe_add(b, (uint8_t *)line, len) < 0)
				cli_die("%s: out of memory", path);
			if (due())
				prog.width = fprintf(stderr, "%s: reading %s",
				    cli_prog, path);
		}
		cli_close(f, path);
	}
	free(line);

	o.size = size;
	o.min_freq = minfreq;
	o.skip = keep ? NULL : d;
	o.progress = progress;
	if ((np = tt_bpe_train(b, &o)) < 0)
		cli_die("%s", tt_strerror(np));
	if (prog.width > 0)
		fprintf(stderr, "\r%*s\r%s: %ld pieces in %.1f s\n",
		    prog.width, "", cli_prog, np, now() - prog.start);
	if ((size_t)np < size)
		fprintf(stderr, "%s: the text gives %ld pieces of %lu\n",
		    cli_prog, np, size);

	if (out == NULL)
		dump(stdout, b, np, first);
	else {
		if ((f = fopen(out, "w")) == NULL)
			cli_die("%s: %s", out, strerror(errno));
		dump(f, b, np, first);
		errno = 0;
		if (ferror(f) | fclose(f))
			cli_die("%s: write error%s%s", out, errno ? ": " : "",
			    errno ? strerror(errno) : "");
	}
	tt_bpe_free(b);
	tt_dict_free(d);
	cli_exit();
}
