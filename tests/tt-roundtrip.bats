#!/usr/bin/env bats
# tt-roundtrip: decode(encode(line)) against line.  Lossless mode is tested
# by its promise (every line comes back, exit 0), not by its IDs.

load helper

# The value of key $1 in a TSV report in $output.
field() {
	printf '%s\n' "$output" | sed -n "s/^$1\t//p"
}

# --- Lossless mode ---------------------------------------------------------

@test "lossless: every line of Turkish text comes back, exit 0" {
	run --separate-stderr tt-roundtrip -d $D tests/text/tr.txt
	[ "$stderr" = "" ]
	[ "$(field lines)" -eq "$(wc -l < tests/text/tr.txt)" ]
	[ "$(field lines_identical)" = "$(field lines)" ]
	[ "$(field line_rate)" = "1.000000" ]
	[ "$status" -eq 0 ]
}

@test "lossless is the default mode" {
	run --separate-stderr tt-roundtrip -d $D tests/text/tr.txt
	[ "$output" = "$(tt-roundtrip -m lossless -d $D tests/text/tr.txt)" ]
}

@test "lossless: text in capitals and mixed case comes back" {
	run --separate-stderr tt-roundtrip -d $D < <(printf 'KİTAPLAR evDE IŞIK\nİSTANBUL'"'"'DA XYZ qWeRtY\nIı İi\n')
	[ "$(field lines_identical)" = "3" ]
	[ "$status" -eq 0 ]
}

@test "lossless: spaces, tabs and CR come back as they were" {
	run --separate-stderr tt-roundtrip -d $D < <(printf '  ev  ev \n\tkitap\t\tev\t\nev\r\n \xc2\xa0ev\xe2\x80\x83ev\n')
	[ "$(field lines_identical)" = "4" ]
	[ "$status" -eq 0 ]
}

@test "lossless: invalid UTF-8 and NUL bytes come back" {
	run --separate-stderr tt-roundtrip -d $D < <(printf '\xff\xfe\nev\0ev\n\xc3 kitap \xe2\x82\n')
	[ "$stderr" = "" ]
	[ "$(field lines)" = "3" ]
	[ "$(field lines_identical)" = "3" ]
	[ "$status" -eq 0 ]
}

@test "lossless: characters no table covers come back" {
	run --separate-stderr tt-roundtrip -d $D <<<'kitapé ω € 😀 <pad> <uppercase>'
	[ "$(field lines_identical)" = "1" ]
	[ "$status" -eq 0 ]
}

# --- Compat mode -------------------------------------------------------------

@test "compat: text it can rebuild comes back, exit 0" {
	run --separate-stderr tt-roundtrip -m compat -d $D tests/text/a.txt
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$(field lines)" = "2" ]
	[ "$(field lines_identical)" = "2" ]
}

@test "compat: a double space is lost, exit 1, the TSV report" {
	run --separate-stderr tt-roundtrip -m compat -d $D tests/text/spaces.txt
	[ "$status" -eq 1 ]
	[ "$stderr" = "" ]
	[ "$output" = "$(printf '%s\t%s\n' lines 2 lines_identical 1 \
	    line_rate 0.500000 words 5 words_identical 5 word_rate 1.000000 \
	    differ_case 0 differ_space 1 differ_case_space 0 differ_other 0)" ]
}

@test "compat: -v prints FILE:LINE, input and output of each miss" {
	run --separate-stderr tt-roundtrip -m compat -v -d $D tests/text/spaces.txt
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "$(printf 'tests/text/spaces.txt:2\tev  ev\tev ev')" ]
	[ "${lines[1]}" = "$(printf 'lines\t2')" ]
	[ "${#lines[@]}" -eq 11 ]
}

@test "compat: -v on standard input names it -" {
	run --separate-stderr tt-roundtrip -m compat --verbose -d $D <<<'ev  ev'
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "$(printf -- '-:1\tev  ev\tev ev')" ]
}

@test "--json: one object with the same numbers" {
	run --separate-stderr tt-roundtrip -m compat --json -d $D tests/text/spaces.txt
	[ "$status" -eq 1 ]
	[ "$output" = '{"lines":2,"lines_identical":1,"line_rate":0.500000,"words":5,"words_identical":5,"word_rate":1.000000,"differ_case":0,"differ_space":1,"differ_case_space":0,"differ_other":0}' ]
}

@test "--json: lossless reports lines_identical equal to lines" {
	run --separate-stderr tt-roundtrip --json -d $D tests/text/tr.txt
	[[ "$output" == '{"lines":8,"lines_identical":8,'* ]]
	[ "${#lines[@]}" -eq 1 ]
	[ "$status" -eq 0 ]
}

@test "empty input: zero lines, rate 1, exit 0" {
	run --separate-stderr tt-roundtrip -m compat -d $D </dev/null
	[ "$status" -eq 0 ]
	[ "$(field lines)" = "0" ]
	[ "$(field line_rate)" = "1.000000" ]
}

# --- Trouble -------------------------------------------------------------

@test "a missing file is trouble: exit 2 even with a mismatch elsewhere" {
	run --separate-stderr tt-roundtrip -m compat -d $D nofile tests/text/spaces.txt
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-roundtrip: nofile: No such file or directory" ]
	[ "$(field lines)" = "2" ]
}

@test "a malformed dictionary: exit 2" {
	run --separate-stderr tt-roundtrip -d tests/bad/value tests/text/a.txt
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = 'tt-roundtrip: tests/bad/value/ekler.json:3:3: bad entry "ler": expected a form and an ID from 0 to 16777215' ]
}

@test "a bad option: exit 2" {
	run --separate-stderr tt-roundtrip --bogus
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-roundtrip: unrecognized option '--bogus'
Try 'tt-roundtrip --help' for more information." ]
}

@test "--help goes to stdout, exit 0" {
	run --separate-stderr tt-roundtrip --help
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[[ "${lines[0]}" == "usage: tt-roundtrip "* ]]
}

@test "--version prints one line, exit 0" {
	run --separate-stderr tt-roundtrip --version
	[ "$status" -eq 0 ]
	[ "$output" = "tt-roundtrip (tt) $VERSION" ]
}

@test "/dev/full: write error, exit 2" {
	run --separate-stderr sh -c 'tt-roundtrip -m compat -d tests/dict tests/text/a.txt > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-roundtrip: write error: No space left on device" ]
}
