/* SPDX-License-Identifier: MIT */
/* metrics.c: what tt-stats measures: TR%, Pure%, gold boundaries, alignment */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* --- Interned strings ---------------------------------------------------- */

struct tt_strtab {
	struct strmap m;
};

int
tt_strtab_new(struct tt_strtab **tp)
{
	return (*tp = calloc(1, sizeof **tp)) ? 0 : TT_ENOMEM;
}

void
tt_strtab_free(struct tt_strtab *t)
{
	if (t == NULL)
		return;
	tt_map_free(&t->m);
	free(t);
}

long
tt_strtab_id(struct tt_strtab *t, const uint8_t *s, size_t n)
{
	bool isnew;

	return tt_map_intern(&t->m, s, n, &isnew);
}

/* --- The validator lexicon ----------------------------------------------- */

struct tt_lexicon {
	struct strmap m;
};

int
tt_lexicon_new(struct tt_lexicon **lp)
{
	return (*lp = calloc(1, sizeof **lp)) ? 0 : TT_ENOMEM;
}

void
tt_lexicon_free(struct tt_lexicon *l)
{
	if (l == NULL)
		return;
	tt_map_free(&l->m);
	free(l);
}

int
tt_lexicon_add(struct tt_lexicon *l, const uint8_t *s, size_t n,
    unsigned cls)
{
	uint32_t *v;

	if (tt_map_put(&l->m, s, n, &v) < 0)
		return TT_ENOMEM;
	*v |= cls;
	return 0;
}

unsigned
tt_lexicon_get(const struct tt_lexicon *l, const uint8_t *s, size_t n)
{
	const uint32_t *v = tt_map_get(&l->m, s, n);

	return v ? *v : 0;
}

size_t
tt_lexicon_size(const struct tt_lexicon *l)
{
	return l->m.n;
}

static void
seterr(struct tt_dict_error *err, const char *path, int line, int col,
    const char *text)
{
	if (err == NULL)
		return;
	snprintf(err->file, sizeof err->file, "%s", path);
	err->line = line;
	err->column = col;
	snprintf(err->text, sizeof err->text, "%s", text);
}

/* Open path for a loader; TT_EIO with the system's reason in err. */
static FILE *
openfile(const char *path, struct tt_dict_error *err)
{
	FILE *f;

	if ((f = fopen(path, "rb")) == NULL)
		seterr(err, path, 0, 0, strerror(errno));
	return f;
}

/* One line without its newline (and a CR before it); -1 at the end. */
static ssize_t
readline(char **buf, size_t *cap, FILE *f)
{
	ssize_t n = getline(buf, cap, f);

	if (n > 0 && (*buf)[n - 1] == '\n')
		(*buf)[--n] = '\0';
	if (n > 0 && (*buf)[n - 1] == '\r')
		(*buf)[--n] = '\0';
	return n;
}

static const struct {
	const char *name;
	unsigned cls;
} lexclass[] = {
	{ "word", TT_LEX_WORD }, { "root", TT_LEX_ROOT },
	{ "variant", TT_LEX_VARIANT }, { "affix", TT_LEX_AFFIX },
};

int
tt_lexicon_load(struct tt_lexicon *l, const char *path,
    struct tt_dict_error *err)
{
	char *line = NULL, *tab, *end;
	size_t cap = 0, i, nc;
	ssize_t n;
	int lineno = 0, r = 0;
	unsigned cls;
	FILE *f;

	if ((f = openfile(path, err)) == NULL)
		return TT_EIO;
	while ((n = readline(&line, &cap, f)) >= 0) {
		lineno++;
		if (n == 0 || line[0] == '#')
			continue;
		cls = TT_LEX_WORD;
		if ((tab = memchr(line, '\t', n)) != NULL) {
			end = memchr(tab + 1, '\t', line + n - tab - 1);
			nc = (end ? end : line + n) - tab - 1;
			for (i = 0; i < sizeof lexclass / sizeof lexclass[0];
			    i++)
				if (strlen(lexclass[i].name) == nc &&
				    memcmp(lexclass[i].name, tab + 1, nc) == 0)
					break;
			if (i == sizeof lexclass / sizeof lexclass[0]) {
				seterr(err, path, lineno, tab - line + 2,
				    "unknown class "
				    "(word, root, variant, affix)");
				r = TT_EDICT;
				break;
			}
			cls = lexclass[i].cls;
			n = tab - line;
		}
		if ((r = tt_lexicon_add(l, (uint8_t *)line, n, cls)) < 0)
			break;
	}
	if (r == 0 && ferror(f)) {
		seterr(err, path, 0, 0, strerror(errno));
		r = TT_EIO;
	}
	free(line);
	fclose(f);
	return r;
}

/* --- Pieces of any tokenizer --------------------------------------------- */

struct tt_pieces {
	struct tt_buf text;	/* the pieces' bytes, one after another */
	size_t *end;		/* end of piece i in text */
	size_t n, cap;
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
	free(p->end);
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
	return p->n;
}

/* The length of the marker at s[0..n-1], or 0. */
static size_t
marker(const uint8_t *s, size_t n, unsigned flags)
{
	if (n >= 1 && (s[0] == ' ' || s[0] == '\t' || s[0] == '\n' ||
	    s[0] == '\r' || s[0] == '\v' || s[0] == '\f'))
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
	if (n == 6 && p[0] == '<' && p[1] == '0' && p[2] == 'x' &&
	    hexval(p[3]) >= 0 && hexval(p[4]) >= 0 && p[5] == '>')
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

int
tt_pieces_text(const struct tt_pieces *p, unsigned flags, struct tt_buf *out)
{
	size_t start = out->n, i, n, k;
	const uint8_t *s;

	for (i = 0; i < p->n; i++) {
		s = tt_pieces_get(p, i, &n);
		while (n > 0) {
			if ((k = marker(s, n, flags)) > 1) {
				if (tt_buf_putc(out, ' ') < 0)
					return TT_ENOMEM;
			} else {
				k = 1;
				if (tt_buf_putc(out, s[0]) < 0)
					return TT_ENOMEM;
			}
			s += k, n -= k;
		}
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

size_t
tt_pieces_cuts(const struct tt_pieces *p, const uint8_t *w, size_t nw,
    unsigned flags, size_t *cuts, int *mismatch)
{
	size_t i, n, off, len, at = 0, nc = 0;
	const uint8_t *s;

	*mismatch = 0;
	for (i = 0; i < p->n; i++) {
		s = tt_pieces_get(p, i, &n);
		(void)tt_piece_strip(s, n, flags, &off, &len);
		if (len == 0)
			continue;
		if (at + len > nw || memcmp(w + at, s + off, len) != 0)
			*mismatch = 1;
		if (at > 0 && at < nw)
			cuts[nc++] = at;
		at += len;
	}
	if (at != nw)
		*mismatch = 1;
	return nc;
}

/* --- The meter ----------------------------------------------------------- */

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

static bool
isspace8(uint8_t c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
	    c == '\f';
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
		if (isspace8(s[i]))
			inword = false;
		else if (!inword)
			inword = true, m->m.words++;
	}
}

/* Turkish lowercase of s into m->low (valid UTF-8 only). */
static int
lower(struct tt_meter *m, const uint8_t *s, size_t n)
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
		if ((r = lower(m, p + off, len)) < 0)
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

/* --- Reports ------------------------------------------------------------- */

#define OFF(f) offsetof(struct tt_metrics, f)

/* The counts of a report in order, with the group that makes them known. */
static const struct {
	const char *name;
	size_t off;
	unsigned need;
} counts[] = {
	{ "lines", OFF(lines), 0 }, { "words", OFF(words), 0 },
	{ "chars", OFF(chars), 0 }, { "bytes", OFF(bytes), 0 },
	{ "tokens", OFF(tokens), 0 },
	{ "unique_tokens", OFF(unique), TT_HAVE_UNIQUE },
	{ "vocab_size", OFF(vocab), TT_HAVE_VOCAB },
	{ "fallback_tokens", OFF(fallback), 0 },
	{ "unknown_tokens", OFF(unknown), 0 },
	{ "cut_words", OFF(cut_words), 0 }, { "cut_morph", OFF(cut_morph), 0 },
	{ "cut_bpe", OFF(cut_bpe), 0 },
	{ "cut_bytes", OFF(cut_bytes), 0 },
	/* Rates of the counts above come here: see tt_metrics_list. */
	{ "byte_tokens", OFF(bytetok), 0 },
	{ "scored_tokens", OFF(scored), TT_HAVE_LEXICON },
	{ "turkish_tokens", OFF(turkish), TT_HAVE_LEXICON },
	{ "pure_tokens", OFF(pure), TT_HAVE_LEXICON },
	{ "unique_scored", OFF(uscored), TT_HAVE_LEXICON | TT_HAVE_UNIQUE },
	{ "unique_turkish", OFF(uturkish), TT_HAVE_LEXICON | TT_HAVE_UNIQUE },
	{ "unique_pure", OFF(upure), TT_HAVE_LEXICON | TT_HAVE_UNIQUE },
	{ "gold_words", OFF(gold_words), TT_HAVE_GOLD },
	{ "gold_boundaries", OFF(gold_ref), TT_HAVE_GOLD },
	{ "gold_predicted", OFF(gold_pred), TT_HAVE_GOLD },
	{ "gold_hits", OFF(gold_hits), TT_HAVE_GOLD },
	{ "gold_exact", OFF(gold_exact), TT_HAVE_GOLD },
	{ "gold_mismatch", OFF(gold_mismatch), TT_HAVE_GOLD },
	{ "morphscore_words", OFF(ms_words), TT_HAVE_MORPHSCORE },
	{ "morphscore_scored", OFF(ms_scored), TT_HAVE_MORPHSCORE },
	{ "morphscore_hits", OFF(ms_hits), TT_HAVE_MORPHSCORE },
};
#define NCOUNTS (sizeof counts / sizeof counts[0])
#define FIRST_NEW 13		/* byte_tokens: the first after the rates */

static uint64_t
get(const struct tt_metrics *m, size_t i)
{
	uint64_t v;

	memcpy(&v, (const char *)m + counts[i].off, sizeof v);
	return v;
}

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / b : 0;
}

static void
count(const struct tt_metrics *m, size_t i, struct tt_metric *o)
{
	o->name = counts[i].name;
	o->rate = 0;
	o->known = (m->have & counts[i].need) == counts[i].need;
	o->count = o->known ? get(m, i) : 0;
	o->value = 0;
}

static void
rate(const struct tt_metrics *m, const char *name, unsigned need, double v,
    struct tt_metric *o)
{
	o->name = name;
	o->rate = 1;
	o->known = (m->have & need) == need;
	o->count = 0;
	o->value = o->known ? v : 0;
}

size_t
tt_metrics_list(const struct tt_metrics *m, struct tt_metric *o)
{
	size_t i, k = 0;
	double p, r;

	for (i = 0; i < FIRST_NEW; i++)
		count(m, i, &o[k++]);
	rate(m, "tokens_per_word", 0, ratio(m->tokens, m->words), &o[k++]);
	rate(m, "tokens_per_char", 0, ratio(m->tokens, m->chars), &o[k++]);
	rate(m, "chars_per_token", 0, ratio(m->chars, m->tokens), &o[k++]);
	rate(m, "fallback_share", 0, ratio(m->fallback, m->tokens), &o[k++]);
	rate(m, "unknown_share", 0, ratio(m->unknown, m->tokens), &o[k++]);
	rate(m, "morph_share", 0, ratio(m->cut_morph, m->cut_words),
	    &o[k++]);
	for (i = FIRST_NEW; i < NCOUNTS; i++)
		count(m, i, &o[k++]);
	rate(m, "byte_share", 0, ratio(m->bytetok, m->tokens), &o[k++]);
	rate(m, "tr_unique", TT_HAVE_LEXICON | TT_HAVE_UNIQUE,
	    ratio(m->uturkish, m->uscored), &o[k++]);
	rate(m, "pure_unique", TT_HAVE_LEXICON | TT_HAVE_UNIQUE,
	    ratio(m->upure, m->uscored), &o[k++]);
	rate(m, "tr_running", TT_HAVE_LEXICON, ratio(m->turkish, m->scored),
	    &o[k++]);
	rate(m, "pure_running", TT_HAVE_LEXICON, ratio(m->pure, m->scored),
	    &o[k++]);
	p = ratio(m->gold_hits, m->gold_pred);
	r = ratio(m->gold_hits, m->gold_ref);
	rate(m, "boundary_precision", TT_HAVE_GOLD, p, &o[k++]);
	rate(m, "boundary_recall", TT_HAVE_GOLD, r, &o[k++]);
	rate(m, "boundary_f1", TT_HAVE_GOLD, p + r > 0 ? 2 * p * r / (p + r) :
	    0, &o[k++]);
	rate(m, "exact_word_rate", TT_HAVE_GOLD,
	    ratio(m->gold_exact, m->gold_words), &o[k++]);
	rate(m, "morphscore", TT_HAVE_MORPHSCORE,
	    ratio(m->ms_hits, m->ms_scored), &o[k++]);
	return k;
}

static bool
israte(const char *name, size_t n)
{
	static const char *const rates[] = {
		"tokens_per_word", "tokens_per_char", "chars_per_token",
		"fallback_share", "unknown_share", "morph_share", "byte_share",
		"tr_unique", "pure_unique", "tr_running", "pure_running",
		"boundary_precision", "boundary_recall", "boundary_f1",
		"exact_word_rate", "morphscore",
	};
	size_t i;

	for (i = 0; i < sizeof rates / sizeof rates[0]; i++)
		if (strlen(rates[i]) == n && memcmp(rates[i], name, n) == 0)
			return true;
	return false;
}

int
tt_metrics_set(struct tt_metrics *m, const char *name, size_t n,
    const char *value, size_t nv)
{
	uint64_t v = 0;
	unsigned need;
	size_t i, k;
	bool one;

	for (i = 0; i < NCOUNTS; i++)
		if (strlen(counts[i].name) == n &&
		    memcmp(counts[i].name, name, n) == 0)
			break;
	if (i == NCOUNTS)
		return israte(name, n) ? 1 : TT_EINVAL;
	/* Counts that depend on one group alone say whether it is there. */
	need = counts[i].need;
	one = need != 0 && (need & (need - 1)) == 0;
	if (nv == 2 && memcmp(value, "NA", 2) == 0) {
		if (one) {
			m->have &= ~need;
			m->na |= need;
		}
		return 0;
	}
	if (nv == 0 || nv > 20)
		return TT_EINVAL;
	for (k = 0; k < nv; k++) {
		if (value[k] < '0' || value[k] > '9' ||
		    v > (UINT64_MAX - (value[k] - '0')) / 10)
			return TT_EINVAL;
		v = v * 10 + (value[k] - '0');
	}
	memcpy((char *)m + counts[i].off, &v, sizeof v);
	if (one)
		m->have |= need & ~m->na;
	return 0;
}

int
tt_metrics_sum(struct tt_metrics *a, const struct tt_metrics *b)
{
	uint64_t x, y;
	size_t i;
	int r = 0;

	for (i = 0; i < NCOUNTS; i++) {
		if (counts[i].off == OFF(vocab))
			continue;
		x = get(a, i);
		y = get(b, i);
		x += y;
		memcpy((char *)a + counts[i].off, &x, sizeof x);
	}
	if ((a->have & b->have & TT_HAVE_VOCAB) && a->vocab != b->vocab) {
		r = 1;
		if (b->vocab > a->vocab)
			a->vocab = b->vocab;
	}
	a->have &= b->have & ~TT_HAVE_UNIQUE;
	return r;
}

/* --- Gold segmentations -------------------------------------------------- */

/*
 * Word i has alternatives alt[word[i].alt ..] (at least one); alternative
 * j has the boundaries cut[alt[j] .. alt[j + 1]], byte offsets in the word.
 */
struct gword {
	size_t off, len;	/* in pool */
	size_t alt, nalt;
};

struct tt_gold {
	enum tt_gold_format fmt;
	struct tt_buf pool;
	struct gword *w;
	size_t nw, capw;
	size_t *alt;		/* start of each alternative in cut[] */
	size_t nalt, capalt;
	size_t *cut;
	size_t ncut, capcut;
};

void
tt_gold_free(struct tt_gold *g)
{
	if (g == NULL)
		return;
	tt_buf_free(&g->pool);
	free(g->w);
	free(g->alt);
	free(g->cut);
	free(g);
}

size_t
tt_gold_size(const struct tt_gold *g)
{
	return g->nw;
}

const uint8_t *
tt_gold_word(const struct tt_gold *g, size_t i, size_t *n)
{
	*n = g->w[i].len;
	return g->pool.s + g->w[i].off;
}

static int
newalt(struct tt_gold *g)
{
	if (tt_grow(&g->alt, &g->capalt, g->nalt + 2, sizeof *g->alt) < 0)
		return TT_ENOMEM;
	g->alt[g->nalt++] = g->ncut;
	g->alt[g->nalt] = g->ncut;
	g->w[g->nw - 1].nalt++;
	return 0;
}

static int
addcut(struct tt_gold *g, size_t at)
{
	if (tt_grow(&g->cut, &g->capcut, g->ncut + 1, sizeof *g->cut) < 0)
		return TT_ENOMEM;
	g->cut[g->ncut++] = at;
	g->alt[g->nalt] = g->ncut;
	return 0;
}

static int
newword(struct tt_gold *g, const char *s, size_t n)
{
	struct gword *w;

	if (tt_grow(&g->w, &g->capw, g->nw + 1, sizeof *g->w) < 0 ||
	    tt_buf_put(&g->pool, s, n) < 0)
		return TT_ENOMEM;
	w = &g->w[g->nw++];
	w->off = g->pool.n - n;
	w->len = n;
	w->alt = g->nalt;
	w->nalt = 0;
	return 0;
}

/*
 * "word<TAB>morph morph, morph morph": the alternatives' cuts, each
 * checked to spell the word.  Returns 0, a column (> 0) for an error
 * there, or TT_ENOMEM.
 */
static long
morpho_line(struct tt_gold *g, const char *s, size_t n)
{
	const char *tab = memchr(s, '\t', n), *p, *e, *word;
	size_t at, nw;

	if (tab == NULL || tab == s)
		return 1;
	word = s;
	nw = tab - s;
	if (newword(g, word, nw) < 0)
		return TT_ENOMEM;
	p = tab + 1;
	e = s + n;
	for (;;) {
		if (newalt(g) < 0)
			return TT_ENOMEM;
		at = 0;
		while (p < e && *p != ',') {
			if (*p == ' ') {
				if (at == 0 || at >= nw)
					return p - s + 1;
				if (addcut(g, at) < 0)
					return TT_ENOMEM;
				p++;
				continue;
			}
			if (at >= nw || *p != word[at])
				return p - s + 1;
			at++, p++;
		}
		if (at != nw)
			return p - s + 1;
		if (p == e)
			break;
		/* ", " between alternatives */
		if (p + 1 >= e || p[1] != ' ')
			return p - s + 1;
		p += 2;
	}
	return 0;
}

/* ",full_word,pt1,rest" with an index first: one cut after pt1. */
static long
morphscore_line(struct tt_gold *g, const char *s, size_t n)
{
	const char *f[5], *e = s + n;
	size_t k = 0, len[4];
	const char *p = s;

	f[0] = s;
	while (p < e && k < 4) {
		if (*p == ',')
			f[++k] = p + 1;
		p++;
	}
	if (k != 3 || memchr(f[3], ',', e - f[3]) != NULL)
		return 1;
	f[4] = e + 1;
	for (k = 0; k < 4; k++)
		len[k] = f[k + 1] - f[k] - 1;
	if (len[1] == 0 || len[2] + len[3] != len[1] ||
	    memcmp(f[2], f[1], len[2]) != 0 ||
	    memcmp(f[3], f[1] + len[2], len[3]) != 0)
		return f[1] - s + 1;
	if (newword(g, f[1], len[1]) < 0 || newalt(g) < 0)
		return TT_ENOMEM;
	if (len[2] > 0 && len[3] > 0 && addcut(g, len[2]) < 0)
		return TT_ENOMEM;
	return 0;
}

int
tt_gold_load(struct tt_gold **gp, const char *path, enum tt_gold_format fmt,
    struct tt_dict_error *err)
{
	struct tt_gold *g;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	long c;
	int lineno = 0, r = 0;
	FILE *f;

	*gp = NULL;
	if ((g = calloc(1, sizeof *g)) == NULL)
		return TT_ENOMEM;
	g->fmt = fmt;
	if ((f = openfile(path, err)) == NULL) {
		free(g);
		return TT_EIO;
	}
	while ((n = readline(&line, &cap, f)) >= 0) {
		if (++lineno == 1 && fmt == TT_GOLD_MORPHSCORE)
			continue;	/* the header */
		if (n == 0)
			continue;
		c = fmt == TT_GOLD_MORPHO ? morpho_line(g, line, n) :
		    morphscore_line(g, line, n);
		if (c == TT_ENOMEM) {
			r = TT_ENOMEM;
			break;
		}
		if (c > 0) {
			seterr(err, path, lineno, c, fmt == TT_GOLD_MORPHO ?
			    "not word<TAB>morphs that spell it" :
			    "not index,word,stem,rest that spell it");
			r = TT_EDICT;
			break;
		}
	}
	if (r == 0 && ferror(f)) {
		seterr(err, path, 0, 0, strerror(errno));
		r = TT_EIO;
	}
	free(line);
	fclose(f);
	if (r < 0) {
		tt_gold_free(g);
		return r;
	}
	*gp = g;
	return 0;
}

/* Cuts in both ascending lists. */
static size_t
common(const size_t *a, size_t na, const size_t *b, size_t nb)
{
	size_t i = 0, j = 0, k = 0;

	while (i < na && j < nb)
		if (a[i] < b[j])
			i++;
		else if (a[i] > b[j])
			j++;
		else
			k++, i++, j++;
	return k;
}

void
tt_gold_score(const struct tt_gold *g, size_t i, const size_t *cuts,
    size_t nc, int mismatch, struct tt_metrics *m)
{
	const struct gword *w = &g->w[i];
	size_t j, hits = 0, ng, bestg = 0, tp;
	double f, bestf = -1;
	bool exact = false;

	if (g->fmt == TT_GOLD_MORPHSCORE) {
		/*
		 * MorphScore: 1 if a piece ends at the stem boundary; words
		 * without a boundary, or left whole, are not scored.
		 */
		m->ms_words++;
		ng = g->alt[w->alt + 1] - g->alt[w->alt];
		if (ng == 0 || nc == 0)
			return;
		m->ms_scored++;
		m->ms_hits += common(cuts, nc, g->cut + g->alt[w->alt], 1);
		return;
	}
	for (j = w->alt; j < w->alt + w->nalt; j++) {
		ng = g->alt[j + 1] - g->alt[j];
		tp = common(cuts, nc, g->cut + g->alt[j], ng);
		f = nc + ng ? 2.0 * tp / (nc + ng) : 1;
		if (tp == nc && tp == ng)
			exact = true;
		if (f > bestf || (f == bestf && ng < bestg))
			bestf = f, hits = tp, bestg = ng;
	}
	m->gold_words++;
	m->gold_pred += nc;
	m->gold_ref += bestg;
	m->gold_hits += hits;
	m->gold_exact += exact;
	m->gold_mismatch += mismatch != 0;
}

/* --- Smith-Waterman ------------------------------------------------------ */

long
tt_sw_score(const uint32_t *a, size_t na, const uint32_t *b, size_t nb)
{
	long *row, diag, up, h, best = 0;
	size_t i, j;

	if (na == 0 || nb == 0)
		return 0;
	if ((row = calloc(nb + 1, sizeof *row)) == NULL)
		return TT_ENOMEM;
	/*
	 * H[i][j] = max(H[i-1][j-1] + s(a_i, b_j), H[i-1][j] - 1,
	 * H[i][j-1] - 1, 0): row holds H[i-1] and becomes H[i].
	 */
	for (i = 1; i <= na; i++) {
		diag = 0;
		for (j = 1; j <= nb; j++) {
			up = row[j];
			h = diag + (a[i - 1] == b[j - 1] ? 2 : -1);
			if (up - 1 > h)
				h = up - 1;
			if (row[j - 1] - 1 > h)
				h = row[j - 1] - 1;
			if (h < 0)
				h = 0;
			row[j] = h;
			if (h > best)
				best = h;
			diag = up;
		}
	}
	free(row);
	return best;
}

/* Newton's square root, so that the library needs no libm. */
static double
root2(double x)
{
	double r = x > 1 ? x : 1, next;

	for (;;) {
		next = (r + x / r) / 2;
		if (next >= r)
			return r;
		r = next;
	}
}

double
tt_sw_similarity(long score, size_t na, size_t nb)
{
	if (na == 0 || nb == 0 || score <= 0)
		return 0;
	return score / (2 * root2((double)na * (double)nb));
}
