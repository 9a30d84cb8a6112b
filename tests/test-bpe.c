/* SPDX-License-Identifier: MIT */
/* test-bpe.c: the BPE trainer's units, and its merges against a naive BPE. */
#include <stdlib.h>
#include <string.h>

#include "dict.h"
#include "bpe.h"
#include "test.h"

/* The units of the lines in text ("\n" between), as "unit*count|...". */
static const char *
units(const char *text)
{
	static char out[4096];
	struct tt_bpe *b;
	const char *p, *e;
	const uint8_t *s;
	size_t i, n, k = 0;
	uint64_t c;

	if (tt_bpe_new(&b) < 0)
		return "(no memory)";
	for (p = text; *p; p = *e ? e + 1 : e) {
		e = strchr(p, '\n');
		if (e == NULL)
			e = p + strlen(p);
		if (tt_bpe_add(b, (const uint8_t *)p, e - p) < 0)
			return "(error)";
	}
	out[0] = '\0';
	for (i = 0; (s = tt_bpe_unit(b, i, &n, &c)) != NULL; i++)
		k += snprintf(out + k, sizeof out - k, "%s%.*s*%llu",
		    i ? "|" : "", (int)n, (const char *)s,
		    (unsigned long long)c);
	tt_bpe_free(b);
	return out;
}

/* The pieces of the last training as "p|p|...". */
static const char *
joined(const struct tt_bpe *b)
{
	static char out[8192];
	const uint8_t *s;
	size_t i, n, k = 0;

	out[0] = '\0';
	for (i = 0; (s = tt_bpe_piece(b, i, &n)) != NULL; i++)
		k += snprintf(out + k, sizeof out - k, "%s%.*s", i ? "|" : "",
		    (int)n, (const char *)s);
	return out;
}

/* Train on the lines of text; the pieces as "p|p|...". */
static const char *
pieces(const char *text, size_t size, uint64_t minfreq,
    const struct tt_dict *skip)
{
	static char out[8192];
	struct tt_bpe_opts o = { size, minfreq, skip, NULL, NULL };
	struct tt_bpe *b;
	const char *p, *e;

	if (tt_bpe_new(&b) < 0)
		return "(no memory)";
	for (p = text; *p; p = *e ? e + 1 : e) {
		e = strchr(p, '\n');
		if (e == NULL)
			e = p + strlen(p);
		if (tt_bpe_add(b, (const uint8_t *)p, e - p) < 0)
			return "(error)";
	}
	if (tt_bpe_train(b, &o) < 0)
		return "(error)";
	snprintf(out, sizeof out, "%s", joined(b));
	tt_bpe_free(b);
	return out;
}

/* --- A naive BPE: recount every pair before every merge. --------------- */

#define MAXSYM 256
#define MAXW 512
#define MAXLEN 64

static struct {
	char sym[MAXSYM][MAXLEN];	/* symbol strings */
	int nsym;
	int w[MAXW][MAXLEN];		/* words of symbols */
	int len[MAXW];
	uint64_t cnt[MAXW];
	int nw;
} nv;

static int
nvsym(const char *s)
{
	int i;

	for (i = 0; i < nv.nsym; i++)
		if (strcmp(nv.sym[i], s) == 0)
			return i;
	snprintf(nv.sym[nv.nsym], MAXLEN, "%s", s);
	return nv.nsym++;
}

static int
nvcmp(int a, int b)
{
	return strcmp(nv.sym[a], nv.sym[b]);
}

/* Single-byte characters only: the naive trainer's symbols are bytes. */
static const char *
naive(const struct tt_bpe *b, size_t size, uint64_t minfreq)
{
	static char out[8192];
	static uint64_t pc[MAXSYM][MAXSYM];
	uint64_t cc[256] = { 0 }, c;
	const uint8_t *s;
	size_t i, n, k = 0, np = 0;
	int x, y, bx, by, j, o, z;
	char one[2] = { 0 }, cat[MAXLEN];

	memset(&nv, 0, sizeof nv);
	for (i = 0; (s = tt_bpe_unit(b, i, &n, &c)) != NULL; i++)
		for (j = 0; j < (int)n; j++)
			cc[s[j]] += c;
	out[0] = '\0';
	for (j = 1; j < 256; j++)
		if (cc[j] >= minfreq && np < size) {
			one[0] = j;
			nvsym(one);
			k += snprintf(out + k, sizeof out - k, "%s%s",
			    np++ ? "|" : "", one);
		}
	for (i = 0; (s = tt_bpe_unit(b, i, &n, &c)) != NULL; i++) {
		nv.len[nv.nw] = 0;
		for (j = 0; j <= (int)n; j++) {
			if (j < (int)n && cc[s[j]] >= minfreq) {
				one[0] = s[j];
				nv.w[nv.nw][nv.len[nv.nw]++] = nvsym(one);
				continue;
			}
			if (nv.len[nv.nw] >= 2)
				nv.cnt[nv.nw++] = c;
			nv.len[nv.nw] = 0;
		}
	}
	while (np < size) {
		memset(pc, 0, sizeof pc);
		bx = -1, by = -1;
		for (i = 0; i < (size_t)nv.nw; i++)
			for (j = 0; j + 1 < nv.len[i]; j++)
				pc[nv.w[i][j]][nv.w[i][j + 1]] += nv.cnt[i];
		for (x = 0; x < nv.nsym; x++)
			for (y = 0; y < nv.nsym; y++) {
				if (pc[x][y] < minfreq || pc[x][y] == 0)
					continue;
				if (bx < 0 || pc[x][y] > pc[bx][by] ||
				    (pc[x][y] == pc[bx][by] &&
				    (nvcmp(x, bx) < 0 ||
				    (x == bx && nvcmp(y, by) < 0))))
					bx = x, by = y;
			}
		if (bx < 0)
			break;
		snprintf(cat, sizeof cat, "%s%s", nv.sym[bx], nv.sym[by]);
		j = nv.nsym;
		z = nvsym(cat);
		if (z == j)
			k += snprintf(out + k, sizeof out - k, "|%s", cat),
			    np++;
		for (i = 0; i < (size_t)nv.nw; i++) {
			for (j = o = 0; j < nv.len[i];) {
				if (j + 1 < nv.len[i] && nv.w[i][j] == bx &&
				    nv.w[i][j + 1] == by) {
					nv.w[i][o++] = z;
					j += 2;
				} else
					nv.w[i][o++] = nv.w[i][j++];
			}
			nv.len[i] = o;
		}
	}
	return out;
}

/* Random lines over a small alphabet: many ties, runs like "aaaa". */
static void
corpus(char *text, size_t cap, unsigned seed)
{
	static const char alpha[] = "aaabbcd.,  ";
	size_t i, n = 200 + seed % 300;

	srand(seed);
	for (i = 0; i < n && i + 1 < cap; i++)
		text[i] = rand() % 15 == 0 ? '\n' :
		    alpha[rand() % (sizeof alpha - 1)];
	text[i] = '\0';
}

static void
against_naive(void)
{
	static char text[1024], want[8192];
	struct tt_bpe_opts o = { 0 };
	struct tt_bpe *b;
	const char *p, *e, *got;
	unsigned seed, bad = 0, runs = 0;
	uint64_t mf;

	for (seed = 1; seed <= 200; seed++) {
		corpus(text, sizeof text, seed);
		if (tt_bpe_new(&b) < 0)
			return;
		for (p = text; *p; p = *e ? e + 1 : e) {
			e = strchr(p, '\n');
			if (e == NULL)
				e = p + strlen(p);
			tt_bpe_add(b, (const uint8_t *)p, e - p);
		}
		for (mf = 1; mf <= 3; mf++) {
			o.size = 40 + seed % 60;
			o.min_freq = mf;
			snprintf(want, sizeof want, "%s",
			    naive(b, o.size, mf));
			if (tt_bpe_train(b, &o) < 0) {
				bad++;
				continue;
			}
			got = joined(b);
			runs++;
			if (strcmp(got, want) != 0 && bad++ == 0)
				printf("# seed %u min %llu\n# got  %s\n"
				    "# want %s\n", seed,
				    (unsigned long long)mf, got, want);
		}
		tt_bpe_free(b);
	}
	CHECK(bad == 0 && runs == 600, "the same pieces as a naive BPE on "
	    "600 random corpora (%u differ)", bad);
}

int
main(void)
{
	struct tt_dict *d;
	const char *p, *q;

	/* Units: what the lossless encoder sees as words and the rest. */
	CHECK(strcmp(units("Kitap evde."), " kitap*1| evde*1|.*1") == 0,
	    "a line begins with a space; capital first letter lowercased");
	CHECK(strcmp(units("KİTAP IŞIK Kitap kitap"),
	    " kitap*3| ışık*1") == 0, "capitals lowercased the Turkish way "
	    "(İ -> i, I -> ı): one unit");
	CHECK(strcmp(units("iPhone KiTaP"), " iPhone*1| KiTaP*1") == 0,
	    "mixed case stays as written: %s", units("iPhone KiTaP"));
	/* "  ev" is read "   ev": two spaces, then " ev". */
	CHECK(strcmp(units("  ev\tev"), "  *1| ev*1|\t*1|ev*1") == 0,
	    "only the space right before a word goes with it: %s",
	    units("  ev\tev"));
	CHECK(strcmp(units("2023'te 15 gün"), " 2023'*1|te*1| 15*1| gün*1")
	    == 0, "digits and punctuation are units of their own, the "
	    "line's first with its space: %s", units("2023'te 15 gün"));
	CHECK(strcmp(units("ev \"bu\", ev"), " ev*2| \"*1|bu*1|\",*1") == 0,
	    "runs of punctuation are one unit: %s", units("ev \"bu\", ev"));
	CHECK(strcmp(units("a\xff\xfe.b"), " a*1|.*1|b*1") == 0,
	    "invalid UTF-8 cuts a run and counts for nothing: %s",
	    units("a\xff\xfe.b"));
	CHECK(strcmp(units(".\x01."), " .\x01.*1") == 0,
	    "control characters are kept");
	CHECK(strcmp(units("\n\nev"), " ev*1") == 0, "empty lines count "
	    "nothing");
	CHECK(strcmp(units("ev  "), " ev*1|  *1") == 0,
	    "trailing spaces are a unit");

	/*
	 * " ada" x3, " dada": pairs " a" 3, ad 4, da 5, " d" 1.  Merge da;
	 * then " a" 3 and "a"+"da" 3 tie: the smaller left piece, " ", goes
	 * first; then " a"+"da" 3; the rest occur once.
	 */
	p = pieces("ada ada ada\ndada", 100, 2, NULL);
	CHECK(strcmp(p, " |a|d|da| a| ada") == 0, "hand-computed merges and "
	    "tie: %s", p);
	p = pieces("ada ada ada\ndada", 100, 1, NULL);
	CHECK(strcmp(p, " |a|d|da| a| ada| da| dada") == 0,
	    "--min-frequency 1 learns the pairs seen once: %s", p);
	p = pieces("ada ada ada\ndada", 4, 2, NULL);
	CHECK(strcmp(p, " |a|d|da") == 0, "size stops the merges: %s", p);
	p = pieces("ada ada ada\ndada", 2, 2, NULL);
	CHECK(strcmp(p, "a|d") == 0, "size below the characters keeps the "
	    "most frequent, in code point order: %s", p);
	p = pieces("ada ada ada\ndada", 0, 2, NULL);
	CHECK(strcmp(p, "") == 0, "size 0: no pieces");
	p = pieces("ada ada ada\ndada\nxy", 100, 2, NULL);
	CHECK(strcmp(p, " |a|d|da| a| ada") == 0, "a character seen once is "
	    "no piece and cuts no pair into the others: %s", p);
	/*
	 * " aaaa" x2: aa is counted 3 times a word (overlapping) and merged
	 * left to right: " " aa aa.  Then " "+aa 2 and aa+aa 2 tie.
	 */
	p = pieces("aaaa\naaaa", 100, 2, NULL);
	CHECK(strcmp(p, " |a|aa| aa| aaaa") == 0, "overlapping pairs: %s",
	    p);
	/*
	 * " abc" x3, " xbc" x2, " abx" x4: " a" and ab tie at 7 (" " < a),
	 * then " ab" 7, " abx" 4, " abc" 3, then " x", xb and bc tie at 2.
	 */
	p = pieces("abc abc abc\nxbc xbc\nabx abx abx abx", 100, 2, NULL);
	CHECK(strcmp(p, " |a|b|c|x| a| ab| abx| abc| x| xb| xbc") == 0,
	    "hand-computed, ties to the smaller left piece: %s", p);

	/* The same run twice gives the same text. */
	p = pieces("Türkçe metin, metinler ve kelimeler.\nMetin 2024'te.",
	    60, 1, NULL);
	q = pieces("Türkçe metin, metinler ve kelimeler.\nMetin 2024'te.",
	    60, 1, NULL);
	CHECK(strcmp(p, q) == 0, "deterministic: %s", p);
	CHECK(strstr(p, "ü|") != NULL && strstr(p, "ç|") != NULL,
	    "characters are code points, not bytes");

	against_naive();

	/* Forms of a dictionary are merged but not listed or counted. */
	if (tt_dict_load(&d, "tests/dict", NULL) < 0) {
		CHECK(0, "load tests/dict");
		return test_done();
	}
	/* Fixture: " " special, a (a/e) and da (DA) suffixes; d a BPE piece,
	 * which does not count: the pieces replace the dictionary's. */
	p = pieces("ada ada ada\ndada", 100, 2, d);
	CHECK(strcmp(p, "d| a| ada") == 0, "\" \", a and da skipped: %s", p);
	/* i is a suffix (-I), " kitap" a root: merged, not listed. */
	p = pieces("kitap kitap kitaplar", 8, 2, d);
	CHECK(strcmp(p, "k|p|t| k| ki| kit| kita") == 0, "size counts listed "
	    "pieces only: %s", p);
	p = pieces("kitap kitap kitaplar kitaplar", 11, 2, d);
	CHECK(strcmp(p, "k|l|p|r|t| k| ki| kit| kita| kitapl| kitapla") == 0,
	    "merging goes on through a skipped piece: %s", p);
	CHECK(tt_bpe_first_id(d) == 110, "first ID after roots (0-24) and "
	    "suffixes (100-109), not after BPE (200-256): %u",
	    tt_bpe_first_id(d));
	tt_dict_free(d);
	return test_done();
}
