/* SPDX-License-Identifier: MIT */
/*
 * sylset.c: a language's letter sets and case rule, for the syllable
 * model of seed 002: the built-in Indonesian sets, a dictionary's
 * syllable.json read and written, and the case rule that the writer and
 * the encoders use.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <unicase.h>

#include "buf.h"
#include "utf8.h"
#include "dict.h"
#include "sylset.h"
#include "jsonpos.h"

#define SYL_VERSION 1
#define NAME "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"

/*
 * The Indonesian sets (dict/README, "The syllable model", gives the
 * source of each entry): vowels of EYD/PUEBI with é è ê and the ā ī ū of
 * KBBI's transliterations, ë ě ė ō of regional orthographies and
 * transliterations, à â ä î ô ö û ü of KBBI's foreign entries; digraphs kh ng ny sy of PUEBI plus th dh of
 * seed 002; medials r l w y (seed 002 table 1: cakra, pengkal, panjingan
 * la and wa); codas ng r h (seed 002 table 3: cecek, layar, wignyan).
 */
static const struct tt_syl indonesian = {
	.lang = "id",
	.v = { .cp = { { 'a' }, { 'e' }, { 'i' }, { 'o' }, { 'u' }, { 0xe9 },
	    { 0xe8 }, { 0xea }, { 0x101 }, { 0x12b }, { 0x16b }, { 0xeb },
	    { 0x11b }, { 0x117 }, { 0x14d }, { 0xe0 }, { 0xe2 }, { 0xe4 },
	    { 0xee }, { 0xf4 }, { 0xf6 }, { 0xfb }, { 0xfc } },
	    .len = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	    1, 1, 1, 1 }, .n = 23 },
	.d = { .cp = { { 'k', 'h' }, { 'n', 'g' }, { 'n', 'y' }, { 's', 'y' },
	    { 't', 'h' }, { 'd', 'h' } },
	    .len = { 2, 2, 2, 2, 2, 2 }, .n = 6 },
	.m = { .cp = { { 'r' }, { 'l' }, { 'w' }, { 'y' } },
	    .len = { 1, 1, 1, 1 }, .n = 4 },
	.h = { .cp = { { 'n', 'g' }, { 'r' }, { 'h' } },
	    .len = { 2, 1, 1 }, .n = 3 },
};

const struct tt_syl *
tt_syl_default(void)
{
	return &indonesian;
}

const struct tt_syl *
tt_syl_of(const struct tt_dict *d)
{
	return d->syl ? d->syl : tt_syl_default();
}

uint32_t
tt_syl_lower(const struct tt_syl *sy, uint32_t cp)
{
	if (sy->turkish)
		return tt_tr_lower(cp);
	if (cp < 0x80)
		return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
	return uc_tolower(cp);
}

/* Unicode's simple uppercase mapping, "case": "unicode". */
static uint32_t
unicodeupper(uint32_t cp)
{
	if (cp < 0x80)
		return cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
	return uc_toupper(cp);
}

uint32_t
tt_syl_upper(const struct tt_syl *sy, uint32_t cp)
{
	return sy->turkish ? tt_tr_upper(cp) : unicodeupper(cp);
}

/*
 * The case rules.  A syllable model reads the phonology's context back
 * from the text even when its case is Turkish: the carry was checked
 * against reading on tt's own dictionaries only.
 */
static const struct tt_caserule turkish = { tt_tr_upper, true };
static const struct tt_caserule sylturkish = { tt_tr_upper, false };
static const struct tt_caserule unicode = { unicodeupper, false };

const struct tt_caserule *
tt_case_of(const struct tt_dict *d)
{
	if (d->syl == NULL)
		return &turkish;
	return d->syl->turkish ? &sylturkish : &unicode;
}

/* --- syllable.json ------------------------------------------------------- */

static const char *setkey[] = { "vowels", "digraphs", "medials", "codas" };

static struct tt_sylset *
setof(struct tt_syl *sy, size_t k)
{
	struct tt_sylset *set[] = { &sy->v, &sy->d, &sy->m, &sy->h };

	return set[k];
}

/* One entry: lowercase letters, as many as its set allows. */
static const char *
entry(struct tt_syl *sy, size_t k, const char *s, struct tt_sylset *set)
{
	static const size_t min[] = { 1, 2, 1, 1 }, max[] = { TT_SYL_LEN,
	    TT_SYL_LEN, 1, TT_SYL_LEN };
	size_t n = strlen(s), i, m = 0;
	uint32_t cp;
	int len;

	if (set->n == TT_SYL_NSET)
		return "too many entries at \"%s\"";
	for (i = 0; i < n; i += len, m++) {
		len = tt_utf8_dec((const uint8_t *)s + i, n - i, &cp);
		if (len < 0 || !tt_is_letter(cp))
			return "\"%s\" is not a string of letters";
		if (tt_syl_lower(sy, cp) != cp)
			return "\"%s\" is not in lower case";
		if (m == max[k])
			break;
		set->cp[set->n][m] = cp;
	}
	if (m < min[k] || i < n)
		return k == 2 ? "medial \"%s\" is not one letter" :
		    k == 1 ? "digraph \"%s\" is not 2 to 4 letters" :
		    "\"%s\" is not 1 to 4 letters";
	set->len[set->n++] = m;
	return NULL;
}

/* Consonant sets hold no vowel: a vowel there would never be reached. */
static bool
vowelfree(const struct tt_syl *sy, const struct tt_sylset *set, size_t i)
{
	size_t j, k, l;

	for (j = 0; j < set->len[i]; j++)
		for (k = 0; k < sy->v.n; k++) {
			for (l = 0; l < sy->v.len[k] && j + l < set->len[i] &&
			    set->cp[i][j + l] == sy->v.cp[k][l]; l++)
				;
			if (l == sy->v.len[k])
				return false;
		}
	return true;
}

/* What is wrong with a syllable.json: msg (one %s, arg), and where. */
struct fault {
	const char *msg, *arg;
	int line, col;
};

/* The message for top-level key k with value v, or NULL if it is right;
 * language and case go into sy. */
static const char *
key(struct tt_syl *sy, const char *k, json_t *v)
{
	size_t set;

	if (strcmp(k, "note") == 0)
		return json_is_string(v) ? NULL : "\"%s\" is not a string";
	if (strcmp(k, "language") == 0) {
		if (!json_is_string(v) || json_string_length(v) == 0 ||
		    json_string_length(v) >= sizeof sy->lang ||
		    strspn(json_string_value(v), NAME) !=
		    json_string_length(v))
			return "\"%s\" is not a name of letters, digits, _ "
			    "and - (31 at most)";
		strcpy(sy->lang, json_string_value(v));
		return NULL;
	}
	if (strcmp(k, "case") == 0) {
		if (json_is_string(v) &&
		    strcmp(json_string_value(v), "turkish") == 0)
			sy->turkish = true;
		else if (!json_is_string(v) ||
		    strcmp(json_string_value(v), "unicode") != 0)
			return "\"%s\" is not \"unicode\" or \"turkish\"";
		return NULL;
	}
	for (set = 0; set < 4 && strcmp(k, setkey[set]); set++)
		;
	if (set == 4)
		return "unknown key \"%s\"";
	if (!json_is_array(v) || (set == 0 && json_array_size(v) == 0))
		return "\"%s\" is not an array of strings";
	return NULL;
}

/* The entries of the sets, vowels first: the others are checked against
 * them. */
static void
sets(struct tt_syl *sy, json_t *root, const char *text, size_t n,
    struct fault *ft)
{
	json_t *v, *x;
	size_t set, i, at;
	struct tt_sylset *s;

	for (set = 0; ft->msg == NULL && set < 4; set++) {
		if ((v = json_object_get(root, setkey[set])) == NULL)
			continue;
		s = setof(sy, set);
		at = tt_json_locate(text, n, 0, setkey[set], &ft->line,
		    &ft->col);
		json_array_foreach(v, i, x) {
			if (!json_is_string(x)) {
				ft->arg = setkey[set];
				ft->msg = "\"%s\" is not an array of strings";
				break;
			}
			ft->arg = json_string_value(x);
			at = tt_json_locate(text, n, at, ft->arg, &ft->line,
			    &ft->col);
			if ((ft->msg = entry(sy, set, ft->arg, s)) ||
			    (set > 0 && !vowelfree(sy, s, s->n - 1) &&
			    (ft->msg = "\"%s\" holds a vowel")))
				break;
		}
	}
}

static int
parse(struct tt_syl *sy, const char *path, const char *text, size_t n,
    struct tt_dict_error *err)
{
	struct fault ft = { NULL, "", 0, 0 };
	json_error_t je;
	json_t *root, *v;
	const char *k;
	int r = TT_EDICT;

	if ((root = json_loadb(text, n, JSON_REJECT_DUPLICATES, &je)) ==
	    NULL) {
		tt_seterr(err, path, je.line, je.column, "%s", je.text);
		return TT_EDICT;
	}
	if (!json_is_object(root)) {
		tt_seterr(err, path, 1, 1, "%s", "expected an object");
		goto out;
	}
	v = json_object_get(root, "version");
	if (!json_is_integer(v) || json_integer_value(v) != SYL_VERSION) {
		if (v)
			tt_json_locate(text, n, 0, "version", &ft.line,
			    &ft.col);
		tt_seterr(err, path, ft.line, ft.col, "%s",
		    v ? "expected \"version\": 1" : "no \"version\"");
		goto out;
	}
	if (json_object_get(root, "vowels") == NULL) {
		tt_seterr(err, path, 0, 0, "%s", "no \"vowels\"");
		goto out;
	}
	json_object_foreach(root, k, v) {
		tt_json_locate(text, n, 0, k, &ft.line, &ft.col);
		ft.arg = k;
		if (strcmp(k, "version") != 0 && (ft.msg = key(sy, k, v)))
			break;
	}
	sets(sy, root, text, n, &ft);
	if (ft.msg) {
		tt_seterr(err, path, ft.line, ft.col, ft.msg, ft.arg);
		goto out;
	}
	r = 0;
out:
	json_decref(root);
	return r;
}

int
tt_syl_read(struct tt_syl **sp, const char *path, struct tt_dict_error *err)
{
	struct tt_syl *sy;
	char *text = NULL;
	size_t n = 0, cap = 0, got;
	FILE *f;
	int r;

	*sp = NULL;
	if ((f = fopen(path, "rb")) == NULL) {
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
		return errno == ENOMEM ? TT_ENOMEM : TT_EIO;
	}
	do {
		if (tt_grow(&text, &cap, n + 4096, 1) < 0) {
			fclose(f);
			free(text);
			return TT_ENOMEM;
		}
		n += got = fread(text + n, 1, cap - n, f);
	} while (got > 0);
	if (ferror(f)) {
		tt_seterr(err, path, 0, 0, "%s", "read error");
		fclose(f);
		free(text);
		return TT_EIO;
	}
	fclose(f);
	if ((sy = calloc(1, sizeof *sy)) == NULL) {
		free(text);
		return TT_ENOMEM;
	}
	if ((r = parse(sy, path, text, n, err)) < 0)
		free(sy);
	else
		*sp = sy;
	free(text);
	return r;
}

int
tt_syl_load(struct tt_dict *d, const char *dir, struct tt_dict_error *err)
{
	char path[4096];
	FILE *f;

	d->syl = NULL;
	if (tt_path(path, sizeof path, dir, "syllable.json", err) < 0)
		return TT_EINVAL;
	/* No syllable.json: not a syllable model, and no error. */
	if ((f = fopen(path, "rb")) == NULL && errno == ENOENT)
		return 0;
	if (f)
		fclose(f);
	return tt_syl_read(&d->syl, path, err);
}

void
tt_syl_free(struct tt_syl *s)
{
	free(s);
}

int
tt_syl_json(const struct tt_syl *sy, struct tt_buf *out)
{
	char num[16];
	uint8_t o[4];
	size_t set, i, j;
	int r = 0;

	snprintf(num, sizeof num, "%d", SYL_VERSION);
	r |= tt_buf_put(out, "{\n  \"version\": ", 15);
	r |= tt_buf_put(out, num, strlen(num));
	if (sy->lang[0]) {
		r |= tt_buf_put(out, ",\n  \"language\": \"", 17);
		r |= tt_buf_put(out, sy->lang, strlen(sy->lang));
		r |= tt_buf_putc(out, '"');
	}
	r |= tt_buf_put(out, ",\n  \"case\": \"", 13);
	r |= tt_buf_put(out, sy->turkish ? "turkish\"" : "unicode\"", 8);
	for (set = 0; set < 4; set++) {
		const struct tt_sylset *s = setof((struct tt_syl *)sy, set);

		r |= tt_buf_put(out, ",\n  \"", 5);
		r |= tt_buf_put(out, setkey[set], strlen(setkey[set]));
		r |= tt_buf_put(out, "\": [", 4);
		for (i = 0; i < s->n; i++) {
			r |= tt_buf_put(out, i ? ", \"" : "\"", i ? 3 : 1);
			for (j = 0; j < s->len[i]; j++)
				r |= tt_buf_put(out, o,
				    tt_utf8_enc(s->cp[i][j], o));
			r |= tt_buf_putc(out, '"');
		}
		r |= tt_buf_putc(out, ']');
	}
	r |= tt_buf_put(out, "\n}\n", 3);
	return r ? TT_ENOMEM : 0;
}
