/* SPDX-License-Identifier: MIT */
/* tt-stats: token counts, TR%, Pure%, gold boundaries and alignment. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "tt_eval.h"

enum {
	OPT_JSON = 256, OPT_TEXT, OPT_VOCAB, OPT_DELIM, OPT_GOLDP,
	OPT_MS, OPT_MSP, OPT_SIM, OPT_PERLINE, OPT_MERGE, OPT_TYPES
};

static const char shortopts[] = "bd:g:L:m:phV";
static const struct option longopts[] = {
	{ "dict", required_argument, NULL, 'd' },
	{ "mode", required_argument, NULL, 'm' },
	{ "pieces", no_argument, NULL, 'p' },
	{ "delimiter", required_argument, NULL, OPT_DELIM },
	{ "byte-level", no_argument, NULL, 'b' },
	{ "text", required_argument, NULL, OPT_TEXT },
	{ "vocab-size", required_argument, NULL, OPT_VOCAB },
	{ "lexicon", required_argument, NULL, 'L' },
	{ "gold", required_argument, NULL, 'g' },
	{ "gold-pieces", required_argument, NULL, OPT_GOLDP },
	{ "morphscore", required_argument, NULL, OPT_MS },
	{ "morphscore-pieces", required_argument, NULL, OPT_MSP },
	{ "similarity", no_argument, NULL, OPT_SIM },
	{ "per-line", no_argument, NULL, OPT_PERLINE },
	{ "merge", no_argument, NULL, OPT_MERGE },
	{ "json", no_argument, NULL, OPT_JSON },
	{ "types", required_argument, NULL, OPT_TYPES },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

static struct {
	const char *dir, *text, *gold, *goldp, *ms, *msp, *types;
	enum tt_mode mode;
	int json, pieces, perline, sim, merge;
	unsigned flags;			/* TT_PIECES_* */
	const char *delim;
	uint64_t vocab;
	int hasvocab;
} opt = { .mode = TT_MODE_LOSSLESS, .delim = " " };

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-stats [-bpV] [-d dir] [-m mode] [-L lexicon] "
	    "[-g gold] [--json] [file ...]\n"
	    "       tt-stats --similarity [--per-line] [--json] file1 file2 "
	    "[file ...]\n"
	    "       tt-stats --merge [--json] report ...\n"
	    "Report token counts and rates of a tokenization: of the text as tt "
	    "encodes it,\nor of pieces from any tokenizer (-p).\n"
	    "\n"
	    "  -d, --dict=DIR       dictionary directory (default: $TT_DICT, then the\n"
	    "                       installed default)\n"
	    "  -m, --mode=MODE      lossless (default), compat or syllable\n"
	    "  -p, --pieces         read pieces, one line per sentence: a JSON array or\n"
	    "                       pieces separated by spaces\n"
	    "      --delimiter=STR  separate pieces by STR instead of a space\n"
	    "  -b, --byte-level     pieces are in GPT-2's byte-level alphabet (Ġ...)\n"
	    "      --text=FILE      the original text of the pieces, line for line\n"
	    "      --vocab-size=N   the vocabulary size of the pieces' tokenizer\n"
	    "  -L, --lexicon=PATH   validator lexicon for TR%% and Pure%%: a file, or a\n"
	    "                       directory with morphemes.tsv and words.tsv\n"
	    "                       (default: $TT_LEXICON)\n"
	    "  -g, --gold=FILE      Morpho Challenge segmentations: boundary F1\n"
	    "      --gold-pieces=FILE  the pieces of each gold word, line for line\n"
	    "      --morphscore=FILE   MorphScore CSV: stem boundary rate\n"
	    "      --morphscore-pieces=FILE  the pieces of each MorphScore word\n"
	    "      --similarity     Smith-Waterman similarity of parallel token files:\n"
	    "                       file_a, file_b, lines, mean_similarity per pair\n"
	    "      --per-line       with --similarity and two files: one line each\n"
	    "      --merge          sum reports of shards into one\n"
	    "      --json           print the report as one JSON object\n"
	    "      --types=FILE     write each distinct type TR%% and Pure%% score to\n"
	    "                       FILE: its count, its class (pure, turkish or\n"
	    "                       other; - with no lexicon) and the type\n"
	    "  -h, --help           show this help and exit\n"
	    "  -V, --version        show the version and exit\n"
	    "\n"
	    "With no file, or when file is -, read standard input.  "
	    "See tt-stats(1).\n");
	cli_exit();
}

static struct {
	const char **v;
	size_t n, cap;
} lexpaths;

static void
addlex(const char *path)
{
	cli_grow(&lexpaths.v, &lexpaths.cap, lexpaths.n + 1,
	    sizeof *lexpaths.v);
	lexpaths.v[lexpaths.n++] = path;
}

/* --- Reports ------------------------------------------------------------- */

static void
putjson(const char *s)
{
	cli_json(stdout, (const uint8_t *)s, strlen(s), 0);
}

static void
print(const struct tt_metrics *m)
{
	struct tt_metric o[TT_METRICS_MAX];
	size_t i, n = tt_metrics_list(m, o);

	if (opt.json)
		putchar('{');
	for (i = 0; i < n; i++) {
		if (opt.json)
			printf("%s\"%s\":", i ? "," : "", o[i].name);
		else
			printf("%s\t", o[i].name);
		if (!o[i].known)
			fputs(opt.json ? "null" : "NA", stdout);
		else if (o[i].rate)
			printf("%.6f", o[i].value);
		else
			printf("%llu", (unsigned long long)o[i].count);
		if (!opt.json)
			putchar('\n');
	}
	if (opt.json)
		puts("}");
}

/* --- The lexicon --------------------------------------------------------- */

static void
loadlex(struct tt_lexicon *l, const char *path)
{
	static const char *const files[] = { "morphemes.tsv", "words.tsv" };
	struct tt_dict_error err;
	char *p;
	size_t i;
	int r, found = 0;
	struct stat sb;

	if (stat(path, &sb) < 0)
		cli_die("%s: %s", path, strerror(errno));
	if (!S_ISDIR(sb.st_mode)) {
		if ((r = tt_lexicon_load(l, path, &err)) == 0)
			return;
		goto fail;
	}
	for (i = 0; i < sizeof files / sizeof files[0]; i++) {
		p = cli_join(path, files[i]);
		if (stat(p, &sb) == 0) {
			found = 1;
			r = tt_lexicon_load(l, p, &err);
			free(p);
			if (r < 0)
				goto fail;
		} else
			free(p);
	}
	if (!found)
		cli_die("%s: no morphemes.tsv or words.tsv", path);
	return;
fail:
	cli_die_load(r, path, &err);
}

/* --- Gold words ---------------------------------------------------------- */

static struct tt_gold *
loadgold(const char *path, enum tt_gold_format fmt)
{
	struct tt_dict_error err;
	struct tt_gold *g;
	int r;

	if ((r = tt_gold_load(&g, path, fmt, &err)) < 0)
		cli_die_load(r, path, &err);
	return g;
}

/* Read the next line of f into *line; dies at a short file. */
static size_t
nextline(FILE *f, const char *path, char **line, size_t *cap,
    const char *what)
{
	ssize_t n;

	if ((n = cli_getline(line, cap, f, path)) < 0)
		cli_die("%s: fewer lines than %s", path, what);
	return n;
}

static void
atend(FILE *f, const char *path, const char *what)
{
	char *line = NULL;
	size_t cap = 0;

	if (cli_getline(&line, &cap, f, path) >= 0)
		cli_die("%s: more lines than %s", path, what);
	free(line);
}

static long
parse(struct tt_pieces *p, const char *s, size_t n, const char *path,
    long lineno)
{
	long r;

	r = tt_pieces_parse(p, (const uint8_t *)s, n,
	    (const uint8_t *)opt.delim, strlen(opt.delim), opt.flags);
	if (r == TT_ENOMEM)
		cli_die("%s: out of memory", path);
	if (r < 0) {
		cli_warn("%s:%ld: bad JSON", path, lineno);
		return 0;
	}
	return r;
}

/*
 * Score every word of gold g into m: cut by the tokenizer's pieces in
 * file piecepath, line for line, or else by e.
 */
static void
scoregold(const struct tt_gold *g, const char *piecepath,
    struct tt_encoder *e, struct tt_metrics *m)
{
	const struct tt_token *t;
	struct tt_pieces *p;
	size_t i, k, nw, nc, *cuts = NULL, cap = 0, lcap = 0, end;
	const uint8_t *w;
	char *line = NULL;
	FILE *f = NULL;
	long n;
	int mismatch;

	if (tt_pieces_new(&p) < 0)
		cli_die("out of memory");
	if (piecepath && (f = cli_open(piecepath)) == NULL)
		cli_exit();
	for (i = 0; i < tt_gold_size(g); i++) {
		w = tt_gold_word(g, i, &nw);
		mismatch = 0;
		if (f) {
			k = nextline(f, piecepath, &line, &lcap,
			    "the gold words");
			n = parse(p, line, k, piecepath, i + 1);
		} else if ((n = tt_encode(e, w, nw, &t)) < 0)
			cli_die("%s", tt_strerror(n));
		cli_grow(&cuts, &cap, n + 1, sizeof *cuts);
		if (f)
			nc = tt_pieces_cuts(p, w, nw, opt.flags, cuts,
			    &mismatch);
		else
			for (k = 0, nc = 0; k < (size_t)n; k++) {
				end = t[k].off + t[k].len;
				if (t[k].len > 0 && end < nw &&
				    (nc == 0 || cuts[nc - 1] < end))
					cuts[nc++] = end;
			}
		tt_gold_score(g, i, cuts, nc, mismatch, m);
	}
	if (f) {
		atend(f, piecepath, "the gold words");
		cli_close(f, piecepath);
	}
	free(cuts);
	free(line);
	tt_pieces_free(p);
}

/* --- The report of a corpus ---------------------------------------------- */

/* What the report of a corpus reads it with. */
struct corpus {
	struct tt_dict *d;		/* unless only pieces are read */
	struct tt_encoder *e;
	struct tt_lexicon *lex;		/* or NULL */
	struct tt_meter *mt;
	struct tt_pieces *p;
	struct tt_buf txt;		/* the text of a line of pieces */
	FILE *tf;			/* --text, or NULL */
	char *tline;			/* its line */
	size_t tcap;
};

/* The validator lexicons of -L, else $TT_LEXICON; NULL without any. */
static struct tt_lexicon *
loadlexicons(void)
{
	struct tt_lexicon *lex;
	const char *path;
	size_t k;

	if (lexpaths.n == 0 && (path = getenv("TT_LEXICON")) != NULL &&
	    *path)
		addlex(path);
	if (lexpaths.n == 0)
		return NULL;
	if (tt_lexicon_new(&lex) < 0)
		cli_die("out of memory");
	for (k = 0; k < lexpaths.n; k++)
		loadlex(lex, lexpaths.v[k]);
	return lex;
}

/* Encode a line of text and meter its tokens. */
static void
meterencoded(struct corpus *c, char *line, size_t len, const char *path)
{
	const struct tt_token *t;
	size_t k;
	long n;

	if ((n = tt_encode(c->e, (uint8_t *)line, len, &t)) < 0)
		cli_die("%s: %s", path, tt_strerror(n));
	tt_meter_text(c->mt, (uint8_t *)line, len);
	for (k = 0; k < (size_t)n; k++)
		if (tt_meter_token(c->mt, t[k].piece, t[k].npiece,
		    tt_dict_kind(c->d, t[k].id), t[k].id,
		    opt.mode == TT_MODE_SYLLABLE ? TT_PIECES_VOCAB : 0) < 0)
			cli_die("out of memory");
}

/* Meter a line of pieces, and its text: of --text, or the pieces'. */
static void
meterpieces(struct corpus *c, char *line, size_t len, const char *path,
    long lineno)
{
	const uint8_t *s;
	size_t k, np;
	long n;

	n = parse(c->p, line, len, path, lineno);
	if (c->tf) {
		k = nextline(c->tf, opt.text, &c->tline, &c->tcap,
		    "the pieces");
		tt_meter_text(c->mt, (uint8_t *)c->tline, k);
	} else {
		c->txt.n = 0;
		if (tt_pieces_text(c->p, opt.flags, &c->txt) < 0)
			cli_die("out of memory");
		tt_meter_text(c->mt, c->txt.s, c->txt.n);
	}
	for (k = 0; k < (size_t)n; k++) {
		s = tt_pieces_get(c->p, k, &np);
		if (tt_meter_token(c->mt, s, np, TT_KIND_NONE, 0,
		    opt.flags) < 0)
			cli_die("out of memory");
	}
}

/* Meter every line of the files, or of standard input. */
static void
metercorpus(struct corpus *c, char **files, int nfiles)
{
	const char *path;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	long lineno;
	FILE *f;
	int i;

	for (i = 0; i == 0 || i < nfiles; i++) {
		path = i < nfiles ? files[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		for (lineno = 1; (len = cli_getline(&line, &cap, f, path)) >=
		    0; lineno++)
			if (opt.pieces)
				meterpieces(c, line, len, path, lineno);
			else
				meterencoded(c, line, len, path);
		cli_close(f, path);
	}
	free(line);
	if (c->tf) {
		atend(c->tf, opt.text, "the pieces");
		cli_close(c->tf, opt.text);
	}
}

/* What is known beside the meter: the cuts, the vocabulary, the golds. */
static void
addscores(struct corpus *c, struct tt_metrics *m)
{
	const struct tt_paths *pa;
	struct tt_gold *g;

	if (c->e) {
		pa = tt_encoder_paths(c->e);
		m->cut_words = pa->words, m->cut_morph = pa->morph;
		m->cut_bpe = pa->bpe;
		m->cut_bytes = pa->bytes;
		if ((m->cut_norm = pa->norm) > 0)
			m->have |= TT_HAVE_NORM;
	}
	if (!opt.pieces) {
		m->vocab = tt_dict_size(c->d);
		m->have |= TT_HAVE_VOCAB;
	} else if (opt.hasvocab) {
		m->vocab = opt.vocab;
		m->have |= TT_HAVE_VOCAB;
	}
	if (opt.gold) {
		g = loadgold(opt.gold, TT_GOLD_MORPHO);
		scoregold(g, opt.goldp, c->e, m);
		m->have |= TT_HAVE_GOLD;
		tt_gold_free(g);
	}
	if (opt.ms) {
		g = loadgold(opt.ms, TT_GOLD_MORPHSCORE);
		scoregold(g, opt.msp, c->e, m);
		m->have |= TT_HAVE_MORPHSCORE;
		tt_gold_free(g);
	}
}

/* A line of --types (arg: its FILE): the count, the class (- without a
 * lexicon), the type; a byte token's as <0xHH>, as tt-encode --json
 * writes it, control characters and the bytes of any other byte piece
 * as \xHH. */
static int
puttype(void *arg, const uint8_t *s, size_t n, uint64_t count, unsigned cls)
{
	FILE *f = arg;
	bool bytes = n > 0 && s[0] == 0xff;
	size_t i;

	fprintf(f, "%llu\t%s\t", (unsigned long long)count,
	    lexpaths.n == 0 ? "-" : cls & TT_TYPE_PURE ? "pure" :
	    cls & TT_TYPE_TURKISH ? "turkish" : "other");
	for (i = bytes; i < n; i++)
		if (bytes || s[i] < 0x20 || s[i] == 0x7f)
			fprintf(f, bytes && n == 2 ? "<0x%02X>" : "\\x%02X",
			    s[i]);
		else
			putc(s[i], f);
	putc('\n', f);
	return 0;
}

/* --types: the meter's types into opt.types. */
static void
writetypes(const struct tt_meter *mt)
{
	FILE *f = cli_create(opt.types);

	tt_meter_types(mt, puttype, f);
	cli_finish(f, opt.types);
}

static void
report(char **files, int nfiles)
{
	struct corpus c = { 0 };
	struct tt_metrics m;

	if (opt.pieces && ((opt.gold && !opt.goldp) || (opt.ms && !opt.msp)))
		cli_misuse("with --pieces, --gold needs --gold-pieces and "
		    "--morphscore --morphscore-pieces");
	if (!opt.pieces && opt.text)
		cli_misuse("--text goes with --pieces");
	c.lex = loadlexicons();
	if (!opt.pieces || (opt.gold && !opt.goldp) || (opt.ms && !opt.msp)) {
		c.d = cli_dict(opt.dir);
		if (tt_encoder_new(&c.e, c.d, opt.mode) < 0)
			cli_die("out of memory");
	}
	if (tt_meter_new(&c.mt, c.lex) < 0 || tt_pieces_new(&c.p) < 0)
		cli_die("out of memory");
	if (opt.text && (c.tf = cli_open(opt.text)) == NULL)
		cli_exit();
	metercorpus(&c, files, nfiles);
	if (opt.types)
		writetypes(c.mt);
	m = *tt_meter_metrics(c.mt);
	addscores(&c, &m);
	print(&m);
	free(c.tline);
	tt_buf_free(&c.txt);
	tt_pieces_free(c.p);
	tt_meter_free(c.mt);
	tt_lexicon_free(c.lex);
	tt_encoder_free(c.e);
	tt_dict_free(c.d);
}

/* --- Similarity ---------------------------------------------------------- */

/* A file of token lines: line i is tok[line[i] .. line[i + 1]]. */
struct seqs {
	const char *path;
	uint32_t *tok;
	size_t ntok, captok;
	size_t *line;
	size_t nline, capline;
};

static void
loadseqs(struct seqs *q, struct tt_strtab *tab, struct tt_pieces *p)
{
	char *line = NULL;
	size_t cap = 0, k, np;
	const uint8_t *s;
	ssize_t len;
	long n, id;
	FILE *f;

	if ((f = cli_open(q->path)) == NULL)
		cli_exit();
	cli_grow(&q->line, &q->capline, 1, sizeof *q->line);
	q->line[0] = 0;
	while ((len = cli_getline(&line, &cap, f, q->path)) >= 0) {
		n = parse(p, line, len, q->path, q->nline + 1);
		cli_grow(&q->tok, &q->captok, q->ntok + n, sizeof *q->tok);
		cli_grow(&q->line, &q->capline, q->nline + 2, sizeof *q->line);
		for (k = 0; k < (size_t)n; k++) {
			s = tt_pieces_get(p, k, &np);
			if ((id = tt_strtab_id(tab, s, np)) < 0)
				cli_die("out of memory");
			q->tok[q->ntok++] = id;
		}
		q->line[++q->nline] = q->ntok;
	}
	cli_close(f, q->path);
	free(line);
}

static void
similarity(char **files, int nfiles)
{
	struct tt_strtab *tab;
	struct tt_pieces *p;
	struct seqs *q, *a, *b;
	size_t i, j, l, nl, la, lb, counted;
	long sc;
	double sum;

	if (nfiles < 2 || (opt.perline && nfiles != 2))
		cli_misuse("--similarity needs two files%s",
		    opt.perline ? " with --per-line" : " or more");
	if ((q = calloc(nfiles, sizeof *q)) == NULL ||
	    tt_strtab_new(&tab) < 0 || tt_pieces_new(&p) < 0)
		cli_die("out of memory");
	opt.flags = 0;
	for (i = 0; i < (size_t)nfiles; i++) {
		q[i].path = files[i];
		loadseqs(&q[i], tab, p);
	}
	for (i = 0; i < (size_t)nfiles; i++)
		for (j = i + 1; j < (size_t)nfiles; j++) {
			a = &q[i], b = &q[j];
			nl = a->nline < b->nline ? a->nline : b->nline;
			if (a->nline != b->nline)
				cli_warn("%s, %s: %zu and %zu lines", a->path,
				    b->path, a->nline, b->nline);
			for (l = 0, sum = 0, counted = 0; l < nl; l++) {
				la = a->line[l + 1] - a->line[l];
				lb = b->line[l + 1] - b->line[l];
				if (la == 0 && lb == 0) {
					if (opt.perline)
						putchar('\n');
					continue;
				}
				if ((sc = tt_sw_score(a->tok + a->line[l], la,
				    b->tok + b->line[l], lb)) < 0)
					cli_die("out of memory");
				sum += tt_sw_similarity(sc, la, lb);
				counted++;
				if (opt.perline)
					printf("%.6f\n",
					    tt_sw_similarity(sc, la, lb));
			}
			if (opt.perline)
				continue;
			if (opt.json) {
				fputs("{\"file_a\":", stdout);
				putjson(a->path);
				fputs(",\"file_b\":", stdout);
				putjson(b->path);
				printf(",\"lines\":%zu,\"mean_similarity\":"
				    "%.6f}\n", counted,
				    counted ? sum / counted : 0);
			} else
				printf("%s\t%s\t%zu\t%.6f\n", a->path, b->path,
				    counted, counted ? sum / counted : 0);
		}
	for (i = 0; i < (size_t)nfiles; i++) {
		free(q[i].tok);
		free(q[i].line);
	}
	free(q);
	tt_pieces_free(p);
	tt_strtab_free(tab);
}

/* --- Merging reports ----------------------------------------------------- */

/*
 * A report of tt-stats --json, one object of names and numbers (or null,
 * NA) on one line, into m; 0, or -1 when it is not one.
 */
static int
setjson(struct tt_metrics *m, const char *s, size_t n)
{
	size_t i = 1, k, v;

	if (n < 2 || s[0] != '{' || s[n - 1] != '}')
		return -1;
	if (n == 2)
		return 0;
	for (;;) {
		if (s[i] != '"')
			return -1;
		for (k = ++i; i < n && s[i] != '"'; i++)
			;
		if (i + 1 >= n || s[i + 1] != ':')
			return -1;
		for (v = i += 2; i < n - 1 && s[i] != ','; i++)
			;
		if (i - v == 4 && memcmp(s + v, "null", 4) == 0 ?
		    tt_metrics_set(m, s + k, v - 2 - k, "NA", 2) < 0 :
		    tt_metrics_set(m, s + k, v - 2 - k, s + v, i - v) < 0)
			return -1;
		if (i == n - 1)
			return 0;
		i++;
	}
}

/* A line of a report, TSV or JSON, into m; -1 when it is not one. */
static int
setline(struct tt_metrics *m, const char *line, size_t len)
{
	const char *tab;

	if (len > 0 && line[0] == '{')
		return setjson(m, line, len);
	if ((tab = memchr(line, '\t', len)) == NULL ||
	    tt_metrics_set(m, line, tab - line, tab + 1,
	    line + len - tab - 1) < 0)
		return -1;
	return 0;
}

static void
merge(char **files, int nfiles)
{
	struct tt_metrics total, m;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	long lineno;
	int i, first = 1;
	FILE *f;

	if (nfiles < 1)
		cli_misuse("--merge needs reports");
	memset(&total, 0, sizeof total);
	for (i = 0; i < nfiles; i++) {
		if ((f = cli_open(files[i])) == NULL)
			continue;
		memset(&m, 0, sizeof m);
		lineno = 0;
		while ((len = cli_getline(&line, &cap, f, files[i])) >= 0) {
			lineno++;
			if (setline(&m, line, len) < 0)
				cli_die("%s:%ld: not a line of a tt-stats "
				    "report", files[i], lineno);
		}
		cli_close(f, files[i]);
		if (first)
			total = m, first = 0;
		else if (tt_metrics_sum(&total, &m))
			cli_warn("%s: vocab_size differs from the first "
			    "report's", files[i]);
	}
	free(line);
	if (!first)
		print(&total);
}

/* --- Options ------------------------------------------------------------- */

static void
setdelim(const char *arg)
{
	if (*arg == '\0')
		cli_misuse("empty delimiter");
	opt.delim = arg;
}

static void
setvocab(const char *arg)
{
	char *end;

	errno = 0;
	opt.vocab = strtoull(arg, &end, 10);
	if (errno || *end || end == arg || *arg == '-')
		cli_misuse("bad vocabulary size '%s'", arg);
	opt.hasvocab = 1;
}

static void
parseopts(int argc, char *argv[])
{
	int c;

	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
		switch (c) {
		case 'b':
			opt.flags |= TT_PIECES_BYTELEVEL;
			break;
		case 'd':
			opt.dir = optarg;
			break;
		case 'g':
			opt.gold = optarg;
			break;
		case 'L':
			addlex(optarg);
			break;
		case 'm':
			opt.mode = cli_mode(optarg);
			break;
		case 'p':
			opt.pieces = 1;
			break;
		case OPT_DELIM:
			setdelim(optarg);
			break;
		case OPT_TEXT:
			opt.text = optarg;
			break;
		case OPT_VOCAB:
			setvocab(optarg);
			break;
		case OPT_GOLDP:
			opt.goldp = optarg;
			break;
		case OPT_MS:
			opt.ms = optarg;
			break;
		case OPT_MSP:
			opt.msp = optarg;
			break;
		case OPT_SIM:
			opt.sim = 1;
			break;
		case OPT_PERLINE:
			opt.perline = 1;
			break;
		case OPT_MERGE:
			opt.merge = 1;
			break;
		case OPT_JSON:
			opt.json = 1;
			break;
		case OPT_TYPES:
			opt.types = optarg;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	if (opt.sim && opt.merge)
		cli_misuse("--similarity and --merge do not go together");
	if (opt.perline && !opt.sim)
		cli_misuse("--per-line goes with --similarity");
	if (opt.types && (opt.sim || opt.merge))
		cli_misuse("--types goes with a report of text or pieces");
}

int
main(int argc, char *argv[])
{
	cli_init("tt-stats");
	parseopts(argc, argv);
	if (opt.sim)
		similarity(argv + optind, argc - optind);
	else if (opt.merge)
		merge(argv + optind, argc - optind);
	else
		report(argv + optind, argc - optind);
	cli_exit();
}
