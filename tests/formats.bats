#!/usr/bin/env bats
# formats.bats: tt-encode --format=u16|u32 and tt-decode reading it back,
# lines marked by a separator token or an --index file.
# In tests/dict "\n" is ID 3 and <cap> is 513 (0x201), so the bytes below
# are worked out by hand.

load helper

# Every fixture, plus bytes that are not text, in one file.
mixed() {
	cat tests/text/*.txt > "$BATS_TEST_TMPDIR/in"
	printf '\xff\xfe\nev\0ev\r\n\t \xc2\xa0kitap\xe2\x82\n\nKİTAP ıI\n' \
	    >> "$BATS_TEST_TMPDIR/in"
}

# --- The streams, byte for byte ----------------------------------------------

@test "u16: little-endian IDs, each line ended by the \"\\n\" token 3" {
	run --separate-stderr sh -c "printf 'Kitap\n\nev evde\n' |
	    tt-encode -d $D --format=u16 | od -An -tx1"
	[ "$status" -eq 0 ]
	[ "$output" = " 01 02 07 00 03 00 03 00 08 00 08 00 65 00 03 00" ]
	[ "$stderr" = "" ]
}

@test "u32: four bytes an ID, little-endian" {
	run --separate-stderr sh -c "printf 'Kitap\n' |
	    tt-encode -d $D --format=u32 | od -An -tx1"
	[ "$status" -eq 0 ]
	[ "$output" = " 01 02 00 00 07 00 00 00 03 00 00 00" ]
}

@test "--separator=ID ends each line with that ID" {
	run --separate-stderr sh -c "printf 'kitap\nev\n' |
	    tt-encode -d $D --format=u16 --separator=6 | od -An -tx1"
	[ "$status" -eq 0 ]
	[ "$output" = " 07 00 06 00 08 00 06 00" ]
}

@test "--index: no separator; one little-endian uint64 per line, where it ends" {
	run --separate-stderr sh -c "printf 'kitap\n\nev evde\n' |
	    tt-encode -d $D --format=u16 --index=\"\$1\" | od -An -tx1" sh \
	    "$BATS_TEST_TMPDIR/idx"
	[ "$status" -eq 0 ]
	[ "$output" = " 07 00 08 00 08 00 65 00" ]
	run od -v -An -tu8 -w8 "$BATS_TEST_TMPDIR/idx"
	[ "$output" = "                    1
                    1
                    4" ]
}

@test "empty input: an empty stream and an empty index" {
	tt-encode -d $D --format=u32 --index="$BATS_TEST_TMPDIR/idx" \
	    < /dev/null > "$BATS_TEST_TMPDIR/ids"
	[ ! -s "$BATS_TEST_TMPDIR/ids" ]
	[ -f "$BATS_TEST_TMPDIR/idx" ] && [ ! -s "$BATS_TEST_TMPDIR/idx" ]
	run tt-decode -d $D --format=u32 --index="$BATS_TEST_TMPDIR/idx" \
	    "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 0 ]
	[ "$output" = "" ]
}

# --- Round trips -------------------------------------------------------------

@test "u16 with the separator: encode | decode gives the input back" {
	mixed
	tt-encode -d $D --format=u16 "$BATS_TEST_TMPDIR/in" |
	    tt-decode -d $D --format=u16 | cmp - "$BATS_TEST_TMPDIR/in"
}

@test "u32 with the separator: encode | decode gives the input back" {
	mixed
	tt-encode -d $D --format=u32 "$BATS_TEST_TMPDIR/in" |
	    tt-decode -d $D --format=u32 | cmp - "$BATS_TEST_TMPDIR/in"
}

@test "u16 with --index: encode, then decode, gives the input back" {
	# The index is whole only when tt-encode has finished: no pipe.
	mixed
	tt-encode -d $D --format=u16 --index="$BATS_TEST_TMPDIR/idx" \
	    "$BATS_TEST_TMPDIR/in" > "$BATS_TEST_TMPDIR/ids"
	tt-decode -d $D --format=u16 --index="$BATS_TEST_TMPDIR/idx" \
	    "$BATS_TEST_TMPDIR/ids" | cmp - "$BATS_TEST_TMPDIR/in"
}

@test "u32 with --index: encode, then decode, gives the input back" {
	# The index is whole only when tt-encode has finished: no pipe.
	mixed
	tt-encode -d $D --format=u32 --index="$BATS_TEST_TMPDIR/idx" \
	    "$BATS_TEST_TMPDIR/in" > "$BATS_TEST_TMPDIR/ids"
	tt-decode -d $D --format=u32 --index="$BATS_TEST_TMPDIR/idx" \
	    "$BATS_TEST_TMPDIR/ids" | cmp - "$BATS_TEST_TMPDIR/in"
}

@test "--separator=ID: decode with the same ID gives the input back" {
	mixed
	tt-encode -d $D --format=u16 --separator=5 "$BATS_TEST_TMPDIR/in" |
	    tt-decode -d $D --format=u16 --separator=5 |
	    cmp - "$BATS_TEST_TMPDIR/in"
}

@test "compat: a u16 stream decodes as the decimal IDs do" {
	tt-encode -m compat -d $D tests/text/tr.txt | tt-decode -d $D \
	    > "$BATS_TEST_TMPDIR/want"
	tt-encode -m compat -d $D --format=u16 tests/text/tr.txt |
	    tt-decode -d $D --format=u16 | cmp - "$BATS_TEST_TMPDIR/want"
}

@test "several operands make one stream; the index counts on across them" {
	tt-encode -d $D --format=u16 --index="$BATS_TEST_TMPDIR/idx" \
	    tests/text/a.txt tests/text/b.txt > "$BATS_TEST_TMPDIR/ids"
	cat tests/text/a.txt tests/text/b.txt > "$BATS_TEST_TMPDIR/want"
	tt-decode -d $D --format=u16 --index="$BATS_TEST_TMPDIR/idx" \
	    < "$BATS_TEST_TMPDIR/ids" | cmp - "$BATS_TEST_TMPDIR/want"
}

@test "a last line without its separator is still a line" {
	run --separate-stderr sh -c "printf '\007\000\003\000\010\000' |
	    tt-decode -d $D --format=u16"
	[ "$status" -eq 0 ]
	[ "$output" = "kitap
ev" ]
	[ "$stderr" = "" ]
}

@test "a u16 stream of the reference dictionary comes back (../shared)" {
	need_ref
	f=$REF/golden/ud-dev.txt
	tt-encode -d $REF --format=u16 "$f" | tt-decode -d $REF --format=u16 |
	    cmp - "$f"
}

# --- Errors ------------------------------------------------------------------

@test "u16: an odd byte count is a truncated stream, exit 2" {
	run --separate-stderr sh -c "printf '\007\000\003\000\010' |
	    tt-decode -d $D --format=u16"
	[ "$status" -eq 2 ]
	[ "$output" = "kitap" ]
	[ "$stderr" = "tt-decode: -: truncated stream (1 byte after the last 2-byte ID)" ]
}

@test "u32: bytes short of a whole ID are a truncated stream, exit 2" {
	printf '\007\000\000\000\003\000\000\000\010\000\000' > "$BATS_TEST_TMPDIR/ids"
	run --separate-stderr tt-decode -d $D --format=u32 "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 2 ]
	[ "$output" = "kitap" ]
	[ "$stderr" = "tt-decode: $BATS_TEST_TMPDIR/ids: truncated stream (3 bytes after the last 4-byte ID)" ]
}

@test "an ID out of range: the line is reported and empty, the rest decoded, exit 2" {
	# Line 2 holds 0x4000 = 16384; the vocabulary has 521 IDs.
	run --separate-stderr sh -c "printf '\007\000\003\000\000\100\003\000\010\000\003\000' |
	    tt-decode -d $D --format=u16"
	[ "$status" -eq 2 ]
	[ "$output" = "kitap

ev" ]
	[ "$stderr" = "tt-decode: -:2: token ID 16384 out of range (vocabulary size 521)" ]
}

@test "an ID out of range with --index names the stream, at the index's line" {
	printf '\007\000\000\100' > "$BATS_TEST_TMPDIR/ids"
	printf '\001\0\0\0\0\0\0\0\002\0\0\0\0\0\0\0' > "$BATS_TEST_TMPDIR/idx"
	run --separate-stderr sh -c 'tt-decode -d tests/dict --format=u16 \
	    --index="$1/idx" "$1/ids" > "$1/out"' sh "$BATS_TEST_TMPDIR"
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: $BATS_TEST_TMPDIR/ids:2: token ID 16384 out of range (vocabulary size 521)" ]
	printf 'kitap\n\n' | cmp - "$BATS_TEST_TMPDIR/out"
}

@test "u16 refuses a dictionary whose IDs need more than 16 bits, exit 2" {
	mkdir "$BATS_TEST_TMPDIR/big"
	cp $D/*.json "$BATS_TEST_TMPDIR/big"
	sed -i 's/" kal": 24/" kal": 70000/' "$BATS_TEST_TMPDIR/big/kokler.json"
	# 70,001: the extension stays right after the BPE pieces, below kal.
	msg="--format=u16: the dictionary's IDs do not fit in 16 bits (vocabulary size 70001); use --format=u32"
	run --separate-stderr tt-encode -d "$BATS_TEST_TMPDIR/big" --format=u16 </dev/null
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-encode: $msg" ]
	run --separate-stderr tt-decode -d "$BATS_TEST_TMPDIR/big" --format=u16 </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: $msg" ]
	# u32 holds them.
	run --separate-stderr sh -c "echo 'kal kitap' | tt-encode -d \"\$1\" --format=u32 |
	    tt-decode -d \"\$1\" --format=u32" sh "$BATS_TEST_TMPDIR/big"
	[ "$status" -eq 0 ]
	[ "$output" = "kal kitap" ]
}

@test "a line that encodes to the separator is refused, exit 2" {
	run --separate-stderr sh -c "printf 'ev\nev ev\n' |
	    tt-encode -d $D --format=u16 --separator=8 | od -An -tx1"
	[ "$output" = "" ]
	[ "$stderr" = "tt-encode: -:1: the line encodes to the separator ID 8 (choose another --separator, or use --index)" ]
	run sh -c "printf 'ev\n' | tt-encode -d $D --format=u16 --separator=8"
	[ "$status" -eq 2 ]
}

@test "--index: a truncated index file, exit 2" {
	printf '\007\000' > "$BATS_TEST_TMPDIR/ids"
	printf '\001\0\0\0\0\0\0\0\001\0\0' > "$BATS_TEST_TMPDIR/idx"
	run --separate-stderr tt-decode -d $D --format=u16 \
	    --index="$BATS_TEST_TMPDIR/idx" "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 2 ]
	[ "$output" = "kitap" ]
	[ "$stderr" = "tt-decode: $BATS_TEST_TMPDIR/idx: truncated index (3 bytes after the last 8-byte offset)" ]
}

@test "--index: a line past the end of the stream, exit 2" {
	printf '\007\000' > "$BATS_TEST_TMPDIR/ids"
	printf '\001\0\0\0\0\0\0\0\003\0\0\0\0\0\0\0' > "$BATS_TEST_TMPDIR/idx"
	run --separate-stderr tt-decode -d $D --format=u16 \
	    --index="$BATS_TEST_TMPDIR/idx" "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 2 ]
	[ "$output" = "kitap" ]
	[ "$stderr" = "tt-decode: $BATS_TEST_TMPDIR/idx:2: the line ends at ID 3, past the end of the stream (1 ID)" ]
}

@test "--index: IDs after the last line, exit 2" {
	printf '\007\000\010\000\010\000' > "$BATS_TEST_TMPDIR/ids"
	printf '\001\0\0\0\0\0\0\0' > "$BATS_TEST_TMPDIR/idx"
	run --separate-stderr tt-decode -d $D --format=u16 \
	    --index="$BATS_TEST_TMPDIR/idx" "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 2 ]
	[ "$output" = "kitap" ]
	[ "$stderr" = "tt-decode: $BATS_TEST_TMPDIR/idx: 2 IDs after the last line of the index" ]
}

@test "--index: an offset that goes back, exit 2" {
	printf '\007\000\010\000' > "$BATS_TEST_TMPDIR/ids"
	printf '\002\0\0\0\0\0\0\0\001\0\0\0\0\0\0\0' > "$BATS_TEST_TMPDIR/idx"
	run --separate-stderr tt-decode -d $D --format=u16 \
	    --index="$BATS_TEST_TMPDIR/idx" "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 2 ]
	[ "$output" = "kitap ev" ]
	[ "$stderr" = "tt-decode: $BATS_TEST_TMPDIR/idx:2: offset 1 is before the end of the line before (2)" ]
}

@test "--index: a file that cannot be read or written, exit 2" {
	run --separate-stderr tt-decode -d $D --format=u16 --index=tests/nonexistent </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: tests/nonexistent: No such file or directory" ]
	run --separate-stderr sh -c "echo ev | tt-encode -d $D --format=u16 --index=/dev/full"
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: /dev/full: write error" ]
}

@test "u16 to /dev/full: write error, exit 2" {
	run --separate-stderr sh -c "tt-encode -d $D --format=u16 tests/text/tr.txt > /dev/full"
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: write error: No space left on device" ]
}

@test "misuse: exit 2 with a message and the --help hint" {
	hint="Try 'tt-encode --help' for more information."
	run --separate-stderr tt-encode -d $D --separator=3 </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: --separator and --index need --format=u16 or u32
$hint" ]
	run --separate-stderr tt-encode -d $D --format=u16 -t </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: --format=u16 writes IDs only, not pieces or JSON
$hint" ]
	run --separate-stderr tt-encode -d $D --format=u8 </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: unknown format 'u8' (text, u16, u32)
$hint" ]
	run --separate-stderr tt-encode -d $D --format=u16 --separator=x </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: invalid separator ID 'x' (0 to 4294967294)
$hint" ]
	run --separate-stderr tt-decode -d $D --format=u16 --separator=3 --index=x </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: --separator and --index exclude each other
Try 'tt-decode --help' for more information." ]
}

@test "a separator outside the vocabulary, exit 2" {
	run --separate-stderr tt-encode -d $D --format=u16 --separator=521 </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: separator ID 521 out of range (vocabulary size 521)" ]
	run --separate-stderr tt-decode -d $D --format=u32 --separator=100000 </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: separator ID 100000 out of range (vocabulary size 521)" ]
}

@test "messages come in stream order, with -j 2 as with -j 1" {
	printf '\007\000\000\100\003\000\007' > "$BATS_TEST_TMPDIR/ids"
	want="tt-decode: $BATS_TEST_TMPDIR/ids:1: token ID 16384 out of range (vocabulary size 521)
tt-decode: $BATS_TEST_TMPDIR/ids: truncated stream (1 byte after the last 2-byte ID)"
	for j in 1 2; do
		run --separate-stderr tt-decode -j $j -d $D --format=u16 \
		    "$BATS_TEST_TMPDIR/ids"
		[ "$status" -eq 2 ]
		[ "$stderr" = "$want" ]
	done
}
