/* SPDX-License-Identifier: MIT */
/* test-lossless.c: decode(encode(x)) == x on the cases that were hard. */
#include <string.h>
#include <unicase.h>
#include <unictype.h>

#include "utf8.h"
#include "dict.h"
#include "encoder.h"
#include "test.h"

static const struct {
	const char *s;
	size_t n;	/* 0: use strlen */
} cases[] = {
	{ "kitaplar", 0 },
	{ "Kitaplar ve EV", 0 },
	{ "Istanbul İstanbul ıstanbul istanbul ISTANBUL İSTANBUL", 0 },
	{ "Ankara'da 3'te 1990'da", 0 },
	{ "  two  spaces\tand\ttabs \r", 0 },
	{ "nbsp\xc2\xa0thin\xe2\x80\x89space", 0 },
	{ "iPhone McDonald TÜRKİYE'nin", 0 },
	{ "bad \xff\xfe utf8 \xc3", 0 },
	{ "nul\0byte", 8 },
	{ "emoji \xf0\x9f\x98\x80 and Ελληνικά and русский", 0 },
	{ "combining i\xcc\x87 and \xc7\x85 titlecase", 0 },
	{ "saatler roller harfler", 0 },
	/* Marked words are checked on their lowercase (picked): harmony
	 * that the phonology would not write must not pass. */
	{ "KİTAPLER Kitapler KİTAPLAR Kitaplar EVLAR Evler GÖZÜ Gözı", 0 },
	{ "", 0 },
	{ " ", 0 },
	{ "x", 0 },
	{ "<uppercase> <pad> special_7", 0 },
	/* A stray byte after a space: harmony must not read the word before. */
	{ "BU \xbdLAN ve \xbd\xbd" "alt\xc4\xb1" "da", 0 },
	/* Words after punctuation are cached under their context. */
	{ "(kitap) (kitap) Ankara'da, Ankara'da; 1990'da 1990'da", 0 },
	/* Chunks (a space before a letter to the next) are cached whole;
	 * punctuation runs reach over spaces between them. */
	{ "dedi, \"geliyorum\" dedi, \"geliyorum\" (ev)  ev\tev ev", 0 },
	{ "kitap, (ev) geldi; kitap , ( ev ) geldi", 0 },
	/* Text as it comes (norm.c): decomposed, mixed, dotted, hatted. */
	{ "O\xcc\x88g\xcc\x86renciler go\xcc\x88z go\xcc\x88z\xc3\xbc", 0 },
	{ "i\xcc\x87stanbul i\xcc\x87zmi\xcc\x87r I\xcc\x87STANBUL", 0 },
	{ "h\xc3\xa2l\xc3\xa2 k\xc3\xa2\xc4\x9f\xc4\xb1t H\xc3\x82L\xc3\x82 "
	    "\xc3\x8ePEK a\xcc\x82" "de\xcc\x82" "t", 0 },
	{ "\xcc\x88 x\xcc\x88\xcc\x88 a\xcc\x88\xcc\xa7 "
	    "i\xcc\x87\xcc\x87 \xcd\xaf\xcd\xb0", 0 },
	{ "Ankara\xca\xbc" "da \xca\xbc\xca\xbc" "da "
	    "ev\xc2\xa0kitaplar kitap\xc2\xad" "lar ev\xe2\x80\x8b" "ler", 0 },
};

/* Does a fresh encoder cut s as e did, with as many words on each path? */
static bool
fresh(const struct tt_dict *d, struct tt_encoder *e, const char *s,
    size_t n)
{
	struct tt_encoder *f;
	const struct tt_token *t, *u;
	struct tt_paths p0 = *tt_encoder_paths(e), p1, q;
	long nt = tt_encode(e, (const uint8_t *)s, n, &t), nu, k;
	bool same;

	p1 = *tt_encoder_paths(e);
	if (tt_encoder_new(&f, d, TT_MODE_LOSSLESS) < 0)
		return false;
	nu = tt_encode(f, (const uint8_t *)s, n, &u);
	q = *tt_encoder_paths(f);
	same = nt == nu && nt >= 0 && q.words == p1.words - p0.words &&
	    q.morph == p1.morph - p0.morph && q.bpe == p1.bpe - p0.bpe &&
	    q.bytes == p1.bytes - p0.bytes && q.norm == p1.norm - p0.norm;
	for (k = 0; same && k < nt; k++)
		same = t[k].id == u[k].id && t[k].off == u[k].off &&
		    t[k].len == u[k].len;
	tt_encoder_free(f);
	return same;
}

/* The tokens of s, as IDs and offsets, into ids and offs; their count. */
static long
encode(struct tt_encoder *e, const char *s, size_t n, uint32_t *ids,
    size_t *offs)
{
	const struct tt_token *t;
	long nt = tt_encode(e, (const uint8_t *)s, n, &t), k;

	for (k = 0; k < nt && k < 512; k++) {
		ids[k] = t[k].id;
		offs[2 * k] = t[k].off;
		offs[2 * k + 1] = t[k].len;
	}
	return nt > 512 ? -1 : nt;
}

/* Does a token of s span the bytes p (its piece, lowercase)? */
static bool
spans(struct tt_encoder *e, const char *s, const char *p)
{
	const struct tt_token *t;
	long nt = tt_encode(e, (const uint8_t *)s, strlen(s), &t), k;

	for (k = 0; k < nt; k++)
		if (t[k].npiece == strlen(p) &&
		    memcmp(t[k].piece, p, t[k].npiece) == 0)
			return true;
	return false;
}

int
main(void)
{
	struct tt_encoder *e;
	struct tt_dict *d;
	const struct tt_token *t;
	struct tt_buf b = { 0 };
	uint32_t ids[512], again[512], cp;
	size_t i, n, offs[1024], offs2[1024];
	long nt;
	bool agree = true;

	/* utf8.c's shortcut for Latin letters agrees with Unicode. */
	for (cp = 0x80; cp < 0x300; cp++)
		agree &= tt_is_letter(cp) ==
		    (uc_is_general_category(cp, UC_CATEGORY_L) ||
		    uc_is_general_category(cp, UC_CATEGORY_M));
	CHECK(agree, "tt_is_letter agrees with libunistring below U+0300");
	for (agree = true, cp = 0x80; cp < 0x300; cp++)
		agree &= cp == 0x130 || tt_tr_lower(cp) == uc_tolower(cp);
	CHECK(agree, "tt_tr_lower agrees with libunistring below U+0300");

	if (tt_dict_load(&d, "tests/dict", NULL) < 0 ||
	    tt_encoder_new(&e, d, TT_MODE_LOSSLESS) < 0) {
		CHECK(0, "load tests/dict");
		return test_done();
	}
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		n = cases[i].n ? cases[i].n : strlen(cases[i].s);
		nt = encode(e, cases[i].s, n, ids, offs);
		b.n = 0;
		CHECK(nt >= 0 && tt_decode(d, ids, nt, &b, NULL) == 0 &&
		    b.n == n && memcmp(b.s, cases[i].s, n) == 0,
		    "round trip of case %zu", i);
		/* The second time its words come from the cache. */
		CHECK(encode(e, cases[i].s, n, again, offs2) == nt && nt >= 0 &&
		    memcmp(ids, again, nt * sizeof *ids) == 0 &&
		    memcmp(offs, offs2, 2 * nt * sizeof *offs) == 0,
		    "case %zu again: the same tokens and offsets", i);
	}
	/* Now that e has seen every case, each line's chunks and words
	 * come from its cache: the same tokens and counts as afresh. */
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		n = cases[i].n ? cases[i].n : strlen(cases[i].s);
		CHECK(fresh(d, e, cases[i].s, n),
		    "case %zu from the cache: as a fresh encoder cuts it", i);
	}
	{
		struct tt_encoder *c, *l;

		CHECK(tt_encoder_new(&c, d, TT_MODE_COMPAT) == 0 &&
		    tt_encoder_new(&l, d, TT_MODE_LOSSLESS) == 0 &&
		    tt_encoder_share(c, e) == TT_EINVAL &&
		    tt_encoder_share(l, e) == TT_EINVAL,
		    "share: not across modes, nor from an encoder that has "
		    "its own cache");
		tt_encoder_free(c);
		tt_encoder_free(l);
	}
	{
		/* Chunks end at a space before a letter only: dict/tr has
		 * pieces of punctuation across a space. */
		struct tt_dict *tr = NULL;
		struct tt_encoder *te = NULL;

		if (tt_dict_load(&tr, "dict/tr", NULL) < 0 ||
		    tt_encoder_new(&te, tr, TT_MODE_LOSSLESS) < 0)
			CHECK(0, "load dict/tr");
		else
			CHECK(spans(te, "dedi, \"geliyorum\"", ", \"") &&
			    spans(te, "bir, 2 iki", ", 2"),
			    "dict/tr: ', \"' and ', 2' are one token each");
		tt_encoder_free(te);
		tt_dict_free(tr);
	}
	nt = tt_encode(e, (const uint8_t *)"Kitap", 5, &t);
	CHECK(nt == 2 && tt_dict_kind(d, t[0].id) == TT_KIND_CASE &&
	    t[1].id == 7, "Kitap -> <cap> kitap");
	nt = tt_encode(e, (const uint8_t *)"ağzı", 6, &t);
	CHECK(nt == 2 && t[0].id == 12 && t[1].id == 102,
	    "ağzı -> ağız + I (morphology kept)");
	tt_buf_free(&b);
	tt_encoder_free(e);
	tt_dict_free(d);
	return test_done();
}
