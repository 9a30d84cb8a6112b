/* SPDX-License-Identifier: MIT */
/* tt-encode: text lines in, one line of token IDs (or pieces) out per line. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

enum { OUT_IDS, OUT_PIECES, OUT_JSON };

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-encode [-tuV] [-d dir] [-m mode] [--json] [file ...]\n"
	    "Encode each line of text into token IDs, one output line per input line.\n"
	    "\n"
	    "  -d, --dict=DIR     dictionary directory (default: $TT_DICT, then the\n"
	    "                     installed default)\n"
	    "  -m, --mode=MODE    lossless (default: decode gives the input back\n"
	    "                     byte for byte) or compat (the reference encoder's IDs)\n"
	    "  -t, --pieces       print the pieces instead of IDs\n"
	    "      --json         print one JSON object per line: ids, pieces,\n"
	    "                     types and byte offsets\n"
	    "  -u, --unbuffered   flush after every line\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n"
	    "\n"
	    "With no file, or when file is -, read standard input.  See tt-encode(1).\n");
	cli_exit();
}

/* A piece for display: spaces as U+2581, control and raw bytes as <0xNN>. */
static void
putpiece(const struct tt_dict *d, const struct tt_token *t, int json)
{
	size_t i;
	uint8_t c;

	if (tt_dict_kind(d, t->id) == TT_KIND_BYTE) {
		printf("<0x%02X>", t->piece[0]);
		return;
	}
	for (i = 0; i < t->npiece; i++) {
		c = t->piece[i];
		if (json && (c == '"' || c == '\\'))
			printf("\\%c", c);
		else if (c < 0x20 || c == 0x7f)
			printf(json ? "\\u%04x" : "<0x%02X>", c);
		else if (c == ' ' && !json)
			fputs("\xe2\x96\x81", stdout);
		else
			putchar(c);
	}
}

/* IDs in decimal, formatted by hand: printf dominated the profile. */
static void
putids(const struct tt_token *t, long n)
{
	static char *buf;
	static size_t cap;
	char tmp[10], *o;
	uint32_t v;
	long i;
	int k;

	if ((size_t)n * 11 + 1 > cap) {
		cap = (size_t)n * 11 + 64;
		if ((buf = realloc(buf, cap)) == NULL)
			cli_die("out of memory");
	}
	for (i = 0, o = buf; i < n; i++) {
		if (i)
			*o++ = ' ';
		for (v = t[i].id, k = 0; k == 0 || v > 0; v /= 10)
			tmp[k++] = '0' + v % 10;
		while (k > 0)
			*o++ = tmp[--k];
	}
	*o++ = '\n';
	fwrite(buf, 1, o - buf, stdout);
}

static void
putline(const struct tt_dict *d, const struct tt_token *t, long n, int out)
{
	long i;

	if (out == OUT_JSON) {
		fputs("{\"ids\":[", stdout);
		for (i = 0; i < n; i++)
			printf("%s%u", i ? "," : "", t[i].id);
		fputs("],\"pieces\":[", stdout);
		for (i = 0; i < n; i++) {
			fputs(i ? ",\"" : "\"", stdout);
			putpiece(d, &t[i], 1);
			putchar('"');
		}
		fputs("],\"types\":[", stdout);
		for (i = 0; i < n; i++)
			printf("%s\"%s\"", i ? "," : "",
			    tt_kind_name(tt_dict_kind(d, t[i].id)));
		fputs("],\"offsets\":[", stdout);
		for (i = 0; i < n; i++)
			printf("%s[%zu,%zu]", i ? "," : "", t[i].off,
			    t[i].off + t[i].len);
		fputs("]}\n", stdout);
		return;
	}
	if (out == OUT_IDS) {
		putids(t, n);
		return;
	}
	for (i = 0; i < n; i++) {
		if (i)
			putchar(' ');
		putpiece(d, &t[i], 0);
	}
	putchar('\n');
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "dict", required_argument, NULL, 'd' },
		{ "mode", required_argument, NULL, 'm' },
		{ "pieces", no_argument, NULL, 't' },
		{ "json", no_argument, NULL, 'j' },
		{ "unbuffered", no_argument, NULL, 'u' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *dir = NULL, *path;
	enum tt_mode mode = TT_MODE_LOSSLESS;
	int c, out = OUT_IDS, unbuffered = 0, i;
	struct tt_encoder *e;
	struct tt_dict *d;
	const struct tt_token *t;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	long n;
	FILE *f;

	cli_init("tt-encode");
	while ((c = getopt_long(argc, argv, "d:m:tuhV", longopts, NULL)) != -1)
		switch (c) {
		case 'd':
			dir = optarg;
			break;
		case 'm':
			mode = cli_mode(optarg);
			break;
		case 't':
			out = OUT_PIECES;
			break;
		case 'j':
			out = OUT_JSON;
			break;
		case 'u':
			unbuffered = 1;
			break;
		case 'h':
			usage();
			/* NOTREACHED */
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	d = cli_dict(dir);
	if (tt_encoder_new(&e, d, mode) < 0)
		cli_die("out of memory");
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		while ((len = cli_getline(&line, &cap, f, path)) >= 0) {
			if ((n = tt_encode(e, (uint8_t *)line, len, &t)) < 0)
				cli_die("%s: %s", path, tt_strerror(n));
			putline(d, t, n, out);
			cli_flush(unbuffered);
		}
		cli_close(f, path);
	}
	free(line);
	tt_encoder_free(e);
	tt_dict_free(d);
	cli_exit();
}
