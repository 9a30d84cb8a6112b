/* SPDX-License-Identifier: MIT */
/*
 * image.h: a dictionary's tables written to DIR/tt-dict.img and mapped
 * back.  It only maps and writes; loading and compiling are dict.c's.
 */
#ifndef TT_IMAGE_H
#define TT_IMAGE_H

#include "dict.h"

/*
 * Map DIR/tt-dict.img into d if it is there and current: 0, or 1 to read
 * the sources instead (d may then hold a mapping to undo with
 * tt_image_unmap, and nothing else).
 */
int tt_image_map(struct tt_dict *d, const char *dir);
void tt_image_unmap(struct tt_dict *d);
/* Write d's tables to DIR/tt-dict.img, atomically: 0, TT_EIO or
 * TT_EINVAL (err filled). */
int tt_image_write(const struct tt_dict *d, const char *dir,
    struct tt_dict_error *err);

#endif
