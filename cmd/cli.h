/* SPDX-License-Identifier: MIT */
/* cli.h: plumbing shared by the tt-* programs, outside the library. */
#ifndef CLI_H
#define CLI_H

#include <stdio.h>
#include <sys/types.h>

#include "tt.h"

extern const char *cli_prog;	/* program name for messages */
extern int cli_status;		/* exit status so far: 0 or 2 */

void cli_init(const char *prog);

/*
 * Progress for a person who waits: once the work has taken a second, and
 * at most five times a second, cli_progress shows a line (cli_prog: then
 * fmt) on standard error in place of the last, if that is a terminal and
 * quiet was false at cli_progress_start, which starts the clock.
 * cli_progress_end takes the line off, says in *secs how long the work
 * took, and whether a line was shown.  A message takes it off too.
 */
void cli_progress_start(bool quiet);
void cli_progress(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
bool cli_progress_end(double *secs);

/* "prog: message": for trouble that lets the program go on (sets status 2). */
void cli_warn(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
/* Print a message and exit 2. */
void cli_die(const char *fmt, ...)
    __attribute__((noreturn, format(printf, 1, 2)));
/* "Try 'prog --help'" and exit 2. */
void cli_usage(void) __attribute__((noreturn));
/* Misuse: "prog: message", then cli_usage. */
void cli_misuse(const char *fmt, ...)
    __attribute__((noreturn, format(printf, 1, 2)));
/*
 * Exit 2 for a load of path that failed with r, err as the loader filled
 * it: "path: out of memory" (only "out of memory" when path is NULL),
 * else "FILE:LINE:COL: text", or "FILE: text" where err names no line.
 */
void cli_die_load(int r, const char *path, const struct tt_dict_error *err)
    __attribute__((noreturn));
void cli_version(void) __attribute__((noreturn));
/* Open an operand ("-" is stdin); NULL after a warning. */
FILE *cli_open(const char *path);
void cli_close(FILE *f, const char *path);
/* Create path to write, and close it: exit 2 naming path where either,
 * or a write before, failed ("path: write error: ..."). */
FILE *cli_create(const char *path);
void cli_finish(FILE *f, const char *path);
/*
 * Make the array at *p (of *cap elements of size bytes) hold need, by
 * doubling; exits 2 when memory runs out.
 */
void cli_grow(void *p, size_t *cap, size_t need, size_t size);
/* Read one line without its newline into *buf; -1 at end of file. */
ssize_t cli_getline(char **buf, size_t *cap, FILE *f, const char *path);
/* "dir/name" in memory the caller frees; exits 2 when memory runs out. */
char *cli_join(const char *dir, const char *name);
/*
 * The dictionary: the -d argument, else $TT_DICT, else the installed
 * default.  Exits 2 with FILE:LINE:COL on a load failure.
 */
struct tt_dict *cli_dict(const char *dir);
/* The directory cli_dict reads for the -d argument dir (or NULL). */
const char *cli_dictdir(const char *dir);
/* Parse a -m/--mode argument; exits 2 on an unknown name. */
enum tt_mode cli_mode(const char *name);
/* A decimal option argument in [min, max]; a usage error otherwise. */
unsigned long cli_number(const char *s, const char *what, unsigned long min,
    unsigned long max);
/*
 * Output built in memory (a worker's lines, a JSON string): appends to a
 * struct tt_buf, which tt_buf_free releases; they exit 2 when memory runs
 * out.  cli_buf_room makes room for more bytes and returns where they go.
 */
uint8_t *cli_buf_room(struct tt_buf *b, size_t more);
void cli_buf_put(struct tt_buf *b, const void *s, size_t n);
void cli_buf_puts(struct tt_buf *b, const char *s);
void cli_buf_putc(struct tt_buf *b, int c);
/* v in decimal. */
void cli_buf_putu(struct tt_buf *b, uint64_t v);
/* The low digits hex digits of v, in upper case if upper. */
void cli_buf_hex(struct tt_buf *b, unsigned v, int digits, int upper);
/*
 * s as a JSON string (RFC 8259), quotes included: '"' and '\\' after a
 * backslash, the other bytes below 0x20 as \u00xx; the rest, UTF-8
 * included, as it is.  Two ways the tools have always differed are kept:
 * the JSON files they write use \n, \t and \r (CLI_JSON_SHORT), and
 * tt-encode --json escapes DEL as well (CLI_JSON_DEL).
 */
enum { CLI_JSON_SHORT = 1, CLI_JSON_DEL = 2 };
void cli_buf_json(struct tt_buf *b, const uint8_t *s, size_t n, int flags);
/* The same to f. */
void cli_json(FILE *f, const uint8_t *s, size_t n, int flags);
/* Flush stdout when unbuffered; exit 2 on a write error. */
void cli_flush(int unbuffered);
/* Close stdout and exit with cli_status, or 2 on a write error. */
void cli_exit(void) __attribute__((noreturn));

#endif
