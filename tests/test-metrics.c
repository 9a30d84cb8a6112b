/* SPDX-License-Identifier: MIT */
/* test-metrics.c: tt-stats' measures on cases worked out by hand. */
#include <stdlib.h>
#include <string.h>

#include "tt_eval.h"
#include "test.h"

#define S(s) (const uint8_t *)(s), strlen(s)
#define C(s) (s), strlen(s)

static int
near(double a, double b)
{
	return a - b < 1e-9 && b - a < 1e-9;
}

/* A file in the test's scratch space with the given contents. */
static const char *
scratch(const char *name, const char *text)
{
	static char path[256];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s",
	    getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", name);
	if ((f = fopen(path, "w")) == NULL)
		return NULL;
	fputs(text, f);
	fclose(f);
	return path;
}

static void
test_sw(void)
{
	const uint32_t abc[] = { 1, 2, 3 }, ac[] = { 1, 3 }, x[] = { 9 };
	const uint32_t a[] = { 9, 9, 1, 2 }, b[] = { 1, 2, 8 };

	CHECK(tt_sw_score(abc, 3, abc, 3) == 6 &&
	    near(tt_sw_similarity(6, 3, 3), 1), "sw: identical: 3 matches, 6, "
	    "similarity 1");
	/* 1 - 3 against 1 2 3: match, gap, match = 2 - 1 + 2. */
	CHECK(tt_sw_score(abc, 3, ac, 2) == 3, "sw: a gap costs 1: score 3 "
	    "(not 4 without a penalty, 5 with eq. 8's -w read as +1)");
	CHECK(near(tt_sw_similarity(3, 3, 2), 3 / (2 * 2.449489742783178)),
	    "sw: eq. 11: 3 / (2 sqrt(3 * 2)) = 0.612372");
	CHECK(tt_sw_score(ac, 2, abc, 3) == 3, "sw: symmetric");
	/* 1 2 3 against 1 4 3: match, mismatch, match = 2 - 1 + 2. */
	CHECK(tt_sw_score(abc, 3, (uint32_t[]){ 1, 4, 3 }, 3) == 3,
	    "sw: a mismatch costs 1");
	CHECK(tt_sw_score(a, 4, b, 3) == 4 &&
	    near(tt_sw_similarity(4, 4, 3), 4 / (2 * 3.464101615137754)),
	    "sw: local: 9 9 [1 2] vs [1 2] 8 scores 4, similarity 0.577350");
	CHECK(tt_sw_score(abc, 3, x, 1) == 0 &&
	    tt_sw_similarity(0, 3, 1) == 0, "sw: nothing in common: 0");
	CHECK(tt_sw_score(abc, 0, x, 1) == 0 &&
	    tt_sw_similarity(0, 0, 1) == 0, "sw: an empty side: 0");
}

static void
test_pieces(void)
{
	struct tt_pieces *p;
	struct tt_buf b = { 0 };
	const uint8_t *s;
	size_t n, off, len, cuts[8];
	int mm;

	if (tt_pieces_new(&p) < 0) {
		CHECK(0, "tt_pieces_new");
		return;
	}
	CHECK(tt_pieces_parse(p, S("[\"a b\", \"c\\\"d\", \"\\u0130\", "
	    "\"\\ud83d\\ude00\"]"), S(" "), 0) == 4,
	    "json: four pieces");
	s = tt_pieces_get(p, 0, &n);
	CHECK(n == 3 && memcmp(s, "a b", 3) == 0, "json: a piece with a "
	    "space stays whole");
	s = tt_pieces_get(p, 1, &n);
	CHECK(n == 3 && memcmp(s, "c\"d", 3) == 0, "json: \\\" unescaped");
	s = tt_pieces_get(p, 2, &n);
	CHECK(n == 2 && memcmp(s, "\xc4\xb0", 2) == 0, "json: \\u0130 is İ");
	s = tt_pieces_get(p, 3, &n);
	CHECK(n == 4 && memcmp(s, "\xf0\x9f\x98\x80", 4) == 0,
	    "json: a surrogate pair is one code point");
	CHECK(tt_pieces_parse(p, S("[12, 7]"), S(" "), 0) == 2 &&
	    (s = tt_pieces_get(p, 0, &n)) && n == 2 && s[0] == '1',
	    "json: IDs as numbers");
	CHECK(tt_pieces_parse(p, S("{\"ids\":[1,2],\"pieces\":[\" kitap\","
	    "\"lar\"],\"types\":[\"root\",\"suffix\"]}"), S(" "), 0) == 2 &&
	    (s = tt_pieces_get(p, 0, &n)) && n == 6,
	    "json: tt-encode --json objects give their pieces");
	CHECK(tt_pieces_parse(p, S("[]"), S(" "), 0) == 0, "json: []");
	CHECK(tt_pieces_parse(p, S("[\"a\",]"), S(" "), 0) == TT_EINVAL &&
	    tt_pieces_parse(p, S("[\"a\""), S(" "), 0) == TT_EINVAL &&
	    tt_pieces_parse(p, S("[1, null]"), S(" "), 0) == TT_EINVAL &&
	    tt_pieces_parse(p, S("{\"ids\":[1]}"), S(" "), 0) == TT_EINVAL &&
	    tt_pieces_parse(p, S("[\"\\x\"]"), S(" "), 0) == TT_EINVAL,
	    "json: malformed lines are refused");
	CHECK(tt_pieces_parse(p, S("  ▁kitap  lar "), S(" "), 0) == 2,
	    "separated: runs of the separator count as one");
	CHECK(tt_pieces_parse(p, S("a|b c||d"), S("|"), 0) == 3 &&
	    (s = tt_pieces_get(p, 1, &n)) && n == 3,
	    "separated: any separator string");
	CHECK(tt_pieces_parse(p, S("[\"Ġkitab\", \"Ä±\"]"), S(" "),
	    TT_PIECES_BYTELEVEL) == 2 && (s = tt_pieces_get(p, 0, &n)) &&
	    n == 6 && memcmp(s, " kitab", 6) == 0 &&
	    (s = tt_pieces_get(p, 1, &n)) && n == 2 &&
	    memcmp(s, "ı", 2) == 0, "byte-level: Ġ is a space, Ä± is ı");
	CHECK(tt_pieces_parse(p, S("Ċ ĉ"), S(" "), TT_PIECES_BYTELEVEL) == 2 &&
	    (s = tt_pieces_get(p, 0, &n)) && n == 1 && s[0] == '\n' &&
	    (s = tt_pieces_get(p, 1, &n)) && n == 1 && s[0] == '\t',
	    "byte-level: Ċ is a newline, ĉ a tab (bytes below !)");

	tt_pieces_parse(p, S("▁kitap lar ▁ev de"), S(" "), 0);
	CHECK(tt_pieces_text(p, 0, &b) == 0 && b.n == 13 &&
	    memcmp(b.s, "kitaplar evde", 13) == 0,
	    "text: markers read as spaces, ends trimmed");
	b.n = 0;
	tt_pieces_parse(p, S("Ġkitap lar"), S(" "), 0);
	CHECK(tt_pieces_text(p, 0, &b) == 0 && b.n == 8,
	    "text: Ġ is a marker too");
	b.n = 0;
	tt_pieces_parse(p, S("[\"▁New▁York\", \"▁ist\"]"), S(" "), 0);
	CHECK(tt_pieces_text(p, 0, &b) == 0 && b.n == 12 &&
	    memcmp(b.s, "New York ist", 12) == 0,
	    "text: a marker inside a piece is a space");
	b.n = 0;
	tt_pieces_parse(p, S("[\"<cap>\", \" atasöz\", \"leri\", "
	    "\" (\", \"<glue>\", \" <0xC4>\", \"<0xB0>\", \"<unk>\"]"),
	    S(" "), 0);
	CHECK(tt_pieces_text(p, 0, &b) == 0 && b.n == 15 &&
	    memcmp(b.s, "atasözleri (İ", 15) == 0,
	    "text: specials spell nothing, <glue> takes the space off, "
	    "<0xC4> is a byte");
	tt_buf_free(&b);

	CHECK(tt_piece_strip(S("▁kitap"), 0, &off, &len) == TT_PIECE_WORD &&
	    off == 3 && len == 5, "strip: ▁kitap -> kitap");
	CHECK(tt_piece_strip(S(" kitap"), 0, &off, &len) == TT_PIECE_WORD &&
	    off == 1 && len == 5, "strip: a leading space");
	CHECK(tt_piece_strip(S("Ġkitap"), 0, &off, &len) == TT_PIECE_WORD &&
	    off == 2, "strip: Ġ");
	CHECK(tt_piece_strip(S("Ġkitap"), TT_PIECES_BYTELEVEL, &off, &len) ==
	    TT_PIECE_WORD && off == 0, "strip: Ġ is a letter once decoded");
	CHECK(tt_piece_strip(S("▁"), 0, &off, &len) == TT_PIECE_SPACE &&
	    tt_piece_strip(S("\n"), 0, &off, &len) == TT_PIECE_SPACE,
	    "strip: markers alone are spaces");
	CHECK(tt_piece_strip(S("<unk>"), 0, &off, &len) == TT_PIECE_SPECIAL &&
	    tt_piece_strip(S("<uppercase>"), 0, &off, &len) ==
	    TT_PIECE_SPECIAL, "strip: <unk>, <uppercase> are special");
	CHECK(tt_piece_strip(S("<0xC4>"), 0, &off, &len) == TT_PIECE_BYTE &&
	    tt_piece_strip(S("\xc4"), 0, &off, &len) == TT_PIECE_BYTE,
	    "strip: <0xC4> and a lone byte are bytes");
	CHECK(tt_piece_strip(S(" 1990,"), 0, &off, &len) == TT_PIECE_OTHER &&
	    tt_piece_strip(S("<>"), 0, &off, &len) == TT_PIECE_OTHER,
	    "strip: no letter: other");

	tt_pieces_parse(p, S("▁ev ler de"), S(" "), 0);
	CHECK(tt_pieces_cuts(p, S("evlerde"), 0, cuts, &mm) == 2 &&
	    cuts[0] == 2 && cuts[1] == 5 && mm == 0,
	    "cuts: ev|ler|de cuts at bytes 2 and 5");
	tt_pieces_parse(p, S("▁ağ zı"), S(" "), 0);
	CHECK(tt_pieces_cuts(p, S("ağzı"), 0, cuts, &mm) == 1 &&
	    cuts[0] == 3 && mm == 0, "cuts: offsets are bytes (ağ|zı: 3)");
	tt_pieces_parse(p, S("[\"<cap>\", \" türkçe\", \"leş\"]"),
	    S(" "), 0);
	CHECK(tt_pieces_cuts(p, S("Türkçeleş"), 0, cuts, &mm) == 1 &&
	    cuts[0] == 8 && mm == 0,
	    "cuts: <cap> spells nothing; t matches T (Türkçe|leş)");
	tt_pieces_parse(p, S("[\"▁ist\", \"anbul\", \"<unk>\", \"da\"]"),
	    S(" "), 0);
	CHECK(tt_pieces_cuts(p, S("İstanbulda"), 0, cuts, &mm) == 2 &&
	    cuts[0] == 4 && cuts[1] == 9 && mm == 0,
	    "cuts: i matches İ, a byte more (İst|anbul|da at 4 and 9)");
	tt_pieces_parse(p, S("▁a <0xC4> <0x9F> aç lar"), S(" "), 0);
	CHECK(tt_pieces_cuts(p, S("ağaçlar"), 0, cuts, &mm) == 4 &&
	    cuts[0] == 1 && cuts[1] == 2 && cuts[2] == 3 && cuts[3] == 6 &&
	    mm == 0, "cuts: <0xC4> is one byte; a cut inside ğ counts");
	tt_pieces_parse(p, S("IŞIK lar"), S(" "), 0);
	CHECK(tt_pieces_cuts(p, S("ışıklar"), 0, cuts, &mm) == 1 &&
	    cuts[0] == 7 && mm == 0, "cuts: IŞIK against ışık (Turkish I)");
	tt_pieces_parse(p, S("▁ kitab ı"), S(" "), 0);
	CHECK(tt_pieces_cuts(p, S("kitap"), 0, cuts, &mm) == 0 && mm == 1,
	    "cuts: kitab|ı does not spell kitap: a mismatch");
	tt_pieces_free(p);
}

static void
test_meter(void)
{
	static const char *const toks[] = {
		"▁Kitap", "lar", "▁kitaplar", "xyz", ",", "▁", "<unk>",
		"\xc4", "Ġkitab", "kitap",
	};
	struct tt_lexicon *l;
	struct tt_meter *m;
	const struct tt_metrics *r;
	struct tt_metric o[TT_METRICS_MAX];
	size_t i, n;

	if (tt_lexicon_new(&l) < 0 || tt_meter_new(&m, l) < 0) {
		CHECK(0, "tt_meter_new");
		return;
	}
	tt_lexicon_add(l, S("kitap"), TT_LEX_ROOT);
	tt_lexicon_add(l, S("kitab"), TT_LEX_VARIANT);
	tt_lexicon_add(l, S("lar"), TT_LEX_AFFIX);
	tt_lexicon_add(l, S("kitaplar"), TT_LEX_WORD);
	tt_meter_text(m, S("Kitaplar kitaplar xyz, kitabı"));
	for (i = 0; i < sizeof toks / sizeof toks[0]; i++)
		tt_meter_token(m, S(toks[i]), TT_KIND_NONE, 0, 0);
	r = tt_meter_metrics(m);
	CHECK(r->lines == 1 && r->words == 4 && r->chars == 29 &&
	    r->bytes == 30, "text: 1 line, 4 words, 29 chars, 30 bytes");
	CHECK(r->tokens == 10 && r->upieces == 10 && r->unique == 8,
	    "10 tokens, 10 distinct pieces, 8 types: ▁Kitap and kitap are "
	    "one, ▁ is none");
	CHECK(r->spacetok == 1, "one space token (▁)");
	CHECK(r->bytetok == 1 && r->fallback == 1 && r->unknown == 1,
	    "one byte token (fallback), one <unk>");
	/* Scored: Kitap lar kitaplar xyz \xc4 kitab kitap. */
	CHECK(r->scored == 7 && r->turkish == 5 && r->pure == 4,
	    "running: 7 scored, 5 Turkish, 4 pure");
	CHECK(r->uscored == 6 && r->uturkish == 4 && r->upure == 3,
	    "unique: kitap, lar, kitaplar, xyz, a byte, kitab: 6, 4 TR, "
	    "3 pure");
	n = tt_metrics_list(r, o);
	for (i = 0; i < n; i++) {
		if (strcmp(o[i].name, "tr_unique") == 0)
			CHECK(near(o[i].value, 4.0 / 6), "TR%% unique 4/6");
		if (strcmp(o[i].name, "pure_unique") == 0)
			CHECK(near(o[i].value, 3.0 / 6), "Pure%% unique 3/6");
		if (strcmp(o[i].name, "tr_running") == 0)
			CHECK(near(o[i].value, 5.0 / 7), "TR%% running 5/7");
		if (strcmp(o[i].name, "pure_running") == 0)
			CHECK(near(o[i].value, 4.0 / 7), "Pure%% running 4/7");
		if (strcmp(o[i].name, "tokens_per_word") == 0)
			CHECK(near(o[i].value, 10.0 / 4), "tokens/word 10/4");
		if (strcmp(o[i].name, "tokens_per_char") == 0)
			CHECK(near(o[i].value, 10.0 / 29), "TPC 10/29");
		if (strcmp(o[i].name, "chars_per_token") == 0)
			CHECK(near(o[i].value, 29.0 / 10), "chars/token 2.9");
		if (strcmp(o[i].name, "byte_share") == 0)
			CHECK(near(o[i].value, 0.1), "byte share 1/10");
	}
	tt_meter_free(m);

	/* tt's own tokens: distinct as pieces, kinds decide. */
	tt_meter_new(&m, l);
	tt_meter_token(m, S(" kitap"), TT_KIND_ROOT, 7, 0);
	tt_meter_token(m, S("lar"), TT_KIND_SUFFIX, 100, 0);
	tt_meter_token(m, S("ler"), TT_KIND_SUFFIX, 100, 0);
	tt_meter_token(m, S("<cap>"), TT_KIND_CASE, 600, 0);
	tt_meter_token(m, S("a"), TT_KIND_BYTE, 400, 0);
	tt_meter_token(m, S("xy"), TT_KIND_BPE, 300, 0);
	r = tt_meter_metrics(m);
	CHECK(r->tokens == 6 && r->unique == 6 && r->upieces == 6,
	    "tt: lar and ler, one ID but two types, as their pieces are");
	CHECK(r->fallback == 2 && r->bytetok == 1,
	    "tt: BPE and byte tokens are fallback");
	CHECK(r->scored == 5 && r->turkish == 2 && r->pure == 2 &&
	    r->uscored == 5, "tt: <cap> not scored; a byte token is never "
	    "Turkish; ler is not in this lexicon");
	tt_meter_free(m);

	/* No lexicon: TR% and Pure% are not known. */
	tt_meter_new(&m, NULL);
	n = tt_metrics_list(tt_meter_metrics(m), o);
	for (i = 0; i < n; i++)
		if (strcmp(o[i].name, "tr_running") == 0)
			CHECK(!o[i].known, "no lexicon: tr_running is NA");
	tt_meter_free(m);
	tt_lexicon_free(l);
}

static void
test_lexicon(void)
{
	struct tt_dict_error err;
	struct tt_lexicon *l;
	const char *path;

	tt_lexicon_new(&l);
	path = scratch("tt-test-lex.tsv", "# comment\nkitaplar\n"
	    "kitap\troot\tCL_ISIM IS_SD\nkitab\tvariant\tkitap IS_SD\n"
	    "ler\taffix\tlAr\nkitap\tword\n");
	CHECK(path && tt_lexicon_load(l, path, &err) == 0 &&
	    tt_lexicon_size(l) == 4, "lexicon: 4 forms from 5 lines");
	CHECK(tt_lexicon_get(l, S("kitap")) == (TT_LEX_ROOT | TT_LEX_WORD),
	    "lexicon: classes of one form add up");
	CHECK(tt_lexicon_get(l, S("kitaplar")) == TT_LEX_WORD &&
	    tt_lexicon_get(l, S("kitab")) == TT_LEX_VARIANT &&
	    tt_lexicon_get(l, S("ler")) == TT_LEX_AFFIX &&
	    tt_lexicon_get(l, S("lar")) == 0, "lexicon: lookups");
	path = scratch("tt-test-lex.tsv", "kitap\troot\nev\tnoun\n");
	CHECK(tt_lexicon_load(l, path, &err) == TT_EDICT && err.line == 2 &&
	    err.column == 4, "lexicon: an unknown class at 2:4");
	CHECK(tt_lexicon_load(l, "/nonexistent/lex", &err) == TT_EIO,
	    "lexicon: a missing file");
	tt_lexicon_free(l);
}

static void
test_gold(void)
{
	struct tt_dict_error err;
	struct tt_metrics m;
	struct tt_metric o[TT_METRICS_MAX];
	struct tt_gold *g;
	const char *path;
	const uint8_t *w;
	size_t i, n;

	path = scratch("tt-test-gold.tsv",
	    "kitaplar\tkitap lar\nevlerde\tev ler de, evler de\n");
	if (tt_gold_load(&g, path, TT_GOLD_MORPHO, &err) < 0) {
		CHECK(0, "load gold");
		return;
	}
	CHECK(tt_gold_size(g) == 2 && (w = tt_gold_word(g, 1, &n)) &&
	    n == 7 && memcmp(w, "evlerde", 7) == 0, "gold: two words");
	memset(&m, 0, sizeof m);
	m.have = TT_HAVE_GOLD;
	tt_gold_score(g, 0, (size_t[]){ 5 }, 1, 0, &m);	/* kitap|lar */
	tt_gold_score(g, 1, (size_t[]){ 3, 5 }, 2, 0, &m); /* evl|er|de */
	/*
	 * evl|er|de against ev|ler|de: 1 hit, F1 2/4; against evler|de: 1
	 * hit, F1 2/3: the second is the best match, with 1 boundary.
	 */
	CHECK(m.gold_words == 2 && m.gold_pred == 3 && m.gold_ref == 2 &&
	    m.gold_hits == 2 && m.gold_exact == 1,
	    "gold: 3 predicted, 2 gold (best alternative), 2 hits, 1 exact");
	n = tt_metrics_list(&m, o);
	for (i = 0; i < n; i++) {
		if (strcmp(o[i].name, "boundary_precision") == 0)
			CHECK(near(o[i].value, 2.0 / 3), "precision 2/3");
		if (strcmp(o[i].name, "boundary_recall") == 0)
			CHECK(near(o[i].value, 1), "recall 2/2");
		if (strcmp(o[i].name, "boundary_f1") == 0)
			CHECK(near(o[i].value, 0.8), "F1 2PR/(P+R) = 0.8");
		if (strcmp(o[i].name, "exact_word_rate") == 0)
			CHECK(near(o[i].value, 0.5), "exact words 1/2");
	}
	tt_gold_score(g, 1, NULL, 0, 1, &m);	/* evlerde, whole */
	CHECK(m.gold_ref == 3 && m.gold_hits == 2 && m.gold_mismatch == 1,
	    "gold: a word left whole scores against evler|de; mismatch "
	    "counted");
	tt_gold_free(g);

	path = scratch("tt-test-gold.tsv", "kitaplar\tkitab lar\n");
	CHECK(tt_gold_load(&g, path, TT_GOLD_MORPHO, &err) == TT_EDICT &&
	    err.line == 1 && err.column == 14, "gold: morphs that do not "
	    "spell the word: 1:14");

	path = scratch("tt-test-ms.csv", ",full_word,pt1,rest\n"
	    "0,kitaplar,kitap,lar\n1,evde,ev,de\n2,gel,gel,\n"
	    "3,okudu,oku,du\n");
	if (tt_gold_load(&g, path, TT_GOLD_MORPHSCORE, &err) < 0) {
		CHECK(0, "load morphscore");
		return;
	}
	memset(&m, 0, sizeof m);
	m.have = TT_HAVE_MORPHSCORE;
	tt_gold_score(g, 0, (size_t[]){ 5 }, 1, 0, &m);	/* kitap|lar */
	tt_gold_score(g, 1, NULL, 0, 0, &m);		/* evde whole */
	tt_gold_score(g, 2, (size_t[]){ 1 }, 1, 0, &m);	/* no boundary */
	tt_gold_score(g, 3, (size_t[]){ 2 }, 1, 0, &m);	/* ok|udu */
	CHECK(m.ms_words == 4 && m.ms_scored == 2 && m.ms_hits == 1,
	    "morphscore: whole words and words without a boundary are not "
	    "scored: 1 of 2");
	n = tt_metrics_list(&m, o);
	for (i = 0; i < n; i++)
		if (strcmp(o[i].name, "morphscore") == 0)
			CHECK(near(o[i].value, 0.5), "morphscore 1/2");
	tt_gold_free(g);
	path = scratch("tt-test-ms.csv", ",full_word,pt1,rest\n0,ev,e,x\n");
	CHECK(tt_gold_load(&g, path, TT_GOLD_MORPHSCORE, &err) == TT_EDICT &&
	    err.line == 2, "morphscore: parts that do not spell the word");
}

static void
test_merge(void)
{
	struct tt_metrics a, b;
	struct tt_metric o[TT_METRICS_MAX];
	size_t i, n;

	memset(&a, 0, sizeof a);
	b = a;
	tt_metrics_set(&a, C("unique_tokens"), C("3"));
	tt_metrics_set(&b, C("unique_tokens"), C("3"));
	CHECK(tt_metrics_set(&a, C("tokens"), C("10")) == 0 &&
	    tt_metrics_set(&a, C("words"), C("5")) == 0 &&
	    tt_metrics_set(&a, C("vocab_size"), C("100")) == 0 &&
	    tt_metrics_set(&a, C("tokens_per_word"), C("2.000000")) == 1,
	    "set: counts are read, rates skipped");
	CHECK(tt_metrics_set(&a, C("nonsense"), C("1")) == TT_EINVAL &&
	    tt_metrics_set(&a, C("tokens"), C("1x")) == TT_EINVAL,
	    "set: bad names and values");
	tt_metrics_set(&b, C("tokens"), C("4"));
	tt_metrics_set(&b, C("words"), C("1"));
	tt_metrics_set(&b, C("vocab_size"), C("100"));
	tt_metrics_set(&b, C("scored_tokens"), C("NA"));
	tt_metrics_set(&b, C("unique_scored"), C("NA"));
	CHECK((a.have & (TT_HAVE_VOCAB | TT_HAVE_UNIQUE)) ==
	    (TT_HAVE_VOCAB | TT_HAVE_UNIQUE) && !(a.have & TT_HAVE_GOLD) &&
	    !(b.have & TT_HAVE_LEXICON) && (b.have & TT_HAVE_UNIQUE),
	    "set: the groups a report has; NA and missing keys are not there");
	CHECK(tt_metrics_sum(&a, &b) == 0 && a.tokens == 14 && a.words == 6 &&
	    a.vocab == 100, "sum: counts add, vocab stays");
	n = tt_metrics_list(&a, o);
	for (i = 0; i < n; i++) {
		if (strcmp(o[i].name, "tokens_per_word") == 0)
			CHECK(near(o[i].value, 14.0 / 6), "sum: tokens/word "
			    "recomputed, 14/6 (not the mean of 2 and 4)");
		if (strcmp(o[i].name, "unique_tokens") == 0)
			CHECK(!o[i].known, "sum: distinct counts do not add");
		if (strcmp(o[i].name, "vocab_size") == 0)
			CHECK(o[i].known && o[i].count == 100, "sum: vocab");
	}
	b.vocab = 200;
	CHECK(tt_metrics_sum(&a, &b) == 1 && a.vocab == 200,
	    "sum: different vocabularies are reported");
}

int
main(void)
{
	test_sw();
	test_pieces();
	test_meter();
	test_lexicon();
	test_gold();
	test_merge();
	return test_done();
}
