/* SPDX-License-Identifier: MIT */
/*
 * norm.h: text as it comes (norm.c).  A word is analysed in a normal
 * form and one marker per difference writes it back as it was.
 */
#ifndef TT_NORM_H
#define TT_NORM_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

#include "buf.h"

/*
 * What the markers say, in the order of their IDs after <glue>
 * (tt-dict(5)): the word is written decomposed (NFD); the first i of
 * the word is followed by U+0307 (COMBINING DOT ABOVE: İ lowercased by
 * a rule that is not Turkish); the last a, i or u of the next piece
 * takes a circumflex (â î û); the first one does; every i of the word
 * is followed by U+0307 (a word in capitals lowercased so).
 */
enum { TT_NORM_NFD = 1, TT_NORM_IDOT = 2, TT_NORM_HAT = 4,
	TT_NORM_HAT1 = 8, TT_NORM_IDOTS = 16 };
#define TT_NORM_N 5		/* markers */

/*
 * tt_norm_run: tt_pretok_run as the lossless encoder cuts words: a word
 * ends at U+02BC (MODIFIER LETTER APOSTROPHE), a letter to Unicode but
 * the apostrophe before a proper noun's suffixes here.  (Combining marks
 * are letters to both: a decomposed word is one run.)
 */
size_t tt_norm_run(const uint8_t *s, size_t n, size_t i, bool *word);

/*
 * The form word s[0..n) is analysed in: NFC, the i of i + U+0307 alone,
 * â î û as a i u (Â Î Û as A İ U).  Each of its bytes is given to put
 * with the offset in s of the character it stands for.  Returns the
 * TT_NORM_* marks that write s back from it, 0 when s is its own form
 * or no marks write it back (then what put was given is to be dropped),
 * or put's error.  tt_norm_maybe: may s need it?  Almost no text does;
 * it costs a look at each byte.
 */
bool tt_norm_maybe(const uint8_t *s, size_t n);
int tt_norm_word(const uint8_t *s, size_t n,
    int (*put)(void *, uint8_t, size_t), void *arg);

/*
 * Write the marks *marks back on b->s[from..b->n), a piece just written:
 * a circumflex on its first a, i or u (TT_NORM_HAT1) and on its last
 * (TT_NORM_HAT; it clears both), a dot above after its first i
 * (TT_NORM_IDOT, cleared once done) or after each (TT_NORM_IDOTS, kept),
 * and the whole of it decomposed (TT_NORM_NFD, kept).  The kept marks
 * hold for the word's next pieces.  0 or TT_ENOMEM.
 */
int tt_norm_apply(struct tt_buf *b, size_t from, unsigned *marks);

/* Does a piece that begins s[0..n) go on with the word before it: a
 * letter, but not U+02BC (tt_norm_run)? */
bool tt_norm_inword(const uint8_t *s, size_t n);

/* base + mark as one character, or 0 (libunistring's uc_composition). */
uint32_t tt_norm_compose(uint32_t base, uint32_t mark);
/* Is cp a combining diacritic, U+0300..U+036F? */
static inline bool
tt_norm_ismark(uint32_t cp)
{
	return cp >= 0x300 && cp <= 0x36f;
}

/* Is cp a no-break space (U+00A0, U+2007, U+202F)? */
static inline bool
tt_norm_nbsp(uint32_t cp)
{
	return cp == 0xa0 || cp == 0x2007 || cp == 0x202f;
}

#endif
