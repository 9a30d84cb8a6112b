/* SPDX-License-Identifier: MIT */
/*
 * cli.c: errors, operands, dictionaries, output buffers, JSON strings and
 * stdout checks for the tools.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

const char *cli_prog = "tt";
int cli_status;

/* Progress on a terminal (cli_progress_start). */
static struct {
	bool on;
	int width;		/* of the line shown, or 0 */
	double start, last;
} bar;

void
cli_init(const char *prog)
{
	cli_prog = prog;
}

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

/* Take the progress line off the terminal. */
static void
unshow(void)
{
	if (bar.width > 0)
		fprintf(stderr, "\r%*s\r", bar.width, "");
	bar.width = 0;
}

void
cli_progress_start(bool quiet)
{
	bar.on = !quiet && isatty(STDERR_FILENO);
	bar.start = bar.last = now();
}

void
cli_progress(const char *fmt, ...)
{
	va_list ap;
	double t;

	if (!bar.on || (t = now()) - bar.start < 1 || t - bar.last < 0.2)
		return;
	bar.last = t;
	unshow();
	va_start(ap, fmt);
	bar.width = fprintf(stderr, "%s: ", cli_prog);
	bar.width += vfprintf(stderr, fmt, ap);
	va_end(ap);
}

bool
cli_progress_end(double *secs)
{
	bool shown = bar.width > 0;

	unshow();
	*secs = now() - bar.start;
	return shown;
}

static void
vmsg(const char *fmt, va_list ap)
{
	fflush(stdout);
	unshow();
	fprintf(stderr, "%s: ", cli_prog);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void
cli_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	cli_status = 2;
}

void
cli_die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	exit(2);
}

void
cli_usage(void)
{
	fprintf(stderr, "Try '%s --help' for more information.\n", cli_prog);
	exit(2);
}

void
cli_misuse(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	cli_usage();
}

void
cli_die_load(int r, const char *path, const struct tt_dict_error *err)
{
	if (r == TT_ENOMEM && path == NULL)
		cli_die("out of memory");
	if (r == TT_ENOMEM)
		cli_die("%s: out of memory", path);
	if (err->line > 0)
		cli_die("%s:%d:%d: %s", err->file, err->line, err->column,
		    err->text);
	cli_die("%s: %s", err->file, err->text);
}

void
cli_version(void)
{
	printf("%s (tt) %s\n", cli_prog, TT_VERSION);
	cli_exit();
}

/*
 * Read in 1 MiB, not 4 KiB: a read(2) costs microseconds.  A read returns
 * what a pipe holds, so lines still come as they are typed.  Each open
 * file has a buffer of its own (tt-stats reads the pieces and their text
 * side by side); stdin's is set before its first read.
 */
#define INBUF (1 << 20)
#define NOPEN 4		/* files open at once with a large buffer */

static struct {
	FILE *f;
	char *buf;
} opened[NOPEN];

FILE *
cli_open(const char *path)
{
	static char inbuf[INBUF];
	static int stdinset;
	FILE *f = stdin;
	size_t k;

	if (strcmp(path, "-") != 0 && (f = fopen(path, "rb")) == NULL) {
		cli_warn("%s: %s", path, strerror(errno));
		return NULL;
	}
	if (f == stdin) {
		if (!stdinset)
			setvbuf(f, inbuf, _IOFBF, sizeof inbuf);
		stdinset = 1;
		return f;
	}
	/* Without a free slot or memory, stdio's own buffer does. */
	for (k = 0; k < NOPEN && opened[k].f != NULL; k++)
		;
	if (k < NOPEN && (opened[k].buf = malloc(INBUF)) != NULL) {
		opened[k].f = f;
		setvbuf(f, opened[k].buf, _IOFBF, INBUF);
	}
	return f;
}

FILE *
cli_create(const char *path)
{
	FILE *f;

	if ((f = fopen(path, "w")) == NULL)
		cli_die("%s: %s", path, strerror(errno));
	return f;
}

void
cli_finish(FILE *f, const char *path)
{
	errno = 0;
	if (ferror(f) | fclose(f))
		cli_die("%s: write error%s%s", path, errno ? ": " : "",
		    errno ? strerror(errno) : "");
}

void
cli_close(FILE *f, const char *path)
{
	size_t k;

	if (ferror(f))
		cli_warn("%s: read error", path);
	if (f == stdin)
		return;
	for (k = 0; k < NOPEN && opened[k].f != f; k++)
		;
	fclose(f);
	if (k < NOPEN) {
		free(opened[k].buf);
		opened[k].f = NULL;
		opened[k].buf = NULL;
	}
}

ssize_t
cli_getline(char **buf, size_t *cap, FILE *f, const char *path)
{
	ssize_t n;

	errno = 0;
	if ((n = getline(buf, cap, f)) < 0) {
		if (errno == ENOMEM)
			cli_die("%s: out of memory", path);
		return -1;
	}
	if (n > 0 && (*buf)[n - 1] == '\n')
		(*buf)[--n] = '\0';
	return n;
}

char *
cli_join(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *p;

	if ((p = malloc(n)) == NULL)
		cli_die("out of memory");
	snprintf(p, n, "%s/%s", dir, name);
	return p;
}

/*
 * The built-in dictionary.  The tools make install installs are compiled
 * with TT_DICTDIR, where it put the dictionary; those of the build tree
 * read dict/tr beside their bin/, never an installed copy.
 */
static const char *
defaultdict(void)
{
#ifdef TT_DICTDIR
	return TT_DICTDIR;
#else
	static char path[4096] = "dict/tr";
	char *slash;
	ssize_t n;

	n = readlink("/proc/self/exe", path, sizeof path - 16);
	if (n > 0) {
		path[n] = '\0';
		if ((slash = strrchr(path, '/')) != NULL)
			strcpy(slash, "/../dict/tr");
	}
	return path;
#endif
}

const char *
cli_dictdir(const char *dir)
{
	if (dir == NULL && (dir = getenv("TT_DICT")) == NULL)
		dir = defaultdict();
	return dir;
}

struct tt_dict *
cli_dict(const char *dir)
{
	struct tt_dict_error err;
	struct tt_dict *d;
	int r;

	dir = cli_dictdir(dir);
	if ((r = tt_dict_load(&d, dir, &err)) < 0)
		cli_die_load(r, dir, &err);
	/* A damaged image, refused: the sources stood in for it. */
	if (err.text[0] != '\0')
		fprintf(stderr, "%s: %s: %s (read the sources instead; "
		    "tt-dict compile makes it again)\n", cli_prog, err.file,
		    err.text);
	return d;
}

enum tt_mode
cli_mode(const char *name)
{
	if (strcmp(name, "lossless") == 0)
		return TT_MODE_LOSSLESS;
	if (strcmp(name, "compat") == 0)
		return TT_MODE_COMPAT;
	if (strcmp(name, "syllable") == 0)
		return TT_MODE_SYLLABLE;
	cli_misuse("unknown mode '%s' (lossless, compat, syllable)", name);
}

void
cli_flush(int unbuffered)
{
	if ((unbuffered && fflush(stdout) == EOF) || ferror(stdout))
		cli_die("write error%s%s", errno ? ": " : "",
		    errno ? strerror(errno) : "");
}

void
cli_exit(void)
{
	errno = 0;
	if (fflush(stdout) == EOF || ferror(stdout) || fclose(stdout) == EOF) {
		fprintf(stderr, "%s: write error%s%s\n", cli_prog,
		    errno ? ": " : "", errno ? strerror(errno) : "");
		exit(2);
	}
	exit(cli_status);
}

unsigned long
cli_number(const char *s, const char *what, unsigned long min,
    unsigned long max)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0' || errno == ERANGE ||
	    v < min || v > max)
		cli_misuse("invalid %s '%s' (%lu to %lu)", what, s, min, max);
	return v;
}

void
cli_grow(void *p, size_t *cap, size_t need, size_t size)
{
	void **pp = p;
	size_t c = *cap ? *cap : 16;
	void *q;

	if (need <= *cap)
		return;
	while (c < need) {
		if (c > SIZE_MAX / 2 / size)
			cli_die("out of memory");
		c *= 2;
	}
	if ((q = realloc(*pp, c * size)) == NULL)
		cli_die("out of memory");
	*pp = q;
	*cap = c;
}

/* There is room nearly always: test here, not in a call of cli_grow. */
uint8_t *
cli_buf_room(struct tt_buf *b, size_t more)
{
	if (b->cap - b->n < more)
		cli_grow(&b->s, &b->cap, b->n + more, 1);
	return b->s + b->n;
}

void
cli_buf_put(struct tt_buf *b, const void *s, size_t n)
{
	if (n == 0)
		return;		/* b->s may be NULL yet */
	memcpy(cli_buf_room(b, n), s, n);
	b->n += n;
}

void
cli_buf_puts(struct tt_buf *b, const char *s)
{
	cli_buf_put(b, s, strlen(s));
}

void
cli_buf_putc(struct tt_buf *b, int c)
{
	*cli_buf_room(b, 1) = c;
	b->n++;
}

/* Decimal by hand: printf dominated tt-encode's profile. */
void
cli_buf_putu(struct tt_buf *b, uint64_t v)
{
	uint8_t tmp[20], *o = cli_buf_room(b, sizeof tmp);
	int k = 0;

	do
		tmp[k++] = '0' + v % 10;
	while ((v /= 10) > 0);
	while (k > 0)
		*o++ = tmp[--k];
	b->n = o - b->s;
}

void
cli_buf_hex(struct tt_buf *b, unsigned v, int digits, int upper)
{
	const char *hex = upper ? "0123456789ABCDEF" : "0123456789abcdef";

	while (digits-- > 0)
		cli_buf_putc(b, hex[(v >> (4 * digits)) & 0xf]);
}

/* The letter of c's two-byte JSON escape (\n, \t, \r), or 0. */
static int
shortform(uint8_t c)
{
	switch (c) {
	case '\n':
		return 'n';
	case '\t':
		return 't';
	case '\r':
		return 'r';
	}
	return 0;
}

/* Whether c goes escaped in a JSON string. */
static int
escaped(uint8_t c, int flags)
{
	return c < 0x20 || c == '"' || c == '\\' ||
	    (c == 0x7f && (flags & CLI_JSON_DEL));
}

/* Runs of bytes that need no escape are copied whole: tt-encode --json. */
void
cli_buf_json(struct tt_buf *b, const uint8_t *s, size_t n, int flags)
{
	size_t i, j;
	int e;

	cli_buf_putc(b, '"');
	for (i = 0; i < n; i = j + 1) {
		for (j = i; j < n && !escaped(s[j], flags); j++)
			;
		cli_buf_put(b, s + i, j - i);
		if (j == n)
			break;
		cli_buf_putc(b, '\\');
		if (s[j] == '"' || s[j] == '\\')
			cli_buf_putc(b, s[j]);
		else if ((flags & CLI_JSON_SHORT) &&
		    (e = shortform(s[j])) != 0)
			cli_buf_putc(b, e);
		else {
			cli_buf_puts(b, "u");
			cli_buf_hex(b, s[j], 4, 0);
		}
	}
	cli_buf_putc(b, '"');
}

void
cli_json(FILE *f, const uint8_t *s, size_t n, int flags)
{
	struct tt_buf b = { 0 };

	cli_buf_json(&b, s, n, flags);
	fwrite(b.s, 1, b.n, f);
	tt_buf_free(&b);
}
