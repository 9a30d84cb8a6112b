#!/usr/bin/env bats
# parallel.bats: -j N threads and GNU parallel shards give the bytes one
# process gives, and so does cutting every word afresh (--no-cache).
# Nothing here is timed; scripts/bench.sh measures.

load helper

TTC=../shared/data/tr/raw/ttc3600_news/ttc3600.txt

# A few MB of the fixtures and of bytes that are not text: many batches
# (256 KiB or 8192 lines each), so the ring of batches turns several times.
setup_file() {
	cd "$BATS_TEST_DIRNAME/.." || return 1
	one=$BATS_FILE_TMPDIR/one
	cat tests/text/*.txt > "$one"
	printf '\xff\xfe\nev\0ev\r\n\t \xc2\xa0kitap\xe2\x82\n\nKİTAP ıI\n' \
	    >> "$one"
	for i in $(seq 100); do cat "$one"; done > "$one.100"
	for i in $(seq 100); do cat "$one.100"; done > "$BATS_FILE_TMPDIR/big"
}

big() {
	echo "$BATS_FILE_TMPDIR/big"
}

# The GNU one: moreutils has a parallel(1) of its own.
need_parallel() {
	if parallel --version 2>/dev/null | grep -q '^GNU parallel'; then
		return 0
	fi
	if [ -n "${CI:-}" ]; then
		echo "CI is set but GNU parallel is missing (Debian package parallel)"
		return 1
	fi
	skip "GNU parallel not installed (apt-get install parallel)"
}

need_ttc() {
	if [ -f "$TTC" ] && [ -f "$REF/kokler.json" ]; then
		return 0
	fi
	if [ -n "${CI:-}" ]; then
		echo "CI is set but $TTC or $REF is missing"
		return 1
	fi
	skip "../shared not present"
}

# same ARGS...: tt-encode ARGS on the big file writes the same bytes with
# -j 1, -j 2 and -j 3.
same() {
	tt-encode -j 1 "$@" "$(big)" > "$BATS_TEST_TMPDIR/j1"
	[ -s "$BATS_TEST_TMPDIR/j1" ]
	tt-encode -j 2 "$@" "$(big)" | cmp - "$BATS_TEST_TMPDIR/j1"
	tt-encode --jobs=3 "$@" "$(big)" | cmp - "$BATS_TEST_TMPDIR/j1"
}

# --- -j N ----------------------------------------------------------------------

@test "-j: lossless IDs are the bytes of -j 1" {
	same -d $D
}

@test "-j: compat IDs are the bytes of -j 1" {
	same -d $D -m compat
}

@test "-j: pieces and JSON are the bytes of -j 1" {
	same -d $D -t
	same -d $D --json
}

@test "-j: a u16 stream is the bytes of -j 1, and decodes to the input" {
	same -d $D --format=u16
	tt-decode -j 2 -d $D --format=u16 "$BATS_TEST_TMPDIR/j1" | cmp - "$(big)"
}

@test "-j: a u32 stream and its index are the bytes of -j 1" {
	tt-encode -d $D --format=u32 --index="$BATS_TEST_TMPDIR/i1" "$(big)" \
	    > "$BATS_TEST_TMPDIR/s1"
	tt-encode -j 2 -d $D --format=u32 --index="$BATS_TEST_TMPDIR/i2" \
	    "$(big)" | cmp - "$BATS_TEST_TMPDIR/s1"
	cmp "$BATS_TEST_TMPDIR/i1" "$BATS_TEST_TMPDIR/i2"
	tt-decode -j 2 -d $D --format=u32 --index="$BATS_TEST_TMPDIR/i2" \
	    "$BATS_TEST_TMPDIR/s1" | cmp - "$(big)"
}

@test "-j: tt-decode writes the bytes of -j 1" {
	tt-encode -d $D "$(big)" > "$BATS_TEST_TMPDIR/ids"
	tt-decode -j 2 -d $D "$BATS_TEST_TMPDIR/ids" | cmp - "$(big)"
	tt-encode -m compat -d $D "$(big)" > "$BATS_TEST_TMPDIR/ids"
	tt-decode -d $D "$BATS_TEST_TMPDIR/ids" > "$BATS_TEST_TMPDIR/j1"
	tt-decode -j 3 -d $D "$BATS_TEST_TMPDIR/ids" |
	    cmp - "$BATS_TEST_TMPDIR/j1"
}

@test "-j: tt-decode reports bad lines in order, as -j 1 does" {
	# Every 5000th line goes bad: the messages fall in several batches.
	tt-encode -d $D "$(big)" |
	    awk 'NR % 5000 == 0 { $0 = $0 " x" NR } { print }' \
	    > "$BATS_TEST_TMPDIR/ids"
	run --separate-stderr tt-decode -d $D "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 2 ]
	out1=$output err1=$stderr
	[ "$(printf '%s\n' "$err1" | wc -l)" -gt 10 ]
	run --separate-stderr tt-decode -j 2 -d $D "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 2 ]
	[ "$output" = "$out1" ]
	[ "$stderr" = "$err1" ]
}

@test "-j: a missing operand is reported, the others encoded, exit 2" {
	run --separate-stderr tt-encode -j 2 -d $D tests/text/a.txt \
	    tests/nonexistent tests/text/b.txt
	[ "$status" -eq 2 ]
	[ "$output" = "$(tt-encode -d $D tests/text/a.txt tests/text/b.txt)" ]
	[ "$stderr" = "tt-encode: tests/nonexistent: No such file or directory" ]
}

@test "-j: | head -n1 ends quietly" {
	run --separate-stderr sh -c 'tt-encode -j 2 -d tests/dict "$1" | head -n1' \
	    sh "$(big)"
	[ "$status" -eq 0 ]
	[ "$output" = "513 7 100 8 101" ]
	[ "$stderr" = "" ]
}

@test "-j: /dev/full gives one write error, exit 2" {
	run --separate-stderr sh -c 'tt-encode -j 2 -d tests/dict "$1" > /dev/full' \
	    sh "$(big)"
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: write error: No space left on device" ]
}

@test "-j: a bad number is a usage error" {
	run --separate-stderr tt-encode -j 0 -d $D </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: invalid number of jobs '0' (1 to 256)
Try 'tt-encode --help' for more information." ]
	run --separate-stderr tt-decode --jobs=x -d $D </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: invalid number of jobs 'x' (1 to 256)
Try 'tt-decode --help' for more information." ]
}

@test "-j 2 on TTC-3600 with the reference dictionary: the bytes of -j 1 (../shared)" {
	need_ttc
	for m in lossless compat; do
		tt-encode -m $m -d $REF "$TTC" > "$BATS_TEST_TMPDIR/j1"
		tt-encode -j 2 -m $m -d $REF "$TTC" | cmp - "$BATS_TEST_TMPDIR/j1"
	done
	tt-decode -j 2 -d $REF "$BATS_TEST_TMPDIR/j1" > "$BATS_TEST_TMPDIR/d2"
	tt-decode -d $REF "$BATS_TEST_TMPDIR/j1" | cmp - "$BATS_TEST_TMPDIR/d2"
}

# --- --no-cache ----------------------------------------------------------------

# The cache must give back what cutting the word again gives: its keys
# hold all that a word's tokens depend on (README, notes).
@test "--no-cache: the bytes of the cache, -j 1 and -j 2" {
	for m in lossless compat; do
		tt-encode -m $m -d $D "$(big)" > "$BATS_TEST_TMPDIR/cached"
		tt-encode -m $m -d $D --no-cache "$(big)" |
		    cmp - "$BATS_TEST_TMPDIR/cached"
		tt-encode -j 2 -m $m -d $D --no-cache "$(big)" |
		    cmp - "$BATS_TEST_TMPDIR/cached"
	done
}

@test "--no-cache on TTC-3600, built-in dictionary: the bytes of the cache (../shared)" {
	need_ttc
	for m in lossless compat; do
		tt-encode -m $m "$TTC" > "$BATS_TEST_TMPDIR/cached"
		tt-encode -m $m --no-cache "$TTC" |
		    cmp - "$BATS_TEST_TMPDIR/cached"
	done
}

# --- GNU parallel ----------------------------------------------------------------

@test "parallel --pipe -k: shards of lines give the bytes of one process" {
	need_parallel
	tt-encode -d $D "$(big)" > "$BATS_TEST_TMPDIR/one"
	parallel --pipe -k --block 100k tt-encode -d $D < "$(big)" |
	    cmp - "$BATS_TEST_TMPDIR/one"
}

@test "parallel --pipe -k: a u16 stream with separators concatenates" {
	need_parallel
	tt-encode -d $D --format=u16 "$(big)" > "$BATS_TEST_TMPDIR/one"
	parallel --pipe -k --block 100k tt-encode -d $D --format=u16 \
	    < "$(big)" | cmp - "$BATS_TEST_TMPDIR/one"
}

@test "parallel --pipe -k: tt-decode over shards of ID lines" {
	need_parallel
	tt-encode -d $D "$(big)" |
	    parallel --pipe -k --block 100k tt-decode -d $D | cmp - "$(big)"
}

@test "parallel --sshlogin: the same pipeline through a login (: is this host)" {
	need_parallel
	tt-encode -m compat -d $D "$(big)" > "$BATS_TEST_TMPDIR/one"
	parallel --pipe -k --block 100k --sshlogin 2/: \
	    "$ROOT/bin/tt-encode" -m compat -d "$ROOT/$D" < "$(big)" |
	    cmp - "$BATS_TEST_TMPDIR/one"
}

@test "parallel: the README example on TTC-3600 (../shared)" {
	need_parallel
	need_ttc
	tt-encode -d $REF "$TTC" > "$BATS_TEST_TMPDIR/one"
	parallel --pipe -k --block 1M tt-encode -d $REF < "$TTC" > "$BATS_TEST_TMPDIR/many"
	cmp "$BATS_TEST_TMPDIR/one" "$BATS_TEST_TMPDIR/many"
}
