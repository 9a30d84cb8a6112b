/* SPDX-License-Identifier: MIT */
/*
 * encoder.h: the encoder handle that encode.c hands out and the models
 * (lossless.c, compat.c, syllable.c) fill: one line into its tokens.
 */
#ifndef TT_ENCODER_H
#define TT_ENCODER_H

#include "tokens.h"

struct tt_encoder {
	const struct tt_dict *d;
	enum tt_mode mode;
	struct tt_tokens t;
	struct tt_low low;		/* a segment lowercased */
	struct tt_low nrm;		/* lossless: a word's normal form */
	size_t nnrm;			/* its bytes, the context's first */
	struct tt_token *raw;		/* compat: a word before clean-up */
	size_t capraw;
	struct tt_buf scratch;		/* lossless: decoded candidates */
	struct tt_buf line;		/* lossless: " " + the line */
	uint32_t *ids;
	size_t capids;
	struct tt_paths paths;
	struct tt_tailmemo *tails;	/* lossless: fewest() by a word's
					   tail (lossless.c), or NULL */
	double *soft, *ssoft;		/* tt_encoder_softcount, or NULL */
	bool apart;			/* lossless: a word of the chunk was
					   tried apart() (kept in no cache) */
};

int tt_compat_encode(struct tt_encoder *e, const uint8_t *s, size_t n);
int tt_lossless_encode(struct tt_encoder *e, const uint8_t *s, size_t n);
int tt_lossless_count(struct tt_encoder *e, const uint8_t *s, size_t n,
    uint32_t *count);
int tt_lossless_more(struct tt_encoder *e, const uint8_t *s, size_t n,
    size_t at);
size_t tt_lossless_split(struct tt_encoder *e, const uint8_t *s, size_t n,
    size_t at, bool first);
int tt_syllable_encode(struct tt_encoder *e, const uint8_t *s, size_t n);

#endif
