/* SPDX-License-Identifier: MIT */
/* lexicon.c: the validator lexicon of TR% and Pure%, forms and classes. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "strmap.h"
#include "tt_eval.h"
#include "eval.h"

struct tt_lexicon {
	struct strmap m;
};

int
tt_lexicon_new(struct tt_lexicon **lp)
{
	return (*lp = calloc(1, sizeof **lp)) ? 0 : TT_ENOMEM;
}

void
tt_lexicon_free(struct tt_lexicon *l)
{
	if (l == NULL)
		return;
	tt_map_free(&l->m);
	free(l);
}

int
tt_lexicon_add(struct tt_lexicon *l, const uint8_t *s, size_t n,
    unsigned cls)
{
	uint32_t *v;

	if (tt_map_put(&l->m, s, n, &v) < 0)
		return TT_ENOMEM;
	*v |= cls;
	return 0;
}

unsigned
tt_lexicon_get(const struct tt_lexicon *l, const uint8_t *s, size_t n)
{
	const uint32_t *v = tt_map_get(&l->m, s, n);

	return v ? *v : 0;
}

size_t
tt_lexicon_size(const struct tt_lexicon *l)
{
	return l->m.n;
}

static const struct {
	const char *name;
	unsigned cls;
} lexclass[] = {
	{ "word", TT_LEX_WORD }, { "root", TT_LEX_ROOT },
	{ "variant", TT_LEX_VARIANT }, { "affix", TT_LEX_AFFIX },
	{ "name", TT_LEX_NAME },
};

int
tt_lexicon_load(struct tt_lexicon *l, const char *path,
    struct tt_dict_error *err)
{
	char *line = NULL, *tab, *end;
	size_t cap = 0, i, nc;
	ssize_t n;
	int lineno = 0, r = 0;
	unsigned cls;
	FILE *f;

	if ((f = tt_linefile_open(path, err)) == NULL)
		return TT_EIO;
	while ((n = tt_linefile_read(&line, &cap, f)) >= 0) {
		lineno++;
		if (n == 0 || line[0] == '#')
			continue;
		cls = TT_LEX_WORD;
		if ((tab = memchr(line, '\t', n)) != NULL) {
			end = memchr(tab + 1, '\t', line + n - tab - 1);
			nc = (end ? end : line + n) - tab - 1;
			for (i = 0; i < sizeof lexclass / sizeof lexclass[0];
			    i++)
				if (strlen(lexclass[i].name) == nc &&
				    memcmp(lexclass[i].name, tab + 1, nc) == 0)
					break;
			if (i == sizeof lexclass / sizeof lexclass[0]) {
				tt_seterr(err, path, lineno,
				    tab - line + 2, "%s", "unknown class "
				    "(word, root, variant, affix, name)");
				r = TT_EDICT;
				break;
			}
			cls = lexclass[i].cls;
			n = tab - line;
		}
		if ((r = tt_lexicon_add(l, (uint8_t *)line, n, cls)) < 0)
			break;
	}
	r = tt_linefile_close(f, path, r, err);
	free(line);
	return r;
}
