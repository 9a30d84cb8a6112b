#!/usr/bin/env bats
# install.bats: make install and make uninstall under DESTDIR.

load helper

@test "make install puts binaries, pages, library, header and tt.pc in place; uninstall removes them" {
	dest=$BATS_TEST_TMPDIR/root
	run make -s install PREFIX=/usr DESTDIR="$dest"
	[ "$status" -eq 0 ]
	for f in bin/tt-encode bin/tt-decode bin/tt-roundtrip bin/tt-stats \
	    lib/libtt.a include/tt.h include/tt_eval.h \
	    lib/pkgconfig/tt.pc \
	    share/man/man1/tt-encode.1 share/man/man5/tt-dict.5 \
	    share/tt/README share/tt/LICENSE.Apache-2.0; do
		[ -f "$dest/usr/$f" ] || { echo "missing $f"; return 1; }
	done
	grep -q '^Libs: -L${libdir} -ltt$' "$dest/usr/lib/pkgconfig/tt.pc"
	run make -s uninstall PREFIX=/usr DESTDIR="$dest"
	[ "$status" -eq 0 ]
	[ -z "$(find "$dest" -type f)" ]
}
