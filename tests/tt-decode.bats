#!/usr/bin/env bats
# tt-decode: lines of IDs in, one line of text out per line.  The IDs are
# those of the fixture tests/dict (see tests/dict/README).

load helper

# decode "IDS": run tt-decode on one line.
decode() {
	run --separate-stderr tt-decode -d $D <<<"$1"
}

# --- Phonology -----------------------------------------------------------

@test "softening: kitap + -I -> kitabı" {
	decode '7 102'
	[ "$status" -eq 0 ]
	[ "$output" = "kitabı" ]
	[ "$stderr" = "" ]
}

@test "no softening before a consonant: kitap + -DA -> kitapta" {
	decode '7 101'
	[ "$status" -eq 0 ]
	[ "$output" = "kitapta" ]
}

@test "softening: ağaç + -I -> ağacı, but ağaç + -lAr -> ağaçlar" {
	decode '16 102 16 100'
	[ "$status" -eq 0 ]
	[ "$output" = "ağacı ağaçlar" ]
}

@test "two-way vowel harmony: ev + -lAr -> evler" {
	decode '8 100'
	[ "$status" -eq 0 ]
	[ "$output" = "evler" ]
}

@test "four-way vowel harmony: göz + -Im -> gözüm, okul + -lAr + -In -> okulların" {
	decode '17 105 13 100 106'
	[ "$status" -eq 0 ]
	[ "$output" = "gözüm okulların" ]
}

@test "consonant assimilation: kitap + -DAn -> kitaptan, ev + -DA -> evde" {
	decode '7 103 8 101'
	[ "$status" -eq 0 ]
	[ "$output" = "kitaptan evde" ]
}

@test "assimilation of -DI: git + -DI -> gitti, gel + -DI -> geldi" {
	decode '10 107 9 107'
	[ "$status" -eq 0 ]
	[ "$output" = "gitti geldi" ]
}

@test "narrowing before -yor: ağla + -yor -> ağlıyor" {
	decode '11 104'
	[ "$status" -eq 0 ]
	[ "$output" = "ağlıyor" ]
}

@test "narrowing, then harmony after -yor: ağlıyorum" {
	decode '11 104 105'
	[ "$status" -eq 0 ]
	[ "$output" = "ağlıyorum" ]
}

@test "softening of t before a vowel: git + -I + -yor -> gidiyor" {
	decode '10 102 104'
	[ "$status" -eq 0 ]
	[ "$output" = "gidiyor" ]
}

@test "vowel drop before a vowel: ağız + -I -> ağzı" {
	decode '12 102'
	[ "$status" -eq 0 ]
	[ "$output" = "ağzı" ]
}

@test "harmony after a number is read from its name: 3'te, 5'ten, 10'da" {
	decode '2 235 244 101 2 237 244 103 2 233 232 244 101'
	[ "$status" -eq 0 ]
	[ "$output" = "3'te 5'ten 10'da" ]
	# A time of day on the hour by its hour (on dört, on dokuz), the
	# locative's ID after it as after 10.
	ids=$(tt-encode -d $D <<<"14.00'te 19:00'da")
	[ "${ids##* }" = 101 ]
	decode "$ids"
	[ "$output" = "14.00'te 19:00'da" ]
}

# --- Case and spaces -----------------------------------------------------

@test "<uppercase> capitalises the next letter: Kitap" {
	decode '0 7'
	[ "$status" -eq 0 ]
	[ "$output" = "Kitap" ]
}

@test "<uppercase> uses Turkish case: İstanbul'da" {
	decode '0 19 244 101'
	[ "$status" -eq 0 ]
	[ "$output" = "İstanbul'da" ]
}

@test "the first word's leading space is not written, the others are" {
	decode '14 7 8 8'
	[ "$status" -eq 0 ]
	[ "$output" = "ve kitap ev ev" ]
}

@test "<glue> takes the space off the next piece: (Kitabı), (evler" {
	# Bytes ( and ) are 257 + 0x28 and 257 + 0x29; <cap> is 513 and
	# <glue> 515 (tt-dict(5)).
	decode '297 515 513 7 102 298 297 515 8 100'
	[ "$status" -eq 0 ]
	[ "$output" = "(Kitabı)(evler" ]
	[ "$stderr" = "" ]
}

@test "<glue> before a piece without a space changes nothing" {
	decode '297 515 298 8 100 515'
	[ "$status" -eq 0 ]
	[ "$output" = "() evler" ]
}

@test "compat IDs of a sentence decode back to it" {
	decode '0 7 100 8 101'
	[ "$status" -eq 0 ]
	[ "$output" = "Kitaplar evde" ]
}

@test "<pad> and <eos> write nothing" {
	decode '7 5 6'
	[ "$status" -eq 0 ]
	[ "$output" = "kitap" ]
}

@test "<unknown> writes U+FFFD" {
	decode '7 1'
	[ "$status" -eq 0 ]
	[ "$output" = "kitap�" ]
}

@test "IDs may be separated by several spaces and tabs" {
	run --separate-stderr tt-decode -d $D < <(printf ' 7 \t 102  \n')
	[ "$status" -eq 0 ]
	[ "$output" = "kitabı" ]
}

@test "an empty line gives an empty line" {
	run --separate-stderr tt-decode -d $D < <(printf '7\n\n8\n')
	[ "$status" -eq 0 ]
	[ "$output" = "kitap

ev" ]
}

# --- Bad input -----------------------------------------------------------

@test "a bad ID: message, an empty line, the next lines decoded, exit 2" {
	run --separate-stderr tt-decode -d $D < <(printf '7 abc\n8 100\n')
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: -:1: bad token ID 'abc'" ]
	[ "$output" = "
evler" ]
}

@test "a bad ID in a file names the file and the line" {
	printf '8\n12x\n7 102\n' > "$BATS_TEST_TMPDIR/ids"
	run --separate-stderr tt-decode -d $D "$BATS_TEST_TMPDIR/ids"
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: $BATS_TEST_TMPDIR/ids:2: bad token ID '12x'" ]
	[ "$output" = "ev

kitabı" ]
}

@test "a negative ID is a bad ID" {
	decode '7 -1'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: -:1: bad token ID '-1'" ]
	[ "$output" = "" ]
}

@test "an ID out of range: message with the vocabulary size, exit 2" {
	local n
	n=$(vocab_size $D)
	decode '99999'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: -:1: token ID 99999 out of range (vocabulary size $n)" ]
	[ "$output" = "" ]
}

@test "the vocabulary: file IDs 0-256, then 264 extension IDs (tt-dict(5))" {
	local n
	n=$(vocab_size $D)
	[ "$n" -eq $((257 + 264)) ]
	decode "$((n - 1))"
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	decode "$n"
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: -:1: token ID $n out of range (vocabulary size $n)" ]
}

@test "an ID too large for 32 bits is out of range" {
	local n
	n=$(vocab_size $D)
	decode '99999999999999999999999'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: -:1: token ID 99999999999999999999999 out of range (vocabulary size $n)" ]
}

# --- Files, options, output ----------------------------------------------

@test "a missing file is reported, the next operand is still read, exit 2" {
	run --separate-stderr tt-decode -d $D nofile - <<<'8 100'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: nofile: No such file or directory" ]
	[ "$output" = "evler" ]
}

@test "TT_DICT is the dictionary when -d is absent" {
	TT_DICT=$D run --separate-stderr tt-decode <<<'7 102'
	[ "$status" -eq 0 ]
	[ "$output" = "kitabı" ]
}

@test "a malformed dictionary: file, line and column, exit 2" {
	run --separate-stderr tt-decode -d tests/bad/syntax <<<'7'
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-decode: tests/bad/syntax/kokler.json:7:7: '}' expected near '\" ev\"'" ]
}

@test "a bad option: exit 2" {
	run --separate-stderr tt-decode -x
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-decode: invalid option -- 'x'
Try 'tt-decode --help' for more information." ]
}

@test "--help goes to stdout, exit 0" {
	run --separate-stderr tt-decode --help
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[[ "${lines[0]}" == "usage: tt-decode "* ]]
}

@test "--version prints one line, exit 0" {
	run --separate-stderr tt-decode --version
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "tt-decode (tt) $VERSION" ]
}

@test "/dev/full: write error, exit 2" {
	run --separate-stderr sh -c 'echo "7 102" | tt-decode -d tests/dict > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: write error: No space left on device" ]
}

@test "| head -n1 ends quietly" {
	yes '0 7 100 8 101' | head -n 100000 > "$BATS_TEST_TMPDIR/big"
	run --separate-stderr sh -c 'tt-decode -d tests/dict < "$1" | head -n1' sh "$BATS_TEST_TMPDIR/big"
	[ "$status" -eq 0 ]
	[ "$output" = "Kitaplar evde" ]
	[ "$stderr" = "" ]
}

@test "-H: a hint overrides the phonology (kitap + ı stays kitapı)" {
	printf 'c\t-\t7\t102\t0\t5\n' > "$BATS_TEST_TMPDIR/h"
	run --separate-stderr tt-decode -d $D -H "$BATS_TEST_TMPDIR/h" <<<"7 102"
	[ "$status" -eq 0 ]
	[ "$output" = "kitapı" ]
}

@test "-H: a word seen in training is written as it was (kitap + ı: kitapı)" {
	# s: the word's IDs, then each one's form: kitap (0) and ı (0).
	printf 's\t7 102\t0 0\t5\n' > "$BATS_TEST_TMPDIR/h"
	run --separate-stderr tt-decode -d $D -H "$BATS_TEST_TMPDIR/h" <<<"7 102 8 102"
	[ "$status" -eq 0 ]
	[ "$output" = "kitapı evi" ]
}

@test "-H: word counts cut a run of capitals where the words are likeliest" {
	# The reference spells YOK OL letter by letter; without counts the
	# dictionary alone cannot see the two words.
	printf 'w\tyok\t50\nw\tol\t50\n' > "$BATS_TEST_TMPDIR/h"
	ids=$(tt-encode -m compat -d $D <<<"YOK OL")
	[ "$(tt-decode -d $D <<<"$ids")" = "YOKOL" ]
	[ "$(tt-decode -d $D -H "$BATS_TEST_TMPDIR/h" <<<"$ids")" = "YOK OL" ]
}

@test "tt-dict hints: counts words, and each seen word's forms" {
	run --separate-stderr tt-dict -d $D hints <<<$' kitabı kitabı Ankara\'da\n kitabı ev'
	[ "$status" -eq 0 ]
	[[ "$output" == *$'\nw\tkitabı\t3'* ]]
	[[ "$output" == *$'\ns\t7 102\t1 0\t3'* ]]
	# The suffix after an apostrophe is not a word; a word seen once is left out.
	[[ "$output" != *$'\nw\tda\t'* ]]
	[[ "$output" != *$'\nw\tev\t'* ]]
}

@test "-H: a malformed hints file names file, line and column" {
	printf 'c\t1\n' > "$BATS_TEST_TMPDIR/h"
	run --separate-stderr tt-decode -d $D -H "$BATS_TEST_TMPDIR/h" </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-decode: $BATS_TEST_TMPDIR/h:1:1: expected a c line of six tab-separated fields, an s line of four or a w line of three" ]
	printf 's\t7 102\t0\t5\n' > "$BATS_TEST_TMPDIR/h"
	run --separate-stderr tt-decode -d $D -H "$BATS_TEST_TMPDIR/h" </dev/null
	[ "$status" -eq 2 ]
	[[ "$stderr" == "tt-decode: $BATS_TEST_TMPDIR/h:1:1: expected"* ]]
}

@test "an ID below the size that no entry has: reported, line empty, exit 2" {
	# tests/dict has no ID 50 (roots end at 24, suffixes start at 100).
	run --separate-stderr tt-decode -d $D <<<$'50\n7'
	[ "$status" -eq 2 ]
	[ "$output" = $'\nkitap' ]
	[ "$stderr" = "tt-decode: -:1: token ID 50 is not in the vocabulary" ]
}
