/* SPDX-License-Identifier: MIT */
/* hints.h: what the decoder asks of decoding hints (hints.c). */
#ifndef TT_HINTS_H
#define TT_HINTS_H

#include "dict.h"

/*
 * tt_word_end: the end of the word whose first ID is ids[i]
 * (i if it starts none): a letter piece and the letter pieces without a
 * space after it, case markers between them.  tt_hints_word: the form
 * index of each ID of the word ids[a..b) (markers left out) as training
 * wrote it, or NULL.  tt_hints_form: the hinted form (index into
 * d->forms) or UINT32_MAX.
 */
size_t tt_word_end(const struct tt_dict *d, const uint32_t *ids, size_t n,
    size_t i);
const uint8_t *tt_hints_word(const struct tt_hints *h,
    const struct tt_dict *d, const uint32_t *ids, size_t a, size_t b);
uint32_t tt_hints_form(const struct tt_hints *h, const struct tt_dict *d,
    uint32_t prev, uint32_t id, uint32_t next);

#endif
