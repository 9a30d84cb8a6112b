#!/usr/bin/env bats
# Pipelines: the tools together, and the EXAMPLES of the man pages (those
# that need the reference dictionary run only where ../shared is).

load helper

# --- Fixture dictionary ----------------------------------------------------

@test "lossless: tt-encode | tt-decode gives the file back byte for byte" {
	tt-encode -d $D tests/text/tr.txt | tt-decode -d $D | cmp - tests/text/tr.txt
}

@test "lossless: bytes that are not text survive encode | decode" {
	printf '\xff\xfe\nev\0ev\r\n\t \xc2\xa0kitap\xe2\x82\n\nKİTAP ıI\n' > "$BATS_TEST_TMPDIR/in"
	tt-encode -d $D "$BATS_TEST_TMPDIR/in" | tt-decode -d $D | cmp - "$BATS_TEST_TMPDIR/in"
}

@test "lossless: the same through TT_DICT, with - operands" {
	export TT_DICT=$D
	tt-encode - < tests/text/tr.txt | tt-decode - | cmp - tests/text/tr.txt
}

@test "compat: encode | decode rebuilds what the reference keeps" {
	run --separate-stderr bash -c 'tt-encode -m compat -d tests/dict tests/text/a.txt tests/text/b.txt | tt-decode -d tests/dict'
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "Kitaplar evde
ağzı
gidiyor" ]
}

@test "compat: encode | decode | diff shows the lost double space" {
	run --separate-stderr bash -c 'tt-encode -m compat -d tests/dict tests/text/spaces.txt | tt-decode -d tests/dict | diff tests/text/spaces.txt -'
	[ "$status" -eq 1 ]
	[ "$output" = "2c2
< ev  ev
---
> ev ev" ]
}

@test "compat: paste lines up text and IDs, empty lines included" {
	tt-encode -m compat -d $D tests/text/tr.txt |
	    paste tests/text/tr.txt - > "$BATS_TEST_TMPDIR/pasted"
	[ "$(wc -l < "$BATS_TEST_TMPDIR/pasted")" -eq 8 ]
	# Line 6 of tr.txt is empty, and so are its IDs.
	[ "$(sed -n 6p "$BATS_TEST_TMPDIR/pasted")" = "$(printf '\t')" ]
}

@test "lossless: paste lines up text and IDs, empty lines included" {
	tt-encode -m lossless -d $D tests/text/tr.txt |
	    paste tests/text/tr.txt - > "$BATS_TEST_TMPDIR/pasted"
	[ "$(wc -l < "$BATS_TEST_TMPDIR/pasted")" -eq 8 ]
	[ "$(sed -n 6p "$BATS_TEST_TMPDIR/pasted")" = "$(printf '\t')" ]
}

@test "--json lines are JSON objects with four arrays of one length" {
	local n
	if command -v jq >/dev/null; then
		n=$(tt-encode -d $D --json tests/text/tr.txt |
		    jq -e -c '[.ids, .pieces, .types, .offsets] | map(length) | unique | length == 1' |
		    grep -c '^true$')
	else
		# Without jq, the shape of each line (pieces may hold anything).
		n=$(tt-encode -d $D --json tests/text/tr.txt | grep -cE \
		    '^\{"ids":\[([0-9]+(,[0-9]+)*)?\],"pieces":\[.*\],"types":\[("[a-z]+"(,"[a-z]+")*)?\],"offsets":\[(\[[0-9]+,[0-9]+\](,\[[0-9]+,[0-9]+\])*)?\]\}$')
	fi
	[ "$n" -eq 8 ]
}

@test "--json IDs equal the plain IDs" {
	tt-encode -m compat -d $D tests/text/tr.txt > "$BATS_TEST_TMPDIR/plain"
	tt-encode -m compat -d $D --json tests/text/tr.txt |
	    sed 's/^{"ids":\[\([0-9,]*\)\].*/\1/; s/,/ /g' > "$BATS_TEST_TMPDIR/json"
	cmp "$BATS_TEST_TMPDIR/plain" "$BATS_TEST_TMPDIR/json"
}

@test "-t gives as many pieces as IDs on every line" {
	tt-encode -m compat -d $D tests/text/tr.txt | awk '{ print NF }' > "$BATS_TEST_TMPDIR/ids"
	tt-encode -m compat -d $D -t tests/text/tr.txt | awk '{ print NF }' > "$BATS_TEST_TMPDIR/pieces"
	cmp "$BATS_TEST_TMPDIR/ids" "$BATS_TEST_TMPDIR/pieces"
}

@test "tt-stats counts the tokens tt-encode writes" {
	local want
	want=$(tt-encode -m compat -d $D tests/text/tr.txt | wc -w)
	run --separate-stderr tt-stats -m compat -d $D tests/text/tr.txt
	[ "${lines[4]}" = "$(printf 'tokens\t%d' "$want")" ]
}

@test "tt-roundtrip agrees with encode | decode | cmp" {
	tt-roundtrip -d $D tests/text/tr.txt > /dev/null
	tt-encode -d $D tests/text/tr.txt | tt-decode -d $D | cmp -s - tests/text/tr.txt
	run tt-roundtrip -m compat -d $D tests/text/tr.txt
	[ "$status" -eq 1 ]
	run bash -c 'tt-encode -m compat -d tests/dict tests/text/tr.txt | tt-decode -d tests/dict | cmp -s - tests/text/tr.txt'
	[ "$status" -eq 1 ]
}

@test "man tt-dict(5): a duplicate key names file, line and column" {
	run --separate-stderr tt-encode -d tests/bad/dupkey <<<'kitap'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: tests/bad/dupkey/kokler.json:7:10: duplicate object key near '\" kitap\"'" ]
}

# --- Man page EXAMPLES on the reference dictionary ---------------------------

@test "man tt-decode(1): echo 0 227 20000 2623 20072 | tt-decode" {
	need_ref
	export TT_DICT=$REF
	run --separate-stderr bash -c 'echo 0 227 20000 2623 20072 | tt-decode'
	[ "$status" -eq 0 ]
	[ "$output" = "Kitaplar güzel." ]
}

@test "man tt-encode(1): echo 'Kitaplar güzel.' | tt-encode -m compat -t" {
	need_ref
	export TT_DICT=$REF
	run --separate-stderr bash -c "echo 'Kitaplar güzel.' | tt-encode -m compat -t"
	[ "$status" -eq 0 ]
	[ "$output" = "<uppercase> ▁kitap lar ▁güzel ." ]
}

@test "man tt-dict(5): tt-stats /dev/null | grep vocab_size" {
	need_ref
	export TT_DICT=$REF
	run --separate-stderr bash -c 'tt-stats /dev/null | grep vocab_size'
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'vocab_size\t33032')" ]
}

@test "man tt-roundtrip(1): echo FooBar | tt-roundtrip -m compat -v | head -n1" {
	need_ref
	export TT_DICT=$REF
	run --separate-stderr bash -c 'echo FooBar | tt-roundtrip -m compat -v | head -n1'
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "$(printf -- '-:1\tFooBar\tFoo Bar')" ]
}

@test "man tt-stats(1): echo 'Kitaplar güzel.' | tt-stats -m compat | grep -w tokens" {
	need_ref
	export TT_DICT=$REF
	run --separate-stderr bash -c "echo 'Kitaplar güzel.' | tt-stats -m compat | grep -w tokens"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'tokens\t5')" ]
}

@test "man tt-roundtrip(1): tt-roundtrip corpus > /dev/null && echo ok" {
	need_ref
	export TT_DICT=$REF
	run --separate-stderr bash -c 'tt-roundtrip "$1" > /dev/null && echo ok' sh "$REF/golden/ud-dev.txt"
	[ "$output" = "ok" ]
}
