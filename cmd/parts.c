/* SPDX-License-Identifier: MIT */
/*
 * parts.c: lines through a bounded window.  buf[0..n) holds what read(2)
 * gave and no entry has taken yet, from cur on, with the TT_PARTCTX bytes
 * before cur that a later part of a long line reads (inline: a part of
 * the line has gone).  A line longer than WINDOW is cut where the encoder
 * says it may be, so that a line of any length costs a window's memory.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "parts.h"

#define WINDOW (256 * 1024)

void
parts_reset(struct parts *r)
{
	r->n = r->cur = r->seen = r->lstart = 0;
	r->eof = r->inline_ = 0;
}

void
parts_free(struct parts *r)
{
	free(r->buf);
	tt_encoder_free(r->e);
}

/* Where the bytes an entry takes begin: cur, or its context. */
static size_t
ctxstart(const struct parts *r)
{
	if (!r->inline_)
		return r->cur;
	return r->cur - r->lstart > TT_PARTCTX ? r->cur - TT_PARTCTX :
	    r->lstart;
}

/* Read more into r->buf, keeping what an entry may still need. */
static void
refill(struct parts *r, int fd, const char *path, size_t want)
{
	size_t keep = ctxstart(r);
	ssize_t k;

	if (r->n > keep)
		memmove(r->buf, r->buf + keep, r->n - keep);
	r->n -= keep;
	r->cur -= keep;
	r->seen -= keep;
	r->lstart -= r->inline_ ? keep : r->lstart;
	cli_grow(&r->buf, &r->cap, r->n + want, 1);
	while ((k = read(fd, r->buf + r->n, r->cap - r->n)) < 0 &&
	    errno == EINTR)
		;
	if (k < 0)
		cli_warn("%s: %s", path, strerror(errno));
	if (k <= 0)
		r->eof = 1;
	else
		r->n += k;
}

/* The entry buf[ws..ws + n) into p, a part from cur on; buf from next on
 * after it. */
static void
take(struct parts *r, struct part *p, size_t ws, size_t n, int flags,
    size_t next)
{
	if (flags & PART_FIRST)
		r->lstart = r->cur;
	*p = (struct part){ r->buf + ws, n, r->cur - ws, flags };
	r->cur = r->seen = next;
	r->inline_ = !(flags & PART_LAST);
}

int
parts_next(struct parts *r, int fd, const char *path, struct part *p)
{
	size_t window = WINDOW, ws, k;
	uint8_t *q;
	int first;

	for (;;) {
		ws = ctxstart(r);
		first = r->inline_ ? 0 : PART_FIRST;
		q = r->n > r->seen ? memchr(r->buf + r->seen, '\n',
		    r->n - r->seen) : NULL;
		r->seen = r->n;
		if (q != NULL || (r->eof && (r->cur < r->n || r->inline_))) {
			k = q ? (size_t)(q - r->buf) : r->n;
			take(r, p, ws, k - ws, first | PART_LAST,
			    q ? k + 1 : k);
			return 1;
		}
		if (r->eof)
			return 0;
		if (r->n - r->cur < window || r->e == NULL) {
			refill(r, fd, path, r->n - r->cur < window ? window :
			    r->n - r->cur);
			continue;
		}
		if ((k = tt_encode_split(r->e, r->buf + ws, r->n - ws,
		    r->cur - ws, first)) == 0) {
			window *= 2;	/* no cut: a wider window */
			continue;
		}
		take(r, p, ws, k, first, ws + k);
		return 1;
	}
}
