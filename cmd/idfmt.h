/* SPDX-License-Identifier: MIT */
/* idfmt.h: lines of token IDs both ways: decimal, raw u16/u32, --index. */
#ifndef IDFMT_H
#define IDFMT_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "tt.h"

/* --format: decimal text, or raw IDs of this many bytes (little-endian). */
enum { IDFMT_TEXT, IDFMT_U16 = 2, IDFMT_U32 = 4 };
#define IDFMT_NOSEP UINT32_MAX	/* no separator ID */

/*
 * The getopt_long values of --format, --separator and --index, which
 * tt-encode and tt-decode share: a tool numbers its own long options
 * from IDFMT_OPT_END.
 */
enum {
	IDFMT_OPT_FORMAT = 256, IDFMT_OPT_SEPARATOR, IDFMT_OPT_INDEX,
	IDFMT_OPT_END
};

/* How lines of IDs are written or read: the options, then their effect. */
struct idfmt {
	int fmt;		/* IDFMT_TEXT, IDFMT_U16 or IDFMT_U32 */
	const char *separg;	/* --separator, or NULL */
	const char *ipath;	/* --index, or NULL */
	uint32_t sep;		/* from idfmt_open: the ID ending a line, or
				 * IDFMT_NOSEP */
	FILE *index;		/* from idfmt_open: --index, or NULL */
};

/* Take option c (with argument arg) if it is an IDFMT_OPT_*: 1, else 0. */
int idfmt_option(struct idfmt *f, int c, const char *arg);
/*
 * The rules between the options, once parsed: --separator and --index
 * need a raw format and exclude each other.  Misuse otherwise.
 */
void idfmt_check(const struct idfmt *f);
/*
 * With the dictionary d: check that its IDs fit the format, choose the
 * separator (--separator, else the "\n" token for a raw format without
 * --index) and open the index in fopen mode ("rb" or "wb").  Exits 2.
 */
void idfmt_open(struct idfmt *f, const struct tt_dict *d, const char *mode);
/* Close the index, if any: 0, or -1 on an error reading or writing it. */
int idfmt_close(struct idfmt *f);

/* --- Writing ------------------------------------------------------------- */

/*
 * Make the decimal text of IDs below n once, which idfmt_put_decimal
 * copies: the hot path of tt-encode.  Without it (or memory for it), each
 * ID is formatted as it comes.
 */
void idfmt_decimal_init(uint32_t n);
/* The IDs of t[0..n) in decimal, separated by spaces, and a newline. */
void idfmt_put_decimal(struct tt_buf *b, const struct tt_token *t, long n);
/*
 * The IDs of t[0..n) raw, then the separator if there is one; -1 if one
 * of them is the separator, with b holding the IDs before it.
 */
int idfmt_put_raw(const struct idfmt *f, struct tt_buf *b,
    const struct tt_token *t, long n);
/* To the index: the next line ends after end IDs (of the whole stream). */
void idfmt_put_index(const struct idfmt *f, uint64_t end);

/* --- Reading ------------------------------------------------------------- */

/* Bytes past its NUL that idfmt_get_decimal may read in a line. */
#define IDFMT_SLACK 8
enum { IDFMT_EBAD = -1, IDFMT_ERANGE = -2 };
/*
 * Parse the decimal IDs of line s (spaces, tabs and CRs between them),
 * which ends in a NUL and IDFMT_SLACK more bytes to read, into (*ids,
 * *cap).  Their number, or IDFMT_EBAD (not a number) or IDFMT_ERANGE (not
 * below size) with *bad at that ID, cut off by a NUL written in s.
 */
long idfmt_get_decimal(char *s, uint32_t size, uint32_t **ids, size_t *cap,
    char **bad);
/* The raw ID of fmt bytes at p. */
uint32_t idfmt_get_raw(const uint8_t *p, int fmt);
/*
 * Read from the index into *end where its next line ends: the bytes read,
 * 8, or fewer at its end (a whole index ends with 0); -1 on a read error.
 */
ssize_t idfmt_get_index(const struct idfmt *f, uint64_t *end);

#endif
