/* SPDX-License-Identifier: MIT */
/* tt-stats: token counts and rates of a tokenization, as TSV or JSON. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-stats [-V] [-d dir] [-m mode] [--json] [file ...]\n"
	    "Encode the text and report token counts and rates.\n"
	    "\n"
	    "  -d, --dict=DIR     dictionary directory (default: $TT_DICT, then the\n"
	    "                     installed default)\n"
	    "  -m, --mode=MODE    lossless (default) or compat\n"
	    "      --json         print the report as one JSON object\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n");
	cli_exit();
}

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / b : 0;
}

static void
print(const struct tt_stats *st, const struct tt_paths *pa, int json)
{
	const char *fmt = json ? "%s\"%s\":%llu" : "%s%s\t%llu\n";
	const char *ffmt = json ? "%s\"%s\":%.6f" : "%s%s\t%.6f\n";
	const char *sep = json ? "," : "";
	struct {
		const char *name;
		uint64_t v;
	} n[] = {
		{ "lines", st->lines }, { "words", st->words },
		{ "chars", st->chars }, { "bytes", st->bytes },
		{ "tokens", st->tokens }, { "unique_tokens", st->unique },
		{ "vocab_size", st->vocab },
		{ "fallback_tokens", st->fallback },
		{ "unknown_tokens", st->unknown },
		{ "cut_words", pa->words }, { "cut_morph", pa->morph },
		{ "cut_greedy", pa->greedy }, { "cut_bpe", pa->bpe },
		{ "cut_bytes", pa->bytes },
	};
	struct {
		const char *name;
		double v;
	} r[] = {
		{ "tokens_per_word", ratio(st->tokens, st->words) },
		{ "tokens_per_char", ratio(st->tokens, st->chars) },
		{ "chars_per_token", ratio(st->chars, st->tokens) },
		{ "fallback_share", ratio(st->fallback, st->tokens) },
		{ "unknown_share", ratio(st->unknown, st->tokens) },
		{ "morph_share", ratio(pa->morph, pa->words) },
	};
	size_t i;

	if (json)
		putchar('{');
	for (i = 0; i < sizeof n / sizeof n[0]; i++)
		printf(fmt, i ? sep : "", n[i].name, (unsigned long long)n[i].v);
	for (i = 0; i < sizeof r / sizeof r[0]; i++)
		printf(ffmt, sep, r[i].name, r[i].v);
	if (json)
		puts("}");
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "dict", required_argument, NULL, 'd' },
		{ "mode", required_argument, NULL, 'm' },
		{ "json", no_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *dir = NULL, *path;
	enum tt_mode mode = TT_MODE_LOSSLESS;
	int c, json = 0, i;
	struct tt_encoder *e;
	struct tt_stats st;
	struct tt_dict *d;
	const struct tt_token *t;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	long n;
	FILE *f;

	cli_init("tt-stats");
	while ((c = getopt_long(argc, argv, "d:m:hV", longopts, NULL)) != -1)
		switch (c) {
		case 'd':
			dir = optarg;
			break;
		case 'm':
			mode = cli_mode(optarg);
			break;
		case 'j':
			json = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	d = cli_dict(dir);
	if (tt_encoder_new(&e, d, mode) < 0 || tt_stats_init(&st, d) < 0)
		cli_die("out of memory");
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		while ((len = cli_getline(&line, &cap, f, path)) >= 0) {
			if ((n = tt_encode(e, (uint8_t *)line, len, &t)) < 0)
				cli_die("%s: %s", path, tt_strerror(n));
			tt_stats_add(&st, d, (uint8_t *)line, len, t, n);
		}
		cli_close(f, path);
	}
	print(&st, tt_encoder_paths(e), json);
	free(line);
	tt_stats_free(&st);
	tt_encoder_free(e);
	tt_dict_free(d);
	cli_exit();
}
