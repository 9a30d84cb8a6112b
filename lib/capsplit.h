/* SPDX-License-Identifier: MIT */
/* capsplit.h: the reference's <uppercase> repaired (capsplit.c). */
#ifndef TT_CAPSPLIT_H
#define TT_CAPSPLIT_H

/*
 * tt_surface_write, but where the reference encoder's <uppercase> has
 * left word boundaries ambiguous: the space before the piece after it is
 * put right, and a run of capitals that came as single letters is cut
 * back into words (ÇOKİYİ -> ÇOK İYİ).
 */
int tt_capsplit_write(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t start,
    bool strip, size_t *bad);

#endif
