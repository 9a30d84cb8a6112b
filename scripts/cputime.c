/* SPDX-License-Identifier: MIT */
/*
 * cputime.c: run a command and write "maxrss_kB user_s system_s" of it to
 * the file given first, as GNU time -f '%M %U %S' -o FILE does, but to the
 * microsecond: time(1) rounds to 10 ms, a tenth of a 100 ms run.
 * Usage: cputime FILE CMD [ARG...]; exits as CMD does.
 */
#define _DEFAULT_SOURCE
#include <sys/resource.h>
#include <sys/wait.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	struct rusage ru;
	pid_t pid;
	FILE *f;
	int st;

	if (argc < 3) {
		fprintf(stderr, "usage: cputime FILE CMD [ARG...]\n");
		return 2;
	}
	if ((pid = fork()) < 0) {
		perror("cputime: fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	if (wait4(pid, &st, 0, &ru) < 0) {
		perror("cputime: wait4");
		return 2;
	}
	if ((f = fopen(argv[1], "w")) == NULL) {
		perror(argv[1]);
		return 2;
	}
	fprintf(f, "%ld %.6f %.6f\n", ru.ru_maxrss,
	    ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6,
	    ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6);
	if (fclose(f) != 0) {
		perror(argv[1]);
		return 2;
	}
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}
