/* SPDX-License-Identifier: MIT */
/*
 * decode.c: IDs back to text.  Each ID's surface form is chosen by the
 * phonology (phon.c) from what is already written and the next ID; case
 * markers then restore capitals the Turkish way (i -> İ, ı -> I).
 */
#include <string.h>

#include "internal.h"

/* Case state: a marker arms it; the first letter written fires it. */
enum { CASE_NONE, CASE_UPPER, CASE_ALL_ARMED, CASE_ALL };

static int
write(struct tt_buf *out, const uint8_t *s, size_t n, int *cs)
{
	uint8_t o[4];
	uint32_t cp;
	size_t i;
	int len;

	if (*cs == CASE_NONE)
		return tt_buf_put(out, s, n);
	for (i = 0; i < n; i += len) {
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0) {
			len = 1;
			cp = 0xfffd;	/* neither letter nor space */
		}
		if (tt_is_letter(cp) && *cs != CASE_NONE) {
			if (tt_buf_put(out, o, tt_utf8_enc(tt_tr_upper(cp),
			    o)) < 0)
				return TT_ENOMEM;
			*cs = *cs == CASE_UPPER ? CASE_NONE : CASE_ALL;
			continue;
		}
		/* A capital word ends at its first non-letter. */
		if (*cs == CASE_ALL)
			*cs = CASE_NONE;
		if (tt_buf_put(out, s + i, len) < 0)
			return TT_ENOMEM;
	}
	return 0;
}

/* What the phonology needs to know of the piece after position i. */
static void
lookahead(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i,
    struct tt_phon_next *nx)
{
	const uint8_t *p;
	uint32_t cp;
	size_t np;
	int k;

	nx->vowel = nx->yor = false;
	if (i + 1 >= n)
		return;
	k = tt_dict_kind(d, ids[i + 1]);
	if (k != TT_KIND_SUFFIX && k != TT_KIND_BPE)
		return;
	p = tt_dict_piece(d, ids[i + 1], &np);
	nx->vowel = tt_utf8_dec(p, np, &cp) > 0 && tt_phon_isvowel(cp);
	nx->yor = np >= 3 && memcmp(p, "yor", 3) == 0;
}

int
tt_decode_at(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t start, bool strip, size_t *bad)
{
	struct tt_phon_ctx ctx;
	struct tt_phon_next nx;
	const uint8_t *p;
	size_t i, np;
	uint32_t f;
	int cs = CASE_NONE, r = 0;

	for (i = 0; i < n && r == 0; i++) {
		uint32_t id = ids[i];
		enum tt_kind k = tt_dict_kind(d, id);

		if (k == TT_KIND_NONE) {
			if (bad)
				*bad = i;
			return TT_ERANGE;
		}
		if (id == TT_ID_UPPER) {
			cs = CASE_UPPER;
			continue;
		}
		if (k == TT_KIND_CASE) {
			cs = CASE_ALL_ARMED;
			continue;
		}
		f = d->ids[id].form;
		if (k == TT_KIND_ROOT || k == TT_KIND_SUFFIX) {
			lookahead(d, ids, n, i, &nx);
			tt_phon_context(out->s + start, out->n - start, &ctx);
			f = tt_phon_pick(d, id, &ctx, &nx);
		}
		p = tt_form_str(d, f, &np);
		if (k == TT_KIND_SPECIAL) {
			if (id == TT_ID_UNKNOWN)
				p = (const uint8_t *)"\xef\xbf\xbd", np = 3;
			else if (np == 0 || (p[0] != ' ' && p[0] != '\n' &&
			    p[0] != '\t'))
				continue;	/* <pad>, <eos>... */
		}
		if (strip && np > 0 && p[0] == ' ')
			p++, np--;
		strip = false;
		r = write(out, p, np, &cs);
	}
	return r;
}

int
tt_decode(const struct tt_dict *d, const uint32_t *ids, size_t n,
    struct tt_buf *out, size_t *bad)
{
	return tt_decode_at(d, ids, n, out, out->n, true, bad);
}
