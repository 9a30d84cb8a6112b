#!/usr/bin/env bats
# tt-stats: token counts and rates as TSV or JSON.  Counts worked out by
# hand for the fixture dictionary in compat mode:
#   "Kitaplar evde"  0 7 100 8 101   13 chars 13 bytes 2 words 5 tokens
#   ""               (nothing)
#   "ağzı ağzı"      12 102 12 102    9 chars 13 bytes 2 words 4 tokens
#   "xé"             2 223 1          2 chars  3 bytes 1 word  3 tokens
# 12 tokens, 10 distinct, 1 BPE (x), 1 <unknown> (é); the vocabulary is
# the 257 file IDs and 258 of tt's extension (tt-dict(5)).  The cut_*
# counts are the lossless encoder's: compat mode counts nothing.

load helper

input() {
	printf 'Kitaplar evde\n\nağzı ağzı\nxé\n'
}

@test "compat: the exact TSV report" {
	run --separate-stderr tt-stats -m compat -d $D < <(input)
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "$(printf '%s\t%s\n' \
	    lines 4 words 5 chars 24 bytes 29 tokens 12 unique_tokens 10 \
	    vocab_size 515 fallback_tokens 1 unknown_tokens 1 \
	    cut_words 0 cut_morph 0 cut_greedy 0 cut_bpe 0 cut_bytes 0 \
	    tokens_per_word 2.400000 tokens_per_char 0.500000 \
	    chars_per_token 2.000000 fallback_share 0.083333 \
	    unknown_share 0.083333 morph_share 0.000000)" ]
}

@test "--json: one object, the same keys and values in the same order" {
	run --separate-stderr tt-stats -m compat -d $D --json < <(input)
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = '{"lines":4,"words":5,"chars":24,"bytes":29,"tokens":12,"unique_tokens":10,"vocab_size":515,"fallback_tokens":1,"unknown_tokens":1,"cut_words":0,"cut_morph":0,"cut_greedy":0,"cut_bpe":0,"cut_bytes":0,"tokens_per_word":2.400000,"tokens_per_char":0.500000,"chars_per_token":2.000000,"fallback_share":0.083333,"unknown_share":0.083333,"morph_share":0.000000}' ]
}

@test "--json has exactly the keys of the TSV report" {
	local tsv json
	tsv=$(tt-stats -m compat -d $D tests/text/tr.txt | cut -f1)
	json=$(tt-stats -m compat -d $D --json tests/text/tr.txt |
	    grep -o '"[a-z_]*":' | tr -d '":')
	[ "$tsv" = "$json" ]
}

@test "counts add up over several operands and -" {
	run --separate-stderr tt-stats -m compat -d $D tests/text/a.txt - tests/text/b.txt <<<'ev'
	[ "$status" -eq 0 ]
	# a.txt: 5 + 2 tokens, ev: 1, gidiyor: 3.
	[ "${lines[0]}" = "$(printf 'lines\t4')" ]
	[ "${lines[4]}" = "$(printf 'tokens\t11')" ]
}

@test "empty input: zero counts, rates 0" {
	run --separate-stderr tt-stats -m compat -d $D </dev/null
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '%s\t%s\n' \
	    lines 0 words 0 chars 0 bytes 0 tokens 0 unique_tokens 0 \
	    vocab_size 515 fallback_tokens 0 unknown_tokens 0 \
	    cut_words 0 cut_morph 0 cut_greedy 0 cut_bpe 0 cut_bytes 0 \
	    tokens_per_word 0.000000 tokens_per_char 0.000000 \
	    chars_per_token 0.000000 fallback_share 0.000000 \
	    unknown_share 0.000000 morph_share 0.000000)" ]
}

@test "lossless: the text counts do not depend on the mode" {
	local a b
	a=$(tt-stats -m compat -d $D tests/text/tr.txt | sed -n 1,4p)
	b=$(tt-stats -m lossless -d $D tests/text/tr.txt | sed -n 1,4p)
	[ "$a" = "$b" ]
}

@test "lossless is the default mode" {
	run --separate-stderr tt-stats -d $D tests/text/tr.txt
	[ "$status" -eq 0 ]
	[ "$output" = "$(tt-stats -m lossless -d $D tests/text/tr.txt)" ]
}

@test "a missing file is reported, the rest counted, exit 2" {
	run --separate-stderr tt-stats -m compat -d $D nofile tests/text/b.txt
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: nofile: No such file or directory" ]
	[ "${lines[0]}" = "$(printf 'lines\t1')" ]
}

@test "a malformed dictionary: exit 2" {
	run --separate-stderr tt-stats -d tests/bad/missing tests/text/a.txt
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-stats: tests/bad/missing/ekler.json: No such file or directory" ]
}

@test "a bad option: exit 2" {
	run --separate-stderr tt-stats -t
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: invalid option -- 't'
Try 'tt-stats --help' for more information." ]
}

@test "--help goes to stdout, exit 0" {
	run --separate-stderr tt-stats --help
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[[ "${lines[0]}" == "usage: tt-stats "* ]]
}

@test "--version prints one line, exit 0" {
	run --separate-stderr tt-stats --version
	[ "$status" -eq 0 ]
	[ "$output" = "tt-stats (tt) $VERSION" ]
}

@test "/dev/full: write error, exit 2" {
	run --separate-stderr sh -c 'tt-stats -m compat -d tests/dict tests/text/a.txt > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: write error: No space left on device" ]
}
