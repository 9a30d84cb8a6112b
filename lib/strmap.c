/* SPDX-License-Identifier: MIT */
/* strmap.c: a set of byte strings with a value each (open addressing). */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "strmap.h"

static uint32_t
hash(const uint8_t *s, size_t n)
{
	return tt_hash(s, n);
}

void
tt_map_free(struct strmap *m)
{
	tt_buf_free(&m->pool);
	free(m->ent);
	free(m->slot);
	memset(m, 0, sizeof *m);
}

/* The slot of s: where it is, or the empty slot where it would go. */
static size_t
find(const struct strmap *m, const uint8_t *s, size_t n, uint32_t h)
{
	size_t i = h & (m->nslot - 1);
	const struct strent *e;

	while (m->slot[i]) {
		e = &m->ent[m->slot[i] - 1];
		if (e->hash == h && e->len == n &&
		    (n == 0 || memcmp(m->pool.s + e->off, s, n) == 0))
			return i;
		i = (i + 1) & (m->nslot - 1);
	}
	return i;
}

static int
rehash(struct strmap *m)
{
	size_t ns = m->nslot ? m->nslot * 2 : 1024, i, j;
	uint32_t *slot;

	if ((slot = calloc(ns, sizeof *slot)) == NULL)
		return TT_ENOMEM;
	for (i = 0; i < m->n; i++) {
		j = m->ent[i].hash & (ns - 1);
		while (slot[j])
			j = (j + 1) & (ns - 1);
		slot[j] = i + 1;
	}
	free(m->slot);
	m->slot = slot;
	m->nslot = ns;
	return 0;
}

int
tt_map_put(struct strmap *m, const uint8_t *s, size_t n, uint32_t **val)
{
	uint32_t h = hash(s, n);
	struct strent *e;
	size_t i;

	if ((m->n + 1) * 2 > m->nslot && rehash(m) < 0)
		return TT_ENOMEM;
	i = find(m, s, n, h);
	if (m->slot[i]) {
		*val = &m->ent[m->slot[i] - 1].val;
		return 0;
	}
	if (n > UINT32_MAX || m->pool.n > UINT32_MAX - n ||
	    m->n >= UINT32_MAX - 1 ||
	    tt_grow(&m->ent, &m->cap, m->n + 1, sizeof *m->ent) < 0 ||
	    tt_buf_put(&m->pool, s, n) < 0)
		return TT_ENOMEM;
	e = &m->ent[m->n];
	e->off = m->pool.n - n;
	e->len = n;
	e->hash = h;
	e->val = 0;
	m->slot[i] = ++m->n;
	*val = &e->val;
	return 1;
}

const uint32_t *
tt_map_get(const struct strmap *m, const uint8_t *s, size_t n)
{
	size_t i;

	if (m->n == 0)
		return NULL;
	i = find(m, s, n, hash(s, n));
	return m->slot[i] ? &m->ent[m->slot[i] - 1].val : NULL;
}


long
tt_map_intern(struct strmap *m, const uint8_t *s, size_t n, bool *isnew)
{
	uint32_t *v;
	int r;

	if ((r = tt_map_put(m, s, n, &v)) < 0)
		return r;
	if ((*isnew = r == 1))
		*v = m->n - 1;
	return *v;
}
