/* SPDX-License-Identifier: MIT */
/*
 * pretok.c: a line into pre-tokens, the one cut that the lossless
 * encoder, the syllable encoder and the BPE trainer share: runs of
 * letters (words) and runs of anything else, and a word's case as one
 * marker's worth.
 */
#include "utf8.h"
#include "pretok.h"

/* ASCII letters, for the loop below: most bytes are ASCII. */
static const bool ascii_letter[128] = {
	['A'] = 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1,
	['a'] = 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1,
};

size_t
tt_pretok_run(const uint8_t *s, size_t n, size_t i, bool *word)
{
	size_t len;
	bool w;

	/* Most characters are ASCII, which need no call.  The lengths are
	 * in registers: len's address goes to tt_pretok_letter, for the
	 * bytes past the two fast cases. */
	if (s[i] < 0x80)
		w = ascii_letter[s[i]], len = 1;
	else
		w = tt_pretok_letter(s + i, n - i, &len);
	*word = w;
	for (i += len; i < n;) {
		if (s[i] < 0x80) {
			if (ascii_letter[s[i]] != w)
				break;
			i++;
		} else if (s[i] >= 0xc3 && s[i] <= 0xc9 && i + 1 < n &&
		    (s[i + 1] & 0xc0) == 0x80) {
			/* U+00C0..U+027F: letters but for × and ÷ (utf8.c). */
			if ((s[i] != 0xc3 || (s[i + 1] != 0x97 &&
			    s[i + 1] != 0xb7)) != w)
				break;
			i += 2;
		} else if (tt_pretok_letter(s + i, n - i, &len) != w)
			break;
		else
			i += len;
	}
	return i;
}

bool
tt_pretok_letter(const uint8_t *s, size_t n, size_t *len)
{
	uint32_t cp;
	int l;

	if (s[0] < 0x80) {
		*len = 1;
		return (s[0] | 32) >= 'a' && (s[0] | 32) <= 'z';
	}
	l = tt_utf8_dec(s, n, &cp);

	*len = l > 0 ? (size_t)l : 1;
	return l > 0 && tt_is_letter(cp);
}

int
tt_pretok_fold(const uint8_t *s, size_t n, uint32_t (*lower)(uint32_t),
    uint32_t (*upper)(uint32_t), int (*put)(void *, uint8_t, size_t),
    void *arg)
{
	size_t i, letters = 0, caps = 0;
	bool firstup = false;
	uint8_t o[4];
	uint32_t cp, lo;
	int len, m, k, r;

	for (i = 0; i < n; i += len) {
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0)
			return TT_CASE_ASIS;
		lo = lower(cp);
		if (lo != cp) {
			/* A capital whose lowercase does not map back. */
			if (upper(lo) != cp)
				return TT_CASE_ASIS;
			if (letters == 0)
				firstup = true;
			caps++;
		}
		if (tt_is_letter(cp))
			letters++;
		m = tt_utf8_enc(lo, o);
		for (k = 0; k < m; k++)
			if ((r = put(arg, o[k], i)) < 0)
				return r;
	}
	if (caps == 0)
		return TT_CASE_LOWER;
	if (caps == 1 && firstup)
		return TT_CASE_CAP;
	return caps == letters && letters > 1 ? TT_CASE_ALL : TT_CASE_ASIS;
}
