/* SPDX-License-Identifier: MIT */
/* tt-decode: lines of token IDs in, one line of text out per line. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

static void __attribute__((noreturn))
usage(void)
{
	printf("usage: tt-decode [-uV] [-d dir] [file ...]\n"
	    "Decode each line of token IDs (decimal, space separated) into text.\n"
	    "\n"
	    "  -d, --dict=DIR     dictionary directory (default: $TT_DICT, then the\n"
	    "                     installed default)\n"
	    "  -u, --unbuffered   flush after every line\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n"
	    "\n"
	    "With no file, or when file is -, read standard input.  See tt-decode(1).\n");
	cli_exit();
}

/* Parse the IDs of one line; on a bad one, say where and return -1. */
static long
parse(char *s, uint32_t **ids, size_t *cap, uint32_t size, const char *path,
    unsigned long lineno)
{
	unsigned long v;
	size_t n = 0;
	char *end;

	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\r')
			s++;
		if (*s == '\0')
			return n;
		errno = 0;
		v = *s >= '0' && *s <= '9' ? strtoul(s, &end, 10) : 0;
		if (*s < '0' || *s > '9' || (*end != '\0' && *end != ' ' &&
		    *end != '\t' && *end != '\r')) {
			for (end = s; *end && *end != ' ' && *end != '\t'; end++)
				;
			*end = '\0';
			cli_warn("%s:%lu: bad token ID '%s'", path, lineno, s);
			return -1;
		}
		if (errno == ERANGE || v >= size) {
			*end = '\0';
			cli_warn("%s:%lu: token ID %s out of range (vocabulary "
			    "size %u)", path, lineno, s, size);
			return -1;
		}
		if (tt_grow_ids(ids, cap, n + 1) < 0)
			cli_die("out of memory");
		(*ids)[n++] = v;
		s = end;
	}
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "dict", required_argument, NULL, 'd' },
		{ "unbuffered", no_argument, NULL, 'u' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *dir = NULL, *path;
	struct tt_buf out = { 0 };
	int c, unbuffered = 0, i;
	struct tt_dict *d;
	uint32_t *ids = NULL;
	size_t cap = 0, idcap = 0;
	unsigned long lineno;
	char *line = NULL;
	long n;
	FILE *f;

	cli_init("tt-decode");
	while ((c = getopt_long(argc, argv, "d:uhV", longopts, NULL)) != -1)
		switch (c) {
		case 'd':
			dir = optarg;
			break;
		case 'u':
			unbuffered = 1;
			break;
		case 'h':
			usage();
		case 'V':
			cli_version();
		default:
			cli_usage();
		}
	d = cli_dict(dir);
	for (i = optind; i == optind || i < argc; i++) {
		path = i < argc ? argv[i] : "-";
		if ((f = cli_open(path)) == NULL)
			continue;
		for (lineno = 1; cli_getline(&line, &cap, f, path) >= 0;
		    lineno++) {
			out.n = 0;
			/* A bad line still gives its (empty) line of output. */
			n = parse(line, &ids, &idcap, tt_dict_size(d), path,
			    lineno);
			if (n > 0 && tt_decode(d, ids, n, &out, NULL) < 0)
				cli_die("out of memory");
			if (out.n > 0)
				fwrite(out.s, 1, out.n, stdout);
			putchar('\n');
			cli_flush(unbuffered);
		}
		cli_close(f, path);
	}
	free(line);
	free(ids);
	tt_buf_free(&out);
	tt_dict_free(d);
	cli_exit();
}
