/* SPDX-License-Identifier: MIT */
/*
 * dict.h: the tables of a loaded dictionary, as dict.c builds them or
 * image.c maps them, and what every layer above reads of them.
 */
#ifndef TT_DICT_H
#define TT_DICT_H

#include "tt.h"
#include "trie.h"

enum { TT_ID_UPPER = 0, TT_ID_UNKNOWN = 1, TT_ID_SPACE = 2 };

/* A surface form: bytes in the dictionary's pool, and its ID. */
struct tt_form {
	uint32_t off, len;
	uint32_t id;
};

struct tt_idinfo {
	uint32_t form;		/* first form in forms[] */
	uint16_t nforms;	/* forms of this ID, consecutive */
	uint8_t kind;		/* enum tt_kind */
	uint8_t flags;		/* TT_ROOT_*, TT_SUFFIX_* */
};

/*
 * What the whole-word search (lossless.c) reads of each root form a word
 * begins with, one record a form: in six tables (forms, ids, cat, count,
 * rcost, the gloss), a candidate cost six cache lines; in 16 bytes it
 * costs one, asked for as soon as the root trie gives the form.
 */
struct tt_rootform {
	uint32_t id;		/* forms[f].id */
	uint32_t count;		/* count[id], or 0 */
	float cost;		/* rcost[id], -log(count + 0.5), or 0 */
	uint8_t out;		/* the categories id yields, TT_CAT_ANY if
				   cat[id] does not say */
	uint8_t bits;		/* TT_RF_* */
	uint8_t base;		/* a root's gloss names its base and a
				   suffix (=özet+lA) and the form begins
				   with the base, or with its spelling
				   less a dropped vowel (ayr of ayrıl
				   =ayır+(I)l): its bytes, the form's
				   space with them; else 0 */
	uint8_t basechars;	/* the base's characters */
};
enum {
	TT_RF_ROOT = 1,		/* id is of kind root */
	TT_RF_NAME = 2,		/* ... flagged TT_ROOT_NAME */
	TT_RF_PRON = 4,		/* ... flagged TT_SUFFIX_PRON: a pronoun */
	TT_RF_STANDS = 8,	/* it stands for another inflected:
				   ~gün+{n}(y)I */
	TT_RF_ALIKE = 16,	/* tt_form_next(d, f) is not UINT32_MAX */
	TT_RF_FIRST = 32,	/* f is its ID's first form */
	TT_RF_NUM = 64,		/* id is a numeral (pos NUM) */
	TT_RF_STANDSUF = 128,	/* it stands for another inflected when
				   a suffix follows: ~~alt+(n)In */
	TT_RF_STANDALONE = TT_RF_STANDS | TT_RF_STANDSUF
				/* both: only where it is the whole word,
				   ~.al+(y)An */
};

/* Bytes of d->pool readable past any form, so that the decoder copies a
 * short one 16 bytes at once.  An image's pool is followed by its forms. */
#define TT_POOL_SLACK 16

/* What the lossless encoder's follows() asks of an ID, d->rules. */
enum {
	TT_RULE_THIRD = 1,	/* a suffix after which lAr is the third
				   person's, 3PL */
	TT_RULE_EITHER = 2,	/* one after which it is either (a
				   participle's) */
	TT_RULE_ONLY = 4,	/* a suffix that goes only right after
				   certain pieces: 1PL.OPT, 3PL, kperson,
				   negperson */
	TT_RULE_RULED = 8,	/* one after which only some go: the case
				   endings, neg, imp2pl, pl, person, gen,
				   genim, the past, kperson, pl3, poss,
				   P2SG,REFL */
	TT_RULE_OWN = 16	/* one with a rule of its own about the
				   piece before it: AOR.A, AOR.I, REL.KU,
				   GEN.IM, REL and the flag num */
};

/* The places of d->kgroup: the past, the past copula, the copula's and
 * the verb's conditional. */
enum { TT_KPST, TT_KPSTCOP, TT_KCOND, TT_KCONDV };

struct tt_dict {
	uint8_t *pool;			/* all form bytes, TT_POOL_SLACK more */
	struct tt_form *forms;		/* grouped by ID, file order within */
	uint32_t nforms;
	struct tt_idinfo *ids;		/* indexed by ID */
	uint32_t nbase, nids;		/* file IDs; with tt's extension */
	uint32_t byte0;			/* ID of byte 0x00 */
	uint32_t cap, allcaps;		/* IDs of tt's case markers */
	uint32_t glue;			/* ID of tt's <glue> */
	uint32_t aor[2];		/* the aorist's -Ar and -Ir: the
					   suffixes glossed AOR.A and AOR.I,
					   or UINT32_MAX */
	uint32_t opt[2];		/* the optative and its first person
					   plural: OPT and 1PL.OPT, or
					   UINT32_MAX */
	uint32_t dik, lan, la, refl;	/* the participle -DIK, PTCP.DIK;
					   the verbs' -lAn and -lA, VERB.LAN
					   and VERB; -(I)n, P2SG,REFL; or
					   UINT32_MAX */
	uint32_t kgroup[4];		/* the suffixes the k paradigm's
					   person endings follow: PST,
					   PST.COP, COND, COND.V (TT_K*); or
					   UINT32_MAX */
	uint32_t kperson[4];		/* those endings: 1SG.PST, 2SG.PST,
					   1PL.PST (-k), 2PL.PST; or
					   UINT32_MAX */
	uint32_t gen, genim, ins, imp2pl; /* the genitive, GEN, and
					   its -Im after ben and biz, GEN.IM,
					   the instrumental, INS, and the
					   plural imperative, IMP.2PL; or
					   UINT32_MAX */
	uint32_t poss[4];		/* the possessives P3SG, P1PL, P2PL,
					   P3PL; or UINT32_MAX */
	uint32_t possderiv[2];		/* the two that derive too,
					   P1SG,NOUN.IM and P2SG,REFL; or
					   UINT32_MAX */
	uint32_t person[4];		/* the person endings 1SG,
					   2SG,IMP.3SG, 1PL, 2PL; or
					   UINT32_MAX */
	uint32_t pl, dir;		/* the plural, PL, and -DIr,
					   GNR.COP,CAUS.DIR; or UINT32_MAX */
	uint32_t pl3;			/* lAr of the third person, 3PL,
					   or UINT32_MAX */
	uint32_t neg[2];		/* the negatives a negative aorist's
					   first persons follow: -mA, VN,NEG,
					   and -(y)AmA, NEG.ABIL; or
					   UINT32_MAX */
	uint32_t negperson[2];		/* those persons: 1SG.NEG.AOR (gel
					   me m), 1PL.NEG.AOR; or UINT32_MAX */
	uint8_t *rules;			/* TT_RULE_* of each of the nids
					   IDs (glossed()) */
	uint32_t rel, relku;		/* -ki, REL, and its kü, REL.KU; or
					   UINT32_MAX */
	uint32_t space;			/* ID of " " */
	/* Values are indexes into forms[]. */
	struct tt_trie *root, *suffix, *bpe;
	struct tt_syl *syl;		/* the syllable model's sets, or NULL */
	struct tt_phonform *phon;	/* per form, for IDs with several */
	uint8_t *pick;			/* per suffix ID: its choice per context */
	uint8_t *idbits;		/* per ID: TT_IDB_* (phon.c) */
	uint8_t *tail;			/* per form: what it leaves, phon.c */
	uint32_t *count;		/* per ID: counts.tsv, or NULL */
	uint32_t *scount;		/* per ID: of count, the words in which
					   a suffix followed the root
					   (counts.tsv's fourth column), or
					   NULL */
	float *tcost;			/* trans.tsv: -log P(next | state),
					   ntcol a state, or NULL */
	uint16_t *tstate;		/* per ID: a suffix's state, 0 none;
					   after a noun, if it takes a noun
					   and a verb as two readings */
	uint16_t *tverb;		/* per ID: a suffix's state after a
					   verb: its tstate, or that of the
					   verb's reading (TT_TWO_IN) */
	float *rcost;			/* per ID, with tcost: a root's cost,
					   -log(count + 0.5), or 0 */
	uint8_t *rstate;		/* per ID, with tcost: a root's state
					   (TT_TQ and the rest), 0 for the
					   others */
	float *rsuf;			/* per ID, with tcost and scount:
					   what a root adds to the step to a
					   suffix (dict.c), or NULL */
	uint32_t ntcol;			/* END, then each suffix's state */
	float *tbound;			/* with tcost: the least cost from
					   a state to the end (dict.c) */
	float *tfinal;			/* per state, with tcost: -log P(the
					   word ends before a full stop |
					   state) (trans.tsv's ENDF), or
					   NULL */
	uint32_t *same;			/* per form: the next form spelt
					   alike in its trie, or UINT32_MAX */
	uint8_t *alike;			/* bit per form: same[] has a next */
	uint16_t *outs;			/* per trie form: tt_spell_out */
	struct tt_rootform *rootform;	/* per form */
	uint8_t *cat;			/* per ID: TT_CAT_* (format 2) */
	uint32_t *note;			/* per ID: offset in notes */
	char *notes;			/* gloss or part of speech, NUL
					   ended; notes[0] is "" */
	uint64_t nnotes;
	void *map;			/* the image of the tables, or NULL */
	size_t mapn;
};

/*
 * Categories (format 2, the pos column): what a suffix attaches to and
 * what it yields, a root's as what it yields.  N a nominal, V a verb
 * stem, P a verb stem that only -(I)yor may follow (gel + mi + yor).
 * 0: not given, anything goes.
 */
#define TT_TBOUNDK 6	/* suffixes d->tbound counts, at most */
/* The scored model's states (trans.tsv's rows): a root's, by what it
 * yields, N, V or both, or TT_TQ for a question particle (mı, mi, mu,
 * mü, and değil: their words are person endings and copulas, misin,
 * mıyız, değil di, as a noun's seldom are) and the copula's stem (i di,
 * i se); then one per suffix ID,
 * from TT_TROOT + 1; then one for the verb's reading of each suffix
 * that glosses one for the noun and one for the verb it takes (yıka n
 * dı: REFL, ev in: P2SG; tt_dict_twofold). */
enum { TT_TN = 1, TT_TV = 2, TT_TNV = 3, TT_TQ = 4, TT_TROOT = 4 };
#define TT_TMAXSUF (UINT16_MAX - 4)	/* states of suffixes, at most */
/* d->tstate and d->tverb from the suffix IDs (dict.c): how many states
 * of suffixes, TT_ENOMEM, or TT_EDICT for more than TT_TMAXSUF.  The
 * model's columns are END and these states in order, so that the step
 * to a suffix is to its reading: after a noun-and-verb root, ın as GEN
 * or P2SG (a noun's) or REFL (a verb's). */
long tt_dict_tstate(struct tt_dict *d);
/* Does suffix id gloss a reading for each of the noun and the verb it
 * takes (TT_TWO_IN: P2SG,REFL) or yields (TT_TWO_OUT: VN,NEG), the
 * noun's first (tt-dict(5))?  0 if not (reading.c). */
enum { TT_TWO_IN = 1, TT_TWO_OUT = 2 };
unsigned tt_dict_twofold(const struct tt_dict *d, uint32_t id);
/* Which of the readings of suffix id it has, taking one of the
 * categories in and yielding one of out: TT_CAT_N, TT_CAT_V, or both
 * where both remain or it has one reading. */
unsigned tt_dict_role(const struct tt_dict *d, uint32_t id, unsigned in,
    unsigned out);
/* Does root id's part of speech (tt_dict_pos, a list: N,ADJ) name
 * pos? */
bool tt_dict_names_pos(const struct tt_dict *d, uint32_t id, const char *pos);

enum { TT_CAT_N = 1, TT_CAT_V = 2, TT_CAT_P = 4, TT_CAT_ANY = 7,
	TT_CAT_OUT = 8,		/* out = cat / TT_CAT_OUT & TT_CAT_ANY */
	TT_CAT_SAME = 64,	/* out = the category it came in with */
	TT_CAT_STEM = 64,	/* a root's (the bit is a suffix's SAME): a
				   compound's stem, which its possessive
				   ends (cumhurbaşkan ı), no case ending
				   nor the genitive (the flag stem) */
	TT_CAT_VLR = 128,	/* a suffix only after a vowel, l or r (the
				   flag vlr: causative -t) */
	TT_CAT_AORA = 128	/* a verb root's (the bit is a suffix's
				   VLR): its aorist is -Ar, dict.c
				   aorista() */
};

static inline unsigned
tt_cat_in(const struct tt_dict *d, uint32_t id)
{
	unsigned c = d->cat[id];

	return c == 0 ? TT_CAT_ANY : c & TT_CAT_ANY;
}

/* What id yields after a piece of category c (one bit). */
static inline unsigned
tt_cat_out(const struct tt_dict *d, uint32_t id, unsigned c)
{
	unsigned k = d->cat[id];

	return k == 0 ? TT_CAT_ANY : k & TT_CAT_SAME ? c :
	    k / TT_CAT_OUT & TT_CAT_ANY;
}

/*
 * What the forms spelt as f, f the trie's own form and those same[]
 * links after it, yield after a piece of category bit c (0-2): the union
 * of their tt_cat_out over those that take c, 0 when none does.  The
 * whole-word search asks this once per spelling instead of per form.
 */
static inline unsigned
tt_spell_out(const struct tt_dict *d, uint32_t f, int c)
{
	return d->outs[f] >> 3 * c & TT_CAT_ANY;
}

/* The next form spelt as f in its trie, or UINT32_MAX: a bit, then a
 * load only where there is one (a few hundred forms). */
static inline uint32_t
tt_form_next(const struct tt_dict *d, uint32_t f)
{
	return d->alike[f >> 3] & 1u << (f & 7) ? d->same[f] : UINT32_MAX;
}

/*
 * The categories -(I)m, P1SG,NOUN.IM, may take right after suffix prev:
 * the noun's alone after -mA and -(y)AmA, the verbal noun's possessive
 * (gel me m lazım), since the verb's first person there is 1SG.NEG.AOR.
 * The encoder (lossless.c follows()) and the glosses (reading.c) both
 * ask.
 */
static inline unsigned
tt_im_takes(const struct tt_dict *d, uint32_t prev)
{
	return prev == d->neg[0] || prev == d->neg[1] ? TT_CAT_N : TT_CAT_ANY;
}

/* tt_dict_kind, inline for the decoder's loop. */
static inline enum tt_kind
tt_kind(const struct tt_dict *d, uint32_t id)
{
	return id < d->nids ? (enum tt_kind)d->ids[id].kind : TT_KIND_NONE;
}

/* ID of tt's normalisation marker 1 << k (norm.h), after <glue>. */
static inline uint32_t
tt_norm_id(const struct tt_dict *d, unsigned k)
{
	return d->glue + 1 + k;
}

static inline const uint8_t *
tt_form_str(const struct tt_dict *d, uint32_t f, size_t *n)
{
	*n = d->forms[f].len;
	return d->pool + d->forms[f].off;
}

#endif
