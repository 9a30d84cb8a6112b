/* SPDX-License-Identifier: MIT */
/* idfmt.c: lines of token IDs both ways: decimal, raw u16/u32, --index. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "idfmt.h"

#define LITTLE (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)

/* Parse a --format argument; misuse on an unknown name. */
static int
format(const char *name)
{
	if (strcmp(name, "text") == 0)
		return IDFMT_TEXT;
	if (strcmp(name, "u16") == 0)
		return IDFMT_U16;
	if (strcmp(name, "u32") == 0)
		return IDFMT_U32;
	cli_misuse("unknown format '%s' (text, u16, u32)", name);
}

int
idfmt_option(struct idfmt *f, int c, const char *arg)
{
	switch (c) {
	case IDFMT_OPT_FORMAT:
		f->fmt = format(arg);
		return 1;
	case IDFMT_OPT_SEPARATOR:
		f->separg = arg;
		return 1;
	case IDFMT_OPT_INDEX:
		f->ipath = arg;
		return 1;
	}
	return 0;
}

void
idfmt_check(const struct idfmt *f)
{
	if (f->fmt == IDFMT_TEXT && (f->separg != NULL || f->ipath != NULL))
		cli_misuse("--separator and --index need --format=u16 or u32");
	if (f->separg != NULL && f->ipath != NULL)
		cli_misuse("--separator and --index exclude each other");
}

/* The ID whose text is "\n": a special token, else the byte token. */
static uint32_t
newline_id(const struct tt_dict *d)
{
	enum tt_kind k;
	const uint8_t *p;
	uint32_t id, byte = IDFMT_NOSEP;
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

void
idfmt_open(struct idfmt *f, const struct tt_dict *d, const char *mode)
{
	uint32_t size = tt_dict_size(d);

	if (f->fmt == IDFMT_U16 && size > 65536)
		cli_die("--format=u16: the dictionary's IDs do not fit in 16 "
		    "bits (vocabulary size %u); use --format=u32", size);
	f->sep = IDFMT_NOSEP;
	if (f->separg != NULL) {
		f->sep = cli_number(f->separg, "separator ID", 0,
		    IDFMT_NOSEP - 1);
		if (f->sep >= size)
			cli_die("separator ID %u out of range (vocabulary "
			    "size %u)", f->sep, size);
	} else if (f->fmt != IDFMT_TEXT && f->ipath == NULL &&
	    (f->sep = newline_id(d)) == IDFMT_NOSEP)
		cli_die("the dictionary has no \"\\n\" token: give "
		    "--separator=ID or --index=FILE");
	if (f->ipath != NULL && (f->index = fopen(f->ipath, mode)) == NULL)
		cli_die("%s: %s", f->ipath, strerror(errno));
}

int
idfmt_close(struct idfmt *f)
{
	int r;

	if (f->index == NULL)
		return 0;
	/* fclose flushes an index being written, and fails if that does. */
	r = ferror(f->index) ? -1 : 0;
	if (fclose(f->index) == EOF)
		r = -1;
	f->index = NULL;
	return r;
}

/* --- Writing ------------------------------------------------------------- */

/* v in n bytes at o, little-endian. */
static void
put_le(uint8_t *o, uint64_t v, int n)
{
	int k;

	for (k = 0; k < n; k++)
		o[k] = (v >> (8 * k)) & 0xff;
}

/*
 * Every ID below ndecimal has its digits made once, with the space that
 * goes before it, in 8 bytes that are copied whole: byte 7 holds the
 * length.  Formatting led the profile before.
 */
static char (*decimal)[8];
static uint32_t ndecimal;

/* Counting in decimal strings, in one entry copied whole to each ID:
 * a copy of its digits alone cost a call to memcpy an ID. */
void
idfmt_decimal_init(uint32_t n)
{
	char e[8] = " 0";	/* the space, the digits, their length + 1 */
	uint32_t v;
	int k, len = 1;

	if (n == 0 || n > 1000000 ||
	    (decimal = calloc(n, sizeof *decimal)) == NULL)
		return;
	e[7] = 2;
	for (v = 0; v < n; v++) {
		if (v > 0) {
			for (k = len; k > 0 && e[k] == '9'; k--)
				e[k] = '0';
			if (k > 0)
				e[k]++;
			else {
				memmove(e + 2, e + 1, len++);
				e[1] = '1';
				e[7] = len + 1;
			}
		}
		memcpy(decimal[v], e, sizeof e);
	}
	ndecimal = n;
}

/* Write " v" at o, and 11 bytes at the most: the end of what it wrote.
 * Inline: it is the loop's whole body. */
static inline uint8_t *
putid(uint8_t *o, uint32_t v)
{
	int k;

	if (v < ndecimal) {
		/* The length too, for the next ID or the newline to cover:
		 * one load and one store. */
		memcpy(o, decimal[v], 8);
		return o + decimal[v][7];
	}
	*o++ = ' ';
	for (k = 10; v > 0 || k == 10; v /= 10)
		o[--k] = '0' + v % 10;
	memmove(o, o + k, 10 - k);
	return o + 10 - k;
}

/* One reservation a line: IDs take 10 digits and a space at the most. */
void
idfmt_put_decimal(struct tt_buf *b, const struct tt_token *t, long n)
{
	uint8_t *o = cli_buf_room(b, (size_t)n * 11 + 8), *p;
	long i;

	/* The first ID goes without its space: shifted, not tested for at
	 * every ID. */
	if (n > 0) {
		p = putid(o, t[0].id);
		memmove(o, o + 1, p - o - 1);
		o = p - 1;
	}
	for (i = 1; i < n; i++)
		o = putid(o, t[i].id);
	*o++ = '\n';
	b->n = o - b->s;
}

/* One ID raw (idfmt_open checked that it fits). */
static void
put_raw(const struct idfmt *f, struct tt_buf *b, uint32_t id)
{
	put_le(cli_buf_room(b, 4), id, f->fmt);
	b->n += f->fmt;
}

int
idfmt_put_raw(const struct idfmt *f, struct tt_buf *b,
    const struct tt_token *t, long n)
{
	long i;

	for (i = 0; i < n; i++) {
		if (t[i].id == f->sep)
			return -1;
		put_raw(f, b, t[i].id);
	}
	if (f->sep != IDFMT_NOSEP)
		put_raw(f, b, f->sep);
	return 0;
}

void
idfmt_put_index(const struct idfmt *f, uint64_t end)
{
	uint8_t o[8];

	put_le(o, end, sizeof o);
	fwrite(o, 1, sizeof o, f->index);
}

/* --- Reading ------------------------------------------------------------- */

/* The number of n bytes at p, little-endian. */
static uint64_t
get_le(const uint8_t *p, int n)
{
	uint64_t v = 0;

	while (n-- > 0)
		v = v << 8 | p[n];
	return v;
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

long
idfmt_get_decimal(char *s, uint32_t size, uint32_t **ids, size_t *cap,
    char **bad)
{
	uint64_t v = 0;
	size_t n = 0;
	char *end;
	int k;

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
			for (v = 0, end = s; (unsigned)(*end - '0') <= 9;
			    end++)
				v = v * 10 + (*end - '0');
		if (end - s > 10)
			v = UINT64_MAX;
		if (*s < '0' || *s > '9' || (*end != '\0' && *end != ' ' &&
		    *end != '\t' && *end != '\r')) {
			for (end = s; *end && *end != ' ' && *end != '\t';
			    end++)
				;
			*end = '\0';
			*bad = s;
			return IDFMT_EBAD;
		}
		if (v >= size) {
			*end = '\0';
			*bad = s;
			return IDFMT_ERANGE;
		}
		if (n == *cap && tt_grow_ids(ids, cap, n + 1) < 0)
			cli_die("out of memory");
		(*ids)[n++] = v;
		s = end;
	}
}

uint32_t
idfmt_get_raw(const uint8_t *p, int fmt)
{
	return get_le(p, fmt);
}

ssize_t
idfmt_get_index(const struct idfmt *f, uint64_t *end)
{
	uint8_t o[8];
	size_t n;

	if ((n = fread(o, 1, sizeof o, f->index)) < sizeof o &&
	    ferror(f->index))
		return -1;
	if (n == sizeof o)
		*end = get_le(o, sizeof o);
	return n;
}
