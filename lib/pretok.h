/* SPDX-License-Identifier: MIT */
/* pretok.h: runs of letters and others, and case folding under one marker. */
#ifndef TT_PRETOK_H
#define TT_PRETOK_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

/*
 * tt_pretok_run: the end of the run that starts at s[i], all
 * letters (*word) or none.  tt_pretok_letter: is s a letter (*len bytes,
 * 1 if invalid)?  tt_pretok_fold: lowercase s with lower, calling put for
 * each byte with its offset in s, and say what case marker would give it
 * back with upper: none, a capital first letter, all capitals, or
 * TT_CASE_ASIS (mixed case, or case that does not map back; also
 * invalid UTF-8); or TT_ENOMEM from put.
 */
enum { TT_CASE_LOWER, TT_CASE_CAP, TT_CASE_ALL, TT_CASE_ASIS };
size_t tt_pretok_run(const uint8_t *s, size_t n, size_t i, bool *word);
bool tt_pretok_letter(const uint8_t *s, size_t n, size_t *len);
int tt_pretok_fold(const uint8_t *s, size_t n, uint32_t (*lower)(uint32_t),
    uint32_t (*upper)(uint32_t), int (*put)(void *, uint8_t, size_t),
    void *arg);

#endif
