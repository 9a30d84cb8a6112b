/* SPDX-License-Identifier: MIT */
/* stats.c: token counts and rates over a corpus. */
#include "internal.h"
