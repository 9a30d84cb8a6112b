/* SPDX-License-Identifier: MIT */
/* tt-encode: text lines in, one line of token IDs (or pieces) out per line. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "pool.h"

enum { OUT_IDS, OUT_PIECES, OUT_JSON };
enum { OPT_JSON = 256, OPT_FORMAT, OPT_SEPARATOR, OPT_INDEX, OPT_NOCACHE };

/*
 * Lines are encoded in batches of about BATCH bytes (or MAXLINES lines,
 * so that a file of empty lines still shares out) on the worker threads
 * and written in input order by the main thread.
 */
#define BATCH (256 * 1024)
#define MAXLINES 8192
#define MAXJOBS 256
#define NOSEP UINT32_MAX

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-encode [-tuV] [-d dir] [-j n] [-m mode] [--json] "
	    "[--format=fmt]\n"
	    "                 [--separator=id | --index=file] [--no-cache] "
	    "[file ...]\n"
	    "Encode each line of text into token IDs, one output line per input line.\n"
	    "\n"
	    "  -d, --dict=DIR     dictionary directory (default: $TT_DICT, then the\n"
	    "                     installed default)\n"
	    "  -m, --mode=MODE    lossless (default: decode gives the input back\n"
	    "                     byte for byte), compat (the reference encoder's IDs)\n"
	    "                     or syllable (with a syllable dictionary: dict/id)\n"
	    "  -t, --pieces       print the pieces instead of IDs\n"
	    "      --json         print one JSON object per line: ids, pieces,\n"
	    "                     types and byte offsets\n"
	    "      --format=FMT   text (default), or u16 or u32: raw little-endian\n"
	    "                     IDs, for training pipelines\n"
	    "      --separator=ID u16/u32: end each line with token ID (default: the\n"
	    "                     dictionary's \"\\n\" token)\n"
	    "      --index=FILE   u16/u32: no separator; write to FILE, for each\n"
	    "                     line, the offset (in IDs) where it ends, as a\n"
	    "                     little-endian uint64\n"
	    "  -j, --jobs=N       encode on N threads (default 1); output as with 1\n"
	    "  -u, --unbuffered   flush after every line (implies -j 1)\n"
	    "      --no-cache     cut every word afresh: the same output in less\n"
	    "                     memory, slower on text whose words repeat\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n"
	    "\n"
	    "With no file, or when file is -, read standard input.  See tt-encode(1).\n");
	cli_exit();
}

/* What every thread reads and none writes, once the options are parsed. */
static struct {
	const struct tt_dict *d;
	enum tt_mode mode;
	int out, fmt;
	uint32_t sep;		/* separator ID, or NOSEP */
	FILE *index;		/* the --index file, or NULL */
} opt;

/* A growing output buffer, one per batch. */
struct obuf {
	char *s;
	size_t n, cap;
};

static char *
ob_room(struct obuf *b, size_t more)
{
	cli_grow(&b->s, &b->cap, b->n + more, 1);
	return b->s + b->n;
}

static void
ob_put(struct obuf *b, const char *s, size_t n)
{
	memcpy(ob_room(b, n), s, n);
	b->n += n;
}

static void
ob_puts(struct obuf *b, const char *s)
{
	ob_put(b, s, strlen(s));
}

static void
ob_putc(struct obuf *b, char c)
{
	*ob_room(b, 1) = c;
	b->n++;
}

/* Decimal by hand: printf dominated the profile. */
static void
ob_putu(struct obuf *b, uint64_t v)
{
	char tmp[20], *o = ob_room(b, sizeof tmp);
	int k = 0;

	do
		tmp[k++] = '0' + v % 10;
	while ((v /= 10) > 0);
	while (k > 0)
		*o++ = tmp[--k];
	b->n = o - b->s;
}

/* pre, v in digits hex digits from hex (upper or lower case), post. */
static void
ob_puthex(struct obuf *b, const char *pre, unsigned v, int digits,
    const char *hex, const char *post)
{
	ob_puts(b, pre);
	while (digits-- > 0)
		ob_putc(b, hex[(v >> (4 * digits)) & 0xf]);
	ob_puts(b, post);
}

/* A piece for display: spaces as U+2581, control and raw bytes as <0xNN>. */
static void
putpiece(struct obuf *b, const struct tt_token *t, int json)
{
	static const char up[] = "0123456789ABCDEF", low[] = "0123456789abcdef";
	size_t i;
	uint8_t c;

	if (tt_dict_kind(opt.d, t->id) == TT_KIND_BYTE) {
		ob_puthex(b, "<0x", t->piece[0], 2, up, ">");
		return;
	}
	for (i = 0; i < t->npiece; i++) {
		c = t->piece[i];
		if (json && (c == '"' || c == '\\')) {
			ob_putc(b, '\\');
			ob_putc(b, c);
		} else if (c < 0x20 || c == 0x7f) {
			if (json)
				ob_puthex(b, "\\u", c, 4, low, "");
			else
				ob_puthex(b, "<0x", c, 2, up, ">");
		} else if (c == ' ' && !json)
			ob_puts(b, "\xe2\x96\x81");
		else
			ob_putc(b, c);
	}
}

static void
putjson(struct obuf *b, const struct tt_token *t, long n)
{
	long i;

	ob_puts(b, "{\"ids\":[");
	for (i = 0; i < n; i++) {
		if (i)
			ob_putc(b, ',');
		ob_putu(b, t[i].id);
	}
	ob_puts(b, "],\"pieces\":[");
	for (i = 0; i < n; i++) {
		ob_puts(b, i ? ",\"" : "\"");
		putpiece(b, &t[i], 1);
		ob_putc(b, '"');
	}
	ob_puts(b, "],\"types\":[");
	for (i = 0; i < n; i++) {
		ob_puts(b, i ? ",\"" : "\"");
		ob_puts(b, tt_kind_name(tt_dict_kind(opt.d, t[i].id)));
		ob_putc(b, '"');
	}
	ob_puts(b, "],\"offsets\":[");
	for (i = 0; i < n; i++) {
		ob_puts(b, i ? ",[" : "[");
		ob_putu(b, t[i].off);
		ob_putc(b, ',');
		ob_putu(b, t[i].off + t[i].len);
		ob_putc(b, ']');
	}
	ob_puts(b, "]}\n");
}

/*
 * IDs in decimal with one reservation a line: the hot path of the tool.
 * Every ID below ndecimal has its digits made once, with the space that
 * goes before it, in 8 bytes whose first 7 are copied whole: byte 7
 * holds the length.  Formatting led the profile before.
 */
static char (*decimal)[8];
static uint32_t ndecimal;

/* Counting in decimal strings: cheap enough for start-up. */
static void
makedecimal(uint32_t n)
{
	char d[8] = "0";
	uint32_t v;
	int k, len = 1;

	if (n == 0 || n > 1000000 ||
	    (decimal = calloc(n, sizeof *decimal)) == NULL)
		return;
	for (v = 0; v < n; v++) {
		if (v > 0) {
			for (k = len - 1; k >= 0 && d[k] == '9'; k--)
				d[k] = '0';
			if (k >= 0)
				d[k]++;
			else {
				memmove(d + 1, d, len++);
				d[0] = '1';
			}
		}
		decimal[v][0] = ' ';
		memcpy(decimal[v] + 1, d, len);
		decimal[v][7] = len + 1;
	}
	ndecimal = n;
}

static void
putids(struct obuf *b, const struct tt_token *t, long n)
{
	char *o = ob_room(b, (size_t)n * 11 + 8);
	uint32_t v;
	long i;
	int k;

	for (i = 0; i < n; i++) {
		if ((v = t[i].id) < ndecimal) {
			/* The first ID goes without its space. */
			memcpy(o, decimal[v] + (i == 0), 7);
			o += decimal[v][7] - (i == 0);
			continue;
		}
		if (i > 0)
			*o++ = ' ';
		for (k = 10; v > 0 || k == 10; v /= 10)
			o[--k] = '0' + v % 10;
		memmove(o, o + k, 10 - k);
		o += 10 - k;
	}
	*o++ = '\n';
	b->n = o - b->s;
}

/* One ID, little-endian, in opt.fmt bytes (its range is checked at start). */
static void
putbin(struct obuf *b, uint32_t id)
{
	char *o = ob_room(b, 4);
	int k;

	for (k = 0; k < opt.fmt; k++)
		o[k] = (id >> (8 * k)) & 0xff;
	b->n += opt.fmt;
}

/* The tokens of one line in the chosen format; -1 if one is the separator. */
static int
putline(struct obuf *b, const struct tt_token *t, long n)
{
	long i;

	switch (opt.fmt == FMT_TEXT ? opt.out : -1) {
	case OUT_JSON:
		putjson(b, t, n);
		return 0;
	case OUT_PIECES:
		for (i = 0; i < n; i++) {
			if (i)
				ob_putc(b, ' ');
			putpiece(b, &t[i], 0);
		}
		ob_putc(b, '\n');
		return 0;
	case OUT_IDS:
		putids(b, t, n);
		return 0;
	}
	for (i = 0; i < n; i++) {
		if (t[i].id == opt.sep)
			return -1;
		putbin(b, t[i].id);
	}
	if (opt.sep != NOSEP)
		putbin(b, opt.sep);
	return 0;
}

/* --- Batches: read by the main thread, encoded by a worker --------------- */

enum { ERR_SEP = 1 };

struct batch {
	uint8_t *text;		/* the lines, back to back */
	size_t ntext, captext;
	size_t *len;		/* the length of each line */
	uint64_t *ntok;		/* --index: the IDs of each line */
	size_t nline, caplen, capntok;
	const char *path;	/* where the lines come from */
	unsigned long first;	/* the number of the first line there */
	struct obuf out;	/* the encoded lines */
	long err;		/* 0, ERR_SEP or a TT_E* code */
	size_t errline;		/* the line of err */
};

struct worker {
	struct tt_encoder *e;
};

static void
addline(struct batch *b, const char *s, size_t n)
{
	cli_grow(&b->len, &b->caplen, b->nline + 1, sizeof *b->len);
	cli_grow(&b->ntok, &b->capntok, b->nline + 1, sizeof *b->ntok);
	cli_grow(&b->text, &b->captext, b->ntext + n, 1);
	memcpy(b->text + b->ntext, s, n);
	b->ntext += n;
	b->len[b->nline++] = n;
}

/* Encode every line of b; stop at the first error, output up to it. */
static void
run(void *wp, void *bp)
{
	struct worker *w = wp;
	struct batch *b = bp;
	const struct tt_token *t;
	const uint8_t *s = b->text;
	size_t i, mark;
	long n;

	for (i = 0; i < b->nline; s += b->len[i++]) {
		if ((n = tt_encode(w->e, s, b->len[i], &t)) < 0) {
			b->err = n;
			b->errline = i;
			return;
		}
		mark = b->out.n;
		if (putline(&b->out, t, n) < 0) {
			b->out.n = mark;
			b->err = ERR_SEP;
			b->errline = i;
			return;
		}
		b->ntok[i] = n;
	}
}

static void
putindex(uint64_t v)
{
	unsigned char o[8];
	int k;

	for (k = 0; k < 8; k++)
		o[k] = (v >> (8 * k)) & 0xff;
	fwrite(o, 1, sizeof o, opt.index);
}

static int unbuffered;

/* Write b out (main thread, in input order). */
static void
finish(void *bp)
{
	struct batch *b = bp;
	static uint64_t end;	/* --index: IDs written so far */
	size_t i, nl = b->err ? b->errline : b->nline;

	if (b->out.n > 0)
		fwrite(b->out.s, 1, b->out.n, stdout);
	for (i = 0; opt.index != NULL && i < nl; i++)
		putindex(end += b->ntok[i]);
	if (b->err == ERR_SEP)
		cli_die("%s:%lu: the line encodes to the separator ID %u "
		    "(choose another --separator, or use --index)", b->path,
		    b->first + b->errline, opt.sep);
	if (b->err)
		cli_die("%s: %s", b->path, tt_strerror(b->err));
	cli_flush(unbuffered);
}

/* The pool's other hooks (pool.h): a batch is a job. */
static void
resetjob(void *p)
{
	struct batch *b = p;

	b->ntext = b->nline = b->out.n = b->errline = 0;
	b->err = 0;
}

static void
freejob(void *p)
{
	struct batch *b = p;

	free(b->text);
	free(b->len);
	free(b->ntok);
	free(b->out.s);
}

static void
freeworker(void *w)
{
	tt_encoder_free(((struct worker *)w)->e);
}

static const struct pool_def pooldef = { sizeof(struct batch),
    sizeof(struct worker), run, finish, resetjob, freejob,
    freeworker };

/* --- Options ------------------------------------------------------------- */

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "dict", required_argument, NULL, 'd' },
		{ "mode", required_argument, NULL, 'm' },
		{ "pieces", no_argument, NULL, 't' },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "separator", required_argument, NULL, OPT_SEPARATOR },
		{ "index", required_argument, NULL, OPT_INDEX },
		{ "jobs", required_argument, NULL, 'j' },
		{ "unbuffered", no_argument, NULL, 'u' },
		{ "no-cache", no_argument, NULL, OPT_NOCACHE },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *dir = NULL, *path, *sep = NULL, *index = NULL;
	int c, i, jobs = 1, eof, nocache = 0;
	unsigned long lineno;
	struct tt_dict *d;
	struct batch *b;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	FILE *f;

	cli_init("tt-encode");
	opt.mode = TT_MODE_LOSSLESS;
	opt.out = OUT_IDS;
	while ((c = getopt_long(argc, argv, "d:j:m:tuhV", longopts,
	    NULL)) != -1)
		switch (c) {
		case 'd':
			dir = optarg;
			break;
		case 'j':
			jobs = cli_number(optarg, "number of jobs", 1, MAXJOBS);
			break;
		case 'm':
			opt.mode = cli_mode(optarg);
			break;
		case 't':
			opt.out = OUT_PIECES;
			break;
		case OPT_JSON:
			opt.out = OUT_JSON;
			break;
		case OPT_FORMAT:
			opt.fmt = cli_format(optarg);
			break;
		case OPT_SEPARATOR:
			sep = optarg;
			break;
		case OPT_INDEX:
			index = optarg;
			break;
		case 'u':
			unbuffered = 1;
			break;
		case OPT_NOCACHE:
			nocache = 1;
			break;
		case 'h':
			usage();
			/* NOTREACHED */
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	if (opt.fmt == FMT_TEXT && (sep != NULL || index != NULL)) {
		fprintf(stderr, "%s: --separator and --index need --format=u16 "
		    "or u32\n", cli_prog);
		cli_usage();
	}
	if (opt.fmt != FMT_TEXT && opt.out != OUT_IDS) {
		fprintf(stderr, "%s: --format=u%d writes IDs only, not pieces "
		    "or JSON\n", cli_prog, 8 * opt.fmt);
		cli_usage();
	}
	if (sep != NULL && index != NULL) {
		fprintf(stderr, "%s: --separator and --index exclude each "
		    "other\n", cli_prog);
		cli_usage();
	}
	opt.d = d = cli_dict(dir);
	if (opt.out == OUT_IDS && opt.fmt == FMT_TEXT)
		makedecimal(tt_dict_size(d));
	opt.sep = NOSEP;
	if (opt.fmt == FMT_U16 && tt_dict_size(opt.d) > 65536)
		cli_die("--format=u16: the dictionary's IDs do not fit in 16 "
		    "bits (vocabulary size %u); use --format=u32",
		    tt_dict_size(opt.d));
	if (sep != NULL) {
		opt.sep = cli_number(sep, "separator ID", 0, NOSEP - 1);
		if (opt.sep >= tt_dict_size(opt.d))
			cli_die("separator ID %u out of range (vocabulary "
			    "size %u)", opt.sep, tt_dict_size(opt.d));
	} else if (opt.fmt != FMT_TEXT && index == NULL &&
	    (opt.sep = cli_newline_id(opt.d)) == NOSEP)
		cli_die("the dictionary has no \"\\n\" token: give "
		    "--separator=ID or --index=FILE");
	if (index != NULL && (opt.index = fopen(index, "wb")) == NULL)
		cli_die("%s: %s", index, strerror(errno));
	pool_start(&pooldef, unbuffered ? 1 : jobs);
	for (i = 0; i < (unbuffered || jobs < 2 ? 1 : jobs); i++) {
		struct tt_encoder **e = &((struct worker *)pool_worker(i))->e;

		if (tt_encoder_new(e, opt.d, opt.mode) < 0)
			cli_die("out of memory");
		if (nocache)
			tt_encoder_nocache(*e);
		if (i > 0 && tt_encoder_share(*e,
		    ((struct worker *)pool_worker(0))->e) < 0)
			cli_die("out of memory");
	}

	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		for (lineno = 1, eof = 0; !eof;) {
			b = pool_next();
			b->path = path;
			b->first = lineno;
			while (b->ntext < BATCH && b->nline < (unbuffered ? 1 :
			    MAXLINES)) {
				if ((len = cli_getline(&line, &cap, f,
				    path)) < 0) {
					eof = 1;
					break;
				}
				addline(b, line, len);
			}
			lineno += b->nline;
			if (b->nline > 0)
				pool_submit();
		}
		cli_close(f, path);
	}
	pool_stop();
	if (opt.index != NULL && (fflush(opt.index) == EOF ||
	    ferror(opt.index) || fclose(opt.index) == EOF))
		cli_die("%s: write error", index);
	free(line);
	tt_dict_free(d);
	cli_exit();
}
