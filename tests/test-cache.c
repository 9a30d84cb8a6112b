/* SPDX-License-Identifier: MIT */
/*
 * test-cache.c: a cache shared by threads gives every key its own value.
 * Threads look up and put keys of one key space at once; each value is
 * made from its key, so a lookup that returns another key's value (a slot
 * read twice, another thread filling it in between) is seen.  The race
 * needs luck to show: this caught that bug in four runs of five, and
 * cannot fail without one.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "cache.h"
#include "test.h"

#define NTHREAD 4
#define NKEY 400000	/* below half the shared table, which stops there */
#define NOPS 500000	/* a thread's in a round */
#define NROUND 10	/* the race is in filling: fill afresh each round */

struct worker {
	struct tt_cache *c;
	uint64_t seed;
	long wrong, hits, puts;
};

static size_t
keyof(uint32_t k, uint8_t *s)
{
	return (size_t)snprintf((char *)s, 16, "k%u", k);
}

/* The value of key k: 12 bytes no other key has. */
static void
valueof(uint32_t k, uint8_t *v)
{
	uint32_t w[3] = { k, ~k, k * 2654435761u };

	memcpy(v, w, sizeof w);
}

static void *
hammer(void *arg)
{
	struct worker *w = arg;
	uint8_t s[16], want[12];
	const void *got;
	size_t n, nv;
	uint64_t h;
	uint32_t k;
	long i;
	int path;

	for (i = 0; i < NOPS; i++) {
		w->seed = w->seed * 6364136223846793005u + 1442695040888963407u;
		k = (uint32_t)(w->seed >> 33) % NKEY;
		n = keyof(k, s);
		valueof(k, want);
		h = tt_cache_hash(s, n, 0);
		if ((got = tt_cache_get(w->c, h, s, n, 0, &nv, &path)) != NULL) {
			w->hits++;
			if (nv != sizeof want || memcmp(got, want, nv) != 0 ||
			    path != (int)(k & 7))
				w->wrong++;
		} else if (tt_cache_put(&w->c, h, s, n, 0, want, sizeof want,
		    k & 7) == 0)
			w->puts++;
	}
	return NULL;
}

int
main(void)
{
	struct tt_cache *shared;
	struct worker w[NTHREAD];
	pthread_t th[NTHREAD];
	long wrong = 0, hits = 0;
	int i, r, ok = 1;

	for (r = 0; r < NROUND; r++) {
		shared = NULL;
		for (i = 0; i < NTHREAD; i++) {
			w[i] = (struct worker){ NULL, r * NTHREAD + i + 1, 0,
			    0, 0 };
			ok &= tt_cache_share(&w[i].c, &shared) == 0;
		}
		for (i = 0; i < NTHREAD; i++)
			ok &= pthread_create(&th[i], NULL, hammer, &w[i]) == 0;
		for (i = 0; i < NTHREAD; i++) {
			pthread_join(th[i], NULL);
			wrong += w[i].wrong;
			hits += w[i].hits;
			tt_cache_free(w[i].c);
		}
		tt_cache_free(shared);
	}
	CHECK(ok, "%d rounds of %d threads on one shared cache", NROUND,
	    NTHREAD);
	CHECK(hits > NROUND * NOPS, "lookups hit (%ld)", hits);
	CHECK(wrong == 0, "no lookup got another key's value (%ld did)",
	    wrong);
	return test_done();
}
