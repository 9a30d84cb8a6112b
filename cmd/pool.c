/* SPDX-License-Identifier: MIT */
/* pool.c: the ordered thread pool that tt-encode and tt-decode share. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "pool.h"

enum { JOB_FREE, JOB_QUEUED, JOB_DONE };

static struct {
	const struct pool_def *def;
	pthread_mutex_t mu;
	pthread_cond_t work, done;
	char *job, *w;
	int *state;
	int njob, nw, fill, take, queued, quit;
	pthread_t *th;
	int nth;
} pool;

/*
 * Jobs and workers are written by different threads at once, so each
 * takes whole cache lines: no two threads write one line.
 */
#define LINE 64

static size_t
stride(size_t size)
{
	return (size + LINE - 1) / LINE * LINE;
}

static void *
zalloc(size_t n, size_t size)
{
	void *p = aligned_alloc(LINE, n * stride(size));

	if (p == NULL)
		cli_die("out of memory");
	return memset(p, 0, n * stride(size));
}

static void *
job(int i)
{
	return pool.job + (size_t)i * stride(pool.def->jobsize);
}

void *
pool_worker(int i)
{
	return pool.w + (size_t)i * stride(pool.def->workersize);
}

static void *
work(void *w)
{
	int i;

	pthread_mutex_lock(&pool.mu);
	for (;;) {
		while (pool.queued == 0 && !pool.quit)
			pthread_cond_wait(&pool.work, &pool.mu);
		if (pool.queued == 0)
			break;
		i = pool.take;
		pool.take = (i + 1) % pool.njob;
		pool.queued--;
		pthread_mutex_unlock(&pool.mu);
		pool.def->run(w, job(i));
		pthread_mutex_lock(&pool.mu);
		pool.state[i] = JOB_DONE;
		pthread_cond_broadcast(&pool.done);
	}
	pthread_mutex_unlock(&pool.mu);
	return NULL;
}

void *
pool_start(const struct pool_def *def, int nth)
{
	pool.def = def;
	pthread_mutex_init(&pool.mu, NULL);
	pthread_cond_init(&pool.work, NULL);
	pthread_cond_init(&pool.done, NULL);
	pool.nth = nth > 1 ? nth : 0;
	pool.njob = nth > 1 ? 2 * nth : 1;
	pool.nw = nth > 1 ? nth : 1;
	pool.job = zalloc(pool.njob, def->jobsize);
	pool.w = zalloc(pool.nw, def->workersize);
	pool.state = calloc(pool.njob, sizeof *pool.state);
	pool.th = calloc(pool.nw, sizeof *pool.th);
	if (pool.state == NULL || pool.th == NULL)
		cli_die("out of memory");
	return pool_worker(0);
}

/* The threads start once the tool has set its workers up. */
static void
launch(void)
{
	static int started;
	int i;

	if (started++)
		return;
	for (i = 0; i < pool.nth; i++)
		if ((errno = pthread_create(&pool.th[i], NULL, work,
		    pool_worker(i))) != 0)
			cli_die("cannot start a thread: %s", strerror(errno));
}

/* Wait for the job in slot i, if any, and finish it. */
static void
await(int i)
{
	int st;

	pthread_mutex_lock(&pool.mu);
	while ((st = pool.state[i]) == JOB_QUEUED)
		pthread_cond_wait(&pool.done, &pool.mu);
	pthread_mutex_unlock(&pool.mu);
	if (st == JOB_DONE)
		pool.def->finish(job(i));
	pool.state[i] = JOB_FREE;
}

void *
pool_next(void)
{
	launch();
	await(pool.fill);
	pool.def->reset(job(pool.fill));
	return job(pool.fill);
}

void
pool_submit(void)
{
	if (pool.nth == 0) {
		pool.def->run(pool_worker(0), job(pool.fill));
		pool.def->finish(job(pool.fill));
	} else {
		pthread_mutex_lock(&pool.mu);
		pool.state[pool.fill] = JOB_QUEUED;
		pool.queued++;
		pthread_cond_signal(&pool.work);
		pthread_mutex_unlock(&pool.mu);
	}
	pool.fill = (pool.fill + 1) % pool.njob;
}

void
pool_stop(void)
{
	int i;

	launch();
	for (i = 0; i < pool.njob; i++)
		await((pool.fill + i) % pool.njob);
	pthread_mutex_lock(&pool.mu);
	pool.quit = 1;
	pthread_cond_broadcast(&pool.work);
	pthread_mutex_unlock(&pool.mu);
	for (i = 0; i < pool.nth; i++)
		pthread_join(pool.th[i], NULL);
	for (i = 0; i < pool.njob; i++)
		pool.def->freejob(job(i));
	for (i = 0; i < pool.nw; i++)
		pool.def->freeworker(pool_worker(i));
	free(pool.job);
	free(pool.state);
	free(pool.w);
	free(pool.th);
}
