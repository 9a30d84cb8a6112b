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
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define ANY UINT32_MAX

struct ctx {
	uint32_t prev, id, next, form;
	uint64_t count;
};

struct tt_hints {
	struct ctx *ctx;		/* open addressing, cap a power of 2 */
	size_t nctx, capctx;
};

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

int
tt_hints_add(struct tt_hints *h, const struct tt_dict *d,
    const struct tt_token *t, size_t nt)
{
	uint32_t prev, next, f;
	size_t i;
	int r = 0;

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
	ssize_t len;
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
	while (r == 0 && (len = getline(&line, &cap, fp)) >= 0) {
		lineno++;
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		nf = tt_tsv_fields(line, f, 6);
		if (f[0][0] == 'c' && nf == 6)
			r = addctx(h, field(f[1]), field(f[2]), field(f[3]),
			    field(f[4]), strtoull(f[5], NULL, 10) + 1);
		else {
			if (err) {
				snprintf(err->file, sizeof err->file, "%s",
				    path);
				err->line = lineno;
				err->column = 1;
				snprintf(err->text, sizeof err->text,
				    "expected a c line of six tab-separated "
				    "fields");
			}
			r = TT_EDICT;
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
