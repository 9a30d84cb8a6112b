/* SPDX-License-Identifier: MIT */
/*
 * test-syllable.c: the segmentation of seed 002 on worked examples, the
 * syllable.json loader, the vocabulary builder and the encoder's round
 * trip over dict/id.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "utf8.h"
#include "dict.h"
#include "sylset.h"
#include "sylseg.h"
#include "encoder.h"
#include "test.h"

/* The syllables of word under sy, joined by '|'. */
static const char *
cut(const struct tt_syl *sy, const char *word)
{
	static char out[512];
	static struct tt_sylunit *u;
	static size_t cap;
	uint32_t w[128];
	size_t n = 0, i, o = 0, len = strlen(word), at[129];
	long k, j;
	int l;
	uint8_t b[4];

	for (i = 0; i < len && n < 128; i += l, n++) {
		if ((l = tt_utf8_dec((const uint8_t *)word + i, len - i,
		    &w[n])) < 0)
			return "(bad UTF-8)";
		at[n] = i;
		w[n] = tt_syl_lower(sy, w[n]);
	}
	at[n] = len;
	if ((k = tt_syl_split(sy, w, n, &u, &cap)) < 0)
		return "(error)";
	for (j = 0; j < k; j++) {
		if (j)
			out[o++] = '|';
		for (i = u[j].a; i < u[j].b; i++) {
			l = tt_utf8_enc(w[i], b);
			memcpy(out + o, b, l);
			o += l;
		}
	}
	out[o] = '\0';
	(void)at;
	return out;
}

static const struct {
	const char *word, *want, *why;
} examples[] = {
	/* Open syllables: consonant + inherent or marked vowel (aksara). */
	{ "bahasa", "ba|ha|sa", "h before a vowel is an onset, not wignyan" },
	{ "sekolah", "se|ko|lah", "wignyan: final h closes the syllable" },
	{ "anak", "a|nak", "a vowel alone; virama k" },
	{ "pantai", "pan|ta|i", "a nucleus is one vowel: ai is two units" },
	/* Digraphs D: one aksara each. */
	{ "nyanyi", "nya|nyi", "ny is one onset (nya)" },
	{ "mengapa", "me|nga|pa", "ng before a vowel is the onset nga" },
	{ "dengan", "de|ngan", "ng onset, virama n" },
	{ "pengertian", "pe|nger|ti|an", "nga onset, layar r, virama n" },
	{ "masyarakat", "ma|sya|ra|kat", "sy: aksara rekan sya" },
	{ "khusus", "khu|sus", "kh: aksara rekan kha" },
	{ "akhir", "a|khir", "kh onset, layar r" },
	{ "pithik", "pi|thik", "th: Javanese retroflex tha" },
	/* Medials M: cakra, pengkal, panjingan la and wa. */
	{ "program", "pro|gram", "medial r, twice" },
	{ "klinik", "kli|nik", "medial l" },
	{ "kwitansi", "kwi|tan|si", "medial w" },
	{ "tradisi", "tra|di|si", "medial r word-initially" },
	{ "ahli", "ah|li", "h is in H: no medial hl, wignyan instead" },
	/* Codas H: cecek, layar, wignyan. */
	{ "tinggal", "ting|gal", "cecek: ng before a consonant" },
	{ "berkembang", "ber|kem|bang", "layar, virama m, final cecek" },
	{ "terlalu", "ter|la|lu", "layar before l" },
	{ "inggris", "ing|gris", "cecek, then medial r" },
	/* Virama and loanword clusters. */
	{ "struktur", "struk|tur", "seed 002: s joins the onset (phi_clus)" },
	{ "ekstra", "eks|tra", "two virama consonants close e" },
	{ "skripsi", "skrip|si", "initial s, medial r, virama p" },
	{ "teks", "teks", "final cluster by virama" },
	{ "pst", "pst", "no nucleus at all: one unit" },
	{ "a", "a", "one vowel" },
	{ "e\xcc\x81ra", "e\xcc\x81|ra", "a combining mark stays put" },
	{ "\xcc\x81ra", "\xcc\x81ra", "a leading mark joins the first unit" },
	{ "Indonesia", "in|do|ne|si|a", "lowercase first (I -> i)" },
};

static void
test_split(void)
{
	const struct tt_syl *sy = tt_syl_default();
	struct tt_syl alt = *sy;
	struct tt_sylunit *u = NULL;
	size_t i, cap = 0;

	for (i = 0; i < sizeof examples / sizeof examples[0]; i++)
		CHECK(strcmp(cut(sy, examples[i].word), examples[i].want) == 0,
		    "%s -> %s (%s): got %s", examples[i].word,
		    examples[i].want, examples[i].why,
		    cut(sy, examples[i].word));
	CHECK(tt_syl_split(sy, NULL, 0, &u, &cap) == 0, "empty word");
	free(u);
	/* Without H: the rule "alpha not in M" alone keeps rl apart. */
	alt.h.n = 0;
	CHECK(strcmp(cut(&alt, "arlo"), "ar|lo") == 0,
	    "no medial after a medial (r l): %s", cut(&alt, "arlo"));
	CHECK(strcmp(cut(&alt, "ahli"), "a|hli") == 0,
	    "without h in H, hl is an onset: %s", cut(&alt, "ahli"));
	/* Without D: n and g are two letters. */
	alt = *sy;
	alt.d.n = 0;
	CHECK(strcmp(cut(&alt, "mengapa"), "men|ga|pa") == 0,
	    "without D, ng is two letters: %s", cut(&alt, "mengapa"));
}

/* Write text to dir/syllable.json. */
static void
put(const char *dir, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof path, "%s/syllable.json", dir);
	if ((f = fopen(path, "w")) != NULL) {
		fputs(text, f);
		fclose(f);
	}
}

static void
test_load(void)
{
	static const struct {
		const char *text, *err;
		int line, col;
	} bad[] = {
		{ "{\"vowels\": [\"a\"]}", "no \"version\"", 0, 0 },
		{ "{\"version\": 2, \"vowels\": [\"a\"]}",
		    "expected \"version\": 1", 1, 2 },
		{ "{\"version\": 1}", "no \"vowels\"", 0, 0 },
		{ "{\"version\": 1,\n \"vowels\": [\"a\"],\n \"vowel\": []}",
		    "unknown key \"vowel\"", 3, 2 },
		{ "{\"version\": 1, \"vowels\": [\"a\"], "
		    "\"medials\": [\"rl\"]}",
		    "medial \"rl\" is not one letter", 1, 45 },
		{ "{\"version\": 1, \"vowels\": [\"a\"], \"codas\": [\"ha\"]}",
		    "\"ha\" holds a vowel", 1, 43 },
		{ "{\"version\": 1, \"vowels\": [\"A\"]}",
		    "\"A\" is not in lower case", 1, 27 },
		{ "{\"version\": 1, \"vowels\": [\"a-\"]}",
		    "\"a-\" is not a string of letters", 1, 27 },
		{ "{\"version\": 1, \"vowels\": []}",
		    "\"vowels\" is not an array of strings", 1, 16 },
		{ "{\"version\": 1, \"vowels\": [\"a\"], \"case\": \"tr\"}",
		    "\"case\" is not \"unicode\" or \"turkish\"", 1, 33 },
		{ "{\"version\": 1, \"vowels\": [\"a\"],", NULL, 1, 31 },
		{ "[]", "expected an object", 1, 1 },
		{ "{\"version\": 1, \"vowels\": [\"a\"], "
		    "\"language\": \"a b\"}",
		    "\"language\" is not a name of letters, digits, _ and - "
		    "(31 at most)", 1, 33 },
	};
	char dir[] = "/tmp/test-syllable.XXXXXX", path[512];
	struct tt_dict_error err;
	struct tt_dict *d;
	struct tt_syl *sy;
	struct tt_buf b = { 0 };
	size_t i;
	int r;

	r = tt_dict_load(&d, "tests/dict", NULL);
	CHECK(r == 0 && d->syl == NULL && tt_syl_of(d) == tt_syl_default(),
	    "no syllable.json: not a syllable model, built-in sets");
	tt_dict_free(r == 0 ? d : NULL);
	if (mkdtemp(dir) == NULL) {
		CHECK(0, "mkdtemp");
		return;
	}
	snprintf(path, sizeof path, "%s/syllable.json", dir);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		put(dir, bad[i].text);
		r = tt_syl_read(&sy, path, &err);
		CHECK(r == TT_EDICT && sy == NULL &&
		    strcmp(err.file, path) == 0 && (bad[i].err == NULL ||
		    strcmp(err.text, bad[i].err) == 0) &&
		    err.line == bad[i].line && err.column == bad[i].col,
		    "bad syllable.json %zu: %d:%d: %s", i, err.line, err.column,
		    err.text);
	}
	/* What tt-sylvocab writes reads back as the same sets. */
	r = tt_syl_json(tt_syl_default(), &b);
	if (r == 0 && (r = tt_buf_putc(&b, '\0')) == 0)
		put(dir, (char *)b.s);
	r = tt_syl_read(&sy, path, &err);
	CHECK(r == 0 && memcmp(sy, tt_syl_default(), sizeof *sy) == 0,
	    "the built-in sets survive tt_syl_json and tt_syl_read");
	tt_syl_free(r == 0 ? sy : NULL);
	put(dir, "{\"version\": 1, \"language\": \"su\", \"case\": \"turkish\","
	    " \"vowels\": [\"a\", \"e\", \"eu\", \"i\", \"o\", \"u\"],"
	    " \"note\": \"test\"}");
	r = tt_syl_read(&sy, path, &err);
	CHECK(r == 0 && sy->turkish && strcmp(sy->lang, "su") == 0 &&
	    sy->v.n == 6 && sy->d.n == 0 && strcmp(cut(sy, "neundeun"),
	    "neun|deun") == 0, "a language's own sets: eu is one nucleus");
	tt_syl_free(r == 0 ? sy : NULL);
	r = tt_syl_read(&sy, "/nonexistent/syllable.json", &err);
	CHECK(r == TT_EIO && sy == NULL, "a missing file is TT_EIO");
	unlink(path);
	rmdir(dir);
	tt_buf_free(&b);
}

static void
test_vocab(void)
{
	static const char *words[] = { "bahasa", "bahasa", "batas", "teks",
	    "Kwi" };
	const struct tt_sylpiece *p;
	struct tt_sylvocab *v;
	size_t i, found = 0;
	long n, base;

	if (tt_sylvocab_new(&v, tt_syl_default()) < 0) {
		CHECK(0, "tt_sylvocab_new");
		return;
	}
	for (i = 0; i < sizeof words / sizeof words[0]; i++)
		tt_sylvocab_add(v, (const uint8_t *)words[i],
		    strlen(words[i]));
	n = tt_sylvocab_all(v, &p);
	/* ba 3, ha 2, sa 2, kwi 1, tas 1, teks 1: by count, then bytes. */
	CHECK(n == 6 && p[0].n == 2 && memcmp(p[0].s, "ba", 2) == 0 &&
	    p[0].freq == 3 && memcmp(p[1].s, "ha", 2) == 0 &&
	    memcmp(p[3].s, "kwi", 3) == 0 && (p[3].what & TT_SYLP_MONO) &&
	    memcmp(p[5].s, "teks", 4) == 0 && p[5].freq == 1,
	    "syllables ranked by count, then bytes");
	/* The 94 printable ASCII characters; the list adds none. */
	base = 94;
	CHECK(tt_sylvocab_pick(v, base - 1, &p) == TT_EINVAL,
	    "a size below the base characters is refused");
	n = tt_sylvocab_pick(v, base + 2, &p);
	for (i = 0; n == base + 2 && i < (size_t)n; i++)
		if ((p[i].n == 4 && memcmp(p[i].s, "teks", 4) == 0) ||
		    (p[i].n == 3 && memcmp(p[i].s, "kwi", 3) == 0))
			found++;
		else if (p[i].n == 2 && memcmp(p[i].s, "ba", 2) == 0)
			found = 99;
	CHECK(n == base + 2 && found == 2, "the monosyllabic words teks and "
	    "kwi come before the more frequent ba");
	CHECK(n == base + 2 && p[0].freq == 1 && p[2].freq == 0,
	    "kept pieces ranked by syllable count, bare characters last");
	n = tt_sylvocab_pick(v, 1000, &p);
	CHECK(n == base + 6, "every syllable fits: %ld", n);
	tt_sylvocab_free(v);
}

static const char *cases[] = {
	"Bahasa Indonesia adalah bahasa resmi.",
	"IBU BUDI pergi ke PASAR; Ini Itu Iya",
	"  dua  spasi\tdan\ttab \r",
	"angka 0% 12,5 1990-an",
	"\xc4\xb0stanbul ISTANBUL \xc4\xb1stanbul \xc3\x87OK",
	"Allāh subḥānahū ALLĀH",
	"e\xcc\x81 E\xcc\x81RA \xcc\x81x",
	"bad \xff\xfe utf8 \xc3",
	"McDonald iPhone NusaX",
	"ﬁne ǅemal ß SS",
	"",
	" ",
	"x",
	"<pad> <uppercase> <cap>",
};

static void
test_encode(void)
{
	struct tt_encoder *e;
	struct tt_dict *d;
	const struct tt_token *t;
	struct tt_buf b = { 0 };
	uint32_t ids[512];
	size_t i, k, n;
	long nt;
	char got[512];

	if (tt_dict_load(&d, "dict/id", NULL) < 0 ||
	    tt_encoder_new(&e, d, TT_MODE_SYLLABLE) < 0) {
		CHECK(0, "load dict/id");
		return;
	}
	CHECK(d->syl != NULL && strcmp(d->syl->lang, "id") == 0,
	    "dict/id is a syllable model");
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		n = strlen(cases[i]);
		nt = tt_encode(e, (const uint8_t *)cases[i], n, &t);
		for (k = 0; nt > 0 && k < (size_t)nt && k < 512; k++)
			ids[k] = t[k].id;
		b.n = 0;
		CHECK(nt >= 0 && nt <= 512 && tt_decode(d, ids, nt, &b,
		    NULL) == 0 && b.n == n && memcmp(b.s, cases[i], n) == 0,
		    "round trip of case %zu", i);
	}
	/* The pieces and offsets of one line. */
	nt = tt_encode(e, (const uint8_t *)"Kuah grab", 9, &t);
	got[0] = '\0';
	for (k = 0; nt > 0 && k < (size_t)nt; k++)
		snprintf(got + strlen(got), sizeof got - strlen(got),
		    "%s%.*s@%zu+%zu", k ? " " : "", (int)t[k].npiece,
		    (const char *)t[k].piece, t[k].off, t[k].len);
	CHECK(strcmp(got, "<cap>@0+0 ku@0+2 ah@2+2  @4+1 g@5+1 r@6+1 a@7+1 "
	    "b@8+1") == 0, "Kuah grab: <cap> ku ah, space, grab by letters: %s",
	    got);
	nt = tt_encode(e, (const uint8_t *)" a", 2, &t);
	CHECK(nt == 3 && t[0].id == 2 && t[0].len == 0 && t[1].id == 2 &&
	    t[1].off == 0 && t[1].len == 1 && t[2].off == 1,
	    "a line that begins with a space gets an empty dummy space");
	nt = tt_encode(e, (const uint8_t *)"STRUKTUR", 8, &t);
	CHECK(nt == 3 && t[0].id == d->allcaps, "STRUKTUR -> <allcaps> "
	    "struk tur");
	tt_buf_free(&b);
	tt_encoder_free(e);
	tt_dict_free(d);
}

int
main(void)
{
	test_split();
	test_load();
	test_vocab();
	test_encode();
	return test_done();
}
