/* SPDX-License-Identifier: MIT */
/*
 * image.h: a dictionary's tables written to DIR/tt-dict.img and mapped
 * back.  It only maps and writes; loading and compiling are dict.c's.
 */
#ifndef TT_IMAGE_H
#define TT_IMAGE_H

#include "dict.h"

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
