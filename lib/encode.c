/* SPDX-License-Identifier: MIT */
/* encode.c: the encoder handle; the models fill its token array. */
#include <stdlib.h>

#include "internal.h"

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
	if ((e = aligned_alloc(LINE, (sizeof *e + LINE - 1) / LINE *
	    LINE)) == NULL)
		return TT_ENOMEM;
	*e = (struct tt_encoder){ 0 };
	e->d = d;
	e->mode = mode;
	*ep = e;
	return 0;
}

void
tt_encoder_free(struct tt_encoder *e)
{
	if (e == NULL)
		return;
	free(e->tok);
	free(e->low);
	free(e->map);
	free(e->raw);
	free(e->ids);
	free(e->put);
	tt_buf_free(&e->scratch);
	tt_buf_free(&e->line);
	tt_cache_free(e->cache);
	free(e);
}

int
tt_encoder_share(struct tt_encoder *e, struct tt_encoder *from)
{
	if (e->d != from->d || e->mode != from->mode)
		return TT_EINVAL;
	if (e->nocache || from->nocache)
		return 0;
	return tt_cache_share(&e->cache, &from->cache);
}

void
tt_encoder_nocache(struct tt_encoder *e)
{
	tt_cache_free(e->cache);
	e->cache = NULL;
	e->nocache = true;
}

int
tt_encoder_growtok(struct tt_encoder *e)
{
	return tt_grow(&e->tok, &e->captok, e->ntok + 1, sizeof *e->tok);
}

int
tt_encoder_growlow(struct tt_encoder *e)
{
	size_t cap = e->caplow ? e->caplow * 2 : 256;

	if (tt_grow(&e->low, &(size_t){ e->caplow }, cap, 1) < 0 ||
	    tt_grow(&e->map, &(size_t){ e->caplow }, cap, sizeof *e->map) < 0)
		return TT_ENOMEM;
	e->caplow = cap;
	return 0;
}

long
tt_encode(struct tt_encoder *e, const uint8_t *s, size_t n,
    const struct tt_token **toks)
{
	int r;

	e->ntok = 0;
	if (e->mode == TT_MODE_COMPAT)
		r = tt_compat_encode(e, s, n);
	else if (e->mode == TT_MODE_SYLLABLE)
		r = tt_syllable_encode(e, s, n);
	else
		r = tt_lossless_encode(e, s, n);
	*toks = e->tok;
	return r < 0 ? r : (long)e->ntok;
}

const struct tt_paths *
tt_encoder_paths(const struct tt_encoder *e)
{
	return &e->paths;
}
