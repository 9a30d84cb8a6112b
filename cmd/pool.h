/* SPDX-License-Identifier: MIT */
/* pool.h: an ordered pool of worker threads for the tt-* filters. */
#ifndef POOL_H
#define POOL_H

#include <stddef.h>

/*
 * The main thread fills jobs in turn (pool_next, then pool_submit); the
 * workers run them in the same turn; the main thread finishes each, in
 * order, before it fills it again, so the output keeps the input's order
 * whatever the threads do.  With one thread a job runs when submitted.
 * Jobs and workers are zeroed memory of the sizes given, owned by the
 * pool; a tool keeps its buffers in them and frees them in its hooks.
 */
struct pool_def {
	size_t jobsize, workersize;
	void (*run)(void *worker, void *job);	/* on a worker thread */
	void (*finish)(void *job);		/* main thread, in order */
	void (*reset)(void *job);		/* before it is filled again */
	void (*freejob)(void *job);
	void (*freeworker)(void *worker);
};

/* Start nth threads (1: none); returns the first worker, for setup. */
void *pool_start(const struct pool_def *def, int nth);
/* The worker state of thread i, 0 <= i < max(nth, 1). */
void *pool_worker(int i);
/* The next job to fill, finished and reset. */
void *pool_next(void);
void pool_submit(void);
/* Finish what is left, in order, end the threads, free everything. */
void pool_stop(void);

#endif
