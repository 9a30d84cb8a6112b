/* SPDX-License-Identifier: MIT */
/* dict.c: load a dictionary directory into compact read-only tables. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "buf.h"
#include "utf8.h"
#include "trie.h"
#include "pretok.h"
#include "norm.h"
#include "dict.h"
#include "phon.h"
#include "sylset.h"
#include "image.h"
#include "jsonpos.h"

/* The reference format: one JSON object form -> ID per file. */
static const struct {
	const char *name;
	enum tt_kind kind;
} files[] = {
	{ "kokler.json", TT_KIND_ROOT },
	{ "ekler.json", TT_KIND_SUFFIX },
	{ "bpe_tokenler.json", TT_KIND_BPE },
};
#define NFILES (sizeof files / sizeof files[0])
#define MAXID 0xffffffu	/* IDs index a dense table: 16,777,215 at most */

struct entry {
	uint32_t id, file, seq;
	const char *s;		/* NULL: the form is at off in the arena */
	size_t off, n;
	unsigned flags;
};

/* Entries as they are read, and the forms the phonology generates. */
struct reading {
	struct entry *ent;
	size_t n, cap;
	struct tt_buf arena;
	uint32_t id, file;
	unsigned flags;
	size_t first;		/* the current ID's first entry */
	struct idnote {
		uint32_t id, off;	/* off: in notes */
		uint8_t cat;
		uint8_t phon;	/* TT_RP_* */
	} *note;		/* format 2: per line */
	size_t nnote, capnote;
	struct tt_buf notes;	/* "" first */
};

static char *
slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	size_t cap = 0, r;

	*n = 0;
	if (f == NULL)
		return NULL;
	do {
		if (tt_grow(&s, &cap, *n + 65536, 1) < 0) {
			free(s);
			fclose(f);
			errno = ENOMEM;
			return NULL;
		}
		r = fread(s + *n, 1, cap - *n, f);
		*n += r;
	} while (r > 0);
	if (ferror(f)) {
		free(s);
		fclose(f);
		return NULL;
	}
	fclose(f);
	return s;
}

/* Special tokens of the root file: markup such as <pad>, and whitespace. */
static bool
isspecial(const char *s, size_t n)
{
	size_t i;

	if (n >= 2 && s[0] == '<' && s[n - 1] == '>')
		return true;
	if (n > 8 && memcmp(s, "special_", 8) == 0)
		return true;
	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\n' && s[i] != '\t' && s[i] != '\r')
			return false;
	return true;
}

static int
cmpentry(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;

	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	if (x->file != y->file)
		return x->file < y->file ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* A form past TT_MAXFORM bytes: said by its length, not its bytes. */
static void
toolong(struct tt_dict_error *err, const char *path, int line, int col,
    size_t n)
{
	char msg[64];

	snprintf(msg, sizeof msg, "a form of %zu bytes (at most %d)", n,
	    TT_MAXFORM);
	tt_seterr(err, path, line, col, "%s", msg);
}

/* Read one file's object into ent[]; the JSON values stay in *roots. */
static int
readfile(const char *dir, size_t fi, json_t **root, struct reading *rd,
    struct tt_dict_error *err)
{
	char path[4096];
	json_error_t je;
	const char *k;
	json_t *v;
	char *text;
	size_t n, seq = 0;
	int line, col;

	if (tt_path(path, sizeof path, dir, files[fi].name, err) < 0)
		return TT_EINVAL;
	if ((text = slurp(path, &n)) == NULL) {
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
		return TT_EIO;
	}
	*root = json_loadb(text, n, JSON_REJECT_DUPLICATES, &je);
	if (*root == NULL) {
		tt_seterr(err, path, je.line, je.column, "%s", je.text);
		free(text);
		return TT_EDICT;
	}
	if (!json_is_object(*root)) {
		tt_seterr(err, path, 1, 1, "%s",
		    "expected an object of form: ID");
		free(text);
		return TT_EDICT;
	}
	json_object_foreach(*root, k, v) {
		json_int_t id = json_integer_value(v);
		size_t kn = strlen(k);

		if (!json_is_integer(v) || id < 0 || id > MAXID || kn == 0 ||
		    kn > TT_MAXFORM) {
			tt_json_locate(text, n, 0, k, &line, &col);
			if (kn > TT_MAXFORM)
				toolong(err, path, line, col, kn);
			else
				tt_seterr(err, path, line, col, kn ?
				    "bad entry \"%s\": expected a form and an "
				    "ID from 0 to 16777215" : "%sempty form",
				    k);
			free(text);
			return TT_EDICT;
		}
		if (tt_grow(&rd->ent, &rd->cap, rd->n + 1,
		    sizeof *rd->ent) < 0) {
			free(text);
			return TT_ENOMEM;
		}
		rd->ent[rd->n++] = (struct entry){ id, fi, seq++, k, 0, kn, 0 };
	}
	free(text);
	return 0;
}

/* A suffix's case (or finite: a finite verb ending, the optative and
 * the imperatives, after which as after a case ending only a postcase
 * suffix goes) and postcase and a root's yplus as read, before
 * keepnote() gives them the bits of a root's drop and double and of a
 * suffix's npron. */
#define READCASE 512
#define READPOSTCASE 1024
#define READYPLUS 2048
/* A verb root's aorist vowel, where it is not the one its syllables
 * give (aorista()). */
#define READAORA 4096
#define READAORI 8192
/* A suffix only after a numeral, and one after which no suffix goes, as
 * read; keepnote() gives them a root's narrow and soft bits. */
#define READNUM 16384
#define READFINAL 32768
/* A compound's stem (cumhurbaşkan), as read; its category's
 * TT_CAT_STEM. */
#define READSTEM 65536
/* A root that narrows before every buffer y (ye: yiyip, yiyin), and one
 * that takes a y before the genitive and the first and second persons'
 * possessives, not the third's (ne: neyin, neyim, but nesi), as read:
 * keepnote() gives them a root's narrow and yplus bits, and the note
 * TT_RP_NARROWY and TT_RP_YGEN, which tt_phon_prepare reads. */
#define READNARROWY 131072
#define READYGEN 262144
/* A root whose genitive is -Im (ben, biz: GEN.IM), as read: the note
 * TT_RP_GENIM, which phon.c idbits() makes TT_IDB_GENIM. */
#define READGENIM 524288

/*
 * Format 2, tt's own: tt-dict.tsv, one entry a line, "ID<TAB>kind<TAB>
 * form" and for roots and suffixes "<TAB>POS<TAB>flags<TAB>gloss".
 * Roots are written bare and match where a word begins (a space is put
 * before them); suffixes are templates (lAr, {n}DA) whose allomorphs the
 * phonology generates.  \s, \t, \n and \\ escape a form's bytes.
 */
static const struct {
	const char *name;
	unsigned flag;
} flagnames[] = {
	{ "soft", TT_ROOT_SOFT }, { "drop", TT_ROOT_DROP },
	{ "double", TT_ROOT_DOUBLE }, { "narrow", TT_ROOT_NARROW },
	{ "narrowy", READNARROWY },
	{ "front", TT_ROOT_FRONT }, { "pron", TT_SUFFIX_PRON },
	{ "deriv", TT_SUFFIX_DERIV }, { "vlr", TT_SUFFIX_VLR },
	{ "case", READCASE }, { "finite", READCASE },
	{ "postcase", READPOSTCASE },
	{ "yplus", READYPLUS }, { "ygen", READYGEN }, { "genIm", READGENIM },
	{ "aorA", READAORA }, { "aorI", READAORI },
	{ "num", READNUM }, { "final", READFINAL }, { "stem", READSTEM },
};

/* "unknown flag 'bad' (soft, drop, ...)", the names of flagnames. */
static void
badflag(struct tt_dict_error *err, const char *path, int lineno,
    const char *bad)
{
	char msg[256];
	size_t i, n;

	n = (size_t)snprintf(msg, sizeof msg, "unknown flag '%.80s' (", bad);
	for (i = 0; i < sizeof flagnames / sizeof flagnames[0]; i++)
		n += (size_t)snprintf(msg + n, sizeof msg - n, "%s%s",
		    i ? ", " : "", flagnames[i].name);
	snprintf(msg + n, sizeof msg - n, ")");
	tt_seterr(err, path, lineno, 1, "%s", msg);
}

/* Add one generated form of the current ID, unless it has it already. */
static int
addform(void *arg, const uint8_t *s, size_t n)
{
	struct reading *rd = arg;
	size_t i, off;

	if (n == 0)
		return TT_ERANGE;	/* a form is never empty */
	for (i = rd->first; i < rd->n; i++)
		if (rd->ent[i].n == n &&
		    memcmp(rd->arena.s + rd->ent[i].off, s, n) == 0)
			return 0;
	off = rd->arena.n;
	if (tt_buf_put(&rd->arena, s, n) < 0 ||
	    tt_grow(&rd->ent, &rd->cap, rd->n + 1, sizeof *rd->ent) < 0)
		return TT_ENOMEM;
	rd->ent[rd->n] = (struct entry){ rd->id, rd->file, rd->n, NULL, off,
	    n, rd->flags };
	rd->n++;
	return 0;
}

/*
 * A category as the pos column writes it: a root's part of speech (V a
 * verb, anything else a nominal, N,V both), a suffix's "in>out" with
 * the letters N, V, P, out "=" for the category it came in with (N>V:
 * -lA; V>N: -DI; NV>=: -DIr).  0 for an empty column.
 */
/* Is pos one of the comma-separated parts of speech of s? */
static bool
posof(const char *s, const char *pos)
{
	const char *p;
	size_t n = strlen(pos);

	for (p = s; (p = strstr(p, pos)) != NULL; p += n)
		if ((p == s || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
			return true;
	return false;
}

/*
 * Does verb root s take the aorist -Ar?  One syllable ending in a
 * consonant does (bak-ar, git-er), more than one does not (getir-ir,
 * ağla-r), unless flags say otherwise: the thirteen of one syllable
 * that take -Ir (aorI: gel-ir, al-ır) and the compounds of a verb that
 * takes -Ar (aorA: vazgeç-er, kaybed-er).
 */
static bool
aorista(const char *s, unsigned flags)
{
	const uint8_t *p = (const uint8_t *)s;
	size_t n = strlen(s), i = 0;
	unsigned vowels = 0;
	uint32_t c = 0;
	int k;

	if (flags & (READAORA | READAORI))
		return flags & READAORA;
	while (i < n && (k = tt_utf8_dec(p + i, n - i, &c)) > 0) {
		vowels += tt_phon_isvowel(c);
		i += (size_t)k;
	}
	return vowels == 1 && !tt_phon_isvowel(c);
}

static int
category(const char *s, bool root)
{
	const char *gt = strchr(s, '>');
	unsigned in = 0, out = 0;

	if (*s == '\0')
		return 0;
	if (root)
		return TT_CAT_OUT * (posof(s, "V") ? TT_CAT_V : 0) +
		    TT_CAT_OUT * (strcmp(s, "V") ? TT_CAT_N : 0);
	if (gt == NULL)
		return -1;
	for (; s < gt; s++)
		if ((in |= *s == 'N' ? TT_CAT_N : *s == 'V' ? TT_CAT_V :
		    *s == 'P' ? TT_CAT_P : 8) & 8)
			return -1;
	if (strcmp(gt + 1, "=") == 0)
		return in | TT_CAT_SAME;
	for (s = gt + 1; *s; s++)
		if ((out |= *s == 'N' ? TT_CAT_N : *s == 'V' ? TT_CAT_V :
		    *s == 'P' ? TT_CAT_P : 8) & 8)
			return -1;
	return in == 0 || out == 0 ? -1 : (int)(in | out * TT_CAT_OUT);
}

/* Keep the category and the note of an ID: a suffix's gloss; a root's
 * parts of speech, then a space and its gloss if it has one (V =özet+lA). */
static int
keepnote(struct reading *rd, char **field, size_t nf, const char *path,
    int lineno, struct tt_dict_error *err)
{
	bool root = strcmp(field[1], "root") == 0;
	const char *pos = nf > 3 && root ? field[3] : "";
	const char *gloss = nf > 5 ? field[5] : "";
	int cat = nf > 3 ? category(field[3], root) : 0;
	uint8_t phon;

	if (cat < 0) {
		tt_seterr(err, path, lineno, 4, "bad category '%s' "
		    "(in>out of N, V, P; out may be =)", field[3]);
		return TT_EDICT;
	}
	if (root && strcmp(pos, "PROPN") == 0)
		rd->flags |= TT_ROOT_NAME;
	/* A suffix's case (finite), postcase, num and final take the
	 * bits of a root's drop, double, narrow and soft, a root's yplus a
	 * suffix's npron: each kind reads only its own. */
	if (rd->flags & (root ? READCASE | READPOSTCASE | READNUM |
	    READFINAL : TT_ROOT_SOFT | TT_ROOT_DROP | TT_ROOT_DOUBLE |
	    TT_ROOT_NARROW | READYPLUS | READAORA | READAORI | READSTEM |
	    READNARROWY | READYGEN | READGENIM)) {
		tt_seterr(err, path, lineno, 5, "%s", root ? "the flags case, "
		    "finite, postcase, num and final are for suffixes" :
		    "the flags soft, drop, double, narrow, narrowy, yplus, "
		    "ygen, genIm, aorA, aorI and stem are for roots");
		return TT_EDICT;
	}
	if ((rd->flags & (READGENIM | TT_SUFFIX_PRON)) ==
	    (READGENIM | TT_SUFFIX_PRON)) {
		tt_seterr(err, path, lineno, 5, "%s", "the flag genIm is for "
		    "a root not flagged pron");
		return TT_EDICT;
	}
	phon = (rd->flags & READNARROWY ? TT_RP_NARROWY : 0) |
	    (rd->flags & READYGEN ? TT_RP_YGEN : 0) |
	    (rd->flags & READGENIM ? TT_RP_GENIM : 0);
	if (root && cat & TT_CAT_OUT * TT_CAT_V && aorista(field[2], rd->flags))
		cat |= TT_CAT_AORA;
	if (rd->flags & READSTEM) {
		if (cat == 0) {
			tt_seterr(err, path, lineno, 5, "%s", "the flag stem "
			    "needs a part of speech");
			return TT_EDICT;
		}
		cat |= TT_CAT_STEM;
	}
	rd->flags = (rd->flags & ~(READCASE | READPOSTCASE | READYPLUS |
	    READAORA | READAORI | READNUM | READFINAL | READSTEM |
	    READNARROWY | READYGEN | READGENIM)) |
	    (rd->flags & READNARROWY ? TT_ROOT_NARROW : 0) |
	    (rd->flags & READCASE ? TT_SUFFIX_CASE : 0) |
	    (rd->flags & READPOSTCASE ? TT_SUFFIX_POSTCASE : 0) |
	    (rd->flags & READNUM ? TT_SUFFIX_NUM : 0) |
	    (rd->flags & READFINAL ? TT_SUFFIX_FINAL : 0) |
	    (rd->flags & (READYPLUS | READYGEN) ? TT_ROOT_YPLUS : 0);
	if (rd->flags & TT_SUFFIX_VLR) {
		if (strcmp(field[1], "suffix") != 0) {
			tt_seterr(err, path, lineno, 5, "%s", "the flag vlr "
			    "is for suffixes");
			return TT_EDICT;
		}
		cat = (cat ? cat : TT_CAT_ANY * (1 + TT_CAT_OUT)) | TT_CAT_VLR;
	}
	if (rd->notes.n == 0 && tt_buf_putc(&rd->notes, 0) < 0)
		return TT_ENOMEM;
	if (tt_grow(&rd->note, &rd->capnote, rd->nnote + 1,
	    sizeof *rd->note) < 0)
		return TT_ENOMEM;
	rd->note[rd->nnote++] = (struct idnote){ rd->id,
	    *pos || *gloss ? rd->notes.n : 0, cat, phon };
	if ((*pos && tt_buf_put(&rd->notes, pos, strlen(pos)) < 0) ||
	    (*pos && *gloss && tt_buf_putc(&rd->notes, ' ') < 0) ||
	    (*gloss && tt_buf_put(&rd->notes, gloss, strlen(gloss)) < 0) ||
	    ((*pos || *gloss) && tt_buf_putc(&rd->notes, 0) < 0))
		return TT_ENOMEM;
	return 0;
}

/* Undo the escapes of a form in place; its new length. */
static size_t
unescape(char *s)
{
	size_t i, k = 0;

	for (i = 0; s[i]; i++) {
		if (s[i] == '\\' && s[i + 1]) {
			i++;
			s[k++] = s[i] == 's' ? ' ' : s[i] == 't' ? '\t' :
			    s[i] == 'n' ? '\n' : s[i] == 'r' ? '\r' : s[i];
		} else
			s[k++] = s[i];
	}
	return k;
}

/* The flags field, "soft,drop": 0, or TT_EDICT with *bad the unknown
 * one. */
static int
readflags(char *s, unsigned *flags, const char **bad)
{
	char *tok;
	size_t k;

	*flags = 0;
	if (s == NULL)
		return 0;
	for (tok = strtok(s, ","); tok; tok = strtok(NULL, ",")) {
		for (k = 0; k < sizeof flagnames / sizeof flagnames[0] &&
		    strcmp(tok, flagnames[k].name) != 0; k++)
			;
		if (k == sizeof flagnames / sizeof flagnames[0]) {
			*bad = tok;
			return TT_EDICT;
		}
		*flags |= flagnames[k].flag;
	}
	return 0;
}

/* One entry's forms, of the kind field[1], into rd: 0, TT_EINVAL for
 * a bad template, TT_ERANGE for an empty form, TT_EDICT for an unknown
 * kind, TT_ENOMEM. */
static int
readentry(char **field, size_t n, struct reading *rd)
{
	if (strcmp(field[1], "special") == 0) {
		rd->file = 0;
		return addform(rd, (uint8_t *)field[2], n);
	}
	if (strcmp(field[1], "root") == 0) {
		/* " " + root, then its variants. */
		memmove(field[2] + 1, field[2], n);
		field[2][0] = ' ';
		rd->file = 0;
		return tt_phon_variants((uint8_t *)field[2], n + 1, rd->flags,
		    addform, rd);
	}
	if (strcmp(field[1], "suffix") == 0) {
		rd->file = 1;
		if (strstr(field[2], "{n}"))
			rd->flags |= TT_SUFFIX_NPRON;
		return tt_phon_allomorphs((uint8_t *)field[2], n, addform, rd);
	}
	return TT_EDICT;
}

/* What is wrong with a line of tt-dict.tsv, before its entry is read;
 * NULL if nothing. */
static const char *
badline(bool cr, char **field, size_t nf, unsigned long id, const char *q)
{
	if (cr)
		return "a carriage return ends the line (lines end in \\n "
		    "alone)";
	if (nf < 3 || *q || q == field[0] || id > MAXID)
		return "expected ID, kind and form separated by tabs";
	return NULL;
}

static int
readtsv(FILE *f, const char *path, struct reading *rd,
    struct tt_dict_error *err)
{
	char *line = NULL, *field[6], *q;
	const char *why, *bad = "";
	size_t cap = 0, nf, n;
	unsigned long id;
	int lineno = 0, r = 0;
	bool cr;

	while (r == 0 && tt_tsv_line(f, &line, &cap, &lineno)) {
		n = strlen(line);
		cr = n > 0 && line[n - 1] == '\r';
		nf = tt_tsv_fields(line, field, 6);
		id = strtoul(field[0], &q, 10);
		if ((why = badline(cr, field, nf, id, q)) != NULL) {
			tt_seterr(err, path, lineno, 1, "%s", why);
			r = TT_EDICT;
			break;
		}
		rd->id = id;
		rd->first = rd->n;
		if (readflags(nf > 4 ? field[4] : NULL, &rd->flags, &bad) < 0) {
			badflag(err, path, lineno, bad);
			r = TT_EDICT;
			break;
		}
		if ((r = keepnote(rd, field, nf, path, lineno, err)) < 0)
			break;
		if ((n = unescape(field[2])) > TT_MAXFORM) {
			toolong(err, path, lineno, 1, n);
			r = TT_EDICT;
			break;
		}
		if ((r = readentry(field, n, rd)) == TT_EDICT)
			tt_seterr(err, path, lineno, 1,
			    "unknown kind '%s' (special, root, suffix)",
			    field[1]);
		else if (r == TT_EINVAL || r == TT_ERANGE) {
			tt_seterr(err, path, lineno, 1, r == TT_EINVAL ?
			    "bad template '%s'" : strcmp(field[1], "suffix") ?
			    "%sempty form" : "template '%s' yields the empty "
			    "form", strcmp(field[1], "suffix") ? "" : field[2]);
			r = TT_EDICT;
		}
	}
	free(line);
	return r;
}

/*
 * Forms spelt alike in one trie: the trie holds the first (its keys
 * sorted as it took them), d->same links the others after it, so that
 * a homograph root or a suffix spelling two templates share (dı: (y)DI
 * and DI) offers every ID.
 */
static void
chain(struct tt_dict *d, const struct tt_trie_key *k, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++)
		if (k[i].n == k[i - 1].n &&
		    memcmp(k[i].s, k[i - 1].s, k[i].n) == 0)
			d->same[k[i - 1].val] = k[i].val;
}

static int
buildtries(struct tt_dict *d, const struct entry *e)
{
	struct tt_trie_key *key[NFILES];
	struct tt_trie **trie[NFILES] = { &d->root, &d->suffix, &d->bpe };
	size_t nkey[NFILES] = { 0 }, f;
	int r = 0;

	for (f = 0; f < NFILES; f++)
		if ((key[f] = calloc(d->nforms, sizeof *key[f])) == NULL)
			r = TT_ENOMEM;
	for (f = 0; r == 0 && f < d->nforms; f++) {
		size_t fi = e[f].file;
		const struct tt_idinfo *in = &d->ids[d->forms[f].id];

		key[fi][nkey[fi]++] = (struct tt_trie_key){
		    d->pool + d->forms[f].off, d->forms[f].len, f,
		    (in->kind == TT_KIND_ROOT ? TT_TAG_ROOT : 0) |
		    (in->nforms == 1 ? TT_TAG_SINGLE : 0) };
	}
	for (f = 0; r == 0 && f < NFILES; f++)
		if ((r = tt_trie_build(trie[f], key[f], nkey[f])) == 0)
			chain(d, key[f], nkey[f]);
	for (f = 0; f < NFILES; f++)
		free(key[f]);
	return r;
}

/*
 * tt's extension, at ext (extbase): 256 byte tokens, then the markers
 * for a capitalised word and a word in capitals, then <glue>, which
 * takes the space off the next piece: a word glued to the punctuation
 * before it, "(kitaplar", keeps its root (" kitap" stands at the start
 * of a word); then the normalisation markers, in the order of norm.h's
 * TT_NORM_* bits: the word decomposed (<nfd>), its first i with a dot
 * above (<idot>), a circumflex on the last or the first a, i or u of
 * the next piece (<hat>, <hat1>), a dot above every i (<idots>).  Only
 * the lossless mode emits them.
 */
#define EXTPOOL (256 + 5 + 9 + 6 + 5 + 6 + 5 + 6 + 7)	/* pool bytes */

static void
extend(struct tt_dict *d, size_t poolsz, uint32_t ext)
{
	static const char *mark[] = { "<cap>", "<allcaps>", "<glue>",
	    "<nfd>", "<idot>", "<hat>", "<hat1>", "<idots>" };
	uint32_t i, id, len;

	d->byte0 = ext;
	d->cap = ext + 256;
	d->allcaps = ext + 257;
	d->glue = ext + 258;
	d->nids = d->nbase > ext + TT_EXTN ? d->nbase : ext + TT_EXTN;
	for (i = 0; i < TT_EXTN; i++) {
		id = ext + i;
		len = i < 256 ? 1 : strlen(mark[i - 256]);
		d->ids[id] = (struct tt_idinfo){ .form = d->nforms,
		    .nforms = 1,
		    .kind = i < 256 ? TT_KIND_BYTE : id == d->glue ?
		    TT_KIND_GLUE : TT_KIND_CASE };
		d->forms[d->nforms++] = (struct tt_form){ poolsz, len, id };
		if (i < 256)
			d->pool[poolsz] = i;
		else
			memcpy(d->pool + poolsz, mark[i - 256], len);
		poolsz += len;
	}
}

/* Root id's first form as counts.tsv writes it: without its space. */
static const uint8_t *
bare(const struct tt_dict *d, uint32_t id, size_t *n)
{
	const uint8_t *s = tt_form_str(d, d->ids[id].form, n);

	if (*n > 0 && s[0] == ' ') {
		(*n)--;
		s++;
	}
	return s;
}

/* Is s a decimal number up to UINT32_MAX?  Then *v is it. */
static bool
number(const char *s, unsigned long *v)
{
	char *end;

	errno = 0;
	*v = strtoul(s, &end, 10);
	return end != s && *end == '\0' && errno == 0 && *v <= UINT32_MAX &&
	    s[0] >= '0' && s[0] <= '9';
}

/* The optional file dir/name, its path in path (4096 bytes), open in *fp
 * or NULL when there is none; 0, or TT_E* with err filled. */
static int
optional(const char *dir, const char *name, char *path, FILE **fp,
    struct tt_dict_error *err)
{
	*fp = NULL;
	if (tt_path(path, 4096, dir, name, err) < 0)
		return TT_EINVAL;
	if ((*fp = fopen(path, "r")) == NULL && errno != ENOENT) {
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
		return TT_EIO;
	}
	return 0;
}

/*
 * counts.tsv, if the directory has one: "ID<TAB>root<TAB>count", how
 * many words of training text begin with that root (tt-dict counts),
 * and with a fourth column how many of those went on with a suffix:
 * every line has it or none.  The lossless encoder prefers the more
 * frequent root between cuts of as many pieces.  The root is written out
 * so that a file left over from other roots is an error, not a silent
 * mismatch.
 */
static int
readcounts(struct tt_dict *d, const char *dir, struct tt_dict_error *err)
{
	char path[4096], msg[160], *line = NULL, *field[5];
	unsigned long id, count, sc = 0;
	const uint8_t *form;
	size_t cap = 0, n, nf, want = 0;
	int lineno = 0, ret = 0;
	FILE *f;

	if ((ret = optional(dir, "counts.tsv", path, &f, err)) < 0 ||
	    f == NULL)
		return ret;
	if ((d->count = calloc(d->nids, sizeof *d->count)) == NULL) {
		fclose(f);
		return TT_ENOMEM;
	}
	while (ret == 0 && tt_tsv_line(f, &line, &cap, &lineno)) {
		nf = tt_tsv_fields(line, field, 5);
		if (want == 0 && (nf == 3 || nf == 4))
			want = nf;
		if (want == 4 && d->scount == NULL && (d->scount =
		    calloc(d->nids, sizeof *d->scount)) == NULL) {
			ret = TT_ENOMEM;
			break;
		}
		if (nf != want || !number(field[0], &id) ||
		    !number(field[2], &count) ||
		    (nf == 4 && !number(field[3], &sc)))
			snprintf(msg, sizeof msg, "expected ID, root%s count "
			    "separated by tabs", want == 4 ? ", count and "
			    "suffixed" : " and");
		else if (sc > count)
			snprintf(msg, sizeof msg, "suffixed count %lu above "
			    "count %lu", sc, count);
		else if (id >= d->nbase || d->ids[id].kind != TT_KIND_ROOT)
			snprintf(msg, sizeof msg, "ID %lu is not a root", id);
		else {
			form = bare(d, id, &n);
			if (strlen(field[1]) == n &&
			    memcmp(form, field[1], n) == 0) {
				d->count[id] = count;
				if (d->scount != NULL)
					d->scount[id] = sc;
				continue;
			}
			snprintf(msg, sizeof msg, "ID %lu is the root \"%.*s\", "
			    "not \"%.40s\"", id, (int)n, form, field[1]);
		}
		tt_seterr(err, path, lineno, 1, "%s", msg);
		ret = TT_EDICT;
	}
	if (ret == 0 && ferror(f)) {
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
		ret = TT_EIO;
	}
	free(line);
	fclose(f);
	return ret;
}

/* A state of trans.tsv: N, V, NV, Q (TT_TN and the rest), a suffix's
 * ID, or ID/V for the verb reading of a suffix of two; 0 if not one. */
static unsigned
stepstate(const struct tt_dict *d, const char *s)
{
	static const char *const root[] = { "N", "V", "NV", "Q" };
	char buf[16];
	unsigned long id;
	unsigned i;
	size_t n = strlen(s);

	for (i = 0; i < sizeof root / sizeof root[0]; i++)
		if (strcmp(s, root[i]) == 0)
			return TT_TN + i;
	if (n > 2 && n < sizeof buf && strcmp(s + n - 2, "/V") == 0) {
		memcpy(buf, s, n - 2);
		buf[n - 2] = '\0';
		return number(buf, &id) && id < d->nbase &&
		    d->tverb[id] != d->tstate[id] ? d->tverb[id] : 0;
	}
	return number(s, &id) && id < d->nbase ? d->tstate[id] : 0;
}

/* Each root's state (d->rstate): TT_TQ for a question particle or the
 * copula's stem i (i di, i se: its steps are its own, not a verb's),
 * else by what its category yields, N and V if it does not say. */
static int
rootstates(struct tt_dict *d)
{
	uint32_t id;
	unsigned cat;

	if ((d->rstate = calloc(d->nids, 1)) == NULL)
		return TT_ENOMEM;
	for (id = 0; id < d->nids; id++) {
		if (d->ids[id].kind != TT_KIND_ROOT)
			continue;
		cat = d->cat[id] / TT_CAT_OUT & (TT_CAT_N | TT_CAT_V);
		d->rstate[id] = tt_dict_names_pos(d, id, "Q") ||
		    tt_dict_names_pos(d, id, "COP") ? TT_TQ :
		    cat ? cat : TT_TNV;
	}
	return 0;
}

/*
 * trans.tsv (optional, scripts/trans.py): how often each suffix followed
 * a root of each category or another suffix, or ended the word (END),
 * in tt's cuts of training text; and of those ends, how many came right
 * before a full stop (ENDF: . ! ? or ..., a space between or none).
 * Kept as costs, -log P(next | state), with TALPHA added to every count;
 * the lossless encoder adds them up, ENDF's in place of END's for a word
 * before a full stop (d->tfinal).
 */
#define TALPHA 0.1

/*
 * The least a cut can still cost from each state, after at least k more
 * suffixes (k <= TT_TBOUNDK; then the word's end): d->tbound[k * nrow +
 * state].  Every step costs >= 0, so k = 0 is a shortest path to END
 * (relaxed until nothing changes), and k + 1 one step before k.  The
 * search leaves a cut that cannot come in under the best one found.
 */
static int
tbounds(struct tt_dict *d, size_t nrow)
{
	float *b, v;
	size_t i, j, k;
	bool changed = true;

	if ((d->tbound = malloc((TT_TBOUNDK + 1) * nrow * sizeof *b)) == NULL)
		return TT_ENOMEM;
	b = d->tbound;
	for (i = 0; i < nrow; i++)
		b[i] = d->tcost[i * d->ntcol];
	while (changed)
		for (changed = false, i = 0; i < nrow; i++)
			for (j = 1; j < d->ntcol; j++)
				if ((v = d->tcost[i * d->ntcol + j] +
				    b[j + TT_TROOT]) < b[i])
					b[i] = v, changed = true;
	for (k = 1; k <= TT_TBOUNDK; k++)
		for (i = 0; i < nrow; i++) {
			b[k * nrow + i] = INFINITY;
			for (j = 1; j < d->ntcol; j++)
				if ((v = d->tcost[i * d->ntcol + j] +
				    b[(k - 1) * nrow + j + TT_TROOT]) <
				    b[k * nrow + i])
					b[k * nrow + i] = v;
		}
	return 0;
}

/* The states: a root's (dict.h), then each suffix ID's, from TT_TROOT +
 * 1 in ID order, then the verb's reading of each that takes a noun and
 * a verb as two (TT_TWO_IN), in ID order; 0 for the rest.  Not of one
 * that yields a noun or a verb as two (mA: VN,NEG), which was tried and
 * left out (README): its NEG came to make bu + la + ma + dı cost less
 * than bul + ama + dı.  An image keeps the tables, not these. */
long
tt_dict_tstate(struct tt_dict *d)
{
	uint32_t id, nsuf = 0, nverb = 0;

	if ((d->tstate = calloc(d->nbase + 1, sizeof *d->tstate)) == NULL ||
	    (d->tverb = calloc(d->nbase + 1, sizeof *d->tverb)) == NULL)
		return TT_ENOMEM;
	/* Past TT_TMAXSUF the states wrap, and the call fails. */
	for (id = 0; id < d->nbase; id++)
		if (d->ids[id].kind == TT_KIND_SUFFIX)
			d->tstate[id] = d->tverb[id] = TT_TROOT + ++nsuf;
	for (id = 0; id < d->nbase; id++)
		if (d->tstate[id] && tt_dict_twofold(d, id) == TT_TWO_IN)
			d->tverb[id] = TT_TROOT + nsuf + ++nverb;
	return nsuf + nverb > TT_TMAXSUF ? TT_EDICT : (long)(nsuf + nverb);
}

/*
 * With scount, the cost a root adds to the step to its first suffix:
 * how much less often a suffix followed it than its state's roots
 * (d->rstate, trans.tsv's rows), as -log of the ratio, and never below
 * 0.  Its share of words that went on is (scount + PRIOR p) / (count +
 * PRIOR), p its state's, so a root seen seldom keeps its state's.  ve,
 * de, da stand alone in all but a few of thousands of words: dede is not
 * de + LOC, dalı not da + lı, where their count alone made them the
 * cheapest roots of the word.
 * Never below 0: a root seldom seen bare (a verb stem) pays what its
 * category does, as before, and the bound of d->tbound still holds.
 */
#define PRIOR 5.0	/* words of its category's share a root's has */

static int
suffixcosts(struct tt_dict *d)
{
	uint32_t id;
	double p, q;

	if (d->scount == NULL)
		return 0;
	if ((d->rsuf = calloc(d->nids, sizeof *d->rsuf)) == NULL)
		return TT_ENOMEM;
	for (id = 0; id < d->nids; id++) {
		if (d->ids[id].kind != TT_KIND_ROOT)
			continue;
		p = 1 - exp(-d->tcost[d->rstate[id] * d->ntcol]);
		q = (d->scount[id] + PRIOR * p) / (d->count[id] + PRIOR);
		d->rsuf[id] = q < p ? log(p / q) : 0;
	}
	return 0;
}

static int
readtrans(struct tt_dict *d, const char *dir, struct tt_dict_error *err)
{
	char path[4096], *line = NULL, *field[4];
	unsigned long n;
	unsigned a, b;
	double *count = NULL, *final = NULL, nfinal = 0, t;
	size_t cap = 0, i, j, nrow, nsuf;
	int lineno = 0, ret = 0;
	uint32_t id;
	long r;
	FILE *f;

	if ((ret = optional(dir, "trans.tsv", path, &f, err)) < 0 ||
	    f == NULL)
		return ret;
	if ((r = tt_dict_tstate(d)) == TT_ENOMEM)
		goto nomem;
	if (r < 0) {
		tt_seterr(err, path, 0, 0, "%s", "more suffixes than the "
		    "scored model can tell apart");
		fclose(f);
		return TT_EDICT;
	}
	nsuf = r;
	nrow = TT_TROOT + 1 + nsuf, d->ntcol = 1 + nsuf;
	if ((count = calloc(nrow * d->ntcol, sizeof *count)) == NULL ||
	    (final = calloc(nrow, sizeof *final)) == NULL ||
	    (d->tcost = calloc(nrow * d->ntcol, sizeof *d->tcost)) == NULL ||
	    (d->rcost = calloc(d->nids, sizeof *d->rcost)) == NULL)
		goto nomem;
	/* IDs come in runs of one count (none: suffixes, BPE pieces), so
	 * a run costs one logf: a third of the file's reading. */
	for (id = 0; d->count != NULL && id < d->nids; id++)
		d->rcost[id] = id > 0 && d->count[id] == d->count[id - 1] ?
		    d->rcost[id - 1] : -logf(d->count[id] + 0.5f);
	while (ret == 0 && tt_tsv_line(f, &line, &cap, &lineno)) {
		if (tt_tsv_fields(line, field, 4) != 3 ||
		    !number(field[2], &n) ||
		    (a = stepstate(d, field[0])) == 0 ||
		    ((b = stepstate(d, field[1])) <= TT_TROOT &&
		    strcmp(field[1], "END") != 0 &&
		    strcmp(field[1], "ENDF") != 0)) {
			tt_seterr(err, path, lineno, 1, "%s", "expected a "
			    "root's category (N, V, NV, Q) or a suffix's "
			    "state, a suffix's state, END or ENDF, and a "
			    "count, separated by tabs (a suffix's state: its "
			    "ID, or ID/V for the verb's reading of one of "
			    "two)");
			ret = TT_EDICT;
		} else if (strcmp(field[1], "ENDF") == 0)
			final[a] += n, nfinal += n;
		else
			count[a * d->ntcol + (b ? b - TT_TROOT : 0)] += n;
	}
	if (ret == 0 && ferror(f)) {
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
		ret = TT_EIO;
	}
	if (ret == 0 && nfinal > 0 &&
	    (d->tfinal = calloc(nrow, sizeof *d->tfinal)) == NULL)
		goto nomem;
	for (i = 1; ret == 0 && i < nrow; i++) {
		for (j = 0, t = 0; j < d->ntcol; j++)
			t += count[i * d->ntcol + j];
		for (j = 0; j < d->ntcol; j++)
			d->tcost[i * d->ntcol + j] = -log((count[i * d->ntcol +
			    j] + TALPHA) / (t + TALPHA * d->ntcol));
		/* Of no more than END's count: never below END's cost. */
		if (nfinal > 0)
			d->tfinal[i] = -log((fmin(final[i], count[i *
			    d->ntcol]) + TALPHA) / (t + TALPHA * d->ntcol));
	}
	free(count);
	free(final);
	free(line);
	fclose(f);
	if (ret == 0 && (ret = rootstates(d)) == 0 &&
	    (ret = suffixcosts(d)) == 0)
		ret = tbounds(d, nrow);
	return ret;
nomem:
	free(count);
	free(final);
	free(line);
	fclose(f);
	return TT_ENOMEM;
}

static int
putbyte(void *arg, uint8_t c, size_t off)
{
	(void)off;
	return tt_buf_putc(arg, c);
}

int
tt_dict_count_roots(const struct tt_dict *d, const uint8_t *s, size_t n,
    uint32_t *count)
{
	struct tt_buf w = { 0 };
	size_t i, j, k, nroot, len[32];
	uint32_t val[32], id;
	bool isword;
	int r = 0;

	for (i = 0; i < n; i = j) {
		j = tt_pretok_run(s, n, i, &isword);
		if (!isword)
			continue;
		/* " " + the word in lowercase: roots begin with a space. */
		w.n = 0;
		if ((r = tt_buf_putc(&w, ' ')) < 0 || (r = tt_pretok_fold(s + i,
		    j - i, tt_tr_lower, tt_tr_upper, putbyte, &w)) < 0)
			break;
		nroot = tt_trie_prefixes(d->root, w.s, w.n, TT_TAG_ROOT, len,
		    val, 32);
		for (k = nroot; k-- > 0;)
			if (len[k] < w.n) {
				id = d->forms[val[k]].id;
				if (count[id] < UINT32_MAX)
					count[id]++;
				break;
			}
	}
	tt_buf_free(&w);
	return r < 0 ? r : 0;
}

int
tt_dict_write_counts(const struct tt_dict *d, const uint32_t *count,
    const uint32_t *scount, FILE *f)
{
	const uint8_t *s;
	uint32_t id;
	size_t n;

	fprintf(f, "# id\troot\tcount%s\n", scount ? "\tsuffixed" : "");
	for (id = 0; id < d->nbase; id++)
		if (count[id] > 0 && d->ids[id].kind == TT_KIND_ROOT) {
			s = bare(d, id, &n);
			fprintf(f, "%u\t%.*s\t%u", id, (int)n, s, count[id]);
			if (scount)
				fprintf(f, "\t%u", scount[id]);
			fputc('\n', f);
		}
	return ferror(f) ? TT_EIO : 0;
}

/* Read the files of dir into rd (their JSON values stay in root). */
static int
readall(const char *dir, json_t **root, struct reading *rd,
    struct tt_dict_error *err)
{
	char path[4096];
	size_t i, f = 0;
	FILE *tsv;
	int r = 0;

	/* Format 2: tt-dict.tsv (specials, suffixes), roots.tsv. */
	for (i = 0; r == 0 && i < 2; i++) {
		if ((r = tt_path(path, sizeof path, dir,
		    i == 0 ? "tt-dict.tsv" : "roots.tsv", err)) < 0)
			return r;
		if ((tsv = fopen(path, "r")) == NULL)
			break;
		r = readtsv(tsv, path, rd, err);
		fclose(tsv);
		f = 2;
	}
	for (; r == 0 && f < NFILES; f++)
		r = readfile(dir, f, &root[f], rd, err);
	return r;
}

/*
 * Where tt's extension begins, given the entries sorted by ID: right
 * after the last BPE piece when the TT_EXTN IDs there are free, so that
 * roots added after a release's BPE pieces leave its byte tokens and
 * markers where they were (dict/tr); else after the largest ID.
 */
static uint32_t
extbase(const struct entry *ent, size_t nent)
{
	size_t i = nent;

	if (nent == 0)
		return 0;
	while (i > 0 && files[ent[i - 1].file].kind != TT_KIND_BPE)
		i--;
	return tt_extbase(i > 0 ? ent[i - 1].id : UINT32_MAX,
	    i > 0 && i < nent ? ent[i].id : UINT32_MAX, ent[nent - 1].id + 1);
}

/* The forms of the entries, sorted by ID, into d's pool and tables. */
static int
fill(struct tt_dict *d, struct entry *ent, size_t nent, const char *dir,
    struct tt_dict_error *err)
{
	size_t i, poolsz = 0;
	uint32_t maxid = 0, ext;
	int r;

	for (i = 0; i < nent; i++) {
		poolsz += ent[i].n;
		if (ent[i].id > maxid)
			maxid = ent[i].id;
	}
	if (nent > 0)
		qsort(ent, nent, sizeof *ent, cmpentry);
	for (i = 1; i < nent; i++)
		if (ent[i].id == ent[i - 1].id &&
		    ent[i].file != ent[i - 1].file) {
			char msg[64];

			snprintf(msg, sizeof msg, "%u", ent[i].id);
			tt_seterr(err, dir, 0, 0,
			    "ID %s is used in two files", msg);
			return TT_EDICT;
		}
	d->nbase = nent ? maxid + 1 : 0;
	ext = extbase(ent, nent);
	d->pool = calloc(1, poolsz + EXTPOOL + TT_POOL_SLACK);
	d->forms = calloc(nent + TT_EXTN, sizeof *d->forms);
	d->ids = calloc((size_t)d->nbase + TT_EXTN, sizeof *d->ids);
	d->same = malloc((nent + TT_EXTN) * sizeof *d->same);
	if (d->pool == NULL || d->forms == NULL || d->ids == NULL ||
	    d->same == NULL)
		return TT_ENOMEM;
	memset(d->same, 0xff, (nent + TT_EXTN) * sizeof *d->same);
	for (i = 0, poolsz = 0; i < nent; i++) {
		struct tt_idinfo *id = &d->ids[ent[i].id];

		if (id->nforms == 0) {
			id->form = i;
			id->kind = files[ent[i].file].kind;
			if (ent[i].file == 0 && isspecial(ent[i].s, ent[i].n))
				id->kind = TT_KIND_SPECIAL;
		}
		if (id->nforms < UINT16_MAX)
			id->nforms++;
		id->flags |= ent[i].flags & ~TT_SUFFIX_VLR;
		d->forms[i] = (struct tt_form){ poolsz, ent[i].n, ent[i].id };
		memcpy(d->pool + poolsz, ent[i].s, ent[i].n);
		poolsz += ent[i].n;
	}
	d->nforms = nent;
	if ((r = buildtries(d, ent)) < 0)
		return r;
	extend(d, poolsz, ext);
	return 0;
}

/* Each ID's category and note, from what readtsv kept. */
static int
notes(struct tt_dict *d, struct reading *rd)
{
	size_t i;

	if (rd->notes.n == 0 && tt_buf_putc(&rd->notes, 0) < 0)
		return TT_ENOMEM;
	d->cat = calloc(d->nids, 1);
	d->note = calloc(d->nids, sizeof *d->note);
	if (d->cat == NULL || d->note == NULL)
		return TT_ENOMEM;
	for (i = 0; i < rd->nnote; i++) {
		d->cat[rd->note[i].id] = rd->note[i].cat;
		d->note[rd->note[i].id] = rd->note[i].off;
	}
	d->notes = (char *)rd->notes.s;
	d->nnotes = rd->notes.n;
	rd->notes = (struct tt_buf){ 0 };
	return 0;
}

/* tt_phon_prepare, with each root's TT_RP_* from what readtsv kept. */
static int
prepare(struct tt_dict *d, const struct reading *rd)
{
	uint8_t *rphon = calloc(d->nids, 1);
	size_t i;
	int r;

	if (rphon == NULL)
		return TT_ENOMEM;
	for (i = 0; i < rd->nnote; i++)
		rphon[rd->note[i].id] |= rd->note[i].phon;
	r = tt_phon_prepare(d, rphon);
	free(rphon);
	return r;
}

/* The dictionary from its sources (format 1 or 2). */
static int
sources(struct tt_dict *d, const char *dir, struct tt_dict_error *err)
{
	json_t *root[NFILES] = { NULL };
	struct reading rd = { 0 };
	size_t i;
	int r;

	if ((r = readall(dir, root, &rd, err)) == 0) {
		for (i = 0; i < rd.n; i++)
			if (rd.ent[i].s == NULL)
				rd.ent[i].s = (const char *)rd.arena.s +
				    rd.ent[i].off;
		r = fill(d, rd.ent, rd.n, dir, err);
	}
	if (r == 0)
		r = notes(d, &rd);
	if (r == 0 && (r = readcounts(d, dir, err)) == 0 &&
	    (r = prepare(d, &rd)) == 0)
		r = tt_syl_load(d, dir, err);
	d->space = TT_ID_SPACE;
	for (i = 0; i < NFILES; i++)
		json_decref(root[i]);
	free(rd.ent);
	free(rd.note);
	tt_buf_free(&rd.arena);
	tt_buf_free(&rd.notes);
	return r;
}

/* What id yields after each category it takes, 3 bits per category. */
static unsigned
yields(const struct tt_dict *d, uint32_t id)
{
	unsigned c, o = 0;

	for (c = 0; c < 3; c++)
		if (tt_cat_in(d, id) & 1u << c)
			o |= tt_cat_out(d, id, 1u << c) << 3 * c;
	return o;
}

/*
 * d->alike from d->same, and d->outs for the forms no link leads to
 * (the tries' own forms): the union of yields() along their chain.
 * Each form is linked to at most once, so the chains walked add up to
 * the forms.  An image keeps both.
 */
static int
alike(struct tt_dict *d)
{
	uint8_t *linked;
	uint32_t f, g;
	unsigned o;

	d->alike = calloc(d->nforms / 8 + 1, 1);
	d->outs = calloc(d->nforms + 1, sizeof *d->outs);
	linked = calloc(d->nforms / 8 + 1, 1);
	if (d->alike == NULL || d->outs == NULL || linked == NULL) {
		free(linked);
		return TT_ENOMEM;
	}
	for (f = 0; f < d->nforms; f++)
		if ((g = d->same[f]) != UINT32_MAX) {
			d->alike[f >> 3] |= 1u << (f & 7);
			linked[g >> 3] |= 1u << (g & 7);
		}
	for (f = 0; f < d->nforms; f++) {
		if (linked[f >> 3] & 1u << (f & 7))
			continue;
		/* The plural's n (o nlar) is reached by a demonstrative's
		 * gloss alone (lossless.c, findbase()): no chain steps into
		 * it, and fewest() counts no path through it. */
		for (o = 0, g = f; g != UINT32_MAX; g = d->same[g])
			if (!(d->phon[g].bits & PF_PLURALN))
				o |= yields(d, d->forms[g].id);
		d->outs[f] = o;
	}
	free(linked);
	return 0;
}

/* The record bits a root's gloss gives it: ~ stands for another root
 * inflected, ~~ only before a suffix, ~. only as the whole word (dict.h,
 * tt-dict(5)). */
static unsigned
standbits(const char *g)
{
	if (g[0] != '~')
		return 0;
	return g[1] == '~' ? TT_RF_STANDSUF : g[1] == '.' ? TT_RF_STANDALONE :
	    TT_RF_STANDS;
}

/*
 * d->rootform, from the tables it gathers, once the counts and the
 * scored model are read.  Every form has a record, so that a form's is
 * found by its index alone; an image keeps them.  A base is looked for
 * in the gloss once here, not at each word that begins with the root:
 * the form is the word's first bytes, so whether the word begins with
 * the base, or with the base less the vowel a verb drops before the
 * passive (ayr + ıl for ayrıl =ayır+(I)l), is whether the form does.
 */
static int
rootforms(struct tt_dict *d)
{
	struct tt_rootform *rf;
	const uint8_t *s;
	const char *g;
	size_t n, m, k, i;
	uint32_t f, id;

	if ((d->rootform = calloc(d->nforms, sizeof *d->rootform)) == NULL)
		return TT_ENOMEM;
	for (f = 0; f < d->nforms; f++) {
		rf = &d->rootform[f];
		rf->id = id = d->forms[f].id;
		rf->count = d->count ? d->count[id] : 0;
		rf->cost = d->rcost ? d->rcost[id] : 0;
		rf->out = d->cat[id] ? d->cat[id] / TT_CAT_OUT & TT_CAT_ANY :
		    TT_CAT_ANY;
		/* The decoder writes başlı only before -(I)yor, as the stem
		 * that -lA's narrowed ID makes (baş + lı + yor). */
		if (tt_phon_yoronly(d, f))
			rf->out = TT_CAT_P;
		if (tt_form_next(d, f) != UINT32_MAX)
			rf->bits |= TT_RF_ALIKE;
		if (d->ids[id].kind != TT_KIND_ROOT)
			continue;
		g = tt_dict_gloss(d, id);
		rf->bits |= TT_RF_ROOT |
		    (d->ids[id].flags & TT_ROOT_NAME ? TT_RF_NAME : 0) |
		    (d->ids[id].flags & TT_SUFFIX_PRON ? TT_RF_PRON : 0) |
		    standbits(g) |
		    (d->ids[id].form == f ? TT_RF_FIRST : 0) |
		    (tt_dict_names_pos(d, id, "NUM") ? TT_RF_NUM : 0);
		/* A base of 255 bytes and more is none: no word the
		 * whole-word search cuts is that long. */
		s = tt_form_str(d, f, &m);
		if (*g != '=' || (n = strcspn(g + 1, "+")) + 1 >= m ||
		    n + 1 > UINT8_MAX || g[1 + n] != '+')
			continue;
		if (memcmp(g + 1, s + 1, n) == 0)
			k = n;
		else if ((k = tt_phon_dropped((const uint8_t *)g + 1, n, s + 1,
		    m - 1)) == 0)
			continue;
		rf->base = k + 1;
		for (i = 0; i < n; i++)
			rf->basechars += (g[1 + i] & 0xc0) != 0x80;
	}
	return 0;
}

/* Has dir a dictionary's sources (format 2 or 1)?  0, or an error that
 * says why not. */
static int
hassources(const char *dir, struct tt_dict_error *err)
{
	char path[4096];
	struct stat st;
	int r;

	if ((r = tt_path(path, sizeof path, dir, "tt-dict.tsv", err)) < 0 ||
	    access(path, F_OK) == 0)
		return r;
	if ((r = tt_path(path, sizeof path, dir, "kokler.json", err)) < 0 ||
	    access(path, F_OK) == 0)
		return r;
	if (stat(dir, &st) < 0)
		tt_seterr(err, dir, 0, 0, "%s", strerror(errno));
	else
		tt_seterr(err, dir, 0, 0, "%s", "no dictionary here "
		    "(tt-dict.img, tt-dict.tsv or kokler.json)");
	return TT_EIO;
}

/* d->aor, d->opt, d->dik and the rest, by the suffixes' glosses: the
 * lossless encoder puts -Ar only after a verb root that takes it
 * (TT_CAT_AORA), -Ir after any other stem, -lIm only after the optative,
 * -k, -m, -n and -nIz only after the past or the conditional and no
 * possessive there, no derivation after the
 * genitive, no -DIK or -lAn at a word's end, nor -(I)n right after -lA,
 * a verb's last -(I)n as the plural imperative where spelt alike, no
 * possessive nor plural after a possessive, only -DIr after a person
 * ending, only its person endings and two copulas after the past, only
 * postcase suffixes after the genitive (and a pronoun's instrumental),
 * nothing after the plural imperative, -ki after no BPE piece, and its
 * kü only after a root whose last vowel is ü; lAr as the third person's
 * (3PL) after a tense, a mood, a copula or the locative (TT_RULE_THIRD),
 * as the plural's after the rest, and as either after those that also
 * make participles (TT_RULE_EITHER: the future, the evidential, the
 * aorists); no possessive after the others, and -(I)m at no word's end
 * after those; the negative aorist's first persons only after -mA and
 * -(y)AmA, and the nominal 1PL not there.  d->rules marks the suffixes
 * these rules name, by ID, so that follows() asks one byte of most.
 * Worked out at each load, not kept in an image. */
static int
glossed(struct tt_dict *d)
{
	const struct {
		const char *gloss;
		uint32_t *to;
	} by[] = {
		{ "AOR.A", &d->aor[0] }, { "AOR.I", &d->aor[1] },
		{ "OPT", &d->opt[0] }, { "1PL.OPT", &d->opt[1] },
		{ "PTCP.DIK", &d->dik }, { "VERB.LAN", &d->lan },
		{ "VERB", &d->la }, { "P2SG,REFL", &d->refl },
		{ "1SG.PST", &d->kperson[0] }, { "2SG.PST", &d->kperson[1] },
		{ "1PL.PST", &d->kperson[2] }, { "2PL.PST", &d->kperson[3] },
		{ "PST", &d->kgroup[TT_KPST] },
		{ "PST.COP", &d->kgroup[TT_KPSTCOP] },
		{ "COND", &d->kgroup[TT_KCOND] },
		{ "COND.V", &d->kgroup[TT_KCONDV] }, { "GEN", &d->gen },
		{ "GEN.IM", &d->genim }, { "INS", &d->ins },
		{ "IMP.2PL", &d->imp2pl }, { "P3SG", &d->poss[0] },
		{ "P1PL", &d->poss[1] }, { "P2PL", &d->poss[2] },
		{ "P3PL", &d->poss[3] }, { "P1SG,NOUN.IM", &d->possderiv[0] },
		{ "P2SG,REFL", &d->possderiv[1] }, { "1SG", &d->person[0] },
		{ "2SG,IMP.3SG", &d->person[1] }, { "1PL", &d->person[2] },
		{ "2PL", &d->person[3] }, { "PL", &d->pl },
		{ "GNR.COP,CAUS.DIR", &d->dir }, { "REL", &d->rel },
		{ "REL.KU", &d->relku }, { "3PL", &d->pl3 },
		{ "VN,NEG", &d->neg[0] }, { "NEG.ABIL", &d->neg[1] },
		{ "1SG.NEG.AOR", &d->negperson[0] },
		{ "1PL.NEG.AOR", &d->negperson[1] }
	};
	/* Where lAr is the third person's: the finite verb's endings, the
	 * copulas, the optative (bas a lar), the locative (ev de ler).  The
	 * first seven also make participles, after which it may be the
	 * plural (sev er ler in). */
	static const char *const third[] = {
		"FUT,PTCP.FUT", "EVID", "AOR.A", "AOR.I", "AOR.V", "NEG.AOR",
		"NEG.AOR.Z", "PST", "PROG", "NEC", "COND.V", "PROG.MAKTA",
		"PST.COP", "EVID.COP", "COND", "GNR.COP,CAUS.DIR", "OPT",
		"LOC"
	};
	/* The rules follows() has for the suffixes named above (dict.h:
	 * ONLY, RULED, OWN); the case endings are RULED and those flagged
	 * num OWN, below. */
	enum { O = TT_RULE_ONLY, R = TT_RULE_RULED, W = TT_RULE_OWN };
	const struct {
		const uint32_t *id;
		unsigned rule;
	} named[] = {
		{ &d->opt[1], O }, { &d->pl3, O | R },
		{ &d->kperson[0], O | R }, { &d->kperson[1], O | R },
		{ &d->kperson[2], O | R }, { &d->kperson[3], O | R },
		{ &d->negperson[0], O }, { &d->negperson[1], O },
		{ &d->neg[0], R }, { &d->neg[1], R }, { &d->imp2pl, R },
		{ &d->pl, R }, { &d->person[0], R }, { &d->person[1], R },
		{ &d->person[2], R }, { &d->person[3], R }, { &d->gen, R },
		{ &d->genim, R | W }, { &d->kgroup[TT_KPST], R },
		{ &d->poss[0], R }, { &d->poss[1], R }, { &d->poss[2], R },
		{ &d->poss[3], R }, { &d->possderiv[1], R },
		{ &d->aor[0], W }, { &d->aor[1], W }, { &d->relku, W },
		{ &d->rel, W }
	};
	const size_t nthird = sizeof third / sizeof third[0], neither = 7;
	const size_t n = sizeof by / sizeof by[0];
	const char *g;
	uint32_t id;
	size_t i;

	for (i = 0; i < n; i++)
		*by[i].to = UINT32_MAX;
	if ((d->rules = calloc(d->nids, 1)) == NULL)
		return TT_ENOMEM;
	for (id = 0; id < d->nbase; id++) {
		if (d->ids[id].kind != TT_KIND_SUFFIX)
			continue;
		if (d->ids[id].flags & TT_SUFFIX_CASE)
			d->rules[id] |= TT_RULE_RULED;
		if (d->ids[id].flags & TT_SUFFIX_NUM)
			d->rules[id] |= TT_RULE_OWN;
		g = tt_dict_gloss(d, id);
		for (i = 0; i < n; i++)
			if (strcmp(g, by[i].gloss) == 0)
				*by[i].to = id;
		for (i = 0; i < nthird && strcmp(g, third[i]) != 0; i++)
			;
		if (i < nthird)
			d->rules[id] |= TT_RULE_THIRD |
			    (i < neither ? TT_RULE_EITHER : 0);
	}
	for (i = 0; i < sizeof named / sizeof named[0]; i++)
		if (*named[i].id != UINT32_MAX)
			d->rules[*named[i].id] |= named[i].rule;
	return 0;
}

int
tt_dict_load(struct tt_dict **dp, const char *dir, struct tt_dict_error *err)
{
	struct tt_dict_error imgerr;
	struct tt_dict *d;
	int r, img;

	*dp = NULL;
	tt_seterr(err, "", 0, 0, "%s", "");
	tt_seterr(&imgerr, "", 0, 0, "%s", "");
	if ((d = calloc(1, sizeof *d)) == NULL)
		return TT_ENOMEM;
	if ((img = tt_image_map(d, dir, &imgerr)) == 0) {
		if ((r = glossed(d)) < 0) {
			tt_dict_free(d);
			return r;
		}
		*dp = d;
		return 0;
	}
	/* No usable image: start again from the sources, if there are
	 * any; else say what is wrong with the image, or that there is
	 * no dictionary. */
	tt_dict_free(d);
	if ((r = hassources(dir, err)) < 0) {
		if (err && imgerr.file[0] != '\0')
			*err = imgerr;
		return r == TT_EIO && img < 0 ? img : r;
	}
	if ((d = calloc(1, sizeof *d)) == NULL)
		return TT_ENOMEM;
	if ((r = sources(d, dir, err)) < 0 || (r = alike(d)) < 0 ||
	    (r = readtrans(d, dir, err)) < 0 || (r = rootforms(d)) < 0 ||
	    (r = glossed(d)) < 0) {
		tt_dict_free(d);
		return r;
	}
	/* A damaged image is said, though the sources stood in for it. */
	if (img < 0 && err)
		*err = imgerr;
	*dp = d;
	return 0;
}

int
tt_dict_compile(const char *dir, struct tt_dict_error *err)
{
	char path[4096];
	struct tt_dict *d;
	int r;

	tt_seterr(err, "", 0, 0, "%s", "");
	if ((r = tt_path(path, sizeof path, dir, "tt-dict.img", err)) < 0)
		return r;
	/* From the sources, never from the image being replaced. */
	if (unlink(path) < 0 && errno != ENOENT) {
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
		return TT_EIO;
	}
	if ((r = tt_dict_load(&d, dir, err)) < 0)
		return r;
	r = d->syl ? TT_EINVAL : tt_image_write(d, dir, err);
	tt_dict_free(d);
	return r;
}

void
tt_dict_free(struct tt_dict *d)
{
	if (d == NULL)
		return;
	tt_trie_free(d->root);
	tt_trie_free(d->suffix);
	tt_trie_free(d->bpe);
	tt_syl_free(d->syl);
	free(d->tstate);
	free(d->tverb);
	free(d->rules);
	if (d->map)
		tt_image_unmap(d);
	else {
		free(d->tcost);
		free(d->tbound);
		free(d->tfinal);
		free(d->rcost);
		free(d->rsuf);
		free(d->rstate);
		free(d->scount);
		free(d->pool);
		free(d->forms);
		free(d->ids);
		free(d->tail);
		free(d->phon);
		free(d->pick);
		free(d->idbits);
		free(d->alike);
		free(d->outs);
		free(d->rootform);
		free(d->count);
		free(d->same);
		free(d->cat);
		free(d->note);
		free(d->notes);
	}
	free(d);
}

uint32_t
tt_dict_size(const struct tt_dict *d)
{
	return d->nids;
}

uint32_t
tt_dict_base_size(const struct tt_dict *d)
{
	return d->nbase;
}

enum tt_kind
tt_dict_kind(const struct tt_dict *d, uint32_t id)
{
	return tt_kind(d, id);
}

const char *
tt_kind_name(enum tt_kind k)
{
	static const char *name[] = { "none", "special", "root", "suffix",
	    "bpe", "byte", "case", "glue" };

	return (size_t)k < sizeof name / sizeof name[0] ? name[k] : "none";
}

const char *
tt_dict_note(const struct tt_dict *d, uint32_t id)
{
	return id < d->nbase ? d->notes + d->note[id] : "";
}

/*
 * How many bytes of a root's note are its parts of speech: up to the
 * space before its gloss.  A note that begins with = is a gloss alone, as
 * an image made before the parts of speech were kept beside the gloss
 * holds a derived root's (açkıla =açkı+lA), so that image still reads.
 */
static size_t
posspan(const char *note)
{
	size_t n = 0;

	/* A loop, not strcspn, whose set of one byte cost reading every
	 * ID's gloss (then the lossless encoder's, at its first word) as
	 * much again. */
	if (*note == '=')
		return 0;
	while (note[n] != '\0' && note[n] != ' ')
		n++;
	return n;
}

const char *
tt_dict_pos(const struct tt_dict *d, uint32_t id, size_t *len)
{
	const char *s = tt_dict_note(d, id);

	*len = tt_kind(d, id) == TT_KIND_ROOT ? posspan(s) : 0;
	return *len > 0 ? s : "";
}

bool
tt_dict_names_pos(const struct tt_dict *d, uint32_t id, const char *pos)
{
	size_t n, k, m = strlen(pos);
	const char *p = tt_dict_pos(d, id, &n), *q;

	for (; n > 0; n -= k + (k < n), p += k + 1) {
		k = (q = memchr(p, ',', n)) ? (size_t)(q - p) : n;
		if (k == m && memcmp(p, pos, m) == 0)
			return true;
	}
	return false;
}

const char *
tt_dict_gloss(const struct tt_dict *d, uint32_t id)
{
	const char *s = tt_dict_note(d, id);
	size_t n;

	switch (tt_kind(d, id)) {
	case TT_KIND_SUFFIX:
		return s;
	case TT_KIND_ROOT:
		n = posspan(s);
		return s + n + (s[n] == ' ');
	default:
		return "";
	}
}

const uint8_t *
tt_dict_piece(const struct tt_dict *d, uint32_t id, size_t *n)
{
	if (id >= d->nids || d->ids[id].nforms == 0) {
		*n = 0;
		return NULL;
	}
	return tt_form_str(d, d->ids[id].form, n);
}

/*
 * Export in the reference format (format 1): kokler.json with the special
 * and root forms, ekler.json, bpe_tokenler.json; every form with its ID,
 * base forms first.  A form a file already holds keeps its first ID.
 * The root counts, if any, go to counts.tsv as they came.
 */
static int
writecounts(const struct tt_dict *d, const char *dir)
{
	char path[4096];
	FILE *f;
	int r;

	if (tt_path(path, sizeof path, dir, "counts.tsv", NULL) < 0)
		return TT_EINVAL;
	if ((f = fopen(path, "w")) == NULL)
		return TT_EIO;
	r = tt_dict_write_counts(d, d->count, d->scount, f);
	return fclose(f) == 0 ? r : TT_EIO;
}

int
tt_dict_export(const struct tt_dict *d, const char *dir)
{
	json_t *obj[NFILES];
	char path[4096];
	uint32_t id, f;
	size_t k;
	int r = 0;

	for (k = 0; k < NFILES; k++)
		obj[k] = json_object();
	for (id = 0; id < d->nbase; id++) {
		const struct tt_idinfo *in = &d->ids[id];
		int kind = in->kind;

		k = kind == TT_KIND_SUFFIX ? 1 : kind == TT_KIND_BPE ? 2 : 0;
		if (kind == TT_KIND_NONE || kind == TT_KIND_BYTE ||
		    kind == TT_KIND_CASE || kind == TT_KIND_GLUE)
			continue;
		for (f = in->form; f < in->form + in->nforms; f++) {
			json_t *key = json_stringn((const char *)d->pool +
			    d->forms[f].off, d->forms[f].len);
			const char *s = key ? json_string_value(key) : NULL;

			if (s == NULL) {
				json_decref(key);
				continue;	/* not UTF-8: no JSON key */
			}
			if (json_object_get(obj[k], s) == NULL &&
			    json_object_set_new(obj[k], s, json_integer(id)))
				r = TT_ENOMEM;
			json_decref(key);
		}
	}
	for (k = 0; k < NFILES && r == 0; k++) {
		if (tt_path(path, sizeof path, dir, files[k].name, NULL) < 0)
			r = TT_EINVAL;
		else if (json_dump_file(obj[k], path, JSON_INDENT(2) |
		    JSON_PRESERVE_ORDER) < 0)
			r = TT_EIO;
	}
	for (k = 0; k < NFILES; k++)
		json_decref(obj[k]);
	if (r == 0 && d->count != NULL)
		r = writecounts(d, dir);
	return r;
}
