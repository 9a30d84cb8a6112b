#!/usr/bin/env bats
# tt-train: BPE pieces learned from text, as a bpe_tokenler.json.  The
# merges of the small corpora are worked out by hand in the comments;
# tests/test-bpe.c checks the trainer against a naive BPE.

load helper

# The TTC-3600 news corpus, when ../shared is there.
TTC=../shared/data/tr/raw/ttc3600_news/ttc3600.txt

# A format 1 dictionary in $BATS_TEST_TMPDIR/d with the special forms
# only, and an empty BPE file for tt-train to fill.
minidict() {
	mkdir -p "$BATS_TEST_TMPDIR/d"
	printf '{"<uppercase>": 0, "<unknown>": 1, " ": 2, "\\n": 3, "\\t": 4, "<pad>": 5, "<eos>": 6}\n' > "$BATS_TEST_TMPDIR/d/kokler.json"
	echo '{}' > "$BATS_TEST_TMPDIR/d/ekler.json"
	echo '{}' > "$BATS_TEST_TMPDIR/d/bpe_tokenler.json"
}

# " ada" 3 times, " dada" once: pairs ad 4, da 5, " a" 3, " d" 1.  After
# da, " a" and a+da tie at 3; the left piece " " comes before a.
ada() {
	printf 'Ada ada ADA\ndada\n'
}

@test "hand-computed merges: characters in code point order, then merges" {
	run --separate-stderr tt-train -n 6 < <(ada)
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = '{
  " ": 0,
  "a": 1,
  "d": 2,
  "da": 3,
  " a": 4,
  " ada": 5
}' ]
}

@test "fewer pieces than asked: all of them, a note on stderr, exit 0" {
	run --separate-stderr tt-train < <(ada)
	[ "$status" -eq 0 ]
	[ "$stderr" = "tt-train: the text gives 6 pieces of 32768" ]
	[ "${#lines[@]}" -eq 8 ]
}

@test "ties go to the bytewise smaller left piece, then right piece" {
	# " abc" x3, " xbc" x2, " abx" x4: " a" and ab tie at 7, then " ab"
	# 7, " abx" 4, " abc" 3; then " x", xb and bc tie at 2: " x" first,
	# then " x"+b and b+c tie at 2 again: " x" < b.
	run --separate-stderr tt-train -n 11 < <(printf 'abc abc abc\nxbc xbc\nabx abx abx abx\n')
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | sed -n 's/^  "\(.*\)": .*/\1/p' | tr '\n' '|')" = ' |a|b|c|x| a| ab| abx| abc| x| xb|' ]
}

@test "-n counts characters too, and stops the merges" {
	run --separate-stderr tt-train -n 4 < <(ada)
	[ "$status" -eq 0 ]
	[ "$output" = '{
  " ": 0,
  "a": 1,
  "d": 2,
  "da": 3
}' ]
}

@test "-n below the characters: the most frequent, in code point order" {
	# a 8, d 5, space 4.
	run --separate-stderr tt-train -n 2 < <(ada)
	[ "$output" = '{
  "a": 0,
  "d": 1
}' ]
}

@test "-n 0: an empty object" {
	run --separate-stderr tt-train -n 0 < <(ada)
	[ "$status" -eq 0 ]
	[ "$output" = "{}" ]
}

@test "--min-frequency 1 also learns pairs seen once" {
	run --separate-stderr tt-train -n 8 --min-frequency 1 < <(ada)
	[ "$(printf '%s\n' "$output" | sed -n 's/^  "\(.*\)": .*/\1/p' | tr '\n' '|')" = ' |a|d|da| a| ada| da| dada|' ]
}

@test "--min-frequency: rarer characters are no pieces" {
	# x and y occur once: not pieces, and the counts of the rest stay.
	run --separate-stderr tt-train -n 6 < <(printf 'Ada ada ADA\ndada xy\n')
	[ "$output" = "$(tt-train -n 6 < <(ada))" ]
	run --separate-stderr tt-train -n 3 --min-frequency 5 < <(ada)
	[ "$output" = '{
  "a": 0,
  "d": 1,
  "da": 2
}' ]
}

@test "--first-id numbers from ID; --vocab-size fills up to N-1" {
	run --separate-stderr tt-train -n 3 --first-id 100 < <(ada)
	[ "$output" = '{
  " ": 100,
  "a": 101,
  "d": 102
}' ]
	run --separate-stderr tt-train --vocab-size 103 --first-id 100 < <(ada)
	[ "$status" -eq 0 ]
	[ "$output" = "$(tt-train -n 3 --first-id 100 < <(ada))" ]
}

@test "words are units as the lossless encoder sees them" {
	# Kitap/KİTAP/kitap are " kitap"; IŞIK is " ışık"; iPhone stays as
	# written; "2024'" and "," are units of their own.
	run --separate-stderr tt-train -n 100 < <(printf 'Kitap KİTAP, kitap\nIŞIK ışık iPhone iPhone\n2024 2024\n')
	[ "$status" -eq 0 ]
	[[ "$output" == *'" kitap": '* ]]
	[[ "$output" == *'" ışık": '* ]]
	[[ "$output" == *'" iPhone": '* ]]
	[[ "$output" == *'" 2024": '* ]]
	[[ "$output" != *'İ'* ]]
	[[ "$output" != *'" KİTAP'* ]]
	[[ "$output" != *'"I"'* ]]
}

@test "characters are code points: ğ is one piece, never its bytes" {
	# " ğğ" x2: " "+ğ and ğ+ğ tie at 2, and " " comes first.
	run --separate-stderr tt-train -n 4 < <(printf 'ğğ ğğ\n')
	[ "$output" = '{
  " ": 0,
  "ğ": 1,
  " ğ": 2,
  " ğğ": 3
}' ]
}

@test "JSON escapes: quote, backslash, tab, CR and control characters" {
	printf '"\\"\\ \t\r\001 "\\"\\ \t\r\001\n' > "$BATS_TEST_TMPDIR/in"
	run --separate-stderr tt-train -n 8 "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ]
	[ "$output" = '{
  "\u0001": 0,
  "\t": 1,
  "\r": 2,
  " ": 3,
  "\"": 4,
  "\\": 5,
  "\"\\": 6,
  "\t\r": 7
}' ]
}

@test "invalid UTF-8 and NUL are no pieces; the JSON stays valid" {
	printf 'ev\377ev \0\0 ev\300\n' > "$BATS_TEST_TMPDIR/in"
	run --separate-stderr tt-train --min-frequency 1 "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ]
	[[ "$output" != *'\u0000'* ]]
	printf '%s\n' "$output" | iconv -f UTF-8 -t UTF-8 > /dev/null
}

@test "deterministic: two runs give the same bytes" {
	cat tests/text/*.txt tests/text/*.txt > "$BATS_TEST_TMPDIR/in"
	tt-train -n 300 --min-frequency 1 "$BATS_TEST_TMPDIR/in" > "$BATS_TEST_TMPDIR/1"
	tt-train -n 300 --min-frequency 1 "$BATS_TEST_TMPDIR/in" > "$BATS_TEST_TMPDIR/2"
	cmp "$BATS_TEST_TMPDIR/1" "$BATS_TEST_TMPDIR/2"
	[ "$(wc -l < "$BATS_TEST_TMPDIR/1")" -gt 100 ]
}

@test "a shorter run is the start of a longer one" {
	# 41 characters, then merges.
	cat tests/text/*.txt > "$BATS_TEST_TMPDIR/in"
	tt-train -n 60 --min-frequency 1 "$BATS_TEST_TMPDIR/in" | sed '$d' | sed '$s/,$//' > "$BATS_TEST_TMPDIR/short"
	tt-train -n 120 --min-frequency 1 "$BATS_TEST_TMPDIR/in" | head -n 61 | sed '$s/,$//' > "$BATS_TEST_TMPDIR/long"
	[ "$(wc -l < "$BATS_TEST_TMPDIR/short")" -eq 61 ]
	cmp "$BATS_TEST_TMPDIR/short" "$BATS_TEST_TMPDIR/long"
}

@test "several operands and - are one corpus" {
	run --separate-stderr tt-train -n 6 tests/text/a.txt - tests/text/b.txt < tests/text/tr.txt
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat tests/text/a.txt tests/text/tr.txt tests/text/b.txt | tt-train -n 6)" ]
}

# --- With a dictionary -----------------------------------------------------

@test "-d: IDs after the roots and suffixes; their forms are skipped" {
	# The fixture's roots end at 24, its suffixes at 109, its BPE pieces
	# (200-256) are replaced: IDs from 110.  " evde" x3: " " is a special
	# form and e a suffix (a/e): no pieces.  The pairs " e", ev, vd, de
	# tie at 3: " e" first; then " e"+v (" ev", a root: merged, not
	# listed), then " ev"+d.
	run --separate-stderr tt-train -d $D -n 4 < <(printf 'evde evde evde\n')
	[ "$status" -eq 0 ]
	[ "$output" = '{
  "d": 110,
  "v": 111,
  " e": 112,
  " evd": 113
}' ]
}

@test "-d --keep-forms: the forms of the dictionary are pieces too" {
	run --separate-stderr tt-train -d $D --keep-forms -n 7 < <(printf 'evde evde evde\n')
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | sed -n 's/^  "\(.*\)": .*/\1/p' | tr '\n' '|')" = ' |d|e|v| e| ev| evd|' ]
	[[ "${lines[1]}" == '  " ": 110,' ]]
}

@test "-d: the pieces make a dictionary that gives every line back" {
	minidict
	cat tests/text/*.txt > "$BATS_TEST_TMPDIR/in"
	printf 'Bu "alıntı" \\ ters\tbölü\r\n\001kontrol\n\n' >> "$BATS_TEST_TMPDIR/in"
	tt-train -q -d "$BATS_TEST_TMPDIR/d" --vocab-size 150 --min-frequency 1 \
	    -o "$BATS_TEST_TMPDIR/d/bpe_tokenler.json" "$BATS_TEST_TMPDIR/in"
	# Specials 0-6, pieces from 7 to 149.
	[ "$(grep -c '": ' "$BATS_TEST_TMPDIR/d/bpe_tokenler.json")" -eq 143 ]
	[ "$(vocab_size "$BATS_TEST_TMPDIR/d")" -eq $((150 + 264)) ]
	tt-encode -d "$BATS_TEST_TMPDIR/d" "$BATS_TEST_TMPDIR/in" |
	    tt-decode -d "$BATS_TEST_TMPDIR/d" | cmp - "$BATS_TEST_TMPDIR/in"
	run --separate-stderr tt-roundtrip -d "$BATS_TEST_TMPDIR/d" "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ]
	[[ "$output" == *"$(printf 'line_rate\t1.000000')"* ]]
}

@test "-d: training again over the output gives the same file" {
	minidict
	tt-train -q -d "$BATS_TEST_TMPDIR/d" --vocab-size 200 -o "$BATS_TEST_TMPDIR/d/bpe_tokenler.json" tests/text/tr.txt
	cp "$BATS_TEST_TMPDIR/d/bpe_tokenler.json" "$BATS_TEST_TMPDIR/first"
	tt-train -q -d "$BATS_TEST_TMPDIR/d" --vocab-size 200 -o "$BATS_TEST_TMPDIR/d/bpe_tokenler.json" tests/text/tr.txt
	cmp "$BATS_TEST_TMPDIR/first" "$BATS_TEST_TMPDIR/d/bpe_tokenler.json"
}

@test "-d: --first-id below the roots and suffixes is an error, exit 2" {
	run --separate-stderr tt-train -d $D --first-id 50 < <(ada)
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-train: first ID 50 is below the roots and suffixes of tests/dict (0 to 109)" ]
}

@test "-d: a bad dictionary is named, exit 2" {
	run --separate-stderr tt-train -d tests/bad/missing < <(ada)
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-train: tests/bad/missing/ekler.json: No such file or directory" ]
}

@test "--vocab-size at or below the first ID is an error, exit 2" {
	run --separate-stderr tt-train -d $D --vocab-size 110 < <(ada)
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-train: vocabulary size 110 leaves no ID from 110 on" ]
}

# --- Options and errors ----------------------------------------------------

@test "-n and --vocab-size exclude each other, exit 2" {
	run --separate-stderr tt-train -n 5 --vocab-size 10 < <(ada)
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-train: --size and --vocab-size exclude each other
Try 'tt-train --help' for more information." ]
}

@test "a bad number: exit 2" {
	run --separate-stderr tt-train -n 12k < <(ada)
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-train: invalid size '12k' (0 to 16777216)
Try 'tt-train --help' for more information." ]
	run --separate-stderr tt-train --first-id -1 < <(ada)
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "" ]
	[[ "$stderr" == "tt-train: invalid first ID '-1' (0 to 16777215)"* ]]
}

@test "IDs past 16777215 are refused, exit 2" {
	run --separate-stderr tt-train --first-id 16777215 -n 2 < <(ada)
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-train: IDs 16777215 to 16777216: the largest ID is 16777215" ]
}

@test "a bad option: getopt's message and a hint, exit 2" {
	run --separate-stderr tt-train -x
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-train: invalid option -- 'x'
Try 'tt-train --help' for more information." ]
}

@test "a missing file is named, the rest is read, exit 2" {
	run --separate-stderr tt-train -n 6 nofile - < <(ada)
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-train: nofile: No such file or directory" ]
	[ "$output" = "$(tt-train -n 6 < <(ada))" ]
}

@test "-o writes the file, nothing on stdout" {
	run --separate-stderr tt-train -n 6 -o "$BATS_TEST_TMPDIR/out.json" < <(ada)
	[ "$status" -eq 0 ]
	[ "$output" = "" ]
	[ "$(cat "$BATS_TEST_TMPDIR/out.json")" = "$(tt-train -n 6 < <(ada))" ]
}

@test "-o in a missing directory: named, exit 2" {
	run --separate-stderr tt-train -n 6 -o "$BATS_TEST_TMPDIR/no/out.json" < <(ada)
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-train: $BATS_TEST_TMPDIR/no/out.json: No such file or directory" ]
}

@test "/dev/full: write error, exit 2" {
	run --separate-stderr sh -c 'printf "ada ada\n" | tt-train -n 3 > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-train: write error: No space left on device" ]
	run --separate-stderr sh -c 'printf "ada ada\n" | tt-train -n 3 -o /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-train: /dev/full: write error: No space left on device" ]
}

@test "| head -n1 ends quietly (SIGPIPE stays default)" {
	cat tests/text/*.txt tests/text/*.txt > "$BATS_TEST_TMPDIR/in"
	run --separate-stderr sh -c 'tt-train -n 20000 --min-frequency 1 "$1" | head -n1' sh "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ]
	[ "$output" = "{" ]
	[ "$stderr" = "tt-train: the text gives 182 pieces of 20000" ]
}

@test "no progress when stderr is not a terminal, nor with -q on one" {
	run --separate-stderr tt-train -n 6 < <(ada)
	[ "$stderr" = "" ]
	run script -qec "tt-train -q -n 6 tests/text/tr.txt > /dev/null" /dev/null
	[ "$status" -eq 0 ]
	[ "$output" = "" ]
}

@test "--help goes to stdout, exit 0" {
	run --separate-stderr tt-train --help
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[[ "${lines[0]}" == "usage: tt-train "* ]]
	[[ "$output" == *"--vocab-size"* ]]
	run --separate-stderr tt-train -h
	[ "$output" = "$(tt-train --help)" ]
}

@test "--version and -V print one line, exit 0" {
	run --separate-stderr tt-train --version
	[ "$status" -eq 0 ]
	[ "$output" = "tt-train (tt) $VERSION" ]
	run --separate-stderr tt-train -V
	[ "$output" = "tt-train (tt) $VERSION" ]
}

# --- The man page's EXAMPLES -------------------------------------------------

@test "man: learn from two lines" {
	run --separate-stderr sh -c "printf 'Ada ada ADA\ndada\n' | tt-train"
	[ "$status" -eq 0 ]
	[ "$output" = '{
  " ": 0,
  "a": 1,
  "d": 2,
  "da": 3,
  " a": 4,
  " ada": 5
}' ]
	[ "$stderr" = "tt-train: the text gives 6 pieces of 32768" ]
}

@test "man: 2000 pieces from the training sentences of a UD treebank" {
	local ud=../shared/data/tr/ud/UD_Turkish-IMST/tr_imst-ud-train.conllu
	if [ ! -f "$ud" ]; then
		[ -z "${CI:-}" ] || { echo "CI is set but $ud is missing"; return 1; }
		skip "../shared not present"
	fi
	sed -n 's/^# text = //p' "$ud" |
	    tt-train -n 2000 > "$BATS_TEST_TMPDIR/bpe_tokenler.json"
	[ "$(grep -c '": ' "$BATS_TEST_TMPDIR/bpe_tokenler.json")" -eq 2000 ]
}

@test "man: fill a dictionary up to 32768 IDs; the text comes back" {
	minidict
	mv "$BATS_TEST_TMPDIR/d" "$BATS_TEST_TMPDIR/mydict"
	cat tests/text/*.txt > "$BATS_TEST_TMPDIR/corpus.txt"
	cd "$BATS_TEST_TMPDIR"
	tt-train -q -d mydict -o mydict/bpe_tokenler.json corpus.txt
	run --separate-stderr sh -c 'tt-roundtrip -d mydict corpus.txt | grep line_rate'
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'line_rate\t1.000000')" ]
}

# --- Speed on TTC-3600 (reported, not asserted) ------------------------------

@test "TTC-3600: 12000 pieces, timed; the news come back through them" {
	if [ ! -f "$TTC" ]; then
		[ -z "${CI:-}" ] || { echo "CI is set but $TTC is missing"; return 1; }
		skip "../shared not present"
	fi
	minidict
	local t0 t1
	t0=$(date +%s.%N)
	tt-train -q -d "$BATS_TEST_TMPDIR/d" --vocab-size 12007 \
	    -o "$BATS_TEST_TMPDIR/d/bpe_tokenler.json" "$TTC"
	t1=$(date +%s.%N)
	awk -v a="$t0" -v b="$t1" -v n="$(wc -c < "$TTC")" \
	    'BEGIN { printf "# tt-train: 12000 pieces from %d bytes in %.2f s\n", n, b - a }' >&3
	[ "$(grep -c '": ' "$BATS_TEST_TMPDIR/d/bpe_tokenler.json")" -eq 12000 ]
	run --separate-stderr tt-roundtrip -d "$BATS_TEST_TMPDIR/d" "$TTC"
	[ "$status" -eq 0 ]
}
