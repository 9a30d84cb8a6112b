/* SPDX-License-Identifier: MIT */
/*
 * image.h: a dictionary's tables written to DIR/tt-dict.img and mapped
 * back.  It only maps and writes; loading and compiling are dict.c's.
 */
#ifndef TT_IMAGE_H
#define TT_IMAGE_H

#include "dict.h"
#include "norm.h"

/* tt's extension (dict.c, extend): 256 byte tokens, <cap>, <allcaps>,
 * <glue>, then the normalisation markers. */
#define TT_EXTN (259 + TT_NORM_N)

/*
 * Where the extension begins: right after bpe, the largest BPE ID, when
 * the TT_EXTN IDs after it are free (next, the first file ID above it,
 * is further, or UINT32_MAX: none), else at end, one past the largest
 * file ID.  dict.c puts it there; image.c checks that it is.
 */
static inline uint32_t
tt_extbase(uint32_t bpe, uint32_t next, uint32_t end)
{
	return bpe != UINT32_MAX && (next == UINT32_MAX ||
	    next - bpe > TT_EXTN) ? bpe + 1 : end;
}

/*
 * Map DIR/tt-dict.img into d if it is there, current and whole: 0; 1 to
 * read the sources instead, as there is no image or it is older than
 * them (err names it and says why if it was made otherwise); TT_EDICT
 * for a damaged image (err says how).  On 1 or TT_EDICT d may hold a
 * mapping and tries to free with tt_dict_free, and nothing else.
 */
int tt_image_map(struct tt_dict *d, const char *dir,
    struct tt_dict_error *err);
void tt_image_unmap(struct tt_dict *d);
/* Write d's tables to DIR/tt-dict.img, atomically: 0, TT_EIO or
 * TT_EINVAL (err filled). */
int tt_image_write(const struct tt_dict *d, const char *dir,
    struct tt_dict_error *err);
/* Set the checksum of the image m[0..n-1] to what its bytes give (the
 * image fuzzer's mutations are to reach the checks behind it). */
void tt_image_seal(uint8_t *m, size_t n);

#endif
