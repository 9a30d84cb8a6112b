/* SPDX-License-Identifier: MIT */
/*
 * test-parts.c: a line encoded in parts (tt_encode_split, tt_encode_more,
 * as tt-encode reads a long line through a bounded window) gives the
 * tokens of the whole line, ID for ID and offset for offset; and the
 * parts are bounded in length however long the line.
 */
#include <stdlib.h>
#include <string.h>

#include "tt.h"
#include "test.h"

/* Words and glue of Turkish text, for lines of any length. */
static const char *const words[] = {
	"kitaplarımızdan", "Evlerde", "İSTANBUL'a", "geldi", "3'te",
	"ağaçların", "çiçekleri", "(Kitaplar)", "e-posta", "okudum,",
	"gittik.", "Türkiye'de", "“evler”", "saatler", "123", "x\x01y",
	"ğğğğğ", "aaaa", "\xff\x80", "qqqqqqqqqq", "KİTAP", "de", "ve",
	"Meclisi'nde", "Bakanlığı’na",
};
static const char *const seps[] = { " ", "", "\t", "  ", ", ", "\r", "." };

static unsigned long rng = 20;

static unsigned
rnd(unsigned n)
{
	rng = rng * 6364136223846793005u + 1442695040888963407u;
	return (unsigned)(rng >> 33) % n;
}

/* A line of about n bytes: words with separators drawn by kind (0:
 * mixed, 1: no spaces, 2: one long word, 3: only other bytes). */
static char *
makeline(size_t n, int kind, size_t *len)
{
	char *s = malloc(n + 64);
	size_t k = 0;
	const char *w;

	while (k < n) {
		w = kind == 2 ? "kitap" : kind == 3 ? ".,;-" :
		    words[rnd(sizeof words / sizeof words[0])];
		memcpy(s + k, w, strlen(w));
		k += strlen(w);
		if (kind == 0 || (kind == 1 && rnd(4) == 0)) {
			w = kind == 1 ? "." : seps[rnd(sizeof seps /
			    sizeof seps[0])];
			memcpy(s + k, w, strlen(w));
			k += strlen(w);
		}
	}
	*len = k;
	return s;
}

struct got {
	uint32_t *id;
	size_t *off, *len, n, cap;
};

static void
add(struct got *g, const struct tt_token *t, long n, size_t base)
{
	long i;

	for (i = 0; i < n; i++) {
		if (g->n == g->cap) {
			g->cap = g->cap ? 2 * g->cap : 1024;
			g->id = realloc(g->id, g->cap * sizeof *g->id);
			g->off = realloc(g->off, g->cap * sizeof *g->off);
			g->len = realloc(g->len, g->cap * sizeof *g->len);
		}
		g->id[g->n] = t[i].id;
		g->off[g->n] = t[i].off + base;
		g->len[g->n++] = t[i].len;
	}
}

/*
 * Encode s in parts through a window of w bytes, as tt-encode does: the
 * TT_PARTCTX bytes before each part and at most w after.  *maxpart gets
 * the longest part.
 */
static int
inparts(struct tt_encoder *e, const uint8_t *s, size_t n, size_t w,
    struct got *g, size_t *maxpart)
{
	const struct tt_token *t;
	size_t pos = 0, ws, we, p;
	long nt;
	bool first = true;

	*maxpart = 0;
	while (pos < n || first) {
		ws = first || pos < TT_PARTCTX ? 0 : pos - TT_PARTCTX;
		we = pos + w < n ? pos + w : n;
		p = we < n ? tt_encode_split(e, s + ws, we - ws, pos - ws,
		    first) : 0;
		if (p == 0 && we < n) {
			w *= 2;		/* no cut in the window: widen it */
			continue;
		}
		if (p == 0)
			p = we - ws;
		nt = first ? tt_encode(e, s, p, &t) :
		    tt_encode_more(e, s + ws, p, pos - ws, &t);
		if (nt < 0)
			return -1;
		add(g, t, nt, first ? 0 : ws);
		if (ws + p - pos > *maxpart)
			*maxpart = ws + p - pos;
		pos = ws + p;
		first = false;
	}
	return 0;
}

static void
check(const struct tt_dict *d, int kind, size_t n, size_t w)
{
	struct tt_encoder *e, *f;
	const struct tt_token *t;
	struct got whole = { 0 }, parts = { 0 };
	size_t len, i, maxpart;
	char *s = makeline(n, kind, &len);
	long nt;
	int r;

	if (tt_encoder_new(&e, d, TT_MODE_LOSSLESS) < 0 ||
	    tt_encoder_new(&f, d, TT_MODE_LOSSLESS) < 0)
		abort();
	nt = tt_encode(e, (const uint8_t *)s, len, &t);
	add(&whole, t, nt, 0);
	r = inparts(f, (const uint8_t *)s, len, w, &parts, &maxpart);
	for (i = 0; r == 0 && i < whole.n && i < parts.n; i++)
		if (whole.id[i] != parts.id[i] ||
		    whole.off[i] != parts.off[i] ||
		    whole.len[i] != parts.len[i])
			break;
	CHECK(r == 0 && i == whole.n && whole.n == parts.n,
	    "kind %d, %zu bytes in a window of %zu: %zu tokens, as whole "
	    "(first difference at token %zu of %zu)", kind, len, w,
	    parts.n, i, whole.n);
	CHECK(maxpart <= w + 2048, "kind %d: parts of %zu bytes at most",
	    kind, maxpart);
	free(whole.id), free(whole.off), free(whole.len);
	free(parts.id), free(parts.off), free(parts.len);
	free(s);
	tt_encoder_free(e);
	tt_encoder_free(f);
}

int
main(void)
{
	struct tt_dict_error err;
	struct tt_dict *d;
	static const size_t window[] = { 600, 1000, 4096 };
	size_t i;
	int kind;

	if (tt_dict_load(&d, "dict/tr", &err) < 0) {
		printf("Bail out! dict/tr: %s\n", err.text);
		return 1;
	}
	for (kind = 0; kind < 4; kind++)
		for (i = 0; i < sizeof window / sizeof window[0]; i++)
			check(d, kind, 60000, window[i]);
	check(d, 0, 400000, 65536);
	check(d, 1, 400000, 65536);
	tt_dict_free(d);
	return test_done();
}
