/* SPDX-License-Identifier: MIT */
/*
 * norm.c: text as it comes.  A word written decomposed (ğ as g + U+0306),
 * with the dot of a lowercased İ (i + U+0307) or with a circumflex (â î
 * û) is analysed as its plain NFC spelling, and markers say how to write
 * it back: the encoder keeps the bytes, as SentencePiece's normaliser
 * does not.  libunistring's uninorm does the normalising.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <uninorm.h>

#include "utf8.h"
#include "pretok.h"
#include "norm.h"

/* Is s[i..n) U+02BC? */
static bool
apostrophe(const uint8_t *s, size_t n, size_t i)
{
	return i + 1 < n && s[i] == 0xca && s[i + 1] == 0xbc;
}

/* A word run s[i..j) from tt_pretok_run, short of U+02BC. */
static size_t
wordend(const uint8_t *s, size_t i, size_t j)
{
	const uint8_t *p;

	for (p = s + i; (p = memchr(p, 0xca, s + j - p)) != NULL; p++)
		if (apostrophe(s, j, p - s))
			return p - s;
	return j;
}

size_t
tt_norm_run(const uint8_t *s, size_t n, size_t i, bool *word)
{
	size_t j, len;
	bool w;

	if (apostrophe(s, n, i)) {
		*word = false;
		j = i;
	} else if ((j = tt_pretok_run(s, n, i, word)), *word)
		return wordend(s, i, j);
	/* Others, U+02BC among them. */
	while (apostrophe(s, n, j)) {
		j += 2;
		if (j < n && !apostrophe(s, n, j) &&
		    !tt_pretok_letter(s + j, n - j, &len))
			j = tt_pretok_run(s, n, j, &w);
	}
	return j;
}

bool
tt_norm_inword(const uint8_t *s, size_t n)
{
	size_t len;

	return n > 0 && !apostrophe(s, n, 0) && tt_pretok_letter(s, n, &len);
}

bool
tt_norm_maybe(const uint8_t *s, size_t n)
{
	size_t i;

	for (i = 0; i + 1 < n; i++) {
		if (s[i] < 0xc3)
			continue;
		if (s[i] == 0xcc || s[i] == 0xcd)
			return true;
		/* â î û Â Î Û */
		if (s[i] == 0xc3 && (s[i + 1] == 0xa2 || s[i + 1] == 0xae ||
		    s[i + 1] == 0xbb || s[i + 1] == 0x82 ||
		    s[i + 1] == 0x8e || s[i + 1] == 0x9b))
			return true;
	}
	return false;
}

/* Is cp one of the letters a circumflex goes on, written plain? */
static bool
hatted(uint32_t cp)
{
	return cp == 'a' || cp == 'i' || cp == 'u' || cp == 'A' ||
	    cp == 0x130 || cp == 'U';
}

/* The plain letter under a circumflex, or 0. */
static uint32_t
unhat(uint32_t cp)
{
	switch (cp) {
	case 0xe2: return 'a';
	case 0xee: return 'i';
	case 0xfb: return 'u';
	case 0xc2: return 'A';
	case 0xce: return 0x130;	/* Î: the capital of i is İ */
	case 0xdb: return 'U';
	}
	return 0;
}

/* Bytes in NFD of the character s[0..n); 0 when libunistring fails. */
static size_t
nfdlen(const uint8_t *s, size_t n)
{
	uint8_t buf[64], *d;
	size_t len = sizeof buf;

	if (n == 1)
		return 1;
	if ((d = u8_normalize(UNINORM_NFD, s, n, buf, &len)) == NULL)
		return 0;
	if (d != buf)
		free(d);
	return len;
}

/* Give put each byte of cp, standing for offset off. */
static int
putcp(uint32_t cp, size_t off, int (*put)(void *, uint8_t, size_t),
    void *arg)
{
	uint8_t o[4];
	int k, m = tt_utf8_enc(cp, o), r;

	for (k = 0; k < m; k++)
		if ((r = put(arg, o[k], off)) < 0)
			return r;
	return 0;
}

/*
 * Walk f[0..nf), the word in NFC (written as s[0..n), decomposed if
 * nfd), and give put its analysis form; the marks, or 0.
 */
static int
form(const uint8_t *f, size_t nf, size_t n, bool nfd,
    int (*put)(void *, uint8_t, size_t), void *arg)
{
	size_t i, at = 0, olen, dots = 0, plain = 0;
	uint32_t cp, lo;
	bool first = false, vowel = false;
	int len, r, m = nfd ? TT_NORM_NFD : 0;

	for (i = 0; i < nf; i += len, at += olen) {
		if ((len = tt_utf8_dec(f + i, nf - i, &cp)) < 0)
			return 0;
		olen = nfd ? nfdlen(f + i, len) : (size_t)len;
		if (cp == 'i' && i + 3 <= nf && f[i + 1] == 0xcc &&
		    f[i + 2] == 0x87) {
			first |= dots++ == 0 && plain == 0;
			len += 2;
			olen += 2;
		} else if (cp == 'i')
			plain++;
		else if ((lo = unhat(cp)) != 0) {
			/* One circumflex on the first a, i or u, and one
			 * after it. */
			if (!vowel)
				m |= TT_NORM_HAT1;
			else if (m & TT_NORM_HAT)
				return 0;
			else
				m |= TT_NORM_HAT;
			cp = lo;
		} else if (cp == 0x307)
			return 0;
		vowel |= hatted(cp);
		if ((r = putcp(cp, at, put, arg)) < 0)
			return r;
	}
	/* The dot over the first i alone, or over every i. */
	if (dots == 1 && first)
		m |= TT_NORM_IDOT;
	else if (dots > 0 && plain == 0)
		m |= TT_NORM_IDOTS;
	else if (dots > 0)
		return 0;
	return at == n ? m : 0;
}

int
tt_norm_word(const uint8_t *s, size_t n,
    int (*put)(void *, uint8_t, size_t), void *arg)
{
	uint8_t b1[256], b2[256], *c = NULL, *d = NULL;
	size_t nc = sizeof b1, nd = sizeof b2;
	int r = 0;

	if (memchr(s, 0xcc, n) == NULL && memchr(s, 0xcd, n) == NULL)
		return form(s, n, n, false, put, arg);
	if ((c = u8_normalize(UNINORM_NFC, s, n, b1, &nc)) == NULL)
		return errno == ENOMEM ? TT_ENOMEM : 0;
	if (nc == n && memcmp(c, s, n) == 0)
		r = form(s, n, n, false, put, arg);
	else if ((d = u8_normalize(UNINORM_NFD, c, nc, b2, &nd)) == NULL)
		r = errno == ENOMEM ? TT_ENOMEM : 0;
	else if (nd == n && memcmp(d, s, n) == 0)
		r = form(c, nc, n, true, put, arg);
	if (c != b1)
		free(c);
	if (d != b2)
		free(d);
	return r;
}

/* Put t[0..nt) in place of b->s[at..at + del). */
static int
splice(struct tt_buf *b, size_t at, size_t del, const uint8_t *t, size_t nt)
{
	if (nt > del && tt_buf_reserve(b, nt - del) < 0)
		return TT_ENOMEM;
	memmove(b->s + at + nt, b->s + at + del, b->n - at - del);
	memcpy(b->s + at, t, nt);
	b->n = b->n + nt - del;
	return 0;
}

/* The circumflex on the last a, i or u (A, İ or U) of b->s[from..), or
 * the first. */
static int
hat(struct tt_buf *b, size_t from, bool first)
{
	static const uint8_t with[][2] = { { 0xc3, 0xa2 }, { 0xc3, 0xae },
	    { 0xc3, 0xbb }, { 0xc3, 0x82 }, { 0xc3, 0x8e }, { 0xc3, 0x9b } };
	static const char plain[] = "aiuA";
	const char *p;
	size_t i, at = 0, del = 0;
	int v = -1;

	for (i = from; i < b->n && (v < 0 || !first); i++) {
		if (b->s[i] == 'U') {
			at = i, del = 1, v = 5;
		} else if (b->s[i] != 0 &&
		    (p = strchr(plain, b->s[i])) != NULL) {
			at = i, del = 1, v = p - plain;
		} else if (b->s[i] == 0xc4 && i + 1 < b->n &&
		    b->s[i + 1] == 0xb0) {
			at = i, del = 2, v = 4;
		}
	}
	return v < 0 ? 0 : splice(b, at, del, with[v], 2);
}

/* NFD in place of b->s[from..), but for ASCII. */
static int
decompose(struct tt_buf *b, size_t from)
{
	uint8_t buf[256], *d;
	size_t i, len = sizeof buf;
	int r;

	for (i = from; i < b->n && b->s[i] < 0x80; i++)
		;
	if (i == b->n)
		return 0;
	if ((d = u8_normalize(UNINORM_NFD, b->s + i, b->n - i, buf,
	    &len)) == NULL)
		return errno == ENOMEM ? TT_ENOMEM : 0;
	r = splice(b, i, b->n - i, d, len);
	if (d != buf)
		free(d);
	return r;
}

int
tt_norm_apply(struct tt_buf *b, size_t from, unsigned *m)
{
	const uint8_t *p;
	size_t i;
	int r;

	if ((*m & TT_NORM_HAT1) && (r = hat(b, from, true)) < 0)
		return r;
	if ((*m & TT_NORM_HAT) && (r = hat(b, from, false)) < 0)
		return r;
	*m &= ~(TT_NORM_HAT | TT_NORM_HAT1);
	/* A dot after the first i, or after each. */
	for (i = from; (*m & (TT_NORM_IDOT | TT_NORM_IDOTS)) && i < b->n &&
	    (p = memchr(b->s + i, 'i', b->n - i)) != NULL; i += 3) {
		i = p - b->s;
		if ((r = splice(b, i + 1, 0, (const uint8_t *)"\xcc\x87",
		    2)) < 0)
			return r;
		*m &= ~TT_NORM_IDOT;
	}
	return (*m & TT_NORM_NFD) ? decompose(b, from) : 0;
}

uint32_t
tt_norm_compose(uint32_t base, uint32_t mark)
{
	return uc_composition(base, mark);
}
