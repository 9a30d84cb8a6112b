/* SPDX-License-Identifier: MIT */
/* tt-sylvocab: build a syllable dictionary directory from a word list. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

#define SIZE 2843	/* seed 002's vocabulary */

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-sylvocab [-cV] [-n size] [-o dir] [-s sets] [file ...]\n"
	    "Cut a word list into syllables and write a syllable dictionary.\n"
	    "\n"
	    "  -n, --size=N       pieces to keep: base characters, monosyllabic\n"
	    "                     words, then the most frequent syllables (2843)\n"
	    "  -o, --output=DIR   write the dictionary directory DIR\n"
	    "  -s, --sets=FILE    letter sets from FILE, a syllable.json (default:\n"
	    "                     the built-in Indonesian sets)\n"
	    "  -c, --counts       print every syllable and its count, as TSV\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n"
	    "\n"
	    "With no file, or when file is -, read standard input.  See tt-sylvocab(1).\n");
	cli_exit();
}

/* A JSON string: quotes, backslashes and control bytes escaped. */
static void
putstr(FILE *f, const uint8_t *s, size_t n)
{
	size_t i;

	putc('"', f);
	for (i = 0; i < n; i++) {
		if (s[i] == '"' || s[i] == '\\')
			fprintf(f, "\\%c", s[i]);
		else if (s[i] == '\n')
			fputs("\\n", f);
		else if (s[i] == '\t')
			fputs("\\t", f);
		else if (s[i] < 0x20)
			fprintf(f, "\\u%04x", s[i]);
		else
			putc(s[i], f);
	}
	putc('"', f);
}

static FILE *
create(const char *dir, const char *name, char *path, size_t cap)
{
	FILE *f;

	snprintf(path, cap, "%s/%s", dir, name);
	if ((f = fopen(path, "w")) == NULL)
		cli_die("%s: %s", path, strerror(errno));
	return f;
}

static void
finish(FILE *f, const char *path)
{
	errno = 0;
	if (ferror(f) | fclose(f))
		cli_die("%s: write error%s%s", path, errno ? ": " : "",
		    errno ? strerror(errno) : "");
}

/*
 * The directory: the special tokens (IDs 0-6, as every tt dictionary),
 * no suffixes, the pieces from ID 7 on, and the sets.
 */
static void
writedir(const char *dir, const struct tt_syl *sy,
    const struct tt_sylpiece *p, long n)
{
	static const char *special[] = { "<uppercase>", "<unknown>", " ",
	    "\n", "\t", "<pad>", "<eos>" };
	struct tt_buf b = { 0 };
	char path[4352];
	FILE *f;
	long i;

	if (mkdir(dir, 0777) < 0 && errno != EEXIST)
		cli_die("%s: %s", dir, strerror(errno));
	f = create(dir, "kokler.json", path, sizeof path);
	for (i = 0; i < 7; i++) {
		fputs(i ? ",\n  " : "{\n  ", f);
		putstr(f, (const uint8_t *)special[i], strlen(special[i]));
		fprintf(f, ": %ld", i);
	}
	fputs("\n}\n", f);
	finish(f, path);
	f = create(dir, "ekler.json", path, sizeof path);
	fputs("{}\n", f);
	finish(f, path);
	f = create(dir, "bpe_tokenler.json", path, sizeof path);
	for (i = 0; i < n; i++) {
		fputs(i ? ",\n  " : "{\n  ", f);
		putstr(f, p[i].s, p[i].n);
		fprintf(f, ": %ld", i + 7);
	}
	fputs(n ? "\n}\n" : "{}\n", f);
	finish(f, path);
	f = create(dir, "syllable.json", path, sizeof path);
	if (tt_syl_json(sy, &b) < 0)
		cli_die("out of memory");
	fwrite(b.s, 1, b.n, f);
	tt_buf_free(&b);
	finish(f, path);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "size", required_argument, NULL, 'n' },
		{ "output", required_argument, NULL, 'o' },
		{ "sets", required_argument, NULL, 's' },
		{ "counts", no_argument, NULL, 'c' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *out = NULL, *sets = NULL, *path;
	const struct tt_sylpiece *p;
	const struct tt_syl *sy;
	struct tt_syl *own = NULL;
	struct tt_dict_error err;
	struct tt_sylvocab *v;
	int c, counts = 0, i, r;
	unsigned long size = SIZE;
	char *line = NULL, *end;
	size_t cap = 0;
	ssize_t len;
	long n, k;
	FILE *f;

	cli_init("tt-sylvocab");
	while ((c = getopt_long(argc, argv, "n:o:s:chV", longopts, NULL)) !=
	    -1)
		switch (c) {
		case 'n':
			errno = 0;
			size = strtoul(optarg, &end, 10);
			if (*optarg < '0' || *optarg > '9' || *end || errno ||
			    size == 0 || size > 0x7fffff00) {
				fprintf(stderr, "tt-sylvocab: bad size '%s'\n",
				    optarg);
				cli_usage();
			}
			break;
		case 'o':
			out = optarg;
			break;
		case 's':
			sets = optarg;
			break;
		case 'c':
			counts = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	if (out == NULL && !counts) {
		fprintf(stderr,
		    "tt-sylvocab: nothing to do: give -o dir or -c\n");
		cli_usage();
	}
	sy = tt_syl_default();
	if (sets && (r = tt_syl_read(&own, sets, &err)) < 0) {
		if (r == TT_ENOMEM)
			cli_die("%s: out of memory", sets);
		if (err.line > 0)
			cli_die("%s:%d:%d: %s", err.file, err.line, err.column,
			    err.text);
		cli_die("%s: %s", err.file, err.text);
	}
	if (own)
		sy = own;
	if (tt_sylvocab_new(&v, sy) < 0)
		cli_die("out of memory");
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		while ((len = cli_getline(&line, &cap, f, path)) >= 0)
			if (tt_sylvocab_add(v, (uint8_t *)line, len) < 0)
				cli_die("%s: out of memory", path);
		cli_close(f, path);
	}
	/* A dictionary from a list that could not all be read is no use. */
	if (cli_status != 0)
		cli_exit();
	if (counts) {
		if ((n = tt_sylvocab_all(v, &p)) < 0)
			cli_die("out of memory");
		for (k = 0; k < n; k++) {
			fwrite(p[k].s, 1, p[k].n, stdout);
			printf("\t%llu\n", (unsigned long long)p[k].freq);
		}
	}
	if (out) {
		if ((n = tt_sylvocab_pick(v, size, &p)) == TT_EINVAL)
			cli_die("size %lu leaves no room for the base "
			    "characters", size);
		if (n < 0)
			cli_die("out of memory");
		writedir(out, sy, p, n);
	}
	free(line);
	tt_sylvocab_free(v);
	tt_syl_free(own);
	cli_exit();
}
