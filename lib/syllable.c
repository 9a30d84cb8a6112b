/* SPDX-License-Identifier: MIT */
/*
 * syllable.c: the syllable model of seed 002 for the languages of
 * Indonesia: a dictionary's syllable.json (its letter sets), and the
 * encoder.  Each word is cut by sylseg.c; a syllable in the vocabulary is
 * one token, any other falls back to its characters, then to bytes
 * (f_Sigma, eq. 6).  decode(encode(x)) == x for every byte string x: a
 * case marker is used only where the decoder gives the word back.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <unicase.h>

#include "internal.h"

#define SYL_VERSION 1
#define NAME "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"

/*
 * The Indonesian sets (dict/README, "The syllable model", gives the
 * source of each entry): vowels of EYD/PUEBI with é è ê and the ā ī ū of
 * KBBI's transliterations; digraphs kh ng ny sy of PUEBI plus th dh of
 * seed 002; medials r l w y (seed 002 table 1: cakra, pengkal, panjingan
 * la and wa); codas ng r h (seed 002 table 3: cecek, layar, wignyan).
 */
static const struct tt_syl indonesian = {
	.lang = "id",
	.v = { .cp = { { 'a' }, { 'e' }, { 'i' }, { 'o' }, { 'u' }, { 0xe9 },
	    { 0xe8 }, { 0xea }, { 0x101 }, { 0x12b }, { 0x16b } },
	    .len = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 }, .n = 11 },
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

uint32_t
tt_syl_upper(const struct tt_syl *sy, uint32_t cp)
{
	if (sy->turkish)
		return tt_tr_upper(cp);
	if (cp < 0x80)
		return cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
	return uc_toupper(cp);
}

/* --- syllable.json ------------------------------------------------------- */

/* Line and column of the JSON string s in text, at or after from. */
static size_t
locate(const char *text, size_t n, size_t from, const char *s, int *line,
    int *col)
{
	json_t *js = json_string(s);
	char *q = js ? json_dumps(js, JSON_ENCODE_ANY) : NULL;
	size_t qn = q ? strlen(q) : 0, i, at = n;

	json_decref(js);
	for (i = from; qn > 0 && i + qn <= n; i++)
		if (memcmp(text + i, q, qn) == 0) {
			at = i;
			break;
		}
	free(q);
	*line = *col = 0;
	if (at == n)
		return from;
	*line = *col = 1;
	for (i = 0; i < at; i++) {
		if (text[i] == '\n')
			++*line, *col = 1;
		else
			++*col;
	}
	return at;
}

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

static int
parse(struct tt_syl *sy, const char *path, const char *text, size_t n,
    struct tt_dict_error *err)
{
	json_error_t je;
	json_t *root, *v, *x;
	const char *k, *msg = NULL, *arg = "";
	size_t i, at = 0, set;
	int line = 0, col = 0, r = TT_EDICT;

	if ((root = json_loadb(text, n, JSON_REJECT_DUPLICATES, &je)) ==
	    NULL) {
		tt_dict_seterr(err, path, je.line, je.column, "%s", je.text);
		return TT_EDICT;
	}
	if (!json_is_object(root)) {
		tt_dict_seterr(err, path, 1, 1, "%s", "expected an object");
		goto out;
	}
	v = json_object_get(root, "version");
	if (!json_is_integer(v) || json_integer_value(v) != SYL_VERSION) {
		if (v)
			locate(text, n, 0, "version", &line, &col);
		tt_dict_seterr(err, path, line, col, "%s",
		    v ? "expected \"version\": 1" : "no \"version\"");
		goto out;
	}
	if (json_object_get(root, "vowels") == NULL) {
		tt_dict_seterr(err, path, 0, 0, "%s", "no \"vowels\"");
		goto out;
	}
	json_object_foreach(root, k, v) {
		locate(text, n, 0, k, &line, &col);
		arg = k;
		if (strcmp(k, "version") == 0)
			continue;
		if (strcmp(k, "note") == 0) {
			if (!json_is_string(v))
				msg = "\"%s\" is not a string";
		} else if (strcmp(k, "language") == 0) {
			if (!json_is_string(v) || json_string_length(v) == 0 ||
			    json_string_length(v) >= sizeof sy->lang ||
			    strspn(json_string_value(v), NAME) !=
			    json_string_length(v))
				msg = "\"%s\" is not a name of letters, "
				    "digits, _ and - (31 at most)";
			else
				strcpy(sy->lang, json_string_value(v));
		} else if (strcmp(k, "case") == 0) {
			if (json_is_string(v) &&
			    strcmp(json_string_value(v), "turkish") == 0)
				sy->turkish = true;
			else if (!json_is_string(v) ||
			    strcmp(json_string_value(v), "unicode") != 0)
				msg = "\"%s\" is not \"unicode\" or "
				    "\"turkish\"";
		} else {
			for (set = 0; set < 4 && strcmp(k, setkey[set]); set++)
				;
			if (set == 4)
				msg = "unknown key \"%s\"";
			else if (!json_is_array(v) ||
			    (set == 0 && json_array_size(v) == 0))
				msg = "\"%s\" is not an array of strings";
		}
		if (msg)
			break;
	}
	/* The sets, vowels first: the others are checked against them. */
	for (set = 0; msg == NULL && set < 4; set++) {
		if ((v = json_object_get(root, setkey[set])) == NULL)
			continue;
		at = locate(text, n, 0, setkey[set], &line, &col);
		json_array_foreach(v, i, x) {
			if (!json_is_string(x)) {
				arg = setkey[set];
				msg = "\"%s\" is not an array of strings";
				break;
			}
			arg = json_string_value(x);
			at = locate(text, n, at, arg, &line, &col);
			if ((msg = entry(sy, set, arg, setof(sy, set))) ||
			    (set > 0 && !vowelfree(sy, setof(sy, set),
			    setof(sy, set)->n - 1) &&
			    (msg = "\"%s\" holds a vowel")))
				break;
		}
	}
	if (msg) {
		tt_dict_seterr(err, path, line, col, msg, arg);
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
		tt_dict_seterr(err, path, 0, 0, "%s", strerror(errno));
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
		tt_dict_seterr(err, path, 0, 0, "%s", "read error");
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
	snprintf(path, sizeof path, "%s/syllable.json", dir);
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

/* --- The encoder --------------------------------------------------------- */

/* A line's words: letters, lowercase, and where each sits. */
struct scratch {
	uint32_t *w;		/* lowercase code points of the word */
	size_t *off;		/* byte offset of letter i in the line */
	size_t *loff;		/* ... and of its lowercase in low */
	size_t capw, capoff, caploff;
	struct tt_buf low;
	struct tt_sylunit *u;
	size_t capu;
};

/* Is s[0..n) a form of t that decodes as itself?  *id gets its ID. */
static bool
lookup(const struct tt_dict *d, const struct tt_trie *t, const uint8_t *s,
    size_t n, uint32_t *id)
{
	uint32_t f;

	if (n == 0 || !tt_trie_get(t, s, n, &f))
		return false;
	*id = d->forms[f].id;
	return d->ids[*id].form == f;
}

static int
push(struct tt_encoder *e, uint32_t id, size_t off, size_t len)
{
	size_t np;
	const uint8_t *p = tt_dict_piece(e->d, id, &np);

	return tt_tokens_push(&e->t, id, p, np, off, len);
}

/*
 * One character: its piece, else its bytes.  p[0..np) stands for the
 * line's bytes off..off+len (they differ when p is the lowercase).
 */
static int
character(struct tt_encoder *e, const uint8_t *p, size_t np, size_t off,
    size_t len)
{
	const struct tt_dict *d = e->d;
	uint32_t id;
	size_t k;
	int r;

	if (lookup(d, d->bpe, p, np, &id))
		return push(e, id, off, len);
	if (np == 1 && (p[0] == ' ' || p[0] == '\n' || p[0] == '\t') &&
	    lookup(d, d->root, p, np, &id) &&
	    d->ids[id].kind == TT_KIND_SPECIAL)
		return push(e, id, off, len);
	for (k = 0; k < np; k++) {
		r = np == len ? push(e, d->byte0 + p[k], off + k, 1) :
		    push(e, d->byte0 + p[k], k ? off + len : off, k ? 0 : len);
		if (r < 0)
			return r;
	}
	return 0;
}

/* Anything but letters, one character at a time. */
static int
other(struct tt_encoder *e, const uint8_t *s, size_t a, size_t b)
{
	uint32_t cp;
	int len, r;

	for (; a < b; a += len) {
		if ((len = tt_utf8_dec(s + a, b - a, &cp)) < 0)
			len = 1;
		if ((r = character(e, s + a, len, a, len)) < 0)
			return r;
	}
	return 0;
}

/*
 * The syllables u[0..k) of a word, from its lowercase (low) or as
 * written, after the case marker mark (or none: UINT32_MAX).
 */
static int
syllables(struct tt_encoder *e, const struct scratch *x, long k,
    const uint8_t *line, bool low, uint32_t mark, size_t at)
{
	const struct tt_dict *d = e->d;
	const uint8_t *s = low ? x->low.s : line;
	const size_t *o = low ? x->loff : x->off;
	const struct tt_sylunit *u;
	uint32_t id;
	size_t i;
	long j;
	int r;

	if (mark != UINT32_MAX && (r = push(e, mark, at, 0)) < 0)
		return r;
	for (j = 0; j < k; j++) {
		u = &x->u[j];
		if (lookup(d, d->bpe, s + o[u->a], o[u->b] - o[u->a], &id)) {
			if ((r = push(e, id, x->off[u->a],
			    x->off[u->b] - x->off[u->a])) < 0)
				return r;
			continue;
		}
		/* Not in the vocabulary: f_Sigma, its characters. */
		for (i = u->a; i < u->b; i++)
			if ((r = character(e, s + o[i], o[i + 1] - o[i],
			    x->off[i], x->off[i + 1] - x->off[i])) < 0)
				return r;
	}
	return 0;
}

/* Do the tokens from t0 on decode to s[0..n)? */
static int
verify(struct tt_encoder *e, size_t t0, const uint8_t *s, size_t n)
{
	size_t i, nt = e->t.n - t0;
	int r;

	if (tt_grow(&e->ids, &e->capids, nt, sizeof *e->ids) < 0)
		return TT_ENOMEM;
	for (i = 0; i < nt; i++)
		e->ids[i] = e->t.tok[t0 + i].id;
	e->scratch.n = 0;
	if ((r = tt_decode_at(e->d, NULL, e->ids, nt, &e->scratch, 0, false,
	    NULL)) < 0)
		return r;
	return e->scratch.n == n && memcmp(e->scratch.s, s, n) == 0;
}

/*
 * A word, the letters line[a..b).  Lowercased under <cap> or <allcaps>
 * when its case is one marker's worth and the decoder gives it back
 * (Turkish case in the decoder turns i into İ: Ibu stays as written);
 * otherwise as written, each syllable a piece only if the vocabulary
 * has it so.
 */
static int
word(struct tt_encoder *e, struct scratch *x, const uint8_t *line, size_t a,
    size_t b)
{
	const struct tt_syl *sy = tt_syl_of(e->d);
	size_t n = 0, i, upper = 0, t0 = e->t.n;
	uint32_t cp, lo, mark = UINT32_MAX;
	bool exact = true, firstup = false;
	uint8_t o[4];
	long k;
	int len, r;

	x->low.n = 0;
	for (i = a; i < b; i += len, n++) {
		len = tt_utf8_dec(line + i, b - i, &cp);
		if (tt_grow(&x->w, &x->capw, n + 1, sizeof *x->w) < 0 ||
		    tt_grow(&x->off, &x->capoff, n + 2, sizeof *x->off) < 0 ||
		    tt_grow(&x->loff, &x->caploff, n + 2,
		    sizeof *x->loff) < 0)
			return TT_ENOMEM;
		x->w[n] = lo = tt_syl_lower(sy, cp);
		x->off[n] = i;
		x->loff[n] = x->low.n;
		if (lo != cp) {
			if (tt_syl_upper(sy, lo) != cp)
				exact = false;
			if (n == 0)
				firstup = true;
			upper++;
		}
		if ((r = tt_buf_put(&x->low, o, tt_utf8_enc(lo, o))) < 0)
			return r;
	}
	x->off[n] = b;
	x->loff[n] = x->low.n;
	if ((k = tt_syl_split(sy, x->w, n, &x->u, &x->capu)) < 0)
		return (int)k;
	if (exact && upper == 1 && firstup)
		mark = e->d->cap;
	else if (exact && upper == n && n > 1)
		mark = e->d->allcaps;
	if (mark == UINT32_MAX)
		return syllables(e, x, k, line, false, mark, a);
	if ((r = syllables(e, x, k, line, true, mark, a)) < 0 ||
	    (r = verify(e, t0, line + a, b - a)) < 0)
		return r;
	if (r == 1)
		return 0;
	e->t.n = t0;
	return syllables(e, x, k, line, false, UINT32_MAX, a);
}

int
tt_syllable_encode(struct tt_encoder *e, const uint8_t *s, size_t n)
{
	struct scratch x = { 0 };
	size_t i, j;
	bool isword;
	int r = 0;

	/*
	 * The decoder drops a space that begins a line's first piece (the
	 * dummy prefix of the lossless mode).  No syllable begins with a
	 * space, so only a line that does gets a dummy, one empty token.
	 */
	if (n > 0 && s[0] == ' ')
		r = character(e, s, 1, 0, 0);
	for (i = 0; r == 0 && i < n; i = j) {
		j = tt_pretok_run(s, n, i, &isword);
		r = isword ? word(e, &x, s, i, j) : other(e, s, i, j);
	}
	free(x.w);
	free(x.off);
	free(x.loff);
	free(x.u);
	tt_buf_free(&x.low);
	return r;
}
