/* SPDX-License-Identifier: MIT */
/*
 * test-image.c: a compiled image that lies is refused, whatever it lies
 * about, and the sources stand in for it.  Each case changes one field
 * of a copy of dict/tr's image, makes its checksum match again (as a
 * hostile image would), and loads it: the load must name the image and
 * encode and decode as the sources do.  (Before the checks, raising an
 * ID's form count wrote past the heap at load.)  An image made before
 * the notes held a root's parts of speech still maps.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "image.h"
#include "dict.h"
#include "test.h"

static char dir[64] = "/tmp/test-image.XXXXXX";
static uint8_t *img;
static size_t nimg;

static void
copy(const char *name)
{
	char from[256], to[256];
	FILE *f, *g;
	int c;

	snprintf(from, sizeof from, "dict/tr/%s", name);
	snprintf(to, sizeof to, "%s/%s", dir, name);
	if ((f = fopen(from, "rb")) == NULL || (g = fopen(to, "wb")) == NULL)
		abort();
	while ((c = getc(f)) != EOF)
		putc(c, g);
	fclose(f);
	if (fclose(g) != 0)
		abort();
}

static void
put(const uint8_t *m, size_t n)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof path, "%s/tt-dict.img", dir);
	if ((f = fopen(path, "wb")) == NULL || fwrite(m, 1, n, f) != n ||
	    fclose(f) != 0)
		abort();
}

/* kitap, encoded and decoded with the dictionary in dir. */
static int
kitap(const struct tt_dict *d)
{
	static const uint8_t s[] = "Kitaplar\xc4\xb1 \xff okudum.";
	struct tt_encoder *e;
	const struct tt_token *t;
	struct tt_buf out = { 0 };
	uint32_t ids[64];
	long n, i;
	int ok;

	if (tt_encoder_new(&e, d, TT_MODE_LOSSLESS) < 0 ||
	    (n = tt_encode(e, s, sizeof s - 1, &t)) < 0 || n > 64)
		abort();
	for (i = 0; i < n; i++)
		ids[i] = t[i].id;
	ok = tt_decode(d, ids, n, &out, NULL) == 0 &&
	    out.n == sizeof s - 1 && memcmp(out.s, s, out.n) == 0;
	tt_buf_free(&out);
	tt_encoder_free(e);
	return ok;
}

/* The image with n bytes at off changed to v, resealed if seal, loaded
 * into *d. */
static int
changed(size_t off, const void *v, size_t n, int seal, struct tt_dict **d,
    struct tt_dict_error *err)
{
	uint8_t *m = malloc(nimg);

	if (m == NULL)
		abort();
	memcpy(m, img, nimg);
	memcpy(m + off, v, n);
	if (seal)
		tt_image_seal(m, nimg);
	put(m, nimg);
	free(m);
	return tt_dict_load(d, dir, err);
}

/* Change n bytes at off to v, reseal unless told, and load: refused for
 * the reason want, and the sources stand in for the image. */
static void
lie(const char *what, size_t off, const void *v, size_t n, int seal,
    const char *want)
{
	struct tt_dict_error err;
	struct tt_dict *d;
	int r = changed(off, v, n, seal, &d, &err);

	CHECK(r == 0 && strstr(err.text, want) != NULL &&
	    strstr(err.file, "tt-dict.img") != NULL && d->map == NULL &&
	    kitap(d), "%s: refused (%s: %s)", what, err.file, err.text);
	if (r == 0)
		tt_dict_free(d);
}

/* Change n bytes at off to v, reseal, and load: the image still maps,
 * and its encoder still gives its text back. */
static void
takes(const char *what, size_t off, const void *v, size_t n)
{
	struct tt_dict_error err;
	struct tt_dict *d;
	int r = changed(off, v, n, 1, &d, &err);

	CHECK(r == 0 && err.text[0] == '\0' && d->map != NULL && kitap(d),
	    "%s: taken, and lossless (%s)", what, err.text);
	if (r == 0)
		tt_dict_free(d);
}

/*
 * An image made before a root's note held its parts of speech beside its
 * gloss (V =açkı+lA) held the gloss alone: such an image, as made of the
 * mapped one, still maps, and its root's gloss reads as a gloss.
 */
static void
before(const struct tt_dict *d, const uint8_t *base, uint32_t id)
{
	const char *note = d->notes + d->note[id], *g = strchr(note, '=');
	struct tt_dict_error err;
	struct tt_dict *old;
	size_t off = (const uint8_t *)note - base, n = strlen(note), np;
	char gloss[64] = { 0 };
	bool ok;

	/* The note becomes its gloss, NULs after it; copied first, as
	 * put() rewrites the file d maps. */
	if (g == NULL || n >= sizeof gloss)
		abort();
	memcpy(gloss, g, strlen(g));
	ok = changed(off, gloss, n, 1, &old, &err) == 0 && old->map != NULL;
	CHECK(ok && strcmp(tt_dict_note(old, id), gloss) == 0 &&
	    tt_dict_pos(old, id, &np) != NULL && np == 0 &&
	    strcmp(tt_dict_gloss(old, id), gloss) == 0 && kitap(old),
	    "an image of notes made before maps: gloss %s, no pos", gloss);
	if (ok)
		tt_dict_free(old);
}

int
main(void)
{
	static const char *src[] = { "tt-dict.tsv", "roots.tsv", "counts.tsv",
	    "trans.tsv", "bpe_tokenler.json" };
	struct tt_dict_error err;
	struct tt_dict *d;
	const uint8_t *base;
	uint32_t id, v;
	uint64_t nc;
	uint16_t nf = 38657;
	uint8_t kind = 9, b, *tails;
	size_t i;
	char path[256];
	struct stat st;
	FILE *f;

	if (mkdtemp(dir) == NULL)
		abort();
	for (i = 0; i < sizeof src / sizeof src[0]; i++)
		copy(src[i]);
	CHECK(tt_dict_compile(dir, &err) == 0, "compiled: %s", err.text);
	snprintf(path, sizeof path, "%s/tt-dict.img", dir);
	if (stat(path, &st) < 0 || (img = malloc(st.st_size)) == NULL ||
	    (f = fopen(path, "rb")) == NULL ||
	    fread(img, 1, st.st_size, f) != (size_t)st.st_size)
		abort();
	fclose(f);
	nimg = st.st_size;
	/* Where the tables lie, from the image as it maps. */
	if (tt_dict_load(&d, dir, &err) < 0 || d->map == NULL)
		abort();
	CHECK(err.text[0] == '\0' && kitap(d), "the image maps and works");
	base = d->map;
	tt_trie_get(d->root, (const uint8_t *)" kitap", 6, &v);
	id = d->forms[v].id;
	lie("an ID's form count raised", (const uint8_t *)&d->ids[id].nforms -
	    base, &nf, sizeof nf, 1, "kind or forms");
	lie("a kind out of its enum", (const uint8_t *)&d->ids[id].kind - base,
	    &kind, 1, 1, "kind or forms");
	v = 0xffffff;
	lie("a form past the pool", (const uint8_t *)&d->forms[v % 8].off -
	    base, &v, sizeof v, 1, "form is out of range");
	b = 0xfe;	/* as 0xff, no letter: the same tail */
	lie("a byte token's byte", (const uint8_t *)d->pool +
	    d->forms[d->ids[d->byte0 + 0xff].form].off - base, &b, 1, 1,
	    "tt adds");
	b = 'x';
	lie("a special's byte", (const uint8_t *)d->pool + d->forms[v % 8].off -
	    base, &b, 1, 1, "");
	/* Tails are not checked (image.c): every one that lies only
	 * makes the phonology choose other forms. */
	if ((tails = malloc(d->nforms)) == NULL)
		abort();
	memset(tails, 0xff, d->nforms);
	takes("every form's tail set", d->tail - base, tails, d->nforms);
	free(tails);
	/* Issue 17's tables and the extension below the largest ID. */
	v = d->nforms + 5;
	i = d->ids[id].form;
	lie("a homograph link out of range", (const uint8_t *)&d->same[i] -
	    base, &v, sizeof v, 1, "homograph link is out of range");
	v = d->ids[d->byte0].form;
	lie("a homograph link to another spelling", (const uint8_t *)
	    &d->same[i] - base, &v, sizeof v, 1, "not alike");
	b = 0x80;
	lie("a category tt never gives", &d->cat[id] - base, &b, 1, 1,
	    "category");
	v = (uint32_t)d->nnotes;
	lie("a note past the notes", (const uint8_t *)&d->note[id] - base,
	    &v, sizeof v, 1, "note");
	CHECK(d->byte0 + 264 < d->nbase && d->ids[d->nbase - 1].kind ==
	    TT_KIND_ROOT, "dict/tr's extension lies below its last root");
	kind = TT_KIND_BPE;
	lie("a BPE piece after the extension", (const uint8_t *)
	    &d->ids[d->nbase - 1].kind - base, &kind, 1, 1, "not where");
	/* The scored model's tables, sized by its columns. */
	CHECK(d->tcost != NULL, "the image keeps the scored model");
	nc = d->ntcol - 1;
	lie("the scored model's columns one fewer", (const uint8_t *)
	    d->tcost - sizeof nc - base, &nc, sizeof nc, 1, "");
	b = TT_TROOT + 1;
	lie("a root's state past the model's rows", &d->rstate[id] - base,
	    &b, 1, 1, "a root's state");
	tt_trie_get(d->root, (const uint8_t *)" açkıla", strlen(" açkıla"),
	    &v);
	before(d, base, d->forms[v].id);
	b = img[nimg / 2] ^ 1;
	lie("a flipped byte, not resealed", nimg / 2, &b, 1, 0, "checksum");
	tt_dict_free(d);
	for (i = 0; i < sizeof src / sizeof src[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, src[i]);
		unlink(path);
	}
	snprintf(path, sizeof path, "%s/tt-dict.img", dir);
	unlink(path);
	rmdir(dir);
	free(img);
	return test_done();
}
