#!/usr/bin/env bats
# Golden files: the reference tokenizer's own output on 7,290 UD sentences
# (../shared/reference/mft/golden, outside the repository: never committed).
# Compat mode must give its IDs and pieces line for line.  Without the
# corpus the tests skip, except under CI, where a skip would hide it.

load helper

GOLD=$REF/golden
NGOLD=7290

@test "golden: compat IDs equal the reference's on all 7,290 lines" {
	need_ref
	cut -f1 "$GOLD/ud-dev.ref.tsv" > "$BATS_TEST_TMPDIR/want"
	tt-encode -m compat -d "$REF" "$GOLD/ud-dev.txt" > "$BATS_TEST_TMPDIR/got"
	[ "$(wc -l < "$BATS_TEST_TMPDIR/want")" -eq $NGOLD ]
	[ "$(wc -l < "$BATS_TEST_TMPDIR/got")" -eq $NGOLD ]
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "golden: compat pieces equal the reference's on all 7,290 lines" {
	need_ref
	# The reference writes JSON arrays with ", " between items.
	cut -f2 "$GOLD/ud-dev.ref.tsv" | sed 's/", "/","/g' > "$BATS_TEST_TMPDIR/want"
	tt-encode -m compat --json -d "$REF" "$GOLD/ud-dev.txt" |
	    sed 's/^.*"pieces":\(\[.*\]\),"types":.*$/\1/' > "$BATS_TEST_TMPDIR/got"
	[ "$(wc -l < "$BATS_TEST_TMPDIR/got")" -eq $NGOLD ]
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "golden: tt-stats counts every reference ID" {
	need_ref
	local want
	want=$(cut -f1 "$GOLD/ud-dev.ref.tsv" | wc -w)
	run --separate-stderr tt-stats -m compat -d "$REF" "$GOLD/ud-dev.txt"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$(printf 'lines\t%d' $NGOLD)" ]
	[ "${lines[4]}" = "$(printf 'tokens\t%d' "$want")" ]
}

@test "golden: the reference vocabulary is 32768 IDs plus 258 (tt-dict(5))" {
	need_ref
	[ "$(vocab_size "$REF")" -eq 33026 ]
}

@test "golden: lossless mode gives every line back" {
	need_ref
	run --separate-stderr tt-roundtrip -m lossless -d "$REF" "$GOLD/ud-dev.txt"
	[ "$stderr" = "" ]
	[ "${lines[0]}" = "$(printf 'lines\t%d' $NGOLD)" ]
	[ "${lines[1]}" = "$(printf 'lines_identical\t%d' $NGOLD)" ]
	[ "$status" -eq 0 ]
}

@test "golden: lossless encode | decode is byte-identical" {
	need_ref
	tt-encode -d "$REF" "$GOLD/ud-dev.txt" | tt-decode -d "$REF" |
	    cmp - "$GOLD/ud-dev.txt"
}

# Lines of the golden text that decoding the reference's own IDs gives
# back byte for byte.
decoded_lines() {
	cut -f1 "$GOLD/ud-dev.ref.tsv" | tt-decode -d "$REF" "$@" |
	    paste -d '\n' - "$GOLD/ud-dev.txt" | paste - - |
	    awk -F'\t' '$1 == $2' | wc -l
}

@test "golden: decoding the reference IDs gives most lines back (the reference: none)" {
	need_ref
	[ "$(decoded_lines)" -ge 4950 ]
}

@test "golden: hints learned from the train splits give more lines back" {
	need_ref
	grep -h '^# text = ' ../shared/data/tr/ud/*/*-train.conllu |
	    sed 's/^# text = //' > "$BATS_TEST_TMPDIR/train.txt"
	tt-dict -d "$REF" hints ../shared/data/tr/raw/ttc3600_news/ttc3600.txt \
	    "$BATS_TEST_TMPDIR/train.txt" > "$BATS_TEST_TMPDIR/hints"
	[ "$(decoded_lines -H "$BATS_TEST_TMPDIR/hints")" -ge 5250 ]
}
