/* SPDX-License-Identifier: MIT */
/*
 * image.c: a dictionary compiled to one file that is mapped, not parsed,
 * so that start-up costs a page fault or two instead of reading JSON,
 * generating allomorphs and building tries.  The image sits beside its
 * sources as tt-dict.img and is used only while it is newer than each of
 * them and records their sizes; otherwise the sources are read.
 *
 * An image is checked before anything reads it: a checksum of the whole
 * file finds damage, and one pass over its tables (every index in range,
 * every kind in its enum, every form inside the pool, every trie value
 * at the node its form's bytes lead to, the IDs tt adds where they
 * belong, every suffix's choice of form one of its own, the scored
 * model's columns its suffixes) keeps a hostile one from making a tool
 * read or write out of bounds or decode other bytes than it encoded.
 * The pass costs time in proportion to the image's size, about a
 * millisecond for dict/tr.
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "image.h"
#include "norm.h"
#include "phon.h"

#define MAGIC "ttimage1"
#define VERSION 39	/* 4: tries as double arrays; 5: form tails; 6: <glue>;
			   7: root counts; 8: homographs, categories, notes;
			   9: <nfd> <idot> <hat> <hat1> <idots>;
			   10: checksum, tables checked at map time;
			   11: TT_CAT_VLR; 12: TT_ROOT_NAME;
			   13: TT_SUFFIX_CASE, TT_SUFFIX_POSTCASE;
			   14: the phonology's tables (phon.c);
			   15: homograph bits and what a spelling yields;
			   16: TT_ROOT_YPLUS, VAR_YPLUS;
			   17: the scored model (trans.tsv);
			   18: tt_sum64 in four lanes;
			   19: trie units of 8 bytes, values apart;
			   20: a trie unit's check its parent's base;
			   21: counts before a suffix, what a root adds
			   to the step to one;
			   22: a root's state, Q among them;
			   23: a record per form of what the search
			   reads of a root (dict.h), one cache line
			   where it read six;
			   24: a trie unit's label and base in one word,
			   its value in the other;
			   25: a root's record holds the base its gloss
			   names; 26: TT_RF_NUM; 27: TT_CAT_AORA;
			   28: TT_SUFFIX_NUM; 29: TT_SUFFIX_FINAL;
			   30: TT_RF_STANDSUF; 31: a state and a
			   column for the verb's reading of a suffix
			   glossed for a noun's and a verb's;
			   32: TT_CAT_STEM; 33: TT_IDB_ONE, PF_PLURALN;
			   34: a base a verb spells with a vowel
			   dropped (ayr + ıl); 35: VAR_NARROWY,
			   VAR_YGEN, TT_IDB_SBUF; 36: a softened
			   double (tıbb); 37: PF_CLITIC;
			   38: the ends before a full stop;
			   39: TT_IDB_GENIM */

static const char *sources[] = { "tt-dict.tsv", "roots.tsv", "counts.tsv",
    "trans.tsv", "kokler.json", "ekler.json", "bpe_tokenler.json",
    "syllable.json" };
#define NSRC (sizeof sources / sizeof sources[0])

struct header {
	char magic[8];
	uint32_t endian, version;
	uint32_t nbase, nids, byte0, cap, allcaps, space, nforms, glue;
	uint64_t poolsz;
	uint64_t size[NSRC];	/* of each source, UINT64_MAX if absent */
	uint64_t sizes[4];	/* sizeof form, idinfo, header, phonform:
				   same build */
	char ttversion[16];	/* of tt: the loader's rules may change */
	uint64_t sum;		/* tt_sum64 of the file, this field 0 */
};
#define SUMSEED 0x7474696d61676538u

/* The checksum of image m of n bytes (a multiple of 8). */
static uint64_t
checksum(const uint8_t *m, size_t n)
{
	size_t at = offsetof(struct header, sum);
	uint64_t h = tt_sum64(SUMSEED, m, at);

	h = tt_sum64(h, (const uint8_t *)&(uint64_t){ 0 }, 8);
	return tt_sum64(h, m + at + 8, n - at - 8);
}

/* The sources' sizes; false if one is newer than mtime. */
static bool
stamp(const char *dir, uint64_t *size, const struct timespec *mtime)
{
	char path[4096];
	struct stat st;
	size_t i;

	for (i = 0; i < NSRC; i++) {
		if (tt_path(path, sizeof path, dir, sources[i], NULL) < 0)
			return false;
		if (stat(path, &st) < 0) {
			size[i] = UINT64_MAX;
			continue;
		}
		size[i] = st.st_size;
		if (mtime && (st.st_mtim.tv_sec > mtime->tv_sec ||
		    (st.st_mtim.tv_sec == mtime->tv_sec &&
		    st.st_mtim.tv_nsec > mtime->tv_nsec)))
			return false;
	}
	return true;
}

/* The tables after the header, in the order tt_image_map takes them. */
static int
tables(const struct tt_dict *d, const struct header *h, FILE *f)
{
	uint64_t n = d->count ? d->nids : 0, nc = d->tcost ? d->ntcol : 0,
	    ns = d->scount ? d->nids : 0, nf = d->tfinal != NULL;
	int r;

	if ((r = tt_blob_put(f, h, sizeof *h)) < 0 ||
	    (r = tt_blob_put(f, d->pool, h->poolsz)) < 0 ||
	    (r = tt_blob_put(f, d->forms,
	    (size_t)d->nforms * sizeof *d->forms)) < 0 ||
	    (r = tt_blob_put(f, d->ids,
	    (size_t)d->nids * sizeof *d->ids)) < 0 ||
	    (r = tt_blob_put(f, d->tail, d->nforms)) < 0 ||
	    (r = tt_trie_write(d->root, f)) < 0 ||
	    (r = tt_trie_write(d->suffix, f)) < 0 ||
	    (r = tt_trie_write(d->bpe, f)) < 0)
		return r;
	/* The counts: how many, 0 or one per ID, then they; so the counts
	 * before a suffix. */
	if ((r = tt_blob_put(f, &n, sizeof n)) < 0 ||
	    (r = tt_blob_put(f, d->count, n * sizeof *d->count)) < 0 ||
	    (r = tt_blob_put(f, &ns, sizeof ns)) < 0 ||
	    (r = tt_blob_put(f, d->scount, ns * sizeof *d->scount)) < 0)
		return r;
	/* Forms spelt alike, categories, notes (their bytes, how many
	 * first). */
	if ((r = tt_blob_put(f, d->same,
	    (size_t)d->nforms * sizeof *d->same)) < 0 ||
	    (r = tt_blob_put(f, d->cat, d->nids)) < 0 ||
	    (r = tt_blob_put(f, d->note,
	    (size_t)d->nids * sizeof *d->note)) < 0 ||
	    (r = tt_blob_put(f, &d->nnotes, sizeof d->nnotes)) < 0 ||
	    (r = tt_blob_put(f, d->notes, d->nnotes)) < 0)
		return r;
	/* What phon.c works out of the forms, a third of the start-up
	 * when it was made at each load. */
	if ((r = tt_blob_put(f, d->phon,
	    (size_t)d->nforms * sizeof *d->phon)) < 0 ||
	    (r = tt_blob_put(f, d->idbits, d->nids)) < 0)
		return r;
	if ((r = tt_blob_put(f, d->pick, tt_phon_picksize(d))) < 0)
		return r;
	/* What dict.c's alike() makes of same[] and the categories, a
	 * tenth of the start-up left when it was made at each load. */
	if ((r = tt_blob_put(f, d->alike, d->nforms / 8 + 1)) < 0 ||
	    (r = tt_blob_put(f, d->outs, ((size_t)d->nforms + 1) *
	    sizeof *d->outs)) < 0 ||
	    (r = tt_blob_put(f, d->rootform, (size_t)d->nforms *
	    sizeof *d->rootform)) < 0)
		return r;
	/* The scored model (dict.c, readtrans), a sixth of the start-up
	 * when trans.tsv was read at each load: its columns, 0 without
	 * it, then its tables. */
	if ((r = tt_blob_put(f, &nc, sizeof nc)) < 0 || nc == 0)
		return r;
	if ((r = tt_blob_put(f, d->tcost, (nc + TT_TROOT) * nc *
	    sizeof *d->tcost)) < 0 ||
	    (r = tt_blob_put(f, d->tbound, (TT_TBOUNDK + 1) * (nc +
	    TT_TROOT) * sizeof *d->tbound)) < 0 ||
	    (r = tt_blob_put(f, d->rstate, d->nids)) < 0)
		return r;
	if ((r = tt_blob_put(f, d->rcost, (size_t)d->nids *
	    sizeof *d->rcost)) < 0 || (d->rsuf != NULL &&
	    (r = tt_blob_put(f, d->rsuf, (size_t)d->nids *
	    sizeof *d->rsuf)) < 0))
		return r;
	/* The ends before a full stop: 0 or 1, then its row. */
	if ((r = tt_blob_put(f, &nf, sizeof nf)) < 0 || nf == 0)
		return r;
	return tt_blob_put(f, d->tfinal, (nc + TT_TROOT) * sizeof *d->tfinal);
}

/* The image of d, in memory, its checksum in place: 0 or TT_ENOMEM. */
static int
image(const struct tt_dict *d, struct header *h, char **m, size_t *n)
{
	FILE *f;
	int r;

	if ((f = open_memstream(m, n)) == NULL)
		return TT_ENOMEM;
	r = tables(d, h, f);
	if (fclose(f) != 0 || r < 0) {
		free(*m);
		*m = NULL;
		return TT_ENOMEM;
	}
	tt_image_seal((uint8_t *)*m, *n);
	return 0;
}

void
tt_image_seal(uint8_t *m, size_t n)
{
	uint64_t sum;

	if (n < sizeof(struct header) || n % 8 != 0)
		return;
	sum = checksum(m, n);
	memcpy(m + offsetof(struct header, sum), &sum, sizeof sum);
}

int
tt_image_write(const struct tt_dict *d, const char *dir,
    struct tt_dict_error *err)
{
	struct header h = { MAGIC, 0x01020304, VERSION, 0, 0, 0, 0, 0, 0, 0,
	    0, 0, { 0 }, { sizeof(struct tt_form), sizeof(struct tt_idinfo),
	    sizeof h, sizeof(struct tt_phonform) }, TT_VERSION, 0 };
	char path[4096], tmp[4200], *m = NULL;
	size_t n = 0;
	FILE *f;
	int r;

	if ((r = tt_path(path, sizeof path, dir, "tt-dict.img", err)) < 0)
		return r;
	h.nbase = d->nbase, h.nids = d->nids, h.byte0 = d->byte0;
	h.cap = d->cap, h.allcaps = d->allcaps, h.space = d->space;
	h.glue = d->glue;
	h.nforms = d->nforms;
	h.poolsz = d->forms[d->nforms - 1].off + d->forms[d->nforms - 1].len;
	stamp(dir, h.size, NULL);
	if ((r = image(d, &h, &m, &n)) < 0)
		return r;
	snprintf(tmp, sizeof tmp, "%s.%ld", path, (long)getpid());
	if ((f = fopen(tmp, "wb")) == NULL) {
		tt_seterr(err, tmp, 0, 0, "%s", strerror(errno));
		free(m);
		return TT_EIO;
	}
	r = fwrite(m, 1, n, f) == n ? 0 : TT_EIO;
	free(m);
	if (fclose(f) != 0 && r == 0)
		r = TT_EIO;
	/* Rename last, so that a reader never sees half an image. */
	if (r == 0 && rename(tmp, path) < 0)
		r = TT_EIO;
	if (r < 0) {
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
		unlink(tmp);
	}
	return r;
}

/* What tables() writes after the counts. */
static int
notes(struct tt_dict *d, const uint8_t **p, const uint8_t *end)
{
	const uint64_t *nn;

	d->same = (uint32_t *)tt_blob_take(p, end,
	    (size_t)d->nforms * sizeof *d->same);
	d->cat = (uint8_t *)tt_blob_take(p, end, d->nids);
	d->note = (uint32_t *)tt_blob_take(p, end,
	    (size_t)d->nids * sizeof *d->note);
	if (!d->same || !d->cat || !d->note ||
	    (nn = tt_blob_take(p, end, sizeof *nn)) == NULL || *nn == 0 ||
	    (d->notes = (char *)tt_blob_take(p, end, *nn)) == NULL ||
	    d->notes[*nn - 1] != '\0')
		return 1;
	d->nnotes = *nn;
	return 0;
}

/* What tables() writes after the notes: phon.c's tables, then
 * alike()'s, then the roots' records. */
static int
derived(struct tt_dict *d, const uint8_t **p, const uint8_t *end)
{
	d->phon = (struct tt_phonform *)tt_blob_take(p, end,
	    (size_t)d->nforms * sizeof *d->phon);
	d->idbits = (uint8_t *)tt_blob_take(p, end, d->nids);
	/* Sized by ids[] unchecked, but inside the image. */
	d->pick = (uint8_t *)tt_blob_take(p, end, tt_phon_picksize(d));
	d->alike = (uint8_t *)tt_blob_take(p, end, d->nforms / 8 + 1);
	d->outs = (uint16_t *)tt_blob_take(p, end, ((size_t)d->nforms + 1) *
	    sizeof *d->outs);
	d->rootform = (struct tt_rootform *)tt_blob_take(p, end,
	    (size_t)d->nforms * sizeof *d->rootform);
	return d->phon && d->idbits && d->pick && d->alike && d->outs &&
	    d->rootform ? 0 : 1;
}

/* What tables() writes last: the scored model, if there is one.  Its
 * columns are checked against the suffixes in check(). */
static int
scored(struct tt_dict *d, const uint8_t **p, const uint8_t *end)
{
	const uint64_t *nc, *nf;

	if ((nc = tt_blob_take(p, end, sizeof *nc)) == NULL ||
	    *nc > TT_TMAXSUF + 1)
		return 1;
	if (*nc == 0)
		return 0;
	d->ntcol = *nc;
	d->tcost = (float *)tt_blob_take(p, end, (*nc + TT_TROOT) * *nc *
	    sizeof *d->tcost);
	d->tbound = (float *)tt_blob_take(p, end, (TT_TBOUNDK + 1) *
	    (*nc + TT_TROOT) * sizeof *d->tbound);
	d->rstate = (uint8_t *)tt_blob_take(p, end, d->nids);
	d->rcost = (float *)tt_blob_take(p, end, (size_t)d->nids *
	    sizeof *d->rcost);
	if (d->scount != NULL)
		d->rsuf = (float *)tt_blob_take(p, end, (size_t)d->nids *
		    sizeof *d->rsuf);
	if ((nf = tt_blob_take(p, end, sizeof *nf)) == NULL || *nf > 1)
		return 1;
	if (*nf == 1)
		d->tfinal = (float *)tt_blob_take(p, end, (*nc + TT_TROOT) *
		    sizeof *d->tfinal);
	return d->tcost && d->tbound && d->rstate && d->rcost &&
	    (d->scount == NULL || d->rsuf) && (*nf == 0 || d->tfinal) ? 0 : 1;
}

/* --- Checking an image before it is used --------------------------------- */

static bool
inext(const struct tt_dict *d, uint32_t id)
{
	return id >= d->byte0 && id - d->byte0 < TT_EXTN;
}

/*
 * Is tt's extension where dict.c's extbase() and extend() put it: right
 * after the largest BPE piece when the TT_EXTN IDs there are free (no file
 * ID in them), else after the largest file ID; the markers after the
 * byte tokens, and the vocabulary up to the larger of both ends?
 */
static const char *
extpos(const struct tt_dict *d)
{
	uint32_t id, bpe = UINT32_MAX, next = UINT32_MAX, ext = d->byte0;

	if (d->nbase > d->nids || ext > d->nbase ||
	    d->nids != (d->nbase > ext + TT_EXTN ? d->nbase : ext + TT_EXTN) ||
	    d->cap != ext + 256 || d->allcaps != ext + 257 ||
	    d->glue != ext + 258 || d->space >= d->nids)
		return "its special IDs are not where tt puts them";
	/* The largest BPE piece, sought from the top: dict/tr's pieces
	 * follow its roots and suffixes. */
	for (id = d->nbase; id-- > 0;)
		if (!inext(d, id) && d->ids[id].kind == TT_KIND_BPE) {
			bpe = id;
			break;
		}
	for (id = bpe + 1; bpe != UINT32_MAX && id < d->nbase; id++)
		if (!inext(d, id) && d->ids[id].kind != TT_KIND_NONE) {
			next = id;
			break;
		}
	if (ext != tt_extbase(bpe, next, d->nbase))
		return "its special IDs are not where tt puts them";
	return NULL;
}

/* The IDs tt adds (dict.c, extend): each of one form, the last forms in
 * their order, a byte token its byte, none with a category or note. */
static const char *
checkext(const struct tt_dict *d)
{
	const struct tt_idinfo *in;
	const uint8_t *s;
	uint32_t i, id;
	size_t n;

	for (i = 0; i < TT_EXTN; i++) {
		id = d->byte0 + i;
		in = &d->ids[id];
		s = tt_form_str(d, in->form, &n);
		if (in->nforms != 1 || in->form != d->nforms - TT_EXTN + i ||
		    in->kind != (i < 256 ? TT_KIND_BYTE : id == d->glue ?
		    TT_KIND_GLUE : TT_KIND_CASE) ||
		    (i < 256 && (n != 1 || s[0] != i)) || d->cat[id] != 0 ||
		    d->note[id] != 0 || d->same[in->form] != UINT32_MAX)
			return "a token tt adds is not what it stands for";
	}
	return NULL;
}

/* Which trie holds form f: 0 roots and specials, 1 suffixes, 2 BPE,
 * 3 none. */
static unsigned
trieof(const struct tt_dict *d, uint32_t f)
{
	unsigned k = d->ids[d->forms[f].id].kind;

	return k == TT_KIND_ROOT || k == TT_KIND_SPECIAL ? 0 :
	    k == TT_KIND_SUFFIX ? 1 : k == TT_KIND_BPE ? 2 : 3;
}

/*
 * The tries against the forms: each form of a trie's kinds that no
 * same[] link leads to (linked) is the key of a node of its trie that
 * holds it with the tags dict.c gives it, and the trie holds no other
 * value.  A node holds one value, so every value is at the node its
 * form's bytes lead to.  Driven by the forms, not by the units, it
 * reads each form's ID once, where a call per value to ask for its
 * form cost a fifth of the check.  A walk goes on from the bytes the
 * trie's form before shared (path[], the nodes they led to; forms are
 * at most TT_MAXFORM + 4 bytes, checkids): three in five of dict/tr's,
 * and comparing a byte costs less than a step.
 */
static const char *
checktries(const struct tt_dict *d, const uint8_t *linked)
{
	const struct tt_trie *trie[3] = { d->root, d->suffix, d->bpe };
	uint32_t path[3][TT_MAXFORM + 5];
	const uint8_t *prev[3] = { NULL, NULL, NULL }, *s, *p;
	size_t nval[3] = { 0, 0, 0 }, nprev[3] = { 0, 0, 0 }, n, m, i;
	const struct tt_idinfo *in;
	unsigned k, tag;
	uint32_t f;

	for (k = 0; k < 3; k++)
		path[k][0] = 0;
	for (f = 0; f < d->nforms; f++) {
		if ((k = trieof(d, f)) == 3 || linked[f >> 3] >> (f & 7) & 1)
			continue;
		in = &d->ids[d->forms[f].id];
		tag = (in->kind == TT_KIND_ROOT ? TT_TAG_ROOT : 0) |
		    (in->nforms == 1 ? TT_TAG_SINGLE : 0);
		s = tt_form_str(d, f, &n);
		m = n < nprev[k] ? n : nprev[k];
		p = prev[k];
		for (i = 0; i < m && s[i] == p[i]; i++)
			;
		if (!tt_trie_holds(trie[k], s, n, i, path[k], f, tag))
			return "a trie does not lead to its forms";
		prev[k] = s;
		nprev[k] = n;
		nval[k]++;
	}
	for (k = 0; k < 3; k++)
		if (nval[k] != tt_trie_nvals(trie[k]))
			return "a trie holds what is not its forms";
	return NULL;
}

/*
 * same[]: each link to another form spelt alike in the same trie, no
 * form linked to twice (*linked marks them; a trie may hold none of
 * them, so every chain from a trie's form ends), and d->alike a bit
 * for each.  Not d->outs, what a spelling yields per category: bits
 * that only steer the encoder's search, as the categories do.
 */
static const char *
checksame(const struct tt_dict *d, uint8_t *linked)
{
	uint32_t f, g;
	const uint8_t *a, *b;
	size_t na, nb;
	unsigned bits = 0;

	/* bits: the rest of f's byte of d->alike, f's bit lowest. */
	for (f = 0; f < d->nforms; f++, bits >>= 1) {
		if (f % 8 == 0)
			bits = d->alike[f / 8];
		if ((g = d->same[f]) == UINT32_MAX) {
			if (bits & 1)
				return "a homograph bit is not its link's";
			continue;
		}
		if (g >= d->nforms || g == f || linked[g >> 3] >> (g & 7) & 1)
			return "a homograph link is out of range";
		linked[g >> 3] |= 1u << (g & 7);
		a = tt_form_str(d, f, &na);
		b = tt_form_str(d, g, &nb);
		if (trieof(d, f) == 3 || trieof(d, f) != trieof(d, g) ||
		    na != nb || memcmp(a, b, na) != 0)
			return "a homograph link joins forms not alike";
		if (!(bits & 1))
			return "a homograph bit is not its link's";
	}
	return NULL;
}

/* Is c a category dict.c's category() gives (or 0)? */
static bool
goodcat(unsigned c)
{
	if (c == 0)
		return true;
	if (c & TT_CAT_VLR && (c &= ~TT_CAT_VLR) == 0)
		return false;
	/* A root's category (what it yields) with its stem bit. */
	if (c & TT_CAT_STEM && (c & TT_CAT_ANY) == 0)
		return (c &= ~TT_CAT_STEM) != 0 && c < TT_CAT_SAME;
	if (c & TT_CAT_SAME)
		return (c & ~(TT_CAT_SAME | TT_CAT_ANY)) == 0 &&
		    (c & TT_CAT_ANY) != 0;
	return c < TT_CAT_SAME && c / TT_CAT_OUT != 0;
}

/* Each ID's category one dict.c gives, its note the start of a string
 * in the notes (the last byte of which is NUL, notes()). */
static const char *
checknotes(const struct tt_dict *d)
{
	uint32_t id, at;

	if (d->notes[0] != '\0')
		return "its notes do not begin with the empty one";
	for (id = 0; id < d->nids; id++) {
		at = d->note[id];
		if (!goodcat(d->cat[id]))
			return "an ID's category is not one tt gives";
		if (at >= d->nnotes || (at > 0 && d->notes[at - 1] != '\0'))
			return "an ID's note is out of place";
	}
	return NULL;
}

/* Is form f inside the pool, and not longer than a form may be? */
static bool
inpool(const struct tt_dict *d, uint32_t f, uint64_t poolsz)
{
	const struct tt_form *fm = &d->forms[f];

	/* 32 bits each, so their sum does not wrap. */
	return (uint64_t)fm->off + fm->len <= poolsz &&
	    fm->len <= TT_MAXFORM + 4;
}

/*
 * Every ID's forms in range and its own, every form in the pool, and
 * each form's record (d->rootform) of its own ID: the search cuts by
 * the record's ID and writes the form's, which must be one.  The rest
 * of a record, like the categories, only steers the search.  Not
 * each form's tail (phon.c) against its bytes, which took a quarter of
 * the loading time: the checksum finds a damaged image, and a tail that
 * lies only makes the phonology choose other forms (tt_phon_carry masks
 * its bits), as a dictionary of other rules would.
 *
 * A form has one ID, so no two IDs' ranges share a form: when they hold
 * nforms forms in all, every form is in its own ID's range, and the
 * forms are read once, ID by ID, where a second pass to look each
 * form's ID up cost a tenth of the start-up.  Only an image with forms
 * no ID's, or an ID of UINT16_MAX forms and more (its count stops
 * there), needs that pass.
 */
static const char *
checkids(const struct tt_dict *d, uint64_t poolsz)
{
	const struct tt_idinfo *in;
	const struct tt_form *fm;
	uint64_t held = 0;
	uint32_t id, f;

	for (id = 0; id < d->nids; id++) {
		in = &d->ids[id];
		if (in->kind > TT_KIND_GLUE || (in->kind == TT_KIND_NONE) !=
		    (in->nforms == 0) || inext(d, id) != (in->kind >
		    TT_KIND_BPE) || in->form > d->nforms ||
		    in->nforms > d->nforms - in->form)
			return "an ID's kind or forms are out of range";
		for (f = in->form; f < in->form + in->nforms; f++) {
			if (d->forms[f].id != id || d->rootform[f].id != id)
				return "an ID's forms are not its own";
			if (!inpool(d, f, poolsz))
				return "a form is out of range";
		}
		held += in->nforms;
	}
	if (held == d->nforms)
		return NULL;
	for (f = 0; f < d->nforms; f++) {
		fm = &d->forms[f];
		if (!inpool(d, f, poolsz) || fm->id >= d->nids ||
		    d->rootform[f].id != fm->id ||
		    f < d->ids[fm->id].form || (f - d->ids[fm->id].form >=
		    d->ids[fm->id].nforms && d->ids[fm->id].nforms <
		    UINT16_MAX))
			return "a form is out of range";
	}
	return NULL;
}

/*
 * The scored model's columns, END and one per suffix ID: its states
 * (d->tstate, worked out again from the IDs, not kept) index its rows
 * and columns.  Not its costs: like the categories they only steer the
 * search, whose cut decoding checks.
 */
static const char *
checkscored(struct tt_dict *d)
{
	uint32_t id;
	long nsuf;

	if (d->tcost == NULL)
		return NULL;
	if ((nsuf = tt_dict_tstate(d)) == TT_ENOMEM)
		return "no memory to check it";
	if (nsuf < 0 || d->ntcol != (uint64_t)nsuf + 1)
		return "its scored model is not its suffixes'";
	/* A root's state is a row of the model's. */
	for (id = 0; id < d->nids; id++)
		if (d->rstate[id] > TT_TROOT)
			return "a root's state is not one of its model's";
	return NULL;
}

/* The tables of a mapped image, after its checksum: NULL or what is
 * wrong with them. */
static const char *
check(struct tt_dict *d, uint64_t poolsz)
{
	uint8_t *linked;
	const char *why;

	if (d->nforms < TT_EXTN || d->nids < TT_EXTN)
		return "it has too few forms or IDs";
	if ((why = extpos(d)) != NULL || (why = checkids(d, poolsz)) != NULL ||
	    (why = checkext(d)) != NULL || (why = checknotes(d)) != NULL ||
	    (why = tt_phon_check(d)) != NULL)
		return why;
	if ((linked = calloc(d->nforms / 8 + 1, 1)) == NULL)
		return "no memory to check it";
	if ((why = checksame(d, linked)) == NULL)
		why = checktries(d, linked);
	free(linked);
	return why != NULL ? why : checkscored(d);
}

/* The header's counts into d, and the tables after it; NULL or why not. */
static const char *
take(struct tt_dict *d, const struct header *h, const uint8_t *p,
    const uint8_t *end)
{
	const uint64_t *ncount;

	d->nbase = h->nbase;
	d->nids = h->nids;
	d->byte0 = h->byte0;
	d->cap = h->cap;
	d->allcaps = h->allcaps;
	d->glue = h->glue;
	d->space = h->space;
	d->nforms = h->nforms;
	d->pool = (uint8_t *)tt_blob_take(&p, end, h->poolsz);
	d->forms = (struct tt_form *)tt_blob_take(&p, end,
	    (size_t)h->nforms * sizeof *d->forms);
	d->ids = (struct tt_idinfo *)tt_blob_take(&p, end,
	    (size_t)h->nids * sizeof *d->ids);
	d->tail = (uint8_t *)tt_blob_take(&p, end, h->nforms);
	if (!d->pool || !d->forms || !d->ids || !d->tail ||
	    tt_trie_map(&d->root, &p, end) < 0 ||
	    tt_trie_map(&d->suffix, &p, end) < 0 ||
	    tt_trie_map(&d->bpe, &p, end) < 0 ||
	    (ncount = tt_blob_take(&p, end, sizeof *ncount)) == NULL ||
	    (*ncount != 0 && *ncount != d->nids))
		return "its tables do not fit it";
	if (*ncount != 0 && (d->count = (uint32_t *)tt_blob_take(&p, end,
	    *ncount * sizeof *d->count)) == NULL)
		return "its tables do not fit it";
	if ((ncount = tt_blob_take(&p, end, sizeof *ncount)) == NULL ||
	    (*ncount != 0 && (*ncount != d->nids || d->count == NULL)) ||
	    (*ncount != 0 && (d->scount = (uint32_t *)tt_blob_take(&p, end,
	    *ncount * sizeof *d->scount)) == NULL))
		return "its tables do not fit it";
	if (notes(d, &p, end) != 0 || derived(d, &p, end) != 0 ||
	    scored(d, &p, end) != 0)
		return "its tables do not fit it";
	if (p != end)
		return "it has bytes after its tables";
	return check(d, h->poolsz);
}

/* Is the header one this tt wrote?  NULL, or why not. */
static const char *
current(const struct header *h)
{
	if (memcmp(h->magic, MAGIC, 8) != 0)
		return "not a tt dictionary image";
	if (h->endian != 0x01020304 || h->sizes[0] != sizeof(struct tt_form) ||
	    h->sizes[1] != sizeof(struct tt_idinfo) ||
	    h->sizes[2] != sizeof *h ||
	    h->sizes[3] != sizeof(struct tt_phonform))
		return "compiled on another kind of machine";
	if (h->version != VERSION ||
	    strncmp(h->ttversion, TT_VERSION, sizeof h->ttversion) != 0)
		return "compiled by another version of tt";
	return NULL;
}

int
tt_image_map(struct tt_dict *d, const char *dir, struct tt_dict_error *err)
{
	uint64_t size[NSRC];
	const struct header *h;
	const char *why;
	char path[4096];
	struct stat st;
	void *map;
	int fd;

	if (tt_path(path, sizeof path, dir, "tt-dict.img", NULL) < 0 ||
	    (fd = open(path, O_RDONLY)) < 0)
		return 1;
	if (fstat(fd, &st) < 0 || !stamp(dir, size, &st.st_mtim)) {
		close(fd);
		return 1;
	}
	if (st.st_size < (off_t)sizeof *h) {
		close(fd);
		tt_seterr(err, path, 0, 0, "damaged image: %s",
		    "shorter than its header");
		return TT_EDICT;
	}
	if ((map = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0)) ==
	    MAP_FAILED) {
		close(fd);
		return 1;
	}
	close(fd);
	h = map;
	d->map = map;
	d->mapn = st.st_size;
	if ((why = current(h)) != NULL) {
		tt_seterr(err, path, 0, 0, "%s", why);
		return 1;
	}
	if (memcmp(h->size, size, sizeof size) != 0) {
		tt_seterr(err, path, 0, 0, "%s",
		    "compiled from other sources than the ones beside it");
		return 1;
	}
	if (st.st_size % 8 != 0 || checksum(map, st.st_size) != h->sum)
		why = "its checksum does not match";
	else
		why = take(d, h, (const uint8_t *)map + sizeof *h,
		    (const uint8_t *)map + st.st_size);
	if (why != NULL) {
		tt_seterr(err, path, 0, 0, "damaged image: %s", why);
		return TT_EDICT;
	}
	return 0;
}

void
tt_image_unmap(struct tt_dict *d)
{
	munmap(d->map, d->mapn);
}
