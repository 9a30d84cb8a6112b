/* SPDX-License-Identifier: MIT */
/*
 * nusax.c: the number crunching of scripts/nusax.sh, seed 002 section 4.3.
 * Not part of tt: compiled by the script into its output directory.
 *
 *   nusax csv DIR FILE...   split NusaX-MT CSV files (header: an index
 *                           column, then one column per language) into
 *                           DIR/LANGUAGE.txt, one sentence a line; a
 *                           newline inside a field becomes a space
 *   nusax tpc TEXT IDS      mean tokens per character of the line pairs
 *                           (eq. 7; characters are code points)
 *   nusax sw IDS...         mean Smith-Waterman similarity of every pair
 *                           of files, line by line (eqs. 8-11: match +2,
 *                           mismatch -1, gap -1, max H / 2 sqrt(|a||b|)),
 *                           as TSV: file i, file j, mean
 *   nusax fit [FILE]        for lines "x y": the slope through the origin
 *                           (sum xy / sum xx), the least-squares slope
 *                           and intercept, Pearson's r, Spearman's rho
 *
 * IDS files hold one line of decimal token IDs per sentence.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
die(const char *msg, const char *arg)
{
	fprintf(stderr, "nusax: %s%s%s\n", arg ? arg : "", arg ? ": " : "",
	    msg);
	exit(2);
}

static void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n ? n : 1)) == NULL)
		die("out of memory", NULL);
	return p;
}

static FILE *
xopen(const char *path, const char *mode)
{
	FILE *f = fopen(path, mode);

	if (f == NULL)
		die("cannot open", path);
	return f;
}

/* --- csv ----------------------------------------------------------------- */

/* One CSV record (RFC 4180) into fields; 0 at end of file. */
static size_t
record(FILE *f, char ***field, size_t *cap, char **buf, size_t *bcap)
{
	size_t nf = 0, n = 0, *start = NULL, i;
	int c, quoted = 0, any = 0;

	for (;;) {
		c = getc(f);
		if (c == EOF && !any)
			return 0;
		any = 1;
		if (n + 2 > *bcap)
			*buf = xrealloc(*buf, *bcap = *bcap * 2 + 256);
		if (quoted) {
			if (c == EOF)
				die("unterminated quoted field", NULL);
			if (c == '"') {
				if ((c = getc(f)) != '"') {
					quoted = 0;
					ungetc(c, f);
					continue;
				}
			} else if (c == '\n' || c == '\r')
				c = ' ';
			(*buf)[n++] = c;
			continue;
		}
		if (c == '"') {
			quoted = 1;
			continue;
		}
		if (c == '\r')
			continue;
		if (c == ',' || c == '\n' || c == EOF) {
			start = xrealloc(start, (nf + 1) * sizeof *start);
			(*buf)[n++] = '\0';
			start[nf++] = n;
			if (c != ',')
				break;
			continue;
		}
		(*buf)[n++] = c;
	}
	if (nf > *cap)
		*field = xrealloc(*field, (*cap = nf) * sizeof **field);
	for (i = 0; i < nf; i++)
		(*field)[i] = *buf + (i ? start[i - 1] : 0);
	free(start);
	return nf;
}

static int
csv(const char *dir, char **files, int nfiles)
{
	char **field = NULL, *buf = NULL, **name = NULL, path[4096];
	size_t cap = 0, bcap = 0, nf, ncol = 0, i;
	FILE **out = NULL, *f;
	int k;

	for (k = 0; k < nfiles; k++) {
		f = xopen(files[k], "r");
		nf = record(f, &field, &cap, &buf, &bcap);
		if (k == 0) {
			ncol = nf;
			name = xrealloc(NULL, ncol * sizeof *name);
			out = xrealloc(NULL, ncol * sizeof *out);
			for (i = 1; i < ncol; i++) {
				name[i] = strdup(field[i]);
				snprintf(path, sizeof path, "%s/%s.txt", dir,
				    field[i]);
				out[i] = xopen(path, "w");
			}
		} else if (nf != ncol)
			die("header differs from the first file's", files[k]);
		while ((nf = record(f, &field, &cap, &buf, &bcap)) > 0) {
			if (nf != ncol)
				die("record with a different column count",
				    files[k]);
			for (i = 1; i < ncol; i++)
				fprintf(out[i], "%s\n", field[i]);
		}
		fclose(f);
	}
	for (i = 1; i < ncol; i++) {
		if (ferror(out[i]) | fclose(out[i]))
			die("write error", name[i]);
		free(name[i]);
	}
	free(name);
	free(out);
	free(field);
	free(buf);
	return 0;
}

/* --- ID files ------------------------------------------------------------ */

struct seq {
	unsigned *id;
	size_t n;
};

struct file {
	struct seq *s;
	size_t n;
};

static void
load(const char *path, struct file *fl)
{
	FILE *f = xopen(path, "r");
	char *line = NULL, *p, *e;
	size_t cap = 0, capid;
	ssize_t len;
	struct seq *s;

	fl->s = NULL;
	fl->n = 0;
	while ((len = getline(&line, &cap, f)) >= 0) {
		fl->s = xrealloc(fl->s, (fl->n + 1) * sizeof *fl->s);
		s = &fl->s[fl->n++];
		s->id = NULL;
		s->n = capid = 0;
		for (p = line;; p = e) {
			unsigned long v = strtoul(p, &e, 10);

			if (e == p)
				break;
			if (s->n == capid)
				s->id = xrealloc(s->id, (capid = capid * 2 +
				    64) * sizeof *s->id);
			s->id[s->n++] = v;
		}
	}
	free(line);
	fclose(f);
}

static int
tpc(const char *text, const char *ids)
{
	FILE *f = xopen(text, "r");
	char *line = NULL;
	size_t cap = 0, i = 0, chars, k;
	ssize_t len;
	struct file fl;
	double sum = 0;

	load(ids, &fl);
	while ((len = getline(&line, &cap, f)) >= 0) {
		if (len > 0 && line[len - 1] == '\n')
			len--;
		for (k = 0, chars = 0; k < (size_t)len; k++)
			chars += ((unsigned char)line[k] & 0xc0) != 0x80;
		if (i >= fl.n)
			die("fewer ID lines than text lines", ids);
		sum += chars ? (double)fl.s[i].n / chars : 0;
		i++;
	}
	if (i != fl.n)
		die("more ID lines than text lines", ids);
	printf("%.4f\n", i ? sum / i : 0);
	free(line);
	fclose(f);
	return 0;
}

/* Eqs. 8-11 with linear gaps: one row of H is enough. */
static double
similarity(const struct seq *a, const struct seq *b, int *row)
{
	int best = 0, diag, up, h;
	size_t i, j;

	if (a->n == 0 || b->n == 0)
		return 0;
	memset(row, 0, (b->n + 1) * sizeof *row);
	for (i = 1; i <= a->n; i++)
		for (j = 1, diag = 0; j <= b->n; j++) {
			up = row[j];
			h = diag + (a->id[i - 1] == b->id[j - 1] ? 2 : -1);
			if (up - 1 > h)
				h = up - 1;
			if (row[j - 1] - 1 > h)
				h = row[j - 1] - 1;
			if (h < 0)
				h = 0;
			if (h > best)
				best = h;
			diag = up;
			row[j] = h;
		}
	return best / (2 * sqrt((double)a->n * b->n));
}

static int
sw(char **files, int n)
{
	struct file *fl = xrealloc(NULL, n * sizeof *fl);
	size_t k, maxn = 0;
	int *row, i, j;
	double sum;

	for (i = 0; i < n; i++) {
		load(files[i], &fl[i]);
		if (fl[i].n != fl[0].n)
			die("line count differs from the first file's",
			    files[i]);
		for (k = 0; k < fl[i].n; k++)
			if (fl[i].s[k].n > maxn)
				maxn = fl[i].s[k].n;
	}
	row = xrealloc(NULL, (maxn + 1) * sizeof *row);
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			for (k = 0, sum = 0; k < fl[0].n; k++)
				sum += similarity(&fl[i].s[k], &fl[j].s[k],
				    row);
			printf("%s\t%s\t%.4f\n", files[i], files[j],
			    fl[0].n ? sum / fl[0].n : 0);
		}
	free(row);
	return 0;
}

/* Ranks from 1, ties given their mean rank. */
static void
rank(const double *v, double *r, size_t n)
{
	size_t i, j, lo, hi;

	for (i = 0; i < n; i++) {
		for (j = 0, lo = 0, hi = 0; j < n; j++) {
			lo += v[j] < v[i];
			hi += v[j] <= v[i];
		}
		r[i] = (lo + 1 + hi) / 2.0;
	}
}

static double
pearson(const double *x, const double *y, size_t n)
{
	double mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;
	size_t i;

	for (i = 0; i < n; i++)
		mx += x[i] / n, my += y[i] / n;
	for (i = 0; i < n; i++) {
		sxy += (x[i] - mx) * (y[i] - my);
		sxx += (x[i] - mx) * (x[i] - mx);
		syy += (y[i] - my) * (y[i] - my);
	}
	return sxx > 0 && syy > 0 ? sxy / sqrt(sxx * syy) : 0;
}

static int
fit(const char *path)
{
	FILE *f = path ? xopen(path, "r") : stdin;
	double *x = NULL, *y = NULL, *rx, *ry, a, b, mx = 0, my = 0;
	double sxy = 0, sxx = 0, oxy = 0, oxx = 0;
	size_t n = 0, i;

	while (fscanf(f, "%lf %lf", &a, &b) == 2) {
		x = xrealloc(x, (n + 1) * sizeof *x);
		y = xrealloc(y, (n + 1) * sizeof *y);
		x[n] = a, y[n++] = b;
	}
	if (n < 2)
		die("fewer than two points", path);
	for (i = 0; i < n; i++)
		mx += x[i] / n, my += y[i] / n;
	for (i = 0; i < n; i++) {
		sxy += (x[i] - mx) * (y[i] - my);
		sxx += (x[i] - mx) * (x[i] - mx);
		oxy += x[i] * y[i];
		oxx += x[i] * x[i];
	}
	rx = xrealloc(NULL, n * sizeof *rx);
	ry = xrealloc(NULL, n * sizeof *ry);
	rank(x, rx, n);
	rank(y, ry, n);
	printf("%.4f\t%.4f\t%.4f\t%.4f\t%.4f\n", oxx ? oxy / oxx : 0,
	    sxx ? sxy / sxx : 0, sxx ? my - sxy / sxx * mx : 0,
	    pearson(x, y, n), pearson(rx, ry, n));
	free(x);
	free(y);
	free(rx);
	free(ry);
	return 0;
}

int
main(int argc, char *argv[])
{
	if (argc <= 3 && argc >= 2 && strcmp(argv[1], "fit") == 0)
		return fit(argv[2]);
	if (argc >= 4 && strcmp(argv[1], "csv") == 0)
		return csv(argv[2], argv + 3, argc - 3);
	if (argc == 4 && strcmp(argv[1], "tpc") == 0)
		return tpc(argv[2], argv[3]);
	if (argc >= 4 && strcmp(argv[1], "sw") == 0)
		return sw(argv + 2, argc - 2);
	fprintf(stderr, "usage: nusax csv DIR FILE... | tpc TEXT IDS | "
	    "sw IDS IDS... | fit [FILE]\n");
	return 2;
}
