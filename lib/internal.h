/* SPDX-License-Identifier: MIT */
/* internal.h: what the modules of libtt share and users never see. */
#ifndef TT_INTERNAL_H
#define TT_INTERNAL_H

#include <stdbool.h>
#include <stdio.h>
#include "tt.h"

/* buf.c */
int tt_buf_reserve(struct tt_buf *b, size_t more);
int tt_buf_put(struct tt_buf *b, const void *s, size_t n);
int tt_buf_putc(struct tt_buf *b, uint8_t c);
/* Cut line at tabs into at most max fields (the last keeps its tabs). */
size_t tt_tsv_fields(char *line, char **f, size_t max);
/* The next line of f that is neither empty nor a # comment, without its
 * newline, counting lines in *lineno; false at the end or on an error. */
bool tt_tsv_line(FILE *f, char **line, size_t *cap, int *lineno);
/* FNV-1a of s[0..n-1]: the hash of every table of strings here. */
uint64_t tt_hash(const uint8_t *s, size_t n);
/* Fill err (if not NULL): file, line, column, and fmt with one %s. */
void tt_dict_seterr(struct tt_dict_error *err, const char *file, int line,
    int col, const char *fmt, const char *arg);
/* Grow *p (elements of size sz) so that it holds at least need; 0 or ENOMEM. */
int tt_grow(void *p, size_t *cap, size_t need, size_t sz);

/* utf8.c: code points, as libunistring does, plus Turkish case. */
/* Decode one code point at s[0..n-1]: its length (1-4), or -1 if invalid. */
int tt_utf8_dec(const uint8_t *s, size_t n, uint32_t *cp);
/* Encode cp into out (4 bytes); returns its length. */
int tt_utf8_enc(uint32_t cp, uint8_t *out);
uint32_t tt_tr_lower(uint32_t cp);	/* I -> ı, İ -> i, then Unicode */
uint32_t tt_tr_upper(uint32_t cp);	/* i -> İ, ı -> I, then Unicode */
bool tt_is_upper(uint32_t cp);		/* Unicode property Uppercase */
bool tt_is_lower(uint32_t cp);
bool tt_is_letter(uint32_t cp);		/* general category L* or M* */
bool tt_is_digit(uint32_t cp);		/* general category Nd */
bool tt_is_punct(uint32_t cp);		/* P* or S*, but Pf (’ ” ») */
bool tt_is_pyspace(uint32_t cp);	/* Python's str.isspace() */

/* trie.c: read-only byte tries for longest-prefix matching. */
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
/* Exact lookup: true if found. */
bool tt_trie_get(const struct tt_trie *t, const uint8_t *s, size_t n,
    uint32_t *val);

/* dict.c */
enum { TT_ID_UPPER = 0, TT_ID_UNKNOWN = 1, TT_ID_SPACE = 2 };

/* A surface form: bytes in the dictionary's pool, and its ID. */
struct tt_form {
	uint32_t off, len;
	uint32_t id;
};

struct tt_idinfo {
	uint32_t form;		/* first form in forms[] */
	uint16_t nforms;	/* forms of this ID, consecutive */
	uint8_t kind;		/* enum tt_kind */
	uint8_t flags;		/* TT_ROOT_*, TT_SUFFIX_* */
};

/* Bytes of d->pool readable past any form, so that the decoder copies a
 * short one 16 bytes at once.  An image's pool is followed by its forms. */
#define TT_POOL_SLACK 16

struct tt_dict {
	uint8_t *pool;			/* all form bytes, TT_POOL_SLACK more */
	struct tt_form *forms;		/* grouped by ID, file order within */
	uint32_t nforms;
	struct tt_idinfo *ids;		/* indexed by ID */
	uint32_t nbase, nids;		/* file IDs; with tt's extension */
	uint32_t byte0;			/* ID of byte 0x00 */
	uint32_t cap, allcaps;		/* IDs of tt's case markers */
	uint32_t glue;			/* ID of tt's <glue> */
	uint32_t space;			/* ID of " " */
	/* Values are indexes into forms[]. */
	struct tt_trie *root, *suffix, *bpe;
	struct tt_syl *syl;		/* the syllable model's sets, or NULL */
	struct tt_phonform *phon;	/* per form, for IDs with several */
	uint8_t *pick;			/* per suffix ID: its choice per context */
	uint8_t *idbits;		/* per ID: TT_IDB_* (phon.c) */
	uint8_t *tail;			/* per form: what it leaves, phon.c */
	uint32_t *count;		/* per ID: counts.tsv, or NULL */
	void *map;			/* the image of the tables, or NULL */
	size_t mapn;
};

/*
 * image.c: map DIR/tt-dict.img into d if it is there and current: 0, or 1
 * to read the sources instead (d may then hold a mapping to undo with
 * tt_dict_unmap, and nothing else).
 */
int tt_dict_map(struct tt_dict *d, const char *dir);
void tt_dict_unmap(struct tt_dict *d);
/* Write n bytes padded to 8; take them back from *p (NULL if short). */
int tt_image_put(FILE *f, const void *p, size_t n);
const void *tt_image_take(const uint8_t **p, const uint8_t *end, size_t n);

/* tt_dict_kind, inline for the decoder's loop. */
static inline enum tt_kind
tt_kind(const struct tt_dict *d, uint32_t id)
{
	return id < d->nids ? (enum tt_kind)d->ids[id].kind : TT_KIND_NONE;
}

static inline const uint8_t *
tt_form_str(const struct tt_dict *d, uint32_t f, size_t *n)
{
	*n = d->forms[f].len;
	return d->pool + d->forms[f].off;
}

/*
 * pretok.c.  tt_pretok_run: the end of the run that starts at s[i], all
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

/*
 * strmap.c: byte strings with a 32-bit value each; zeroed is empty.
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

/* compat.c, lossless.c: one line into e's token array. */
/* A cache line: what one thread writes often is kept off others' lines. */
#define LINE 64

struct tt_encoder {
	const struct tt_dict *d;
	enum tt_mode mode;
	struct tt_token *tok;
	size_t ntok, captok;
	/* Scratch: a lowercased segment and its map back to input offsets. */
	uint8_t *low;
	size_t *map;
	size_t caplow;
	struct tt_token *raw;		/* compat: a word before clean-up */
	size_t capraw;
	struct tt_buf scratch;		/* lossless: decoded candidates */
	struct tt_buf line;		/* lossless: " " + the line */
	uint32_t *ids;
	size_t capids;
	struct tt_paths paths;
	struct tt_cache *cache;		/* words already cut */
	bool nocache;			/* keep none (tt_encoder_nocache) */
	struct tt_cached *put;		/* lossless: a word for the cache */
	size_t capput;
};
/* Slow paths of the two below. */
int tt_encoder_growtok(struct tt_encoder *e);
int tt_encoder_growlow(struct tt_encoder *e);

/* Append a token; inline, as the encoders call it for every piece. */
static inline int
tt_encoder_push(struct tt_encoder *e, uint32_t id, const uint8_t *p,
    size_t np, size_t off, size_t len)
{
	if (e->ntok == e->captok && tt_encoder_growtok(e) < 0)
		return TT_ENOMEM;
	e->tok[e->ntok++] = (struct tt_token){ id, p, np, off, len };
	return 0;
}

/* Append c (standing for input offset off) to e->low at *nlow. */
static inline int
tt_encoder_putlow(struct tt_encoder *e, size_t *nlow, uint8_t c,
    size_t off)
{
	if (*nlow + 1 >= e->caplow && tt_encoder_growlow(e) < 0)
		return TT_ENOMEM;
	e->low[*nlow] = c;
	e->map[(*nlow)++] = off;
	return 0;
}

/*
 * cache.c: values keyed by bytes and a kind: the tokens of a run of text
 * (lossless.c, compat.c).  A token's piece is its offset into the
 * dictionary's pool and its length (8 bits); off is relative to the run.
 * tt_cache_recall pushes the tokens of the run s, which starts at input
 * offset base, if the cache holds them (1), or returns 0;
 * tt_cache_remember keeps the tokens pushed since t0 as those of s.
 */
struct tt_cached {
	uint32_t id, piece;
	uint16_t off, len;
};
int tt_cache_recall(struct tt_encoder *e, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t base, int *path);
int tt_cache_remember(struct tt_encoder *e, uint64_t h, const uint8_t *s,
    size_t n, unsigned kind, size_t t0, size_t base, int path);
uint64_t tt_cache_hash(const uint8_t *s, size_t n, unsigned kind);
void tt_cache_prefetch(const struct tt_cache *c, uint64_t h);
void tt_cache_prefetch_entry(const struct tt_cache *c, uint64_t h);
const void *tt_cache_get(const struct tt_cache *c, uint64_t h,
    const uint8_t *s, size_t n, unsigned kind, size_t *nval, int *path);
int tt_cache_put(struct tt_cache **c, uint64_t h, const uint8_t *s, size_t n,
    unsigned kind, const void *val, size_t nval, int path);
void tt_cache_free(struct tt_cache *c);
/* Let *cp be the shared cache *from (made if NULL); TT_EINVAL if *from is
 * an encoder's own. */
int tt_cache_share(struct tt_cache **cp, struct tt_cache **from);
int tt_compat_encode(struct tt_encoder *e, const uint8_t *s, size_t n);
int tt_lossless_encode(struct tt_encoder *e, const uint8_t *s, size_t n);
int tt_syllable_encode(struct tt_encoder *e, const uint8_t *s, size_t n);

#include "sylset.h"

/*
 * sylseg.c: the segmentation P = phi_clus o phi_vir o phi_scan of the
 * lowercase letters w[0..n-1] (code points).  *u (grown as needed, *cap
 * elements) gets the syllables, each w[a..b); returns how many, or
 * TT_ENOMEM.  Combining marks go with the letter before them.
 */
struct tt_sylunit {
	size_t a, b;
	bool nucleus;
};
long tt_syl_split(const struct tt_syl *sy, const uint32_t *w, size_t n,
    struct tt_sylunit **u, size_t *cap);

#include "phon.h"
#include "surface.h"
#include "capsplit.h"

/*
 * hints.c.  tt_word_end: the end of the word whose first ID is ids[i]
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

/* bpe.c: unit i (in the order first seen) and its count; NULL past the end. */
const uint8_t *tt_bpe_unit(const struct tt_bpe *b, size_t i, size_t *n,
    uint64_t *count);

#endif
