/* SPDX-License-Identifier: MIT */
/* tt_eval.h: the evaluation kit of libtt, what tt-stats(1) measures with. */
#ifndef TT_EVAL_H
#define TT_EVAL_H

#include "tt.h"

/*
 * The conventions of tt.h hold here.  Nothing of the tokenizer calls into
 * the kit: it reads tokens and pieces, from tt or any other tokenizer.
 */

/* --- Reports (report.c) -------------------------------------------------- */

/*
 * Everything tt-stats(1) reports, as plain counts.  Rates are computed
 * from them by tt_metrics_list, so that reports of shards can be summed
 * (tt-stats --merge) and their rates recomputed.
 */
enum {
	TT_HAVE_VOCAB = 1,	/* vocab is known */
	TT_HAVE_UNIQUE = 2,	/* unique, uscored... are exact (no merge) */
	TT_HAVE_LEXICON = 4,	/* scored, turkish, pure were validated */
	TT_HAVE_GOLD = 8,	/* gold_* were measured */
	TT_HAVE_MORPHSCORE = 16,	/* ms_* were measured */
	TT_HAVE_LINES = 32,	/* line_* are exact (no merge) */
	TT_HAVE_NORM = 64	/* some words were normalised: cut_norm */
};
struct tt_metrics {
	uint64_t lines, words, chars, bytes;
	uint64_t tokens, unique, vocab, fallback, unknown;
	uint64_t cut_words, cut_morph, cut_bpe, cut_bytes;
	uint64_t cut_norm;		/* of them, under <nfd> <idot> <hat>... */
	uint64_t bytetok;		/* byte-fallback tokens */
	uint64_t scored, turkish, pure;	/* running tokens with a letter */
	uint64_t uscored, uturkish, upure;	/* the same, distinct */
	uint64_t gold_words, gold_pred, gold_ref, gold_hits, gold_exact;
	uint64_t gold_mismatch;		/* pieces that do not spell the word */
	uint64_t ms_words, ms_scored, ms_hits;
	unsigned have;			/* TT_HAVE_* */
	unsigned na;			/* groups a report had as NA */
	uint64_t upieces;		/* distinct pieces as written */
	uint64_t spacetok;		/* tokens of markers alone (spaces) */
	uint64_t ms_mismatch;		/* MorphScore words misspelt */
	/* Lines with a character, and the sums of their own TPCs. */
	uint64_t line_n;
	double line_tpc, line_tpc_nonspace;
};

/* One entry of a report: a count (rate 0) or a rate (rate 1). */
struct tt_metric {
	const char *name;
	int rate;
	int known;		/* 0: not measured, printed NA or null */
	uint64_t count;
	double value;
};
/* Room enough for the entries of any report. */
#define TT_METRICS_MAX 64
/*
 * The report of m in its stable order (the keys of tt-stats(1)): fills
 * out[0..] and returns the number of entries (at most TT_METRICS_MAX).
 */
size_t tt_metrics_list(const struct tt_metrics *m, struct tt_metric *out);
/*
 * Set the count called name (n bytes) from a report line's value: 0 when
 * set, 1 when name is a rate (ignored: rates are recomputed), TT_EINVAL
 * when the name or the value is bad.  Start from a zeroed struct: a
 * group's TT_HAVE_* bit is set by a number for the count that stands for
 * it (vocab_size, unique_tokens, scored_tokens, gold_words,
 * morphscore_words), and NA there keeps it clear.
 */
int tt_metrics_set(struct tt_metrics *m, const char *name, size_t n,
    const char *value, size_t nv);
/*
 * Add the counts of b to a; distinct counts do not add, so the result has
 * no TT_HAVE_UNIQUE, and a group is known only when known in both.
 * Returns 1 when the vocabulary sizes differ (a keeps the larger), else 0.
 */
int tt_metrics_sum(struct tt_metrics *a, const struct tt_metrics *b);

/* --- The validator lexicon (lexicon.c) ----------------------------------- */

/*
 * The validator lexicon of TR% and Pure% (tt-stats(1), VALIDATOR):
 * lowercase forms with classes.  Any class makes a form Turkish; a root,
 * a root variant (kitab) or an affix allomorph (ler) makes it pure.
 */
enum {
	TT_LEX_WORD = 1,	/* a word form */
	TT_LEX_ROOT = 2,
	TT_LEX_VARIANT = 4,	/* a root as it stands before a suffix */
	TT_LEX_AFFIX = 8,
	TT_LEX_PURE = TT_LEX_ROOT | TT_LEX_VARIANT | TT_LEX_AFFIX,
	TT_LEX_NAME = 16	/* a proper name: a root where the text
				   writes it with a capital (tt-stats(1)) */
};
struct tt_lexicon;
/* An empty lexicon in *lp (free with tt_lexicon_free); 0 or TT_ENOMEM. */
int tt_lexicon_new(struct tt_lexicon **lp);
void tt_lexicon_free(struct tt_lexicon *l);
/*
 * Add the lines of the file path: "form" (a word) or
 * "form<TAB>class<TAB>source" with class word, root, variant or affix;
 * lines starting with # are comments.  TT_EIO or TT_EDICT (err, if not
 * NULL, says where), or TT_ENOMEM.
 */
int tt_lexicon_load(struct tt_lexicon *l, const char *path,
    struct tt_dict_error *err);
/* Add form s with the classes cls (TT_LEX_*); 0 or TT_ENOMEM. */
int tt_lexicon_add(struct tt_lexicon *l, const uint8_t *s, size_t n,
    unsigned cls);
/* The classes of form s, 0 when it is not there. */
unsigned tt_lexicon_get(const struct tt_lexicon *l, const uint8_t *s,
    size_t n);
/* The number of distinct forms. */
size_t tt_lexicon_size(const struct tt_lexicon *l);

/* --- Pieces of any tokenizer (pieces.c) ---------------------------------- */

/*
 * A line of pieces from any tokenizer.  tt_pieces_parse reads a JSON
 * array of strings or numbers, or an object whose "pieces" member is one
 * (tt-encode --json), when the line starts with [ or {; otherwise pieces
 * separated by the bytes sep[0..nsep-1] (runs of it count as one).  With
 * TT_PIECES_BYTELEVEL each piece is spelled in GPT-2's byte-level alphabet
 * (Ġ for a space) and is mapped back to its bytes.  Returns the number of
 * pieces, TT_EINVAL for bad JSON, or TT_ENOMEM.  The pieces live in p
 * until the next parse.
 */
enum {
	TT_PIECES_BYTELEVEL = 1,
	TT_PIECES_VOCAB = 2	/* tt_meter_token: a BPE-kind piece is the
				   model's vocabulary (syllables), no
				   fallback */
};
struct tt_pieces;
int tt_pieces_new(struct tt_pieces **pp);
void tt_pieces_free(struct tt_pieces *p);
long tt_pieces_parse(struct tt_pieces *p, const uint8_t *s, size_t n,
    const uint8_t *sep, size_t nsep, unsigned flags);
size_t tt_pieces_count(const struct tt_pieces *p);
const uint8_t *tt_pieces_get(const struct tt_pieces *p, size_t i, size_t *n);
/*
 * The text the pieces spell, appended to out: word-boundary markers
 * (U+2581, and U+0120 unless byte-level) read as spaces, a byte piece
 * <0xHH> as its byte, spaces at both ends dropped.  Special pieces
 * (<cap>, <unk>, <uppercase>: tt_piece_strip) spell nothing, and tt's
 * <glue> takes the markers off the front of the piece after it.
 * 0 or TT_ENOMEM.
 */
int tt_pieces_text(const struct tt_pieces *p, unsigned flags,
    struct tt_buf *out);
/*
 * Where pieces cut the word w: the byte offsets inside w at which a piece
 * ends, into cuts[0..] (room for tt_pieces_count entries).  The pieces
 * spell w as tt_pieces_text does, with no markers and no special pieces
 * (flags must be those of the parse); a letter matches the same letter in
 * the other case (i against İ, as after tt's <cap>), and a piece may end
 * inside a character (byte pieces).  Returns the number of cuts;
 * *mismatch is set when the pieces do not spell w.
 */
size_t tt_pieces_cuts(const struct tt_pieces *p, const uint8_t *w,
    size_t nw, unsigned flags, size_t *cuts, int *mismatch);

/* What a piece is once stripped of word-boundary markers. */
enum tt_piece_class {
	TT_PIECE_SPACE,		/* nothing left: " ", "\n", U+2581 */
	TT_PIECE_SPECIAL,	/* <unk>, <s>, <uppercase>... */
	TT_PIECE_OTHER,		/* no letter: punctuation, digits */
	TT_PIECE_BYTE,		/* not UTF-8, or <0xHH>: a byte fallback */
	TT_PIECE_WORD		/* has a letter */
};
/*
 * Strip spaces, U+2581 and (unless flags has TT_PIECES_BYTELEVEL) U+0120
 * from both ends of p; *off and *len get what is left.  Returns its class.
 */
enum tt_piece_class tt_piece_strip(const uint8_t *p, size_t n,
    unsigned flags, size_t *off, size_t *len);

/* --- The meter (meter.c) ------------------------------------------------- */

/*
 * A meter gathers the counts of a tokenized corpus.  lex (borrowed, may
 * be NULL) validates pieces for TR% and Pure%.
 */
struct tt_meter;
int tt_meter_new(struct tt_meter **mp, const struct tt_lexicon *lex);
void tt_meter_free(struct tt_meter *m);
/* Count one line of text: lines, words, chars, bytes. */
void tt_meter_text(struct tt_meter *m, const uint8_t *s, size_t n);
/*
 * Count one token, piece p: from tt (kind is its tt_kind, id its ID;
 * distinct tokens are distinct IDs) or from elsewhere (kind TT_KIND_NONE;
 * distinct tokens are distinct pieces; flags as for tt_pieces_parse,
 * and TT_PIECES_VOCAB).
 * 0 or TT_ENOMEM.
 */
int tt_meter_token(struct tt_meter *m, const uint8_t *p, size_t n,
    enum tt_kind kind, uint32_t id, unsigned flags);
/* The counts so far; valid until the next call on m. */
const struct tt_metrics *tt_meter_metrics(struct tt_meter *m);
/*
 * The distinct types that TR% and Pure% score (unique_scored), in the
 * order first met: each as the meter keys it (a word's Turkish
 * lowercase; a byte token's byte behind 0xff), how many tokens it had
 * (at most 2^29 - 1) and its class, TT_TYPE_* from its first token as
 * unique_turkish and unique_pure count it (0 without a lexicon).  fn
 * returns 0 to go on, or < 0 to stop: tt_meter_types returns that, or 0.
 */
enum { TT_TYPE_TURKISH = 1, TT_TYPE_PURE = 2 };
typedef int (*tt_meter_typefn)(void *arg, const uint8_t *type, size_t n,
    uint64_t count, unsigned cls);
int tt_meter_types(const struct tt_meter *m, tt_meter_typefn fn, void *arg);

/* --- Gold segmentations (gold.c) ----------------------------------------- */

/*
 * Gold segmentations: the Morpho Challenge format (TT_GOLD_MORPHO:
 * word<TAB>morphs separated by spaces, alternatives by ", ") or MorphScore
 * CSV (TT_GOLD_MORPHSCORE: index,full_word,pt1,rest; one stem boundary).
 */
enum tt_gold_format { TT_GOLD_MORPHO, TT_GOLD_MORPHSCORE };
struct tt_gold;
/* Load path into *gp; TT_EIO, TT_EDICT (err says where) or TT_ENOMEM. */
int tt_gold_load(struct tt_gold **gp, const char *path,
    enum tt_gold_format fmt, struct tt_dict_error *err);
void tt_gold_free(struct tt_gold *g);
size_t tt_gold_size(const struct tt_gold *g);
/* Word i, *n bytes; it lives as long as g. */
const uint8_t *tt_gold_word(const struct tt_gold *g, size_t i, size_t *n);
/*
 * Score a tokenizer's cut of word i, pieces ending at the byte offsets
 * cuts[0..nc-1] inside the word (ascending), into m: boundary hits against
 * the best-matching alternative (highest F1; on a tie the one with the
 * fewest boundaries, then the first), or the
 * MorphScore stem boundary.  mismatch: the pieces did not spell the word.
 */
void tt_gold_score(const struct tt_gold *g, size_t i, const size_t *cuts,
    size_t nc, int mismatch, struct tt_metrics *m);

/* --- Alignment and word agreement (align.c) ------------------------------ */

/*
 * Smith-Waterman local alignment of two token sequences with seed 002's
 * scoring (equations 8-10): match +2, mismatch -1, a gap -1 per token.
 * Returns max(H), which is at least 0, or TT_ENOMEM.
 */
long tt_sw_score(const uint32_t *a, size_t na, const uint32_t *b, size_t nb);
/* Equation 11: score / (2 sqrt(na nb)); 0 when a sequence is empty. */
double tt_sw_similarity(long score, size_t na, size_t nb);

/* Interned strings: equal strings get equal numbers, 0, 1, 2... */
struct tt_strtab;
int tt_strtab_new(struct tt_strtab **tp);
void tt_strtab_free(struct tt_strtab *t);
/* The number of s, added if new; TT_ENOMEM. */
long tt_strtab_id(struct tt_strtab *t, const uint8_t *s, size_t n);

/* Word-level agreement of a decoded line with its original. */
struct tt_wordmatch {
	size_t words;	/* words (runs of non-space) in the original */
	size_t same;	/* of which come back identical, in order (LCS) */
};
/* Fill m for the original a and the decoded b; 0 or TT_ENOMEM. */
int tt_words_match(const uint8_t *a, size_t na, const uint8_t *b, size_t nb,
    struct tt_wordmatch *m);

#endif
