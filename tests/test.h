/* SPDX-License-Identifier: MIT */
/* test.h: a tiny CHECK() that speaks TAP, for the C unit tests. */
#ifndef TEST_H
#define TEST_H

#include <stdio.h>

static int test_n, test_failed;

#define CHECK(cond, ...) do { \
	test_n++; \
	if (cond) { \
		printf("ok %d - ", test_n); \
	} else { \
		test_failed++; \
		printf("not ok %d - %s:%d: ", test_n, __FILE__, __LINE__); \
	} \
	printf(__VA_ARGS__); \
	putchar('\n'); \
} while (0)

static inline int
test_done(void)
{
	printf("1..%d\n", test_n);
	return test_failed != 0;
}

#endif
