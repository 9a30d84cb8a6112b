/* SPDX-License-Identifier: MIT */
/*
 * phon.c: Turkish phonology, once, for both directions.  Given the text
 * already written and the token that follows, it chooses which surface
 * form of a suffix (allomorph) or of a root (variant) is right.  The
 * decoder writes with it; the lossless encoder checks its choices with it.
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "norm.h"
#include "dict.h"
#include "phon.h"

/*
 * What the rules need of a letter, as bits: a vowel's class (â, î, û
 * count as a, i, u) or a voiceless consonant (f, s, t, k, ç, ş, h, p:
 * "fıstıkçı şahap").  A table, not a switch: vowels come in no order a
 * branch predictor could learn.
 */
enum { VC_VOWEL = 1, VC_FRONT = 2, VC_ROUND = 4, VC_HIGH = 8,
	VC_CLASS = 15, VOICELESS = 16 };

static const uint8_t sound[0x160] = {
	['a'] = VC_VOWEL, [0xe2] = VC_VOWEL,
	[0x131] = VC_VOWEL | VC_HIGH,
	['o'] = VC_VOWEL | VC_ROUND,
	['u'] = VC_VOWEL | VC_ROUND | VC_HIGH,
	[0xfb] = VC_VOWEL | VC_ROUND | VC_HIGH,
	['e'] = VC_VOWEL | VC_FRONT,
	['i'] = VC_VOWEL | VC_FRONT | VC_HIGH,
	[0xee] = VC_VOWEL | VC_FRONT | VC_HIGH,
	[0xf6] = VC_VOWEL | VC_FRONT | VC_ROUND,
	[0xfc] = VC_VOWEL | VC_FRONT | VC_ROUND | VC_HIGH,
	['f'] = VOICELESS, ['s'] = VOICELESS, ['t'] = VOICELESS,
	['k'] = VOICELESS, [0xe7] = VOICELESS, [0x15f] = VOICELESS,
	['h'] = VOICELESS, ['p'] = VOICELESS,
};

static unsigned
sounds(uint32_t c)
{
	return c < sizeof sound ? sound[c] : 0;
}

bool
tt_phon_isvowel(uint32_t c)
{
	return sounds(c) & VC_VOWEL;
}

/* The vowels of s[0..n), its syllables. */
unsigned
tt_phon_vowels(const uint8_t *s, size_t n)
{
	unsigned v = 0;
	uint32_t c;
	size_t i;
	int k;

	for (i = 0; i < n && (k = tt_utf8_dec(s + i, n - i, &c)) > 0;
	    i += (size_t)k)
		v += tt_phon_isvowel(c);
	return v;
}

static bool
voiceless(uint32_t c)
{
	return sounds(c) & VOICELESS;
}

static bool
isdigit8(uint8_t b)
{
	return b >= '0' && b <= '9';
}

/*
 * How a number is read aloud decides the suffix after it: 3'te (üç),
 * 5'te (beş), 10'da (on), 1990'da (doksan), 1.000'den (bin).  Only the
 * last nonzero digit and the zeros after it matter.  A time of day,
 * H.MM or H:MM, is read by its minutes, or by its hour on the hour:
 * 21.30'da (otuz), 14.00'te, 19:00'da (on dört, on dokuz).
 */
static const char *
numword(const uint8_t *s, size_t n)
{
	static const char *unit[] = { "sıfır", "bir", "iki", "üç", "dört",
	    "beş", "altı", "yedi", "sekiz", "dokuz" };
	static const char *ten[] = { "", "on", "yirmi", "otuz", "kırk",
	    "elli", "altmış", "yetmiş", "seksen", "doksan" };
	size_t i = n, zeros = 0;

	if ((n == 4 || n == 5) && (s[n - 3] == '.' || s[n - 3] == ':') &&
	    s[n - 2] == '0' && s[n - 1] == '0' && isdigit8(s[0]) &&
	    isdigit8(s[n - 4]))
		return numword(s, n - 3);
	/* After a decimal comma the part after it is read last. */
	while (i > 0 && (s[i - 1] == '0' || s[i - 1] == '.'))
		zeros += s[--i] == '0';
	if (i == 0 || s[i - 1] == ',' || s[i - 1] < '0' || s[i - 1] > '9')
		return unit[0];
	if (zeros == 0)
		return unit[s[i - 1] - '0'];
	if (zeros == 1)
		return ten[s[i - 1] - '0'];
	if (zeros == 2)
		return "yüz";
	if (zeros < 6)
		return "bin";
	if (zeros < 9)
		return "milyon";
	return zeros < 12 ? "milyar" : "trilyon";
}

/* Scan the last vowel and last letter of s[0..n-1] (lowercased). */
static void
scan(const uint8_t *s, size_t n, struct tt_phon_ctx *c)
{
	uint32_t cp;
	size_t i;
	int len;

	for (i = 0; i < n; i += len) {
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0) {
			len = 1;
			continue;
		}
		if (!tt_is_letter(cp))
			continue;
		cp = tt_tr_lower(cp);
		c->last = cp;
		if (tt_phon_isvowel(cp))
			c->vowel = cp;
	}
}

/* The bytes of punctuation that s[0..n) begins with: "CHP, (BDT. */
static size_t
punctlen(const uint8_t *s, size_t n)
{
	uint32_t cp;
	size_t i = 0;
	int len;

	while (i < n && (len = tt_utf8_dec(s + i, n - i, &cp)) > 0 &&
	    tt_is_punct(cp))
		i += len;
	return i;
}

/*
 * A word in capitals whose last letter is a consonant is read letter by
 * letter (ABD, JFK), unless it has three letters or more and ends in
 * vowel + consonant, as words do (TÜSİAD'ın, KOSGEB'in, KAP'a, MEB'e:
 * TTC-3600 and the UD sentences read 45 such words of three letters so,
 * 2 by their letters): is s[0..q) one?  Punctuation before
 * it is no letter of it, nor ASCII's after it: "CHP'nin, (BDT)'nin.
 */
static bool
spelt(const uint8_t *s, size_t q)
{
	uint32_t cp, prev = 0, last = 0;
	size_t i = punctlen(s, q), letters = 0;
	int len;

	while (q > i && s[q - 1] < 0x80 && tt_is_punct(s[q - 1]))
		q--;
	for (; i < q; i += len) {
		if ((len = tt_utf8_dec(s + i, q - i, &cp)) < 0 ||
		    !tt_is_upper(cp))
			return false;
		prev = last;
		last = tt_tr_lower(cp);
		letters++;
	}
	if (letters == 0 || tt_phon_isvowel(last))
		return false;
	return !(letters >= 3 && tt_phon_isvowel(prev));
}

/*
 * A unit is read as its name, as TDK's spelling guide reads it: GB'lık
 * (gigabayt), kg'dan, km'ye, MHz'lik; s[0..n) is the text before the
 * apostrophe, punctuation before it none of its letters.  Its name, or
 * NULL.
 */
static const char *
unit(const uint8_t *s, size_t n)
{
	static const char *const name[][2] = {
		{ "KB", "kilobayt" }, { "MB", "megabayt" },
		{ "GB", "gigabayt" }, { "TB", "terabayt" },
		{ "mm", "milimetre" }, { "cm", "santimetre" },
		{ "km", "kilometre" }, { "mg", "miligram" },
		{ "kg", "kilogram" }, { "ml", "mililitre" },
		{ "Hz", "hertz" }, { "kHz", "kilohertz" },
		{ "MHz", "megahertz" }, { "GHz", "gigahertz" },
		{ "kW", "kilovat" }, { "MW", "megavat" },
	};
	size_t i = punctlen(s, n), k;

	for (k = 0; k < sizeof name / sizeof name[0]; k++)
		if (strlen(name[k][0]) == n - i &&
		    memcmp(name[k][0], s + i, n - i) == 0)
			return name[k][1];
	return NULL;
}

/* Is the word s[0..n) one spelt() reads before its last apostrophe? */
static bool
abbreviation(const uint8_t *s, size_t n)
{
	size_t q = n;

	while (q > 0 && tt_phon_apostrophe(s, q) == 0)
		q--;
	return q > 0 && spelt(s, q - tt_phon_apostrophe(s, q));
}

static bool
space(uint8_t b)
{
	return b == ' ' || b == '\t' || b == '\n' || b == '\r';
}

/*
 * How far tt_phon_context reads back: a line without spaces must not be
 * read again from its start for every suffix in it.  The encoder verifies
 * a word with the decoder itself, reading where the decoder reads and
 * carrying the context (tt_phon_carry) where it carries, so the bound is
 * the same on both sides; no word has LOOKBACK bytes without a vowel.
 */
#define LOOKBACK 64

/*
 * The last letter and the last vowel of the word that ends s[0..n),
 * read backwards to the space before it, since the decoder asks after
 * every piece and words grow long.  A letter written decomposed (o +
 * U+0308) is read as the letter it makes (ö).
 */
static void
scanback(const uint8_t *s, size_t n, struct tt_phon_ctx *c)
{
	size_t i = n, k;
	uint32_t cp, mark = 0, both;

	for (; i > 0 && n - i < LOOKBACK && !space(s[i - 1]) &&
	    c->vowel == 0; i = k) {
		if ((cp = s[i - 1]) < 0x80 && mark == 0) {
			/* ASCII, most of it, without the calls below. */
			k = i - 1;
			if ((cp | 32) < 'a' || (cp | 32) > 'z')
				continue;
			cp = cp == 'I' ? 0x131 : cp | 32;
		} else {
			/* The character that ends at i; a stray byte on its
			 * own. */
			for (k = i - 1; k > 0 && i - k < 4 &&
			    (s[k] & 0xc0) == 0x80; k--)
				;
			if (tt_utf8_dec(s + k, i - k, &cp) != (int)(i - k)) {
				k = i - 1;
				mark = 0;
				continue;
			}
			if (tt_norm_ismark(cp)) {
				mark = cp;
				continue;
			}
			if (!tt_is_letter(cp)) {
				mark = 0;
				continue;
			}
			if (mark != 0 && (both = tt_norm_compose(cp, mark)) != 0)
				cp = both;
			mark = 0;
			cp = tt_tr_lower(cp);
		}
		if (c->last == 0)
			c->last = cp;
		if (tt_phon_isvowel(cp))
			c->vowel = cp;
	}
}

void
tt_phon_context(const uint8_t *s, size_t n, bool apart,
    struct tt_phon_ctx *c)
{
	size_t a = n, i, dend, m;
	bool apostrophe = false;
	const char *w;

	c->vowel = c->last = 0;
	c->front = c->pron = false;
	/* Back to the last letter or digit; note an apostrophe on the way. */
	for (i = n; i > 0 && n - i < LOOKBACK && !space(s[i - 1]); i--) {
		uint8_t b = s[i - 1];

		if ((m = tt_phon_apostrophe(s, i)) > 0) {
			apostrophe = true;
			i -= m - 1;
			continue;
		}
		if (b >= 0x80 || ((b | 32) >= 'a' && (b | 32) <= 'z') ||
		    isdigit8(b))
			break;
	}
	if (apostrophe || apart || (i > 0 && isdigit8(s[i - 1]))) {
		/* The word: back to the last space, LOOKBACK bytes at
		 * most. */
		while (a > 0 && n - a < LOOKBACK && !space(s[a - 1]))
			a--;
		if (apostrophe && (w = unit(s + a, i - a)) != NULL) {
			scan((const uint8_t *)w, strlen(w), c);
			return;
		}
		if (apostrophe ? abbreviation(s + a, n - a) :
		    apart && spelt(s + a, n - a)) {
			/* Read by letter names: ABD'de (be-de), HDP nin,
			 * and a clitic after the word; a last K as ka,
			 * as Turkish texts read it: PKK'nın, TSK'ya
			 * (TTC-3600 writes 46 such, the UD sentences 3,
			 * against JFK's 8, read in English). */
			c->vowel = c->last = s[i - 1] == 'K' ? 'a' : 'e';
			return;
		}
	}
	if (i > 0 && isdigit8(s[i - 1])) {
		/* A number is read aloud: its last word gives harmony. */
		for (dend = i; i > a && (isdigit8(s[i - 1]) ||
		    s[i - 1] == '.' || s[i - 1] == ',' || s[i - 1] == ':');
		    i--)
			;
		w = numword(s + i, dend - i);
		scan((const uint8_t *)w, strlen(w), c);
		return;
	}
	/* From the last letter: U+02BC is one to Unicode. */
	scanback(s, i, c);
}

/*
 * What a form leaves to the choice of the piece after it, worked out once
 * per form (d->tail): the classes of the last vowel (VC_*) and of the
 * last letter (TAIL_LAST: none, vowel, voiceless, other) of its text
 * after its last whitespace (TAIL_SPACE if it has any); TAIL_PURE if that
 * text is letters that tt_phon_context reads as they are written, in
 * either case.  A decoder carries them from piece to piece
 * (tt_phon_carry) instead of reading the word back before every choice.
 */
enum { TAIL_LAST = 16, TAIL_SPACE = 64, TAIL_PURE = 128 };

/* A letter as scanback reads it. */
static uint32_t
scanlower(uint32_t cp)
{
	return cp < 0x80 ? (cp == 'I' ? 0x131 : cp | 32) : tt_tr_lower(cp);
}

static unsigned
lastclass(uint32_t cp)
{
	return tt_phon_isvowel(cp) ? 1 : voiceless(cp) ? 2 : 3;
}

static uint8_t
tail(const uint8_t *s, size_t n)
{
	unsigned t = TAIL_PURE;
	uint32_t cp, lo;
	size_t i;
	int len;

	for (i = 0; i < n; i += len) {
		len = 1;
		if (space(s[i])) {
			t = TAIL_SPACE | TAIL_PURE;
			continue;
		}
		/* An ASCII letter: what the general case below finds, with
		 * no call (images check every form's tail at load). */
		if ((s[i] | 32) >= 'a' && (s[i] | 32) <= 'z') {
			lo = scanlower(s[i]);
			t = (t & ~(3 * TAIL_LAST)) | lastclass(lo) * TAIL_LAST;
			if (tt_phon_isvowel(lo))
				t = (t & ~VC_CLASS) | (sounds(lo) & VC_CLASS);
			continue;
		}
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0 ||
		    (cp < 0x80 ? (cp | 32) < 'a' || (cp | 32) > 'z' :
		    !tt_is_letter(cp) || cp == 0x2bc)) {
			len = len < 0 ? 1 : len;
			t &= ~TAIL_PURE;
			continue;
		}
		lo = scanlower(cp);
		if (scanlower(tt_tr_upper(cp)) != lo)
			t &= ~TAIL_PURE;
		t = (t & ~(3 * TAIL_LAST)) | lastclass(lo) * TAIL_LAST;
		if (tt_phon_isvowel(lo))
			t = (t & ~VC_CLASS) | (sounds(lo) & VC_CLASS);
	}
	return t;
}

void
tt_phon_carry(const struct tt_dict *d, struct tt_phon_carry *k, uint32_t f)
{
	unsigned t = d->tail[f];

	if (t & TAIL_SPACE)
		*k = (struct tt_phon_carry){ .ok = true };
	if (!(t & TAIL_PURE))
		k->ok = false;
	else {
		if (t & VC_VOWEL)
			k->vowel = t & VC_CLASS;
		if (t / TAIL_LAST & 3)
			k->last = t / TAIL_LAST & 3;
	}
}

void
tt_phon_carried(const struct tt_phon_carry *k, struct tt_phon_ctx *c)
{
	/* A letter of each class: the choices read no more of them. */
	static const uint32_t vowel[8] = { 'a', 'e', 'o', 0xf6, 0x131, 'i',
	    'u', 0xfc }, last[4] = { 0, 'a', 't', 'r' };

	c->vowel = k->vowel ? vowel[k->vowel >> 1 & 7] : 0;
	c->last = last[k->last];
}

/* The first code point of a form, lowercase; 0 if empty or invalid. */
static uint32_t
first(const uint8_t *s, size_t n)
{
	uint32_t cp;

	return n > 0 && tt_utf8_dec(s, n, &cp) > 0 ? cp : 0;
}

/* The last code point of a form (0 if invalid); *at gets its offset. */
static uint32_t
lastcp(const uint8_t *s, size_t n, size_t *at)
{
	uint32_t cp = 0;
	size_t i = n ? n - 1 : 0;

	while (i > 0 && (s[i] & 0xc0) == 0x80)
		i--;
	if (i < n && tt_utf8_dec(s + i, n - i, &cp) < 0)
		cp = 0;
	if (at)
		*at = i;
	return cp;
}

/* The first vowel of a form, or 0. */
static uint32_t
firstvowel(const uint8_t *s, size_t n)
{
	uint32_t cp;
	size_t i;
	int len;

	for (i = 0; i < n; i += len) {
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0)
			return 0;
		if (tt_phon_isvowel(cp))
			return cp;
	}
	return 0;
}

/*
 * What breaking each rule costs a suffix form: the choice takes the form
 * of least cost, so a rule of more weight wins over one of less.
 */
enum {
	/* Vowel harmony, frontness: ev + lAr -> evler, not evlar. */
	COST_FRONT = 8,
	/* Vowel harmony, rounding of a high vowel: göz + I -> gözü. */
	COST_ROUND = 4,
	/* Consonant assimilation: kitap + DA -> kitapta, not kitapda. */
	COST_VOICE = 2,
	/* Final k softens to ğ before a vowel: kitaplık, kitaplığı. */
	COST_SOFT = 2,
	/* A buffer letter where none belongs, or none where one does:
	 * araba + (y)I -> arabayı, ev + (y)I -> evi. */
	COST_BUFFER = 1,
	/* The pronominal n missing after a third-person possessive, or
	 * there without one: evi + {n}DA -> evinde; ev + {n}DA -> evde. */
	COST_PRON = 3,
	/* A buffer y or s where the pronominal n goes instead. */
	COST_PRONBUF = 2,
	/* A hint (usage) wins if it costs less than this more than the
	 * best form: it settles consonants and buffers, not harmony. */
	COST_HINTSLACK = 4
};

/* A vowel's class as bits: VC_VOWEL, VC_FRONT, VC_ROUND, VC_HIGH. */
static unsigned
vbits(uint32_t v)
{
	return sounds(v) & VC_CLASS;
}

/*
 * How badly suffix form pf violates the rules in context c, before a
 * piece that starts with a vowel (nextv) or not; 0 is a perfect fit.  cv:
 * the class of the context's vowel, with front harmony applied.
 */
static int
suffixcost(const struct tt_phonform *pf, unsigned cv,
    const struct tt_phon_ctx *c, bool nextv)
{
	uint32_t f = pf->first, z = pf->last;
	unsigned fv = pf->vclass;
	int cost = 0;

	/* Vowel harmony: frontness always, rounding for high vowels. */
	if ((fv & VC_VOWEL) && (cv & VC_VOWEL)) {
		if ((fv ^ cv) & VC_FRONT)
			cost += COST_FRONT;
		if ((fv & VC_HIGH) && ((fv ^ cv) & VC_ROUND))
			cost += COST_ROUND;
	}
	/* Consonant assimilation: d -> t, c -> ç after a voiceless one. */
	if (c->last && (f == 'd' || f == 't' || f == 'c' || f == 0xe7)) {
		bool vl = f == 't' || f == 0xe7;

		if (vl != voiceless(c->last))
			cost += COST_VOICE;
	}
	/* Final k softens to ğ before a vowel: kitaplık, kitaplığı. */
	if ((z == 0x11f) != nextv && (z == 0x11f || z == 'k'))
		cost += COST_SOFT;
	return cost;
}

/* What final consonant z softens to before a vowel (after y: renk ->
 * reng), or 0. */
static uint32_t
soften(uint32_t z, uint32_t y)
{
	return z == 'p' ? 'b' : z == 0xe7 ? 'c' : z == 't' ? 'd' :
	    z == 'k' ? (y == 'n' ? 'g' : 0x11f) : z == 'g' ? 0x11f : 0;
}

/* How form v of a root relates to its base form b.  VAR_NARROW1: the
 * narrowing of a root of one vowel, de/di, ye/yi; VAR_YPLUS: su/suy.
 * The root's TT_RP_* make two of them others (tt_phon_prepare):
 * VAR_NARROWY, ye/yi before every buffer y; VAR_YGEN, ne/ney before
 * no buffer s either. */
enum { VAR_BASE, VAR_SOFT, VAR_DROP, VAR_DOUBLE, VAR_NARROW, VAR_NARROW1,
	VAR_YPLUS, VAR_OTHER, VAR_NARROWY, VAR_YGEN };

static int
variant(const uint8_t *b, size_t nb, const uint8_t *v, size_t nv)
{
	size_t ib, iv, i;
	uint32_t zb = lastcp(b, nb, &ib), zv = lastcp(v, nv, &iv);

	if (nb == nv && memcmp(b, v, nb) == 0)
		return VAR_BASE;
	if (ib == iv && memcmp(b, v, ib) == 0) {
		/* Softening: kitap/kitab, ağaç/ağac, yurt/yurd, renk/reng. */
		if ((zb == 'p' && zv == 'b') || (zb == 0xe7 && zv == 'c') ||
		    (zb == 't' && zv == 'd') || (zb == 'k' && zv == 0x11f) ||
		    (zb == 'k' && zv == 'g') || (zb == 'g' && zv == 0x11f))
			return VAR_SOFT;
		/* Narrowing before -yor: ağla/ağlı, de/di, ye/yi. */
		if ((zb == 'a' || zb == 'e') && tt_phon_isvowel(zv))
			return firstvowel(b, ib) ? VAR_NARROW : VAR_NARROW1;
		return VAR_OTHER;
	}
	/* Doubling: hak/hakk, his/hiss; of the softened consonant,
	 * tıp/tıbb, ret/redd. */
	if ((zv == zb || zv == soften(zb, 0)) && iv > ib &&
	    nv - iv == iv - ib && memcmp(b, v, ib) == 0 &&
	    memcmp(v + ib, v + iv, nv - iv) == 0)
		return VAR_DOUBLE;
	/* A y after a vowel: su/suy. */
	if (nv == nb + 1 && memcmp(b, v, nb) == 0 && v[nb] == 'y' &&
	    tt_phon_isvowel(zb))
		return VAR_YPLUS;
	/* Vowel drop: ağız/ağz, burun/burn: one vowel less, same ending,
	 * or softened as well (kayıp/kayb, kayıt/kayd). */
	if (nv < nb && (zb == zv || soften(zb, 0) == zv)) {
		for (i = 0; i < iv && b[i] == v[i]; i++)
			;
		if (tt_phon_isvowel(first(b + i, nb - i)) &&
		    memcmp(b + i + (nb - nv), v + i, iv - i) == 0)
			return VAR_DROP;
	}
	return VAR_OTHER;
}

/*
 * Does s[0..ns) begin with base b[0..nb) less the vowel before its last
 * consonant, as a verb drops it before the passive (ayır -> ayr, ayrıl
 * = ayır + (I)l)?  The length of that spelling, or 0.
 */
size_t
tt_phon_dropped(const uint8_t *b, size_t nb, const uint8_t *s, size_t ns)
{
	size_t iz, iv;
	uint32_t z = lastcp(b, nb, &iz), v = lastcp(b, iz, &iv);

	if (z == 0 || tt_phon_isvowel(z) || iv == 0 || !tt_phon_isvowel(v) ||
	    ns < nb - (iz - iv) || memcmp(s, b, iv) != 0 ||
	    memcmp(s + iv, b + iz, nb - iz) != 0)
		return 0;
	return nb - (iz - iv);
}

/* The code point k places before the end of s[0..n), or 0. */
static uint32_t
fromend(const uint8_t *s, size_t n, size_t k)
{
	size_t at;
	uint32_t cp = 0;

	for (k++; k > 0 && n > 0; k--, n = at)
		cp = lastcp(s, n, &at);
	return k == 0 ? cp : 0;
}

/*
 * The first vowel of form f that harmonises: one that some other form of
 * its ID spells otherwise in its place, counted from the end.  The o of
 * -(I)yor and the e of -(y)ken are fixed (diyor, gelirken), so they
 * choose nothing: 0 when no vowel harmonises.
 */
static uint32_t
harmonic(const struct tt_dict *d, const struct tt_idinfo *in, uint32_t f)
{
	const uint8_t *s = tt_form_str(d, f, &(size_t){ 0 }), *t;
	size_t n = d->forms[f].len, nt, i, k, ncp = 0;
	uint32_t cp, g;
	int len;

	for (i = 0; i < n; i += len)
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0)
			return 0;
		else
			ncp++;
	for (i = 0, k = ncp; i < n; i += len, k--) {
		len = tt_utf8_dec(s + i, n - i, &cp);
		if (!tt_phon_isvowel(cp))
			continue;
		for (g = in->form; g < in->form + in->nforms; g++) {
			t = tt_form_str(d, g, &nt);
			if (fromend(t, nt, k - 1) != cp)
				return cp;
		}
	}
	return 0;
}

/* Is s[0..n-1] one of the forms of in, less the space each begins with
 * if sp (a clitic's)? */
static bool
hasform(const struct tt_dict *d, const struct tt_idinfo *in,
    const uint8_t *s, size_t n, bool sp)
{
	const uint8_t *t;
	size_t nt;
	uint32_t f;

	for (f = in->form; f < in->form + in->nforms; f++) {
		t = tt_form_str(d, f, &nt);
		if (sp && nt > 0)
			t++, nt--;
		if (nt == n && memcmp(t, s, n) == 0)
			return true;
	}
	return false;
}

/* The bytes of the buffer letter s[0..n) begins with, y, n, s or the
 * distributive's ş (iki şer, bir er), or 0. */
static size_t
buffer(const uint8_t *s, size_t n)
{
	if (n > 0 && (s[0] == 'y' || s[0] == 'n' || s[0] == 's'))
		return 1;
	return n > 1 && s[0] == 0xc5 && s[1] == 0x9f ? 2 : 0;
}

/*
 * What the choice needs to know of each form of an ID with several,
 * worked out once when the sources load: its first letter, first
 * vowel and last letter, its variant kind (roots), and which buffered
 * twins it has among the ID's forms (suffixes).
 */
static void
prepare(const struct tt_dict *d, const struct tt_idinfo *in, uint32_t f,
    unsigned rp, struct tt_phonform *pf)
{
	const uint8_t *s = tt_form_str(d, f, &(size_t){ 0 }), *b;
	size_t n = d->forms[f].len, nb, k;
	uint8_t tw[64];
	const char *c;
	bool sp;

	pf->first = first(s, n);
	pf->last = lastcp(s, n, NULL);
	if (in->kind != TT_KIND_SUFFIX) {
		pf->vclass = vbits(firstvowel(s, n));
		b = tt_form_str(d, in->form, &nb);
		pf->var = variant(b, nb, s, n);
		if (pf->var == VAR_NARROW1 && (rp & TT_RP_NARROWY))
			pf->var = VAR_NARROWY;
		if (pf->var == VAR_YPLUS && (rp & TT_RP_YGEN))
			pf->var = VAR_YGEN;
		return;
	}
	pf->vclass = vbits(harmonic(d, in, f));
	/* A clitic (\s) is chosen by its letters, after its space, as a
	 * suffix is: Türkiye nin, Erdoğan ın, kitap ta. */
	if ((sp = n > 1 && s[0] == ' ')) {
		s++, n--;
		pf->first = first(s, n);
		pf->bits |= PF_CLITIC;
	}
	if ((k = buffer(s, n)) > 0 && n > k && hasform(d, in, s + k, n - k,
	    sp))
		pf->bits |= s[0] == 'n' ? PF_NBUF : PF_BUF;
	if ((pf->bits & PF_NBUF) && (in->flags & (TT_SUFFIX_POSTCASE |
	    TT_SUFFIX_NPRON)) == (TT_SUFFIX_POSTCASE | TT_SUFFIX_NPRON))
		pf->bits |= PF_PLURALN;
	k = tt_utf8_dec(s, n, &(uint32_t){ 0 });
	if (n > 1 && tt_phon_isvowel(pf->first) && hasform(d, in, s + k,
	    n - k, sp))
		pf->bits |= PF_VBUF;
	if (n + 2 > sizeof tw)
		return;
	for (c = "\xc4\xb1iu\xc3\xbc"; *c; c += (*c & 0x80) ? 2 : 1) {
		k = (*c & 0x80) ? 2 : 1;
		memcpy(tw, c, k);
		memcpy(tw + k, s, n);
		if (hasform(d, in, tw, n + k, sp))
			pf->bits |= PF_VTWIN;
	}
	for (c = "yns\xc5\x9f"; *c; c += k) {
		k = buffer((const uint8_t *)c, strlen(c));
		memcpy(tw, c, k);
		memcpy(tw + k, s, n);
		if (hasform(d, in, tw, n + k, sp))
			pf->bits |= *c == 'n' ? PF_NTWIN : PF_TWIN;
	}
}

bool
tt_phon_yoronly(const struct tt_dict *d, uint32_t f)
{
	return d->phon[f].var == VAR_NARROW;
}

static int tables(struct tt_dict *d);

/*
 * What the decoder needs to know of an ID, worked out once, for the piece
 * before it (surface.c's lookahead; only suffixes and BPE pieces go on the
 * same word): does it begin with a vowel after a consonant, that is, does
 * any of its forms (the ım of (I)m: kitabım, verdiğim); is it -yor, or
 * (I)yor, whose form after a vowel is yor; is it the passive (I)l, whose
 * forms are l and a vowel and l; is it a (y)A suffix, a form of which
 * begins ya or ye (diyen, diyecek); has it a buffer y before a vowel,
 * which su's y does not double (su yu, su ya, but suy u nun)?  Of a
 * root, what the suffix after it reads: a demonstrative's n, or, rp
 * (TT_RP_*) says, a genitive in -Im.
 */
static uint8_t
idbits(const struct tt_dict *d, uint32_t id, unsigned rp)
{
	const struct tt_idinfo *in = &d->ids[id];
	const uint8_t *p;
	uint8_t a = 0;
	uint32_t cp, cp2, f;
	size_t np;
	int len;
	bool pass = in->kind == TT_KIND_SUFFIX;

	if (in->nforms == 1) {
		p = tt_form_str(d, in->form, &np);
		if (np > 0 && tt_phon_apostrophe(p, np) == np)
			return TT_IDB_APOS;
	}
	if (in->kind == TT_KIND_ROOT && in->nforms > 0 &&
	    (in->flags & TT_SUFFIX_PRON)) {
		p = tt_form_str(d, in->form, &np);
		return tt_phon_vowels(p, np) == 1 ? TT_IDB_ONE : 0;
	}
	if (in->kind == TT_KIND_ROOT)
		return rp & TT_RP_GENIM ? TT_IDB_GENIM : 0;
	if (in->nforms == 0 || (in->kind != TT_KIND_SUFFIX &&
	    in->kind != TT_KIND_BPE))
		return 0;
	for (f = in->form; f < in->form + in->nforms; f++) {
		p = tt_form_str(d, f, &np);
		if ((len = tt_utf8_dec(p, np, &cp)) > 0 && tt_phon_isvowel(cp))
			a |= TT_IDB_VOWEL;
		if (np >= 3 && memcmp(p, "yor", 3) == 0)
			a |= TT_IDB_YOR;
		if (np >= 2 && p[0] == 'y' && (p[1] == 'a' || p[1] == 'e'))
			a |= TT_IDB_YA;
		if (np >= 2 && (p[0] == 'y' || p[0] == 's') &&
		    tt_utf8_dec(p + 1, np - 1, &cp2) > 0 &&
		    tt_phon_isvowel(cp2))
			a |= p[0] == 'y' ? TT_IDB_YBUF : TT_IDB_SBUF;
		if (np == 0 || p[np - 1] != 'l' || (np > 1 && ((size_t)len !=
		    np - 1 || !tt_phon_isvowel(cp))))
			pass = false;
	}
	return a | (pass && in->nforms > 1 ? TT_IDB_PASS : 0);
}

int
tt_phon_prepare(struct tt_dict *d, const uint8_t *rphon)
{
	uint32_t id, f;

	/* An image keeps what is made here, which took a third of its
	 * start-up (image.c). */
	if ((d->phon = calloc(d->nforms, sizeof *d->phon)) == NULL ||
	    (d->idbits = calloc(d->nids, 1)) == NULL ||
	    (d->tail = malloc(d->nforms)) == NULL)
		return TT_ENOMEM;
	for (f = 0; f < d->nforms; f++)
		d->tail[f] = tail(d->pool + d->forms[f].off, d->forms[f].len);
	for (id = 0; id < d->nids; id++)
		d->idbits[id] = idbits(d, id, rphon[id]);
	for (id = 0; id < d->nids; id++)
		if (d->ids[id].nforms > 1)
			for (f = d->ids[id].form;
			    f < d->ids[id].form + d->ids[id].nforms; f++)
				prepare(d, &d->ids[id], f, rphon[id],
				    &d->phon[f]);
	return tables(d);
}

/*
 * Buffer letters: a form that is its twin plus y, n or s comes after a
 * vowel (arabayla, arabası, arabanın; kalemle, evi, evin), a buffer vowel
 * after a consonant (gelim, but arabam).  The pronominal n of {n}
 * templates comes after a third-person possessive instead (evinde, evini;
 * evde, arabayı).
 */
static int
buffercost(const struct tt_phonform *pf, bool pron,
    const struct tt_phon_ctx *c)
{
	bool cv = c->last && tt_phon_isvowel(c->last);
	int cost = 0;

	if (pf->bits & PF_NBUF)
		cost += pron ? (c->pron ? 0 : COST_PRON) :
		    cv ? 0 : COST_BUFFER;
	if (pf->bits & PF_BUF)
		cost += (cv ? 0 : COST_BUFFER) +
		    (pron && c->pron ? COST_PRONBUF : 0);
	if ((pf->bits & PF_VBUF) && cv)
		cost += COST_BUFFER;
	if ((pf->bits & PF_VTWIN) && !cv)
		cost += COST_BUFFER;
	if (pf->bits & PF_NTWIN)
		cost += pron ? (c->pron ? COST_PRON : 0) :
		    cv ? COST_BUFFER : 0;
	if ((pf->bits & PF_TWIN) && cv)
		cost += COST_BUFFER;
	return cost;
}

/* The choice by costs; the tables of tt_phon_prepare are made with it. */
static uint32_t
choose(const struct tt_dict *d, uint32_t id, const struct tt_phon_ctx *c,
    const struct tt_phon_next *nx, uint32_t hint)
{
	const struct tt_idinfo *in = &d->ids[id];
	const struct tt_phonform *pf;
	bool pron = in->flags & TT_SUFFIX_NPRON;
	uint32_t f, best = in->form;
	int cost, bestcost = 1 << 30, hintcost = 1 << 29;
	unsigned cv;

	/* saat, rol, harf take front-vowel suffixes. */
	cv = vbits(c->vowel) | (c->front && c->vowel ? VC_FRONT : 0);
	for (f = in->form; f < in->form + in->nforms; f++) {
		pf = &d->phon[f];
		cost = suffixcost(pf, cv, c, nx->vowel) +
		    buffercost(pf, pron, c);
		if (f == hint)
			hintcost = cost;
		if (cost < bestcost)
			best = f, bestcost = cost;
	}
	/* Usage settles assimilation and buffers, not vowel harmony. */
	return hint != UINT32_MAX && hintcost < bestcost + COST_HINTSLACK ?
	    hint : best;
}

/*
 * What a suffix's choice depends on, as one number below NKEY: the
 * class of the context's vowel (none, or front x round), of its last
 * letter (l: none, or lastclass()), the pronominal n, and whether the
 * next piece starts with a vowel.
 */
#define NKEY (5 * 4 * 2 * 2)

static unsigned
key(unsigned cv, unsigned l, bool pron, bool nextv)
{
	unsigned v = cv & VC_VOWEL ? 1 + !!(cv & VC_FRONT) +
	    2 * !!(cv & VC_ROUND) : 0;

	return ((v * 4 + l) * 2 + pron) * 2 + nextv;
}

/* The class key() takes of a last letter, or 0. */
static unsigned
lastkey(uint32_t last)
{
	return last == 0 ? 0 : lastclass(last);
}

/* Has id a table of choices: is it a suffix of several forms? */
static bool
hastable(const struct tt_dict *d, uint32_t id)
{
	return d->ids[id].nforms > 1 && d->ids[id].kind == TT_KIND_SUFFIX;
}

size_t
tt_phon_picksize(const struct tt_dict *d)
{
	size_t n = 0;
	uint32_t id;

	for (id = 0; id < d->nids; id++)
		n += hastable(d, id);
	return n * NKEY;
}

/*
 * An image's tables lie at worst about phonology, which the choices
 * below read as bits and code points to compare (suffixcost() looks
 * letters up in range): only a choice that is not a form of its ID, or
 * a table that is not there, would lead outside one.
 */
const char *
tt_phon_check(const struct tt_dict *d)
{
	uint32_t id, t = 0;
	unsigned k;

	for (id = 0; id < d->nids; id++) {
		if (!hastable(d, id))
			continue;
		if (d->phon[d->ids[id].form].table != t)
			return "a suffix's table of choices is not its own";
		for (k = 0; k < NKEY; k++)
			if (d->pick[t * NKEY + k] >= d->ids[id].nforms)
				return "a suffix's choice is not one of its "
				    "forms";
		t++;
	}
	return NULL;
}

/* A suffix's choice in its table (tables()): what it keeps for the
 * context's vowel class cv (front after a root of front harmony), its
 * last letter's class l, the pronominal n and a vowel next. */
static uint32_t
intable(const struct tt_dict *d, const struct tt_idinfo *in, unsigned cv,
    bool front, unsigned l, bool pron, bool nextv)
{
	cv |= front && cv ? VC_FRONT : 0;
	return in->form + d->pick[d->phon[in->form].table * NKEY +
	    key(cv, l, pron, nextv)];
}

/* Each suffix ID's choice for every key, worked out once. */
static int
tables(struct tt_dict *d)
{
	static const uint32_t vowel[5] = { 0, 'a', 'e', 'u', 0xfc };
	static const uint32_t last[4] = { 0, 'a', 't', 'r' };
	struct tt_phon_ctx c = { 0 };
	struct tt_phon_next nx = { 0 };
	size_t n = tt_phon_picksize(d);
	uint32_t id, t;
	unsigned v, l, p, x;

	if (n > 0 && (d->pick = calloc(n, 1)) == NULL)
		return TT_ENOMEM;
	for (id = 0, t = 0; id < d->nids; id++) {
		if (!hastable(d, id))
			continue;
		d->phon[d->ids[id].form].table = t;
		for (v = 0; v < 5; v++)
			for (l = 0; l < 4; l++)
				for (p = 0; p < 2; p++)
					for (x = 0; x < 2; x++) {
						c.vowel = vowel[v];
						c.last = last[l];
						c.pron = p;
						nx.vowel = x;
						d->pick[t * NKEY + key(vbits(
						    vowel[v]), lastkey(last[l]),
						    p, x)] =
						    choose(d, id, &c, &nx,
						    UINT32_MAX) -
						    d->ids[id].form;
					}
		t++;
	}
	return 0;
}

uint32_t
tt_phon_pick(const struct tt_dict *d, uint32_t id,
    const struct tt_phon_ctx *c, const struct tt_phon_next *nx,
    uint32_t hint)
{
	const struct tt_idinfo *in = &d->ids[id];
	const struct tt_phonform *pf;
	uint32_t f;
	bool verb;

	if (in->nforms < 2)
		return in->form;
	if (in->kind == TT_KIND_SUFFIX) {
		if (hint != UINT32_MAX)
			return choose(d, id, c, nx, hint);
		return intable(d, in, vbits(c->vowel), c->front,
		    lastkey(c->last), c->pron, nx->vowel);
	}
	if (hint != UINT32_MAX)
		return hint;
	/* A root: a variant only where its rule applies, else the base;
	 * su's y only where the suffix has no buffer y of its own, ne's
	 * where it has no buffer s either (neyin, neyim, but nesi, neyi).
	 * A verb drops its vowel only before the passive (çevr + il, but
	 * çevir + ip), as Zemberek-NLP's morphotactics have it; de
	 * narrows before -yor and the (y)A suffixes (diyor, diyen; but
	 * deyip), ye before every buffer y (yiyecek, yiyip, yiyin), ağla
	 * only before -yor (ağlıyor, ağlayan). */
	verb = d->cat[id] && (d->cat[id] / TT_CAT_OUT & TT_CAT_ANY) ==
	    TT_CAT_V;
	for (f = in->form + 1; f < in->form + in->nforms; f++) {
		pf = &d->phon[f];
		if (((pf->var == VAR_SOFT || pf->var == VAR_DOUBLE ||
		    (pf->var == VAR_YPLUS && !nx->ybuf) ||
		    (pf->var == VAR_YGEN && !nx->ybuf && !nx->sbuf) ||
		    (pf->var == VAR_DROP && (!verb || nx->pass))) &&
		    nx->vowel) ||
		    (pf->var == VAR_NARROW && nx->yor) ||
		    (pf->var == VAR_NARROW1 && (nx->yor || nx->ya)) ||
		    (pf->var == VAR_NARROWY && (nx->yor || nx->ybuf)))
			return f;
	}
	return in->form;
}

/* The classes a carry holds are what key() reads. */
uint32_t
tt_phon_pickcarried(const struct tt_dict *d, uint32_t id,
    const struct tt_phon_carry *k, bool front, bool pron, bool nextv)
{
	return intable(d, &d->ids[id], k->vowel, front, k->last, pron, nextv);
}

void
tt_phon_basevowel(const struct tt_dict *d, uint32_t id,
    struct tt_phon_carry *k)
{
	unsigned t = d->tail[d->ids[id].form];

	if (t & VC_VOWEL)
		k->vowel = t & VC_CLASS;
}

bool
tt_phon_lastu(const struct tt_dict *d, uint32_t f)
{
	return (d->tail[f] & VC_CLASS) ==
	    (VC_VOWEL | VC_FRONT | VC_ROUND | VC_HIGH);
}

void
tt_phon_read(const uint8_t *s, size_t n, bool apart, struct tt_phon_carry *k)
{
	struct tt_phon_ctx c;

	tt_phon_context(s, n, apart, &c);
	k->vowel = vbits(c.vowel);
	k->last = lastkey(c.last);
	k->ok = true;
}

/*
 * Generation: the same rules, run forwards, give the surface forms a
 * dictionary entry can take.  A suffix template is written with
 * archiphonemes (lAr, DAn, (y)I, {n}DA): A is a/e, I is ı/i/u/ü, D is d/t,
 * C is c/ç, K is k/ğ; (x) a buffer letter after vowels, {n} the pronominal
 * n after a third-person possessive.  Every combination is generated; the
 * decoder's costs above choose among them in context.
 */
static int
put(struct tt_buf *b, uint32_t cp)
{
	uint8_t o[4];

	return tt_buf_put(b, o, tt_utf8_enc(cp, o));
}

int
tt_phon_allomorphs(const uint8_t *t, size_t n, tt_phon_emit emit, void *arg)
{
	static const uint32_t A[2] = { 'a', 'e' };
	static const uint32_t I[2][2] = { { 0x131, 'u' }, { 'i', 0xfc } };
	struct tt_buf b = { 0 };
	unsigned v, g;
	size_t i;
	int r = 0;

	/* v: bit 0 front, 1 round, 2 voiceless, 3 soft final, then one bit
	 * per buffer letter, in order. */
	for (v = 0; v < 128 && r == 0; v++) {
		bool front = v & 1, round = v & 2, vl = v & 4, soft = v & 8;

		/* One buffer at most: ı, yı or nı, never nyı. */
		if ((v >> 4) & ((v >> 4) - 1))
			continue;
		uint32_t cp;
		int len;

		b.n = 0;
		for (i = 0, g = 4; i < n && r == 0; i += len) {
			if ((len = tt_utf8_dec(t + i, n - i, &cp)) < 0) {
				r = TT_EINVAL;
				break;
			}
			switch (cp) {
			case 'A':
				r = put(&b, A[front]);
				break;
			case 'I':
				r = put(&b, I[front][round]);
				break;
			case 'D':
				r = put(&b, vl ? 't' : 'd');
				break;
			case 'C':
				r = put(&b, vl ? 0xe7 : 'c');
				break;
			case 'K':
				r = put(&b, soft ? 0x11f : 'k');
				break;
			case '(':
			case '{': {
				/* A buffer letter, kept or not. */
				uint32_t bl;
				int m = i + 1 < n ? tt_utf8_dec(t + i + 1,
				    n - i - 1, &bl) : -1;

				if (m < 0 || i + 1 + m >= n || g == 7 ||
				    t[i + 1 + m] != (cp == '(' ? ')' : '}')) {
					r = TT_EINVAL;	/* b is freed below */
					break;
				}
				/* (I): a vowel kept after consonants. */
				if (bl == 'I')
					bl = I[front][round];
				else if (bl == 'A')
					bl = A[front];
				if (v & 1u << g++)
					r = put(&b, bl);
				len = m + 2;
				break;
			}
			default:
				r = put(&b, cp);
			}
		}
		if (r == 0)
			r = emit(arg, b.s, b.n);
	}
	tt_buf_free(&b);
	return r;
}

/* The code point before offset i in s, and where it starts. */
static uint32_t
before(const uint8_t *s, size_t i, size_t *at)
{
	return lastcp(s, i, at);
}

/*
 * Root variants by flag: softening (kitap -> kitab, renk -> reng), vowel
 * drop (ağız -> ağz), both (kayıp -> kayb), doubling (hak -> hakk),
 * narrowing (ağla -> ağlı, söyle -> söylü, de -> di).  The base form
 * comes first.
 */
int
tt_phon_variants(const uint8_t *s, size_t n, unsigned flags,
    tt_phon_emit emit, void *arg)
{
	struct tt_buf b = { 0 };
	size_t at, at2, i;
	uint32_t z = before(s, n, &at), y, v, pv = 0, c;
	int r = emit(arg, s, n);

	/* Vowel drop and softening at once (kayıp -> kayb) come before
	 * either alone: the decoder takes the first variant whose rule
	 * applies. */
	if (r == 0 && (flags & TT_ROOT_DROP) && (flags & TT_ROOT_SOFT) &&
	    (c = soften(z, 0)) != 0 && tt_phon_isvowel(before(s, at, &at2)) &&
	    (r = tt_buf_put(&b, s, at2)) == 0 && (r = put(&b, c)) == 0)
		r = emit(arg, b.s, b.n);
	/* Softening with doubling doubles the softened consonant alone:
	 * tıp -> tıbb, ret -> redd (tıbbı; no tıbı, no tıppı). */
	if (r == 0 && (flags & TT_ROOT_SOFT) && !(flags & TT_ROOT_DOUBLE)) {
		y = before(s, at, &at2);
		b.n = 0;
		if ((c = soften(z, y)) != 0 &&
		    (r = tt_buf_put(&b, s, at)) == 0 &&
		    (r = put(&b, c)) == 0)
			r = emit(arg, b.s, b.n);
	}
	if (r == 0 && (flags & TT_ROOT_DOUBLE)) {
		if ((c = flags & TT_ROOT_SOFT ? soften(z, 0) : 0) == 0)
			c = z;
		b.n = 0;
		if ((r = tt_buf_put(&b, s, at)) == 0 && (r = put(&b, c)) == 0 &&
		    (r = put(&b, c)) == 0)
			r = emit(arg, b.s, b.n);
	}
	if (r == 0 && (flags & TT_ROOT_DROP)) {
		/* The vowel between the last two consonants goes. */
		y = before(s, at, &at2);
		if (tt_phon_isvowel(y) && !tt_phon_isvowel(z)) {
			b.n = 0;
			if ((r = tt_buf_put(&b, s, at2)) == 0 &&
			    (r = tt_buf_put(&b, s + at, n - at)) == 0)
				r = emit(arg, b.s, b.n);
		}
	}
	if (r == 0 && (flags & TT_ROOT_NARROW) && (z == 'a' || z == 'e')) {
		/* High vowel, front as the old one, round as the one before. */
		bool rd;
		int len;

		for (i = 0; i < at; i += len > 0 ? (size_t)len : 1)
			if ((len = tt_utf8_dec(s + i, at - i, &v)) > 0 &&
			    tt_phon_isvowel(v))
				pv = v;
		rd = sounds(pv) & VC_ROUND;
		c = z == 'a' ? (rd ? 'u' : 0x131) : (rd ? 0xfc : 'i');
		b.n = 0;
		if ((r = tt_buf_put(&b, s, at)) == 0 && (r = put(&b, c)) == 0)
			r = emit(arg, b.s, b.n);
	}
	if (r == 0 && (flags & TT_ROOT_YPLUS)) {
		b.n = 0;
		if ((r = tt_buf_put(&b, s, n)) == 0 && (r = put(&b, 'y')) == 0)
			r = emit(arg, b.s, b.n);
	}
	tt_buf_free(&b);
	return r;
}
