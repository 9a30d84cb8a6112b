/* SPDX-License-Identifier: MIT */
/* trie.h: read-only byte tries for longest-prefix matching. */
#ifndef TT_TRIE_H
#define TT_TRIE_H

#include <stdbool.h>
#include <stdio.h>
#include <stdint.h>

struct tt_trie;
struct tt_trie_key {
	const uint8_t *s;
	size_t n;
	uint32_t val;		/* below 2^24 */
	uint8_t tag;		/* TT_TAG_* */
};
/* What a walk can ask of a key without reading the dictionary. */
#define TT_TAG_ROOT 1		/* an ID of kind root */
#define TT_TAG_SINGLE 2		/* an ID of one form */
/* Build from keys (sorted in place); duplicates keep the first value. */
int tt_trie_build(struct tt_trie **tp, struct tt_trie_key *k, size_t n);
void tt_trie_free(struct tt_trie *t);
/* Longest key that is a prefix of s and has all the tags: its length,
 * or 0; *val gets its value. */
size_t tt_trie_longest(const struct tt_trie *t, const uint8_t *s, size_t n,
    unsigned tags, uint32_t *val);
/* Every key that is a prefix of s and has all the tags, shortest first,
 * at most max. */
size_t tt_trie_prefixes(const struct tt_trie *t, const uint8_t *s, size_t n,
    unsigned tags, size_t *len, uint32_t *val, size_t max);
/* Write t to an image; map one from the bytes at *p (moved past it). */
int tt_trie_write(const struct tt_trie *t, FILE *f);
int tt_trie_map(struct tt_trie **tp, const uint8_t **p, const uint8_t *end);
/* Check a mapped trie against its keys: does s[0..n-1] lead to a node
 * that holds val with exactly the tags tag?  path[0..from] (from <= n)
 * are the nodes s's first bytes lead to, the root first, as an earlier
 * call for a key sharing them left them; it fills path[from+1..n]. */
bool tt_trie_holds(const struct tt_trie *t, const uint8_t *s, size_t n,
    size_t from, uint32_t *path, uint32_t val, unsigned tag);
/* The units that hold a value. */
size_t tt_trie_nvals(const struct tt_trie *t);
/* Exact lookup: true if found. */
bool tt_trie_get(const struct tt_trie *t, const uint8_t *s, size_t n,
    uint32_t *val);

#endif
