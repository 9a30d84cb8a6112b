#!/usr/bin/env bats
# tt-encode: text lines in, one line of IDs, pieces or JSON out per line.
# Expected IDs are worked out by hand from the compat rules
# (../shared/reference/mft/README.md) over the fixture tests/dict.

load helper

# --- Compat mode: IDs ----------------------------------------------------

@test "compat: root then vowel suffix, the softened root form matches" {
	run --separate-stderr tt-encode -m compat -d $D <<<'kitabı'
	[ "$status" -eq 0 ]
	[ "$output" = "7 102" ]
	[ "$stderr" = "" ]
}

@test "compat: capitalised word gives <uppercase> and no space piece" {
	# " Kitaplar" -> " " <uppercase> " kitap" "lar"; clean-up drops " ".
	run --separate-stderr tt-encode -m compat -d $D <<<'Kitaplar evde'
	[ "$status" -eq 0 ]
	[ "$output" = "0 7 100 8 101" ]
	[ "$stderr" = "" ]
}

@test "compat: suffixes are matched longest first, left to right" {
	# gel + i + yor + um; ağlı (narrowed root form) + yor + um.
	run --separate-stderr tt-encode -m compat -d $D <<<'geliyorum ağlıyorum gidiyor ağzı'
	[ "$status" -eq 0 ]
	[ "$output" = "9 102 104 105 11 104 105 10 102 104 12 102" ]
}

@test "compat: the longest root wins over a shorter one" {
	run --separate-stderr tt-encode -m compat -d $D <<<'kitapçılar kitaplar'
	[ "$status" -eq 0 ]
	[ "$output" = "21 100 7 100" ]
}

@test "compat: a word with no root starts with the space root" {
	run --separate-stderr tt-encode -m compat -d $D <<<'lar'
	[ "$status" -eq 0 ]
	[ "$output" = "2 100" ]
}

@test "compat: a suffix beats a longer BPE piece" {
	# " var." -> " " v, then suffix "a" (108) beats BPE "ar" (253).
	run --separate-stderr tt-encode -m compat -d $D <<<'Okulda 3 kitap var.'
	[ "$status" -eq 0 ]
	[ "$output" = "0 13 101 2 235 7 2 221 108 217 242" ]
}

@test "compat: İ lowercases to i, then the root matches" {
	run --separate-stderr tt-encode -m compat -d $D <<<"İstanbul'da Ağzı"
	[ "$status" -eq 0 ]
	[ "$output" = "0 19 244 101 0 12 102" ]
}

@test "compat: output does not depend on the locale" {
	run --separate-stderr env LC_ALL=C tt-encode -m compat -d $D <<<"İstanbul'da Ağzı"
	[ "$status" -eq 0 ]
	[ "$output" = "0 19 244 101 0 12 102" ]
}

@test "compat: a character no table covers is <unknown>" {
	run --separate-stderr tt-encode -m compat -d $D <<<'kitapé'
	[ "$status" -eq 0 ]
	[ "$output" = "7 1" ]
}

@test "compat: runs of spaces leave no trace" {
	run --separate-stderr tt-encode -m compat -d $D <<<'  ev   ev  '
	[ "$status" -eq 0 ]
	[ "$output" = "8 8" ]
}

@test "compat: words are stripped of tabs, CR and no-break spaces" {
	run --separate-stderr tt-encode -m compat -d $D \
	    < <(printf '\tkitap\xc2\xa0  ev\r\nev \xc2\xa0 ev\n')
	[ "$status" -eq 0 ]
	[ "$output" = "7 8
8 8" ]
}

@test "compat: a tab inside a word is the root \\t, not a split" {
	run --separate-stderr tt-encode -m compat -d $D < <(printf 'ev\tev\n')
	[ "$status" -eq 0 ]
	[ "$output" = "8 4 108 221" ]
}

@test "compat: only U+0020 splits words, not other spaces" {
	# EM SPACE U+2003 inside a word stays in it and is <unknown>.
	run --separate-stderr tt-encode -m compat -d $D < <(printf 'ev\xe2\x80\x83ev\n')
	[ "$status" -eq 0 ]
	[ "$output" = "8 1 108 221" ]
}

# --- Output formats ------------------------------------------------------

@test "-t prints pieces with spaces as U+2581" {
	run --separate-stderr tt-encode -m compat -d $D -t <<<'Kitaplar evde'
	[ "$status" -eq 0 ]
	[ "$output" = "<uppercase> ▁kitap lar ▁ev de" ]
	[ "$stderr" = "" ]
}

@test "-t prints a control character piece as <0xNN>" {
	run --separate-stderr tt-encode -m compat -d $D --pieces < <(printf 'ev\tev\n')
	[ "$status" -eq 0 ]
	[ "$output" = "▁ev <0x09> e v" ]
}

@test "--json gives ids, pieces, types and byte offsets" {
	run --separate-stderr tt-encode -m compat -d $D --json <<<'Kitaplar evde'
	[ "$status" -eq 0 ]
	[ "$output" = '{"ids":[0,7,100,8,101],"pieces":["<uppercase>"," kitap","lar"," ev","de"],"types":["special","root","suffix","root","suffix"],"glosses":["","","","",""],"pos":["","","","",""],"offsets":[[0,0],[0,5],[5,8],[9,11],[11,13]]}' ]
	[ "$stderr" = "" ]
}

@test "--json offsets count bytes, not characters" {
	run --separate-stderr tt-encode -m compat -d $D --json <<<'ağzı'
	[ "$status" -eq 0 ]
	[ "$output" = '{"ids":[12,102],"pieces":[" ağz","ı"],"types":["root","suffix"],"glosses":["",""],"pos":["",""],"offsets":[[0,4],[4,6]]}' ]
}

@test "--json escapes control characters in pieces" {
	run --separate-stderr tt-encode -m compat -d $D --json < <(printf 'ev\tev\n')
	[ "$status" -eq 0 ]
	[ "$output" = '{"ids":[8,4,108,221],"pieces":[" ev","\u0009","e","v"],"types":["root","special","suffix","bpe"],"glosses":["","","",""],"pos":["","","",""],"offsets":[[0,2],[2,3],[3,4],[4,5]]}' ]
}

@test "--json on an empty line gives empty arrays" {
	run --separate-stderr tt-encode -m compat -d $D --json <<<''
	[ "$status" -eq 0 ]
	[ "$output" = '{"ids":[],"pieces":[],"types":[],"glosses":[],"pos":[],"offsets":[]}' ]
}

# --- Lines ---------------------------------------------------------------

@test "an empty line gives an empty line" {
	run --separate-stderr tt-encode -m compat -d $D < <(printf 'kitap\n\n\nev\n')
	[ "$status" -eq 0 ]
	[ "$output" = "7


8" ]
	[ "${#lines[@]}" -eq 2 ]	# bats drops empty lines from $lines
}

@test "lossless: an empty line gives an empty line" {
	run --separate-stderr tt-encode -m lossless -d $D < <(printf 'kitap\n\nev\n')
	[ "$status" -eq 0 ]
	[ "${lines[0]}" != "" ]
	[ "$output" = "${lines[0]}

${lines[1]}" ]
}

@test "a line of spaces gives an empty line" {
	run --separate-stderr tt-encode -m compat -d $D < <(printf '   \nev\n')
	[ "$status" -eq 0 ]
	[ "$output" = "
8" ]
}

@test "one output line per input line, in both modes" {
	local m
	for m in compat lossless; do
		tt-encode -m $m -d $D tests/text/tr.txt > "$BATS_TEST_TMPDIR/out"
		[ "$(wc -l < "$BATS_TEST_TMPDIR/out")" -eq "$(wc -l < tests/text/tr.txt)" ]
	done
}

@test "a last line without a newline still gives a full line" {
	tt-encode -m compat -d $D < <(printf 'ev\nkitap') > "$BATS_TEST_TMPDIR/out"
	printf '8\n7\n' | cmp - "$BATS_TEST_TMPDIR/out"
}

@test "lossless is the default mode" {
	run --separate-stderr tt-encode -d $D tests/text/tr.txt
	[ "$status" -eq 0 ]
	[ "$output" = "$(tt-encode -m lossless -d $D tests/text/tr.txt)" ]
}

# --- Operands ------------------------------------------------------------

@test "several file operands are read in order" {
	run --separate-stderr tt-encode -m compat -d $D tests/text/b.txt tests/text/a.txt
	[ "$status" -eq 0 ]
	[ "$output" = "10 102 104
0 7 100 8 101
12 102" ]
}

@test "- reads standard input between files" {
	run --separate-stderr tt-encode -m compat -d $D tests/text/b.txt - tests/text/b.txt <<<'ev'
	[ "$status" -eq 0 ]
	[ "$output" = "10 102 104
8
10 102 104" ]
}

@test "no operand reads standard input" {
	run --separate-stderr tt-encode -m compat -d $D < tests/text/b.txt
	[ "$status" -eq 0 ]
	[ "$output" = "10 102 104" ]
}

@test "a missing file is reported, the next operand is still read, exit 2" {
	run --separate-stderr tt-encode -m compat -d $D nofile tests/text/b.txt
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: nofile: No such file or directory" ]
	[ "$output" = "10 102 104" ]
}

@test "a directory operand is an error, exit 2" {
	run --separate-stderr tt-encode -m compat -d $D tests/dict tests/text/b.txt
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: tests/dict: Is a directory" ] ||
	    [ "$stderr" = "tt-encode: tests/dict: read error" ]
	[ "$output" = "10 102 104" ]
}

# --- Bytes that are not text ----------------------------------------------

@test "compat: invalid UTF-8 is accepted, one <unknown> per byte" {
	run --separate-stderr tt-encode -m compat -d $D < <(printf '\xff\xfe\n')
	[ "$status" -eq 0 ]
	[ "$output" = "2 1 1" ]
	[ "$stderr" = "" ]
}

@test "lossless: invalid UTF-8 is accepted" {
	run --separate-stderr tt-encode -m lossless -d $D < <(printf '\xff\xfe\nev\n')
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2 ]
	[ -n "${lines[0]}" ]
	[ "$stderr" = "" ]
}

@test "compat: a NUL byte inside a line is <unknown>, the line goes on" {
	run --separate-stderr tt-encode -m compat -d $D < <(printf 'ev\0ev\nkitap\n')
	[ "$status" -eq 0 ]
	[ "$output" = "8 1 108 221
7" ]
}

@test "lossless: a NUL byte inside a line is accepted" {
	run --separate-stderr tt-encode -m lossless -d $D < <(printf 'ev\0ev\nkitap\n')
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2 ]
	[ "$stderr" = "" ]
}

# --- Dictionaries --------------------------------------------------------

@test "TT_DICT is the dictionary when -d is absent" {
	TT_DICT=$D run --separate-stderr tt-encode -m compat <<<'kitabı'
	[ "$status" -eq 0 ]
	[ "$output" = "7 102" ]
}

@test "-d wins over TT_DICT" {
	TT_DICT=tests/bad/syntax run --separate-stderr tt-encode -m compat -d $D <<<'kitabı'
	[ "$status" -eq 0 ]
	[ "$output" = "7 102" ]
}

@test "a JSON syntax error names file, line and column, exit 2" {
	run --separate-stderr tt-encode -m compat -d tests/bad/syntax <<<'kitap'
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	# The comma missing after line 6; jansson points at the next token.
	[ "$stderr" = "tt-encode: tests/bad/syntax/kokler.json:7:7: '}' expected near '\" ev\"'" ]
}

@test "a string ID names the entry and where it is, exit 2" {
	run --separate-stderr tt-encode -m compat -d tests/bad/value <<<'kitap'
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = 'tt-encode: tests/bad/value/ekler.json:3:3: bad entry "ler": expected a form and an ID from 0 to 16777215' ]
}

@test "a duplicate form is an error, exit 2" {
	run --separate-stderr tt-encode -m compat -d tests/bad/dupkey <<<'kitap'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: tests/bad/dupkey/kokler.json:7:10: duplicate object key near '\" kitap\"'" ]
}

@test "a file that is not an object is an error, exit 2" {
	run --separate-stderr tt-encode -m compat -d tests/bad/notobject <<<'kitap'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: tests/bad/notobject/kokler.json:1:1: expected an object of form: ID" ]
}

@test "an ID used in two files is an error, exit 2" {
	run --separate-stderr tt-encode -m compat -d tests/bad/twofiles <<<'kitap'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: tests/bad/twofiles: ID 7 is used in two files" ]
}

@test "a missing dictionary file is named, exit 2" {
	run --separate-stderr tt-encode -m compat -d tests/bad/missing <<<'kitap'
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-encode: tests/bad/missing/ekler.json: No such file or directory" ]
}

@test "a missing dictionary directory is named, exit 2" {
	run --separate-stderr tt-encode -m compat -d tests/nodict <<<'kitap'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: tests/nodict: No such file or directory" ]
}

# --- Options -------------------------------------------------------------

@test "a bad short option: getopt's message and a hint, exit 2" {
	run --separate-stderr tt-encode -x
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-encode: invalid option -- 'x'
Try 'tt-encode --help' for more information." ]
}

@test "a bad long option: exit 2" {
	run --separate-stderr tt-encode --bogus
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: unrecognized option '--bogus'
Try 'tt-encode --help' for more information." ]
}

@test "an unknown mode: exit 2" {
	run --separate-stderr tt-encode -m fast -d $D
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: unknown mode 'fast' (lossless, compat, syllable)
Try 'tt-encode --help' for more information." ]
}

@test "--help goes to stdout, exit 0" {
	run --separate-stderr tt-encode --help
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[[ "${lines[0]}" == "usage: tt-encode "* ]]
	[[ "$output" == *"--mode"* ]]
}

@test "-h is --help" {
	run --separate-stderr tt-encode -h
	[ "$status" -eq 0 ]
	[ "$output" = "$(tt-encode --help)" ]
}

@test "--version prints one line, exit 0" {
	run --separate-stderr tt-encode --version
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "tt-encode (tt) $VERSION" ]
}

@test "-V is --version" {
	run --separate-stderr tt-encode -V
	[ "$status" -eq 0 ]
	[ "$output" = "tt-encode (tt) $VERSION" ]
}

# --- Output errors ---------------------------------------------------------

@test "/dev/full: write error, exit 2" {
	run --separate-stderr sh -c 'tt-encode -m compat -d tests/dict tests/text/a.txt > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: write error: No space left on device" ]
}

@test "/dev/full with -u: write error at the first line, exit 2" {
	run --separate-stderr sh -c 'tt-encode -u -m compat -d tests/dict tests/text/a.txt > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: write error: No space left on device" ]
}

@test "/dev/full on more output than one buffer: one message, exit 2" {
	yes 'Kitaplar evde' | head -n 100000 > "$BATS_TEST_TMPDIR/big"
	run --separate-stderr sh -c 'tt-encode -m compat -d tests/dict "$1" > /dev/full' sh "$BATS_TEST_TMPDIR/big"
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: write error: No space left on device" ]
}

@test "| head -n1 ends quietly (SIGPIPE stays default)" {
	yes 'Kitaplar evde' | head -n 100000 > "$BATS_TEST_TMPDIR/big"
	run --separate-stderr sh -c 'tt-encode -m compat -d tests/dict < "$1" | head -n1' sh "$BATS_TEST_TMPDIR/big"
	[ "$status" -eq 0 ]
	[ "$output" = "0 7 100 8 101" ]
	[ "$stderr" = "" ]
}

@test "-u flushes every line: a reader sees it before end of input" {
	# Input stays open 3 s; the reader gives up after 2 s.
	run --separate-stderr bash -c '{ echo kitabı; sleep 3; } |
	    tt-encode -u -m compat -d tests/dict | { read -t 2 -r l && echo "$l"; }'
	[ "$status" -eq 0 ]
	[ "$output" = "7 102" ]
}

@test "man page, LOSSLESS MODE: the examples with the built-in dictionary" {
	run --separate-stderr tt-encode -t <<<'Kitaplarımızdan geldim.'
	[ "$output" = "<cap> ▁kitap lar ımız dan ▁gel di m ." ]
	run --separate-stderr tt-encode -t <<<'KİTAP ve Izmir'
	[ "$output" = "<allcaps> ▁kitap ▁ve <cap> ▁ ız mir" ]
	run --separate-stderr tt-encode -t <<<'saatlerde'
	[ "$output" = "▁saat ler de" ]
	run --separate-stderr bash -c "printf 'x\xffy\n' | tt-encode -t"
	[ "$output" = "▁ x <0xFF> y" ]
}
