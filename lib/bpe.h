/* SPDX-License-Identifier: MIT */
/* bpe.h: the BPE trainer's units, for its tests. */
#ifndef TT_BPE_H
#define TT_BPE_H

#include "tt.h"

/* Unit i (in the order first seen) and its count; NULL past the end. */
const uint8_t *tt_bpe_unit(const struct tt_bpe *b, size_t i, size_t *n,
    uint64_t *count);

#endif
