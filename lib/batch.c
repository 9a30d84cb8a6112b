/* SPDX-License-Identifier: MIT */
/*
 * batch.c: many lines in memory encoded at once on threads of the
 * library's own, in order (tt_batch_encode), for callers that hold their
 * lines as strings rather than a file: the Python module.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"

/*
 * The lines are shared out in chunks of about CHUNK bytes, or CHUNKLINES
 * lines so that a batch of empty lines still shares out; each thread takes
 * the next chunk when it is done with one.
 */
#define CHUNK (64 * 1024)
#define CHUNKLINES 1024
#define MAXTHREADS 256

struct chunk {
	size_t first, nline;	/* its lines */
	uint32_t *ids;		/* their IDs, back to back */
	size_t nid, cap;
	long err;		/* 0 or a TT_E* code */
};

struct tt_batch {
	const struct tt_dict *d;
	enum tt_mode mode;
	struct tt_encoder **e;	/* one per thread; e[0]'s cache is shared */
	int ne;
	/* The call in progress, which every thread reads. */
	const uint8_t *text;
	const size_t *off;
	struct chunk *chunk;
	size_t nchunk, capchunk, next;
	pthread_mutex_t mu;
	/* What the last call gave. */
	uint32_t *ids;
	size_t capids;
	size_t *idoff;
	size_t capoff;
};

struct worker {
	struct tt_batch *b;
	struct tt_encoder *e;
	pthread_t th;
};

int
tt_batch_new(struct tt_batch **bp, const struct tt_dict *d,
    enum tt_mode mode)
{
	struct tt_batch *b;
	int r;

	*bp = NULL;
	if ((b = calloc(1, sizeof *b)) == NULL)
		return TT_ENOMEM;
	b->d = d;
	b->mode = mode;
	if ((b->e = calloc(1, sizeof *b->e)) == NULL) {
		free(b);
		return TT_ENOMEM;
	}
	if ((r = tt_encoder_new(&b->e[0], d, mode)) < 0) {
		free(b->e);
		free(b);
		return r;
	}
	b->ne = 1;
	pthread_mutex_init(&b->mu, NULL);
	*bp = b;
	return 0;
}

void
tt_batch_free(struct tt_batch *b)
{
	size_t i;
	int k;

	if (b == NULL)
		return;
	for (k = 0; k < b->ne; k++)
		tt_encoder_free(b->e[k]);
	for (i = 0; i < b->capchunk; i++)
		free(b->chunk[i].ids);
	pthread_mutex_destroy(&b->mu);
	free(b->e);
	free(b->chunk);
	free(b->ids);
	free(b->idoff);
	free(b);
}

/*
 * Encoders for nth threads, each sharing the first one's cache.  A cache
 * is made shared before its first word, so more threads than before start
 * afresh: new encoders, an empty cache (the tokens do not depend on it).
 */
static int
encoders(struct tt_batch *b, int nth)
{
	struct tt_encoder **e;
	int r;

	if (nth <= b->ne)
		return 0;
	if ((e = realloc(b->e, nth * sizeof *e)) == NULL)
		return TT_ENOMEM;
	b->e = e;
	for (; b->ne > 0; b->ne--)
		tt_encoder_free(e[b->ne - 1]);
	for (; b->ne < nth; b->ne++) {
		if ((r = tt_encoder_new(&e[b->ne], b->d, b->mode)) < 0)
			return r;
		if (b->ne > 0 && (r = tt_encoder_share(e[b->ne], e[0])) < 0) {
			tt_encoder_free(e[b->ne]);
			return r;
		}
	}
	return 0;
}

/* A new chunk of lines first .. first + nline - 1. */
static int
addchunk(struct tt_batch *b, size_t first, size_t nline)
{
	size_t had = b->capchunk;
	struct chunk *c;
	int r;

	if ((r = tt_grow(&b->chunk, &b->capchunk, b->nchunk + 1,
	    sizeof *b->chunk)) < 0)
		return r;
	/* Slots new to the array own no buffer yet. */
	memset(b->chunk + had, 0, (b->capchunk - had) * sizeof *b->chunk);
	c = &b->chunk[b->nchunk++];
	c->first = first;
	c->nline = nline;
	c->nid = 0;
	c->err = 0;
	return 0;
}

/* Cut the lines into chunks: all in one when there is one thread. */
static int
chunks(struct tt_batch *b, size_t nline, int nth)
{
	size_t i, start;
	int r;

	b->nchunk = b->next = 0;
	for (i = start = 0; i < nline; i++) {
		if (i + 1 < nline && (nth == 1 || (i + 1 - start <
		    CHUNKLINES && b->off[i + 1] - b->off[start] < CHUNK)))
			continue;
		if ((r = addchunk(b, start, i + 1 - start)) < 0)
			return r;
		start = i + 1;
	}
	return 0;
}

/*
 * Encode the lines of c; line i's IDs end at b->idoff[i + 1], counted
 * from the chunk's first ID until gather() adds what comes before it.
 */
static void
encodechunk(struct tt_batch *b, struct tt_encoder *e, struct chunk *c)
{
	const struct tt_token *t;
	size_t i, k;
	long n;

	for (i = c->first; i < c->first + c->nline; i++) {
		n = tt_encode(e, b->text + b->off[i], b->off[i + 1] -
		    b->off[i], &t);
		if (n < 0) {
			c->err = n;
			return;
		}
		if ((c->err = tt_grow_ids(&c->ids, &c->cap, c->nid + n)) < 0)
			return;
		for (k = 0; k < (size_t)n; k++)
			c->ids[c->nid++] = t[k].id;
		b->idoff[i + 1] = c->nid;
	}
}

/* Take chunks until none is left. */
static void *
work(void *arg)
{
	struct worker *w = arg;
	struct tt_batch *b = w->b;
	size_t i;

	for (;;) {
		pthread_mutex_lock(&b->mu);
		i = b->next < b->nchunk ? b->next++ : b->nchunk;
		pthread_mutex_unlock(&b->mu);
		if (i == b->nchunk)
			return NULL;
		encodechunk(b, w->e, &b->chunk[i]);
	}
}

/*
 * Run the chunks on nth threads, the caller's among them.  A thread that
 * cannot be started leaves its share to the others.
 */
static int
runchunks(struct tt_batch *b, int nth)
{
	struct worker *w;
	int k, started;

	if ((w = calloc(nth, sizeof *w)) == NULL)
		return TT_ENOMEM;
	for (k = 0; k < nth; k++) {
		w[k].b = b;
		w[k].e = b->e[k];
	}
	for (k = 1, started = 1; k < nth && b->nchunk > 1; k++, started++)
		if (pthread_create(&w[k].th, NULL, work, &w[k]) != 0)
			break;
	work(&w[0]);
	for (k = 1; k < started; k++)
		pthread_join(w[k].th, NULL);
	free(w);
	return 0;
}

/* Put the chunks' IDs back to back in b->ids; their total or an error. */
static long
gather(struct tt_batch *b)
{
	struct chunk *c;
	size_t i, k, total;
	uint32_t *swap;
	int r;

	for (i = total = 0; i < b->nchunk; i++) {
		if (b->chunk[i].err < 0)
			return b->chunk[i].err;
		total += b->chunk[i].nid;
	}
	if (b->nchunk == 1) {
		/* One chunk: its buffer becomes the output, no copy. */
		c = &b->chunk[0];
		swap = b->ids, b->ids = c->ids, c->ids = swap;
		k = b->capids, b->capids = c->cap, c->cap = k;
		return (long)total;
	}
	if ((r = tt_grow_ids(&b->ids, &b->capids, total)) < 0)
		return r;
	for (i = total = 0; i < b->nchunk; total += c->nid, i++) {
		c = &b->chunk[i];
		if (c->nid > 0)
			memcpy(b->ids + total, c->ids, c->nid * sizeof *c->ids);
		for (k = c->first; k < c->first + c->nline; k++)
			b->idoff[k + 1] += total;
	}
	return (long)total;
}

long
tt_batch_encode(struct tt_batch *b, int nth, const uint8_t *text,
    const size_t *off, size_t nline, const uint32_t **ids,
    const size_t **idoff)
{
	long r;

	if (nth < 1 || nth > MAXTHREADS)
		return TT_EINVAL;
	if ((r = encoders(b, nth)) < 0 || (r = tt_grow(&b->idoff,
	    &b->capoff, nline + 1, sizeof *b->idoff)) < 0)
		return r;
	b->text = text;
	b->off = off;
	b->idoff[0] = 0;
	if ((r = chunks(b, nline, nth)) < 0 || (r = runchunks(b, nth)) < 0 ||
	    (r = gather(b)) < 0)
		return r;
	*ids = b->ids;
	*idoff = b->idoff;
	return r;
}
