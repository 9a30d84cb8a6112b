/* SPDX-License-Identifier: MIT */
/* tt-decode: lines of token IDs in, one line of text out per line. */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "pool.h"

enum { OPT_FORMAT = 256, OPT_SEPARATOR, OPT_INDEX };

/*
 * Lines are decoded in batches of about BATCH bytes of text or BATCH / 4
 * binary IDs (or MAXLINES lines) on the worker threads and written in
 * input order by the main thread.
 */
#define BATCH (256 * 1024)
#define MAXLINES 8192
#define MAXJOBS 256
#define NOSEP UINT32_MAX
#define SLACK 8		/* bytes digits() may read past a line's NUL */
#define LITTLE (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)

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

/* What every thread reads and none writes, once the options are parsed. */
static struct {
	const struct tt_dict *d;
	const struct tt_hints *hints;	/* or NULL */
	int fmt;
	uint32_t sep;		/* separator ID, or NOSEP */
} opt;

/* Append c to b, which tt_buf_free releases. */
static void
putbyte(struct tt_buf *b, uint8_t c)
{
	cli_grow(&b->s, &b->cap, b->n + 1, 1);
	b->s[b->n++] = c;
}

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
	/* The line, its NUL and SLACK more for digits() to read. */
	cli_grow(&b->text, &b->captext, b->ntext + n + 1 + SLACK, 1);
	memcpy(b->text + b->ntext, s, n);
	memset(b->text + b->ntext + n, 0, 1 + SLACK);
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
warn(struct batch *b, size_t i, const char *fmt, ...)
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

/*
 * The number of decimal digits at s, 0 to 8 (8: eight or more), and in
 * *v the value of the first up to seven: eight bytes at once (Lemire's
 * SWAR parse), since where a number ends is hard to predict byte by byte.
 * s must have 8 bytes to read; a little-endian host.
 */
static int
digits(const char *s, uint64_t *v)
{
	const uint64_t ones = 0x0101010101010101u;
	uint64_t w, bad;
	int n;

	memcpy(&w, s, 8);
	/* A byte is no digit if its high nibble is not 3 or its low one is
	 * over 9; then the top bit of its byte in bad is set. */
	bad = ((w & 0xf0 * ones) ^ 0x30 * ones) |
	    (((w & 0x0f * ones) + 6 * ones) & 0xf0 * ones);
	bad = (bad | ((bad & 0x7f * ones) + 0x7f * ones)) & 0x80 * ones;
	if (bad == 0)
		return 8;
	if ((n = __builtin_ctzll(bad) / 8) == 0)
		return 0;
	w = (w & 0x0f * ones) << (8 * (8 - n));
	w = (w * 2561) >> 8;
	w = ((w & 0x00ff00ff00ff00ffu) * 6553601) >> 16;
	*v = ((w & 0x0000ffff0000ffffu) * 42949672960001u) >> 32;
	return n;
}

/* Parse the IDs of line i; on a bad one, say where and return -1. */
static long
parse(struct worker *w, struct batch *b, size_t i, char *s)
{
	unsigned long lineno = b->first + i;
	uint64_t v = 0;
	int k;
	uint32_t size = tt_dict_size(opt.d);
	size_t n = 0;
	char *end;

	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\r')
			s++;
		if (*s == '\0')
			return n;
		/* Digits by hand: strtoul led the profile.  Ten digits fit
		 * in v; past them it saturates, which the range check below
		 * reports. */
		end = s + (k = LITTLE ? digits(s, &v) : 8);
		if (k == 8)
			for (v = 0, end = s; (unsigned)(*end - '0') <= 9; end++)
				v = v * 10 + (*end - '0');
		if (end - s > 10)
			v = UINT64_MAX;
		if (*s < '0' || *s > '9' || (*end != '\0' && *end != ' ' &&
		    *end != '\t' && *end != '\r')) {
			for (end = s; *end && *end != ' ' && *end != '\t'; end++)
				;
			*end = '\0';
			warn(b, i, "%s:%lu: bad token ID '%s'", b->path, lineno,
			    s);
			return -1;
		}
		if (v >= size) {
			*end = '\0';
			warn(b, i, "%s:%lu: token ID %s out of range "
			    "(vocabulary size %u)", b->path, lineno, s, size);
			return -1;
		}
		if (n == w->cap && tt_grow_ids(&w->ids, &w->cap, n + 1) < 0)
			cli_die("out of memory");
		w->ids[n++] = v;
		s = end;
	}
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
		if (opt.fmt == FMT_TEXT) {
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
			warn(b, i, "%s:%lu: token ID %u out of range "
			    "(vocabulary size %u)", b->path, b->first + i,
			    line[bad], tt_dict_size(opt.d));
		} else if (r == TT_ERANGE) {
			/* Below the size, but no entry has it (a gap). */
			b->out.n = mark;
			warn(b, i, "%s:%lu: token ID %u is not in the "
			    "vocabulary", b->path, b->first + i, line[bad]);
		} else if (r < 0)
			cli_die("out of memory");
		putbyte(&b->out, '\n');
		b->end[i] = b->out.n;
	}
}

static int unbuffered;

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
	cli_flush(unbuffered);
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
	int unbuffered;
	FILE *index;
	const char *ipath;
	uint64_t pos;		/* IDs read so far, over all operands */
	uint64_t end;		/* where the next line of the index ends */
	int more;		/* end is valid */
	char *line;		/* text: the line being read */
	size_t cap;
} rd;

static struct batch *
current(void)
{
	if (rd.b == NULL) {
		rd.b = pool_next();
		rd.b->path = rd.path;
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
	if (rd.unbuffered || b->nids >= BATCH / 4 || b->nline >= MAXLINES)
		submit();
}

/* Read where the next line of the index ends. */
static void
nextend(void)
{
	unsigned char o[8];
	size_t n;
	int k;

	if ((n = fread(o, 1, sizeof o, rd.index)) < sizeof o) {
		if (ferror(rd.index))
			fail("%s: read error", rd.ipath);
		if (n > 0)
			fail("%s: truncated index (%zu bytes after the last "
			    "8-byte offset)", rd.ipath, n);
		rd.more = 0;
		return;
	}
	rd.more = 1;
	for (rd.end = 0, k = 7; k >= 0; k--)
		rd.end = rd.end << 8 | o[k];
	if (rd.end < rd.pos)
		fail("%s:%lu: offset %ju is before the end of the line before "
		    "(%ju)", rd.ipath, rd.lineno, (uintmax_t)rd.end,
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
	unsigned char buf[65536];
	struct batch *b;
	size_t n, have = 0, i, want;
	uint32_t id;
	int k;

	if (rd.index == NULL) {
		rd.path = path;
		rd.lineno = 1;
	}
	/* Unbuffered, one ID at a time, so that no line waits for more. */
	want = rd.unbuffered ? (size_t)opt.fmt : sizeof buf;
	while ((n = fread(buf + have, 1, want - have, f)) > 0) {
		n += have;
		for (i = 0; i + opt.fmt <= n; i += opt.fmt) {
			for (id = 0, k = opt.fmt - 1; k >= 0; k--)
				id = id << 8 | buf[i + k];
			if (rd.index == NULL && id == opt.sep) {
				endline();
				continue;
			}
			addid(current(), id);
			if (rd.index != NULL) {
				rd.pos++;
				indexlines();
			}
		}
		have = n - i;
		memmove(buf, buf + i, have);
	}
	/* A last line without its separator is still a line. */
	if (rd.index == NULL && rd.b != NULL && rd.b->nids > rd.start)
		endline();
	if (have > 0) {
		b = current();
		warn(b, b->nline, "%s: truncated stream (%zu byte%s after "
		    "the last %d-byte ID)", path, have, have == 1 ? "" : "s",
		    opt.fmt);
	}
	if (rd.index == NULL)
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
		if (rd.unbuffered || b->ntext >= BATCH ||
		    b->nline >= MAXLINES)
			submit();
	}
	submit();
}

/* --- Options ------------------------------------------------------------- */

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "dict", required_argument, NULL, 'd' },
		{ "hints", required_argument, NULL, 'H' },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "separator", required_argument, NULL, OPT_SEPARATOR },
		{ "index", required_argument, NULL, OPT_INDEX },
		{ "jobs", required_argument, NULL, 'j' },
		{ "unbuffered", no_argument, NULL, 'u' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *dir = NULL, *path, *sep = NULL, *hpath = NULL;
	struct tt_hints *hints = NULL;
	struct tt_dict_error err;
	int c, i, jobs = 1;
	struct tt_dict *d;
	FILE *f;

	cli_init("tt-decode");
	while ((c = getopt_long(argc, argv, "d:H:j:uhV", longopts, NULL)) !=
	    -1)
		switch (c) {
		case 'd':
			dir = optarg;
			break;
		case 'H':
			hpath = optarg;
			break;
		case 'j':
			jobs = cli_number(optarg, "number of jobs", 1, MAXJOBS);
			break;
		case OPT_FORMAT:
			opt.fmt = cli_format(optarg);
			break;
		case OPT_SEPARATOR:
			sep = optarg;
			break;
		case OPT_INDEX:
			rd.ipath = optarg;
			break;
		case 'u':
			rd.unbuffered = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	if (opt.fmt == FMT_TEXT && (sep != NULL || rd.ipath != NULL)) {
		fprintf(stderr, "%s: --separator and --index need --format=u16 "
		    "or u32\n", cli_prog);
		cli_usage();
	}
	if (sep != NULL && rd.ipath != NULL) {
		fprintf(stderr, "%s: --separator and --index exclude each "
		    "other\n", cli_prog);
		cli_usage();
	}
	opt.d = d = cli_dict(dir);
	if (hpath && (i = tt_hints_load(&hints, hpath, &err)) < 0) {
		if (i == TT_ENOMEM)
			cli_die("out of memory");
		if (err.line > 0)
			cli_die("%s:%d:%d: %s", err.file, err.line, err.column,
			    err.text);
		cli_die("%s: %s", err.file, strerror(errno));
	}
	opt.hints = hints;
	opt.sep = NOSEP;
	if (opt.fmt == FMT_U16 && tt_dict_size(d) > 65536)
		cli_die("--format=u16: the dictionary's IDs do not fit in 16 "
		    "bits (vocabulary size %u); use --format=u32",
		    tt_dict_size(d));
	if (sep != NULL) {
		opt.sep = cli_number(sep, "separator ID", 0, NOSEP - 1);
		if (opt.sep >= tt_dict_size(opt.d))
			cli_die("separator ID %u out of range (vocabulary "
			    "size %u)", opt.sep, tt_dict_size(opt.d));
	} else if (opt.fmt != FMT_TEXT && rd.ipath == NULL &&
	    (opt.sep = cli_newline_id(d)) == NOSEP)
		cli_die("the dictionary has no \"\\n\" token: give "
		    "--separator=ID or --index=FILE");
	if (rd.ipath != NULL) {
		if ((rd.index = fopen(rd.ipath, "rb")) == NULL)
			cli_die("%s: %s", rd.ipath, strerror(errno));
		rd.path = rd.ipath;
		rd.lineno = 1;
	}
	unbuffered = rd.unbuffered;
	pool_start(&pooldef, rd.unbuffered ? 1 : jobs);
	if (rd.index != NULL) {
		nextend();
		indexlines();
	}

	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		if (opt.fmt == FMT_TEXT)
			readtext(f, path);
		else
			readbin(f, path);
		cli_close(f, path);
	}
	if (rd.index != NULL) {
		if (rd.more)
			fail("%s:%lu: the line ends at ID %ju, past the end of "
			    "the stream (%ju ID%s)", rd.ipath, rd.lineno,
			    (uintmax_t)rd.end, (uintmax_t)rd.pos,
			    rd.pos == 1 ? "" : "s");
		if (rd.b != NULL && rd.b->nids > rd.start)
			fail("%s: %zu ID%s after the last line of the index",
			    rd.ipath, rd.b->nids - rd.start,
			    rd.b->nids - rd.start == 1 ? "" : "s");
		if (ferror(rd.index))
			fail("%s: read error", rd.ipath);
		fclose(rd.index);
		submit();
	}
	pool_stop();
	free(rd.line);
	tt_hints_free(hints);
	tt_dict_free(d);
	cli_exit();
}
