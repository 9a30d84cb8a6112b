/* SPDX-License-Identifier: MIT */
/* tt.h: the one public interface of libtt, tokenizers that cut by morphology. */
#ifndef TT_H
#define TT_H

#include <stddef.h>
#include <stdint.h>

/*
 * Conventions.  Text is (const uint8_t *s, size_t n) and never needs a NUL.
 * Arguments are borrowed.  Functions returning int give 0 (or a count) on
 * success and a negative TT_E* code on failure; the library never prints,
 * exits or aborts.  Every *_free accepts NULL.
 */

enum {
	TT_ENOMEM = -1,		/* out of memory */
	TT_EIO = -2,		/* a file could not be read */
	TT_EDICT = -3,		/* a dictionary file is malformed */
	TT_ERANGE = -4,		/* a token ID is not in the vocabulary */
	TT_EINVAL = -5		/* bad argument */
};

/* The text of an error code; never NULL. */
const char *tt_strerror(int err);

/* A growing byte buffer.  Zero-initialise; release with tt_buf_free. */
struct tt_buf {
	uint8_t *s;
	size_t n, cap;
};
void tt_buf_free(struct tt_buf *b);
/* Grow an ID array to hold at least need IDs; 0 or TT_ENOMEM. */
int tt_grow_ids(uint32_t **ids, size_t *cap, size_t need);

/* --- Dictionaries -------------------------------------------------------- */

struct tt_dict;

/* Where a dictionary failed to load: file, 1-based line and column. */
struct tt_dict_error {
	char file[4352];
	int line, column;
	char text[200];
};

/*
 * Load the dictionary in directory dir (see tt-dict(5)): the reference
 * format kokler.json (roots), ekler.json (suffixes), bpe_tokenler.json.
 * On success *dp owns the tables (free with tt_dict_free).  On TT_EIO or
 * TT_EDICT, err (if not NULL) says where.
 */
int tt_dict_load(struct tt_dict **dp, const char *dir,
    struct tt_dict_error *err);
void tt_dict_free(struct tt_dict *d);

/* Kinds of token. */
enum tt_kind {
	TT_KIND_NONE,		/* no such ID */
	TT_KIND_SPECIAL,	/* <uppercase>, <pad>, " ", "\n"... */
	TT_KIND_ROOT,
	TT_KIND_SUFFIX,
	TT_KIND_BPE,
	TT_KIND_BYTE,		/* one raw byte (lossless fallback) */
	TT_KIND_CASE		/* a case marker added by tt */
};

/* Number of token IDs: every ID is below it. */
uint32_t tt_dict_size(const struct tt_dict *d);
/* Number of IDs in the dictionary files, before tt's own extension. */
uint32_t tt_dict_base_size(const struct tt_dict *d);
/* The kind of an ID; TT_KIND_NONE when unused or out of range. */
enum tt_kind tt_dict_kind(const struct tt_dict *d, uint32_t id);
/* "root", "suffix", "bpe", "byte", "special", "case" or "none". */
const char *tt_kind_name(enum tt_kind k);
/*
 * The base (first) surface form of an ID, *n bytes, not NUL-terminated;
 * NULL if the ID is unused.  Byte tokens give their one byte.  The
 * pointer lives as long as the dictionary.
 */
const uint8_t *tt_dict_piece(const struct tt_dict *d, uint32_t id,
    size_t *n);

/* --- Encoding ------------------------------------------------------------ */

enum tt_mode {
	TT_MODE_LOSSLESS,	/* tt's own: decode(encode(x)) == x, always */
	TT_MODE_COMPAT,		/* the reference encoder, ID for ID */
	TT_MODE_SYLLABLE	/* syllables (aksara logic) for Indonesia */
};

/*
 * One token of an encoded line.  piece/npiece: the matched surface form
 * (lowercased, as the dictionary holds it; owned by the dictionary or the
 * encoder, valid until the next tt_encode call).  off/len: the bytes of the
 * input line the token stands for (case markers have len 0).
 */
struct tt_token {
	uint32_t id;
	const uint8_t *piece;
	size_t npiece;
	size_t off, len;
};

struct tt_encoder;

/* A new encoder over d (borrowed: d must outlive it).  One per thread. */
int tt_encoder_new(struct tt_encoder **ep, const struct tt_dict *d,
    enum tt_mode mode);
void tt_encoder_free(struct tt_encoder *e);

/*
 * Encode one line s (without its newline).  On success returns the number
 * of tokens and points *toks at them; they stay valid until the next call
 * on e.  Any bytes are accepted: invalid UTF-8 and NUL go to byte tokens
 * in lossless mode and to <unknown> in compat mode.
 */
long tt_encode(struct tt_encoder *e, const uint8_t *s, size_t n,
    const struct tt_token **toks);

/*
 * How the lossless encoder cut the words it has seen so far: root +
 * suffixes (morph), the reference's greedy order (greedy), BPE pieces
 * (bpe), raw bytes (bytes).  Compat mode counts nothing.
 */
struct tt_paths {
	uint64_t words, morph, greedy, bpe, bytes;
};
const struct tt_paths *tt_encoder_paths(const struct tt_encoder *e);

/* --- Decoding ------------------------------------------------------------ */

/*
 * Append to out the text of ids[0..n-1], choosing each suffix allomorph and
 * root variant by Turkish phonology (tt-decode(1)).  Returns 0, TT_ERANGE
 * for an ID outside the vocabulary (*bad, if not NULL, gets its index),
 * or TT_ENOMEM.
 */
int tt_decode(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t *bad);

/* --- Metrics ------------------------------------------------------------- */

/* Counts gathered over many lines by tt_stats_add. */
struct tt_stats {
	uint64_t lines, chars, bytes, words;
	uint64_t tokens, fallback, unknown;
	uint64_t unique;		/* distinct token IDs seen */
	uint32_t vocab;
	uint8_t *seen;			/* one flag per ID */
};

int tt_stats_init(struct tt_stats *st, const struct tt_dict *d);
void tt_stats_free(struct tt_stats *st);
/* Add one line of text and its tokens. */
void tt_stats_add(struct tt_stats *st, const struct tt_dict *d,
    const uint8_t *s, size_t n, const struct tt_token *t, size_t nt);

/* Word-level agreement of a decoded line with its original. */
struct tt_wordmatch {
	size_t words;	/* words (runs of non-space) in the original */
	size_t same;	/* of which come back identical, in order (LCS) */
};
int tt_words_match(const uint8_t *a, size_t na, const uint8_t *b, size_t nb,
    struct tt_wordmatch *m);

/* --- Metrics of tt-stats beyond the counts above (metrics.c) ------------ */

#endif
