/* SPDX-License-Identifier: MIT */
/* linefile.c: opening and reading the line files of the evaluation kit. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "eval.h"

FILE *
tt_linefile_open(const char *path, struct tt_dict_error *err)
{
	FILE *f;

	if ((f = fopen(path, "rb")) == NULL)
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
	return f;
}

ssize_t
tt_linefile_read(char **buf, size_t *cap, FILE *f)
{
	ssize_t n = getline(buf, cap, f);

	if (n > 0 && (*buf)[n - 1] == '\n')
		(*buf)[--n] = '\0';
	if (n > 0 && (*buf)[n - 1] == '\r')
		(*buf)[--n] = '\0';
	return n;
}

int
tt_linefile_close(FILE *f, const char *path, int r,
    struct tt_dict_error *err)
{
	if (r == 0 && ferror(f)) {
		tt_seterr(err, path, 0, 0, "%s", strerror(errno));
		r = TT_EIO;
	}
	fclose(f);
	return r;
}
