/* SPDX-License-Identifier: MIT */
/*
 * lossless.c: tt's own encoder.  decode(encode(x)) == x for every byte
 * string x, by construction: each word's segmentation is checked with the
 * decoder itself, and where the phonology would rebuild another surface
 * (saat + lAr -> saatlar, not saatler) the next candidate is taken: another
 * morphological cut, then BPE pieces, and at last raw bytes.
 *
 * The line is read as " " + line, as SentencePiece adds its dummy prefix:
 * the decoder drops the space that begins the first piece of a line.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "utf8.h"
#include "trie.h"
#include "pretok.h"
#include "norm.h"
#include "cache.h"
#include "dict.h"
#include "phon.h"
#include "sylset.h"
#include "surface.h"
#include "tokens.h"
#include "encoder.h"

#define MAXPIECES 64	/* pieces in one morphological cut */
#define MAXTRIES 48	/* cuts verified per word before falling back */
#define MAXSTEPS 4096	/* suffix positions tried per word: the search
			   is exponential on words of one-letter suffixes */

/* One cut of the lowercase word: piece i is low[at[i]..at[i+1]); with
 * the scored model, st[i] the state a suffix i puts the word in (its
 * reading's, where it has two). */
struct cut {
	uint32_t id[MAXPIECES], form[MAXPIECES];
	size_t at[MAXPIECES + 1];
	uint16_t st[MAXPIECES];
	size_t n;
	size_t nlex;		/* its first nlex pieces spell the lexicon's
				   derived root of form lex (özet + le:
				   özetle), which the model costs as one;
				   0 if none */
	uint32_t lex;
};

/* The word being encoded, and where it sits in the line. */
struct word {
	const uint8_t *line;
	size_t ctx;		/* its context starts here in line */
	size_t a, b;		/* its bytes, with the space it carries */
	uint32_t mark;		/* case marker ID, or UINT32_MAX */
	unsigned norm;		/* TT_NORM_* marks: analysed as e->nrm.s */
	bool cased;		/* mark over low gives the word (picked) */
	bool same;		/* low is the word as written (picked) */
	bool ownform;		/* casefold(): the word is its own normal
				   form, no need to ask normal() */
	bool glue;		/* <glue> first: e->low.s begins with a space
				   that the word has not (glued) */
	bool plain;		/* after more context than MAXCTX: no ctx */
	bool named;		/* a name may begin it, though no mark says
				   so: the rest of a capitalised compound */
	bool part;		/* the rest of a compound (part()) */
	bool counting;		/* tt_lossless_count: no counts read */
	bool final;		/* before a full stop (stops()) */
	bool proper;		/* before an apostrophe and a letter
				   (nameend()): a proper name's letters */
	bool asname;		/* cut as a name: it ends in no case
				   (found(), asname()) */
	bool scored;		/* morphology(): the cut of least cost in
				   keep, not the first that verifies */
	float best;		/* keep's cost, or INFINITY */
	struct cut *keep;
	const size_t *want;	/* relabel(): the boundaries chain() keeps
				   to, or NULL */
	struct tt_encoder *e;
	size_t nlow;		/* e->low.s[0..nlow): lowercase, its map
				   back in e->low.map */
	uint32_t before[2];	/* after an apostrophe: the piece before it
				   as the word reads it (apostrophed()) and
				   the apostrophe; before[1] 0 if not */
	size_t tbefore;		/* that piece's token in e->t */
	bool apart;		/* tried as suffixes written apart (apart()):
				   its cut reads the word before it, which
				   no cache key holds, so it is kept in
				   none */
	bool reads;		/* apart() is cutting it: the piece before
				   it is part of its context */
	uint32_t prev;		/* reads: that piece's ID */
	int tries, steps;
};

/*
 * verify() without writing, where the writer would write every piece as
 * its form: roots, suffixes and BPE pieces only, and no case marker or
 * one that gives the word back from its lowercase (w->cased).
 * tt_surface_write then chooses each piece's form with tt_surface_form
 * from the text before it, which is the line itself as far as the pieces
 * before have matched (or their lowercase: the phonology reads letters
 * as lowercase); so the word comes back iff every choice is the form
 * that matched.  -1 where this does not apply.
 */
static int
picked(struct tt_encoder *e, const struct word *w, const struct cut *c)
{
	const struct tt_dict *d = e->d;
	const struct tt_idinfo *in;
	const uint8_t *p, *q, *text = e->low.s;
	size_t i, n, m, at = 0, nb = 0;
	struct tt_phon_carry carry = { 0 };
	uint32_t f, ids[MAXPIECES + 2];

	if (w->glue || w->norm)
		return -1;
	if (w->mark == UINT32_MAX) {
		if (!w->same)
			return -1;
		text = w->line + w->ctx;
		at = w->a - w->ctx;
	} else if (!w->cased)
		return -1;
	/* Written apart, the word reads the one before it (apart()). */
	if (w->reads)
		text = w->line, at = w->a;
	for (i = 0; i < c->n; i++) {
		in = &d->ids[c->id[i]];
		if (c->id[i] == TT_ID_UPPER || (in->kind != TT_KIND_ROOT &&
		    in->kind != TT_KIND_SUFFIX && in->kind != TT_KIND_BPE))
			return -1;
		/* The case is written a character at a time, piece by
		 * piece: a piece must not begin inside a character. */
		if (w->mark != UINT32_MAX &&
		    (e->low.s[c->at[i]] & 0xc0) == 0x80)
			return -1;
	}
	/* The context is carried from piece to piece, as the writer does,
	 * unless text before the word is part of it; after an apostrophe
	 * the phonology reads the two IDs before (w->before). */
	carry.ok = at == 0;
	if (w->before[1] != 0 && w->mark == UINT32_MAX) {
		ids[0] = w->before[0], ids[1] = w->before[1];
		memcpy(ids + 2, c->id, c->n * sizeof *ids);
		nb = 2;
	} else if (w->reads) {
		ids[0] = w->prev;
		memcpy(ids + 1, c->id, c->n * sizeof *ids);
		nb = 1;
	}
	for (i = 0; i < c->n; i++) {
		f = tt_surface_form(d, NULL, nb ? ids : c->id, c->n + nb,
		    i + nb, &carry, text, at + c->at[i]);
		/* Nothing reads the context after the last piece. */
		if (i + 1 < c->n)
			tt_phon_carry(d, &carry, c->form[i]);
		if (f == c->form[i])
			continue;
		/* Two forms may be spelt alike. */
		p = tt_form_str(d, f, &n);
		q = tt_form_str(d, c->form[i], &m);
		if (n != m || memcmp(p, q, n) != 0)
			return 0;
	}
	return 1;
}

/* The markers before the word's pieces into ids (room for 2 +
 * TT_NORM_N): <glue>, its case, its normalisation; how many. */
static size_t
premarks(const struct tt_encoder *e, const struct word *w, uint32_t *ids)
{
	size_t i, n = 0;

	if (w->glue)
		ids[n++] = e->d->glue;
	if (w->mark != UINT32_MAX)
		ids[n++] = w->mark;
	for (i = 0; w->norm && i < TT_NORM_N; i++)
		if (w->norm & 1u << i)
			ids[n++] = tt_norm_id(e->d, i);
	return n;
}

/* Does the decoder give the word back from e->ids[0..n), written after
 * the text before it? */
static int
decodes(struct tt_encoder *e, const struct word *w, size_t n)
{
	size_t nctx = w->a - w->ctx;
	int r;

	e->scratch.n = 0;
	if ((r = tt_buf_put(&e->scratch, w->line + w->ctx, nctx)) < 0 ||
	    (r = tt_surface_write(e->d, NULL, e->ids, n, &e->scratch, 0,
	    false, NULL)) < 0)
		return r;
	return e->scratch.n == nctx + (w->b - w->a) &&
	    memcmp(e->scratch.s + nctx, w->line + w->a, w->b - w->a) == 0;
}

/* Does the decoder give the word back from its marker and this cut? */
static int
verify(struct tt_encoder *e, struct word *w, const struct cut *c)
{
	size_t n = 0, i;
	int r;

	w->tries++;
	if ((r = picked(e, w, c)) >= 0)
		return r;
	/* decodes() writes no ID before the word's: where the decoder
	 * reads the apostrophe's piece (no marker first), only a first
	 * piece of one form is the same without it. */
	if ((w->before[1] != 0 && !w->glue && !w->norm &&
	    w->mark == UINT32_MAX && e->d->ids[c->id[0]].nforms > 1) ||
	    w->reads)
		return 0;
	if (tt_grow(&e->ids, &e->capids, c->n + 2 + TT_NORM_N,
	    sizeof *e->ids) < 0)
		return TT_ENOMEM;
	n = premarks(e, w, e->ids);
	for (i = 0; i < c->n; i++)
		e->ids[n++] = c->id[i];
	return decodes(e, w, n);
}

/* Push a marker, which stands for no byte of the input, at off. */
static int
marker(struct tt_encoder *e, uint32_t id, size_t off)
{
	const struct tt_dict *d = e->d;

	return tt_tokens_push(&e->t, id, tt_dict_piece(d, id, &(size_t){ 0 }),
	    d->forms[d->ids[id].form].len, off, 0);
}

/* Push the markers premarks() gives, at the word's start. */
static int
pushmarks(struct tt_encoder *e, const struct word *w)
{
	uint32_t ids[2 + TT_NORM_N];
	size_t i, n = premarks(e, w, ids);
	int r;

	for (i = 0; i < n; i++)
		if ((r = marker(e, ids[i], w->a)) < 0)
			return r;
	return 0;
}

/* Push form f for the lowercase word's bytes [p, q): the word's bytes
 * from where p maps to (its start for the first piece). */
static int
piece(struct tt_encoder *e, const struct word *w, uint32_t f, size_t p,
    size_t q)
{
	const struct tt_dict *d = e->d;
	size_t off = p == 0 ? w->a : e->low.map[p];
	size_t end = q < w->nlow ? e->low.map[q] : w->b;

	return tt_tokens_push(&e->t, d->forms[f].id, d->pool + d->forms[f].off,
	    d->forms[f].len, off, end - off);
}

/* Push the tokens of a verified cut. */
static int
emit(struct tt_encoder *e, const struct word *w, const struct cut *c)
{
	size_t i;
	int r;

	if ((r = pushmarks(e, w)) < 0)
		return r;
	for (i = 0; i < c->n; i++)
		if ((r = piece(e, w, c->form[i], c->at[i], c->at[i + 1])) < 0)
			return r;
	return 0;
}

/* Piece form of ID id, len bytes, onto c. */
static void
put(struct cut *c, uint32_t id, uint32_t form, size_t len)
{
	c->id[c->n] = id;
	c->form[c->n] = form;
	c->at[c->n + 1] = c->at[c->n] + len;
	c->n++;
}

/* put(), the ID the form's. */
static void
add(struct cut *c, const struct tt_dict *d, uint32_t form, size_t len)
{
	put(c, d->forms[form].id, form, len);
}

/* *to = *c, as far as c goes (a struct cut is a kilobyte). */
static void
copycut(struct cut *to, const struct cut *c)
{
	memcpy(to->id, c->id, c->n * sizeof c->id[0]);
	memcpy(to->form, c->form, c->n * sizeof c->form[0]);
	memcpy(to->at, c->at, (c->n + 1) * sizeof c->at[0]);
	memcpy(to->st, c->st, c->n * sizeof c->st[0]);
	to->n = c->n;
	to->nlex = c->nlex;
	to->lex = c->lex;
}

/*
 * The whole-word search.  A lattice over the lowercase word: at each
 * position the suffix forms that begin there (every ID of each spelling,
 * d->same), and for each position and set of categories (N, V, P:
 * dict.h) the fewest pieces that reach the end from there, after a piece
 * of one of them, through suffixes whose categories chain.  A root's cut
 * then costs 1 + that from its end, in the category it yields.  The cuts
 * of fewest pieces are tried first; on a tie the root more words begin
 * with (counts.tsv), then the longer; after one root, suffixes of
 * earliest boundaries first (a buffer letter goes with the suffix after
 * it: kitap lar ın, anne si ne).  Each cut is verified by decoding, as
 * before: the lattice chooses, the decoder guards.
 */
#define MAXDP 64	/* bytes of a word the lattice covers */
#define NMATCH 12	/* suffix spellings that begin at one position */
#define NCAT 3
#define NMASK 8	/* sets of categories */
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define UNSET 0xff
#define INF 0xfe

#define TAILKEY 12	/* bytes of the longest tail fewest() keeps: its
			   key is a word and a half */

struct lattice {
	uint8_t best[MAXDP + 1][NMASK];	/* by mask; [0] INF once worked
					   out, UNSET before */
	uint8_t nm[MAXDP + 1];		/* UNSET until walked */
	size_t mlen[MAXDP + 1][NMATCH];	/* as the trie gives them */
	uint32_t mval[MAXDP + 1][NMATCH];
	uint8_t tailmade;		/* UNSET, or whether tail is a key
					   (tailkey()) */
	uint8_t tail[2 * TAILKEY];	/* the word's last TAILKEY bytes
					   or fewer, then zeros */
};

/* The lattice of a word of n bytes, nothing worked out yet. */
static void
clear(struct lattice *L, size_t n)
{
	memset(L->best, UNSET, (n + 1) * sizeof L->best[0]);
	memset(L->nm, UNSET, n + 1);
	L->tailmade = UNSET;
}

/* The suffix spellings that begin at p (the suffix trie holds suffixes
 * only). */
static void
walk(struct tt_encoder *e, const struct word *w, struct lattice *L, size_t p)
{
	if (L->nm[p] != UNSET)
		return;
	L->nm[p] = tt_trie_prefixes(e->d->suffix, e->low.s + p, w->nlow - p,
	    0, L->mlen[p], L->mval[p], NMATCH);
}

/*
 * fewest() at p depends on the word's bytes from p on alone, and the same
 * tails (lar, ları, ında) come back word after word: a memo of the short
 * ones, a slot per hash, the last one in it kept.  Per encoder, so per
 * thread.  A tail's key is its bytes, zero-padded to TAILKEY: hashed and
 * compared as a word and a half, where hashing each tail byte by byte and
 * comparing it with memcmp cost 2% of --no-cache's instructions.  A key
 * of all zeros is an empty slot.
 */
/* Slots, a power of two: 16384 of 32 bytes, half a megabyte, saved 1.7%
 * of --no-cache's instructions over 4096 (the memo answered 86% of what
 * it was asked, not 77%) and 2-3% of the time on TTC-3600; 65536 saved
 * 0.7% more, and a little time, but takes 2 MB, a whole L2 cache on
 * many cores, from the dictionary's tables.  Then a slot kept a key of
 * 24 bytes and the eight sets' counts; now 12 bytes and the three
 * categories' (spread() makes the sets'), 16 bytes: the memo is a
 * quarter of a megabyte, which missed L2 a tenth as often on 1 MB of
 * TTC-3600 for 1% more instructions (tails of 13 to 24 bytes are worked
 * out each time). */
#define NTAILS 16384
#define TAILBITS 14	/* log2 NTAILS */

struct tt_tailmemo {
	uint8_t key[TAILKEY];
	uint8_t one[4];		/* fewest after N, V, P (spread()) */
};

/*
 * The key of the tail at p, or NULL when it is too long or the memo cannot
 * keep it.  The keys of the word's tails are windows on L->tail, made at
 * the first one asked.  Zero-padding tells tails apart only where none
 * ends in a zero byte: a word that ends in one has no key.
 */
static const uint8_t *
tailkey(const struct tt_encoder *e, const struct word *w, struct lattice *L,
    size_t p)
{
	size_t n = w->nlow - p, m = MIN(w->nlow, TAILKEY);

	if (n > TAILKEY)
		return NULL;
	if (L->tailmade == UNSET) {
		L->tailmade = e->low.s[w->nlow - 1] != 0;
		memset(L->tail, 0, sizeof L->tail);
		memcpy(L->tail, e->low.s + w->nlow - m, m);
	}
	return L->tailmade ? L->tail + m - n : NULL;
}

/* The slot of key k, or NULL when there is no memory for the memo (it
 * only saves time). */
static struct tt_tailmemo *
tailslot(struct tt_encoder *e, const uint8_t *k)
{
	const uint64_t mul = 0x9e3779b97f4a7c15u;	/* 2^64 / phi */
	uint64_t a;
	uint32_t b;

	if (e->tails == NULL &&
	    (e->tails = calloc(NTAILS, sizeof *e->tails)) == NULL)
		return NULL;
	memcpy(&a, k, 8);
	memcpy(&b, k + 8, 4);
	return &e->tails[(a * mul + b) * mul >> (64 - TAILBITS)];
}

/* b, the fewest after each set of categories, from one, the fewest
 * after each category (fill() below, and a slot of the memo). */
static const uint8_t *
spread(uint8_t *b, const uint8_t *one)
{
	b[0] = INF;
	b[1] = one[0], b[2] = one[1], b[4] = one[2];
	b[3] = MIN(b[1], b[2]), b[5] = MIN(b[1], b[4]);
	b[6] = MIN(b[2], b[4]), b[7] = MIN(b[3], b[4]);
	return b;
}

/*
 * Fewest pieces from p to the end after a piece of each set of
 * categories: all at once, so that each position is worked out once.
 * Per spelling, tt_spell_out gives what its forms yield from each
 * category; the least over a set is the least over its members.  The
 * memo answers most that the lattice has not, without a call of fill(),
 * which stays out of line: inlined, its registers were saved and
 * restored at each of those answers.
 */
static const uint8_t *fill(struct tt_encoder *, const struct word *,
    struct lattice *, size_t, const uint8_t *, struct tt_tailmemo *)
    __attribute__((noinline));

static const uint8_t *
fewest(struct tt_encoder *e, const struct word *w, struct lattice *L,
    size_t p)
{
	/* A word ends in N or V, not in P: düşlemi is not düş + le + mi
	 * (chain() never steps into a category that cannot end). */
	static const uint8_t end[NMASK] = { INF, 0, 0, 0, INF, 0, 0, 0 };
	struct tt_tailmemo *t = NULL;
	const uint8_t *k;

	if (p == w->nlow)
		return end;
	if (L->best[p][0] != UNSET)
		return L->best[p];
	if ((k = tailkey(e, w, L, p)) != NULL &&
	    (t = tailslot(e, k)) != NULL &&
	    memcmp(t->key, k, TAILKEY) == 0)
		return spread(L->best[p], t->one);
	return fill(e, w, L, p, k, t);
}

/* Has ID id the rule r (TT_RULE_*, dict.h)?  UINT32_MAX, no piece, has
 * none. */
static inline bool
rule(const struct tt_dict *d, uint32_t id, unsigned r)
{
	return id < d->nids && (d->rules[id] & r);
}

/* Is lAr the third person's, 3PL, after suffix id?  Either that or the
 * plural? */
static inline bool
third(const struct tt_dict *d, uint32_t id)
{
	return rule(d, id, TT_RULE_THIRD);
}

static inline bool
either(const struct tt_dict *d, uint32_t id)
{
	return rule(d, id, TT_RULE_EITHER);
}

/*
 * Does suffix ID id, at trie form f, end no word after the piece prev in
 * category in (UINT32_MAX and TT_CAT_ANY: any)?  The participle -DIK:
 * yap tı k (we did), not yap tık; the lexicon has the bare ones used as
 * words (bildik, tanıdık).  The verb's -lAn, and the reflexive -(I)n
 * right after the verb's -lA: a word that ends so is the bare imperative
 * of a verb the lexicon does not list, far rarer than a passive
 * participle: de n il en, kon ul an, say ıl an, not deni len, konu lan,
 * sayı lan; the lexicon's own verbs end so as roots (hazırla n, fayda
 * lan, by its gloss).  Without a model it only moves kuru lan to kurula
 * n; trans.py learns the model from the scored cuts (counts.sh), not
 * from those.  Nor does the reflexive after any verb where f, or a form
 * spelt alike, is the plural imperative: that it is, göster in, ver in
 * (give); after a vowel the reflexive is n and the imperative yın, and
 * it stays (hazırla n); after a noun the ID is the second person's
 * possessive (ev in).  Nor the plural right after a suffix that makes
 * participles and tenses both (d->either): gel ecek ler, sev er ler at
 * a word's end are the third person's (3PL), as -k's yap tı k; nor the
 * first person's possessive -(I)m after one of them (gel ir im, gel miş
 * im, gel eceğ im are 1SG; the participle's possessive, yap acağ ım iş,
 * is the rarer: UD's annotators read 42 of the 59 -AcAğIm of their train
 * files as the person).  Before a full stop (final) nor that possessive
 * after -mA: gel me m. is the negative aorist's first person (I do not
 * come), where gel me m lazım is the verbal noun's (my coming); the
 * annotators of UD read the first 25 times in 28 there, and the scored
 * model learns the rest from those cuts.
 * chain() puts no such ID last, and fill() counts no path that -DIK or
 * -lAn ends (it knows no prev).
 */
static bool
noend(const struct tt_dict *d, uint32_t prev, unsigned in, uint32_t f,
    uint32_t id, bool final)
{
	if (id == d->dik || id == d->lan || (id == d->refl && prev == d->la) ||
	    ((id == d->pl || id == d->possderiv[0]) && either(d, prev)) ||
	    (final && id == d->possderiv[0] && prev == d->neg[0]))
		return true;
	if (id != d->refl || in != TT_CAT_V)
		return false;
	for (; f != UINT32_MAX; f = tt_form_next(d, f))
		if (d->forms[f].id == d->imp2pl)
			return true;
	return false;
}

/* Does trie form f, and every form spelt alike, end no word? */
static bool
endless(const struct tt_dict *d, uint32_t f)
{
	for (; f != UINT32_MAX; f = tt_form_next(d, f))
		if (!noend(d, UINT32_MAX, TT_CAT_ANY, f, d->forms[f].id,
		    false))
			return false;
	return true;
}

/* fewest() at p, worked out, and kept in t under key k unless t is
 * NULL. */
static const uint8_t *
fill(struct tt_encoder *e, const struct word *w, struct lattice *L,
    size_t p, const uint8_t *key, struct tt_tailmemo *t)
{
	const struct tt_dict *d = e->d;
	const uint8_t *nb;
	uint8_t *b = L->best[p], one[NCAT] = { INF, INF, INF };
	unsigned m, v;
	size_t k;
	int c;

	walk(e, w, L, p);
	for (k = 0; k < L->nm[p]; k++) {
		if (p + L->mlen[p][k] == w->nlow && endless(d, L->mval[p][k]))
			continue;
		nb = fewest(e, w, L, p + L->mlen[p][k]);
		for (c = 0; c < NCAT; c++)
			if ((m = tt_spell_out(d, L->mval[p][k], c)) != 0 &&
			    (v = nb[m] + 1u) < one[c])
				one[c] = v;
	}
	if (t != NULL) {
		memcpy(t->key, key, TAILKEY);
		memcpy(t->one, one, NCAT);
	}
	return spread(b, one);
}

/* The letter the lowercase word has before p, or 0 if none: the
 * suffixes after an apostrophe are a word of their own. */
static uint32_t
lastletter(const struct tt_encoder *e, size_t p)
{
	const uint8_t *s = e->low.s;
	size_t i = p;
	uint32_t cp;

	while (i > 0 && (s[--i] & 0xc0) == 0x80)
		;
	return i < p && tt_utf8_dec(s + i, p - i, &cp) > 0 ? cp : 0;
}

/* Has the lowercase word's spelling of len bytes at p no vowel?  Only
 * suffix forms of two bytes or fewer have none (k, r, z, n, ş). */
static bool
novowel(const struct tt_encoder *e, size_t p, size_t len)
{
	const uint8_t *s = e->low.s + p;
	size_t i;
	uint32_t cp;

	if (len > 2)
		return false;
	/* ASCII is its own code point: no decoding, which chain() would
	 * pay for every spelling. */
	if (s[0] >= 0x80)
		return tt_utf8_dec(s, len, &cp) > 0 && !tt_phon_isvowel(cp);
	for (i = 0; i < len; i++)
		if (tt_phon_isvowel(s[i]))
			return false;
	return true;
}

/*
 * May suffix ID id go at p, by the letter before it?  A suffix flagged
 * vlr only after a vowel, l or r: oku + t + tu, otur + t + tu, but git +
 * ti + m, not git + t + im.  Any other whose form there has no vowel
 * (nov: novowel()) only after a vowel (geldi k, oku r, yapma z, kapı m;
 * not bugün k ü); and the passive (I)l's bare l nowhere: after a vowel
 * the passive is -n (oku n ur), so soru l du is sor ul du, etki l iyor
 * etkili yor.  After an apostrophe the suffixes are a word of their own
 * and the letter before them the decoder's to read, but for vlr.
 * fewest() knows none of this: its count is then one the search may not
 * reach, and the next slack finds the cut.
 */
/* Inlined, as follows() is: chain() asks it for every form it tries, and
 * once relast() called both too, out of line they cost 1.5% of
 * --no-cache's instructions. */
static inline __attribute__((always_inline)) bool
placed(const struct tt_encoder *e, size_t p, size_t len, bool nov,
    uint32_t id)
{
	uint32_t cp;

	if (!nov && !(e->d->cat[id] & TT_CAT_VLR))
		return true;
	cp = lastletter(e, p);
	if (e->d->cat[id] & TT_CAT_VLR)
		return cp == 'l' || cp == 'r' || tt_phon_isvowel(cp);
	if (len == 1 && e->d->idbits[id] & TT_IDB_PASS)
		return false;
	return cp == 0 || tt_phon_isvowel(cp);
}

/* Is id one of set[0..n) (d->kgroup and the like)? */
#define ONEOF(set, id) oneof(set, sizeof (set) / sizeof (set)[0], id)

static bool
oneof(const uint32_t *set, size_t n, uint32_t id)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (id == set[i])
			return true;
	return false;
}

/* Is suffix id a possessive, or one of the two that derive too? */
static bool
possessive(const struct tt_dict *d, uint32_t id)
{
	return ONEOF(d->poss, id) || ONEOF(d->possderiv, id);
}

/* Is root id one whose genitive is -Im (ben, biz: the flag genIm)? */
static inline bool
genim(const struct tt_dict *d, uint32_t id)
{
	return (d->idbits[id] & TT_IDB_GENIM) &&
	    !(d->ids[id].flags & TT_SUFFIX_PRON);
}

/* follows() where no rule of the suffix last before says otherwise: no
 * derivation after a third-person possessive or -ki, nor after -(I)n
 * in a noun. */
static inline bool
plainly(const struct tt_dict *d, const struct tt_idinfo *last, int c,
    uint32_t prev, unsigned fl)
{
	return !(fl & TT_SUFFIX_DERIV) || (fl & TT_SUFFIX_POSTCASE) ||
	    !((last->flags & TT_SUFFIX_PRON) || (c == 0 && prev == d->refl));
}

/* May suffix id follow the cut's last piece, in category c?  The optative's
 * -lIm only right after the optative: sevgi li m, not sevgi lim; gid e lim
 * with e the optative, not the dative.  The first person plural's -k only
 * right after the past or the conditional: yap tı k, ol ur sa k; önce ki
 * ne, not önce k i ne; so the other person endings of that paradigm, -m,
 * -n, -nIz (gel di m, gel se niz), where no possessive goes, and after
 * any of them only -(y)sA and -(y)DI (gel di m se), as after the past's
 * person endings; none of them begins a word's suffixes.  The
 * aorist's -Ar only right after a verb root that
 * takes it, -Ir after any other root or suffix (bak ar, gel ir, getir ir,
 * yap tır ır; bakır is copper, not bak ır); after a piece of no lexicon,
 * either.  A suffix flagged num (the distributive) only right after a
 * numeral: bir er, iki şer, not düş er, twitt er.  -ki's kü only right
 * after a root whose last vowel is ü: bugün kü, dün kü, gün kü (the ki of
 * any other word does not harmonise); -ki itself after no BPE piece, as a
 * name's ki is no suffix (TOKİ'ye: t ok i ' ye, not t o ki ' ye).  No verb
 * is made of a pronoun (the root flag pron): bul ama yan, not bu la ma yan.
 * The genitive's -Im only right after ben and biz (the root flag genIm),
 * and there neither the first person's possessive -(I)m nor its -(y)Im:
 * ben im, biz im le are GEN (out of its sentence benim is "my" far more
 * often than "it is me", and the model learns only what it chooses).
 * After a suffix flagged final (the accusative) none: yol u dur is P3SG +
 * DIr.  No verb is made of a noun after a tense, a mood, a copula or the
 * locative (d->third, where lAr is 3PL): kır sal a, not kır sa la; döner
 * ler ki, not dön er le r ki.  After a case ending (the flag case) only a
 * suffix flagged postcase: sektör ü nün is P3SG + GEN, never ACC + GEN;
 * ev de ki, ev de yim.  After
 * a third-person possessive or -ki (pron) no derivation (deriv) but the
 * copula -DIr: gönder il en, not gönder i len; ev i dir; nor after -(I)n
 * in a noun, where it is the second person's (the reflexive makes verbs):
 * üstün lük, not üst ün lük.  No case ending nor
 * the genitive right after a compound's stem (TT_CAT_STEM), which its
 * possessive ends: cumhurbaşkan ı is P3SG, not ACC.  No possessive
 * after a question particle (the scored model's state TT_TQ: mı, değil,
 * and the copula's i),
 * whose person endings are spelt as they are: değil im is 1SG, and mum
 * la is no mu + P1SG + INS.  No possessive nor the
 * plural after a possessive, -(I)n among them (akı sı, not ak ı sı;
 * cumhurbaşkan ımız; altın ları, not alt ın ları), but after -(I)m,
 * which also derives (tanıt ım ı); after a person
 * ending only -DIr (gel miş sin dir; üste si nden, not üst e sin den).
 * After the past only its person endings, -(y)sA and -(y)DI (gel di m,
 * gel di yse, gel di ydi), and after a person ending of the past only
 * those two (gel di ler se): girdi si, çıktı lar ın (outputs), not gir di
 * si, çık tı lar ın.  After the genitive only a suffix flagged postcase
 * but the plural (siz in dir, kuş un ki), and the instrumental after a
 * pronoun's (o nun la): yaşa n ınca, not yaşa nın ca.  The third
 * person's lAr (3PL) only after a tense, a mood, a copula, the locative
 * (d->third) or a question particle (gel di ler, ev de ler, değil ler),
 * and the plural's after none of them but those that make participles
 * too (d->either), after which it takes no suffix flagged postcase (a
 * copula) and ends no word (noend()): gel ecek ler di, ol acak lar dan;
 * after 3PL only a copula or a clitic (ev de ler di).  No possessive
 * after what 3PL follows but those (gel iyor um is 1SG; gel ir im too,
 * noend()).  Nothing after the plural imperative.  The negative aorist's
 * first persons only right after -mA and -(y)AmA (gel me m, yap ama
 * yız), where the noun's 1PL does not go, nor -(I)m but as the verbal
 * noun's possessive (gel me m lazım).  The suffixes that go only after
 * certain pieces (1PL.OPT, 3PL, the k paradigm's and the negative
 * aorist's persons: TT_RULE_ONLY) are told apart first, by one bit
 * with those of a rule of their own (TT_RULE_OWN: the aorists, the
 * numerals', -ki, the genitive's -Im), and so are those after which only
 * some go (TT_RULE_RULED).
 * (The plural's form with the pronominal n, o nlar, needs no rule here: no
 * chain steps into it, dict.c alike(), and the search reaches it only
 * through a demonstrative's gloss, onlar =o+{n}lAr.)  fewest() does not know
 * it either, as it does not know placed(). */
static inline __attribute__((always_inline)) bool
follows(const struct tt_dict *d, const struct cut *cut, int c, uint32_t id)
{
	const struct tt_idinfo *last;
	unsigned fl = d->ids[id].flags;
	uint32_t prev;

	if (cut->n == 0)
		return !rule(d, id, TT_RULE_ONLY) || id == d->opt[1];
	prev = cut->id[cut->n - 1];
	last = &d->ids[prev];
	if (rule(d, id, TT_RULE_ONLY | TT_RULE_OWN)) {
		if (id == d->opt[1])
			return prev == d->opt[0];
		if (id == d->pl3)
			return last->kind == TT_KIND_SUFFIX ? third(d, prev) :
			    last->kind == TT_KIND_ROOT && d->rstate != NULL &&
			    d->rstate[prev] == TT_TQ;
		if (ONEOF(d->kperson, id))
			return ONEOF(d->kgroup, prev);
		if (ONEOF(d->negperson, id))
			return ONEOF(d->neg, prev);
		if (id == d->aor[0] || id == d->aor[1]) {
			if (last->kind == TT_KIND_ROOT)
				return (id == d->aor[0]) ==
				    !!(d->cat[prev] & TT_CAT_AORA);
			return id == d->aor[1] ||
			    last->kind != TT_KIND_SUFFIX;
		}
		if (fl & TT_SUFFIX_NUM)
			return last->kind == TT_KIND_ROOT &&
			    d->rootform[cut->form[cut->n - 1]].bits &
			    TT_RF_NUM;
		if (id == d->relku)
			return last->kind == TT_KIND_ROOT &&
			    tt_phon_lastu(d, cut->form[cut->n - 1]);
		if (id == d->genim)
			return last->kind == TT_KIND_ROOT && genim(d, prev);
		if (id == d->rel && last->kind == TT_KIND_BPE)
			return false;
	}
	if (last->kind == TT_KIND_SUFFIX && third(d, prev) &&
	    !either(d, prev) && (id == d->pl || possessive(d, id)))
		return false;
	if (last->kind == TT_KIND_ROOT && (d->cat[prev] & TT_CAT_STEM) &&
	    ((fl & TT_SUFFIX_CASE) || id == d->gen))
		return false;
	if (last->kind == TT_KIND_ROOT && d->rstate != NULL &&
	    d->rstate[prev] == TT_TQ && (possessive(d, id) || id == d->pl))
		return false;
	if (last->kind == TT_KIND_ROOT && (id == d->possderiv[0] ||
	    id == d->person[0]) && genim(d, prev))
		return false;
	if (last->kind == TT_KIND_ROOT)
		return !(fl & TT_SUFFIX_DERIV) || c != 0 ||
		    !(d->rootform[cut->form[cut->n - 1]].bits & TT_RF_PRON) ||
		    !(tt_cat_out(d, id, TT_CAT_N) & (TT_CAT_V | TT_CAT_P));
	if (last->kind != TT_KIND_SUFFIX)
		return true;
	if (last->flags & TT_SUFFIX_FINAL)
		return false;
	if (third(d, prev) && c == 0 &&
	    (tt_cat_out(d, id, TT_CAT_N) & (TT_CAT_V | TT_CAT_P)))
		return false;
	if (!rule(d, prev, TT_RULE_RULED) && (cut->n < 2 ||
	    cut->id[cut->n - 2] != d->kgroup[TT_KPST]))
		return plainly(d, last, c, prev, fl);
	if (ONEOF(d->neg, prev) && (id == d->person[2] ||
	    (id == d->possderiv[0] && prev == d->neg[1])))
		return false;
	if (id == d->possderiv[0] && !(tt_im_takes(d, prev) & 1u << c))
		return false;
	if (prev == d->imp2pl)
		return false;
	if (last->flags & TT_SUFFIX_CASE)
		return fl & TT_SUFFIX_POSTCASE;
	if (prev == d->pl && (fl & TT_SUFFIX_POSTCASE) && cut->n >= 2 &&
	    either(d, cut->id[cut->n - 2]))
		return false;
	if (ONEOF(d->person, prev))
		return id == d->dir;
	if (prev == d->gen || prev == d->genim)
		return ((fl & TT_SUFFIX_POSTCASE) && id != d->pl) ||
		    (id == d->ins && cut->n == 2 &&
		    tt_dict_names_pos(d, cut->id[0], "PRON"));
	if (prev == d->kgroup[TT_KPST])
		return ONEOF(d->kperson, id) || id == d->pl3 ||
		    id == d->kgroup[TT_KPSTCOP] || id == d->kgroup[TT_KCOND];
	if ((cut->n >= 2 && cut->id[cut->n - 2] == d->kgroup[TT_KPST] &&
	    prev != d->kgroup[TT_KPSTCOP] && prev != d->kgroup[TT_KCOND]) ||
	    ONEOF(d->kperson, prev))
		return id == d->kgroup[TT_KPSTCOP] ||
		    id == d->kgroup[TT_KCOND];
	if (prev == d->pl3)
		return (fl & TT_SUFFIX_POSTCASE) && id != d->pl &&
		    id != d->rel && id != d->relku && !ONEOF(d->person, id);
	if ((ONEOF(d->poss, prev) || prev == d->possderiv[1]) &&
	    (id == d->pl || possessive(d, id)))
		return false;
	return plainly(d, last, c, prev, fl);
}

/*
 * The scored model (trans.tsv): a cut costs its root, -log(count + 0.5),
 * and each step from state to state, -log P(next | state), where the
 * root's state is its category and a suffix's its own, its reading's
 * where it has one for a noun and one for a verb (sufstate()), and the
 * last step is to the end of the word.  gid + er + siniz, not gider +
 * siniz: siniz seldom follows a bare noun.  A step goes to a column,
 * END or a suffix's state less TT_TROOT.
 */
#define END 0

/* The state of root ID id (dict.h: TT_TN and the rest). */
static unsigned
rootstate(const struct tt_dict *d, uint32_t id)
{
	return d->rstate[id];
}

/* The state of the last of c's first n pieces, as idstep() reads it. */
static unsigned
laststate(const struct tt_dict *d, const struct cut *c, size_t n)
{
	if (n > 1 && (n != c->nlex || d->rootform[c->lex].out != TT_CAT_P))
		return c->st[n - 1];
	return rootstate(d, n == 1 ? c->id[0] : d->rootform[c->lex].id);
}

/* The cost of the step from the state of the last of c's first n pieces
 * to column to; from a root to a suffix, with what the root adds
 * (d->rsuf: ve, de, da seldom take one).  A derived root of the lexicon
 * cut in its form that only -(I)yor follows (baş + lı, başla narrowed,
 * whose record yields P: rootforms() in dict.c) steps on as that root
 * does: its -yor costs what a verb's does, as başlı + yor's whole would,
 * not nothing. */
static float
idstep(const struct tt_dict *d, const struct cut *c, size_t n, unsigned to)
{
	unsigned from = laststate(d, c, n);
	float t = d->tcost[from * d->ntcol + to];

	if (to == END || d->rsuf == NULL || from > TT_TROOT)
		return t;
	return t + d->rsuf[n == 1 ? c->id[0] : d->rootform[c->lex].id];
}

/* The state suffix id puts the word in, taken in category c (its
 * index): its verb's reading's after a verb where it has one for each
 * (yıka n dı: REFL, ev in: P2SG). */
static unsigned
sufstate(const struct tt_dict *d, uint32_t id, int c)
{
	return c == 1 ? d->tverb[id] : d->tstate[id];
}

/* The least a cut costs after a piece of the given state, with at least
 * k more suffixes (d->tbound; its rows are trans.tsv's states),
 * less a little: the bound's sums are added in another order than a
 * cut's, and must not round above one.  Never below 0, as no step is. */
static float
least(const struct tt_dict *d, unsigned state, unsigned k)
{
	float b = d->tbound[MIN(k, TT_TBOUNDK) * (d->ntcol + TT_TROOT) +
	    state];

	return b > 1e-3f ? b - 1e-3f : 0;
}

/* idstep() from the last piece of cut. */
static float
step(const struct tt_dict *d, const struct cut *cut, unsigned to)
{
	return idstep(d, cut, cut->n, to);
}

/* The step from the last piece of cut to the end of word w: before a
 * full stop (w->final), what trans.tsv's ENDF says, as a word there is
 * most often a verb (gel ir., beside gelir vergisi). */
static float
endstep(const struct tt_dict *d, const struct word *w, const struct cut *cut)
{
	if (w->final && d->tfinal != NULL)
		return d->tfinal[laststate(d, cut, cut->n)];
	return step(d, cut, END);
}

/*
 * The last piece of the cut c that verified, as the one of its
 * spelling's nominal suffixes that the scored model finds cheapest to
 * end the word with: the search takes a spelling's IDs in their order
 * and keeps the first that verifies, and at a word's end after a
 * consonant the accusative and the third person's possessive are spelt
 * alike (gün ü, yol u, where the annotators of UD read P3SG three times
 * in five; trans.py alike()).  Only a suffix that takes a noun alone,
 * after another piece and out of a derived root's lexeme, and not
 * after a pronoun, whose -I is its accusative (ben i, herkes i); the
 * boundaries stay, and a new ID is verified.  1, or < 0 on error.
 */
static int
relast(struct tt_encoder *e, struct word *w, struct lattice *L,
    struct cut *c)
{
	const struct tt_dict *d = e->d;
	size_t n = c->n, p = c->at[n - 1], len = w->nlow - p, k;
	uint32_t f, id, best = c->form[n - 1];
	float least = INFINITY, cost;
	struct cut t;
	bool nov;
	int r;

	if (n < 2 || n <= c->nlex || d->ids[c->id[n - 1]].kind !=
	    TT_KIND_SUFFIX || tt_cat_in(d, c->id[n - 1]) != 1u << 0)
		return 1;
	walk(e, w, L, p);
	for (k = 0; k < L->nm[p] && L->mlen[p][k] != len; k++)
		;
	if (k == L->nm[p])
		return 1;
	/* Most spellings have one nominal ID. */
	for (f = L->mval[p][k], r = 0; f != UINT32_MAX && r < 2;
	    f = tt_form_next(d, f))
		r += (tt_cat_in(d, d->forms[f].id) & 1u << 0) != 0;
	if (r < 2)
		return 1;
	nov = novowel(e, p, len);
	copycut(&t, c);
	for (f = L->mval[p][k]; f != UINT32_MAX; f = tt_form_next(d, f)) {
		id = d->forms[f].id;
		t.n = n - 1;
		if (!(tt_cat_in(d, id) & 1u << 0) || !placed(e, p, len, nov,
		    id) || !follows(d, &t, 0, id) || noend(d, t.id[n - 2],
		    1u << 0, L->mval[p][k], id, w->final))
			continue;
		put(&t, id, f, len);
		t.st[n - 1] = sufstate(d, id, 0);
		if ((cost = idstep(d, &t, n - 1, t.st[n - 1] - TT_TROOT) +
		    endstep(d, w, &t)) < least)
			least = cost, best = f;
	}
	/* A pronoun's -I is its accusative: ben i, herkes i. */
	if (best == c->form[n - 1] || (d->ids[c->id[0]].kind ==
	    TT_KIND_ROOT && tt_dict_names_pos(d, c->id[0], "PRON")))
		return 1;
	t.n = n - 1;
	put(&t, d->forms[best].id, best, len);
	t.st[n - 1] = sufstate(d, t.id[n - 1], 0);
	if ((r = verify(e, w, &t)) > 0)
		copycut(c, &t);
	return r < 0 ? r : 1;
}

/*
 * Does the cut end in a case ending?  Not where the word stands before
 * an apostrophe (Arda'nın, Nevada'ya): the apostrophe sets a proper name
 * off from its case endings, which come after it, so what stands before
 * it is the name whole (arda ' nın, not ard a ' nın).  A possessive, a
 * plural or a derivation may end it (Adası'nda, Sefiller'in,
 * Amerikalı'nın).
 */
static bool
cased(const struct tt_dict *d, uint32_t id)
{
	return d->ids[id].kind == TT_KIND_SUFFIX && ((d->ids[id].flags &
	    TT_SUFFIX_CASE) || id == d->gen || id == d->genim);
}

/* A whole cut, of cost spent before its end: verified, and kept if it
 * costs least (w->scored); else verified only. */
static int
found(struct tt_encoder *e, struct word *w, struct cut *cut, float spent)
{
	int r;

	if (w->asname && cased(e->d, cut->id[cut->n - 1]))
		return 0;
	if (!w->scored)
		return verify(e, w, cut);
	if ((spent += endstep(e->d, w, cut)) >= w->best)
		return 0;
	if ((r = verify(e, w, cut)) <= 0)
		return r;
	w->best = spent;
	copycut(w->keep, cut);
	return 0;
}

/* Suffixes from p in category c, at most budget of them, earliest
 * boundaries first; 1 when a cut verified (never when w->scored: the
 * cheapest is kept).  spent: the cost so far. */
static int
chain(struct tt_encoder *e, struct word *w, struct lattice *L,
    struct cut *cut, int c, unsigned budget, float spent)
{
	const struct tt_dict *d = e->d;
	const uint8_t *nb;
	size_t p = cut->at[cut->n], k, len;
	unsigned m, out, st;
	uint32_t f, id;
	int c2, r;
	float next = 0;
	bool nov;

	if (p == w->nlow)
		return found(e, w, cut, spent);
	if (budget == 0 || cut->n >= MAXPIECES || w->tries >= MAXTRIES ||
	    ++w->steps > MAXSTEPS)
		return 0;
	walk(e, w, L, p);
	for (k = 0; k < L->nm[p]; k++) {
		if ((m = tt_spell_out(d, L->mval[p][k], c)) == 0)
			continue;
		len = L->mlen[p][k];
		if (w->want != NULL && p + len != w->want[cut->n + 1])
			continue;
		nb = fewest(e, w, L, p + len);
		/* No form of it goes on within budget: nb[m] is the least
		 * over the categories its forms yield. */
		if (nb[m] + 1u > budget)
			continue;
		nov = novowel(e, p, len);
		for (f = L->mval[p][k]; f != UINT32_MAX;
		    f = tt_form_next(d, f)) {
			id = d->forms[f].id;
			if (!(tt_cat_in(d, id) & 1u << c) ||
			    !placed(e, p, len, nov, id) ||
			    !follows(d, cut, c, id) ||
			    (p + len == w->nlow && noend(d, cut->n > 0 ?
			    cut->id[cut->n - 1] : UINT32_MAX, 1u << c,
			    L->mval[p][k], id, w->final)))
				continue;
			st = d->tcost != NULL ? sufstate(d, id, c) : 0;
			if (w->scored && (next = spent + step(d, cut, st -
			    TT_TROOT)) + least(d, st, nb[m]) >= w->best)
				continue;
			out = tt_cat_out(d, id, 1u << c);
			for (c2 = 0; c2 < NCAT; c2++) {
				if (!(out & 1u << c2) ||
				    nb[1u << c2] + 1u > budget)
					continue;
				put(cut, id, f, len);
				cut->st[cut->n - 1] = st;
				/* chain() at the end is found(). */
				if ((r = p + len == w->nlow ? found(e, w, cut,
				    next) : chain(e, w, L, cut, c2, budget - 1,
				    next)) != 0)
					return r;
				cut->n--;
			}
		}
	}
	return 0;
}

/* A root that may begin the word, and the fewest pieces after it. */
struct cand {
	uint32_t form, count;
	uint8_t len, total, cat;
	bool late;		/* it stands for another root here
				   (stands()) */
	uint8_t blen, mid;	/* a derived root is first tried as base +
				   suffix: base form, its length, and the */
	uint32_t base, via;	/* suffix's form (UINT32_MAX: none); or as
				   its base's base + suffix to mid + */
	uint32_t via2;		/* this suffix (UINT32_MAX: none) */
};

/* Is a tried before b?  Fewest pieces, more counts, longer. */
static bool
before(const struct cand *a, const struct cand *b)
{
	if (a->total != b->total)
		return a->total < b->total;
	if (a->count != b->count)
		return a->count > b->count;
	return a->len > b->len;
}

/* Characters in s[0..n). */
static size_t
nchars(const uint8_t *s, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		k += (s[i] & 0xc0) != 0x80;
	return k;
}

#define NCAND 32
/* Roots more than YIELD letters shorter than the longest that has a cut
 * are tried only if none of those verifies: tut beside tutacağ, though
 * ğ is two bytes. */
#define YIELD 4

/* Is the start of s of len bytes more than YIELD letters shorter than
 * the one of far bytes?  Letters are counted only where the bytes say
 * they might be. */
static bool
shorter(const uint8_t *s, size_t len, size_t far)
{
	return far > len + YIELD && nchars(s + len, far - len) > YIELD;
}

/* The roots at the start of the word: their trie matches, longest
 * first, and the next one to look at. */
struct starts {
	size_t len[NCAND], n, k;
	uint32_t val[NCAND];
	uint32_t names;		/* bit i: val[i] has a name that roots()
				   left out (the word has small letters) */
};

/* st = the roots the lowercase word of n bytes begins with, none
 * looked at yet. */
static void
prefixes(const struct tt_encoder *e, size_t n, struct starts *st)
{
	st->n = tt_trie_prefixes(e->d->root, e->low.s, n, TT_TAG_ROOT,
	    st->len, st->val, NCAND);
	st->k = 0, st->names = 0;
}

/* Candidate r = root form f of len bytes and its fewest pieces; false if
 * no cut of the word begins with it. */
static bool
reaches(struct tt_encoder *e, const struct word *w, struct lattice *L,
    uint32_t f, size_t len, struct cand *r)
{
	r->form = f;
	r->len = len;
	r->cat = e->d->rootform[f].out;
	if ((r->total = fewest(e, w, L, len)[r->cat]) >= INF)
		return false;
	r->total++;
	return true;
}

/* The suffix form that spells the word from p to q and takes category
 * c to one of out, marked deriv unless any is true; UINT32_MAX if none. */
static uint32_t
derivation(struct tt_encoder *e, const struct word *w, struct lattice *L,
    size_t p, size_t q, unsigned c, unsigned out, bool any)
{
	const struct tt_dict *d = e->d;
	size_t k;
	uint32_t f, id;

	walk(e, w, L, p);
	for (k = 0; k < L->nm[p]; k++) {
		if (L->mlen[p][k] != q - p)
			continue;
		for (f = L->mval[p][k]; f != UINT32_MAX;
		    f = tt_form_next(d, f)) {
			id = d->forms[f].id;
			if ((any || (d->ids[id].flags & TT_SUFFIX_DERIV)) &&
			    (tt_cat_in(d, id) & c) &&
			    (tt_cat_out(d, id, tt_cat_in(d, id) & c) & out))
				return f;
		}
	}
	return UINT32_MAX;
}

/* Is form f, not its ID's first, the spelling of the base that rf's
 * gloss names less the vowel a verb drops before the passive (ayr of
 * ayır: ayrıl =ayır+(I)l, rootforms() in dict.c)? */
static bool
dropbase(const struct tt_dict *d, const struct tt_rootform *rf,
    uint32_t f)
{
	const char *g = tt_dict_gloss(d, rf->id);
	size_t n = strcspn(g + 1, "+"), m;
	const uint8_t *s = tt_form_str(d, d->ids[d->forms[f].id].form, &m);

	return m == n + 1 && memcmp(s + 1, g + 1, n) == 0;
}

/*
 * Is root form rf, which spans the word to end and yields cat, the
 * lexicon's transparent derivation of a base b (its gloss reads
 * =b+template, özetle =özet+lA) by a suffix marked deriv, and did the
 * texts of counts.tsv see b?  Then its cut is tried first (rooted):
 * özet + le, tut + ul + an, açıkla + ma though açıklama counts more; but
 * kaplan stays whole (it has no such gloss), and so does a derivation
 * whose base no word began with (açkıla), or has fewer than 3 letters
 * and is not a verb (anla, not an + la; öl + dür; a base of two letters
 * is taken as the verb it is, al + ın, though al is a noun too).  A base
 * with the flag pron is a pronoun and rf its case form (onun =o+(n)In):
 * cut by any suffix, whatever the base's length, as bu + nun is.  The
 * base is looked for among all the roots the word begins with, not only
 * r's tier: çöp + lüğ + ü, though çöplüğ is 5 bytes longer.  The gloss is
 * read when the dictionary is (rf->base, dict.c), and the base from its
 * record.  Sets r->base, r->blen and r->via, the suffix's form; false
 * if there is none.
 */
static bool
findbase(struct tt_encoder *e, const struct word *w, struct lattice *L,
    const struct starts *st, const struct tt_rootform *rf, size_t end,
    unsigned cat, bool seen, struct cand *r)
{
	const struct tt_dict *d = e->d;
	const struct tt_rootform *b;
	size_t i, n = rf->base;
	uint32_t f;
	unsigned in;
	bool pron;

	r->via = UINT32_MAX;
	if (d->count == NULL || w->counting || n == 0)
		return false;
	for (i = 0; i < st->n && st->len[i] != n; i++)
		;
	for (f = i < st->n ? st->val[i] : UINT32_MAX; f != UINT32_MAX;
	    f = b->bits & TT_RF_ALIKE ? d->same[f] : UINT32_MAX) {
		b = &d->rootform[f];
		pron = b->bits & TT_RF_PRON;
		/* A base of two letters only as a verb, whatever else it
		 * is: al + ın (al is a noun too), not an + la. */
		in = !pron && rf->basechars < 3 ? b->out & TT_CAT_V : b->out;
		if (!(b->bits & TT_RF_ROOT) || (!(b->bits & TT_RF_FIRST) &&
		    !dropbase(d, rf, f)) ||
		    (seen && b->count == 0) || in == 0 ||
		    (!pron && rf->basechars < 2) ||
		    (r->via = derivation(e, w, L, n, end, in, cat,
		    pron)) == UINT32_MAX)
			continue;
		r->base = f, r->blen = n;
		return true;
	}
	return false;
}

/* Candidate r's derivation (findbase()), and its base's in turn where
 * that is one: değerlendir = değerlen + DIr = değer + lAn + DIr.  Such
 * a base is seen through its own (değerlen counts few words: the texts'
 * are değerlendir's, weigh()). */
static void
derived(struct tt_encoder *e, const struct word *w, struct lattice *L,
    const struct starts *st, struct cand *r, const struct tt_rootform *rf)
{
	const struct tt_rootform *b;
	struct cand t;

	r->via = r->via2 = UINT32_MAX;
	if (rf->base == 0 || !findbase(e, w, L, st, rf, r->len, r->cat, false,
	    r))
		return;
	b = &e->d->rootform[r->base];
	if (findbase(e, w, L, st, b, r->blen, b->out, true, &t)) {
		r->via2 = r->via, r->mid = r->blen;
		r->base = t.base, r->blen = t.blen, r->via = t.via;
	} else if (b->count == 0)
		findbase(e, w, L, st, rf, r->len, r->cat, true, r);
}

/* Does a root whose record has bits stand for another root inflected
 * (its gloss ~, dict.h), where a suffix follows it or not? */
static bool
stands(unsigned bits, bool suffixed)
{
	switch (bits & TT_RF_STANDALONE) {
	case TT_RF_STANDS:
		return true;
	case TT_RF_STANDSUF:
		return suffixed;
	case TT_RF_STANDALONE:
		return !suffixed;
	}
	return false;
}

/* The next tier of candidates, fewest pieces first; how many.  Each is
 * made in its place in cd, not copied there. */
static size_t
roots(struct tt_encoder *e, const struct word *w, struct lattice *L,
    struct starts *st, struct cand *cd)
{
	const struct tt_dict *d = e->d;
	const struct tt_rootform *rf;
	size_t i, j, len, n = 0, far = 0;
	uint32_t f, f0;
	struct cand *r, t;

	for (; st->k < st->n; st->k++) {
		len = st->len[st->n - 1 - st->k];
		f0 = st->val[st->n - 1 - st->k];
		if (far > 0 && shorter(e->low.s, len, far))
			break;
		/* The forms spelt alike as tt_form_next gives them, its
		 * bit read from the record. */
		for (f = f0; f != UINT32_MAX && n < NCAND;
		    f = rf->bits & TT_RF_ALIKE ? d->same[f] : UINT32_MAX) {
			rf = &d->rootform[f];
			/* Roots only: one spelt alike may be a special. */
			if (!(rf->bits & TT_RF_ROOT))
				continue;
			/* A name begins only a capitalised word
			 * (Türkiye'de, not türkiyede). */
			if ((rf->bits & TT_RF_NAME) &&
			    w->mark == UINT32_MAX && !w->named) {
				st->names |= 1u << (st->n - 1 - st->k);
				continue;
			}
			r = &cd[n];
			if (!reaches(e, w, L, f, len, r))
				continue;
			r->count = rf->count;
			r->late = stands(rf->bits, len < w->nlow);
			derived(e, w, L, st, r, rf);
			n++;
			/* A late root sets no tier: gel + eceğ + e beside
			 * geleceğ + e.  A derived one sets it from its
			 * base, the root of its cut: yapılan (=yapı+lAn)
			 * is yap + ıl + an, cheaper than yapı + lan, and
			 * yap is within the tier of yapı, not of yapılan. */
			far = far || r->late ? far : r->via != UINT32_MAX ?
			    r->blen : len;
		}
	}
	for (i = 1; i < n; i++) {
		t = cd[i];
		for (j = i; j > 0 && before(&t, &cd[j - 1]); j--)
			cd[j] = cd[j - 1];
		cd[j] = t;
	}
	return n;
}

/* The cuts that go on from candidate r, whose pieces are in cut, within
 * slack pieces more than its fewest (scored: every one up to slack). */
static int
rest(struct tt_encoder *e, struct word *w, struct lattice *L,
    struct cut *cut, const struct cand *r, unsigned slack, float spent)
{
	int c, ret;

	if (r->len == w->nlow)
		return slack == 0 || w->scored ? found(e, w, cut, spent) : 0;
	for (c = 0; c < NCAT; c++)
		if ((r->cat & 1u << c) && (ret = chain(e, w, L, cut, c,
		    r->total - 1 + slack, spent)) != 0)
			return ret;
	return 0;
}

/* What cut c costs before its end: its root, or the derived one its
 * first pieces spell, and the steps from there. */
static float
sofar(const struct tt_dict *d, const struct cut *c)
{
	float spent = d->rootform[c->nlex ? c->lex : c->form[0]].cost;
	size_t n;

	for (n = MAX(c->nlex, 1); n < c->n; n++)
		spent += idstep(d, c, n, c->st[n] - TT_TROOT);
	return spent;
}

/* A suffix form f after cut, to end, taking one of the categories in
 * to one of out. */
static void
then(const struct tt_encoder *e, struct cut *cut, uint32_t f, size_t end,
    unsigned in, unsigned out)
{
	const struct tt_dict *d = e->d;
	uint32_t id = d->forms[f].id;

	add(cut, d, f, end - cut->at[cut->n]);
	/* sufstate() of the category its reading takes, 1 for the verb. */
	cut->st[cut->n - 1] = d->tcost == NULL ? 0 : sufstate(d, id,
	    d->tverb[id] != d->tstate[id] &&
	    tt_dict_role(d, id, in, out) == TT_CAT_V);
}

/*
 * cut = candidate r's root whole, or else its derivation (derived());
 * what that costs when scored.  A derivation costs what the derived root
 * does, not its base and the steps to it: the lexicon lists sağla, and
 * the texts' sağladı, sağlayan, sağlamak are words of sağla, which
 * weigh() credits, not of sağ.  So sağlar is sağ + la + r, as the
 * texts write sağla far more often than sağ, where the step from a noun
 * to -lA, which every noun shares, made it sağ + lar.
 */
static float
begin(const struct tt_encoder *e, const struct word *w, struct cut *cut,
    const struct cand *r, bool whole)
{
	const struct tt_dict *d = e->d;
	uint32_t f = whole ? r->form : r->base;
	const struct tt_rootform *rf = &d->rootform[f];

	/* The ID from the record roots() read. */
	cut->n = cut->nlex = 0;
	put(cut, rf->id, f, whole ? r->len : r->blen);
	if (!whole) {
		if (r->via2 == UINT32_MAX)
			then(e, cut, r->via, r->len, rf->out, r->cat);
		else {
			then(e, cut, r->via, r->mid, rf->out,
			    tt_cat_in(d, d->forms[r->via2].id));
			then(e, cut, r->via2, r->len, TT_CAT_ANY, r->cat);
		}
		/* Not where the word ends in what ends no word (noend()):
		 * yapılan is yap + ıl + an, and the texts' yapılan taught
		 * the model that the lexicon's verb yapılan (=yapı+lAn) is
		 * frequent. */
		if (r->len < w->nlow || !noend(d, cut->id[cut->n - 2],
		    TT_CAT_ANY, cut->form[cut->n - 1], cut->id[cut->n - 1],
		    w->final))
			cut->nlex = cut->n, cut->lex = r->form;
	}
	return w->scored ? sofar(d, cut) : 0;
}

/* The cuts that begin with candidate r: as base + suffix if it is
 * derived, then whole (namlu is not nam + lu: the decoder would write
 * namlı).  Scored, a derived root is cut whenever that decodes at all,
 * which is asked unscored first, and then only so. */
static int
rooted(struct tt_encoder *e, struct word *w, struct lattice *L,
    struct cut *cut, const struct cand *r, unsigned slack)
{
	bool scored = w->scored;
	unsigned s;
	int ret = 0;

	if (r->via != UINT32_MAX) {
		w->scored = false;
		for (s = scored ? 0 : slack; ret == 0 && s <= slack; s++) {
			begin(e, w, cut, r, false);
			ret = rest(e, w, L, cut, r, s, 0);
		}
		w->scored = scored;
		if (ret < 0 || (ret > 0 && !scored))
			return ret;
		if (ret > 0)
			return rest(e, w, L, cut, r, slack, begin(e, w, cut,
			    r, false));
	}
	return rest(e, w, L, cut, r, slack, begin(e, w, cut, r, true));
}

/* What cut c of word w costs, as begin(), step() and found() add it up. */
static float
cost(const struct tt_dict *d, const struct word *w, const struct cut *c)
{
	return sofar(d, c) + endstep(d, w, c);
}

/* Can no cut of candidate r cost less than w->best?  Its root costs
 * what it costs, whole or cut (begin()), where a cut that ends in what
 * ends no word costs from its base; whole, it then takes at least
 * r->total - 1 suffixes. */
static bool
hopeless(const struct tt_dict *d, const struct word *w, const struct cand *r)
{
	const struct tt_rootform *rf = &d->rootform[r->form];

	if (r->via != UINT32_MAX)
		return MIN(rf->cost, d->rootform[r->base].cost) >= w->best;
	return rf->cost + least(d, rootstate(d, rf->id), r->total - 1u) >=
	    w->best;
}

/* Is c a numeral, whole?  Numbers stand bare far more often than any
 * homograph inflected, which the model, blind to the next word, cannot
 * tell: altı (six), not alt + ı; elli, not el + li.  cheaper() and
 * weigh() leave it as it is. */
static bool
bare(const struct tt_dict *d, const struct cut *c)
{
	return c->n == 1 && (d->rootform[c->form[0]].bits & TT_RF_NUM);
}

/*
 * The scored model's say on the cut c of candidate first, the first the
 * search found: another root of its tier, of at most one piece more,
 * takes its place with a cut that costs less (the cheapest of them
 * within a piece of that root's fewest).  c's cost bounds that search:
 * a root, or a cut, that would cost more, even with the least the rest
 * can cost (d->tbound), is not followed.  Weighing
 * first's own other cuts as well (çıkar ıl an, not çıkar ı lan) costs
 * 11% more instructions for a few words in ten thousand (README).
 */
static int
cheaper(struct tt_encoder *e, struct word *w, struct lattice *L,
    const struct cand *cd, size_t n, size_t first, struct cut *c)
{
	struct cut cut;
	size_t k;
	bool costed = false;
	int r = 0;

	if (bare(e->d, c))
		return 1;
	/* c is kept (w->keep), and the search cuts in cut; c's cost is
	 * worked out once a root may take its place (most words have
	 * none). */
	cut.at[0] = c->at[0];
	w->scored = true, w->keep = c;
	for (k = 0; r >= 0 && k < n; k++) {
		if (k == first || cd[k].total > c->n + 1 ||
		    cd[k].late > cd[first].late)
			continue;
		if (!costed) {
			w->best = cost(e->d, w, c);
			costed = true;
		}
		if (!hopeless(e->d, w, &cd[k]))
			r = rooted(e, w, L, &cut, &cd[k], 1);
	}
	w->scored = false;
	return r < 0 ? r : 1;
}

/* Has a suffix piece of c a spelling that another ID shares? */
static bool
ambiguous(struct tt_encoder *e, const struct word *w, struct lattice *L,
    const struct cut *c)
{
	size_t i, k, p;

	for (i = 1; i < c->n; i++) {
		p = c->at[i];
		walk(e, w, L, p);
		for (k = 0; k < L->nm[p]; k++)
			if (L->mlen[p][k] == c->at[i + 1] - p &&
			    tt_form_next(e->d, L->mval[p][k]) != UINT32_MAX)
				return true;
	}
	return false;
}

/*
 * The scored model's say on the IDs of c's suffixes where its root is a
 * noun and a verb: the same pieces, each any ID of its spelling that
 * chains, the cheapest that decodes.  The search tries a root's nominal
 * suffixes before its verbal ones, so it found at tı m with tı the
 * noun's copula, where the model reads the past (I threw).  1, or < 0
 * on error.
 */
static int
relabel(struct tt_encoder *e, struct word *w, struct lattice *L,
    struct cut *c)
{
	const struct tt_rootform *rf = &e->d->rootform[c->form[0]];
	size_t at[MAXPIECES + 1];
	struct cand r = { .form = c->form[0], .via = UINT32_MAX };
	struct cut cut;
	int ret;

	if (c->n < 2 || !(rf->bits & TT_RF_ROOT) ||
	    (rf->out & (TT_CAT_N | TT_CAT_V)) != (TT_CAT_N | TT_CAT_V) ||
	    !ambiguous(e, w, L, c))
		return 1;
	/* c's root whole, as a candidate of c's pieces and no slack. */
	r.len = c->at[1] - c->at[0], r.cat = rf->out, r.total = c->n;
	memcpy(at, c->at, (c->n + 1) * sizeof at[0]);
	cut.at[0] = at[0];
	/* Its own tries and steps: the search may have spent the word's. */
	w->want = at;
	w->scored = true, w->keep = c, w->best = cost(e->d, w, c);
	w->tries = w->steps = 0;
	ret = rest(e, w, L, &cut, &r, 0, begin(e, w, &cut, &r, true));
	w->want = NULL;
	w->scored = false;
	return ret < 0 ? ret : 1;
}

/* The root a cut credits, and the model costs: the derived one its first
 * pieces spell, or its first piece's. */
static uint32_t
lexeme(const struct tt_dict *d, const struct cut *c)
{
	return c->nlex ? d->rootform[c->lex].id : c->id[0];
}

/* Does a suffix follow c's lexeme()? */
static bool
suffixed(const struct cut *c)
{
	return c->n > MAX(c->nlex, 1);
}

/*
 * Soft counts (tt_encoder_softcount): the count of a word whose cut is c
 * shared among the roots of the first tier (roots()), as cheaper()
 * weighs them, each by e^-cost of its best cut, where the tokens credit
 * c's root alone (hard EM: a root the model cuts away, delik as de +
 * lik, never gets back the counts that would keep it).  A root here is
 * a cut's lexeme(): sağladı counts for sağla, not for the sağ of its
 * first token.  The tokens' credit is taken back here; where c's root
 * is none of the tier's, it goes to c's lexeme().  1, or < 0 on error.
 */
static int
weigh(struct tt_encoder *e, struct word *w, const struct cut *c)
{
	const struct tt_dict *d = e->d;
	struct lattice L;
	struct starts st;
	struct cand cd[NCAND];
	struct cut cut, keep;
	uint32_t id[NCAND], lex;
	float cost[NCAND], least = INFINITY;
	bool suf[NCAND], had = false;
	size_t n, k, i, m = 0;
	double z = 0, p;
	int r = 0;

	if (bare(d, c))
		return 1;
	clear(&L, w->nlow);
	prefixes(e, w->nlow, &st);
	n = roots(e, w, &L, &st, cd);
	cut.at[0] = keep.at[0] = c->at[0];
	w->scored = true, w->keep = &keep;
	for (k = 0; k < n; k++) {
		if (cd[k].total > c->n + 1 || cd[k].late)
			continue;
		w->best = INFINITY;
		w->tries = w->steps = 0;
		if ((r = rooted(e, w, &L, &cut, &cd[k], 1)) < 0)
			break;
		if (w->best == INFINITY)
			continue;
		lex = lexeme(d, &keep);
		for (i = 0; i < m && id[i] != lex; i++)
			;
		if (i == m)
			id[m++] = lex, cost[i] = INFINITY;
		if (w->best < cost[i])
			cost[i] = w->best, suf[i] = suffixed(&keep);
		least = MIN(least, cost[i]);
		had = had || id[i] == lexeme(d, c);
	}
	w->scored = false;
	if (r < 0)
		return r;
	if (!had) {
		m = 1, least = cost[0] = 0;
		id[0] = lexeme(d, c), suf[0] = suffixed(c);
	}
	for (i = 0; i < m; i++)
		z += exp(least - cost[i]);
	for (i = 0; i < m; i++) {
		p = exp(least - cost[i]) / z;
		e->soft[id[i]] += p;
		e->ssoft[id[i]] += suf[i] ? p : 0;
	}
	e->soft[c->id[0]] -= 1;
	e->ssoft[c->id[0]] -= c->n > 1;
	return 1;
}

/*
 * What roots() reads of each root the word begins with (its record, one
 * line), and what verifying a cut reads of its root (the form's tail and
 * phonology), asked for at once: one by one, each waited on a miss
 * (each half about 3% of --no-cache's time on TTC-3600, best of 9-15
 * alternating runs).
 */
static void
prefetch(const struct tt_encoder *e, const struct starts *st)
{
	const struct tt_dict *d = e->d;
	size_t i;

	for (i = 0; i < st->n; i++) {
		__builtin_prefetch(&d->rootform[st->val[i]]);
		__builtin_prefetch(&d->tail[st->val[i]]);
		__builtin_prefetch(&d->phon[st->val[i]]);
	}
}

#define MAXPARTS 4	/* roots of a compound (below) */

/* Is trie form f, or one spelt alike, a numeral in its own spelling
 * (numeral() below, of a root's first form)? */
static bool
isnumeral(const struct tt_dict *d, uint32_t f)
{
	const unsigned want = TT_RF_NUM | TT_RF_FIRST;
	const struct tt_rootform *rf;

	for (; f != UINT32_MAX; f = rf->bits & TT_RF_ALIKE ? d->same[f] :
	    UINT32_MAX) {
		rf = &d->rootform[f];
		if ((rf->bits & want) == want)
			return true;
	}
	return false;
}

/* Is " " + s[0..n) numerals written together, at most parts of them? */
static bool
numerals(const struct tt_dict *d, const uint8_t *s, size_t n, int parts)
{
	uint8_t b[MAXDP + 1];
	size_t len[NCAND], k;
	uint32_t val[NCAND];

	b[0] = ' ';
	memcpy(b + 1, s, n);
	k = tt_trie_prefixes(d->root, b, n + 1, TT_TAG_ROOT, len, val, NCAND);
	while (k-- > 0)
		if (isnumeral(d, val[k]) && (len[k] == n + 1 || (parts > 1 &&
		    numerals(d, s + len[k] - 1, n + 1 - len[k], parts - 1))))
			return true;
	return false;
}

/* Does the word, whose roots are st, spell numerals written together
 * (kırkiki, ikibiniki, bindokuzyüz)?  Then numbers() weighs their
 * compound, which compound() tries only where no other cut decodes:
 * kır + ki + ki does. */
static bool
together(const struct tt_encoder *e, const struct word *w,
    const struct starts *st)
{
	size_t i;

	for (i = 0; i < st->n; i++)
		if (st->len[i] < w->nlow && isnumeral(e->d, st->val[i]) &&
		    numerals(e->d, e->low.s + st->len[i], w->nlow -
		    st->len[i], MAXPARTS - 1))
			return true;
	return false;
}

static int compound(struct tt_encoder *, struct word *, struct cut *, int,
    int *);

/* The verified cut c of a word of numerals written together, or their
 * compound where it has no more pieces: kırk <glue> iki, not kır ki ki;
 * but üçüncü yüz (we are third), and birkaç, a root, stay.  1, or < 0
 * on error. */
static int
numbers(struct tt_encoder *e, struct word *w, struct cut *c)
{
	struct cut t;
	int r;

	t.at[0] = c->at[0];
	if ((r = compound(e, w, &t, MAXPARTS, &(int){ 0 })) < 0)
		return r;
	if (r > 0 && t.n <= c->n)
		copycut(c, &t);
	return 1;
}

/* Is c a root and suffixes that make a noun of a noun only (kayık çı,
 * deniz ci lik, benek li)? */
static bool
derivedword(const struct tt_dict *d, const struct cut *c)
{
	size_t i;

	for (i = 1; i < c->n; i++)
		if (!(d->ids[c->id[i]].flags & TT_SUFFIX_DERIV) ||
		    tt_cat_in(d, c->id[i]) != TT_CAT_N ||
		    tt_cat_out(d, c->id[i], TT_CAT_N) != TT_CAT_N)
			return false;
	return c->n > 1;
}

/*
 * A name in a word of small letters.  roots() lets a name begin only a
 * capitalised word, as names spell common words too (Kalkınma
 * Bakanlığı, Gençlik, Kurtulmuş), and marks the ones it left out in
 * st->names.  But text is often written, or made, all in small letters
 * (lowercased corpora, queries, word lists), and there türkiye came out
 * tür ki ye, amerikalı am eri kal ı.  With the scored model such a name
 * takes the word where a cut of it costs NAMELOW less than c, the cut
 * the search found (or where it found none): -log of the odds that a
 * word in small letters is a name it spells.  Not where c is a noun
 * and suffixes that make nouns of it: kayık çı, deniz ci lik, benek li
 * are surnames too, but in small letters the common word.  Nor a name
 * that stands for another inflected there (stands(); türkler: türk +
 * ler).  found: what the search returned.  1 when c is verified (found,
 * or a name's), 0 when not, < 0 on error.
 */
#define NAMELOW 4.6f	/* odds of 1 in 100 */

static int
lowname(struct tt_encoder *e, struct word *w, struct lattice *L,
    const struct starts *st, struct cut *c, int found)
{
	const struct tt_dict *d = e->d;
	const struct tt_rootform *rf;
	struct cand r = { .via = UINT32_MAX, .via2 = UINT32_MAX };
	struct cut cut;
	size_t i;
	uint32_t f;
	int ret = 0;

	if (found > 0 && derivedword(d, c))
		return found;
	/* c's cost is worked out once a name may take its place: while
	 * w->best is INFINITY. */
	cut.at[0] = c->at[0];
	w->best = INFINITY;
	for (i = 0; ret >= 0 && i < st->n; i++) {
		if (!(st->names & 1u << i))
			continue;
		for (f = st->val[i]; ret >= 0 && f != UINT32_MAX;
		    f = rf->bits & TT_RF_ALIKE ? d->same[f] : UINT32_MAX) {
			rf = &d->rootform[f];
			if ((rf->bits & (TT_RF_ROOT | TT_RF_NAME)) !=
			    (TT_RF_ROOT | TT_RF_NAME) ||
			    stands(rf->bits, st->len[i] < w->nlow) ||
			    !reaches(e, w, L, f, st->len[i], &r))
				continue;
			if (found > 0 && w->best == INFINITY)
				w->best = cost(d, w, c) - NAMELOW;
			w->scored = true, w->keep = c;
			w->tries = w->steps = 0;
			if (!hopeless(d, w, &r))
				ret = rooted(e, w, L, &cut, &r, 1);
		}
	}
	w->scored = false;
	return ret < 0 ? ret : found > 0 || w->best < INFINITY;
}

/* The word as suffixes alone, from its first byte, fewest pieces first,
 * at most max of them: after an apostrophe, or written apart (apart()). */
static int
suffixonly(struct tt_encoder *e, struct word *w, struct lattice *L,
    struct cut *c, unsigned max)
{
	unsigned slack, total;
	int cat, r;

	if ((total = fewest(e, w, L, 0)[TT_CAT_ANY]) >= INF)
		return 0;
	for (slack = 0; slack < 2 && total + slack <= max; slack++)
		for (cat = 0; cat < NCAT; cat++)
			if ((r = chain(e, w, L, c, cat, total + slack, 0)) != 0)
				return r;
	return 0;
}

/* Root + suffixes (suffixes only after no space); 1 when verified. */
static int
morphology(struct tt_encoder *e, struct word *w, struct cut *c)
{
	struct lattice L;
	struct cand cd[NCAND];
	struct starts st;
	size_t n, k;
	unsigned slack;
	int r, late;

	c->n = c->nlex = 0;
	if (w->nlow > MAXDP)
		return 0;
	clear(&L, w->nlow);
	if (e->low.s[0] != ' ')
		return suffixonly(e, w, &L, c, MAXPIECES);
	prefixes(e, w->nlow, &st);
	prefetch(e, &st);
	while (st.k < st.n) {
		n = roots(e, w, &L, &st, cd);
		/* A root that stands for another root inflected, after
		 * the others of its tier: gün + ü, not günü. */
		for (late = 0; late < 2; late++)
			for (slack = 0; slack < 2; slack++)
				for (k = 0; k < n; k++)
					if (cd[k].late == late &&
					    (r = rooted(e, w, &L, c, &cd[k],
					    slack)) != 0)
						goto found;
	}
	r = 0;
found:
	if (r > 0 && e->d->tcost && !w->counting &&
	    (r = relast(e, w, &L, c)) > 0 &&
	    (r = relabel(e, w, &L, c)) > 0)
		r = cheaper(e, w, &L, cd, n, k, c);
	if (r >= 0 && st.names != 0 && e->d->tcost && !w->counting &&
	    !w->part)
		r = lowname(e, w, &L, &st, c, r);
	/* A compound has three pieces or more: a <glue> b. */
	return r > 0 && c->n >= 3 && together(e, w, &st) ? numbers(e, w, c) :
	    r;
}

/*
 * The word from its byte from on, as a word glued to the text before
 * it: e->low becomes " " + that, the space standing for no byte of the
 * input (glued() from 0, a compound's rest from its second root).
 */
static void
glueon(struct tt_encoder *e, struct word *w, size_t from)
{
	memmove(e->low.s + 1, e->low.s + from, w->nlow - from);
	memmove(e->low.map + 1, e->low.map + from,
	    (w->nlow - from) * sizeof *e->low.map);
	e->low.s[0] = ' ';
	e->low.map[0] = e->low.map[1];
	w->nlow += 1 - from;
	w->glue = true;
	w->tries = w->steps = 0;
}

/*
 * A compound written as one word (havayolları, dörtyüzotuzyedi): a root
 * whole, or a noun and its plural (şehir ler <glue> ara sı), then the
 * rest of the word glued to it, root + suffixes: hava <glue> yol ları;
 * after a numeral the rest may be a compound again
 * (dört <glue> yüz <glue> otuz <glue> yedi).  Only for a word of
 * Turkish letters that has no cut of its own, and only of roots that the
 * texts of counts.tsv saw, of PARTMIN letters or more, but for a numeral
 * (on <glue> sekiz), a frequent noun first (iş <glue> adam ları: seen())
 * and for an auxiliary verb (fark <glue> et miş): a word in no lexicon
 * is no compound of rare short roots (saksofon is not sak + sof + on).
 * A word with a capital is more often a name, and a foreign name spells
 * rare roots by chance (Taylor is not tay + lor, Romney not rom + ney):
 * its roots must have been seen CAPSEEN times, and the first may be a
 * name (Fenerbahçe, Ortadoğu, Çelebioğlu, Trabzonspor: fener <glue>
 * bahçe, çelebi <glue> oğl u, trabzon <glue> spor).  Of
 * the roots the word begins with, the cut of fewest pieces is taken,
 * then the one whose rarest root counts most (kese <glue> kağıd ı, not
 * kesek + ağıd ı).  The rest is read as a word glued to the text before
 * it, as glued() reads one after punctuation, and the whole cut is
 * verified again.  1 when c holds it.
 */
#define PARTMIN 3	/* letters of a root of a compound */
#define SHORTSEEN 500	/* but a noun the texts saw this often first */
#define CAPSEEN 10	/* times each root of a capitalised one was seen */
#define MAXSPLITS 16	/* rests cut per word: the splits multiply */

static bool islowertr(const uint8_t *, size_t);

/* Is form f a numeral's (its record's TT_RF_NUM: tt_dict_pos names
 * NUM)?  Numerals of two letters make compounds: on <glue> sekiz. */
static bool
numeral(const struct tt_dict *d, uint32_t f)
{
	return d->rootform[f].bits & TT_RF_NUM;
}

/* The least count of the roots of c. */
static uint32_t
rarest(const struct tt_dict *d, const struct cut *c)
{
	uint32_t least = UINT32_MAX;
	size_t i;

	for (i = 0; i < c->n; i++)
		if (d->ids[c->id[i]].kind == TT_KIND_ROOT)
			least = MIN(least, d->count[c->id[i]]);
	return least;
}

/* The form of a root spelt as trie form f, its own spelling (kese, not
 * a variant of kes), or UINT32_MAX; a name only if names (hindistancevizi
 * is no compound of the name Hindistan, Trabzonspor is). */
static uint32_t
ownroot(const struct tt_dict *d, uint32_t f, bool names)
{
	const struct tt_idinfo *in;

	for (; f != UINT32_MAX; f = tt_form_next(d, f)) {
		in = &d->ids[d->forms[f].id];
		if (in->kind == TT_KIND_ROOT && in->form == f &&
		    (names || !(in->flags & TT_ROOT_NAME)))
			break;
	}
	return f;
}

/* Did the texts of counts.tsv see root id often enough to be a part of a
 * compound of the word w? */
static bool
attested(const struct tt_dict *d, uint32_t id, const struct word *w)
{
	return d->count[id] >= (w->mark == UINT32_MAX ? 1u : CAPSEEN);
}

/* Or is root form f, one of the n roots len and val the word begins
 * with, the derivation of a base among them that the texts saw so?  Its
 * own words count for that base (derived()): toplu (=top+lI) in
 * toplusözleşme. */
static bool
seenbase(const struct tt_dict *d, uint32_t f, const size_t *len,
    const uint32_t *val, size_t n, const struct word *w)
{
	size_t i;
	uint32_t g;

	for (i = 0; i < n && len[i] != d->rootform[f].base; i++)
		;
	return d->rootform[f].base != 0 && i < n && (g = ownroot(d, val[i],
	    w->mark != UINT32_MAX)) != UINT32_MAX &&
	    attested(d, d->forms[g].id, w);
}

/* Is root id an auxiliary verb (et, ed, ol), which makes a verb of the
 * noun before it, written apart or together (fark et, hisset)?  The
 * other two, eyle and kıl, are long enough anyway.  In a word with a
 * capital only ol (Gürol, Sağolsun): et is more often letters of a
 * foreign name (Moretti, Linkedin) or the Arabic -ettin of a given name
 * (Şerefettin). */
static bool
auxiliary(const struct tt_dict *d, uint32_t id, const struct word *w)
{
	size_t n;
	const uint8_t *s = tt_dict_piece(d, id, &n);

	return (d->cat[id] / TT_CAT_OUT & TT_CAT_ANY) == TT_CAT_V && n == 3 &&
	    ((memcmp(s, " et", 3) == 0 && w->mark == UINT32_MAX) ||
	    memcmp(s, " ol", 3) == 0);
}

/* Is root id a noun or adjective and nothing else (tt_dict_pos N, ADJ)
 * that the texts saw SHORTSEEN times or more, which may begin a compound
 * however short (iş <glue> adam ları, ev <glue> sahib i; not the
 * conjunction de of de + monte)? */
static bool
seen(const struct tt_dict *d, uint32_t id)
{
	size_t n, k;
	const char *p = tt_dict_pos(d, id, &n), *q;

	if (d->count[id] < SHORTSEEN || n == 0)
		return false;
	for (; n > 0; n -= k + (k < n), p += k + 1) {
		k = (q = memchr(p, ',', n)) ? (size_t)(q - p) : n;
		if (!(k == 1 && *p == 'N') &&
		    !(k == 3 && memcmp(p, "ADJ", 3) == 0))
			return false;
	}
	return true;
}

/* May the cut r, whose root has n letters, follow a compound's first
 * root in the word w?  Its root seen in the texts, and long, or a numeral
 * (on <glue> üç), or an auxiliary verb (fark <glue> et miş; not mevki
 * <glue> in de, the verb in). */
static bool
partof(const struct tt_dict *d, const struct cut *r, size_t n,
    const struct word *w)
{
	uint32_t id = r->id[0];

	return attested(d, id, w) && (n >= PARTMIN ||
	    numeral(d, r->form[0]) || auxiliary(d, id, w));
}

/* Is s[0..n) a case ending (the glosses ACC, GEN, DAT, LOC, ABL, INS of
 * suffixes.tsv)?  Then it is no root after another: laptopdan is laptop
 * + dan in the wrong harmony, not two roots; but günü is gün + ü, and
 * yüz and taş, which spell other suffixes, are roots: ikiyüz, doğaltaş. */
static bool
caseending(const struct tt_dict *d, const uint8_t *s, size_t n)
{
	static const char cases[] = "ACC GEN DAT LOC ABL INS";
	size_t len[NMATCH], k;
	uint32_t val[NMATCH], f;
	const char *g;
	char key[4];

	k = tt_trie_prefixes(d->suffix, s, n, 0, len, val, NMATCH);
	for (f = k > 0 && len[k - 1] == n ? val[k - 1] : UINT32_MAX;
	    f != UINT32_MAX; f = tt_form_next(d, f)) {
		g = tt_dict_gloss(d, d->forms[f].id);
		if (strcspn(g, ",") == 3) {
			memcpy(key, g, 3), key[3] = '\0';
			if (strstr(cases, key) != NULL)
				return true;
		}
	}
	return false;
}

/* The word as one nominal root of its own spelling (kuruyemiş: yemiş,
 * not ye + miş; onyedi: yedi), one the texts of counts.tsv saw, as
 * partof() asks, and no derivation of the lexicon, which morphology()
 * cuts (toplu + söz leş me; canlı is can + lı); 1 when that verifies. */
static int
whole(struct tt_encoder *e, struct word *w, struct cut *c)
{
	const struct tt_dict *d = e->d;
	size_t len[NCAND], n;
	uint32_t val[NCAND], f;

	n = tt_trie_prefixes(d->root, e->low.s, w->nlow, TT_TAG_ROOT, len,
	    val, NCAND);
	if (n == 0 || len[n - 1] != w->nlow ||
	    (f = ownroot(d, val[n - 1], false)) == UINT32_MAX ||
	    d->count[d->forms[f].id] == 0 || d->rootform[f].base != 0 ||
	    (d->cat[d->forms[f].id] != 0 &&
	    !(d->cat[d->forms[f].id] / TT_CAT_OUT & TT_CAT_N)))
		return 0;
	c->n = c->nlex = 0;
	add(c, d, f, w->nlow);
	return verify(e, w, c);
}

/* The cut of w that begins with head, a root and maybe its plural, and
 * the rest of w glued to it, into c: e->low holds " " + the rest
 * meanwhile.  1 when the rest has a cut.  After a capital the rest is
 * in small letters; in a word of capitals, in capitals too. */
static int
part(struct tt_encoder *e, const struct word *w, const struct cut *head,
    struct cut *c, int parts, int *splits)
{
	const struct tt_dict *d = e->d;
	size_t k = head->at[head->n];
	struct word w2 = *w;
	struct cut r;
	size_t i;
	int ret;

	glueon(e, &w2, k);
	w2.a = e->low.map[0];
	w2.part = true;
	if (w->mark == d->cap) {
		w2.mark = UINT32_MAX;
		w2.named = true;
	}
	r.at[0] = 0;
	if ((ret = whole(e, &w2, &r)) == 0 &&
	    (ret = morphology(e, &w2, &r)) == 0 && parts > 1 &&
	    head->n == 1 && numeral(d, head->form[0]))
		ret = compound(e, &w2, &r, parts - 1, splits);
	if (ret <= 0 || head->n + r.n + 1 > MAXPIECES || !partof(d, &r,
	    nchars(e->low.s + 1, r.at[1] - 1), w) ||
	    (r.n == 1 && caseending(d, e->low.s + 1, w2.nlow - 1)))
		return ret < 0 ? ret : 0;
	/* The rest's pieces from k on: its space stands for no byte. */
	copycut(c, head);
	c->nlex = 0;
	add(c, d, d->ids[d->glue].form, 0);
	for (i = 0; i < r.n; i++) {
		c->id[c->n] = r.id[i];
		c->form[c->n] = r.form[i];
		c->at[++c->n] = k - 1 + r.at[i + 1];
	}
	return 1;
}

/* The form of the plural that the lowercase word spells at k, or
 * UINT32_MAX; its length in *len. */
static uint32_t
plural(const struct tt_encoder *e, const struct word *w, size_t k,
    size_t *len)
{
	const struct tt_dict *d = e->d;
	size_t mlen[NMATCH], n, i;
	uint32_t mval[NMATCH], f;

	n = tt_trie_prefixes(d->suffix, e->low.s + k, w->nlow - k, 0, mlen,
	    mval, NMATCH);
	for (i = 0; i < n; i++)
		for (f = mval[i]; f != UINT32_MAX; f = tt_form_next(d, f))
			if (d->forms[f].id == d->pl) {
				*len = mlen[i];
				return f;
			}
	return UINT32_MAX;
}

static int
compound(struct tt_encoder *e, struct word *w, struct cut *c, int parts,
    int *splits)
{
	const struct tt_dict *d = e->d;
	uint8_t s[MAXDP];
	size_t map[MAXDP], len[NCAND], n, i, k, m = 0;
	uint32_t val[NCAND], f, pl = UINT32_MAX;
	struct cut head, t;
	bool have = false;
	int r, j, heads;

	if (d->count == NULL || w->nlow > MAXDP || e->low.s[0] != ' ' ||
	    !islowertr(e->low.s + 1, w->nlow - 1))
		return 0;
	memcpy(s, e->low.s, w->nlow);
	memcpy(map, e->low.map, w->nlow * sizeof *map);
	n = tt_trie_prefixes(d->root, s, w->nlow, TT_TAG_ROOT, len, val,
	    NCAND);
	for (i = 0; i < n && *splits < MAXSPLITS; i++) {
		k = len[i];
		if (k == w->nlow || (f = ownroot(d, val[i],
		    w->mark != UINT32_MAX)) == UINT32_MAX ||
		    (!attested(d, d->forms[f].id, w) &&
		    !seenbase(d, f, len, val, n, w)) ||
		    (nchars(s + 1, k - 1) < PARTMIN &&
		    !numeral(d, f) && !seen(d, d->forms[f].id)))
			continue;
		head.n = 0;
		head.at[0] = 0;
		add(&head, d, f, k);
		/* The root, then a noun and its plural: ülke ler <glue>
		 * ara sı (not ver ler <glue> ini). */
		heads = (d->cat[d->forms[f].id] / TT_CAT_OUT & TT_CAT_N) &&
		    (pl = plural(e, w, k, &m)) != UINT32_MAX &&
		    k + m < w->nlow ? 2 : 1;
		for (j = 0; j < heads && *splits < MAXSPLITS; j++) {
			if (j == 1)
				add(&head, d, pl, m);
			++*splits;
			r = part(e, w, &head, &t, parts, splits);
			memcpy(e->low.s, s, w->nlow);
			memcpy(e->low.map, map, w->nlow * sizeof *map);
			if (r < 0)
				return r;
			if (r > 0 && (!have || t.n < c->n || (t.n == c->n &&
			    rarest(d, &t) > rarest(d, c)))) {
				copycut(c, &t);
				have = true;
			}
		}
	}
	return have ? verify(e, w, c) : 0;
}

/*
 * A word glued to the text before it ("(kitaplar", "e-posta") can still
 * begin with a root: the dictionary spells roots with the space that
 * begins a word, and <glue> takes it off again.  So after punctuation
 * and symbols or a no-break space, but not after an apostrophe
 * (Ankara'da: suffixes follow it) or a closing quote, nor after a
 * digit, a letter, a control character (U+0092 is cp1252's apostrophe
 * read as Latin-1), U+FFFD or a byte that is not UTF-8: text that lost
 * a letter there.  An apostrophe with only whitespace before it opens a
 * quotation ('Ankara', 'kitaplarımızı'), as ‘ does.
 */
static bool
gluable(const struct tt_encoder *e, const struct word *w)
{
	const uint8_t *s = w->line;
	size_t i = w->a;
	uint32_t cp;

	if (w->a == w->ctx || w->nlow == 0 || e->low.s[0] == ' ')
		return false;
	/* Back to the start of the character before the word. */
	while (i > w->ctx && (s[--i] & 0xc0) == 0x80)
		;
	return tt_utf8_dec(s + i, w->a - i, &cp) == (int)(w->a - i) &&
	    (tt_is_punct(cp) || tt_norm_nbsp(cp)) && cp != 0xfffd &&
	    (i == w->ctx || (cp != '\'' && cp != '`' && cp != 0xb4));
}

/* Root + suffixes of " " + the word, after <glue>, or a compound;
 * 1 when verified, else the word is left as it was. */
static int
glued(struct tt_encoder *e, struct word *w, struct cut *c)
{
	int r;

	while (w->nlow + 2 >= e->low.cap)
		if (tt_low_grow(&e->low) < 0)
			return TT_ENOMEM;
	glueon(e, w, 0);
	if ((r = morphology(e, w, c)) != 0 ||
	    (r = compound(e, w, c, MAXPARTS, &(int){ 0 })) != 0)
		return r;
	w->nlow--;
	memmove(e->low.s, e->low.s + 1, w->nlow);
	memmove(e->low.map, e->low.map + 1, w->nlow * sizeof *e->low.map);
	w->glue = false;
	w->tries = w->steps = 0;
	return 0;
}

/*
 * The longest piece at s[0..n) that decodes as it is: a BPE piece or a
 * whitespace token, else the byte token of s[0]; its form in *f.
 */
static size_t
single(const struct tt_dict *d, const uint8_t *s, size_t n, uint32_t *f)
{
	size_t len;

	if ((len = tt_trie_longest(d->bpe, s, n, TT_TAG_SINGLE, f)) == 0 &&
	    (len = tt_trie_longest(d->root, s, n, TT_TAG_SINGLE, f)) == 0) {
		*f = d->ids[d->byte0 + s[0]].form;
		len = 1;
	}
	return len;
}

/*
 * plain() for a word of more than MAXPIECES pieces, which a cut does not
 * hold: the IDs are checked by decoding them after the context, as
 * verify() does, and then pushed (2), or not (0).
 */
static int
longplain(struct tt_encoder *e, const struct word *w)
{
	const struct tt_dict *d = e->d;
	size_t p, len, n = 0;
	uint32_t f = 0;
	int r;

	if (tt_grow(&e->ids, &e->capids, 2 + TT_NORM_N, sizeof *e->ids) < 0)
		return TT_ENOMEM;
	n = premarks(e, w, e->ids);
	for (p = 0; p < w->nlow; p += len, n++) {
		len = single(d, e->low.s + p, w->nlow - p, &f);
		if (tt_grow(&e->ids, &e->capids, n + 1, sizeof *e->ids) < 0)
			return TT_ENOMEM;
		e->ids[n] = d->forms[f].id;
	}
	if ((r = decodes(e, w, n)) <= 0 || (r = pushmarks(e, w)) < 0)
		return r;
	for (p = 0; p < w->nlow; p += len) {
		len = single(d, e->low.s + p, w->nlow - p, &f);
		if ((r = piece(e, w, f, p, p + len)) < 0)
			return r;
	}
	return 2;
}

/* c = s[0..n) in pieces of one form (single()), as far as MAXPIECES
 * go: true if that is all of it. */
static bool
singles(const struct tt_dict *d, const uint8_t *s, size_t n, struct cut *c)
{
	size_t p, len;
	uint32_t f;

	c->n = c->nlex = 0;
	for (p = 0; p < n; p += len) {
		if (c->n == MAXPIECES)
			return false;
		len = single(d, s + p, n - p, &f);
		add(c, d, f, len);
	}
	return true;
}

/*
 * Pieces that decode as they are: BPE pieces and the whitespace tokens,
 * longest first, and a byte token for any byte they do not cover.  1
 * when the cut in c verified, 2 when the tokens are pushed already.
 */
static int
plain(struct tt_encoder *e, struct word *w, struct cut *c)
{
	if (!singles(e->d, e->low.s, w->nlow, c))
		return longplain(e, w);
	return verify(e, w, c);
}

/*
 * A stem in no lexicon keeps the Turkish suffixes after it: tweet + le +
 * di.  The stem, read as a nominal, is cut as plain() cuts; the suffixes
 * (two letters or more) as the lattice does.  Taken where the stem has
 * two letters or more, one a vowel, and the cut has at most one piece
 * more than plain()'s; the earliest such boundary (the longest chain).
 * Where its cut does not decode (the lattice knows no harmony: yahud +
 * imiz + in would be written yahudumuzun), a later boundary, but only
 * for two suffixes or more and no more pieces than plain()'s: yahudi +
 * miz + in, malatya + lı + lar + ın; a single short suffix is then far
 * more often a name's letters (kocae + li, irlan + da).  A chain of n
 * suffixes that begins with the plural may take n pieces more than
 * plain()'s at any boundary, since tt's BPE pieces hold the plural with
 * what follows it (ların, lerini, ilere): tunguz + lar + ın, vikipedi +
 * ler + e, not tunguz + ların, vikiped + ilere.  That rule changed 42 of
 * the 175,688 distinct words of TTC-3600 and UD, all for the better;
 * granted to any chain, not only the plural's, it cut names apart
 * (himala + ya, pande + m + i).  At most NLATE boundaries, within
 * NSLIDE bytes of the first, and the word's tries and steps shared by
 * all: on words of random letters each boundary's search fails.  Of the
 * 95,403 training words (counts.sh), 120 take a later boundary, all
 * within 8 bytes and all but 2 among the first four.
 */
#define NLATE 4
#define NSLIDE 8

static int
unknown(struct tt_encoder *e, struct word *w, struct cut *c)
{
	const struct tt_dict *d = e->d;
	struct lattice L;
	size_t p, len, most, more, first = 0;
	unsigned f;
	uint32_t cp;
	bool vowel = false;
	int r, late = 0;

	if (w->nlow > MAXDP || e->low.s[0] != ' ')
		return 0;
	clear(&L, w->nlow);
	/* c holds plain()'s cut, and then each stem's. */
	most = singles(d, e->low.s, w->nlow, c) ? c->n : MAXPIECES + 1;
	w->tries = w->steps = 0;
	for (p = 1; p < w->nlow; p += len) {
		if ((int)(len = tt_utf8_dec(e->low.s + p, w->nlow - p,
		    &cp)) <= 0)
			return 0;
		vowel |= tt_phon_isvowel(cp);
		if (first > 0 && p + len > first + NSLIDE)
			return 0;
		if (!vowel || nchars(e->low.s + 1, p + len - 1) < 2 ||
		    p + len == w->nlow ||
		    (f = fewest(e, w, &L, p + len)[TT_CAT_N]) >= INF)
			continue;
		/* One piece more than plain() at most, none more than a
		 * word that is a piece of its own (istanbul); the plural
		 * and what follows it, f more. */
		if (f > 1 && plural(e, w, p + len, &(size_t){ 0 }) !=
		    UINT32_MAX)
			more = f;
		else
			more = first == 0 && most > 1;
		if ((first > 0 && f < 2) ||
		    nchars(e->low.s + p + len, w->nlow - p - len) < 2 ||
		    !singles(d, e->low.s, p + len, c) ||
		    c->n + f > most + more)
			continue;
		if (first == 0)
			first = p + len;
		else if (++late > NLATE)
			return 0;
		if ((r = chain(e, w, &L, c, 0, f, 0)) != 0)
			return r;
	}
	return 0;
}

/* Raw bytes of the original, no case marker: always exact. */
static int
bytes(struct tt_encoder *e, const struct word *w)
{
	const struct tt_dict *d = e->d;
	size_t i;
	int r;

	for (i = w->a; i < w->b; i++) {
		uint32_t id = d->byte0 + w->line[i];

		if ((r = tt_tokens_push(&e->t, id, d->pool +
		    d->forms[d->ids[id].form].off, 1, i, 1)) < 0)
			return r;
	}
	return 0;
}

/* Collect a lowercased byte and where it came from in the line. */
static int
putfolded(void *arg, uint8_t c, size_t off)
{
	struct word *w = arg;

	return tt_low_put(&w->e->low, &w->nlow, c, w->a + off);
}

/* Is s[0..2) one of the Latin-1 small letters, ğ, ı or ş? */
static bool
small2(const uint8_t *s)
{
	return (s[0] == 0xc3 && s[1] >= 0xa0 && s[1] <= 0xbf &&
	    s[1] != 0xb7) || (s[0] == 0xc4 && (s[1] == 0x9f || s[1] == 0xb1)) ||
	    (s[0] == 0xc5 && s[1] == 0x9f);
}

/*
 * Is s already lowercase Turkish: ASCII a-z, the Latin-1 small letters,
 * ğ ı ş?  Most words are, and need no folding.
 */
static bool
islowertr(const uint8_t *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] >= 'a' && s[i] <= 'z')
			continue;
		if (i + 1 < n && small2(s + i)) {
			i++;
			continue;
		}
		return false;
	}
	return true;
}

/*
 * Copy the lowercase Turkish (islowertr) that s begins with to o, each
 * byte mapped to its offset from a: how many bytes that is.  One pass
 * for the test and the copy, which most words take whole; and for the
 * letters that give a word a normal form (tt_norm_maybe): *hat if one
 * of them is â î û.
 */
static size_t
lowcopy(const uint8_t *s, size_t n, uint8_t *o, size_t *map, size_t a,
    bool *hat)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] < 'a' || s[i] > 'z') {
			if (i + 1 == n || !small2(s + i))
				break;
			*hat |= s[i] == 0xc3 && (s[i + 1] == 0xa2 ||
			    s[i + 1] == 0xae || s[i + 1] == 0xbb);
			o[i] = s[i], map[i] = a + i;
			i++;
		}
		o[i] = s[i], map[i] = a + i;
	}
	return i;
}

/* Is s, but for a space it begins with, letters only? */
static bool
letters(const uint8_t *s, size_t n)
{
	uint32_t cp;
	size_t i;
	int len;

	for (i = n > 0 && s[0] == ' '; i < n; i += len)
		if ((len = tt_utf8_dec(s + i, n - i, &cp)) < 0 ||
		    !tt_is_letter(cp))
			return false;
	return true;
}

/*
 * The length of a capital at s that lowercases to *lo and back: with
 * lowercase letters only after it, what tt_pretok_fold calls TT_CASE_CAP
 * and <cap> gives back.  0 if s does not begin with one.
 */
static int
capital(const uint8_t *s, size_t n, uint32_t *lo)
{
	uint32_t cp;
	int len;

	if (n == 0 || (len = tt_utf8_dec(s, n, &cp)) <= 0 ||
	    !tt_is_letter(cp) || (*lo = tt_tr_lower(cp)) == cp ||
	    tt_tr_upper(*lo) != cp || !tt_is_letter(*lo))
		return 0;
	return len;
}

/*
 * Lowercase the word into e->low.s if its case is one marker's worth:
 * none, a capital first letter, or all capitals.  Returns 0 for mixed
 * case or letters whose case does not map back (they stay as written).
 */
static int
casefold(struct tt_encoder *e, struct word *w)
{
	const uint8_t *s = w->line + w->a;
	size_t i = 0, k = 0, m, a = w->a, n = w->b - a, *map;
	uint8_t *low;
	uint32_t lo = 0;
	int c, r, len = 0;
	bool hat = false;

	w->nlow = 0;
	w->e = e;
	w->ownform = false;
	while (n + 4 >= e->low.cap)
		if (tt_low_grow(&e->low) < 0)
			return TT_ENOMEM;
	/* The word carries its space; the rest may need no folding, or
	 * only its first letter (most capitals).  Each byte maps to its
	 * own, in locals: a store to the map might change w->a. */
	low = e->low.s, map = e->low.map;
	if (s[0] == ' ')
		low[k] = ' ', map[k++] = a, i++;
	m = lowcopy(s + i, n - i, low + k, map + k, a + i, &hat);
	if (m == 0 && (len = capital(s + i, n - i, &lo)) > 0) {
		/* Each byte of the lowercase letter maps to it. */
		for (c = tt_utf8_enc(lo, low + k); c > 0; c--)
			map[k++] = a + i;
		i += len;
		m = lowcopy(s + i, n - i, low + k, map + k, a + i, &hat);
	}
	if (i + m == n) {
		w->nlow = k + m;
		/* What tt_norm_maybe would look for, at less cost: â î û
		 * after the capital, or a capital that it takes (Â Î Û,
		 * or one of U+0300..U+037F). */
		w->ownform = !hat && (len == 0 ||
		    !tt_norm_maybe(s + i - len, len));
		w->mark = len > 0 ? e->d->cap : UINT32_MAX;
		w->cased = w->a == w->ctx && tt_case_of(e->d)->carry;
		w->same = len == 0;
		return 1;
	}
	c = tt_pretok_fold(w->line + w->a, w->b - w->a, tt_tr_lower,
	    tt_tr_upper, putfolded, w);
	if (c < 0)
		return c;
	w->mark = c == TT_CASE_CAP ? e->d->cap : c == TT_CASE_ALL ?
	    e->d->allcaps : UINT32_MAX;
	w->same = w->nlow == n && memcmp(e->low.s, s, n) == 0;
	/* picked() may read the lowercase word for its context: letters
	 * only (an apostrophe or a digit makes the phonology read case),
	 * none before it, and a marker that gives the word back. */
	w->cased = false;
	if (w->mark != UINT32_MAX && w->a == w->ctx &&
	    tt_case_of(e->d)->carry && letters(e->low.s, w->nlow) &&
	    (r = tt_surface_cased(e->d, w->mark, e->low.s, w->nlow,
	    w->line + w->a, w->b - w->a, &e->scratch)) != 0) {
		if (r < 0)
			return r;
		w->cased = true;
	}
	return c != TT_CASE_ASIS;
}

/* The normal form as normal() collects it: e->nrm, n bytes so far. */
struct normput {
	struct tt_encoder *e;
	size_t n, base;
};

static int
putnorm(void *arg, uint8_t c, size_t off)
{
	struct normput *p = arg;

	return tt_low_put(&p->e->nrm, &p->n, c, p->base + off);
}

/*
 * The word's normal form (norm.c) in e->nrm, after the context before
 * it, each byte mapped to its offset in the line; w->norm the marks
 * that write it back, 0 when the word is analysed as it is written.
 */
static int
normal(struct tt_encoder *e, struct word *w)
{
	struct normput p = { e, 0, w->a };
	size_t i;
	int r;

	w->norm = 0;
	if (!tt_norm_maybe(w->line + w->a, w->b - w->a))
		return 0;
	for (i = w->ctx; i < w->a; i++)
		if ((r = tt_low_put(&e->nrm, &p.n, w->line[i], i)) < 0)
			return r;
	if ((r = tt_norm_word(w->line + w->a, w->b - w->a, putnorm,
	    &p)) <= 0)
		return r;
	w->norm = r;
	e->nnrm = p.n;
	return 0;
}

/*
 * casefold() of the word's normal form, where it has one: the lowercase
 * maps back to the line all the same.  The word as written first: most
 * words are their own normal form, which casefold() tells on its way.
 */
static int
folded(struct tt_encoder *e, struct word *w)
{
	const uint8_t *line = w->line;
	size_t ctx = w->ctx, a = w->a, b = w->b, k;
	int r, low;

	w->norm = 0;
	if ((low = casefold(e, w)) < 0 || w->ownform)
		return low;
	if ((r = normal(e, w)) < 0 || w->norm == 0)
		return r < 0 ? r : low;
	w->line = e->nrm.s;
	w->ctx = 0;
	w->a = a - ctx;
	w->b = e->nnrm;
	r = casefold(e, w);
	w->line = line, w->ctx = ctx, w->a = a, w->b = b;
	for (k = 0; k < w->nlow; k++)
		e->low.map[k] = e->nrm.map[e->low.map[k]];
	return r;
}

/* The word as written, for words whose case needs no marker. */
static int
asis(struct tt_encoder *e, struct word *w)
{
	size_t i;
	int r;

	w->nlow = 0;
	w->mark = UINT32_MAX;
	w->same = true;
	for (i = w->a; i < w->b; i++)
		if ((r = tt_low_put(&e->low, &w->nlow, w->line[i], i)) < 0)
			return r;
	return 1;
}

/*
 * Which cut a word took.  A cache entry keeps how many words of its text
 * took each (tt_encoder_paths), four bits a path, and how many of them
 * needed a normalisation marker (PATH_NORM, beside their path).
 */
enum { PATH_MORPH, PATH_BPE, PATH_BYTES, PATH_NORM };
#define PATHBITS 4
#define ONE(path) (1 << PATHBITS * (path))

static inline void
count(struct tt_encoder *e, int paths)
{
	int m = paths & (ONE(1) - 1), b = paths >> PATHBITS & (ONE(1) - 1),
	    y = paths >> 2 * PATHBITS & (ONE(1) - 1);

	/* Most runs and chunks are words that all took the morphology:
	 * inline, a hit costs a test and two adds. */
	if (paths < ONE(1)) {
		e->paths.morph += paths;
		e->paths.words += paths;
		return;
	}
	e->paths.norm += paths >> 3 * PATHBITS & (ONE(1) - 1);
	e->paths.morph += m;
	e->paths.bpe += b;
	e->paths.bytes += y;
	e->paths.words += m + b + y;
}

/* The counts of the words since p0, packed as count() reads them; -1
 * when one does not fit. */
static int
since(const struct tt_encoder *e, const struct tt_paths *p0)
{
	uint64_t n[] = { e->paths.morph - p0->morph, e->paths.bpe - p0->bpe,
	    e->paths.bytes - p0->bytes, e->paths.norm - p0->norm };
	int p, paths = 0;

	for (p = PATH_MORPH; p <= PATH_NORM; p++) {
		if (n[p] >= ONE(1))
			return -1;
		paths |= n[p] << PATHBITS * p;
	}
	return paths;
}

/* Whitespace, which ends a word's context (scan()). */
static bool
white(uint8_t b)
{
	return b == ' ' || b == '\t' || b == '\n' || b == '\r';
}

/*
 * Is s[0..n), a word with its space, a clitic's spelling and then suffix
 * spellings whose categories chain to a word's end, N or V, as fewest()
 * reads them?  apart() tries no other word (it asks that fewest() reach
 * the end, and more), and no word of more than MAXDP bytes.  By the
 * bytes alone, so that split() asks the same: işleri is no such word,
 * as nothing follows the accusative's clitic i, so işleri nde is.
 */
static bool
apartable(const struct tt_dict *d, const uint8_t *s, size_t n)
{
	uint8_t at[MAXDP + 1] = { TT_CAT_ANY };
	size_t len[NMATCH], p, k, m;
	uint32_t val[NMATCH];
	int c;

	if (n == 0 || n > MAXDP || s[0] != ' ')
		return false;
	for (p = 0; p < n; p++)
		if (at[p] != 0) {
			m = tt_trie_prefixes(d->suffix, s + p, n - p, 0, len,
			    val, NMATCH);
			for (k = 0; k < m; k++)
				for (c = 0; c < NCAT; c++)
					if (at[p] & 1u << c)
						at[p + len[k]] |=
						    tt_spell_out(d, val[k], c);
		}
	return at[n] & (TT_CAT_N | TT_CAT_V);
}

/* Is the word that ends at s[a] (back to whitespace, with its space)
 * one apartable() takes?  A word after one is not written apart: so a
 * line of nothing but such words (nin nin nin) may be cut before any of
 * them but the first (split()). */
static bool
afterapart(const struct tt_dict *d, const uint8_t *s, size_t a)
{
	size_t p = a;

	while (p > 0 && a - p <= MAXDP && !white(s[p - 1]))
		p--;
	return p > 0 && apartable(d, s + p - 1, a - p + 1);
}

/* May -ki, REL, follow a clitic that begins the word (ler de ki)?  Its
 * one form right after one of the clitic spellings the lattice found
 * at its first byte. */
static bool
kisecond(struct tt_encoder *e, const struct word *w, struct lattice *L)
{
	const uint8_t *s = e->low.s;
	size_t k, n;

	walk(e, w, L, 0);
	for (k = 0; k < L->nm[0]; k++)
		if ((n = L->mlen[0][k]) + 2 <= w->nlow &&
		    s[n] == 'k' && s[n + 1] == 'i')
			return true;
	return false;
}

/*
 * A word of suffixes written apart from the word they belong to, as a
 * text that lost its apostrophes writes them (Türkiye nin, Müdürlüğü
 * nde, Erdoğan ın): the clitics of suffixes.tsv, whose form the word
 * before chooses, and its last piece, which picked() reads as the
 * decoder will.  Only right after that piece, and in small letters as
 * written.  In at most max pieces: a word that morphology cut is cut
 * apart only in as many as that cut or fewer (morphed()).  Every word
 * that tries this (its bytes are a clitic's spelling and suffixes', in
 * max pieces) is kept out of the cache, it and its chunk, so its cut is
 * the same with the cache as without.  With beat, a cut must beat one of
 * max pieces (morphed()): a word none could is no such word, and is
 * kept (dedi: de + di, as many pieces as de di apart, with no -ki
 * second).  1 when c holds it.
 */
static int
apart(struct tt_encoder *e, struct word *w, struct cut *c, unsigned max,
    bool beat)
{
	const struct tt_token *x;
	struct lattice L;
	unsigned least;
	int r;

	/* Most words begin with no clitic: asked before the lattice is
	 * cleared, which would cost them more. */
	if (w->nlow > MAXDP || e->low.s[0] != ' ' || w->mark != UINT32_MAX ||
	    !w->same || w->glue || w->norm ||
	    tt_trie_prefixes(e->d->suffix, e->low.s, w->nlow, 0, L.mlen[0],
	    L.mval[0], 1) == 0)
		return 0;
	clear(&L, w->nlow);
	if ((least = fewest(e, w, &L, 0)[TT_CAT_ANY]) > max ||
	    (beat && least == max && !kisecond(e, w, &L)))
		return 0;
	w->apart = true;
	if (e->t.n == 0 || afterapart(e->d, w->line, w->a))
		return 0;
	x = &e->t.tok[e->t.n - 1];
	if (x->off + x->len != w->a)
		return 0;
	w->prev = x->id;
	w->reads = true;
	c->n = c->nlex = 0;
	r = suffixonly(e, w, &L, c, max);
	w->reads = false;
	return r;
}

/*
 * morphology(), unless apart() cuts the word in fewer pieces, or in as
 * many with -ki after the clitic: the text wrote a case ending apart
 * (Çin den, lig deki, meclis teki, Türkiye deki: not de + n, dek + i,
 * tek + i).  -ki goes after the locative far more often than a root
 * spells de, da, te or ta and -ki's letters the rest; another tie is
 * morphology's (bu dansa, yoksa dalar: dans + a, dal + ar, not the
 * ablative and -sA, the locative and lAr).  A word that is one root
 * stays one (Ankara da, Erdoğan dan: the roots da and dan).  1 when c
 * holds a cut.
 */
static int
morphed(struct tt_encoder *e, struct word *w, struct cut *c)
{
	struct cut alt;
	int r;

	if ((r = morphology(e, w, c)) <= 0)
		return r;
	if (c->n > 1) {
		alt.at[0] = c->at[0];
		if ((r = apart(e, w, &alt, c->n, true)) < 0)
			return r;
		if (r > 0 && (alt.n < c->n || alt.id[1] == e->d->rel)) {
			copycut(c, &alt);
			return 1;
		}
	}
	return e->soft != NULL ? weigh(e, w, c) : 1;
}

/* Cut a word: first lowercased (and normalised) under markers, then as
 * written. */
static int
analyse(struct tt_encoder *e, struct word *w, int *path)
{
	struct cut c;
	int r, pass;

	for (pass = 0; pass < 2; pass++) {
		if (pass == 1)
			w->norm = 0;
		r = pass == 0 ? folded(e, w) : asis(e, w);
		if (r < 0)
			return r;
		if (r == 0)
			continue;
		w->tries = w->steps = 0;
		w->glue = false;
		c.at[0] = 0;
		*path = PATH_MORPH;
		r = !w->plain && gluable(e, w) ? glued(e, w, &c) : 0;
		if (r == 0 && !w->plain)
			r = morphed(e, w, &c);
		if (r == 0 && !w->plain)
			r = compound(e, w, &c, MAXPARTS, &(int){ 0 });
		if (r == 0 && !w->plain)
			r = apart(e, w, &c, MAXPIECES, false);
		if (r == 0) {
			*path = PATH_BPE;
			r = w->plain ? 0 : unknown(e, w, &c);
		}
		if (r == 0)
			r = plain(e, w, &c);
		if (r < 0 || r == 2)
			return r < 0 ? r : 0;
		if (r == 1)
			return emit(e, w, &c);
	}
	*path = PATH_BYTES;
	return bytes(e, w);
}

/*
 * The cache (cache.c) keys a word by its bytes and the context before it,
 * the bytes back to whitespace that the decoder reads; a run of other
 * bytes by its bytes alone.  A word after more than MAXCTX bytes of
 * context (a line without spaces: Chinese, a list of URLs) is cut into
 * pieces of one form only, which read no context, and keyed by its bytes
 * alone under LONGCTX: a line then costs time in proportion to its
 * length, not to its square.
 */
#define OTHER UINT16_MAX
#define LONGCTX (OTHER - 1)
#define MAXCTX 256
#define APOSKIND 512	/* a word after an apostrophe and a suffix
			   (apostrophed()): the flags it reads there,
			   which its bytes do not give, in the key too */
#define FINALKIND 4096	/* a word before a full stop (stops()), which
			   its bytes do not say either */
#define PROPERKIND 8192	/* nor one before an apostrophe cut as a name
			   (w->asname) */

static int asname(struct tt_encoder *, struct word *, size_t)
    __attribute__((noinline));

/* Must the word, before a name's apostrophe, be cut again as a name:
 * do its tokens from t0 end in a case? */
static bool
recut(const struct tt_encoder *e, const struct word *w, size_t t0)
{
	return w->proper && e->t.n > t0 &&
	    cased(e->d, e->t.tok[e->t.n - 1].id);
}

/*
 * A word, with the space before it when it carries one; h is its hash;
 * missed when the cache has just been asked for it.  A word before a
 * name's apostrophe (w->proper) is cut as the same word elsewhere, and
 * again as a name (asname()) only where that cut ends in a case: most
 * names (Ankara'da, Türkiye'nin) share the key of their word.  Inlined,
 * as it was before asname() called it: as a call it cost some 35
 * instructions a run, 0.6% of tt-encode's on TTC-3600 (callgrind).
 */
static inline __attribute__((always_inline)) int
wordrun(struct tt_encoder *e, struct word *w, uint64_t h, bool missed)
{
	const uint8_t *s = w->line + w->ctx;
	size_t n = w->b - w->ctx, t0 = e->t.n;
	unsigned kind = w->plain ? LONGCTX : w->a - w->ctx, k0 = kind, fl;
	int r, path;

	if (w->before[1] != 0) {
		fl = e->d->ids[w->before[0]].flags;
		kind += APOSKIND * (1 + !!(fl & TT_SUFFIX_PRON) +
		    2 * !!(fl & TT_ROOT_FRONT));
	}
	if (w->final)
		kind += FINALKIND;
	/* With no cache there is no key to share: one cut, as a name (and
	 * soft counts weigh each cut once). */
	if (w->proper && e->t.nocache)
		w->proper = false, w->asname = true;
	if (w->asname)
		kind += PROPERKIND;
	if (kind != k0)
		h = tt_tokens_hash(&e->t, s, n, kind);
	if (!missed &&
	    (r = tt_tokens_recall(&e->t, h, s, n, kind, w->a, &path)) != 0) {
		if (r > 0 && recut(e, w, t0))
			return asname(e, w, t0);
		if (r > 0)
			count(e, path);
		return r;
	}
	if ((r = analyse(e, w, &path)) < 0)
		return r;
	path = ONE(path) | (w->norm ? ONE(PATH_NORM) : 0);
	if (w->apart) {
		count(e, path);
		e->apart = true;
		return 0;
	}
	if ((r = tt_tokens_remember(&e->t, h, s, n, kind, t0, w->a,
	    path)) >= 0 && recut(e, w, t0))
		return asname(e, w, t0);
	count(e, path);
	return r;
}

/* The word again, its tokens from t0 dropped, as a name: its cut ends in
 * no case (found()), and is kept under a key of its own (PROPERKIND). */
static int
asname(struct tt_encoder *e, struct word *w, size_t t0)
{
	e->t.n = t0;
	w->proper = false, w->asname = true;
	return wordrun(e, w, 0, false);
}

/* Anything but letters: BPE pieces, the whitespace tokens, bytes. */
static int
other(struct tt_encoder *e, const uint8_t *s, size_t a, size_t b, uint64_t h)
{
	const struct tt_dict *d = e->d;
	size_t i, len, t0 = e->t.n;
	uint32_t f;
	int r, path;

	if ((r = tt_tokens_recall(&e->t, h, s + a, b - a, OTHER, a,
	    &path)) != 0)
		return r < 0 ? r : 0;
	for (i = a; i < b; i += len) {
		len = single(d, s + i, b - i, &f);
		if ((r = tt_tokens_push(&e->t, d->forms[f].id,
		    d->pool + d->forms[f].off, d->forms[f].len, i,
		    len)) < 0)
			return r;
	}
	return tt_tokens_remember(&e->t, h, s + a, b - a, OTHER, t0, a, 0);
}

/* A walk through a chunk: its line, and where its next run begins. */
struct walk {
	struct tt_encoder *e;
	const uint8_t *s;
	size_t at, end;
	size_t ctx;		/* where the chunk's context begins */
	bool whole;		/* a run was the whole chunk */
	uint64_t h;		/* the chunk's key, if ctx is not SIZE_MAX */
};

/* A run of the chunk: a word (ctx, a, b), or other bytes (ctx SIZE_MAX).
 * A word that is the whole chunk has the chunk's key (chunk()). */
static inline void
addrun(struct tt_run *r, size_t *k, const struct walk *ch, size_t ctx,
    size_t a, size_t b)
{
	bool plain = ctx != SIZE_MAX && a - ctx > MAXCTX;
	unsigned kind = ctx == SIZE_MAX ? OTHER : plain ? LONGCTX : a - ctx;
	size_t from = ctx == SIZE_MAX || plain ? a : ctx;

	r[*k] = (struct tt_run){ plain ? a : ctx, a, b, ctx == ch->ctx &&
	    a == ctx && b == ch->end ? ch->h : tt_tokens_hash(&ch->e->t,
	    ch->s + from, b - from, kind), plain };
	tt_cache_prefetch(ch->e->t.cache, r[(*k)++].h);
}

/*
 * A run of letters or of other bytes longer than MAXWORD is cut into runs
 * of MAXWORD bytes, a character never cut: the analysis of one word and
 * the tokens a run is kept with stay bounded however long the line (a
 * hundred megabytes without a space), and every run boundary depends only
 * on the bytes from the run's start, which tt_encode_split relies on.
 */
#define MAXWORD 1024

static inline size_t
runend(const uint8_t *s, size_t n, size_t i, bool *isword, bool *cut)
{
	size_t j = tt_norm_run(s, n, i, isword), p = i + MAXWORD;

	if ((*cut = j - i > MAXWORD) == false)
		return j;
	while (p > i && (s[p] & 0xc0) == 0x80)
		p--;
	return p > i ? p : i + MAXWORD;
}

/* The next runs of the chunk: at most TT_NRUN; *more if any are left. */
static size_t
scan(void *arg, struct tt_run *r, bool *more)
{
	struct walk *ch = arg;
	const uint8_t *s = ch->s;
	size_t i = ch->at, j, o, k = 0, n = ch->end;
	bool isword, cut;

	while (i < n && k + 2 <= TT_NRUN) {
		/* Most runs are a word after a single space, which goes
		 * with it: the space's own run would end at the word. */
		isword = false, j = i;
		if (s[i] == ' ' && i + 1 < n)
			j = runend(s, n, i + 1, &isword, &cut);
		if (!isword)
			j = runend(s, n, i, &isword, &cut);
		if (!isword && cut) {
			/* More of the same after it. */
			addrun(r, &k, ch, SIZE_MAX, i, j);
			i = j;
			continue;
		}
		if (!isword) {
			/* A single space before a word goes with it. */
			o = j < n && s[j - 1] == ' ' ? j - 1 : j;
			if (o > i)
				addrun(r, &k, ch, SIZE_MAX, i, o);
			if ((i = o) == n)
				break;
			j = runend(s, n, i + (s[i] == ' '), &isword, &cut);
		}
		/* Its context: back to the whitespace before it, or past
		 * MAXCTX. */
		for (o = i; o > 0 && i - o <= MAXCTX && s[o] != ' ' &&
		    !white(s[o - 1]); o--)
			;
		addrun(r, &k, ch, o, i, j);
		i = j;
	}
	ch->at = i;
	*more = i < n;
	return k;
}

/*
 * The form ids[i] takes (of n), written after the text s[0..ns): the
 * phonology's choice, or its only form.
 */
static uint32_t
formafter(const struct tt_dict *d, const uint32_t *ids, size_t n, size_t i,
    const uint8_t *s, size_t ns)
{
	return tt_surface_form(d, NULL, ids, n, i, NULL, s, ns);
}

/*
 * A word right after an apostrophe that follows a suffix (Meclisi'nde),
 * or a root that takes the pronominal n (Kılıçdaroğlu'na): the decoder
 * reads through the apostrophe to that piece (tt_surface_pick), for the
 * n (meclis i ' nde, kılıçdaroğlu ' na), where no marker comes between;
 * so picked() verifies the word after those two IDs (w->before).  A
 * suffix is read as its possessive twin if it has
 * one spelt alike there (the P3SG of an ACC: the cut before the
 * apostrophe was made alone), which twin() then puts in its place where
 * the word needs it.  Only within a part: split() cuts no line at an
 * apostrophe or just after one.
 */
static void
apostrophed(struct tt_encoder *e, struct word *w)
{
	const struct tt_dict *d = e->d;
	const struct tt_token *x, *q;
	size_t n = e->t.n, k;
	uint32_t ids[3], f;

	w->before[1] = 0;
	if (n < 2 || w->plain || w->line[w->a] == ' ')
		return;
	x = &e->t.tok[n - 2], q = &e->t.tok[n - 1];
	if (!(d->idbits[q->id] & TT_IDB_APOS) || q->off + q->len != w->a ||
	    x->off + x->len != q->off || !tt_surface_through(d, x->id))
		return;
	w->before[0] = x->id, w->before[1] = q->id, w->tbefore = n - 2;
	if ((d->ids[x->id].flags & TT_SUFFIX_PRON) || x->off < w->ctx ||
	    !tt_trie_get(d->suffix, x->piece, x->npiece, &f))
		return;
	/* The twin, with the ID before it if of this word. */
	k = n > 2 && e->t.tok[n - 3].off + e->t.tok[n - 3].len == x->off;
	ids[0] = k ? e->t.tok[n - 3].id : 0, ids[2] = q->id;
	for (; f != UINT32_MAX; f = tt_form_next(d, f)) {
		ids[1] = d->forms[f].id;
		if (d->ids[ids[1]].kind == TT_KIND_SUFFIX &&
		    (d->ids[ids[1]].flags & TT_SUFFIX_PRON) &&
		    formafter(d, ids + !k, 2 + k, k, w->line + w->ctx,
		    x->off - w->ctx) == f) {
			w->before[0] = ids[1];
			return;
		}
	}
}

/*
 * After the word's tokens (from t0): the twin apostrophed() read in
 * place of the piece before the apostrophe takes that piece's place
 * where the word's first piece comes out otherwise after the piece
 * itself (meclis i ' nde: the i is P3SG, not ACC).
 */
static void
twin(struct tt_encoder *e, const struct word *w, size_t t0)
{
	const struct tt_dict *d = e->d;
	struct tt_token *x = &e->t.tok[w->tbefore];
	uint32_t ids[4], f;
	size_t n = MIN(e->t.n - t0, 2);

	if (w->before[1] == 0 || x->id == w->before[0] || n == 0)
		return;
	ids[0] = w->before[0], ids[1] = w->before[1];
	ids[2] = e->t.tok[t0].id, ids[3] = n > 1 ? e->t.tok[t0 + 1].id : 0;
	f = formafter(d, ids, 2 + n, 2, w->line + w->ctx, w->a - w->ctx);
	ids[0] = x->id;
	if (f != formafter(d, ids, 2 + n, 2, w->line + w->ctx, w->a - w->ctx))
		x->id = w->before[0];
}

/* Is ASCII byte b a letter? */
static inline bool
asciiletter(uint8_t b)
{
	return (b | 32) >= 'a' && (b | 32) <= 'z';
}

/* Does a letter begin at s[i] (i < n)? */
static inline bool
letterat(const uint8_t *s, size_t n, size_t i)
{
	size_t len;

	return s[i] < 0x80 ? asciiletter(s[i]) :
	    tt_pretok_letter(s + i, n - i, &len);
}

/* Is the apostrophe s[p..q) between two bytes that are not whitespace:
 * a piece before it, and a word after it that carries no space? */
static bool
joins(const uint8_t *s, size_t n, size_t p, size_t q)
{
	return p > 0 && !white(s[p - 1]) && q < n && !white(s[q]);
}

/* The length of an apostrophe (tt_phon_apostrophe) that begins at s[i],
 * or 0. */
static size_t
apostrophe(const uint8_t *s, size_t n, size_t i)
{
	size_t m;

	/* Most words end before a space: one test. */
	if (i >= n || (s[i] != '\'' && s[i] != 0xe2 && s[i] != 0xca))
		return 0;
	for (m = 1; m <= 3 && i + m <= n; m++)
		if (tt_phon_apostrophe(s + i, m) == m)
			return m;
	return 0;
}

/* Does a name end at s[i], before an apostrophe that joins a letter
 * after it: its suffixes (Arda'nın), not a quotation's close (dedi'',
 * oldu'.)? */
static bool
nameend(const uint8_t *s, size_t n, size_t i)
{
	size_t m = apostrophe(s, n, i);

	return m > 0 && joins(s, n, i, i + m) && letterat(s, n, i + m);
}

/*
 * Does a full stop begin at s[i] (of n bytes), after a space or none:
 * . ! ? or the ellipsis?  The word that ends at i ends its sentence, and
 * is read so (endstep()); scripts/trans.py reads its texts the same.
 */
static bool
stops(const uint8_t *s, size_t n, size_t i)
{
	if (i < n && s[i] == ' ')
		i++;
	return i < n && (s[i] == '.' || s[i] == '!' || s[i] == '?' ||
	    (n - i >= 3 && memcmp(s + i, "\xe2\x80\xa6", 3) == 0));
}

/* Encode one run of the chunk. */
static int
run(void *arg, const struct tt_run *r)
{
	struct walk *ch = arg;
	struct word w;
	size_t t0 = ch->e->t.n;
	int ret;

	if (r->ctx == SIZE_MAX)
		return other(ch->e, ch->s, r->a, r->b, r->h);
	w = (struct word){ .line = ch->s, .ctx = r->ctx, .a = r->a, .b = r->b,
	    .plain = r->plain, .final = !r->plain && stops(ch->s, ch->end,
	    r->b), .proper = !r->plain && nameend(ch->s, ch->end, r->b) };
	apostrophed(ch->e, &w);
	/* A chunk of one word has the word's key. */
	ch->whole = w.ctx == ch->ctx && w.b == ch->end;
	if ((ret = wordrun(ch->e, &w, r->h, ch->whole)) >= 0)
		twin(ch->e, &w, t0);
	return ret;
}

/*
 * A chunk of the line: from a space before a letter (or the line's dummy
 * space) to the next.  The scan above begins a word's run at every such
 * space, and a word's context stops there, so a chunk is encoded the same
 * alone as in its line, and its tokens are kept as a whole: a hit costs
 * one lookup and no scanning, however many runs the chunk has.  Its key
 * is its bytes under kind 0, as a word's with its space is: the same
 * bytes, the same tokens.
 */
/* Does a chunk begin at s[i]: a space before a letter?  Inline: chunkend()
 * asks at every space. */
static inline bool
boundary(const uint8_t *s, size_t n, size_t i)
{
	return s[i] == ' ' && i + 1 < n && letterat(s, n, i + 1);
}

static size_t
chunkend(const uint8_t *s, size_t n, size_t i)
{
	const uint8_t *p;

	for (i++; i < n && (p = memchr(s + i, ' ', n - i)) != NULL; i++) {
		i = p - s;
		if (boundary(s, n, i))
			return i;
	}
	return n;
}

/*
 * A chunk, or with part the rest of one from a boundary that
 * tt_encode_split chose inside it: its words read context from before it,
 * so it is neither looked up nor kept whole.
 */
static int
chunk(struct tt_encoder *e, const uint8_t *s, const struct tt_run *r,
    bool part)
{
	struct tt_paths p0;
	struct walk ch;
	size_t t0 = e->t.n;
	int ret, paths;

	/* Most chunks are a hit, which needs neither of the above. */
	if (!part && (ret = tt_tokens_recall(&e->t, r->h, s + r->a,
	    r->b - r->a, 0, r->a, &paths)) != 0) {
		if (ret > 0)
			count(e, paths);
		return ret;
	}
	p0 = e->paths;
	e->apart = false;
	ch = (struct walk){ e, s, r->a, r->b, part ? SIZE_MAX : r->a, false,
	    r->h };
	if ((ret = tt_tokens_runs(&e->t, &ch, scan, run)) < 0)
		return ret;
	if (part || ch.whole || e->apart || (paths = since(e, &p0)) < 0)
		return 0;
	return tt_tokens_remember(&e->t, r->h, s + r->a, r->b - r->a, 0, t0,
	    r->a, paths);
}

/* The chunks of s[i..n), the first a part of one unless a chunk begins
 * at i. */
static int
chunks(struct tt_encoder *e, const uint8_t *s, size_t n, size_t i)
{
	struct tt_run ch[TT_NRUN];
	size_t k, nch;
	bool part = i > 0 && !boundary(s, n, i);
	int r;

	while (i < n) {
		for (nch = 0; nch < TT_NRUN && i < n; nch++) {
			ch[nch].a = i;
			i = ch[nch].b = chunkend(s, n, i);
			ch[nch].h = tt_tokens_hash(&e->t, s + ch[nch].a,
			    i - ch[nch].a, 0);
			tt_cache_prefetch(e->t.cache, ch[nch].h);
		}
		for (k = 0; k < nch; k++)
			tt_cache_prefetch_entry(e->t.cache, ch[k].h);
		for (k = 0; k < nch; k++, part = false)
			if ((r = chunk(e, s, &ch[k], part)) < 0)
				return r;
	}
	return 0;
}

int
tt_lossless_encode(struct tt_encoder *e, const uint8_t *s, size_t n)
{
	struct tt_buf *line = &e->line;
	struct tt_token *tok;
	size_t i;
	int r;

	/* The dummy space that the decoder drops again; empty stays empty. */
	if (n == 0)
		return 0;
	line->n = 0;
	if ((r = tt_buf_putc(line, ' ')) < 0 || (r = tt_buf_put(line, s, n)) ||
	    (r = chunks(e, line->s, line->n, 0)) < 0)
		return r;
	/* Offsets were into " " + line.  Tokens come in the order of their
	 * offsets: those at the dummy space, which lose it, are first. */
	tok = e->t.tok;
	for (i = 0; i < e->t.n && tok[i].off == 0; i++)
		if (tok[i].len > 0)
			tok[i].len--;
	for (; i < e->t.n; i++)
		tok[i].off--;
	return 0;
}

/*
 * Root counts from the lattice (tt-dict counts): each word of the line
 * credits every root that begins one of its cuts of fewest pieces (ağaç
 * and ağaçla both for ağaçların, only ağaç for ağacı), whatever counts
 * the dictionary has, so that counts.tsv comes back the same from the
 * same text.
 */
int
tt_lossless_count(struct tt_encoder *e, const uint8_t *s, size_t n,
    uint32_t *count)
{
	struct word w;
	struct lattice L;
	struct starts st;
	struct cand cd[NCAND];
	size_t i, j, k, m, nc;
	bool isword;
	int r;

	for (i = 0; i < n; i = j) {
		j = tt_pretok_run(s, n, i, &isword);
		if (!isword)
			continue;
		e->line.n = 0;
		if ((r = tt_buf_putc(&e->line, ' ')) < 0 ||
		    (r = tt_buf_put(&e->line, s + i, j - i)) < 0)
			return r;
		w = (struct word){ .line = e->line.s, .ctx = 0, .a = 0,
		    .b = e->line.n, .counting = true };
		if ((r = casefold(e, &w)) <= 0) {
			if (r < 0)
				return r;
			continue;
		}
		if (w.nlow > MAXDP)
			continue;
		clear(&L, w.nlow);
		prefixes(e, w.nlow, &st);
		nc = roots(e, &w, &L, &st, cd);
		for (k = 0; k < nc && cd[k].total == cd[0].total; k++) {
			uint32_t id = e->d->forms[cd[k].form].id;

			for (m = 0; m < k; m++)
				if (e->d->forms[cd[m].form].id == id)
					break;
			if (m == k && count[id] < UINT32_MAX)
				count[id]++;
		}
	}
	return 0;
}

int
tt_lossless_more(struct tt_encoder *e, const uint8_t *s, size_t n,
    size_t at)
{
	return chunks(e, s, n, at);
}

/* Does an apostrophe (tt_phon_apostrophe) that joins begin or end at
 * s[i]?  The word after it reads the piece before it (apostrophed()). */
static bool
byapostrophe(const uint8_t *s, size_t n, size_t i)
{
	size_t m;

	if ((m = apostrophe(s, n, i)) > 0)
		return joins(s, n, i, i + m);
	m = tt_phon_apostrophe(s, i);
	return m > 0 && joins(s, n, i - m, i);
}

/* Is there no whitespace in s[i - MAXCTX - 1..i]?  Then the words from i
 * on are plain (scan()), and read no piece before them. */
static bool
far(const uint8_t *s, size_t i)
{
	size_t o;

	if (i <= MAXCTX + 1)
		return false;
	for (o = i - MAXCTX - 1; o <= i; o++)
		if (white(s[o]))
			return false;
	return true;
}

/* Does a full stop at s[i] end a word's sentence (stops())?  Any byte
 * of a letter's may end a word; a line of "! ! !" is still cut. */
static bool
sentence(const uint8_t *s, size_t n, size_t i)
{
	return i > 0 && (s[i - 1] >= 0x80 || asciiletter(s[i - 1])) &&
	    stops(s, n, i);
}

/* May the line be cut before run r: does nothing after it read a piece
 * before it, nor the word before it what follows?  A word written apart
 * reads the word before it (apart()), one after an apostrophe the pieces
 * before that (apostrophed()); a plain word, neither; a word before a
 * full stop reads it (stops()).  A run that ends in the last 4 bytes
 * before n (a character cut short) may go on past it, and its word be
 * apartable() there. */
static bool
cuttable(const struct tt_dict *d, const uint8_t *s, size_t n,
    const struct tt_run *r)
{
	return (!byapostrophe(s, n, r->a) && !sentence(s, n, r->a) &&
	    ((r->b + 4 <= n && !apartable(d, s + r->a, r->b - r->a)) ||
	    afterapart(d, s, r->a))) || far(s, r->a);
}

/*
 * Where a line may be cut: run boundaries, as scan() finds them from at,
 * before the last 4 bytes of s[0..n) (the runs after them may go on);
 * a boundary inside a chunk only from min on, so that the bytes before
 * it hold all that the words after it read.  The last such place after
 * at, or 0.
 */
static size_t
split(struct tt_encoder *e, const uint8_t *s, size_t n, size_t at,
    size_t min)
{
	struct walk w = { e, s, at, n, SIZE_MAX, false, 0 };
	struct tt_run r[TT_NRUN];
	size_t k, nr, best = 0;
	bool more;

	do {
		nr = scan(&w, r, &more);
		for (k = 0; k < nr; k++)
			if (r[k].a > at && r[k].a + 4 < n && (r[k].a >= min ||
			    boundary(s, n, r[k].a)) &&
			    cuttable(e->d, s, n, &r[k]))
				best = r[k].a;
	} while (more);
	return best;
}

size_t
tt_lossless_split(struct tt_encoder *e, const uint8_t *s, size_t n,
    size_t at, bool first)
{
	struct tt_buf *line = &e->line;
	size_t p;

	if (!first)
		return split(e, s, n, at, TT_PARTCTX);
	/* The line's first part, as tt_lossless_encode reads it. */
	line->n = 0;
	if (tt_buf_putc(line, ' ') < 0 || tt_buf_put(line, s, n) < 0)
		return 0;
	p = split(e, line->s, line->n, 0, TT_PARTCTX + 1);
	return p > 1 ? p - 1 : 0;
}
