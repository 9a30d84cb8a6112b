/* SPDX-License-Identifier: MIT */
/* tt-dict: inspect, compile and export dictionaries. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char shortopts[] = "d:hqsV";
static const struct option longopts[] = {
	{ "dict", required_argument, NULL, 'd' },
	{ "help", no_argument, NULL, 'h' },
	{ "quiet", no_argument, NULL, 'q' },
	{ "soft", no_argument, NULL, 's' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-dict [-V] [-d dir] info\n"
	    "       tt-dict [-V] [-d dir] compile\n"
	    "       tt-dict [-V] [-d dir] export outdir\n"
	    "       tt-dict [-qV] [-d dir] hints [file ...]\n"
	    "       tt-dict [-qV] [-d dir] counts [file ...]\n"
	    "       tt-dict [-qsV] [-d dir] recount [file ...]\n"
	    "Inspect a dictionary, compile it to an image that loads at once,\n"
	    "or export it in the reference format.\n"
	    "\n"
	    "  -d, --dict=DIR     dictionary directory (default: $TT_DICT, then the\n"
	    "                     built-in one)\n"
	    "  -h, --help         show this help and exit\n"
	    "  -q, --quiet        hints, counts, recount: no progress on a terminal\n"
	    "  -s, --soft         recount: share each word among its roots' cuts\n"
	    "                     by what they cost (soft counts)\n"
	    "  -V, --version      show the version and exit\n"
	    "\n"
	    "compile writes DIR/tt-dict.img; export writes kokler.json, ekler.json\n"
	    "and bpe_tokenler.json into outdir, which must exist; hints learns\n"
	    "decoding hints from text (for tt-decode --hints); counts counts the\n"
	    "roots words of text begin with (counts.tsv); recount the roots of\n"
	    "the cuts the dictionary's own model makes.  See tt-dict(1).\n");
	cli_exit();
}

/* What the commands that learn from text keep. */
struct learn {
	const struct tt_dict *d;
	struct tt_encoder *e;
	struct tt_hints *h;
	uint32_t *count, *scount;
	double *soft, *ssoft;	/* recount --soft: what it changes */
};

/* Call fn on each line of the files, or of standard input. */
static void
eachline(char **files, int nfiles, int (*fn)(struct learn *, uint8_t *,
    size_t), struct learn *l)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	unsigned long n = 0;
	double secs;
	int i;
	FILE *f;

	for (i = 0; i == 0 || i < nfiles; i++) {
		const char *path = i < nfiles ? files[i] : "-";

		if ((f = cli_open(path)) == NULL)
			continue;
		while ((len = cli_getline(&line, &cap, f, path)) >= 0) {
			if (fn(l, (uint8_t *)line, len) < 0)
				cli_die("out of memory");
			cli_progress("%s: %lu lines", path, ++n);
		}
		cli_close(f, path);
	}
	free(line);
	if (cli_progress_end(&secs))
		fprintf(stderr, "%s: %lu lines in %.1f s\n", cli_prog, n, secs);
}

/*
 * Learn decoding hints from the text files: encode each line in compat
 * mode and count the form each ID took beside its neighbours; count the
 * words.
 */
static int
hintline(struct learn *l, uint8_t *s, size_t n)
{
	const struct tt_token *t;
	long nt;

	if ((nt = tt_encode(l->e, s, n, &t)) < 0 ||
	    tt_hints_add(l->h, l->d, t, nt) < 0)
		return -1;
	return tt_hints_words(l->h, s, n);
}

static void
hints(const struct tt_dict *d, char **files, int nfiles)
{
	struct learn l = { .d = d };

	if (tt_encoder_new(&l.e, d, TT_MODE_COMPAT) < 0 ||
	    tt_hints_new(&l.h) < 0)
		cli_die("out of memory");
	eachline(files, nfiles, hintline, &l);
	if (tt_hints_write(l.h, stdout, 2) < 0) {
		cli_flush(1);	/* says why */
		cli_die("write error");
	}
	tt_hints_free(l.h);
	tt_encoder_free(l.e);
}

/*
 * Count the roots that the words of the text files begin with (counts),
 * or the roots of the cuts the lossless encoder makes of them with the
 * dictionary's own counts.tsv and trans.tsv (recount), and write them as
 * counts.tsv, naming the command and the files in its first line.  A
 * recount also says, for each root, in how many of those cuts a suffix
 * followed it (the fourth column): a count of fewest pieces credits
 * several roots a word, and cannot tell.
 */
static int
countline(struct learn *l, uint8_t *s, size_t n)
{
	return tt_encoder_count_roots(l->e, s, n, l->count);
}

/* Each root token, and in scount each that a suffix follows in its word. */
static int
recountline(struct learn *l, uint8_t *s, size_t n)
{
	const struct tt_token *t;
	long i, nt;

	if ((nt = tt_encode(l->e, s, n, &t)) < 0)
		return -1;
	for (i = 0; i < nt; i++)
		if (tt_dict_kind(l->d, t[i].id) == TT_KIND_ROOT &&
		    l->count[t[i].id] < UINT32_MAX) {
			l->count[t[i].id]++;
			if (i + 1 < nt && tt_dict_kind(l->d, t[i + 1].id) ==
			    TT_KIND_SUFFIX && t[i + 1].off == t[i].off +
			    t[i].len)
				l->scount[t[i].id]++;
		}
	return 0;
}

/* The count n with what soft counts change of it, rounded; never below
 * 0. */
static uint32_t
rounded(uint32_t n, double change)
{
	double c = n + change;

	return c < 0.5 ? 0 : c >= UINT32_MAX ? UINT32_MAX : (uint32_t)(c +
	    0.5);
}

static void
counts(const struct tt_dict *d, const char *cmd, char **files, int nfiles,
    bool soft)
{
	struct learn l = { .d = d };
	bool recount = strcmp(cmd, "recount") == 0;
	uint32_t id;
	int i;

	if ((l.count = calloc(tt_dict_size(d), sizeof *l.count)) == NULL ||
	    (recount && (l.scount = calloc(tt_dict_size(d),
	    sizeof *l.scount)) == NULL) ||
	    (soft && ((l.soft = calloc(tt_dict_size(d),
	    sizeof *l.soft)) == NULL || (l.ssoft = calloc(tt_dict_size(d),
	    sizeof *l.ssoft)) == NULL)) ||
	    tt_encoder_new(&l.e, d, TT_MODE_LOSSLESS) < 0)
		cli_die("out of memory");
	if (soft)
		tt_encoder_softcount(l.e, l.soft, l.ssoft);
	eachline(files, nfiles, recount ? recountline : countline, &l);
	tt_encoder_free(l.e);
	for (id = 0; soft && id < tt_dict_size(d); id++) {
		l.count[id] = rounded(l.count[id], l.soft[id]);
		l.scount[id] = rounded(l.scount[id], l.ssoft[id]);
		if (l.scount[id] > l.count[id])
			l.scount[id] = l.count[id];
	}
	printf("# tt-dict %s%s", cmd, soft ? " --soft" : "");
	for (i = 0; i < nfiles; i++)
		printf(" %s", files[i]);
	printf("\n");
	if (tt_dict_write_counts(d, l.count, l.scount, stdout) < 0) {
		cli_flush(1);	/* says why */
		cli_die("write error");
	}
	free(l.count);
	free(l.scount);
	free(l.soft);
	free(l.ssoft);
}

/* ID counts by kind, as TSV. */
static void
info(const struct tt_dict *d)
{
	static const enum tt_kind kinds[] = { TT_KIND_SPECIAL, TT_KIND_ROOT,
	    TT_KIND_SUFFIX, TT_KIND_BPE, TT_KIND_BYTE, TT_KIND_CASE,
	    TT_KIND_GLUE };
	unsigned long n[sizeof kinds / sizeof kinds[0]] = { 0 };
	uint32_t id;
	size_t k;

	for (id = 0; id < tt_dict_size(d); id++)
		for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
			if (tt_dict_kind(d, id) == kinds[k])
				n[k]++;
	printf("vocab_size\t%u\nbase_size\t%u\n", tt_dict_size(d),
	    tt_dict_base_size(d));
	for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
		printf("%s_ids\t%lu\n", tt_kind_name(kinds[k]), n[k]);
}

/* The command after the options, with its dictionary's directory. */
static const char *
parseopts(int argc, char *argv[], const char **dir, bool *soft)
{
	bool quiet = false;
	const char *cmd;
	int c;

	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
		switch (c) {
		case 'd':
			*dir = optarg;
			break;
		case 'h':
			usage();
		case 'q':
			quiet = true;
			break;
		case 's':
			*soft = true;
			break;
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	if (optind >= argc)
		cli_misuse("a command is needed: info, compile, export, hints, "
		    "counts or recount");
	cmd = argv[optind];
	if (strcmp(cmd, "info") && strcmp(cmd, "compile") &&
	    strcmp(cmd, "hints") && strcmp(cmd, "counts") &&
	    strcmp(cmd, "recount") &&
	    (strcmp(cmd, "export") || optind + 2 != argc))
		cli_misuse("unknown command or operands: %s", cmd);
	if (*soft && strcmp(cmd, "recount"))
		cli_misuse("--soft is for recount");
	cli_progress_start(quiet);
	*dir = cli_dictdir(*dir);
	return cmd;
}

static void
compile(const char *dir)
{
	struct tt_dict_error err;
	int r;

	/* Every failure but one fills err (a syllable model is not
	 * compiled), and says it as the other tools do. */
	if ((r = tt_dict_compile(dir, &err)) == TT_EINVAL && !err.file[0])
		cli_die("%s/tt-dict.img: syllable dictionaries are not "
		    "compiled", dir);
	if (r < 0)
		cli_die_load(r, dir, &err);
}

int
main(int argc, char *argv[])
{
	const char *dir = NULL, *cmd;
	char **files;
	int nfiles, r;
	bool soft = false;
	struct tt_dict *d;

	cli_init("tt-dict");
	cmd = parseopts(argc, argv, &dir, &soft);
	if (strcmp(cmd, "compile") == 0) {
		compile(dir);
		cli_exit();
	}
	d = cli_dict(dir);
	files = argv + optind + 1;
	nfiles = argc - optind - 1;
	if (strcmp(cmd, "info") == 0)
		info(d);
	else if (strcmp(cmd, "hints") == 0)
		hints(d, files, nfiles);
	else if (strcmp(cmd, "counts") == 0 || strcmp(cmd, "recount") == 0)
		counts(d, cmd, files, nfiles, soft);
	else if ((r = tt_dict_export(d, files[0])) < 0)
		cli_die("%s: %s", files[0], r == TT_EIO ? "cannot write" :
		    tt_strerror(r));
	tt_dict_free(d);
	cli_exit();
}
