/* SPDX-License-Identifier: MIT */
/*
 * cache.h: a table of values keyed by bytes and a kind, which the
 * encoders fill with the tokens of runs already cut (tokens.c); one
 * thread's own, or shared by several.
 */
#ifndef TT_CACHE_H
#define TT_CACHE_H

#include <stddef.h>
#include <stdint.h>

/* A cache line: what one thread writes often is kept off others' lines. */
#define TT_CACHELINE 64

struct tt_cache;

uint64_t tt_cache_hash(const uint8_t *s, size_t n, unsigned kind);
/* Ask memory for the slot of hash h, and for the entry in that slot. */
void tt_cache_prefetch(const struct tt_cache *c, uint64_t h);
void tt_cache_prefetch_entry(const struct tt_cache *c, uint64_t h);
/* The value of key (s, kind), hashed to h, and its length in *nval and
 * the path put with it in *path; NULL if absent (or c is NULL). */
const void *tt_cache_get(const struct tt_cache *c, uint64_t h,
    const uint8_t *s, size_t n, unsigned kind, size_t *nval, int *path);
/* Keep a copy of the value under (s, kind); *c is made when NULL.  0
 * also when the cache has no room (it keeps what it has), or TT_ENOMEM. */
int tt_cache_put(struct tt_cache **c, uint64_t h, const uint8_t *s, size_t n,
    unsigned kind, const void *val, size_t nval, int path);
void tt_cache_free(struct tt_cache *c);
/* Let *cp be the shared cache *from (made if NULL); TT_EINVAL if *from is
 * an encoder's own. */
int tt_cache_share(struct tt_cache **cp, struct tt_cache **from);

#endif
