/* SPDX-License-Identifier: MIT */
/* utf8.c: UTF-8 code points and Turkish case, over libunistring's tables. */
#include <unicase.h>
#include <unictype.h>

#include "internal.h"

int
tt_utf8_dec(const uint8_t *s, size_t n, uint32_t *cp)
{
	uint32_t c = s[0], min;
	int len, i;

	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf) {
		len = 2, c &= 0x1f, min = 0x80;
	} else if (c >= 0xe0 && c <= 0xef) {
		len = 3, c &= 0x0f, min = 0x800;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4, c &= 0x07, min = 0x10000;
	} else
		return -1;
	if ((size_t)len > n)
		return -1;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return -1;
		c = c << 6 | (s[i] & 0x3f);
	}
	/* Overlong forms, surrogates and values past U+10FFFF are invalid. */
	if (c < min || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		return -1;
	*cp = c;
	return len;
}

int
tt_utf8_enc(uint32_t cp, uint8_t *o)
{
	if (cp < 0x80) {
		o[0] = cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = 0xc0 | cp >> 6;
		o[1] = 0x80 | (cp & 0x3f);
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = 0xe0 | cp >> 12;
		o[1] = 0x80 | (cp >> 6 & 0x3f);
		o[2] = 0x80 | (cp & 0x3f);
		return 3;
	}
	o[0] = 0xf0 | cp >> 18;
	o[1] = 0x80 | (cp >> 12 & 0x3f);
	o[2] = 0x80 | (cp >> 6 & 0x3f);
	o[3] = 0x80 | (cp & 0x3f);
	return 4;
}

/*
 * Turkish casing pairs dotted and dotless i: I <-> ı, İ <-> i.  Everything
 * else takes the Unicode simple mapping, whatever the process locale.
 */
uint32_t
tt_tr_lower(uint32_t cp)
{
	if (cp < 0x80)
		return cp == 'I' ? 0x131 : (cp >= 'A' && cp <= 'Z') ?
		    cp + 32 : cp;
	if (cp == 0x130)
		return 'i';
	/* Latin-1 and most of Latin Extended-A, the others' letters. */
	if (cp >= 0xc0 && cp <= 0xde && cp != 0xd7)
		return cp + 32;
	if ((cp >= 0x100 && cp < 0x138) || (cp >= 0x14a && cp < 0x178))
		return cp | 1;
	return uc_tolower(cp);
}

uint32_t
tt_tr_upper(uint32_t cp)
{
	if (cp < 0x80)
		return cp == 'i' ? 0x130 : (cp >= 'a' && cp <= 'z') ?
		    cp - 32 : cp;
	if (cp == 0x131)
		return 'I';
	return uc_toupper(cp);
}

bool
tt_is_upper(uint32_t cp)
{
	if (cp < 0x80)
		return cp >= 'A' && cp <= 'Z';
	return uc_is_property_uppercase(cp);
}

bool
tt_is_letter(uint32_t cp)
{
	if (cp < 0x80)
		return (cp | 32) >= 'a' && (cp | 32) <= 'z';
	/* Latin-1 letters, Latin Extended-A and -B, IPA: all but × and ÷. */
	if (cp >= 0xc0 && cp < 0x2b0)
		return cp != 0xd7 && cp != 0xf7;
	return uc_is_general_category(cp, UC_CATEGORY_L) ||
	    uc_is_general_category(cp, UC_CATEGORY_M);
}

bool
tt_is_digit(uint32_t cp)
{
	if (cp < 0x80)
		return cp >= '0' && cp <= '9';
	return uc_is_general_category(cp, UC_CATEGORY_Nd);
}

bool
tt_is_punct(uint32_t cp)
{
	if (cp < 0x80)
		return cp > ' ' && cp < 0x7f && !tt_is_letter(cp) &&
		    !tt_is_digit(cp);
	return (uc_is_general_category(cp, UC_CATEGORY_P) ||
	    uc_is_general_category(cp, UC_CATEGORY_S)) &&
	    !uc_is_general_category(cp, UC_CATEGORY_Pf);
}

/* Python's str.isspace(): bidi class WS, B or S, or category Zs. */
bool
tt_is_pyspace(uint32_t cp)
{
	switch (cp) {
	case 0x09: case 0x0a: case 0x0b: case 0x0c: case 0x0d:
	case 0x1c: case 0x1d: case 0x1e: case 0x1f: case 0x20:
	case 0x85: case 0xa0: case 0x1680: case 0x2028: case 0x2029:
	case 0x202f: case 0x205f: case 0x3000:
		return true;
	}
	return cp >= 0x2000 && cp <= 0x200a;
}
