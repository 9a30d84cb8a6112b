/* SPDX-License-Identifier: MIT */
/* buf.c: growing arrays and byte buffers (the only allocation pattern
 * here), hashing, TSV lines, image blobs, the loaders' error filler. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"

int
tt_grow(void *p, size_t *cap, size_t need, size_t sz)
{
	void **pp = p;
	size_t c = *cap ? *cap : 16;
	void *q;

	if (need <= *cap)
		return 0;
	while (c < need) {
		if (c > SIZE_MAX / 2 / sz)
			return TT_ENOMEM;
		c *= 2;
	}
	if ((q = realloc(*pp, c * sz)) == NULL)
		return TT_ENOMEM;
	*pp = q;
	*cap = c;
	return 0;
}

int
tt_grow_ids(uint32_t **ids, size_t *cap, size_t need)
{
	return tt_grow(ids, cap, need, sizeof **ids);
}

int
tt_buf_reserve(struct tt_buf *b, size_t more)
{
	if (more > SIZE_MAX - b->n)
		return TT_ENOMEM;
	return tt_grow(&b->s, &b->cap, b->n + more, 1);
}

int
tt_buf_put(struct tt_buf *b, const void *s, size_t n)
{
	if (tt_buf_reserve(b, n) < 0)
		return TT_ENOMEM;
	if (n)
		memcpy(b->s + b->n, s, n);
	b->n += n;
	return 0;
}

int
tt_buf_putc(struct tt_buf *b, uint8_t c)
{
	return tt_buf_put(b, &c, 1);
}

void
tt_buf_free(struct tt_buf *b)
{
	if (b == NULL)
		return;
	free(b->s);
	b->s = NULL;
	b->n = b->cap = 0;
}

uint64_t
tt_hash(const uint8_t *s, size_t n)
{
	uint64_t h = 1469598103934665603u;	/* FNV-1a */

	while (n-- > 0)
		h = (h ^ *s++) * 1099511628211u;
	return h;
}

/* The eight bytes at s as a word. */
static inline uint64_t
word(const uint8_t *s)
{
	uint64_t w;

	memcpy(&w, s, sizeof w);
	return w;
}

/* A step of tt_sum64: for each w a bijection of h, so that damage to one
 * word always changes the sum. */
static inline uint64_t
sumstep(uint64_t h, uint64_t w)
{
	h = (h ^ w) * 0x9e3779b97f4a7c15u;
	return h << 31 | h >> 33;
}

/*
 * Four lanes, a word to each in turn, folded at the end: a step waits on
 * the one four words back, and a rotation mixes for a shift and an xor.
 * Half the instructions of one lane with h ^= h >> 29, the checksum of
 * an image a sixth of its start-up before.
 */
uint64_t
tt_sum64(uint64_t h, const uint8_t *s, size_t n)
{
	uint64_t l[4] = { h, h + 1, h + 2, h + 3 };
	size_t i;

	for (i = 0; i + 32 <= n; i += 32) {
		l[0] = sumstep(l[0], word(s + i));
		l[1] = sumstep(l[1], word(s + i + 8));
		l[2] = sumstep(l[2], word(s + i + 16));
		l[3] = sumstep(l[3], word(s + i + 24));
	}
	for (; i + 8 <= n; i += 8)
		l[0] = sumstep(l[0], word(s + i));
	return sumstep(sumstep(sumstep(l[0], l[1]), l[2]), l[3]);
}

size_t
tt_tsv_fields(char *line, char **f, size_t max)
{
	size_t n;

	for (n = 0; n < max && line; n++) {
		f[n] = line;
		if ((line = strchr(line, '\t')) != NULL)
			*line++ = '\0';
	}
	return n;
}

bool
tt_tsv_line(FILE *f, char **line, size_t *cap, int *lineno)
{
	ssize_t len;

	while ((len = getline(line, cap, f)) >= 0) {
		++*lineno;
		if (len > 0 && (*line)[len - 1] == '\n')
			(*line)[--len] = '\0';
		if ((*line)[0] != '#' && (*line)[0] != '\0')
			return true;
	}
	return false;
}

const char *
tt_strerror(int err)
{
	switch (err) {
	case 0:
		return "success";
	case TT_ENOMEM:
		return "out of memory";
	case TT_EIO:
		return "cannot read file";
	case TT_EDICT:
		return "malformed dictionary";
	case TT_ERANGE:
		return "token ID out of range";
	case TT_EINVAL:
		return "invalid argument";
	}
	return "unknown error";
}

void
tt_seterr(struct tt_dict_error *err, const char *file, int line, int col,
    const char *fmt, const char *arg)
{
	if (err == NULL)
		return;
	snprintf(err->file, sizeof err->file, "%s", file);
	err->line = line;
	err->column = col;
	snprintf(err->text, sizeof err->text, fmt, arg);
}

int
tt_path(char *path, size_t size, const char *dir, const char *name,
    struct tt_dict_error *err)
{
	int n = snprintf(path, size, "%s/%s", dir, name);

	if (n >= 0 && (size_t)n < size)
		return 0;
	tt_seterr(err, dir, 0, 0, "%s", "directory path too long");
	return TT_EINVAL;
}

int
tt_blob_put(FILE *f, const void *p, size_t n)
{
	static const uint8_t zero[8];

	if (n && fwrite(p, 1, n, f) != n)
		return TT_EIO;
	if (n % 8 && fwrite(zero, 1, 8 - n % 8, f) != 8 - n % 8)
		return TT_EIO;
	return 0;
}

const void *
tt_blob_take(const uint8_t **p, const uint8_t *end, size_t n)
{
	const uint8_t *q = *p;
	size_t padded = (n + 7) / 8 * 8;

	if (n > (size_t)(end - q) || (size_t)(end - q) < padded)
		return NULL;
	*p += padded;
	return q;
}
