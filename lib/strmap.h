/* SPDX-License-Identifier: MIT */
/* strmap.h: a hash table of byte strings with a 32-bit value each. */
#ifndef TT_STRMAP_H
#define TT_STRMAP_H

#include <stdbool.h>
#include "tt.h"

/*
 * Byte strings with a 32-bit value each; zeroed is empty.
 * tt_map_put looks s up and adds it with value 0 when absent; *val points
 * at its value; 1 when added, 0 when there, or TT_ENOMEM.
 */
struct strent {
	uint32_t off, len, hash, val;
};

struct strmap {
	struct tt_buf pool;
	struct strent *ent;
	size_t n, cap;
	uint32_t *slot;		/* entry index + 1, 0 when empty */
	size_t nslot;		/* a power of two, at least twice n */
};
int tt_map_put(struct strmap *m, const uint8_t *s, size_t n, uint32_t **val);
const uint32_t *tt_map_get(const struct strmap *m, const uint8_t *s, size_t n);
void tt_map_free(struct strmap *m);
/* The number of s in m, in the order strings were first put (*isnew). */
long tt_map_intern(struct strmap *m, const uint8_t *s, size_t n,
    bool *isnew);

#endif
