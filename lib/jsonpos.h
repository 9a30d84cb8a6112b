/* SPDX-License-Identifier: MIT */
/* jsonpos.h: where a JSON string stands in a file's text, for errors. */
#ifndef TT_JSONPOS_H
#define TT_JSONPOS_H

#include <stddef.h>

/*
 * Line and column (from 1) of the JSON string s, as JSON writes it, in
 * text[0..n) at or after from; its offset, or from with *line and *col 0
 * when it is not there.
 */
size_t tt_json_locate(const char *text, size_t n, size_t from, const char *s,
    int *line, int *col);

#endif
