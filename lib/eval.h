/* SPDX-License-Identifier: MIT */
/* eval.h: what the files of the evaluation kit share and users never see. */
#ifndef TT_EVAL_INTERNAL_H
#define TT_EVAL_INTERNAL_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/types.h>

#include "tt_eval.h"

/*
 * linefile.c: the line files that lexicon.c and gold.c load.
 * tt_linefile_open opens path, or fills err with the system's reason (for
 * TT_EIO) and returns NULL.  tt_linefile_read reads one line without its
 * newline (and a CR before it), as getline(3) does; -1 at the end.
 * tt_linefile_close closes f and returns r, the loader's result, or
 * TT_EIO with the reason in err when r is 0 but reading f failed.
 */
FILE *tt_linefile_open(const char *path, struct tt_dict_error *err);
ssize_t tt_linefile_read(char **buf, size_t *cap, FILE *f);
int tt_linefile_close(FILE *f, const char *path, int r,
    struct tt_dict_error *err);

/* The byte a piece <0xHH> (SentencePiece's, tt's) stands for, or -1. */
int tt_piece_byte(const uint8_t *p, size_t n);

/* The bytes that end a word, as the C locale's isspace(3) has them. */
static inline bool
tt_eval_isspace(uint8_t c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
	    c == '\f';
}

#endif
