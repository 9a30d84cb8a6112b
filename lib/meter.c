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

/*
 * A distinct type's value in types: SCORED if TR% and Pure% score it,
 * its class (TT_TYPE_*) from its first token, as unique_turkish and
 * unique_pure count it, and its running count above COUNTSHIFT, which
 * stops at COUNTMAX.
 */
#define SCORED 4u
#define COUNTSHIFT 3
#define COUNTMAX ((1u << (32 - COUNTSHIFT)) - 1)

struct tt_meter {
	const struct tt_lexicon *lex;
	struct tt_metrics m;
	struct strmap raw;	/* distinct pieces as written */
	struct strmap types;	/* distinct types: tt_meter_token */
	struct tt_buf low;
	uint64_t tok0, space0, chars0;	/* the counts at the line's start */
	bool capital;		/* the last token was a case marker */
};

int
tt_meter_new(struct tt_meter **mp, const struct tt_lexicon *lex)
{
	struct tt_meter *m;

	if ((m = calloc(1, sizeof *m)) == NULL)
		return TT_ENOMEM;
	m->lex = lex;
	m->m.have = TT_HAVE_UNIQUE | TT_HAVE_LINES |
	    (lex ? TT_HAVE_LEXICON : 0);
	*mp = m;
	return 0;
}

void
tt_meter_free(struct tt_meter *m)
{
	if (m == NULL)
		return;
	tt_map_free(&m->raw);
	tt_map_free(&m->types);
	tt_buf_free(&m->low);
	free(m);
}

/*
 * Close the line begun at tok0, space0, chars0: the TPC of a line with a
 * character goes into the sums of the line means.
 */
static void
endline(struct tt_meter *m)
{
	uint64_t chars = m->m.chars - m->chars0, tok = m->m.tokens - m->tok0;

	if (m->m.lines > 0 && chars > 0) {
		m->m.line_n++;
		m->m.line_tpc += (double)tok / chars;
		m->m.line_tpc_nonspace += (double)(tok - (m->m.spacetok -
		    m->space0)) / chars;
	}
	m->tok0 = m->m.tokens;
	m->space0 = m->m.spacetok;
	m->chars0 = m->m.chars;
}

void
tt_meter_text(struct tt_meter *m, const uint8_t *s, size_t n)
{
	bool inword = false;
	size_t i;

	endline(m);
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

/* Is s[0..n) a case marker piece? */
static bool
casemark(const uint8_t *s, size_t n)
{
	return (n == 5 && memcmp(s, "<cap>", 5) == 0) ||
	    (n == 9 && memcmp(s, "<allcaps>", 9) == 0) ||
	    (n == 11 && memcmp(s, "<uppercase>", 11) == 0);
}

/* Does s[0..n) begin with a capital letter? */
static bool
capital(const uint8_t *s, size_t n)
{
	uint32_t c;

	return tt_utf8_dec(s, n, &c) > 0 && tt_tr_lower(c) != c;
}

/*
 * The type of piece p (class pc, its text without markers p[off..]) into
 * m->low: a word's lowercase (Turkish rules), else its bytes; a byte
 * token's behind 0xff, which no text of a word has.
 */
static int
typekey(struct tt_meter *m, const uint8_t *p, size_t len,
    enum tt_piece_class pc)
{
	int b;

	m->low.n = 0;
	if (pc == TT_PIECE_WORD)
		return fold_lower(m, p, len);
	if (pc == TT_PIECE_BYTE && (b = tt_piece_byte(p, len)) >= 0) {
		/* <0xC4> is the byte, as tt's byte token of it. */
		if (tt_buf_putc(&m->low, 0xff) < 0 ||
		    tt_buf_putc(&m->low, b) < 0)
			return TT_ENOMEM;
		return 0;
	}
	if ((pc == TT_PIECE_BYTE && tt_buf_putc(&m->low, 0xff) < 0) ||
	    tt_buf_put(&m->low, p, len) < 0)
		return TT_ENOMEM;
	return 0;
}

/*
 * Piece p of a tt token of kind into the distinct pieces, as tt-encode
 * --json writes it: a byte token as <0xHH> (its piece is the raw byte,
 * which may be a BPE piece's too: ".").
 */
static int
putraw(struct tt_meter *m, const uint8_t *p, size_t n, enum tt_kind kind)
{
	static const char hex[] = "0123456789ABCDEF";
	uint8_t name[6] = { '<', '0', 'x', 0, 0, '>' };
	uint32_t *v;

	if (kind == TT_KIND_BYTE && n == 1) {
		name[3] = hex[p[0] >> 4], name[4] = hex[p[0] & 15];
		p = name, n = 6;
	}
	return tt_map_put(&m->raw, p, n, &v);
}

/* The class of a tt token of kind, from its piece's class pc. */
static enum tt_piece_class
ttclass(struct tt_meter *m, enum tt_piece_class pc, enum tt_kind kind,
    uint32_t id, unsigned flags)
{
	if (kind == TT_KIND_BYTE || (kind == TT_KIND_BPE &&
	    !(flags & TT_PIECES_VOCAB)))
		m->m.fallback++;
	if (id == TT_ID_UNKNOWN)
		m->m.unknown++;
	if (kind == TT_KIND_BYTE)
		return TT_PIECE_BYTE;	/* even of a space: <0x20> */
	if (pc == TT_PIECE_SPACE)
		return pc;
	if (kind == TT_KIND_SPECIAL || kind == TT_KIND_CASE ||
	    kind == TT_KIND_GLUE)
		return TT_PIECE_SPECIAL;
	return pc;
}

/* <unk> (SentencePiece, Hugging Face) or <unknown> (tt, the reference). */
static bool
unknown(const uint8_t *p, size_t n)
{
	return (n == 5 && memcmp(p, "<unk>", 5) == 0) ||
	    (n == 9 && memcmp(p, "<unknown>", 9) == 0);
}

int
tt_meter_token(struct tt_meter *m, const uint8_t *p, size_t n,
    enum tt_kind kind, uint32_t id, unsigned flags)
{
	enum tt_piece_class pc;
	size_t off, len;
	unsigned cls = 0;
	uint32_t *v;
	bool cased = m->capital;
	int r;

	m->m.tokens++;
	if ((r = putraw(m, p, n, kind)) < 0)
		return r;
	m->m.upieces += r;
	pc = tt_piece_strip(p, n, flags, &off, &len);
	/* tt's <cap> and <allcaps>, the reference's <uppercase>, as IDs or
	 * as pieces: the next piece but markers is written with a capital. */
	if (kind == TT_KIND_CASE || (kind == TT_KIND_SPECIAL &&
	    id == TT_ID_UPPER) || (kind == TT_KIND_NONE &&
	    pc == TT_PIECE_SPECIAL && casemark(p + off, len)))
		m->capital = true;
	if (kind != TT_KIND_NONE)
		pc = ttclass(m, pc, kind, id, flags);
	else if (pc == TT_PIECE_BYTE)
		m->m.fallback++;
	else if (pc == TT_PIECE_SPECIAL && unknown(p + off, len))
		m->m.unknown++;
	if (pc != TT_PIECE_SPECIAL)
		m->capital = false;
	if (pc == TT_PIECE_SPACE) {
		m->m.spacetok++;
		return 0;
	}
	if (pc == TT_PIECE_BYTE)
		m->m.bytetok++;
	if (kind == TT_KIND_BYTE)
		off = 0, len = n;	/* a raw byte, maybe white */
	if ((r = typekey(m, p + off, len, pc)) < 0)
		return r;
	if (pc == TT_PIECE_WORD && m->lex) {
		cls = tt_lexicon_get(m->lex, m->low.s, m->low.n);
		/* A name is a root where it stands for the name, written
		 * with a capital (Türkiye'de), not in a common word (eden). */
		if (cls & TT_LEX_NAME)
			cls = (cls & ~TT_LEX_NAME) | (cased ||
			    capital(p + off, len) ? TT_LEX_ROOT : 0);
	}
	if (pc == TT_PIECE_WORD || pc == TT_PIECE_BYTE) {
		m->m.scored++;
		m->m.turkish += cls != 0;
		m->m.pure += (cls & TT_LEX_PURE) != 0;
	}
	if ((r = tt_map_put(&m->types, m->low.s, m->low.n, &v)) < 0)
		return r;
	m->m.unique += r;
	if (r == 1 && (pc == TT_PIECE_WORD || pc == TT_PIECE_BYTE)) {
		m->m.uscored++;
		m->m.uturkish += cls != 0;
		m->m.upure += (cls & TT_LEX_PURE) != 0;
		*v = SCORED | (cls != 0 ? TT_TYPE_TURKISH : 0) |
		    (cls & TT_LEX_PURE ? TT_TYPE_PURE : 0);
	}
	if ((*v & SCORED) && *v >> COUNTSHIFT < COUNTMAX)
		*v += 1u << COUNTSHIFT;
	return 0;
}

int
tt_meter_types(const struct tt_meter *m, tt_meter_typefn fn, void *arg)
{
	const struct strent *e;
	size_t i;
	int r;

	for (i = 0; i < m->types.n; i++) {
		e = &m->types.ent[i];
		if ((e->val & SCORED) && (r = fn(arg, m->types.pool.s + e->off,
		    e->len, e->val >> COUNTSHIFT, e->val & (TT_TYPE_TURKISH |
		    TT_TYPE_PURE))) < 0)
			return r;
	}
	return 0;
}

const struct tt_metrics *
tt_meter_metrics(struct tt_meter *m)
{
	endline(m);
	return &m->m;
}
