#!/usr/bin/env bats
# install.bats: make install and make uninstall under DESTDIR, and what
# is installed used from there: a C program built with pkg-config against
# libtt.so and libtt.a, the Python module, the tools.  Installing must
# leave the build tree's tools alone.

load helper

setup_file() {
	# One staged install for every test: the tools are linked for it
	# once (inst/).
	export DEST="$BATS_FILE_TMPDIR/root"
	cd "$BATS_TEST_DIRNAME/.." || return 1
	ls -l --time-style=+%s.%N bin/ > "$BATS_FILE_TMPDIR/bin.before"
	make -s install PREFIX=/usr DESTDIR="$DEST" > "$BATS_FILE_TMPDIR/log" 2>&1
}

# Ten lines: encode a line and decode it with the installed library.
prog() {
	cat > "$BATS_TEST_TMPDIR/prog.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <tt.h>
int main(int argc, char **argv) {
	struct tt_dict *d; struct tt_encoder *e; const struct tt_token *t; struct tt_buf out = { 0 }; uint32_t ids[64]; long i, n;
	if (argc < 3 || tt_dict_load(&d, argv[1], NULL) < 0 || tt_encoder_new(&e, d, TT_MODE_LOSSLESS) < 0) return 2;
	for (i = 0, n = tt_encode(e, (const uint8_t *)argv[2], strlen(argv[2]), &t); i < n && i < 64; i++) ids[i] = t[i].id;
	if (n < 0 || n > 64 || tt_decode(d, ids, n, &out, NULL) < 0) return 2;
	printf("%ld %.*s\n", n, (int)out.n, (char *)out.s); return 0;
}
C
}

@test "make install puts tools, pages, libraries, header, tt.pc, dictionary and module in place" {
	[ -f "$BATS_FILE_TMPDIR/log" ] && ! grep . "$BATS_FILE_TMPDIR/log" ||
	    { cat "$BATS_FILE_TMPDIR/log"; return 1; }
	for f in bin/tt-encode bin/tt-decode bin/tt-roundtrip bin/tt-stats \
	    lib/libtt.a lib/libtt.so.$VERSION include/tt.h include/tt_eval.h \
	    lib/pkgconfig/tt.pc \
	    share/man/man1/tt-encode.1 share/man/man5/tt-dict.5 \
	    share/man/man3/tt_batch_encode.3 \
	    share/tt/README share/tt/tt-dict.img share/tt/LICENSE.Apache-2.0 \
	    lib/python3/dist-packages/tt/__init__.py \
	    lib/python3/dist-packages/tt/_paths.py; do
		[ -f "$DEST/usr/$f" ] || { echo "missing $f"; return 1; }
	done
	[ "$(readlink "$DEST/usr/lib/libtt.so.0")" = "libtt.so.$VERSION" ]
	[ "$(readlink "$DEST/usr/lib/libtt.so")" = libtt.so.0 ]
	readelf -d "$DEST/usr/lib/libtt.so.$VERSION" | grep -q 'SONAME.*\[libtt\.so\.0\]'
	grep -q '^Libs: -L${libdir} -ltt$' "$DEST/usr/lib/pkgconfig/tt.pc"
	grep -q '^Libs.private: -ljansson -lunistring -lpthread -lm$' \
	    "$DEST/usr/lib/pkgconfig/tt.pc"
}

@test "installing leaves the build tree's tools alone, and they read the tree's dictionary" {
	ls -l --time-style=+%s.%N bin/ | diff "$BATS_FILE_TMPDIR/bin.before" -
	# An installed dictionary that is not the tree's is never read by bin/.
	run tt-encode -t <<< "kitap"
	[ "$output" = "$(TT_DICT=dict/tr tt-encode -t <<< kitap)" ]
	strings bin/tt-encode | grep -q '/usr/share/tt' && return 1
	strings "$DEST/usr/bin/tt-encode" | grep -q '^/usr/share/tt$'
}

@test "a C program builds and runs against the staged install with pkg-config, shared and static" {
	prog
	export PKG_CONFIG_SYSROOT_DIR="$DEST" \
	    PKG_CONFIG_LIBDIR="$DEST/usr/lib/pkgconfig"
	# shellcheck disable=SC2046
	cc -o "$BATS_TEST_TMPDIR/shared" "$BATS_TEST_TMPDIR/prog.c" \
	    $(pkg-config --cflags --libs tt)
	readelf -d "$BATS_TEST_TMPDIR/shared" | grep -q 'NEEDED.*\[libtt\.so\.0\]'
	run env LD_LIBRARY_PATH="$DEST/usr/lib" "$BATS_TEST_TMPDIR/shared" \
	    "$DEST/usr/share/tt" "Kitaplarımızı okudunuz mu?"
	[ "$status" -eq 0 ]
	[ "$output" = "10 Kitaplarımızı okudunuz mu?" ]
	# shellcheck disable=SC2046
	cc -static -o "$BATS_TEST_TMPDIR/static" "$BATS_TEST_TMPDIR/prog.c" \
	    $(pkg-config --static --cflags --libs tt)
	! readelf -d "$BATS_TEST_TMPDIR/static" | grep -q NEEDED
	run "$BATS_TEST_TMPDIR/static" "$DEST/usr/share/tt" "evlerimizden"
	[ "$status" -eq 0 ]
	[ "$output" = "$(tt-encode <<< evlerimizden | wc -w) evlerimizden" ]
}

@test "the installed Python module loads the installed library and dictionary" {
	py=$(sed -n 's/^PYTHON ?= .*wildcard \(\S*\)).*/\1/p' Makefile)
	[ -x "$py" ] || py=python3
	cd "$BATS_TEST_TMPDIR"
	run env -u TT_DICT PYTHONPATH="$DEST/usr/lib/python3/dist-packages" \
	    "$py" -c 'import tt; t = tt.Tokenizer()
print(tt._LIBRARY, tt._DICTDIR)
print(t.decode(t.encode("Kitaplarımızı okudunuz mu?")))'
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$DEST/usr/lib/python3/dist-packages/tt/../../../libtt.so.0 $DEST/usr/lib/python3/dist-packages/tt/../../../../share/tt" ]
	[ "${lines[1]}" = "Kitaplarımızı okudunuz mu?" ]
}

@test "make uninstall removes what make install put" {
	run make -s uninstall PREFIX=/usr DESTDIR="$DEST"
	[ "$status" -eq 0 ]
	[ -z "$(find "$DEST" ! -type d)" ]
}
