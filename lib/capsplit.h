/* SPDX-License-Identifier: MIT */
/* capsplit.h: the reference's <uppercase> repaired (capsplit.c). */
#ifndef TT_CAPSPLIT_H
#define TT_CAPSPLIT_H

#include "surface.h"

/*
 * What the surface's writer does around each piece (struct tt_surface's
 * around, with a zeroed struct tt_capsplit as its arg) where the
 * reference encoder's <uppercase> has left word boundaries ambiguous:
 * the space before the piece after it is put right, and a run of
 * capitals that came as single letters is cut back into words (ÇOKİYİ
 * -> ÇOK İYİ).
 */
struct tt_capsplit {
	size_t from;		/* the IDs after the last piece begin here */
	size_t run;		/* where a run of spaced capitals began */
	bool prevunit;		/* the last piece was a spaced capital */
};
int tt_capsplit_around(struct tt_surface *w, size_t i);

#endif
