/* SPDX-License-Identifier: MIT */
/* surface.h: IDs written as text by the phonology (surface.c). */
#ifndef TT_SURFACE_H
#define TT_SURFACE_H

#include <stdbool.h>
#include "phon.h"

/*
 * Append the text of ids to out; the context is what out holds from start
 * on.  With strip, a space at start (the word-initial space of the first
 * word) is not written.  The reference's <uppercase> is a capital here
 * and nothing more: capsplit.c repairs its spaces.
 */
int tt_surface_write(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, struct tt_buf *out, size_t start,
    bool strip, size_t *bad);

/*
 * The form tt_surface_form chooses for ids[i], a root or suffix of
 * several forms, given the form that usage prefers (hint, or
 * UINT32_MAX); a suffix in the context whose classes k holds, carried or
 * read (tt_phon_read), a root's variant by the next piece alone (k may
 * be NULL then: it reads no text).
 * tt_surface_hint: that form, from hints h.
 */
uint32_t tt_surface_pick(const struct tt_dict *d, const uint32_t *ids,
    size_t n, size_t i, const struct tt_phon_carry *k, uint32_t hint);
uint32_t tt_surface_hint(const struct tt_hints *h, const struct tt_dict *d,
    const uint32_t *ids, size_t n, size_t i);
/*
 * Does the phonology read through an apostrophe after piece id to it?
 * To a suffix (meclis i ' nde, the possessive's pronominal n), and to a
 * root that takes the pronominal n (kılıçdaroğlu ' na); the decoder
 * (tt_surface_pick) and the encoder's verification (lossless.c,
 * apostrophed) both ask.
 */
static inline bool
tt_surface_through(const struct tt_dict *d, uint32_t id)
{
	return d->ids[id].kind == TT_KIND_SUFFIX ||
	    (d->ids[id].kind == TT_KIND_ROOT &&
	    (d->ids[id].flags & TT_SUFFIX_PRON));
}

/*
 * The form tt_surface_write gives ids[i] but where hints know its word:
 * a root or suffix of several forms takes the one the phonology chooses
 * in the context carried from form to form (k, while k->ok) or else read
 * in the text s[0..ns) written before it; any other ID its only form.
 * The lossless encoder chooses with it what it verifies without writing
 * (lossless.c, picked), for every piece of every cut: inline, so that
 * an ID of one form costs no call.
 */
static inline uint32_t
tt_surface_form(const struct tt_dict *d, const struct tt_hints *h,
    const uint32_t *ids, size_t n, size_t i, const struct tt_phon_carry *k,
    const uint8_t *s, size_t ns)
{
	const struct tt_idinfo *in = &d->ids[ids[i]];
	struct tt_phon_carry read;

	if ((in->kind != TT_KIND_ROOT && in->kind != TT_KIND_SUFFIX) ||
	    in->nforms < 2)
		return in->form;
	/* A clitic reads the word before it as written, in capitals
	 * perhaps (HDP nin), which no carried context holds. */
	if (in->kind == TT_KIND_SUFFIX && (k == NULL || !k->ok ||
	    (d->phon[in->form].bits & PF_CLITIC))) {
		tt_phon_read(s, ns, d->phon[in->form].bits & PF_CLITIC,
		    &read);
		k = &read;
	}
	return tt_surface_pick(d, ids, n, i, k, h == NULL ? UINT32_MAX :
	    tt_surface_hint(h, d, ids, n, i));
}
/* Does s[0..n), written under case marker mark as tt_surface_write writes
 * pieces, give t[0..nt) back?  1 or 0; out is scratch. */
int tt_surface_cased(const struct tt_dict *d, uint32_t mark,
    const uint8_t *s, size_t n, const uint8_t *t, size_t nt,
    struct tt_buf *out);

/*
 * tt_surface_write with more done around each piece (capsplit.c):
 * tt_surface_begin starts w as tt_surface_write starts, and
 * tt_surface_run writes with it.  If w->around is not NULL, it is called
 * before each piece ids[i] is written, whose text is w->p[0..np) of form
 * w->f (it may change them), and once more with i == n after the last;
 * its error stops the run.  tt_surface_strip drops the space that the
 * text begins with where the line begins or <glue> came; a piece is
 * written stripped anyway.
 */
enum { TT_CS_NONE, TT_CS_UPPER, TT_CS_ALLARMED, TT_CS_ALL };
struct tt_surface {
	const struct tt_dict *d;
	const struct tt_hints *h;
	const uint32_t *ids;
	size_t n;
	struct tt_buf *out;
	size_t start;			/* the context is out->s[start..] */
	const struct tt_caserule *rule;	/* the dictionary's */
	int cs;				/* case state: TT_CS_*; a marker
					   arms it, a letter fires it */
	bool strip;			/* the next text loses its space */
	bool glued;			/* after <glue> */
	unsigned norm;			/* TT_NORM_* marks of the word (norm.h) */
	bool normon;			/* a piece of it written */
	/* The phonology's context, carried from form to form from an
	 * empty one, unless an <uppercase> has come. */
	struct tt_phon_carry carry;
	bool carried;
	size_t wend, wk;		/* hints: the word ids[..wend), its
					   wk-th ID */
	const uint8_t *seen;		/* its forms, if hints know it */
	/* The piece being written. */
	uint32_t f;
	const uint8_t *p;
	size_t np;
	bool stripped;			/* it lost its space */
	int (*around)(struct tt_surface *w, size_t i);
	void *arg;			/* around's own */
};
int tt_surface_begin(struct tt_surface *w, const struct tt_dict *d,
    const struct tt_hints *h, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t start, bool strip);
int tt_surface_run(struct tt_surface *w, size_t *bad);
void tt_surface_strip(struct tt_surface *w);

#endif
