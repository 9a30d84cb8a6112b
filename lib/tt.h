/* SPDX-License-Identifier: MIT */
/* tt.h: the public interface of libtt, tokenizers cutting by morphology. */
#ifndef TT_H
#define TT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/*
 * Conventions.  Text is (const uint8_t *s, size_t n) and never needs a NUL.
 * Arguments are borrowed.  Functions returning int give 0 (or a count) on
 * success and a negative TT_E* code on failure; the library never prints,
 * exits or aborts.  Every *_free accepts NULL.  What measures a tokenizer
 * (tt-stats) is apart, in tt_eval.h.
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
 * Load the dictionary in directory dir (see tt-dict(5)): format 2
 * (tt-dict.tsv, roots.tsv and bpe_tokenler.json: tt's own, suffixes as
 * templates) or format 1, the reference's (kokler.json, ekler.json,
 * bpe_tokenler.json); a syllable model adds syllable.json.  A current
 * compiled image (tt_dict_compile) is mapped instead.  On success *dp
 * owns the tables (free with tt_dict_free); they are read-only, so one
 * dictionary may serve any number of threads.  On TT_EIO or TT_EDICT,
 * err (if not NULL) says where.  An image that fails its checks (its
 * checksum, its tables) is never used: the sources stand in for it,
 * and on success err->text then says what was wrong with it (else it
 * is empty); without sources it is the load's error.  A form (a root,
 * a suffix template, a BPE piece) is at most TT_MAXFORM bytes.
 */
#define TT_MAXFORM 255
int tt_dict_load(struct tt_dict **dp, const char *dir,
    struct tt_dict_error *err);
void tt_dict_free(struct tt_dict *d);

/*
 * Compile the dictionary in dir, read from its sources, into
 * dir/tt-dict.img, which later loads of dir map instead of parsing while
 * it is newer than the sources and this version of tt made it.  0,
 * TT_EIO, TT_EINVAL for a syllable dictionary, or a load error (err says
 * where).
 */
int tt_dict_compile(const char *dir, struct tt_dict_error *err);

/*
 * Write d in the reference format (kokler.json, ekler.json,
 * bpe_tokenler.json) into the existing directory dir, for tools that
 * expect it, and its root counts, if any, to counts.tsv.  Byte tokens,
 * case markers and <glue> are tt's and are left out.
 * 0, TT_EIO or TT_ENOMEM.
 */
int tt_dict_export(const struct tt_dict *d, const char *dir);

/*
 * Root counts (counts.tsv, tt-dict(5)), which the lossless encoder weighs
 * cuts of as many pieces by.  tt_dict_count_roots adds to count[id]
 * (tt_dict_size entries) each word of the line s whose longest root,
 * short of the whole word, is id: 0 or TT_ENOMEM.  tt_dict_write_counts
 * writes the roots counted as counts.tsv lines, with scount (NULL: none)
 * as the fourth column: 0 or TT_EIO.
 */
int tt_dict_count_roots(const struct tt_dict *d, const uint8_t *s, size_t n,
    uint32_t *count);
int tt_dict_write_counts(const struct tt_dict *d, const uint32_t *count,
    const uint32_t *scount, FILE *f);
/*
 * The counts tt-dict counts writes: each word of the line s credits, in
 * count[id], every root that begins one of its cuts of fewest pieces in
 * the lossless encoder's lattice (e made with TT_MODE_LOSSLESS); the
 * dictionary's own counts play no part.  0 or TT_ENOMEM.
 */
struct tt_encoder;
int tt_encoder_count_roots(struct tt_encoder *e, const uint8_t *s, size_t n,
    uint32_t *count);

/* Kinds of token. */
enum tt_kind {
	TT_KIND_NONE,		/* no such ID */
	TT_KIND_SPECIAL,	/* <uppercase>, <pad>, " ", "\n"... */
	TT_KIND_ROOT,
	TT_KIND_SUFFIX,
	TT_KIND_BPE,
	TT_KIND_BYTE,		/* one raw byte (lossless fallback) */
	TT_KIND_CASE,		/* a case marker added by tt */
	TT_KIND_GLUE		/* tt's <glue>: the next piece loses its space */
};

/* Number of token IDs: every ID is below it. */
uint32_t tt_dict_size(const struct tt_dict *d);
/* Number of IDs in the dictionary files, before tt's own extension. */
uint32_t tt_dict_base_size(const struct tt_dict *d);
/* The kind of an ID; TT_KIND_NONE when unused or out of range. */
enum tt_kind tt_dict_kind(const struct tt_dict *d, uint32_t id);
/* "root", "suffix", "bpe", "byte", "special", "case" or "none". */
const char *tt_kind_name(enum tt_kind k);
/* What the dictionary says of id (format 2): a suffix's gloss (PL, P3SG),
 * a root's parts of speech (N, V, ADJ) and, after a space, its gloss if
 * it has one (the derivation it is: "V =özet+lA"); "" if nothing. */
const char *tt_dict_note(const struct tt_dict *d, uint32_t id);
/*
 * The two parts of a note, so that no caller splits it.  tt_dict_pos: a
 * root's parts of speech ("N,V"), *len bytes, not NUL-terminated; "" and
 * 0 for a root without any, for any other kind and for an ID out of
 * range.  tt_dict_gloss: a suffix's gloss ("PL"), a root's ("=özet+lA");
 * "" if none.  Both live as long as the dictionary.
 */
const char *tt_dict_pos(const struct tt_dict *d, uint32_t id, size_t *len);
const char *tt_dict_gloss(const struct tt_dict *d, uint32_t id);
/*
 * The gloss of ids[i] as its word in ids[0..n) reads it, *len bytes,
 * not NUL-terminated.  A suffix that glosses a reading for each of the
 * noun and the verb it takes or yields (P2SG,REFL, the noun's first;
 * tt-dict(5)) has the one its root and the suffixes around it leave (ev
 * in: P2SG; yıka n dı: REFL), or both where they leave both; any other
 * ID, tt_dict_gloss's.  The word runs back to its root and on to its
 * last suffix, through an apostrophe (Türkiye ' de).
 */
const char *tt_dict_reading(const struct tt_dict *d, const uint32_t *ids,
    size_t n, size_t i, size_t *len);
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
 * input line the token stands for (case markers and <glue> have len 0).
 */
struct tt_token {
	uint32_t id;
	const uint8_t *piece;
	size_t npiece;
	size_t off, len;
};

struct tt_encoder;

/*
 * A new encoder over d (borrowed: d must outlive it).  An encoder holds
 * buffers and a cache: one per thread.  tt_decode and the other calls on
 * a dictionary alone are reentrant.
 */
int tt_encoder_new(struct tt_encoder **ep, const struct tt_dict *d,
    enum tt_mode mode);
void tt_encoder_free(struct tt_encoder *e);

/*
 * Let e, on another thread, share from's cache of words already cut, so
 * that each word is cut once: call it for every other encoder before any
 * of them encodes.  Both must have the same dictionary and mode; returns
 * 0, TT_EINVAL, or TT_ENOMEM.
 */
int tt_encoder_share(struct tt_encoder *e, struct tt_encoder *from);

/*
 * Let e keep no cache: every word is cut afresh.  The tokens are the
 * same; memory stays at a few MB, and the speed no longer depends on how
 * often words repeat (tt-encode --no-cache).  Call it before encoding;
 * tt_encoder_share then leaves e alone.
 */
void tt_encoder_nocache(struct tt_encoder *e);

/*
 * Let e, in TT_MODE_LOSSLESS, add to count[id] and scount[id]
 * (tt_dict_size entries each) what soft counts change from the tokens
 * it gives: a word the whole-word search cuts credits each root of its
 * tier its share, e^-cost of that root's best cut over the sum, and
 * not only the root of the best cut (tt-dict recount --soft).  scount
 * as the share of those cuts that went on with a suffix.  Implies
 * tt_encoder_nocache.
 */
void tt_encoder_softcount(struct tt_encoder *e, double *count,
    double *scount);

/*
 * Encode one line s (without its newline).  On success returns the number
 * of tokens and points *toks at them; they stay valid until the next call
 * on e.  Any bytes are accepted: invalid UTF-8 and NUL go to byte tokens
 * in lossless mode and to <unknown> in compat mode.
 */
long tt_encode(struct tt_encoder *e, const uint8_t *s, size_t n,
    const struct tt_token **toks);

/*
 * A line in parts, so that a tool holds a bounded window of a line of any
 * length (lossless mode; the others have no cut and encode whole lines).
 * s[0..n) is a window of the line; s[at..n) has not been encoded.
 * tt_encode_split returns a place p, at < p < n, where the line may be
 * cut: the tokens of s[at..p) followed by those of the rest are the
 * tokens of the whole line, whatever comes after n; 0 if there is none
 * in the window.  first: the window begins the line (at is 0).
 * tt_encode encodes the first part, s[0..p); tt_encode_more encodes
 * each later one, s[at..n) from a cut at (offsets are into s), reading
 * up to TT_PARTCTX bytes before it, which the window must hold when the
 * line has them.  Every cut is at most a little over 1 KB after the one
 * before (a run of letters or of other bytes is cut every 1,024 bytes).
 */
#define TT_PARTCTX 512
size_t tt_encode_split(struct tt_encoder *e, const uint8_t *s, size_t n,
    size_t at, bool first);
long tt_encode_more(struct tt_encoder *e, const uint8_t *s, size_t n,
    size_t at, const struct tt_token **toks);

/*
 * How the lossless encoder cut the words it has seen so far: root +
 * suffixes (morph), BPE pieces (bpe), raw bytes (bytes); and how many
 * of them were analysed in a normal form under a normalisation marker
 * (norm: <nfd>, <idot>, <hat>).  Compat mode counts nothing.
 */
struct tt_paths {
	uint64_t words, morph, bpe, bytes;
	uint64_t norm;
};
const struct tt_paths *tt_encoder_paths(const struct tt_encoder *e);

/* --- Batches of lines in memory (batch.c) ------------------------------- */

/*
 * A batch encoder: many lines at once on threads of the library's own, for
 * callers that hold lines in memory rather than in a file (the Python
 * module; tt-encode -j has a pool of its own).  It keeps an encoder per
 * thread, all sharing one cache, across calls.  Threads are started by
 * each call and joined before it returns, so none is left between calls
 * (a process may fork).  One call at a time on a batch.
 */
struct tt_batch;
/* A new batch encoder over d (borrowed); 0, TT_EINVAL or TT_ENOMEM. */
int tt_batch_new(struct tt_batch **bp, const struct tt_dict *d,
    enum tt_mode mode);
void tt_batch_free(struct tt_batch *b);
/*
 * Encode the nline lines of text on nth threads (1 to 256; the caller's
 * is one of them): line i is the bytes from off[i] to off[i + 1] (nline +
 * 1 offsets), any bytes, as tt_encode takes them.  Returns the number of
 * IDs, or TT_EINVAL or TT_ENOMEM.  *ids points at the IDs of every line
 * back to back, in order, the IDs of line i from (*idoff)[i] to
 * (*idoff)[i + 1] (nline + 1 offsets, the first 0): what tt_encode gives
 * for each line, whatever nth is.  Both stay valid until the next call
 * on b.
 */
long tt_batch_encode(struct tt_batch *b, int nth, const uint8_t *text,
    const size_t *off, size_t nline, const uint32_t **ids,
    const size_t **idoff);

/* --- Decoding ------------------------------------------------------------ */

/*
 * Append to out the text of ids[0..n-1], choosing each suffix allomorph and
 * root variant by Turkish phonology (tt-decode(1)).  Returns 0, TT_ERANGE
 * for an ID outside the vocabulary (*bad, if not NULL, gets its index),
 * or TT_ENOMEM.
 */
int tt_decode(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t *bad);
/*
 * The same for the IDs of a later part of a line (tt_encode_more): the
 * text of the line before them is out->s[start..out->n), which they read
 * as their context (the last TT_PARTCTX bytes of it are enough), and no
 * space is dropped.  TT_EINVAL if start is past out->n.
 */
int tt_decode_more(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t start, size_t *bad);

/*
 * Decoding hints (tt-dict(1), hints): which form an ID took beside its
 * neighbours in a training corpus encoded in compat mode.  They settle
 * what phonology cannot: homographs under one ID (uç "tip" softens, uç-
 * "fly" does not) and suffix IDs matched inside loanwords (Atlanta).
 */
struct tt_hints;
int tt_hints_new(struct tt_hints **hp);
void tt_hints_free(struct tt_hints *h);
/* Learn from the tokens of one line (from tt_encode in compat mode). */
int tt_hints_add(struct tt_hints *h, const struct tt_dict *d,
    const struct tt_token *t, size_t nt);
/* Count the words of one line of text, lowercase. */
int tt_hints_words(struct tt_hints *h, const uint8_t *s, size_t n);
/* Words counted; -log2 of the lowercase word's share, or -1 if unseen. */
uint64_t tt_hints_nwords(const struct tt_hints *h);
double tt_hints_wordcost(const struct tt_hints *h, const uint8_t *s,
    size_t n);
/* Write what was seen at least min times, as TSV; 0 or TT_EIO. */
int tt_hints_write(const struct tt_hints *h, FILE *f, uint64_t min);
/* Read a hints file; TT_EIO or TT_EDICT with err saying where. */
int tt_hints_load(struct tt_hints **hp, const char *path,
    struct tt_dict_error *err);
/* tt_decode with hints (h may be NULL). */
int tt_decode_hinted(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t *bad);

/* --- The syllable model (sylset.c, sylvocab.c) --------------------------- */

/*
 * A language's letter sets for syllabification (seed 002, section 3),
 * as a dictionary's syllable.json holds them (tt-sylvocab(1)).
 */
struct tt_syl;
/* The built-in sets: Indonesian (dict/README says where each comes from). */
const struct tt_syl *tt_syl_default(void);
/*
 * Read a syllable.json file into *sp (free with tt_syl_free).  TT_EIO or
 * TT_EDICT with err (if not NULL) saying where, as tt_dict_load does.
 */
int tt_syl_read(struct tt_syl **sp, const char *path,
    struct tt_dict_error *err);
void tt_syl_free(struct tt_syl *s);
/* Append the sets to out as a syllable.json text (format version 1). */
int tt_syl_json(const struct tt_syl *sy, struct tt_buf *out);

/*
 * The vocabulary of a word list.  Each line is cut into words (runs of
 * letters), lowercased and split into syllables; tt_sylvocab_pick keeps at
 * most size pieces: every base character (the printable ASCII characters
 * and every character of the list), the monosyllabic words, then the most
 * frequent syllables.  *out, ranked by syllable frequency then bytes,
 * lives until the next call or free.
 */
struct tt_sylvocab;
struct tt_sylpiece {
	const uint8_t *s;
	size_t n;
	uint64_t freq;		/* as a syllable; 0 for a bare character */
	uint8_t what;		/* TT_SYLP_* flags */
};
enum { TT_SYLP_BASE = 1, TT_SYLP_MONO = 2, TT_SYLP_SYL = 4 };
int tt_sylvocab_new(struct tt_sylvocab **vp, const struct tt_syl *sy);
void tt_sylvocab_free(struct tt_sylvocab *v);
int tt_sylvocab_add(struct tt_sylvocab *v, const uint8_t *s, size_t n);
/* Every syllable seen, ranked; returns the count or TT_ENOMEM. */
long tt_sylvocab_all(struct tt_sylvocab *v, const struct tt_sylpiece **out);
/* The pieces to keep; TT_EINVAL when size is below the base characters. */
long tt_sylvocab_pick(struct tt_sylvocab *v, size_t size,
    const struct tt_sylpiece **out);

/* --- BPE training (bpe.c) --------------------------------------------- */

/*
 * A BPE trainer.  Lines go in one by one and are cut into units as the
 * lossless encoder cuts a line: a run of letters with the one space
 * before it (a line begins with one), lowercased the Turkish way when its
 * case fits a marker (Kitap, KİTAP -> " kitap"); any other run as
 * written.  Invalid UTF-8 and NUL bytes are left out: byte tokens cover
 * them.
 */
struct tt_bpe;

/* A new trainer with no text; free with tt_bpe_free.  0 or TT_ENOMEM. */
int tt_bpe_new(struct tt_bpe **bp);
void tt_bpe_free(struct tt_bpe *b);
/* Count the units of one line s (without its newline).  0 or TT_ENOMEM. */
int tt_bpe_add(struct tt_bpe *b, const uint8_t *s, size_t n);

struct tt_bpe_opts {
	size_t size;			/* pieces wanted */
	uint64_t min_freq;		/* rarer characters and pairs are no
					   pieces (0 counts as 1) */
	const struct tt_dict *skip;	/* the forms of its specials, roots
					   and suffixes are no pieces; NULL */
	/* Called now and then with the pieces so far, or NULL. */
	void (*progress)(void *arg, size_t done, size_t size);
	void *arg;
};

/*
 * Learn up to o->size pieces from the lines added so far: first the
 * characters (code points) seen min_freq times, in code point order (the
 * most frequent size of them if there are more), then the merges in the
 * order learned: always the most frequent pair of symbols, ties to the
 * bytewise smaller left piece, then the smaller right piece.  Pieces of
 * o->skip are merged but not counted or listed.  Returns the number of
 * pieces, fewer than o->size when no pair is left that occurs min_freq
 * times, or TT_ENOMEM.  May be called again; each call replaces the
 * pieces.
 */
long tt_bpe_train(struct tt_bpe *b, const struct tt_bpe_opts *o);
/*
 * The first ID after the special forms, roots and suffixes of d: where
 * pieces that replace its BPE pieces begin.
 */
uint32_t tt_bpe_first_id(const struct tt_dict *d);
/*
 * Piece i of the last training: *n bytes of UTF-8, not NUL-terminated;
 * NULL past the end.  Valid until the next tt_bpe_train or tt_bpe_free.
 */
const uint8_t *tt_bpe_piece(const struct tt_bpe *b, size_t i, size_t *n);

#endif
