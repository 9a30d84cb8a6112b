/* SPDX-License-Identifier: MIT */
/* pieces.c: a line of pieces from any tokenizer, as JSON or separated. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "tt_eval.h"
#include "eval.h"

struct tt_pieces {
	struct tt_buf text;	/* the pieces' bytes, one after another */
	size_t *end;		/* end of piece i in text */
	size_t n, cap;
	/*
	 * What the pieces spell inside a word (tt_pieces_cuts): each
	 * piece's text without markers or specials, a <0xHH> as its byte;
	 * piece i's ends at flat[fend[i]].
	 */
	struct tt_buf flat;
	size_t *fend;
	size_t fcap;
};

int
tt_pieces_new(struct tt_pieces **pp)
{
	return (*pp = calloc(1, sizeof **pp)) ? 0 : TT_ENOMEM;
}

void
tt_pieces_free(struct tt_pieces *p)
{
	if (p == NULL)
		return;
	tt_buf_free(&p->text);
	tt_buf_free(&p->flat);
	free(p->end);
	free(p->fend);
	free(p);
}

size_t
tt_pieces_count(const struct tt_pieces *p)
{
	return p->n;
}

const uint8_t *
tt_pieces_get(const struct tt_pieces *p, size_t i, size_t *n)
{
	size_t start = i ? p->end[i - 1] : 0;

	*n = p->end[i] - start;
	return p->text.s + start;
}

static int flatten(struct tt_pieces *p, unsigned flags);

static int
endpiece(struct tt_pieces *p)
{
	if (tt_grow(&p->end, &p->cap, p->n + 1, sizeof *p->end) < 0)
		return TT_ENOMEM;
	p->end[p->n++] = p->text.n;
	return 0;
}

/*
 * GPT-2's byte-level alphabet: the printable bytes !..~, ¡..¬ and ®..ÿ
 * stand for themselves, the other 68 bytes for U+0100 onwards in order
 * (the space 0x20 is the 33rd: Ġ, U+0120).  The byte of code point c, or
 * -1 if c is not in the alphabet.
 */
static int
unbyte(uint32_t c)
{
	uint32_t b, k = 256;

	if ((c >= 0x21 && c <= 0x7e) || (c >= 0xa1 && c <= 0xac) ||
	    (c >= 0xae && c <= 0xff))
		return c;
	for (b = 0; b < 256; b++) {
		if ((b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) ||
		    (b >= 0xae && b <= 0xff))
			continue;
		if (c == k++)
			return b;
	}
	return -1;
}

/* Append the bytes s[0..n-1] of one piece, mapped back if byte-level. */
static int
putpiece(struct tt_pieces *p, const uint8_t *s, size_t n, unsigned flags)
{
	uint32_t c;
	int k, b;

	if (!(flags & TT_PIECES_BYTELEVEL))
		return tt_buf_put(&p->text, s, n);
	while (n > 0) {
		if ((k = tt_utf8_dec(s, n, &c)) < 0 || (b = unbyte(c)) < 0) {
			/* Not of the alphabet: kept as it is. */
			k = k < 0 ? 1 : k;
			if (tt_buf_put(&p->text, s, k) < 0)
				return TT_ENOMEM;
		} else if (tt_buf_putc(&p->text, b) < 0)
			return TT_ENOMEM;
		s += k, n -= k;
	}
	return 0;
}

static size_t
skipws(const uint8_t *s, size_t n, size_t i)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' ||
	    s[i] == '\n'))
		i++;
	return i;
}

static int
hexval(uint8_t c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if ((c | 32) >= 'a' && (c | 32) <= 'f')
		return (c | 32) - 'a' + 10;
	return -1;
}

static long
hex4(const uint8_t *s, size_t n, size_t i)
{
	long v = 0;
	int k, h;

	if (i + 4 > n)
		return -1;
	for (k = 0; k < 4; k++) {
		if ((h = hexval(s[i + k])) < 0)
			return -1;
		v = v << 4 | h;
	}
	return v;
}

/*
 * A JSON string at s[*i] (the opening quote) into scratch, unescaped.
 * Returns 0 and moves *i past the closing quote, or TT_EINVAL.
 */
static int
jstring(const uint8_t *s, size_t n, size_t *i, struct tt_buf *out)
{
	size_t k = *i + 1;
	long c, lo;
	uint8_t u[4];

	for (;;) {
		if (k >= n)
			return TT_EINVAL;
		if (s[k] == '"')
			break;
		if (s[k] != '\\') {
			if (s[k] < 0x20)
				return TT_EINVAL;
			if (tt_buf_putc(out, s[k++]) < 0)
				return TT_ENOMEM;
			continue;
		}
		if (++k >= n)
			return TT_EINVAL;
		switch (s[k]) {
		case '"': case '\\': case '/':
			c = s[k];
			break;
		case 'b': c = '\b'; break;
		case 'f': c = '\f'; break;
		case 'n': c = '\n'; break;
		case 'r': c = '\r'; break;
		case 't': c = '\t'; break;
		case 'u':
			if ((c = hex4(s, n, k + 1)) < 0)
				return TT_EINVAL;
			k += 4;
			if (c >= 0xd800 && c <= 0xdbff) {
				/* A surrogate pair: \ud83d\ude00. */
				if (k + 2 >= n || s[k + 1] != '\\' ||
				    s[k + 2] != 'u' ||
				    (lo = hex4(s, n, k + 3)) < 0xdc00 ||
				    lo > 0xdfff)
					return TT_EINVAL;
				c = 0x10000 + ((c - 0xd800) << 10) +
				    (lo - 0xdc00);
				k += 6;
			} else if (c >= 0xdc00 && c <= 0xdfff)
				return TT_EINVAL;
			if (tt_buf_put(out, u, tt_utf8_enc(c, u)) < 0)
				return TT_ENOMEM;
			k++;
			continue;
		default:
			return TT_EINVAL;
		}
		if (tt_buf_putc(out, c) < 0)
			return TT_ENOMEM;
		k++;
	}
	*i = k + 1;
	return 0;
}

/* A JSON array of strings or numbers at s[*i] (the [) into p. */
static int
jarray(struct tt_pieces *p, const uint8_t *s, size_t n, size_t *i,
    unsigned flags)
{
	struct tt_buf str = { 0 };
	size_t k = skipws(s, n, *i + 1), start;
	int r = TT_EINVAL;

	if (k < n && s[k] == ']') {
		*i = k + 1;
		return 0;
	}
	while (k < n) {
		if (s[k] == '"') {
			str.n = 0;
			if ((r = jstring(s, n, &k, &str)) < 0 ||
			    (r = putpiece(p, str.s, str.n, flags)) < 0)
				break;
		} else if (s[k] == '-' || (s[k] >= '0' && s[k] <= '9')) {
			/* A number, an ID: its text is the piece. */
			start = k;
			while (k < n && (s[k] == '-' || s[k] == '+' ||
			    s[k] == '.' || (s[k] | 32) == 'e' ||
			    (s[k] >= '0' && s[k] <= '9')))
				k++;
			r = tt_buf_put(&p->text, s + start, k - start);
			if (r < 0)
				break;
		} else {
			r = TT_EINVAL;
			break;
		}
		if ((r = endpiece(p)) < 0)
			break;
		r = TT_EINVAL;
		k = skipws(s, n, k);
		if (k < n && s[k] == ']') {
			*i = k + 1;
			r = 0;
			break;
		}
		if (k >= n || s[k] != ',')
			break;
		k = skipws(s, n, k + 1);
	}
	tt_buf_free(&str);
	return r;
}

/* Skip one JSON value of an object member we do not read. */
static int
jskip(const uint8_t *s, size_t n, size_t *i)
{
	struct tt_buf str = { 0 };
	size_t k = *i;
	int depth = 0, r = 0;

	while (k < n) {
		if (s[k] == '"') {
			str.n = 0;
			if ((r = jstring(s, n, &k, &str)) < 0)
				break;
		} else if (s[k] == '[' || s[k] == '{') {
			depth++, k++;
		} else if (s[k] == ']' || s[k] == '}') {
			if (depth == 0)
				break;
			depth--, k++;
		} else if (depth == 0 && (s[k] == ',' || s[k] == ' ')) {
			break;
		} else
			k++;
		if (depth == 0 && k < n && (s[k] == ',' || s[k] == '}' ||
		    s[k] == ' '))
			break;
	}
	tt_buf_free(&str);
	if (r < 0)
		return r;
	if (depth != 0 || k == *i)
		return TT_EINVAL;
	*i = k;
	return 0;
}

/* An object: the array of its member "pieces". */
static int
jobject(struct tt_pieces *p, const uint8_t *s, size_t n, size_t *i,
    unsigned flags)
{
	struct tt_buf key = { 0 };
	size_t k = skipws(s, n, *i + 1);
	int r = TT_EINVAL, found = 0;

	while (k < n && s[k] == '"') {
		key.n = 0;
		if ((r = jstring(s, n, &k, &key)) < 0)
			break;
		r = TT_EINVAL;
		k = skipws(s, n, k);
		if (k >= n || s[k] != ':')
			break;
		k = skipws(s, n, k + 1);
		if (key.n == 6 && memcmp(key.s, "pieces", 6) == 0 &&
		    k < n && s[k] == '[') {
			if (found || (r = jarray(p, s, n, &k, flags)) < 0)
				break;
			found = 1;
		} else if ((r = jskip(s, n, &k)) < 0)
			break;
		r = TT_EINVAL;
		k = skipws(s, n, k);
		if (k < n && s[k] == '}') {
			*i = k + 1;
			r = found ? 0 : TT_EINVAL;
			break;
		}
		if (k >= n || s[k] != ',')
			break;
		k = skipws(s, n, k + 1);
	}
	tt_buf_free(&key);
	return r;
}

long
tt_pieces_parse(struct tt_pieces *p, const uint8_t *s, size_t n,
    const uint8_t *sep, size_t nsep, unsigned flags)
{
	size_t i = skipws(s, n, 0), start;
	int r;

	p->text.n = 0;
	p->n = 0;
	if (i < n && (s[i] == '[' || s[i] == '{')) {
		r = s[i] == '[' ? jarray(p, s, n, &i, flags) :
		    jobject(p, s, n, &i, flags);
		if (r == 0 && skipws(s, n, i) != n)
			r = TT_EINVAL;
		if (r == 0)
			r = flatten(p, flags);
		return r < 0 ? r : (long)p->n;
	}
	if (nsep == 0)
		return TT_EINVAL;
	i = 0;
	while (i < n) {
		if (i + nsep <= n && memcmp(s + i, sep, nsep) == 0) {
			i += nsep;
			continue;
		}
		start = i;
		while (i < n && !(i + nsep <= n &&
		    memcmp(s + i, sep, nsep) == 0))
			i++;
		if (putpiece(p, s + start, i - start, flags) < 0 ||
		    endpiece(p) < 0)
			return TT_ENOMEM;
	}
	return flatten(p, flags) < 0 ? TT_ENOMEM : (long)p->n;
}

/* The length of the marker at s[0..n-1], or 0. */
static size_t
marker(const uint8_t *s, size_t n, unsigned flags)
{
	if (n >= 1 && tt_eval_isspace(s[0]))
		return 1;
	if (n >= 3 && s[0] == 0xe2 && s[1] == 0x96 && s[2] == 0x81)
		return 3;	/* U+2581 ▁, SentencePiece */
	if (!(flags & TT_PIECES_BYTELEVEL) && n >= 2 && s[0] == 0xc4 &&
	    s[1] == 0xa0)
		return 2;	/* U+0120 Ġ, a byte-level space left as is */
	return 0;
}

/* The length of a marker that ends at s[n-1], or 0. */
static size_t
marker_end(const uint8_t *s, size_t n, unsigned flags)
{
	if (n >= 3 && marker(s + n - 3, 3, flags) == 3)
		return 3;
	if (n >= 2 && marker(s + n - 2, 2, flags) == 2)
		return 2;
	if (n >= 1 && marker(s + n - 1, 1, flags) == 1)
		return 1;
	return 0;
}

static bool
special(const uint8_t *s, size_t n)
{
	size_t i;

	if (n < 3 || s[0] != '<' || s[n - 1] != '>')
		return false;
	for (i = 1; i < n - 1; i++)
		if (s[i] <= ' ' || s[i] >= 0x7f || s[i] == '<' || s[i] == '>')
			return false;
	return true;
}

int
tt_piece_byte(const uint8_t *p, size_t n)
{
	if (n == 6 && p[0] == '<' && p[1] == '0' && p[2] == 'x' &&
	    hexval(p[3]) >= 0 && hexval(p[4]) >= 0 && p[5] == '>')
		return hexval(p[3]) << 4 | hexval(p[4]);
	return -1;
}

enum tt_piece_class
tt_piece_strip(const uint8_t *p, size_t n, unsigned flags, size_t *off,
    size_t *len)
{
	size_t a = 0, k;
	uint32_t c;
	bool letter = false;
	int l;

	while (a < n && (k = marker(p + a, n - a, flags)) > 0)
		a += k;
	while (n > a && (k = marker_end(p + a, n - a, flags)) > 0)
		n -= k;
	*off = a;
	*len = n - a;
	p += a, n -= a;
	if (n == 0)
		return TT_PIECE_SPACE;
	if (tt_piece_byte(p, n) >= 0)
		return TT_PIECE_BYTE;	/* SentencePiece's byte fallback */
	if (special(p, n))
		return TT_PIECE_SPECIAL;
	for (k = 0; k < n; k += l) {
		if ((l = tt_utf8_dec(p + k, n - k, &c)) < 0)
			return TT_PIECE_BYTE;
		if (tt_is_letter(c))
			letter = true;
	}
	return letter ? TT_PIECE_WORD : TT_PIECE_OTHER;
}

/*
 * The text of piece s[0..n-1] inside a word, appended to out: nothing for
 * markers and specials, the byte of a <0xHH>, else the piece stripped.
 */
static int
putinner(struct tt_buf *out, const uint8_t *s, size_t n, unsigned flags)
{
	size_t off, len;
	int b;

	switch (tt_piece_strip(s, n, flags, &off, &len)) {
	case TT_PIECE_SPACE:
	case TT_PIECE_SPECIAL:
		return 0;
	default:
		if ((b = tt_piece_byte(s + off, len)) >= 0)
			return tt_buf_putc(out, b);
		return tt_buf_put(out, s + off, len);
	}
}

static int
flatten(struct tt_pieces *p, unsigned flags)
{
	const uint8_t *s;
	size_t i, n;

	p->flat.n = 0;
	if (tt_grow(&p->fend, &p->fcap, p->n + 1, sizeof *p->fend) < 0)
		return TT_ENOMEM;
	for (i = 0; i < p->n; i++) {
		s = tt_pieces_get(p, i, &n);
		if (putinner(&p->flat, s, n, flags) < 0)
			return TT_ENOMEM;
		p->fend[i] = p->flat.n;
	}
	return 0;
}

/* s[0..n-1] as text: U+2581, U+0120 as spaces (inside too: ▁New▁York). */
static int
spellbytes(struct tt_buf *out, const uint8_t *s, size_t n, unsigned flags)
{
	size_t k;

	for (; n > 0; s += k, n -= k) {
		if ((k = marker(s, n, flags)) == 0)
			k = 1;
		if (tt_buf_putc(out, k > 1 ? ' ' : s[0]) < 0)
			return TT_ENOMEM;
	}
	return 0;
}

/*
 * Piece s[0..n-1] as text: its markers as spaces, a <0xHH> as its byte;
 * a special writes nothing, and a <glue> (tt's) sets *glue, which takes
 * the markers off the front of the next piece.
 */
static int
puttext(struct tt_buf *out, const uint8_t *s, size_t n, unsigned flags,
    bool *glue)
{
	size_t off, len;
	int b, r;

	if (tt_piece_strip(s, n, flags, &off, &len) == TT_PIECE_SPECIAL) {
		/* <glue> <cap> kitap: the glue holds past the case marker. */
		if (len == 6 && memcmp(s + off, "<glue>", 6) == 0)
			*glue = true;
		return 0;
	}
	if (*glue && len > 0)
		*glue = false;
	else if ((r = spellbytes(out, s, off, flags)) < 0)
		return r;
	if ((b = tt_piece_byte(s + off, len)) >= 0)
		r = tt_buf_putc(out, b);
	else
		r = spellbytes(out, s + off, len, flags);
	if (r < 0)
		return TT_ENOMEM;
	return spellbytes(out, s + off + len, n - off - len, flags);
}

int
tt_pieces_text(const struct tt_pieces *p, unsigned flags, struct tt_buf *out)
{
	size_t start = out->n, i, n, k;
	const uint8_t *s;
	bool glue = false;

	for (i = 0; i < p->n; i++) {
		s = tt_pieces_get(p, i, &n);
		if (puttext(out, s, n, flags, &glue) < 0)
			return TT_ENOMEM;
	}
	/* Drop the spaces at both ends. */
	for (k = start; k < out->n && out->s[k] == ' '; k++)
		;
	memmove(out->s + start, out->s + k, out->n - k);
	out->n -= k - start;
	while (out->n > start && out->s[out->n - 1] == ' ')
		out->n--;
	return 0;
}

/* The same letter in either case, by Turkish rules or others (I, i). */
static bool
samecase(uint32_t a, uint32_t b)
{
	return tt_tr_lower(a) == tt_tr_lower(b) ||
	    (a == 'I' ? 'i' : tt_tr_lower(a)) ==
	    (b == 'I' ? 'i' : tt_tr_lower(b));
}

/*
 * How far the text at a[0..na-1] and the word at w[0..nw-1] go together
 * from their starts, one step: equal bytes one by one (so that a piece
 * may end inside a character), or one character against one of the
 * other case (i against İ).  Returns 0 when they differ; else sets *ka
 * and *kw.
 */
static int
step(const uint8_t *a, size_t na, const uint8_t *w, size_t nw, size_t *ka,
    size_t *kw)
{
	uint32_t ca, cw;
	int la, lw;

	if (na == 0 || nw == 0)
		return 0;
	la = tt_utf8_dec(a, na, &ca);
	lw = tt_utf8_dec(w, nw, &cw);
	if (a[0] == w[0] && (la < 0 || lw < 0 || la != lw ||
	    memcmp(a, w, la) == 0)) {
		*ka = *kw = 1;
		return 1;
	}
	if (la < 0 || lw < 0 || !samecase(ca, cw))
		return 0;
	*ka = la, *kw = lw;
	return 1;
}

size_t
tt_pieces_cuts(const struct tt_pieces *p, const uint8_t *w, size_t nw,
    unsigned flags, size_t *cuts, int *mismatch)
{
	const uint8_t *a = p->flat.s;
	size_t na = p->flat.n, i, at = 0, aw = 0, ka, kw, end, nc = 0;

	(void)flags;
	*mismatch = 0;
	for (i = 0; i < p->n; i++) {
		end = p->fend[i];
		if (end == (i ? p->fend[i - 1] : 0))
			continue;	/* markers, a special: no text */
		while (at < end && !*mismatch) {
			if (step(a + at, na - at, w + aw, nw - aw, &ka, &kw))
				at += ka, aw += kw;
			else
				*mismatch = 1;
		}
		if (*mismatch) {
			/* Past a difference the bytes count as they are. */
			aw += end - at;
			at = end;
		}
		if (aw > 0 && aw < nw && (nc == 0 || cuts[nc - 1] < aw))
			cuts[nc++] = aw;
	}
	if (at != na || aw != nw)
		*mismatch = 1;
	return nc;
}
