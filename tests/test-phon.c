/* SPDX-License-Identifier: MIT */
/* test-phon.c: the phonology's reading of context, and suffix choice. */
#include <string.h>

#include "internal.h"
#include "test.h"

static struct tt_phon_ctx
ctx(const char *s)
{
	struct tt_phon_ctx c;

	tt_phon_context((const uint8_t *)s, strlen(s), &c);
	return c;
}

/* Decode ids with the fixture dictionary. */
static const char *
dec(const struct tt_dict *d, const uint32_t *ids, size_t n)
{
	static struct tt_buf b;

	b.n = 0;
	if (tt_decode(d, ids, n, &b, NULL) < 0 || tt_buf_putc(&b, 0) < 0)
		return "(error)";
	return (const char *)b.s;
}

int
main(void)
{
	struct tt_dict *d;

	CHECK(ctx("kitap").vowel == 'a' && ctx("kitap").last == 'p',
	    "kitap: last vowel a, last letter p");
	CHECK(ctx("ev ve Ankara'").vowel == 'a', "harmony reads across '");
	CHECK(ctx("geldi 3'").vowel == 0xfc && ctx("3'").last == 0xe7,
	    "3 is read üç");
	CHECK(ctx("10'").vowel == 'o', "10 is read on");
	CHECK(ctx("1990'").vowel == 'a', "1990 is read doksan");
	CHECK(ctx("1.000'").vowel == 'i', "1.000 is read bin");
	CHECK(ctx("ABD'").vowel == 'e', "ABD is read be-de");
	CHECK(ctx("TÜSİAD'").vowel == 'a', "TÜSİAD is read as a word");
	CHECK(ctx("İSTANBUL").vowel == 'u', "capitals are lowercased (İ, I)");
	CHECK(ctx("kitap ").vowel == 0, "context stops at a space");
	CHECK(ctx("bu \xbd").vowel == 0, "a stray byte does not reach back "
	    "over the space");

	if (tt_dict_load(&d, "tests/dict", NULL) < 0) {
		CHECK(0, "load tests/dict");
		return test_done();
	}
	/* Fixture IDs: kitap 7, ev 8, ağla 11, ağız 12, göz 17; lar 100,
	 * DA 101, I 102, DAn 103, yor 104, Im 105, DI 107. */
	CHECK(strcmp(dec(d, (uint32_t[]){ 8, 100 }, 2), "evler") == 0,
	    "ev + lAr -> evler (front harmony)");
	CHECK(strcmp(dec(d, (uint32_t[]){ 7, 102 }, 2), "kitabı") == 0,
	    "kitap + I -> kitabı (softening)");
	CHECK(strcmp(dec(d, (uint32_t[]){ 7, 101 }, 2), "kitapta") == 0,
	    "kitap + DA -> kitapta (d/t assimilation)");
	CHECK(strcmp(dec(d, (uint32_t[]){ 12, 102 }, 2), "ağzı") == 0,
	    "ağız + I -> ağzı (vowel drop)");
	CHECK(strcmp(dec(d, (uint32_t[]){ 11, 104, 105 }, 3), "ağlıyorum")
	    == 0, "ağla + yor + Im -> ağlıyorum (narrowing, rounding)");
	CHECK(strcmp(dec(d, (uint32_t[]){ 17, 107 }, 2), "gözdü") == 0,
	    "göz + DI -> gözdü (4-way harmony)");
	CHECK(strcmp(dec(d, (uint32_t[]){ 0, 7 }, 2), "Kitap") == 0,
	    "<uppercase> capitalises after the dropped line-initial space");
	CHECK(strcmp(dec(d, (uint32_t[]){ 8, 8 }, 2), "ev ev") == 0,
	    "only the first word's space is dropped");
	tt_dict_free(d);
	return test_done();
}
