/* SPDX-License-Identifier: MIT */
/* encode.c: the encoder handle, the façade over the models that fill its
 * token array. */
#include <stdlib.h>

#include "buf.h"
#include "encoder.h"

int
tt_encoder_new(struct tt_encoder **ep, const struct tt_dict *d,
    enum tt_mode mode)
{
	struct tt_encoder *e;

	*ep = NULL;
	if (mode != TT_MODE_LOSSLESS && mode != TT_MODE_COMPAT &&
	    mode != TT_MODE_SYLLABLE)
		return TT_EINVAL;
	/* Cache lines of its own: encoders on other threads write theirs
	 * all the time (two on one line cost -j 2 a third more CPU). */
	if ((e = aligned_alloc(TT_CACHELINE, (sizeof *e + TT_CACHELINE - 1) /
	    TT_CACHELINE * TT_CACHELINE)) == NULL)
		return TT_ENOMEM;
	*e = (struct tt_encoder){ 0 };
	e->d = d;
	e->t.d = d;
	e->mode = mode;
	*ep = e;
	return 0;
}

void
tt_encoder_free(struct tt_encoder *e)
{
	if (e == NULL)
		return;
	tt_tokens_free(&e->t);
	tt_low_free(&e->low);
	tt_low_free(&e->nrm);
	free(e->raw);
	free(e->ids);
	tt_buf_free(&e->scratch);
	tt_buf_free(&e->line);
	free(e->tails);
	free(e);
}

int
tt_encoder_share(struct tt_encoder *e, struct tt_encoder *from)
{
	if (e->d != from->d || e->mode != from->mode)
		return TT_EINVAL;
	if (e->t.nocache || from->t.nocache)
		return 0;
	return tt_cache_share(&e->t.cache, &from->t.cache);
}

void
tt_encoder_nocache(struct tt_encoder *e)
{
	tt_cache_free(e->t.cache);
	e->t.cache = NULL;
	e->t.nocache = true;
}

void
tt_encoder_softcount(struct tt_encoder *e, double *count, double *scount)
{
	tt_encoder_nocache(e);
	e->soft = count;
	e->ssoft = scount;
}

long
tt_encode(struct tt_encoder *e, const uint8_t *s, size_t n,
    const struct tt_token **toks)
{
	int r;

	e->t.n = 0;
	if (e->mode == TT_MODE_COMPAT)
		r = tt_compat_encode(e, s, n);
	else if (e->mode == TT_MODE_SYLLABLE)
		r = tt_syllable_encode(e, s, n);
	else
		r = tt_lossless_encode(e, s, n);
	*toks = e->t.tok;
	return r < 0 ? r : (long)e->t.n;
}

long
tt_encode_more(struct tt_encoder *e, const uint8_t *s, size_t n, size_t at,
    const struct tt_token **toks)
{
	int r;

	e->t.n = 0;
	if (e->mode != TT_MODE_LOSSLESS || at > n)
		return TT_EINVAL;
	r = tt_lossless_more(e, s, n, at);
	*toks = e->t.tok;
	return r < 0 ? r : (long)e->t.n;
}

size_t
tt_encode_split(struct tt_encoder *e, const uint8_t *s, size_t n, size_t at,
    bool first)
{
	if (e->mode != TT_MODE_LOSSLESS || at >= n || (first && at > 0))
		return 0;
	return tt_lossless_split(e, s, n, at, first);
}

const struct tt_paths *
tt_encoder_paths(const struct tt_encoder *e)
{
	return &e->paths;
}

int
tt_encoder_count_roots(struct tt_encoder *e, const uint8_t *s, size_t n,
    uint32_t *count)
{
	return tt_lossless_count(e, s, n, count);
}
