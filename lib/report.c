/* SPDX-License-Identifier: MIT */
/* report.c: the named counts and rates of a tt-stats report, read back too. */
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "tt_eval.h"

#define OFF(f) offsetof(struct tt_metrics, f)

/* The counts of a report in order, with the group that makes them known. */
static const struct {
	const char *name;
	size_t off;
	unsigned need;
} counts[] = {
	{ "lines", OFF(lines), 0 }, { "words", OFF(words), 0 },
	{ "chars", OFF(chars), 0 }, { "bytes", OFF(bytes), 0 },
	{ "tokens", OFF(tokens), 0 },
	{ "unique_tokens", OFF(unique), TT_HAVE_UNIQUE },
	{ "vocab_size", OFF(vocab), TT_HAVE_VOCAB },
	{ "fallback_tokens", OFF(fallback), 0 },
	{ "unknown_tokens", OFF(unknown), 0 },
	{ "cut_words", OFF(cut_words), 0 }, { "cut_morph", OFF(cut_morph), 0 },
	{ "cut_bpe", OFF(cut_bpe), 0 },
	{ "cut_bytes", OFF(cut_bytes), 0 },
	/* Only where a word needed it, so that NFC text reports as ever. */
	{ "cut_norm", OFF(cut_norm), TT_HAVE_NORM },
	/* Rates of the counts above come here: see tt_metrics_list. */
	{ "byte_tokens", OFF(bytetok), 0 },
	{ "scored_tokens", OFF(scored), TT_HAVE_LEXICON },
	{ "turkish_tokens", OFF(turkish), TT_HAVE_LEXICON },
	{ "pure_tokens", OFF(pure), TT_HAVE_LEXICON },
	{ "unique_scored", OFF(uscored), TT_HAVE_LEXICON | TT_HAVE_UNIQUE },
	{ "unique_turkish", OFF(uturkish), TT_HAVE_LEXICON | TT_HAVE_UNIQUE },
	{ "unique_pure", OFF(upure), TT_HAVE_LEXICON | TT_HAVE_UNIQUE },
	{ "gold_words", OFF(gold_words), TT_HAVE_GOLD },
	{ "gold_boundaries", OFF(gold_ref), TT_HAVE_GOLD },
	{ "gold_predicted", OFF(gold_pred), TT_HAVE_GOLD },
	{ "gold_hits", OFF(gold_hits), TT_HAVE_GOLD },
	{ "gold_exact", OFF(gold_exact), TT_HAVE_GOLD },
	{ "gold_mismatch", OFF(gold_mismatch), TT_HAVE_GOLD },
	{ "morphscore_words", OFF(ms_words), TT_HAVE_MORPHSCORE },
	{ "morphscore_scored", OFF(ms_scored), TT_HAVE_MORPHSCORE },
	{ "morphscore_hits", OFF(ms_hits), TT_HAVE_MORPHSCORE },
	{ "morphscore_mismatch", OFF(ms_mismatch), TT_HAVE_MORPHSCORE },
	{ "unique_pieces", OFF(upieces), TT_HAVE_UNIQUE },
	{ "space_tokens", OFF(spacetok), 0 },
};
#define NCOUNTS (sizeof counts / sizeof counts[0])
#define FIRST_NEW 14		/* byte_tokens: the first after the rates */

static uint64_t
get(const struct tt_metrics *m, size_t i)
{
	uint64_t v;

	memcpy(&v, (const char *)m + counts[i].off, sizeof v);
	return v;
}

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / b : 0;
}

static void
count(const struct tt_metrics *m, size_t i, struct tt_metric *o)
{
	o->name = counts[i].name;
	o->rate = 0;
	o->known = (m->have & counts[i].need) == counts[i].need;
	o->count = o->known ? get(m, i) : 0;
	o->value = 0;
}

static void
rate(const struct tt_metrics *m, const char *name, unsigned need, double v,
    struct tt_metric *o)
{
	o->name = name;
	o->rate = 1;
	o->known = (m->have & need) == need;
	o->count = 0;
	o->value = o->known ? v : 0;
}

size_t
tt_metrics_list(const struct tt_metrics *m, struct tt_metric *o)
{
	size_t i, k = 0;
	double p, r;

	for (i = 0; i < FIRST_NEW; i++)
		if (counts[i].need != TT_HAVE_NORM || (m->have & TT_HAVE_NORM))
			count(m, i, &o[k++]);
	rate(m, "tokens_per_word", 0, ratio(m->tokens, m->words), &o[k++]);
	rate(m, "tokens_per_char", 0, ratio(m->tokens, m->chars), &o[k++]);
	rate(m, "chars_per_token", 0, ratio(m->chars, m->tokens), &o[k++]);
	rate(m, "fallback_share", 0, ratio(m->fallback, m->tokens), &o[k++]);
	rate(m, "unknown_share", 0, ratio(m->unknown, m->tokens), &o[k++]);
	rate(m, "morph_share", 0, ratio(m->cut_morph, m->cut_words),
	    &o[k++]);
	for (i = FIRST_NEW; i < NCOUNTS; i++)
		count(m, i, &o[k++]);
	rate(m, "byte_share", 0, ratio(m->bytetok, m->tokens), &o[k++]);
	rate(m, "tr_unique", TT_HAVE_LEXICON | TT_HAVE_UNIQUE,
	    ratio(m->uturkish, m->uscored), &o[k++]);
	rate(m, "pure_unique", TT_HAVE_LEXICON | TT_HAVE_UNIQUE,
	    ratio(m->upure, m->uscored), &o[k++]);
	rate(m, "tr_running", TT_HAVE_LEXICON, ratio(m->turkish, m->scored),
	    &o[k++]);
	rate(m, "pure_running", TT_HAVE_LEXICON, ratio(m->pure, m->scored),
	    &o[k++]);
	p = ratio(m->gold_hits, m->gold_pred);
	r = ratio(m->gold_hits, m->gold_ref);
	rate(m, "boundary_precision", TT_HAVE_GOLD, p, &o[k++]);
	rate(m, "boundary_recall", TT_HAVE_GOLD, r, &o[k++]);
	rate(m, "boundary_f1", TT_HAVE_GOLD, p + r > 0 ? 2 * p * r / (p + r) :
	    0, &o[k++]);
	rate(m, "exact_word_rate", TT_HAVE_GOLD,
	    ratio(m->gold_exact, m->gold_words), &o[k++]);
	rate(m, "morphscore", TT_HAVE_MORPHSCORE,
	    ratio(m->ms_hits, m->ms_scored), &o[k++]);
	rate(m, "tokens_per_char_nonspace", 0,
	    ratio(m->tokens - m->spacetok, m->chars), &o[k++]);
	rate(m, "line_tokens_per_char", TT_HAVE_LINES,
	    m->line_n ? m->line_tpc / m->line_n : 0, &o[k++]);
	rate(m, "line_tokens_per_char_nonspace", TT_HAVE_LINES,
	    m->line_n ? m->line_tpc_nonspace / m->line_n : 0, &o[k++]);
	return k;
}

static bool
israte(const char *name, size_t n)
{
	static const char *const rates[] = {
		"tokens_per_word", "tokens_per_char", "chars_per_token",
		"fallback_share", "unknown_share", "morph_share", "byte_share",
		"tr_unique", "pure_unique", "tr_running", "pure_running",
		"boundary_precision", "boundary_recall", "boundary_f1",
		"exact_word_rate", "morphscore", "tokens_per_char_nonspace",
		"line_tokens_per_char", "line_tokens_per_char_nonspace",
	};
	size_t i;

	for (i = 0; i < sizeof rates / sizeof rates[0]; i++)
		if (strlen(rates[i]) == n && memcmp(rates[i], name, n) == 0)
			return true;
	return false;
}

int
tt_metrics_set(struct tt_metrics *m, const char *name, size_t n,
    const char *value, size_t nv)
{
	uint64_t v = 0;
	unsigned need;
	size_t i, k;
	bool one;

	for (i = 0; i < NCOUNTS; i++)
		if (strlen(counts[i].name) == n &&
		    memcmp(counts[i].name, name, n) == 0)
			break;
	if (i == NCOUNTS)
		return israte(name, n) ? 1 : TT_EINVAL;
	/* Counts that depend on one group alone say whether it is there. */
	need = counts[i].need;
	one = need != 0 && (need & (need - 1)) == 0;
	if (nv == 2 && memcmp(value, "NA", 2) == 0) {
		if (one) {
			m->have &= ~need;
			m->na |= need;
		}
		return 0;
	}
	if (nv == 0 || nv > 20)
		return TT_EINVAL;
	for (k = 0; k < nv; k++) {
		if (value[k] < '0' || value[k] > '9' ||
		    v > (UINT64_MAX - (value[k] - '0')) / 10)
			return TT_EINVAL;
		v = v * 10 + (value[k] - '0');
	}
	memcpy((char *)m + counts[i].off, &v, sizeof v);
	if (one)
		m->have |= need & ~m->na;
	return 0;
}

int
tt_metrics_sum(struct tt_metrics *a, const struct tt_metrics *b)
{
	uint64_t x, y;
	size_t i;
	int r = 0;

	for (i = 0; i < NCOUNTS; i++) {
		if (counts[i].off == OFF(vocab))
			continue;
		x = get(a, i);
		y = get(b, i);
		x += y;
		memcpy((char *)a + counts[i].off, &x, sizeof x);
	}
	if ((a->have & b->have & TT_HAVE_VOCAB) && a->vocab != b->vocab) {
		r = 1;
		if (b->vocab > a->vocab)
			a->vocab = b->vocab;
	}
	a->have = (a->have & b->have & ~(TT_HAVE_UNIQUE | TT_HAVE_LINES)) |
	    ((a->have | b->have) & TT_HAVE_NORM);
	return r;
}
