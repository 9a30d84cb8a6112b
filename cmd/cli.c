/* SPDX-License-Identifier: MIT */
/* cli.c: errors, operands, dictionaries and stdout checks for the tools. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#include "paths.h"	/* TT_DICTDIR, written by make */

const char *cli_prog = "tt";
int cli_status;

void
cli_init(const char *prog)
{
	cli_prog = prog;
}

static void
vmsg(const char *fmt, va_list ap)
{
	fflush(stdout);
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

/*
 * The built-in dictionary: installed in TT_DICTDIR, or, for programs run
 * from the build tree, dict/tr beside their bin/.
 */
static const char *
defaultdict(void)
{
	static char path[4096];
	char *slash;
	ssize_t n;

	if (access(TT_DICTDIR "/tt-dict.tsv", R_OK) == 0)
		return TT_DICTDIR;
	n = readlink("/proc/self/exe", path, sizeof path - 16);
	if (n > 0) {
		path[n] = '\0';
		if ((slash = strrchr(path, '/')) != NULL) {
			strcpy(slash, "/../dict/tr");
			if (access(path, R_OK) == 0)
				return path;
		}
	}
	return TT_DICTDIR;
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
	if ((r = tt_dict_load(&d, dir, &err)) == 0)
		return d;
	if (r == TT_ENOMEM)
		cli_die("%s: out of memory", dir);
	if (err.line > 0)
		cli_die("%s:%d:%d: %s", err.file, err.line, err.column,
		    err.text);
	cli_die("%s: %s", err.file, err.text);
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
	fprintf(stderr, "%s: unknown mode '%s' (lossless, compat, "
	    "syllable)\n",
	    cli_prog, name);
	cli_usage();
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
	    v < min || v > max) {
		fprintf(stderr, "%s: invalid %s '%s' (%lu to %lu)\n",
		    cli_prog, what, s, min, max);
		cli_usage();
	}
	return v;
}

uint32_t
cli_newline_id(const struct tt_dict *d)
{
	enum tt_kind k;
	const uint8_t *p;
	uint32_t id, byte = UINT32_MAX;
	size_t n;

	for (id = 0; id < tt_dict_size(d); id++) {
		k = tt_dict_kind(d, id);
		if ((k != TT_KIND_SPECIAL && k != TT_KIND_BYTE) ||
		    (p = tt_dict_piece(d, id, &n)) == NULL || n != 1 ||
		    p[0] != '\n')
			continue;
		if (k == TT_KIND_SPECIAL)
			return id;
		byte = id;
	}
	return byte;
}

int
cli_format(const char *name)
{
	if (strcmp(name, "text") == 0)
		return FMT_TEXT;
	if (strcmp(name, "u16") == 0)
		return FMT_U16;
	if (strcmp(name, "u32") == 0)
		return FMT_U32;
	fprintf(stderr, "%s: unknown format '%s' (text, u16, u32)\n",
	    cli_prog, name);
	cli_usage();
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
