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

@test "golden: the reference vocabulary is 32768 IDs plus 264 (tt-dict(5))" {
	need_ref
	[ "$(vocab_size "$REF")" -eq 33032 ]
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

# Words of the golden text that decoding gives back, in per cent with
# one decimal: per line, the longest common subsequence of the words.
decoded_words() {
	cut -f1 "$GOLD/ud-dev.ref.tsv" | tt-decode -d "$REF" "$@" |
	    paste -d '\t' - "$GOLD/ud-dev.txt" | awk -F'\t' '
	{
		n = split($1, a, " "); m = split($2, b, " ")
		for (j = 0; j <= m; j++) prev[j] = 0
		for (i = 1; i <= n; i++) {
			cur[0] = 0
			for (j = 1; j <= m; j++)
				cur[j] = a[i] == b[j] ? prev[j - 1] + 1 : \
				    (prev[j] > cur[j - 1] ? prev[j] : cur[j - 1])
			for (j = 0; j <= m; j++) prev[j] = cur[j]
		}
		back += prev[m]; total += m
	}
	END { printf "%d\n", 1000 * back / total }'
}

@test "golden: decoding the reference IDs gives most lines back (the reference: none)" {
	need_ref
	[ "$(decoded_lines)" -ge 4950 ]
	# 94.1% of the words
	[ "$(decoded_words)" -ge 940 ]
}

@test "golden: the reference's letter-by-letter capitals come back as words" {
	need_ref
	# The reference spells a word in capitals as <uppercase> and one
	# letter at a time; the dictionary alone puts the spaces back.
	printf '%s\n' "ÇOK İYİ" "TÜRKİYE BÜYÜK MİLLET MECLİSİ" \
	    "ANKARA'DA YAĞMUR VAR" "BUGÜN HAVA ÇOK GÜZEL" > "$BATS_TEST_TMPDIR/in"
	tt-encode -m compat -d "$REF" "$BATS_TEST_TMPDIR/in" > "$BATS_TEST_TMPDIR/ids"
	grep -q '^0 ' "$BATS_TEST_TMPDIR/ids"
	tt-decode -d "$REF" "$BATS_TEST_TMPDIR/ids" | cmp - "$BATS_TEST_TMPDIR/in"
}

# Hints from text that is not the dev set: TTC-3600 and the UD train splits.
hints() {
	grep -h '^# text = ' ../shared/data/tr/ud/*/*-train.conllu |
	    sed 's/^# text = //' > "$BATS_TEST_TMPDIR/train.txt"
	tt-dict -d "$REF" hints ../shared/data/tr/raw/ttc3600_news/ttc3600.txt \
	    "$BATS_TEST_TMPDIR/train.txt" > "$BATS_TEST_TMPDIR/hints"
}

@test "golden: with hints learned from the train splits, 97% of words come back" {
	need_ref
	hints
	# 6,195 lines (85.0%) and 97.6% of the words when this was written
	[ "$(decoded_lines -H "$BATS_TEST_TMPDIR/hints")" -ge 6100 ]
	[ "$(decoded_words -H "$BATS_TEST_TMPDIR/hints")" -ge 970 ]
}

@test "golden: the reference, exported and compiled, gives its IDs from the image" {
	need_ref
	c=$BATS_TEST_TMPDIR/mft
	mkdir "$c"
	tt-dict -d "$REF" export "$c"
	tt-dict -d "$c" compile
	tt-encode -m compat -d "$c" "$GOLD/ud-dev.txt" > "$BATS_TEST_TMPDIR/got"
	cut -f1 "$GOLD/ud-dev.ref.tsv" | diff -u - "$BATS_TEST_TMPDIR/got"
	tt-encode -d "$REF" "$GOLD/ud-dev.txt" > "$BATS_TEST_TMPDIR/want"
	tt-encode -d "$c" "$GOLD/ud-dev.txt" | cmp "$BATS_TEST_TMPDIR/want" -
}
