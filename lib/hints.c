/* SPDX-License-Identifier: MIT */
/*
 * hints.c: what the rules cannot know, learned from text.  IDs that stand
 * for several forms are chosen by phonology, but where a dictionary puts
 * homographs (uç "tip", softening; uç- "fly", not) or loanword pieces
 * (atla + n + ta for Atlanta) under one ID, only usage tells.  Encoding a
 * training corpus in compat mode shows which form each ID took next to
 * its neighbours; a hints file keeps the clear majorities.
 *
 * The file is TSV: "c<TAB>prev<TAB>id<TAB>next<TAB>form<TAB>count" (prev or
 * next "-" for any; form is the index among the ID's forms).
 *
 * Text in capitals loses its word boundaries in the reference's IDs
 * (capsplit.c), so a hints file also counts words, lowercase:
 * "w<TAB>word<TAB>count".  A run of capitals is then cut where the words
 * are likeliest.
 *
 * And a word's IDs seen in training tell its surface outright: "s<TAB>IDs
 * <TAB>forms<TAB>count" gives the form index of each of the word's IDs
 * (space-separated, case markers left out), for the words that have an
 * ID of several forms, as the majority wrote them (Francisco, not
 * Francısco: the reference cuts it franc + is + co).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "strmap.h"
#include "pretok.h"
#include "dict.h"
#include "phon.h"
#include "hints.h"

#define ANY UINT32_MAX

struct ctx {
	uint32_t prev, id, next, form;
	uint64_t count;
};

struct tt_hints {
	struct ctx *ctx;		/* open addressing, cap a power of 2 */
	size_t nctx, capctx;
	struct strmap words;		/* lowercase word -> count */
	uint64_t nwords;		/* their running total */
	struct strmap seen;		/* word IDs (learning: and forms) */
	struct tt_buf forms;		/* loaded: form indexes of seen */
};

#define MAXIDS 64	/* IDs in a word that seen keeps */

static uint64_t
mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdu;
	h ^= h >> 33;
	return h;
}

static uint64_t
ctxhash(uint32_t prev, uint32_t id, uint32_t next, uint32_t form)
{
	return mix(((uint64_t)prev << 32 | id) ^ mix((uint64_t)next << 32 |
	    form));
}

/* Grow an open-addressing table of elements of size sz at half load. */
static int
rehash(void **tab, size_t *cap, size_t n, size_t sz,
    uint64_t (*hash)(const struct tt_hints *, const void *),
    const struct tt_hints *h, bool (*used)(const void *))
{
	size_t ncap = *cap ? *cap * 2 : 1024, i, j;
	uint8_t *old = *tab, *nt;

	if (n + 1 < *cap / 2)
		return 0;
	if ((nt = calloc(ncap, sz)) == NULL)
		return TT_ENOMEM;
	for (i = 0; i < *cap; i++) {
		if (!used(old + i * sz))
			continue;
		for (j = hash(h, old + i * sz) & (ncap - 1);
		    used(nt + j * sz); j = (j + 1) & (ncap - 1))
			;
		memcpy(nt + j * sz, old + i * sz, sz);
	}
	free(old);
	*tab = nt;
	*cap = ncap;
	return 0;
}

static uint64_t
hctx(const struct tt_hints *h, const void *p)
{
	const struct ctx *c = p;

	(void)h;
	return ctxhash(c->prev, c->id, c->next, c->form);
}

static bool
uctx(const void *p)
{
	return ((const struct ctx *)p)->count != 0;
}

/* The slot of (prev, id, next, form): found, or free to take. */
static struct ctx *
ctxslot(const struct tt_hints *h, uint32_t prev, uint32_t id, uint32_t next,
    uint32_t form)
{
	size_t i = ctxhash(prev, id, next, form) & (h->capctx - 1);
	struct ctx *c;

	for (;; i = (i + 1) & (h->capctx - 1)) {
		c = &h->ctx[i];
		if (c->count == 0 || (c->prev == prev && c->id == id &&
		    c->next == next && c->form == form))
			return c;
	}
}

static int
addctx(struct tt_hints *h, uint32_t prev, uint32_t id, uint32_t next,
    uint32_t form, uint64_t count)
{
	struct ctx *c;

	if (rehash((void **)&h->ctx, &h->capctx, h->nctx, sizeof *h->ctx,
	    hctx, h, uctx) < 0)
		return TT_ENOMEM;
	c = ctxslot(h, prev, id, next, form);
	if (c->count == 0) {
		*c = (struct ctx){ prev, id, next, form, 0 };
		h->nctx++;
	}
	c->count += count;
	return 0;
}

int
tt_hints_new(struct tt_hints **hp)
{
	return (*hp = calloc(1, sizeof **hp)) ? 0 : TT_ENOMEM;
}

void
tt_hints_free(struct tt_hints *h)
{
	if (h == NULL)
		return;
	free(h->ctx);
	tt_map_free(&h->words);
	tt_map_free(&h->seen);
	tt_buf_free(&h->forms);
	free(h);
}

/* The index of the form a token's piece is, among its ID's forms. */
static uint32_t
formindex(const struct tt_dict *d, const struct tt_token *t)
{
	const struct tt_idinfo *in = &d->ids[t->id];
	uint32_t f;

	for (f = 0; f < in->nforms; f++)
		if (d->pool + d->forms[in->form + f].off == t->piece)
			return f;
	return ANY;
}

/* Case markers and <glue> stand outside words. */
static bool
marker(const struct tt_dict *d, uint32_t id)
{
	enum tt_kind k = tt_dict_kind(d, id);

	return id == TT_ID_UPPER || k == TT_KIND_CASE || k == TT_KIND_GLUE;
}

/* Does the ID's piece start with a letter, after a space (*space)? */
static bool
letter(const struct tt_dict *d, uint32_t id, bool *space)
{
	const uint8_t *p;
	uint32_t cp;
	size_t n;

	if (tt_dict_kind(d, id) == TT_KIND_NONE)
		return false;
	p = tt_dict_piece(d, id, &n);
	*space = n > 0 && p[0] == ' ';
	return n > *space && tt_utf8_dec(p + *space, n - *space, &cp) > 0 &&
	    tt_is_letter(cp);
}

size_t
tt_word_end(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i)
{
	size_t j = i + 1, k;
	bool space;

	if (!letter(d, ids[i], &space))
		return i;
	for (;;) {
		for (k = j; k < n && marker(d, ids[k]); k++)
			;
		if (k == n || !letter(d, ids[k], &space) || space)
			return j;
		j = k + 1;
	}
}

/*
 * Learn the words of a line: key the IDs of each word (markers left out)
 * and then their form indexes, 4 and 1 bytes each, and count the key.
 */
static int
learnwords(struct tt_hints *h, const struct tt_dict *d,
    const struct tt_token *t, size_t nt)
{
	uint32_t ids[MAXIDS], f, *v;
	uint8_t key[5 * MAXIDS], form[MAXIDS];
	size_t i, j, e, k;
	bool several;

	for (i = 0; i < nt; i = e > i ? e : i + 1) {
		for (j = i; j < nt && j - i < MAXIDS; j++)
			ids[j - i] = t[j].id;
		if ((e = i + tt_word_end(d, ids, j - i, 0)) == i)
			continue;
		several = false;
		for (k = 0, j = i; j < e; j++) {
			if (marker(d, t[j].id))
				continue;
			memcpy(key + 4 * k, &t[j].id, 4);
			f = formindex(d, &t[j]);
			form[k++] = f < 255 ? f : 255;
			several |= d->ids[t[j].id].nforms > 1;
		}
		if (!several || e - i == MAXIDS)
			continue;
		memcpy(key + 4 * k, form, k);
		if (tt_map_put(&h->seen, key, 5 * k, &v) < 0)
			return TT_ENOMEM;
		++*v;
	}
	return 0;
}

int
tt_hints_add(struct tt_hints *h, const struct tt_dict *d,
    const struct tt_token *t, size_t nt)
{
	uint32_t prev, next, f;
	size_t i;
	int r = 0;

	if ((r = learnwords(h, d, t, nt)) < 0)
		return r;
	for (i = 0; i < nt && r == 0; i++) {
		if (t[i].id >= d->nids || d->ids[t[i].id].nforms < 2 ||
		    (f = formindex(d, &t[i])) == ANY)
			continue;
		prev = i > 0 ? t[i - 1].id : ANY;
		next = i + 1 < nt ? t[i + 1].id : ANY;
		if ((r = addctx(h, prev, t[i].id, next, f, 1)) == 0 &&
		    (r = addctx(h, prev, t[i].id, ANY, f, 1)) == 0)
			r = addctx(h, ANY, t[i].id, next, f, 1);
	}
	return r;
}

static int
addword(struct tt_hints *h, const uint8_t *s, size_t n, uint64_t count)
{
	uint32_t *v;

	if (tt_map_put(&h->words, s, n, &v) < 0)
		return TT_ENOMEM;
	*v = *v + count > UINT32_MAX ? UINT32_MAX : *v + count;
	h->nwords += count;
	return 0;
}

static int
putlow(void *arg, uint8_t c, size_t off)
{
	(void)off;
	return tt_buf_putc(arg, c);
}

int
tt_hints_words(struct tt_hints *h, const uint8_t *s, size_t n)
{
	struct tt_buf low = { 0 };
	size_t i, j;
	bool word;
	int r = 0;

	for (i = 0; i < n && r == 0; i = j) {
		j = tt_pretok_run(s, n, i, &word);
		/* Not the suffixes of Ankara'da, 1990'da: they are no words. */
		if (!word || tt_phon_apostrophe(s, i) != 0)
			continue;
		low.n = 0;
		if ((r = tt_pretok_fold(s + i, j - i, tt_tr_lower, tt_tr_upper,
		    putlow, &low)) >= 0)
			r = addword(h, low.s, low.n, 1);
	}
	tt_buf_free(&low);
	return r < 0 ? r : 0;
}

uint64_t
tt_hints_nwords(const struct tt_hints *h)
{
	return h ? h->nwords : 0;
}

double
tt_hints_wordcost(const struct tt_hints *h, const uint8_t *s, size_t n)
{
	const uint32_t *v;

	if (h == NULL || h->nwords == 0 ||
	    (v = tt_map_get(&h->words, s, n)) == NULL)
		return -1;
	return log2((double)h->nwords / *v);
}

/* Learnt words in the order of their IDs, then most frequent first. */
static const struct tt_hints *sorting;

static int
seencmp(const void *a, const void *b)
{
	const struct strent *x = &sorting->seen.ent[*(const uint32_t *)a];
	const struct strent *y = &sorting->seen.ent[*(const uint32_t *)b];
	const uint8_t *p = sorting->seen.pool.s;
	int c;

	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	if ((c = memcmp(p + x->off, p + y->off, x->len / 5 * 4)) != 0)
		return c;
	return x->val > y->val ? -1 : x->val < y->val;
}

/* For each word's IDs, the forms most of its uses took, if clearly so. */
static int
writeseen(const struct tt_hints *h, FILE *f, uint64_t min)
{
	const uint8_t *p = h->seen.pool.s;
	const struct strent *e, *g;
	uint32_t *order, id;
	size_t i, j, k, n = h->seen.n;
	uint64_t total;

	if (n == 0)
		return 0;
	if ((order = malloc(n * sizeof *order)) == NULL)
		return TT_ENOMEM;
	for (i = 0; i < n; i++)
		order[i] = i;
	sorting = h;
	qsort(order, n, sizeof *order, seencmp);
	for (i = 0; i < n; i = j) {
		g = &h->seen.ent[order[i]];
		for (total = 0, j = i; j < n; j++) {
			e = &h->seen.ent[order[j]];
			if (e->len != g->len || memcmp(p + e->off, p + g->off,
			    g->len / 5 * 4) != 0)
				break;
			total += e->val;
		}
		if (total < min || (uint64_t)g->val * 10 < total * 7)
			continue;
		fputs("s\t", f);
		for (k = 0; k < g->len / 5; k++) {
			memcpy(&id, p + g->off + 4 * k, 4);
			fprintf(f, k ? " %u" : "%u", id);
		}
		fputc('\t', f);
		for (k = 0; k < g->len / 5; k++)
			fprintf(f, k ? " %u" : "%u",
			    p[g->off + g->len / 5 * 4 + k]);
		fprintf(f, "\t%u\n", g->val);
	}
	free(order);
	return 0;
}

/* An "s" line's IDs and forms, as many of each. */
static int
addseen(struct tt_hints *h, char *ids, char *forms)
{
	uint8_t key[4 * MAXIDS], fk[MAXIDS];
	uint32_t *v, id;
	size_t n = 0, m = 0;
	char *end;

	for (; *ids && n < MAXIDS; ids = end, n++) {
		id = strtoul(ids, &end, 10);
		if (end == ids)
			return TT_EDICT;
		memcpy(key + 4 * n, &id, 4);
	}
	for (; *forms && m < MAXIDS; forms = end, m++) {
		fk[m] = strtoul(forms, &end, 10);
		if (end == forms)
			return TT_EDICT;
	}
	if (n == 0 || n != m || *ids || *forms)
		return TT_EDICT;
	if (tt_map_put(&h->seen, key, 4 * n, &v) < 0)
		return TT_ENOMEM;
	*v = h->forms.n;
	return tt_buf_put(&h->forms, fk, n);
}

const uint8_t *
tt_hints_word(const struct tt_hints *h, const struct tt_dict *d,
    const uint32_t *ids, size_t a, size_t b)
{
	uint8_t key[4 * MAXIDS];
	const uint32_t *v;
	size_t n = 0;

	if (h == NULL || h->seen.n == 0)
		return NULL;
	for (; a < b; a++) {
		if (marker(d, ids[a]))
			continue;
		if (n == MAXIDS)
			return NULL;
		memcpy(key + 4 * n++, &ids[a], 4);
	}
	v = tt_map_get(&h->seen, key, 4 * n);
	return v ? h->forms.s + *v : NULL;
}

int
tt_hints_write(const struct tt_hints *h, FILE *f, uint64_t min)
{
	size_t i, j;
	uint64_t total;

	fputs("# tt decoding hints, version 1 (tt-dict(1))\n", f);
	/* For each context, its most frequent form, if clearly so. */
	for (i = 0; i < h->capctx; i++) {
		const struct ctx *c = &h->ctx[i], *best = c;

		if (c->count == 0)
			continue;
		total = 0;
		for (j = 0; j < 16; j++) {
			const struct ctx *o = ctxslot(h, c->prev, c->id,
			    c->next, j);

			if (o->count == 0)
				continue;
			total += o->count;
			if (o->count > best->count)
				best = o;
		}
		/* Once per context: at its smallest form index seen. */
		for (j = 0; j < c->form; j++)
			if (ctxslot(h, c->prev, c->id, c->next, j)->count)
				break;
		if (j < c->form || total < min || best->count * 10 < total * 7)
			continue;
		fprintf(f, "c\t");
		fprintf(f, c->prev == ANY ? "-\t" : "%u\t", c->prev);
		fprintf(f, "%u\t", c->id);
		fprintf(f, c->next == ANY ? "-\t" : "%u\t", c->next);
		fprintf(f, "%u\t%llu\n", best->form,
		    (unsigned long long)best->count);
	}
	if (writeseen(h, f, min) < 0)
		return TT_ENOMEM;
	for (i = 0; i < h->words.n; i++) {
		const struct strent *w = &h->words.ent[i];

		if (w->val >= min)
			fprintf(f, "w\t%.*s\t%u\n", (int)w->len,
			    (const char *)h->words.pool.s + w->off, w->val);
	}
	return ferror(f) ? TT_EIO : 0;
}

static uint32_t
field(const char *s)
{
	return strcmp(s, "-") == 0 ? ANY : (uint32_t)strtoul(s, NULL, 10);
}

int
tt_hints_load(struct tt_hints **hp, const char *path,
    struct tt_dict_error *err)
{
	char *line = NULL, *f[6];
	struct tt_hints *h;
	size_t cap = 0, nf;
	int r = 0, lineno = 0;
	FILE *fp;

	if ((fp = fopen(path, "r")) == NULL) {
		if (err) {
			snprintf(err->file, sizeof err->file, "%s", path);
			err->line = err->column = 0;
			snprintf(err->text, sizeof err->text, "cannot read");
		}
		return TT_EIO;
	}
	if ((r = tt_hints_new(&h)) < 0) {
		fclose(fp);
		return r;
	}
	while (r == 0 && tt_tsv_line(fp, &line, &cap, &lineno)) {
		nf = tt_tsv_fields(line, f, 6);
		if (strcmp(f[0], "c") == 0 && nf == 6)
			r = addctx(h, field(f[1]), field(f[2]), field(f[3]),
			    field(f[4]), strtoull(f[5], NULL, 10) + 1);
		else if (strcmp(f[0], "s") == 0 && nf == 4)
			r = addseen(h, f[1], f[2]);
		else if (strcmp(f[0], "w") == 0 && nf == 3 && f[1][0] != '\0' &&
		    strtoul(f[2], NULL, 10) > 0)
			r = addword(h, (const uint8_t *)f[1], strlen(f[1]),
			    strtoul(f[2], NULL, 10));
		else
			r = TT_EDICT;
		if (r == TT_EDICT) {
			if (err) {
				snprintf(err->file, sizeof err->file, "%s",
				    path);
				err->line = lineno;
				err->column = 1;
				snprintf(err->text, sizeof err->text,
				    "expected a c line of six tab-separated "
				    "fields, an s line of four or a w line of "
				    "three");
			}
		}
	}
	free(line);
	fclose(fp);
	if (r < 0) {
		tt_hints_free(h);
		return r;
	}
	*hp = h;
	return 0;
}

/* The form hinted for ID id between prev and next, or ANY. */
uint32_t
tt_hints_form(const struct tt_hints *h, const struct tt_dict *d,
    uint32_t prev, uint32_t id, uint32_t next)
{
	static const int order[3][2] = { { 1, 1 }, { 1, 0 }, { 0, 1 } };
	const struct tt_idinfo *in = &d->ids[id];
	size_t k;
	uint32_t f;

	if (h == NULL || h->capctx == 0)
		return ANY;
	for (k = 0; k < 3; k++)
		for (f = 0; f < in->nforms && f < 16; f++)
			if (ctxslot(h, order[k][0] ? prev : ANY, id,
			    order[k][1] ? next : ANY, f)->count)
				return in->form + f;
	return ANY;
}
