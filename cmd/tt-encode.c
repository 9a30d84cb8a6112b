/* SPDX-License-Identifier: MIT */
/* tt-encode: text lines in, one line of token IDs (or pieces) out per line. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "idfmt.h"
#include "parts.h"
#include "pool.h"

enum { OUT_IDS, OUT_PIECES, OUT_JSON };
enum { OPT_JSON = IDFMT_OPT_END, OPT_NOCACHE };

/*
 * Lines are encoded in batches of about BATCH bytes (or MAXLINES lines,
 * so that a file of empty lines still shares out) on the worker threads
 * and written in input order by the main thread.
 */
#define BATCH (256 * 1024)
#define MAXLINES 8192
#define MAXJOBS 256
/* A line longer than parts.c's window is encoded in parts in lossless
 * mode, but for --json, whose line holds every ID before any piece. */

static const char shortopts[] = "d:j:m:tuhV";
static const struct option longopts[] = {
	{ "dict", required_argument, NULL, 'd' },
	{ "mode", required_argument, NULL, 'm' },
	{ "pieces", no_argument, NULL, 't' },
	{ "json", no_argument, NULL, OPT_JSON },
	{ "format", required_argument, NULL, IDFMT_OPT_FORMAT },
	{ "separator", required_argument, NULL, IDFMT_OPT_SEPARATOR },
	{ "index", required_argument, NULL, IDFMT_OPT_INDEX },
	{ "jobs", required_argument, NULL, 'j' },
	{ "unbuffered", no_argument, NULL, 'u' },
	{ "no-cache", no_argument, NULL, OPT_NOCACHE },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

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

/*
 * The options; what every thread reads and none writes once they are
 * parsed.
 */
static struct {
	const char *dir;
	const struct tt_dict *d;
	enum tt_mode mode;
	int out, jobs, unbuffered, nocache;
	struct idfmt idf;
} opt = { .mode = TT_MODE_LOSSLESS, .out = OUT_IDS, .jobs = 1 };

/* A raw byte as a piece shows it: <0xNN>. */
static void
putbyte(struct tt_buf *b, uint8_t c)
{
	cli_buf_puts(b, "<0x");
	cli_buf_hex(b, c, 2, 1);
	cli_buf_putc(b, '>');
}

/* A piece for display: spaces as U+2581, control and raw bytes as <0xNN>. */
static void
putpiece(struct tt_buf *b, const struct tt_token *t)
{
	size_t i, j;
	uint8_t c = 0;

	if (tt_dict_kind(opt.d, t->id) == TT_KIND_BYTE) {
		putbyte(b, t->piece[0]);
		return;
	}
	/* Runs of bytes shown as they are go whole. */
	for (i = 0; i < t->npiece; i = j + 1) {
		for (j = i; j < t->npiece && (c = t->piece[j]) > ' ' &&
		    c != 0x7f; j++)
			;
		cli_buf_put(b, t->piece + i, j - i);
		if (j == t->npiece)
			break;
		if (c == ' ')
			cli_buf_puts(b, "\xe2\x96\x81");
		else
			putbyte(b, c);
	}
}

/* A piece as a JSON string: a raw byte as it shows as a piece. */
static void
putjsonpiece(struct tt_buf *b, const struct tt_token *t)
{
	if (tt_dict_kind(opt.d, t->id) == TT_KIND_BYTE) {
		cli_buf_putc(b, '"');
		putbyte(b, t->piece[0]);
		cli_buf_putc(b, '"');
	} else
		cli_buf_json(b, t->piece, t->npiece, CLI_JSON_DEL);
}

/* A line's IDs, which its glosses read (tt_dict_reading). */
struct idlist {
	uint32_t *id;
	size_t cap;
};

/* Of each token, its gloss as its word reads it or, with pos, its parts
 * of speech; else "". */
static void
putnotes(struct tt_buf *b, struct idlist *ids, const struct tt_token *t,
    long n, bool pos)
{
	const char *s;
	size_t ns;
	long i;

	cli_buf_puts(b, pos ? "],\"pos\":[" : "],\"glosses\":[");
	if (!pos) {
		cli_grow(&ids->id, &ids->cap, n, sizeof *ids->id);
		for (i = 0; i < n; i++)
			ids->id[i] = t[i].id;
	}
	for (i = 0; i < n; i++) {
		if (i)
			cli_buf_putc(b, ',');
		if (pos)
			s = tt_dict_pos(opt.d, t[i].id, &ns);
		else
			s = tt_dict_reading(opt.d, ids->id, n, i, &ns);
		cli_buf_json(b, (const uint8_t *)s, ns, CLI_JSON_DEL);
	}
}

static void
putjson(struct tt_buf *b, struct idlist *ids, const struct tt_token *t,
    long n)
{
	long i;

	cli_buf_puts(b, "{\"ids\":[");
	for (i = 0; i < n; i++) {
		if (i)
			cli_buf_putc(b, ',');
		cli_buf_putu(b, t[i].id);
	}
	cli_buf_puts(b, "],\"pieces\":[");
	for (i = 0; i < n; i++) {
		if (i)
			cli_buf_putc(b, ',');
		putjsonpiece(b, &t[i]);
	}
	cli_buf_puts(b, "],\"types\":[");
	for (i = 0; i < n; i++) {
		cli_buf_puts(b, i ? ",\"" : "\"");
		cli_buf_puts(b, tt_kind_name(tt_dict_kind(opt.d, t[i].id)));
		cli_buf_putc(b, '"');
	}
	putnotes(b, ids, t, n, false);
	putnotes(b, ids, t, n, true);
	cli_buf_puts(b, "],\"offsets\":[");
	for (i = 0; i < n; i++) {
		cli_buf_puts(b, i ? ",[" : "[");
		cli_buf_putu(b, t[i].off);
		cli_buf_putc(b, ',');
		cli_buf_putu(b, t[i].off + t[i].len);
		cli_buf_putc(b, ']');
	}
	cli_buf_puts(b, "]}\n");
}

/* The tokens of one line in the chosen format; -1 if one is the separator. */
static int
putline(struct tt_buf *b, struct idlist *ids, const struct tt_token *t,
    long n)
{
	long i;

	switch (opt.idf.fmt == IDFMT_TEXT ? opt.out : -1) {
	case OUT_JSON:
		putjson(b, ids, t, n);
		return 0;
	case OUT_PIECES:
		for (i = 0; i < n; i++) {
			if (i)
				cli_buf_putc(b, ' ');
			putpiece(b, &t[i]);
		}
		cli_buf_putc(b, '\n');
		return 0;
	case OUT_IDS:
		idfmt_put_decimal(b, t, n);
		return 0;
	}
	return idfmt_put_raw(&opt.idf, b, t, n);
}

/* --- Batches: read by the main thread, encoded by a worker --------------- */

enum { ERR_SEP = 1 };
/* What an entry of a batch is: a whole line, or a part of one. */
enum { FIRST = PART_FIRST, LAST = PART_LAST, WHOLE = PART_WHOLE };

struct batch {
	uint8_t *text;		/* the entries, back to back */
	size_t ntext, captext;
	size_t *len;		/* the length of each entry */
	size_t *at;		/* where its part begins, after context */
	uint8_t *flags;		/* FIRST, LAST */
	uint64_t *ntok;		/* --index: the IDs of each entry */
	size_t nline, caplen, capat, capflags, capntok;
	const char *path;	/* where the lines come from */
	unsigned long first;	/* the number of the first line there */
	struct tt_buf out;	/* the encoded lines */
	struct idlist ids;	/* a line's, for --json */
	long err;		/* 0, ERR_SEP or a TT_E* code */
	size_t errline;		/* the entry of err */
};

struct worker {
	struct tt_encoder *e;
};

static void
addline(struct batch *b, const uint8_t *s, size_t n, size_t at, int flags)
{
	cli_grow(&b->len, &b->caplen, b->nline + 1, sizeof *b->len);
	cli_grow(&b->at, &b->capat, b->nline + 1, sizeof *b->at);
	cli_grow(&b->flags, &b->capflags, b->nline + 1, 1);
	cli_grow(&b->ntok, &b->capntok, b->nline + 1, sizeof *b->ntok);
	/* Room for a byte at least: an empty line has a text too. */
	cli_grow(&b->text, &b->captext, b->ntext + n + 1, 1);
	if (n > 0)
		memcpy(b->text + b->ntext, s, n);
	b->ntext += n;
	b->at[b->nline] = at;
	b->flags[b->nline] = flags;
	b->len[b->nline++] = n;
}

/*
 * The tokens of entry i of b: a part but the first goes on the line of
 * the one before (after a space in text), and one but the last leaves
 * the line open (no newline, no separator).
 */
static int
putpart(struct batch *b, size_t i, const struct tt_token *t, long n)
{
	int flags = b->flags[i];

	if (flags == WHOLE)
		return putline(&b->out, &b->ids, t, n);
	if (!(flags & FIRST) && n > 0 && opt.idf.fmt == IDFMT_TEXT)
		cli_buf_putc(&b->out, ' ');
	if (putline(&b->out, &b->ids, t, n) < 0)
		return -1;
	if (!(flags & LAST))
		b->out.n -= opt.idf.fmt == IDFMT_TEXT ? 1 :
		    opt.idf.sep != IDFMT_NOSEP ? (size_t)opt.idf.fmt : 0;
	return 0;
}

/* Encode every entry of b; stop at the first error, output up to it. */
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
		n = b->flags[i] & FIRST ? tt_encode(w->e, s, b->len[i], &t) :
		    tt_encode_more(w->e, s, b->len[i], b->at[i], &t);
		if (n < 0) {
			b->err = n;
			b->errline = i;
			return;
		}
		mark = b->out.n;
		if (putpart(b, i, t, n) < 0) {
			b->out.n = mark;
			b->err = ERR_SEP;
			b->errline = i;
			return;
		}
		b->ntok[i] = n;
	}
}

/* Write b out (main thread, in input order). */
static void
finish(void *bp)
{
	struct batch *b = bp;
	static uint64_t end;	/* --index: IDs written so far */
	size_t i, nl = b->err ? b->errline : b->nline;
	unsigned long line = b->first;

	if (b->out.n > 0)
		fwrite(b->out.s, 1, b->out.n, stdout);
	for (i = 0; i < nl; i++) {
		end += b->ntok[i];
		if (opt.idf.index != NULL && (b->flags[i] & LAST))
			idfmt_put_index(&opt.idf, end);
		line += (b->flags[i] & LAST) != 0;
	}
	if (b->err == ERR_SEP)
		cli_die("%s:%lu: the line encodes to the separator ID %u "
		    "(choose another --separator, or use --index)", b->path,
		    line, opt.idf.sep);
	if (b->err)
		cli_die("%s: %s", b->path, tt_strerror(b->err));
	cli_flush(opt.unbuffered);
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
	free(b->at);
	free(b->flags);
	free(b->ntok);
	free(b->ids.id);
	tt_buf_free(&b->out);
}

static void
freeworker(void *w)
{
	tt_encoder_free(((struct worker *)w)->e);
}

static const struct pool_def pooldef = { sizeof(struct batch),
    sizeof(struct worker), run, finish, resetjob, freejob,
    freeworker };

/* --- Options and operands ----------------------------------------------- */

static void
parseopts(int argc, char *argv[])
{
	int c;

	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
		switch (c) {
		case 'd':
			opt.dir = optarg;
			break;
		case 'j':
			opt.jobs = cli_number(optarg, "number of jobs", 1,
			    MAXJOBS);
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
		case 'u':
			opt.unbuffered = 1;
			break;
		case OPT_NOCACHE:
			opt.nocache = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			if (!idfmt_option(&opt.idf, c, optarg))
				cli_usage();
		}
	if (opt.idf.fmt != IDFMT_TEXT && opt.out != OUT_IDS)
		cli_misuse("--format=u%d writes IDs only, not pieces or JSON",
		    8 * opt.idf.fmt);
	idfmt_check(&opt.idf);
	if (opt.unbuffered)
		opt.jobs = 1;
}

/* An encoder for each thread, all sharing the first one's cache. */
static void
startpool(void)
{
	struct tt_encoder **e;
	int i;

	pool_start(&pooldef, opt.jobs);
	for (i = 0; i < opt.jobs; i++) {
		e = &((struct worker *)pool_worker(i))->e;
		if (tt_encoder_new(e, opt.d, opt.mode) < 0)
			cli_die("out of memory");
		if (opt.nocache)
			tt_encoder_nocache(*e);
		if (i > 0 && tt_encoder_share(*e,
		    ((struct worker *)pool_worker(0))->e) < 0)
			cli_die("out of memory");
	}
}

/* The input, read in whole lines or parts of long ones. */
static struct parts rd;

/* Share the lines of f out in batches. */
static void
encodefile(FILE *f, const char *path)
{
	unsigned long lineno;
	struct batch *b;
	struct part p;
	int more = 1;

	parts_reset(&rd);
	for (lineno = 1; more;) {
		b = pool_next();
		b->path = path;
		b->first = lineno;
		while (b->ntext < BATCH && b->nline < (opt.unbuffered ? 1 :
		    MAXLINES) && (more = parts_next(&rd, fileno(f), path,
		    &p))) {
			addline(b, p.s, p.n, p.at, p.flags);
			lineno += (p.flags & LAST) != 0;
		}
		if (b->nline > 0)
			pool_submit();
	}
}

int
main(int argc, char *argv[])
{
	struct tt_dict *d;
	const char *path;
	FILE *f;
	int i;

	cli_init("tt-encode");
	parseopts(argc, argv);
	opt.d = d = cli_dict(opt.dir);
	if (opt.out == OUT_IDS && opt.idf.fmt == IDFMT_TEXT)
		idfmt_decimal_init(tt_dict_size(d));
	idfmt_open(&opt.idf, d, "wb");
	startpool();
	/* Long lines in parts: lossless mode, but for --json. */
	if (opt.mode == TT_MODE_LOSSLESS && opt.out != OUT_JSON &&
	    (tt_encoder_new(&rd.e, d, opt.mode) < 0))
		cli_die("out of memory");
	if (rd.e != NULL)
		tt_encoder_nocache(rd.e);
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		encodefile(f, path);
		cli_close(f, path);
	}
	pool_stop();
	if (idfmt_close(&opt.idf) < 0)
		cli_die("%s: write error", opt.idf.ipath);
	parts_free(&rd);
	tt_dict_free(d);
	cli_exit();
}
