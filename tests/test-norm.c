/* SPDX-License-Identifier: MIT */
/*
 * test-norm.c: text as it comes (norm.c): the word runs, the normal form
 * and its marks, the decoder's writing back, and what the built-in
 * dictionary makes of such words.
 */
#include <string.h>

#include "buf.h"
#include "norm.h"
#include "dict.h"
#include "encoder.h"
#include "test.h"

#define S(s) (const uint8_t *)(s), strlen(s)

/* What tt_norm_word gives put: bytes and the offsets they stand for. */
struct form {
	char s[256];
	size_t off[256], n;
};

static int
put(void *arg, uint8_t c, size_t off)
{
	struct form *f = arg;

	if (f->n + 1 >= sizeof f->s)
		return TT_ENOMEM;
	f->off[f->n] = off;
	f->s[f->n++] = c;
	f->s[f->n] = '\0';
	return 0;
}

/* Is the normal form of s want, under marks m? */
static bool
normal(const char *s, const char *want, int m)
{
	struct form f = { .n = 0 };
	int r = tt_norm_word(S(s), put, &f);

	return r == m && (m == 0 || strcmp(f.s, want) == 0);
}

/* Does tt_norm_apply make piece s under marks *m into want? */
static bool
apply(const char *s, unsigned m, const char *want, unsigned left)
{
	struct tt_buf b = { 0 };
	bool ok;

	ok = tt_buf_put(&b, "x", 1) == 0 && tt_buf_put(&b, S(s)) == 0 &&
	    tt_norm_apply(&b, 1, &m) == 0 && b.n == 1 + strlen(want) &&
	    memcmp(b.s + 1, want, b.n - 1) == 0 && m == left;
	tt_buf_free(&b);
	return ok;
}

/* The runs of s, as "w:..." and "o:..." joined by |. */
static bool
runs(const char *s, const char *want)
{
	char got[256] = "";
	size_t i = 0, j, n = strlen(s);
	bool word;

	while (i < n) {
		j = tt_norm_run((const uint8_t *)s, n, i, &word);
		if (j <= i)
			return false;
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s:%.*s",
		    i ? "|" : "", word ? "w" : "o", (int)(j - i), s + i);
		i = j;
	}
	return strcmp(got, want) == 0;
}

/* The pieces of s by dict d, markers included, space-separated. */
static bool
pieces(struct tt_encoder *e, const struct tt_dict *d, const char *s,
    const char *want)
{
	const struct tt_token *t;
	struct tt_buf b = { 0 };
	uint32_t ids[128];
	char got[512] = "";
	long nt = tt_encode(e, S(s), &t), k;
	bool ok;

	for (k = 0; k < nt && k < 128; k++) {
		ids[k] = t[k].id;
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%.*s",
		    k ? " " : "", (int)t[k].npiece, t[k].piece);
	}
	ok = nt > 0 && nt < 128 && strcmp(got, want) == 0 &&
	    tt_decode(d, ids, nt, &b, NULL) == 0 && b.n == strlen(s) &&
	    memcmp(b.s, s, b.n) == 0;
	if (!ok)
		printf("# %s -> %s\n", s, got);
	tt_buf_free(&b);
	return ok;
}

static void
units(void)
{
	struct form f = { .n = 0 };

	CHECK(normal("kitap", "", 0) && normal("Öğrenci", "", 0),
	    "NFC text has no normal form of its own");
	CHECK(normal("O\xcc\x88g\xcc\x86renci", "Öğrenci", TT_NORM_NFD),
	    "Öğrenci decomposed: NFC under <nfd>");
	CHECK(normal("O\xcc\x88\xc4\x9frenci", "", 0),
	    "Ö decomposed, ğ not: mixed, no marker writes it back");
	CHECK(normal("i\xcc\x87stanbul", "istanbul", TT_NORM_IDOT) &&
	    normal("i\xcc\x87\xc3\xa7in", "için", TT_NORM_IDOT),
	    "i + U+0307 first: <idot>, whatever i follow");
	CHECK(normal("i\xcc\x87zmi\xcc\x87r", "izmir", TT_NORM_IDOTS) &&
	    normal("ti\xcc\x87k", "tik", TT_NORM_IDOT),
	    "every i dotted: <idots>; the only one: <idot>");
	CHECK(normal("ki\xcc\x87\xcc\x87", "", 0) &&
	    normal("ti\xcc\x87ki\xcc\x87i", "", 0) &&
	    normal("ki\xcc\x87", "ki", TT_NORM_IDOT),
	    "two dots, or dotted and plain i after the first: as written");
	CHECK(normal("h\xc3\xa2l\xc3\xa2", "hala", TT_NORM_HAT1 | TT_NORM_HAT) &&
	    normal("mill\xc3\xae", "milli", TT_NORM_HAT) &&
	    normal("k\xc3\xa2\xc4\x9f\xc4\xb1t", "kağıt", TT_NORM_HAT1),
	    "hâlâ millî kâğıt: the first and a later circumflex");
	CHECK(normal("\xc3\x8e" "pek", "\xc4\xb0pek", TT_NORM_HAT1) &&
	    normal("\xc3\x82" "DET", "ADET", TT_NORM_HAT1),
	    "Î is analysed as İ, Â as A");
	CHECK(normal("a\xcc\x82" "de\xcc\x82" "t", "ad\xc3\xaat",
	    TT_NORM_NFD | TT_NORM_HAT1) &&
	    normal("k\xc3\xa2r\xc3\xa2r\xc3\xae", "", 0),
	    "ê is not Turkish; three circumflexes: as written");
	CHECK(tt_norm_word(S("a\xcc\x88g\xcc\x86"), put, &f) == TT_NORM_NFD &&
	    f.n == 4 && f.off[0] == 0 && f.off[1] == 0 && f.off[2] == 3 &&
	    f.off[3] == 3, "the normal form maps to the bytes it stands for");
	CHECK(tt_norm_maybe(S("kitap")) == false &&
	    tt_norm_maybe(S("\xc3\xb6\xc4\x9f\xc3\xbc\xc5\x9f")) == false &&
	    tt_norm_maybe(S("h\xc3\xa2l")) && tt_norm_maybe(S("i\xcc\x87")),
	    "tt_norm_maybe: only words with marks or circumflexes");

	CHECK(apply(" hala", TT_NORM_HAT | TT_NORM_HAT1, " h\xc3\xa2l\xc3\xa2", 0)
	    && apply("HALA", TT_NORM_HAT, "HAL\xc3\x82", 0) &&
	    apply("\xc4\xb0PEK", TT_NORM_HAT1, "\xc3\x8ePEK", 0) &&
	    apply("xyz", TT_NORM_HAT, "xyz", 0),
	    "tt_norm_apply: circumflexes on the piece, none if it has no "
	    "a, i or u");
	CHECK(apply("kit", TT_NORM_IDOT, "ki\xcc\x87t", 0) &&
	    apply("kop", TT_NORM_IDOT, "kop", TT_NORM_IDOT) &&
	    apply("izmir", TT_NORM_IDOTS, "i\xcc\x87zmi\xcc\x87r",
	    TT_NORM_IDOTS),
	    "tt_norm_apply: <idot> waits for an i; <idots> holds");
	CHECK(apply(" g\xc3\xb6z", TT_NORM_NFD, " go\xcc\x88z", TT_NORM_NFD) &&
	    apply("k\xc3\xa2", TT_NORM_NFD | TT_NORM_HAT1, "ka\xcc\x82" "a",
	    TT_NORM_NFD) == false &&
	    apply("ka", TT_NORM_NFD | TT_NORM_HAT1, "ka\xcc\x82",
	    TT_NORM_NFD), "tt_norm_apply: NFD after the circumflex");

	CHECK(runs(" go\xcc\x88z.", "o: |w:go\xcc\x88z|o:.") &&
	    runs("a\xcc\x88\xcc\x88" "b c", "w:a\xcc\x88\xcc\x88" "b|o: |w:c"),
	    "a word takes in its combining marks");
	CHECK(runs("Ankara\xca\xbc" "da", "w:Ankara|o:\xca\xbc|w:da") &&
	    runs("\xca\xbc\xca\xbc" "da", "o:\xca\xbc\xca\xbc|w:da") &&
	    runs("(\xca\xbc" "a", "o:(\xca\xbc|w:a"),
	    "U+02BC ends a word and goes with the others");
	CHECK(runs("\xe2\x80\x99\xca\xbc" "da", "o:\xe2\x80\x99\xca\xbc|w:da"),
	    "U+02BC after other punctuation");
}

int
main(void)
{
	struct tt_encoder *e;
	struct tt_dict *d;

	units();
	if (tt_dict_load(&d, "dict/tr", NULL) < 0 ||
	    tt_encoder_new(&e, d, TT_MODE_LOSSLESS) < 0) {
		CHECK(0, "load dict/tr");
		return test_done();
	}
	CHECK(pieces(e, d, "O\xcc\x88g\xcc\x86renciler s\xcc\xa7o\xcc\x88yle",
	    "<cap> <nfd>  öğrenci ler <nfd>  şöyle"),
	    "dict/tr: decomposed words keep their morphology");
	CHECK(pieces(e, d, "O\xcc\x88mu\xcc\x88r\xe2\x80\x99u\xcc\x88n",
	    "<cap> <nfd>  ömür ’ <nfd> ün"),
	    "dict/tr: a suffix after the apostrophe in the harmony of a "
	    "decomposed word");
	CHECK(pieces(e, d, "i\xcc\x87stanbul i\xcc\x87zmi\xcc\x87r",
	    "<idot>  istanbul <idots>  izmir"),
	    "dict/tr: İ lowercased as i + U+0307");
	CHECK(pieces(e, d, "h\xc3\xa2l\xc3\xa2 k\xc3\xa2\xc4\x9f\xc4\xb1tlar",
	    "<hat> <hat1>  hala <hat1>  kağıt lar"),
	    "dict/tr: circumflexes on roots");
	CHECK(pieces(e, d, "Ali\xca\xbcye ev\xc2\xa0kitaplar",
	    "<cap>  ali \xca \xbc ye  ev \xc2 \xa0 <glue>  kitap lar"),
	    "dict/tr: suffixes after U+02BC, a root after a no-break space");
	tt_encoder_free(e);
	tt_dict_free(d);
	return test_done();
}
