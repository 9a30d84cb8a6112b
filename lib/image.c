/* SPDX-License-Identifier: MIT */
/*
 * image.c: a dictionary compiled to one file that is mapped, not parsed,
 * so that start-up costs a page fault or two instead of reading JSON,
 * generating allomorphs and building tries.  The image sits beside its
 * sources as tt-dict.img and is used only while it is newer than each of
 * them and records their sizes; otherwise the sources are read.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "image.h"

#define MAGIC "ttimage1"
#define VERSION 9	/* 4: tries as double arrays; 5: form tails; 6: <glue>;
			   7: root counts; 8: homographs, categories, notes;
			   9: <nfd> <idot> <hat> <hat1> <idots> */

static const char *sources[] = { "tt-dict.tsv", "roots.tsv", "counts.tsv",
    "kokler.json", "ekler.json", "bpe_tokenler.json", "syllable.json" };
#define NSRC (sizeof sources / sizeof sources[0])

struct header {
	char magic[8];
	uint32_t endian, version;
	uint32_t nbase, nids, byte0, cap, allcaps, space, nforms, glue;
	uint64_t poolsz;
	uint64_t size[NSRC];	/* of each source, UINT64_MAX if absent */
	uint64_t sizes[3];	/* sizeof form, idinfo, header: same build */
	char ttversion[16];	/* of tt: the loader's rules may change */
};

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
	uint64_t n = d->count ? d->nids : 0;
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
	/* The counts: how many, 0 or one per ID, then they. */
	if ((r = tt_blob_put(f, &n, sizeof n)) < 0 ||
	    (r = tt_blob_put(f, d->count, n * sizeof *d->count)) < 0)
		return r;
	/* Forms spelt alike, categories, notes (their bytes, how many
	 * first). */
	if ((r = tt_blob_put(f, d->same,
	    (size_t)d->nforms * sizeof *d->same)) < 0 ||
	    (r = tt_blob_put(f, d->cat, d->nids)) < 0 ||
	    (r = tt_blob_put(f, d->note,
	    (size_t)d->nids * sizeof *d->note)) < 0 ||
	    (r = tt_blob_put(f, &d->nnotes, sizeof d->nnotes)) < 0)
		return r;
	return tt_blob_put(f, d->notes, d->nnotes);
}

int
tt_image_write(const struct tt_dict *d, const char *dir,
    struct tt_dict_error *err)
{
	struct header h = { MAGIC, 0x01020304, VERSION, 0, 0, 0, 0, 0, 0, 0,
	    0, 0, { 0 }, { sizeof(struct tt_form), sizeof(struct tt_idinfo),
	    sizeof h }, TT_VERSION };
	char path[4096], tmp[4200];
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
	snprintf(tmp, sizeof tmp, "%s.%ld", path, (long)getpid());
	if ((f = fopen(tmp, "wb")) == NULL) {
		tt_seterr(err, tmp, 0, 0, "%s", strerror(errno));
		return TT_EIO;
	}
	r = tables(d, &h, f);
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

int
tt_image_map(struct tt_dict *d, const char *dir)
{
	uint64_t size[NSRC];
	const uint64_t *ncount;
	const struct header *h;
	const uint8_t *p, *end;
	char path[4096];
	struct stat st;
	void *map;
	int fd;

	if (tt_path(path, sizeof path, dir, "tt-dict.img", NULL) < 0 ||
	    (fd = open(path, O_RDONLY)) < 0)
		return 1;
	if (fstat(fd, &st) < 0 || st.st_size < (off_t)sizeof *h ||
	    !stamp(dir, size, &st.st_mtim) ||
	    (map = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0)) ==
	    MAP_FAILED) {
		close(fd);
		return 1;
	}
	close(fd);
	h = map;
	p = (const uint8_t *)map + sizeof *h;
	end = (const uint8_t *)map + st.st_size;
	d->map = map;
	d->mapn = st.st_size;
	if (memcmp(h->magic, MAGIC, 8) || h->endian != 0x01020304 ||
	    h->version != VERSION || memcmp(h->size, size, sizeof size) ||
	    h->sizes[0] != sizeof *d->forms || h->sizes[1] != sizeof *d->ids ||
	    h->sizes[2] != sizeof *h ||
	    strncmp(h->ttversion, TT_VERSION, sizeof h->ttversion))
		return 1;
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
		return 1;
	if (*ncount != 0 && (d->count = (uint32_t *)tt_blob_take(&p, end,
	    *ncount * sizeof *d->count)) == NULL)
		return 1;
	return notes(d, &p, end);
}

void
tt_image_unmap(struct tt_dict *d)
{
	munmap(d->map, d->mapn);
}
