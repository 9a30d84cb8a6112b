/* SPDX-License-Identifier: MIT */
/*
 * parts.h: lines read through a bounded window, a line longer than it in
 * parts where the encoder may cut it (tt_encode_split), for tt-encode and
 * tt-roundtrip.
 */
#ifndef PARTS_H
#define PARTS_H

#include <stddef.h>
#include <stdint.h>

#include "tt.h"

/* What an entry is: a whole line, or a part of one. */
enum { PART_FIRST = 1, PART_LAST = 2, PART_WHOLE = 3 };

/* An entry: s[0..n), which it encodes from at on (the bytes before at
 * are the context of a later part), flags PART_*. */
struct part {
	const uint8_t *s;
	size_t n, at;
	int flags;
};

/*
 * The reader of one input: read(2), not stdio, so that what a pipe holds
 * comes at once (-u).  e: the encoder that chooses the cuts, or NULL to
 * keep lines whole (whatever their length).
 */
struct parts {
	uint8_t *buf;
	size_t n, cap, cur;
	size_t lstart;		/* where the line begins, while inline */
	size_t seen;		/* no newline in buf[cur..seen) */
	int inline_, eof;
	struct tt_encoder *e;
};

/* Start reading another input. */
void parts_reset(struct parts *r);
/* The next entry (valid until the next call): 1, or 0 at the end; a read
 * error is said and ends the input. */
int parts_next(struct parts *r, int fd, const char *path, struct part *p);
void parts_free(struct parts *r);

#endif
