/* SPDX-License-Identifier: MIT */
/* meter.c: the counts of a tokenized corpus, TR% and Pure% among them. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "strmap.h"
#include "dict.h"
#include "tt_eval.h"
#include "eval.h"

struct tt_meter {
	const struct tt_lexicon *lex;
	struct tt_metrics m;
	struct strmap ids;	/* distinct tt IDs, as 4 bytes */
	struct strmap raw;	/* distinct pieces from elsewhere */
	struct strmap types;	/* distinct scored pieces, lowercase */
	struct tt_buf low;
};

int
tt_meter_new(struct tt_meter **mp, const struct tt_lexicon *lex)
{
	struct tt_meter *m;

	if ((m = calloc(1, sizeof *m)) == NULL)
		return TT_ENOMEM;
	m->lex = lex;
	m->m.have = TT_HAVE_UNIQUE | (lex ? TT_HAVE_LEXICON : 0);
	*mp = m;
	return 0;
}

void
tt_meter_free(struct tt_meter *m)
{
	if (m == NULL)
		return;
	tt_map_free(&m->ids);
	tt_map_free(&m->raw);
	tt_map_free(&m->types);
	tt_buf_free(&m->low);
	free(m);
}

void
tt_meter_text(struct tt_meter *m, const uint8_t *s, size_t n)
{
	bool inword = false;
	size_t i;

	m->m.lines++;
	m->m.bytes += n;
	for (i = 0; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			m->m.chars++;
		if (tt_eval_isspace(s[i]))
			inword = false;
		else if (!inword)
			inword = true, m->m.words++;
	}
}

/* Turkish lowercase of s into m->low (valid UTF-8 only). */
static int
fold_lower(struct tt_meter *m, const uint8_t *s, size_t n)
{
	uint8_t u[4];
	uint32_t c;
	int k;

	m->low.n = 0;
	while (n > 0) {
		if ((k = tt_utf8_dec(s, n, &c)) < 0)
			return TT_EINVAL;
		if (tt_buf_put(&m->low, u, tt_utf8_enc(tt_tr_lower(c), u)) < 0)
			return TT_ENOMEM;
		s += k, n -= k;
	}
	return 0;
}

/* Bits of a type's value in m->types: Turkish, pure. */
enum { TYPE_TR = 1, TYPE_PURE = 2 };

int
tt_meter_token(struct tt_meter *m, const uint8_t *p, size_t n,
    enum tt_kind kind, uint32_t id, unsigned flags)
{
	enum tt_piece_class pc;
	size_t off, len;
	unsigned cls = 0;
	uint32_t *v;
	uint8_t key[4];
	int r;

	m->m.tokens++;
	pc = tt_piece_strip(p, n, flags, &off, &len);
	if (kind != TT_KIND_NONE) {
		key[0] = id >> 24, key[1] = id >> 16, key[2] = id >> 8;
		key[3] = id;
		if ((r = tt_map_put(&m->ids, key, 4, &v)) < 0)
			return r;
		if (kind == TT_KIND_SPECIAL || kind == TT_KIND_CASE ||
		    kind == TT_KIND_GLUE)
			pc = TT_PIECE_SPECIAL;
		else if (kind == TT_KIND_BYTE)
			pc = TT_PIECE_BYTE;
		if (kind == TT_KIND_BYTE || (kind == TT_KIND_BPE &&
		    !(flags & TT_PIECES_VOCAB)))
			m->m.fallback++;
		if (id == TT_ID_UNKNOWN)
			m->m.unknown++;
	} else {
		if ((r = tt_map_put(&m->raw, p, n, &v)) < 0)
			return r;
		if (pc == TT_PIECE_BYTE)
			m->m.fallback++;
		if (pc == TT_PIECE_SPECIAL && len == 5 &&
		    memcmp(p + off, "<unk>", 5) == 0)
			m->m.unknown++;
	}
	m->m.unique += r;
	if (pc == TT_PIECE_BYTE)
		m->m.bytetok++;
	if (pc != TT_PIECE_WORD && pc != TT_PIECE_BYTE)
		return 0;
	m->m.scored++;
	if (pc == TT_PIECE_WORD) {
		if ((r = fold_lower(m, p + off, len)) < 0)
			return r;
		cls = m->lex ? tt_lexicon_get(m->lex, m->low.s, m->low.n) : 0;
	} else {
		/* Bytes are never Turkish; the key cannot be a word's. */
		m->low.n = 0;
		if (tt_buf_putc(&m->low, 0xff) < 0 ||
		    tt_buf_put(&m->low, p + off, len) < 0)
			return TT_ENOMEM;
	}
	if (cls)
		m->m.turkish++;
	if (cls & TT_LEX_PURE)
		m->m.pure++;
	if ((r = tt_map_put(&m->types, m->low.s, m->low.n, &v)) < 0)
		return r;
	if (r == 1) {
		m->m.uscored++;
		m->m.uturkish += cls != 0;
		m->m.upure += (cls & TT_LEX_PURE) != 0;
	}
	return 0;
}

const struct tt_metrics *
tt_meter_metrics(struct tt_meter *m)
{
	return &m->m;
}
