/* SPDX-License-Identifier: MIT */
/* buf.h: growing arrays and buffers, hashing, TSV lines, image blobs and
 * the loaders' error filler: what every layer above may use. */
#ifndef TT_BUF_H
#define TT_BUF_H

#include <stdbool.h>
#include <stdio.h>
#include "tt.h"

int tt_buf_reserve(struct tt_buf *b, size_t more);
int tt_buf_put(struct tt_buf *b, const void *s, size_t n);
int tt_buf_putc(struct tt_buf *b, uint8_t c);
/* Grow *p (elements of size sz) so that it holds at least need; 0 or ENOMEM. */
int tt_grow(void *p, size_t *cap, size_t need, size_t sz);
/* FNV-1a of s[0..n-1]: the hash of every table of strings here. */
uint64_t tt_hash(const uint8_t *s, size_t n);
/* A checksum of s[0..n-1] (n a multiple of 8), going on from h: eight
 * bytes a step in four lanes, for a compiled image's body.  It finds
 * damage, not a forger. */
uint64_t tt_sum64(uint64_t h, const uint8_t *s, size_t n);

/* Cut line at tabs into at most max fields (the last keeps its tabs). */
size_t tt_tsv_fields(char *line, char **f, size_t max);
/* The next line of f that is neither empty nor a # comment, without its
 * newline, counting lines in *lineno; false at the end or on an error. */
bool tt_tsv_line(FILE *f, char **line, size_t *cap, int *lineno);

/* Fill err (if not NULL): file, line, column, and fmt with one %s.  Every
 * loader zeroes err on entry (tt_seterr(err, "", 0, 0, "%s", "")) and
 * fills it on every failure but TT_ENOMEM. */
void tt_seterr(struct tt_dict_error *err, const char *file, int line,
    int col, const char *fmt, const char *arg);
/* "dir/name" into path (size bytes): 0, or TT_EINVAL with err filled when
 * it does not fit. */
int tt_path(char *path, size_t size, const char *dir, const char *name,
    struct tt_dict_error *err);

/* Blobs of a compiled image: write n bytes padded to 8; take them back
 * from *p, moving it past them (NULL if fewer are left). */
int tt_blob_put(FILE *f, const void *p, size_t n);
const void *tt_blob_take(const uint8_t **p, const uint8_t *end, size_t n);

#endif
