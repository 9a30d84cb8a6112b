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
/* "prog: message": for trouble that lets the program go on (sets status 2). */
void cli_warn(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
/* Print a message and exit 2. */
void cli_die(const char *fmt, ...)
    __attribute__((noreturn, format(printf, 1, 2)));
/* "Try 'prog --help'" and exit 2. */
void cli_usage(void) __attribute__((noreturn));
void cli_version(void) __attribute__((noreturn));
/* Open an operand ("-" is stdin); NULL after a warning. */
FILE *cli_open(const char *path);
void cli_close(FILE *f, const char *path);
/*
 * Make the array at *p (of *cap elements of size bytes) hold need, by
 * doubling; exits 2 when memory runs out.
 */
void cli_grow(void *p, size_t *cap, size_t need, size_t size);
/* Read one line without its newline into *buf; -1 at end of file. */
ssize_t cli_getline(char **buf, size_t *cap, FILE *f, const char *path);
/*
 * The dictionary: the -d argument, else $TT_DICT, else the installed
 * default.  Exits 2 with FILE:LINE:COL on a load failure.
 */
struct tt_dict *cli_dict(const char *dir);
/* The directory cli_dict reads for the -d argument dir (or NULL). */
const char *cli_dictdir(const char *dir);
/* Parse a -m/--mode argument; exits 2 on an unknown name. */
enum tt_mode cli_mode(const char *name);
/* --format: text, or raw IDs of this many bytes each (little-endian). */
enum { FMT_TEXT, FMT_U16 = 2, FMT_U32 = 4 };
/* Parse a --format argument; a usage error on an unknown name. */
int cli_format(const char *name);
/* A decimal option argument in [min, max]; a usage error otherwise. */
unsigned long cli_number(const char *s, const char *what, unsigned long min,
    unsigned long max);
/* The ID whose text is "\n": a special token, else the byte token, else
 * UINT32_MAX. */
uint32_t cli_newline_id(const struct tt_dict *d);
/* Flush stdout when unbuffered; exit 2 on a write error. */
void cli_flush(int unbuffered);
/* Close stdout and exit with cli_status, or 2 on a write error. */
void cli_exit(void) __attribute__((noreturn));

#endif
