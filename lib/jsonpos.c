/* SPDX-License-Identifier: MIT */
/* jsonpos.c: where a JSON string stands in a file's text, for errors. */
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "jsonpos.h"

size_t
tt_json_locate(const char *text, size_t n, size_t from, const char *s,
    int *line, int *col)
{
	json_t *js = json_string(s);
	char *q = js ? json_dumps(js, JSON_ENCODE_ANY) : NULL;
	size_t qn = q ? strlen(q) : 0, i, at = n;

	json_decref(js);
	for (i = from; qn > 0 && i + qn <= n; i++)
		if (memcmp(text + i, q, qn) == 0) {
			at = i;
			break;
		}
	free(q);
	*line = *col = 0;
	if (at == n)
		return from;
	*line = *col = 1;
	for (i = 0; i < at; i++) {
		if (text[i] == '\n')
			++*line, *col = 1;
		else
			++*col;
	}
	return at;
}
