/* SPDX-License-Identifier: MIT */
/* tt-sylvocab: build a syllable dictionary directory from a word list. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#define SIZE 2843	/* seed 002's vocabulary */

static const char shortopts[] = "i:n:o:s:chV";
static const struct option longopts[] = {
	{ "ids", required_argument, NULL, 'i' },
	{ "size", required_argument, NULL, 'n' },
	{ "output", required_argument, NULL, 'o' },
	{ "sets", required_argument, NULL, 's' },
	{ "counts", no_argument, NULL, 'c' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

static struct {
	const char *out, *sets, *ids;
	unsigned long size;
	int counts;
} opt = { .size = SIZE };

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-sylvocab [-cV] [-i dir] [-n size] [-o dir] [-s sets] "
	    "[file ...]\n"
	    "Cut a word list into syllables and write a syllable dictionary.\n"
	    "\n"
	    "  -i, --ids=DIR      a piece that the dictionary DIR has keeps its ID\n"
	    "                     there; the others take the lowest free IDs\n"
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

/* The files of a dictionary, in the order they are written. */
static const char *const files[] = { "kokler.json", "ekler.json",
    "bpe_tokenler.json", "syllable.json" };
#define NFILES (sizeof files / sizeof files[0])

/* The directory being written beside -o: removed if anything fails. */
static char *tmpdir;

/* Remove tmpdir and what was written into it. */
static void
cleanup(void)
{
	char *path;
	size_t i;

	if (tmpdir == NULL)
		return;
	for (i = 0; i < NFILES; i++) {
		path = cli_join(tmpdir, files[i]);
		(void)unlink(path);
		free(path);
	}
	(void)rmdir(tmpdir);
	free(tmpdir);
	tmpdir = NULL;
}

/*
 * Exit 2 with "path: what: the reason" (what may be NULL), the
 * temporary directory removed.
 */
static void __attribute__((noreturn))
fail(const char *path, const char *what)
{
	int e = errno;

	cleanup();
	cli_die("%s: %s%s%s", path, what ? what : "",
	    what && e ? ": " : "", e ? strerror(e) : "");
}

/* Open file i of tmpdir to write; *path, to free, names it in messages. */
static FILE *
create(size_t i, char **path)
{
	FILE *f;

	*path = cli_join(tmpdir, files[i]);
	if ((f = fopen(*path, "w")) == NULL)
		fail(*path, NULL);
	return f;
}

/* Close what create opened, flushed to the disk. */
static void
closefile(FILE *f, char *path)
{
	errno = 0;
	if (ferror(f) | fflush(f) | fsync(fileno(f)) | fclose(f))
		fail(path, "write error");
	free(path);
}

/* A new directory beside dir (same file system, so rename works). */
static void
maketmp(const char *dir)
{
	size_t n = strlen(dir);

	while (n > 1 && dir[n - 1] == '/')
		n--;
	if ((tmpdir = malloc(n + sizeof ".tmpXXXXXX")) == NULL)
		cli_die("out of memory");
	memcpy(tmpdir, dir, n);
	memcpy(tmpdir + n, ".tmpXXXXXX", sizeof ".tmpXXXXXX");
	if (mkdtemp(tmpdir) == NULL) {
		fail(dir, NULL);
	}
}

/*
 * Put the written directory in place: renamed to dir if there is none,
 * else its files renamed into dir one by one (other files there stay).
 */
static void
install(const char *dir)
{
	char *from, *to;
	size_t i;

	if (rename(tmpdir, dir) == 0) {
		free(tmpdir);
		tmpdir = NULL;
		return;
	}
	if (errno != EEXIST && errno != ENOTEMPTY)
		fail(dir, "cannot rename the new dictionary to it");
	for (i = 0; i < NFILES; i++) {
		from = cli_join(tmpdir, files[i]);
		to = cli_join(dir, files[i]);
		if (rename(from, to) < 0)
			fail(to, "cannot replace");
		free(from);
		free(to);
	}
	cleanup();
}

/* A piece and its ID. */
struct idpiece {
	const uint8_t *s;
	size_t n;
	uint32_t id;
};

/* Order by bytes (for bsearch), a prefix first. */
static int
bybytes(const void *a, const void *b)
{
	const struct idpiece *x = a, *y = b;
	int c = memcmp(x->s, y->s, x->n < y->n ? x->n : y->n);

	return c ? c : (x->n > y->n) - (x->n < y->n);
}

static int
byid(const void *a, const void *b)
{
	const struct idpiece *x = a, *y = b;

	return (x->id > y->id) - (x->id < y->id);
}

/* The pieces (kind bpe) of the dictionary d, by bytes; *m of them. */
static struct idpiece *
oldpieces(const struct tt_dict *d, size_t *m)
{
	struct idpiece *o = NULL;
	size_t cap = 0;
	uint32_t id;

	*m = 0;
	for (id = 0; id < tt_dict_base_size(d); id++) {
		if (tt_dict_kind(d, id) != TT_KIND_BPE)
			continue;
		cli_grow(&o, &cap, *m + 1, sizeof *o);
		o[*m].s = tt_dict_piece(d, id, &o[*m].n);
		o[*m].id = id;
		(*m)++;
	}
	if (*m > 0)
		qsort(o, *m, sizeof *o, bybytes);
	return o;
}

/*
 * The IDs of the n pieces p: with no old dictionary, from 7 on in rank
 * order; else a piece that d has keeps its ID there (from 7 on), and the
 * others take, in rank order, the lowest IDs from 7 on that no kept
 * piece has.  Returns the pieces by ID.
 */
static struct idpiece *
assign(const struct tt_sylpiece *p, long n, const struct tt_dict *d)
{
	struct idpiece *q = NULL, *o = NULL, *hit;
	size_t m = 0, cap = 0, top = 7 + (size_t)n;
	uint8_t *taken;
	uint32_t next = 7;
	long k;

	cli_grow(&q, &cap, (size_t)n + 1, sizeof *q);
	if (d != NULL) {
		o = oldpieces(d, &m);
		top += tt_dict_base_size(d);
	}
	if ((taken = calloc(top, 1)) == NULL)
		cli_die("out of memory");
	for (k = 0; k < n; k++) {
		q[k] = (struct idpiece){ p[k].s, p[k].n, 0 };
		hit = m ? bsearch(&q[k], o, m, sizeof *o, bybytes) : NULL;
		if (hit != NULL && hit->id >= 7)
			taken[q[k].id = hit->id] = 1;
	}
	for (k = 0; k < n; k++)
		if (q[k].id == 0) {
			while (taken[next])
				next++;
			taken[q[k].id = next] = 1;
		}
	qsort(q, (size_t)n, sizeof *q, byid);
	free(taken);
	free(o);
	return q;
}

/* The pieces from ID 7 on, a JSON object. */
static void
putpieces(FILE *f, const struct idpiece *q, long n)
{
	long i;

	for (i = 0; i < n; i++) {
		fputs(i ? ",\n  " : "{\n  ", f);
		cli_json(f, q[i].s, q[i].n, CLI_JSON_SHORT);
		fprintf(f, ": %lu", (unsigned long)q[i].id);
	}
	fputs(n ? "\n}\n" : "{}\n", f);
}

/*
 * The directory: the special tokens (IDs 0-6, as every tt dictionary),
 * no suffixes, the pieces from ID 7 on, and the sets.  Written into a
 * directory beside dir and renamed, so that a write error leaves dir as
 * it was, never a part of a dictionary (which would load as another
 * format: without syllable.json, the built-in sets).
 */
static void
writedir(const char *dir, const struct tt_syl *sy, const struct idpiece *q,
    long n)
{
	static const char *special[] = { "<uppercase>", "<unknown>", " ",
	    "\n", "\t", "<pad>", "<eos>" };
	struct tt_buf b = { 0 };
	char *path;
	FILE *f;
	long i;

	maketmp(dir);
	f = create(0, &path);
	for (i = 0; i < 7; i++) {
		fputs(i ? ",\n  " : "{\n  ", f);
		cli_json(f, (const uint8_t *)special[i], strlen(special[i]),
		    CLI_JSON_SHORT);
		fprintf(f, ": %ld", i);
	}
	fputs("\n}\n", f);
	closefile(f, path);
	f = create(1, &path);
	fputs("{}\n", f);
	closefile(f, path);
	f = create(2, &path);
	putpieces(f, q, n);
	closefile(f, path);
	f = create(3, &path);
	if (tt_syl_json(sy, &b) < 0) {
		errno = ENOMEM;
		fail(path, "cannot write");
	}
	fwrite(b.s, 1, b.n, f);
	tt_buf_free(&b);
	closefile(f, path);
	install(dir);
}

static void
setsize(const char *arg)
{
	char *end;

	errno = 0;
	opt.size = strtoul(arg, &end, 10);
	if (*arg < '0' || *arg > '9' || *end || errno || opt.size == 0 ||
	    opt.size > 0x7fffff00)
		cli_misuse("bad size '%s'", arg);
}

static void
parseopts(int argc, char *argv[])
{
	int c;

	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
		switch (c) {
		case 'i':
			opt.ids = optarg;
			break;
		case 'n':
			setsize(optarg);
			break;
		case 'o':
			opt.out = optarg;
			break;
		case 's':
			opt.sets = optarg;
			break;
		case 'c':
			opt.counts = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	if (opt.out == NULL && !opt.counts)
		cli_misuse("nothing to do: give -o dir or -c");
	if (opt.ids != NULL && opt.out == NULL)
		cli_misuse("-i gives IDs to the dictionary of -o: give -o dir");
}

/* The letter sets of -s, or NULL for the built-in ones. */
static struct tt_syl *
loadsets(const char *path)
{
	struct tt_dict_error err;
	struct tt_syl *sy = NULL;
	int r;

	if (path != NULL && (r = tt_syl_read(&sy, path, &err)) < 0)
		cli_die_load(r, path, &err);
	return sy;
}

/* Every syllable and its count, as TSV. */
static void
putcounts(struct tt_sylvocab *v)
{
	const struct tt_sylpiece *p;
	long n, k;

	if ((n = tt_sylvocab_all(v, &p)) < 0)
		cli_die("out of memory");
	for (k = 0; k < n; k++) {
		fwrite(p[k].s, 1, p[k].n, stdout);
		printf("\t%llu\n", (unsigned long long)p[k].freq);
	}
}

/* Pick the pieces of v, give them IDs (from old, if any) and write -o. */
static void
build(struct tt_sylvocab *v, const struct tt_syl *sy,
    const struct tt_dict *old)
{
	const struct tt_sylpiece *p;
	struct idpiece *q;
	long n;

	if ((n = tt_sylvocab_pick(v, opt.size, &p)) == TT_EINVAL)
		cli_die("size %lu leaves no room for the base characters",
		    opt.size);
	if (n < 0)
		cli_die("out of memory");
	q = assign(p, n, old);
	writedir(opt.out, sy, q, n);
	free(q);
}

int
main(int argc, char *argv[])
{
	struct tt_dict *old = NULL;
	const struct tt_syl *sy;
	struct tt_syl *own;
	struct tt_sylvocab *v;
	const char *path;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	FILE *f;
	int i;

	cli_init("tt-sylvocab");
	parseopts(argc, argv);
	if (opt.ids != NULL)
		old = cli_dict(opt.ids);
	sy = (own = loadsets(opt.sets)) != NULL ? own : tt_syl_default();
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
	if (opt.counts)
		putcounts(v);
	if (opt.out)
		build(v, sy, old);
	free(line);
	tt_sylvocab_free(v);
	if (old != NULL)
		tt_dict_free(old);
	tt_syl_free(own);
	cli_exit();
}
