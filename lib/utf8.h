/* SPDX-License-Identifier: MIT */
/* utf8.h: code points, as libunistring does, plus Turkish case. */
#ifndef TT_UTF8_H
#define TT_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Decode one code point at s[0..n-1]: its length (1-4), or -1 if invalid. */
int tt_utf8_dec(const uint8_t *s, size_t n, uint32_t *cp);
/* Encode cp into out (4 bytes); returns its length. */
int tt_utf8_enc(uint32_t cp, uint8_t *out);
uint32_t tt_tr_lower(uint32_t cp);	/* I -> ı, İ -> i, then Unicode */
uint32_t tt_tr_upper(uint32_t cp);	/* i -> İ, ı -> I, then Unicode */
bool tt_is_upper(uint32_t cp);		/* Unicode property Uppercase */
bool tt_is_letter(uint32_t cp);		/* general category L* or M* */
bool tt_is_digit(uint32_t cp);		/* general category Nd */
bool tt_is_punct(uint32_t cp);		/* P* or S*, but Pf (’ ” ») */
bool tt_is_pyspace(uint32_t cp);	/* Python's str.isspace() */

#endif
