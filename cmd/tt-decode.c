/* SPDX-License-Identifier: MIT */
/* tt-decode: lines of token IDs in, one line of text out per line. */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "idfmt.h"
#include "pool.h"

/*
 * Lines are decoded in batches of about BATCH bytes of text or BATCH / 4
 * binary IDs (or MAXLINES lines) on the worker threads and written in
 * input order by the main thread.
 */
#define BATCH (256 * 1024)
#define MAXLINES 8192
#define MAXJOBS 256

static const char shortopts[] = "d:H:j:uhV";
static const struct option longopts[] = {
	{ "dict", required_argument, NULL, 'd' },
	{ "hints", required_argument, NULL, 'H' },
	{ "format", required_argument, NULL, IDFMT_OPT_FORMAT },
	{ "separator", required_argument, NULL, IDFMT_OPT_SEPARATOR },
	{ "index", required_argument, NULL, IDFMT_OPT_INDEX },
	{ "jobs", required_argument, NULL, 'j' },
	{ "unbuffered", no_argument, NULL, 'u' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 }
};

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-decode [-uV] [-d dir] [-H hints] [-j n] [--format=fmt] "
	    "[--separator=id | --index=file]\n"
	    "                 [file ...]\n"
	    "Decode each line of token IDs (decimal, space separated) into text.\n"
	    "\n"
	    "  -d, --dict=DIR     dictionary directory (default: $TT_DICT, then the\n"
	    "                     installed default)\n"
	    "  -H, --hints=FILE   decoding hints (tt-dict hints): the forms IDs\n"
	    "                     took in a training corpus, before the phonology\n"
	    "      --format=FMT   text (default), or u16 or u32: raw little-endian\n"
	    "                     IDs, as tt-encode --format writes them\n"
	    "      --separator=ID u16/u32: the token ID that ends each line\n"
	    "                     (default: the dictionary's \"\\n\" token)\n"
	    "      --index=FILE   u16/u32: no separator; FILE holds, for each line,\n"
	    "                     the offset (in IDs) where it ends, as a\n"
	    "                     little-endian uint64\n"
	    "  -j, --jobs=N       decode on N threads (default 1); output as with 1\n"
	    "  -u, --unbuffered   flush after every line (implies -j 1)\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n"
	    "\n"
	    "With no file, or when file is -, read standard input.  See tt-decode(1).\n");
	cli_exit();
}

/*
 * The options; what every thread reads and none writes once they are
 * parsed.
 */
static struct {
	const char *dir, *hpath;
	const struct tt_dict *d;
	struct tt_hints *hints;	/* or NULL */
	int jobs, unbuffered;
	struct idfmt idf;
} opt = { .jobs = 1 };

/* --- Batches: read by the main thread, decoded by a worker --------------- */

/*
 * A message for standard error, due once the output of the lines before
 * line (of its batch) is written: the reader's messages go before the
 * line they come before, a worker's before the line they are about, and
 * so each falls where -j 1 would print it.
 */
struct warning {
	size_t line;
	char *msg;
};

struct batch {
	char *text;		/* text: the lines, each ending in NUL */
	size_t ntext, captext;
	uint32_t *ids;		/* u16, u32: the IDs of the lines */
	size_t nids, capids;
	size_t *len;		/* the bytes or IDs of each line */
	size_t *end;		/* where each line's output ends */
	size_t nline, caplen, capend;
	const char *path;	/* what the line numbers count in */
	unsigned long first;	/* the number of the first line there */
	struct tt_buf out;	/* the decoded lines */
	struct warning *warn;	/* in line order */
	size_t nwarn, capwarn;
};

struct worker {
	uint32_t *ids;		/* text: the IDs of a line */
	size_t cap;
};

static void
addline(struct batch *b, size_t n)
{
	cli_grow(&b->len, &b->caplen, b->nline + 1, sizeof *b->len);
	cli_grow(&b->end, &b->capend, b->nline + 1, sizeof *b->end);
	b->len[b->nline++] = n;
}

static void
addtext(struct batch *b, const char *s, size_t n)
{
	/* The line, its NUL and the slack that idfmt_get_decimal reads. */
	cli_grow(&b->text, &b->captext, b->ntext + n + 1 + IDFMT_SLACK, 1);
	memcpy(b->text + b->ntext, s, n);
	memset(b->text + b->ntext + n, 0, 1 + IDFMT_SLACK);
	b->ntext += n + 1;
	addline(b, n + 1);
}

static void
addid(struct batch *b, uint32_t id)
{
	if (b->nids == b->capids && tt_grow_ids(&b->ids, &b->capids,
	    b->nids + 1) < 0)
		cli_die("out of memory");
	b->ids[b->nids++] = id;
}

/*
 * Keep a message to print before the output of line i of b.  The reader
 * adds its own at the end and workers theirs in line order, and a batch
 * is only ever in one thread's hands, so the list stays sorted.
 */
static void __attribute__((format(printf, 3, 4)))
warnat(struct batch *b, size_t i, const char *fmt, ...)
{
	va_list ap;
	char *msg;
	size_t k;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || (msg = malloc(n + 1)) == NULL)
		cli_die("out of memory");
	va_start(ap, fmt);
	vsnprintf(msg, n + 1, fmt, ap);
	va_end(ap);
	cli_grow(&b->warn, &b->capwarn, b->nwarn + 1, sizeof *b->warn);
	for (k = b->nwarn; k > 0 && b->warn[k - 1].line > i; k--)
		b->warn[k] = b->warn[k - 1];
	b->warn[k] = (struct warning){ i, msg };
	b->nwarn++;
}

/* Parse the IDs of line i; on a bad one, say where and return -1. */
static long
parse(struct worker *w, struct batch *b, size_t i, char *s)
{
	uint32_t size = tt_dict_size(opt.d);
	char *bad = NULL;
	long n;

	n = idfmt_get_decimal(s, size, &w->ids, &w->cap, &bad);
	if (n == IDFMT_EBAD)
		warnat(b, i, "%s:%lu: bad token ID '%s'", b->path,
		    b->first + i, bad);
	else if (n == IDFMT_ERANGE)
		warnat(b, i, "%s:%lu: token ID %s out of range (vocabulary "
		    "size %u)", b->path, b->first + i, bad, size);
	return n < 0 ? -1 : n;
}

/* Decode every line of b; a bad line gives an empty line and a message. */
static void
run(void *wp, void *bp)
{
	struct worker *w = wp;
	struct batch *b = bp;
	const uint32_t *ids = b->ids;
	char *s = b->text;
	size_t i, bad, mark;
	long n;
	int r;

	for (i = 0; i < b->nline; i++) {
		const uint32_t *line;

		mark = b->out.n;
		if (opt.idf.fmt == IDFMT_TEXT) {
			n = parse(w, b, i, s);
			s += b->len[i];
			line = w->ids;
		} else {
			n = b->len[i];
			line = ids;
			ids += n;
		}
		r = n > 0 ? tt_decode_hinted(opt.d, opt.hints, line, n,
		    &b->out, &bad) : 0;
		if (r == TT_ERANGE && line[bad] >= tt_dict_size(opt.d)) {
			b->out.n = mark;
			warnat(b, i, "%s:%lu: token ID %u out of range "
			    "(vocabulary size %u)", b->path, b->first + i,
			    line[bad], tt_dict_size(opt.d));
		} else if (r == TT_ERANGE) {
			/* Below the size, but no entry has it (a gap). */
			b->out.n = mark;
			warnat(b, i, "%s:%lu: token ID %u is not in the "
			    "vocabulary", b->path, b->first + i, line[bad]);
		} else if (r < 0)
			cli_die("out of memory");
		cli_buf_putc(&b->out, '\n');
		b->end[i] = b->out.n;
	}
}

/* Write b out (main thread, in input order), messages in their place. */
static void
finish(void *bp)
{
	struct batch *b = bp;
	size_t i, at, done = 0;

	for (i = 0; i < b->nwarn; i++) {
		at = b->warn[i].line > 0 ? b->end[b->warn[i].line - 1] : 0;
		fwrite(b->out.s + done, 1, at - done, stdout);
		done = at;
		cli_warn("%s", b->warn[i].msg);
		free(b->warn[i].msg);
	}
	fwrite(b->out.s + done, 1, b->out.n - done, stdout);
	cli_flush(opt.unbuffered);
}

/* The pool's other hooks (pool.h): a batch is a job. */
static void
resetjob(void *p)
{
	struct batch *b = p;

	b->ntext = b->nids = b->nline = b->out.n = b->nwarn = 0;
}

static void
freejob(void *p)
{
	struct batch *b = p;

	free(b->text);
	free(b->ids);
	free(b->len);
	free(b->end);
	free(b->warn);
	tt_buf_free(&b->out);
}

static void
freeworker(void *p)
{
	free(((struct worker *)p)->ids);
}

static const struct pool_def pooldef = { sizeof(struct batch),
    sizeof(struct worker), run, finish, resetjob, freejob,
    freeworker };

/* --- Reading ------------------------------------------------------------- */

/*
 * The batch being filled, NULL when none is; the reader's place in the
 * binary stream and, with --index, in the index.
 */
static struct {
	struct batch *b;
	size_t start;		/* the IDs of the line being read begin here */
	const char *path;	/* what line numbers count in */
	unsigned long lineno;	/* the number of the next line */
	uint64_t pos;		/* IDs read so far, over all operands */
	uint64_t end;		/* where the next line of the index ends */
	int more;		/* end is valid */
	char *line;		/* text: the line being read */
	size_t cap;
	const char *stream;	/* binary: the stream's path */
} rd;

static struct batch *
current(void)
{
	if (rd.b == NULL) {
		rd.b = pool_next();
		/* A bad ID is in the stream, at a line the index says. */
		rd.b->path = rd.stream != NULL ? rd.stream : rd.path;
		rd.b->first = rd.lineno;
		rd.start = 0;
	}
	return rd.b;
}

static void
submit(void)
{
	if (rd.b != NULL && (rd.b->nline > 0 || rd.b->nwarn > 0)) {
		pool_submit();
		rd.b = NULL;
	}
}

/* Write out every line read so far, then the message, and exit 2. */
static void __attribute__((noreturn, format(printf, 1, 2)))
fail(const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (rd.b != NULL)
		rd.b->nids = rd.start;	/* drop a partial line */
	submit();
	pool_stop();
	cli_die("%s", msg);
}

/* The IDs since the last line end make a line. */
static void
endline(void)
{
	struct batch *b = current();

	addline(b, b->nids - rd.start);
	rd.start = b->nids;
	rd.lineno++;
	if (opt.unbuffered || b->nids >= BATCH / 4 || b->nline >= MAXLINES)
		submit();
}

/* Read where the next line of the index ends. */
static void
nextend(void)
{
	const char *ipath = opt.idf.ipath;
	ssize_t n;

	if ((n = idfmt_get_index(&opt.idf, &rd.end)) < 0)
		fail("%s: read error", ipath);
	if (n > 0 && n < 8)
		fail("%s: truncated index (%zu bytes after the last 8-byte "
		    "offset)", ipath, (size_t)n);
	if ((rd.more = n > 0) && rd.end < rd.pos)
		fail("%s:%lu: offset %ju is before the end of the line before "
		    "(%ju)", ipath, rd.lineno, (uintmax_t)rd.end,
		    (uintmax_t)rd.pos);
}

/* Lines of the index that end where the stream is now. */
static void
indexlines(void)
{
	while (rd.more && rd.end == rd.pos) {
		current();
		endline();
		nextend();
	}
}

/* Read one operand of binary IDs into batches. */
static void
readbin(FILE *f, const char *path)
{
	const int fmt = opt.idf.fmt, indexed = opt.idf.index != NULL;
	uint8_t buf[65536];
	struct batch *b;
	size_t n, have = 0, i, want;
	uint32_t id;

	if (!indexed) {
		rd.path = path;
		rd.lineno = 1;
	}
	rd.stream = path;
	/* Unbuffered, one ID at a time, so that no line waits for more. */
	want = opt.unbuffered ? (size_t)fmt : sizeof buf;
	while ((n = fread(buf + have, 1, want - have, f)) > 0) {
		n += have;
		for (i = 0; i + fmt <= n; i += fmt) {
			id = idfmt_get_raw(buf + i, fmt);
			if (!indexed && id == opt.idf.sep) {
				endline();
				continue;
			}
			addid(current(), id);
			if (indexed) {
				rd.pos++;
				indexlines();
			}
		}
		have = n - i;
		memmove(buf, buf + i, have);
	}
	/* A last line without its separator is still a line. */
	if (!indexed && rd.b != NULL && rd.b->nids > rd.start)
		endline();
	if (have > 0) {
		b = current();
		warnat(b, b->nline, "%s: truncated stream (%zu byte%s after "
		    "the last %d-byte ID)", path, have, have == 1 ? "" : "s",
		    fmt);
	}
	if (!indexed)
		submit();
}

static void
readtext(FILE *f, const char *path)
{
	struct batch *b;
	ssize_t len;

	rd.path = path;
	for (rd.lineno = 1; (len = cli_getline(&rd.line, &rd.cap, f,
	    path)) >= 0; rd.lineno++) {
		b = current();
		addtext(b, rd.line, len);
		if (opt.unbuffered || b->ntext >= BATCH ||
		    b->nline >= MAXLINES)
			submit();
	}
	submit();
}

/* With --index, the lines before the first ID (empty ones). */
static void
startindex(void)
{
	if (opt.idf.index == NULL)
		return;
	rd.path = opt.idf.ipath;
	rd.lineno = 1;
	nextend();
	indexlines();
}

/* With --index, check that stream and index end together. */
static void
endindex(void)
{
	const char *ipath = opt.idf.ipath;
	size_t left;

	if (opt.idf.index == NULL)
		return;
	if (rd.more)
		fail("%s:%lu: the line ends at ID %ju, past the end of the "
		    "stream (%ju ID%s)", ipath, rd.lineno, (uintmax_t)rd.end,
		    (uintmax_t)rd.pos, rd.pos == 1 ? "" : "s");
	left = rd.b != NULL ? rd.b->nids - rd.start : 0;
	if (left > 0)
		fail("%s: %zu ID%s after the last line of the index", ipath,
		    left, left == 1 ? "" : "s");
	if (idfmt_close(&opt.idf) < 0)
		fail("%s: read error", ipath);
	submit();
}

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
		case 'H':
			opt.hpath = optarg;
			break;
		case 'j':
			opt.jobs = cli_number(optarg, "number of jobs", 1,
			    MAXJOBS);
			break;
		case 'u':
			opt.unbuffered = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			if (!idfmt_option(&opt.idf, c, optarg))
				cli_usage();
		}
	idfmt_check(&opt.idf);
	if (opt.unbuffered)
		opt.jobs = 1;
}

/* The -H hints, or NULL without them. */
static struct tt_hints *
loadhints(const char *path)
{
	struct tt_dict_error err;
	struct tt_hints *h = NULL;
	int r;

	if (path == NULL || (r = tt_hints_load(&h, path, &err)) == 0)
		return h;
	/* The hints loader says "cannot read"; errno says why. */
	if (r != TT_ENOMEM && err.line == 0)
		snprintf(err.text, sizeof err.text, "%s", strerror(errno));
	cli_die_load(r, NULL, &err);
}

int
main(int argc, char *argv[])
{
	struct tt_dict *d;
	const char *path;
	FILE *f;
	int i;

	cli_init("tt-decode");
	parseopts(argc, argv);
	opt.d = d = cli_dict(opt.dir);
	opt.hints = loadhints(opt.hpath);
	idfmt_open(&opt.idf, d, "rb");
	pool_start(&pooldef, opt.jobs);
	startindex();
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		if (opt.idf.fmt == IDFMT_TEXT)
			readtext(f, path);
		else
			readbin(f, path);
		cli_close(f, path);
	}
	endindex();
	pool_stop();
	free(rd.line);
	tt_hints_free(opt.hints);
	tt_dict_free(d);
	cli_exit();
}
