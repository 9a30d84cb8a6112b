#!/usr/bin/env bats
# tt-stats: token counts and rates as TSV or JSON, TR% and Pure%, gold
# boundaries, MorphScore, Smith-Waterman similarity, merged reports.
# Counts worked out by hand for the fixture dictionary in compat mode:
#   "Kitaplar evde"  0 7 100 8 101   13 chars 13 bytes 2 words 5 tokens
#   ""               (nothing)
#   "ağzı ağzı"      12 102 12 102    9 chars 13 bytes 2 words 4 tokens
#   "xé"             2 223 1          2 chars  3 bytes 1 word  3 tokens
# Line TPC means over the three lines with a character: (5/13 + 4/9 +
# 3/2) / 3, and without the space token (5/13 + 4/9 + 2/2) / 3.
# 12 tokens, 10 distinct pieces, 9 types (the space " " of "xé" is none:
# it is the one space token), 1 BPE (x), 1 <unknown> (é); the vocabulary is
# the 257 file IDs and 264 of tt's extension (tt-dict(5)).  The cut_*
# counts are the lossless encoder's: compat mode counts nothing.  With no
# lexicon, gold file or MorphScore file those measures are NA.

load helper

input() {
	printf 'Kitaplar evde\n\nağzı ağzı\nxé\n'
}

# The value of key $1 in the TSV report on stdin.
key() {
	sed -n "s/^$1	//p"
}

# A small lexicon: kitap root, kitab variant, lar affix, kitaplar word.
lexicon() {
	printf '# a test lexicon\nkitaplar\nkitap\troot\tCL_ISIM IS_SD\n' \
	    > "$BATS_TEST_TMPDIR/lex.tsv"
	printf 'kitab\tvariant\tkitap IS_SD\nlar\taffix\tlAr\n' \
	    >> "$BATS_TEST_TMPDIR/lex.tsv"
	echo "$BATS_TEST_TMPDIR/lex.tsv"
}

NA_KEYS=(scored_tokens NA turkish_tokens NA pure_tokens NA
    unique_scored NA unique_turkish NA unique_pure NA gold_words NA
    gold_boundaries NA gold_predicted NA gold_hits NA gold_exact NA
    gold_mismatch NA morphscore_words NA morphscore_scored NA
    morphscore_hits NA morphscore_mismatch NA)
NA_RATES=(tr_unique NA pure_unique NA tr_running NA pure_running NA
    boundary_precision NA boundary_recall NA boundary_f1 NA
    exact_word_rate NA morphscore NA)

@test "compat: the exact TSV report" {
	run --separate-stderr tt-stats -m compat -d $D < <(input)
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "$(printf '%s\t%s\n' \
	    lines 4 words 5 chars 24 bytes 29 tokens 12 unique_tokens 9 \
	    vocab_size 521 fallback_tokens 1 unknown_tokens 1 \
	    cut_words 0 cut_morph 0 cut_bpe 0 cut_bytes 0 \
	    tokens_per_word 2.400000 tokens_per_char 0.500000 \
	    chars_per_token 2.000000 fallback_share 0.083333 \
	    unknown_share 0.083333 morph_share 0.000000 byte_tokens 0 \
	    "${NA_KEYS[@]}" unique_pieces 10 space_tokens 1 \
	    byte_share 0.000000 "${NA_RATES[@]}" \
	    tokens_per_char_nonspace 0.458333 \
	    line_tokens_per_char 0.776353 \
	    line_tokens_per_char_nonspace 0.609687)" ]
}

@test "--json: one object, the same keys and values in the same order" {
	run --separate-stderr tt-stats -m compat -d $D --json < <(input)
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = '{"lines":4,"words":5,"chars":24,"bytes":29,"tokens":12,"unique_tokens":9,"vocab_size":521,"fallback_tokens":1,"unknown_tokens":1,"cut_words":0,"cut_morph":0,"cut_bpe":0,"cut_bytes":0,"tokens_per_word":2.400000,"tokens_per_char":0.500000,"chars_per_token":2.000000,"fallback_share":0.083333,"unknown_share":0.083333,"morph_share":0.000000,"byte_tokens":0,"scored_tokens":null,"turkish_tokens":null,"pure_tokens":null,"unique_scored":null,"unique_turkish":null,"unique_pure":null,"gold_words":null,"gold_boundaries":null,"gold_predicted":null,"gold_hits":null,"gold_exact":null,"gold_mismatch":null,"morphscore_words":null,"morphscore_scored":null,"morphscore_hits":null,"morphscore_mismatch":null,"unique_pieces":10,"space_tokens":1,"byte_share":0.000000,"tr_unique":null,"pure_unique":null,"tr_running":null,"pure_running":null,"boundary_precision":null,"boundary_recall":null,"boundary_f1":null,"exact_word_rate":null,"morphscore":null,"tokens_per_char_nonspace":0.458333,"line_tokens_per_char":0.776353,"line_tokens_per_char_nonspace":0.609687}' ]
}

@test "--json has exactly the keys of the TSV report" {
	local tsv json
	tsv=$(tt-stats -m compat -d $D tests/text/tr.txt | cut -f1)
	json=$(tt-stats -m compat -d $D --json tests/text/tr.txt |
	    grep -o '"[a-z_0-9]*":' | tr -d '":')
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
	    vocab_size 521 fallback_tokens 0 unknown_tokens 0 \
	    cut_words 0 cut_morph 0 cut_bpe 0 cut_bytes 0 \
	    tokens_per_word 0.000000 tokens_per_char 0.000000 \
	    chars_per_token 0.000000 fallback_share 0.000000 \
	    unknown_share 0.000000 morph_share 0.000000 byte_tokens 0 \
	    "${NA_KEYS[@]}" unique_pieces 0 space_tokens 0 \
	    byte_share 0.000000 "${NA_RATES[@]}" \
	    tokens_per_char_nonspace 0.000000 line_tokens_per_char 0.000000 \
	    line_tokens_per_char_nonspace 0.000000)" ]
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

# --- TR% and Pure% ----------------------------------------------------------

@test "TR% and Pure% of tt's tokens, unique and running" {
	# kitap lar ev de | ağz ı ağz ı: kitap pure, lar pure, the rest
	# not in the lexicon.  Running: 8 scored, 2 TR, 2 pure.  Distinct
	# pieces: kitap lar ev de ağz ı: 6, 2, 2.
	run --separate-stderr tt-stats -m compat -d $D -L "$(lexicon)" \
	    < <(printf 'Kitaplar evde\nağzı ağzı\n')
	[ "$status" -eq 0 ]
	[ "$(key scored_tokens <<<"$output")" = 8 ]
	[ "$(key turkish_tokens <<<"$output")" = 2 ]
	[ "$(key unique_scored <<<"$output")" = 6 ]
	[ "$(key unique_pure <<<"$output")" = 2 ]
	[ "$(key tr_running <<<"$output")" = 0.250000 ]
	[ "$(key pure_unique <<<"$output")" = 0.333333 ]
}

@test "-p: JSON pieces from another tokenizer, with the text" {
	# Kitap pure; lar pure; kitaplar Turkish, not pure; xyz not; ","
	# and "▁" not scored: TR 3/4, pure 2/4.
	printf 'Kitaplar, kitaplar xyz\n' > "$BATS_TEST_TMPDIR/text"
	run --separate-stderr tt-stats -p -L "$(lexicon)" \
	    --text "$BATS_TEST_TMPDIR/text" \
	    <<<'["▁Kitap", "lar", ",", "▁kitaplar", "▁", "xyz"]'
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$(key chars <<<"$output")" = 22 ]
	[ "$(key words <<<"$output")" = 3 ]
	[ "$(key tokens <<<"$output")" = 6 ]
	[ "$(key tokens_per_word <<<"$output")" = 2.000000 ]
	[ "$(key scored_tokens <<<"$output")" = 4 ]
	[ "$(key tr_running <<<"$output")" = 0.750000 ]
	[ "$(key pure_running <<<"$output")" = 0.500000 ]
	[ "$(key vocab_size <<<"$output")" = NA ]
}

@test "-p: separated pieces; without --text, the text is what they spell" {
	run --separate-stderr tt-stats -p -L "$(lexicon)" <<<'▁kitap lar ▁kitab ı'
	[ "$status" -eq 0 ]
	# "kitaplar kitabı": 15 characters, 2 words.
	[ "$(key chars <<<"$output")" = 15 ]
	[ "$(key words <<<"$output")" = 2 ]
	[ "$(key unique_tokens <<<"$output")" = 4 ]
	[ "$(key pure_tokens <<<"$output")" = 3 ]
}

@test "--types: each scored type, its count and class, first met first" {
	# Kitap and KİTAP one type (pure, 2); lar pure; kitaplar Turkish,
	# not pure; xyz other; a byte token other; "," not scored.  The
	# report is the same with it as without.
	t=$BATS_TEST_TMPDIR/types
	run --separate-stderr tt-stats -p -L "$(lexicon)" --types="$t" \
	    <<<'["▁Kitap", "lar", ",", "▁kitaplar", "▁xyz", "▁KİTAP", "<0xC4>", "a\u0001"]'
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "$(tt-stats -p -L "$(lexicon)" <<<'["▁Kitap", "lar", ",", "▁kitaplar", "▁xyz", "▁KİTAP", "<0xC4>", "a\u0001"]')" ]
	[ "$(cat "$t")" = "$(printf '2\tpure\tkitap\n1\tpure\tlar\n1\tturkish\tkitaplar\n1\tother\txyz\n1\tother\t<0xC4>\n1\tother\ta\\x01')" ]
	[ "$(wc -l < "$t")" -eq "$(key unique_scored <<<"$output")" ]
	[ "$(grep -c pure "$t")" -eq "$(key unique_pure <<<"$output")" ]
}

@test "--types: class - with no lexicon; a file it cannot write; not with --merge" {
	t=$BATS_TEST_TMPDIR/types
	run --separate-stderr tt-stats -p --types="$t" <<<'kitap lar kitap'
	[ "$status" -eq 0 ]
	[ "$(cat "$t")" = "$(printf '2\t-\tkitap\n1\t-\tlar')" ]
	run --separate-stderr tt-stats -p --types=/nonexistent/dir/t <<<'a'
	[ "$status" -eq 2 ]
	[[ "$stderr" == *"/nonexistent/dir/t: No such file or directory"* ]]
	run --separate-stderr tt-stats -p --types=/dev/full <<<'a'
	[ "$status" -eq 2 ]
	[[ "$stderr" == *"/dev/full: write error"* ]]
	run --separate-stderr tt-stats --merge --types="$t" /dev/null
	[ "$status" -eq 2 ]
	[[ "$stderr" == *"--types goes with a report"* ]]
}

@test "--delimiter: pieces that hold spaces" {
	run --separate-stderr tt-stats -p --delimiter='|' <<<'a b|c|d'
	[ "$status" -eq 0 ]
	[ "$(key tokens <<<"$output")" = 3 ]
}

@test "-b: byte-level pieces are read back to bytes (Ġ, Ä±)" {
	run --separate-stderr tt-stats -p -b -L "$(lexicon)" <<<'["ĠkitabÄ±", "Ġkitab", "Ä±"]'
	[ "$status" -eq 0 ]
	# The text is "kitabı kitabı"; kitab is pure, kitabı and ı are not
	# in the lexicon.
	[ "$(key chars <<<"$output")" = 13 ]
	[ "$(key pure_tokens <<<"$output")" = 1 ]
}

@test "--vocab-size gives the pieces' vocabulary" {
	run --separate-stderr tt-stats -p --vocab-size 32768 <<<'a b'
	[ "$(key vocab_size <<<"$output")" = 32768 ]
}

@test "tt-encode --json output is read as pieces" {
	local a b
	a=$(tt-stats -m compat -d $D -L "$(lexicon)" tests/text/tr.txt |
	    grep -E '^(tokens|scored_tokens|turkish_tokens|pure_tokens|unique_pure)	')
	b=$(tt-encode -m compat -d $D --json tests/text/tr.txt |
	    tt-stats -p -L "$(lexicon)" |
	    grep -E '^(tokens|scored_tokens|turkish_tokens|pure_tokens|unique_pure)	')
	[ "$a" = "$b" ]
}

@test "-L DIR reads DIR/morphemes.tsv and DIR/words.tsv; TT_LEXICON" {
	mkdir "$BATS_TEST_TMPDIR/lex"
	printf 'kitap\troot\tx\n' > "$BATS_TEST_TMPDIR/lex/morphemes.tsv"
	printf 'kitaplar\n' > "$BATS_TEST_TMPDIR/lex/words.tsv"
	run --separate-stderr tt-stats -p -L "$BATS_TEST_TMPDIR/lex" <<<'kitap kitaplar'
	[ "$(key tr_running <<<"$output")" = 1.000000 ]
	[ "$(key pure_running <<<"$output")" = 0.500000 ]
	TT_LEXICON=$BATS_TEST_TMPDIR/lex run --separate-stderr tt-stats -p <<<'kitap kitaplar'
	[ "$(key pure_running <<<"$output")" = 0.500000 ]
}

@test "a bad lexicon line: file, line, column; exit 2" {
	printf 'kitap\troot\nev\tnoun\n' > "$BATS_TEST_TMPDIR/bad.tsv"
	run --separate-stderr tt-stats -p -L "$BATS_TEST_TMPDIR/bad.tsv" <<<'a'
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-stats: $BATS_TEST_TMPDIR/bad.tsv:2:4: unknown class (word, root, variant, affix, name)" ]
}

@test "a missing lexicon: exit 2" {
	run --separate-stderr tt-stats -p -L nolex <<<'a'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: nolex: No such file or directory" ]
}

@test "bad JSON: file and line, the rest counted, exit 2" {
	run --separate-stderr tt-stats -p < <(printf '["a"]\n["b",]\n')
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: -:2: bad JSON" ]
	[ "$(key lines <<<"$output")" = 2 ]
	[ "$(key tokens <<<"$output")" = 1 ]
}

@test "--text and the pieces both from files, read side by side" {
	# Each file has a buffer of its own: the text, read second, must not
	# overwrite what is left of the pieces.
	printf 'a\nbbbbbbbbbbbb cccccccccccc dddddddddddd\n' \
	    > "$BATS_TEST_TMPDIR/text"
	printf '▁a\n▁b ▁c ▁d\n' > "$BATS_TEST_TMPDIR/pieces"
	run --separate-stderr tt-stats -p --text "$BATS_TEST_TMPDIR/text" \
	    "$BATS_TEST_TMPDIR/pieces"
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$(key lines <<<"$output")" = 2 ]
	[ "$(key words <<<"$output")" = 4 ]
	[ "$(key tokens <<<"$output")" = 4 ]
}

@test "--text shorter than the pieces: exit 2" {
	printf 'a\n' > "$BATS_TEST_TMPDIR/text"
	run --separate-stderr tt-stats -p --text "$BATS_TEST_TMPDIR/text" < <(printf 'a\nb\n')
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: $BATS_TEST_TMPDIR/text: fewer lines than the pieces" ]
}

# The validator lexicon of the project, as tt-stats(1) VALIDATOR states.
@test "dict/validator: kitap, kitab, ler, atasöz pure; kitaplar only Turkish" {
	run --separate-stderr tt-stats -p -L dict/validator \
	    <<<'kitap kitab ler atasöz kitaplar xqzw'
	[ "$status" -eq 0 ]
	[ "$(key scored_tokens <<<"$output")" = 6 ]
	[ "$(key turkish_tokens <<<"$output")" = 5 ]
	[ "$(key pure_tokens <<<"$output")" = 4 ]
	run --separate-stderr tt-stats -p -L dict/validator <<<'kitaplar'
	[ "$(key pure_tokens <<<"$output")" = 0 ]
}

@test "dict/validator is what scripts/lexicon.sh makes" {
	if [ ! -r /usr/share/hunspell/tr_TR.dic ] || ! command -v npm >/dev/null; then
		if [ -n "${CI:-}" ]; then
			echo "CI is set but hunspell-tr or npm is missing"
			return 1
		fi
		skip "hunspell-tr or npm not installed"
	fi
	run scripts/lexicon.sh "$BATS_TEST_TMPDIR/v"
	[ "$status" -eq 0 ]
	cmp "$BATS_TEST_TMPDIR/v/morphemes.tsv" dict/validator/morphemes.tsv
	cmp "$BATS_TEST_TMPDIR/v/words.tsv" dict/validator/words.tsv
}

# --- Gold segmentations -------------------------------------------------------

gold() {
	printf 'kitaplar\tkitap lar\ngidiyor\tgid iyor, gi di yor\nevde\tevde\n' \
	    > "$BATS_TEST_TMPDIR/gold.tsv"
	echo "$BATS_TEST_TMPDIR/gold.tsv"
}

@test "--gold: tt cuts each word; boundary P, R, F1, exact words" {
	# kitap|lar exact; gid|i|yor against gid|iyor (F1 2/3, better than
	# 2/4 for gi|di|yor): 1 hit of 2; ev|de against evde: 0 of 1.
	# P 2/4, R 2/2, F1 2/3, exact 1/3.
	run --separate-stderr tt-stats -m compat -d $D -g "$(gold)" </dev/null
	[ "$status" -eq 0 ]
	[ "$(key gold_words <<<"$output")" = 3 ]
	[ "$(key gold_predicted <<<"$output")" = 4 ]
	[ "$(key gold_boundaries <<<"$output")" = 2 ]
	[ "$(key gold_hits <<<"$output")" = 2 ]
	[ "$(key boundary_precision <<<"$output")" = 0.500000 ]
	[ "$(key boundary_recall <<<"$output")" = 1.000000 ]
	[ "$(key boundary_f1 <<<"$output")" = 0.666667 ]
	[ "$(key exact_word_rate <<<"$output")" = 0.333333 ]
}

@test "--gold-pieces: another tokenizer's pieces of the gold words" {
	printf '%s\n' '["▁kitap","lar"]' '▁gid iyor' '▁ev de' > "$BATS_TEST_TMPDIR/gp"
	run --separate-stderr tt-stats -p -g "$(gold)" \
	    --gold-pieces "$BATS_TEST_TMPDIR/gp" </dev/null
	[ "$status" -eq 0 ]
	# P 2/3, R 2/2, F1 0.8, exact 2/3.
	[ "$(key boundary_f1 <<<"$output")" = 0.800000 ]
	[ "$(key exact_word_rate <<<"$output")" = 0.666667 ]
	[ "$(key gold_mismatch <<<"$output")" = 0 ]
}

@test "--gold-pieces that do not spell the word are counted" {
	printf '%s\n' '▁kitab lar' '▁gid iyor' '▁ev de' > "$BATS_TEST_TMPDIR/gp"
	run --separate-stderr tt-stats -p -g "$(gold)" \
	    --gold-pieces "$BATS_TEST_TMPDIR/gp" </dev/null
	[ "$(key gold_mismatch <<<"$output")" = 1 ]
}

@test "-p --gold without --gold-pieces: usage, exit 2" {
	run --separate-stderr tt-stats -p -g "$(gold)" </dev/null
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "${stderr%%$'\n'*}" = "tt-stats: with --pieces, --gold needs --gold-pieces and --morphscore --morphscore-pieces" ]
}

@test "a malformed gold file: file, line, column; exit 2" {
	printf 'ev\tev\nkitaplar\tkitab lar\n' > "$BATS_TEST_TMPDIR/bad"
	run --separate-stderr tt-stats -m compat -d $D -g "$BATS_TEST_TMPDIR/bad" </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: $BATS_TEST_TMPDIR/bad:2:14: not word<TAB>morphs that spell it" ]
}

@test "--morphscore: the stem boundary rate; whole words not scored" {
	printf ',full_word,pt1,rest\n0,kitaplar,kitap,lar\n1,evde,ev,de\n2,gel,gel,\n3,okudu,oku,du\n' \
	    > "$BATS_TEST_TMPDIR/ms.csv"
	printf '%s\n' '▁kitap lar' '▁evde' '▁ge l' '▁ok udu' > "$BATS_TEST_TMPDIR/msp"
	run --separate-stderr tt-stats -p --morphscore "$BATS_TEST_TMPDIR/ms.csv" \
	    --morphscore-pieces "$BATS_TEST_TMPDIR/msp" </dev/null
	[ "$status" -eq 0 ]
	[ "$(key morphscore_words <<<"$output")" = 4 ]
	[ "$(key morphscore_scored <<<"$output")" = 2 ]
	[ "$(key morphscore <<<"$output")" = 0.500000 ]
}

@test "compat on the Morpho Challenge words with the reference" {
	need_ref
	run --separate-stderr tt-stats -m compat -d "$REF" \
	    -g ../shared/data/tr/gold/morpho_challenge_2010/goldstd_trainset.segmentation.utf8.tsv </dev/null
	[ "$status" -eq 0 ]
	[ "$(key gold_words <<<"$output")" = 1000 ]
	[ "$(key gold_mismatch <<<"$output")" = 0 ]
	[ "$(key boundary_f1 <<<"$output")" = 0.748311 ]
}

# --- Similarity -------------------------------------------------------------------

sim_files() {
	printf '1 2 3\n7\n\n' > "$BATS_TEST_TMPDIR/a"
	printf '1 3\n7\n\n' > "$BATS_TEST_TMPDIR/b"
	printf '["1","2","3"]\n[7]\n[]\n' > "$BATS_TEST_TMPDIR/c"
}

@test "--similarity: one row per pair; seed 002's scoring" {
	sim_files
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr tt-stats --similarity a b c
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	# a/b line 1: 1 - 3 vs 1 2 3 scores 2 - 1 + 2 = 3, 3 / (2 sqrt 6)
	# = 0.612372; line 2: 1; line 3 (both empty) is not counted.
	[ "$output" = "$(printf 'a\tb\t2\t0.806186\na\tc\t2\t1.000000\nb\tc\t2\t0.806186')" ]
}

@test "--similarity --json" {
	sim_files
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr tt-stats --similarity --json a b
	[ "$output" = '{"file_a":"a","file_b":"b","lines":2,"mean_similarity":0.806186}' ]
}

@test "--similarity --per-line: one line each, empty stays empty" {
	sim_files
	run --separate-stderr tt-stats --similarity --per-line \
	    "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf '0.612372\n1.000000\n')" ]
	[ "${#lines[@]}" -eq 2 ] && [ "$(tt-stats --similarity --per-line \
	    "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b" | wc -l)" -eq 3 ]
}

@test "--similarity needs two files" {
	sim_files
	run --separate-stderr tt-stats --similarity "$BATS_TEST_TMPDIR/a"
	[ "$status" -eq 2 ]
	[ "${stderr%%$'\n'*}" = "tt-stats: --similarity needs two files or more" ]
}

@test "--similarity: files of different lengths are compared as far as both go, exit 2" {
	printf '1\n2\n' > "$BATS_TEST_TMPDIR/x"
	printf '1\n' > "$BATS_TEST_TMPDIR/y"
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr tt-stats --similarity x y
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: x, y: 2 and 1 lines" ]
	[ "$output" = "$(printf 'x\ty\t1\t1.000000')" ]
}

# --- Merging ------------------------------------------------------------------------

@test "--merge: shards sum to the whole; rates recomputed; distinct counts NA" {
	local whole merged
	cd "$BATS_TEST_TMPDIR"
	printf 'Kitaplar evde\nağzı ağzı\nxé\nev\n' > all
	head -n 2 all > s1
	tail -n 2 all > s2
	tt-stats -m compat -d "$ROOT/$D" s1 > s1.tsv
	tt-stats -m compat -d "$ROOT/$D" s2 > s2.tsv
	whole=$(tt-stats -m compat -d "$ROOT/$D" all |
	    grep -v 'unique_tokens\|unique_pieces\|line_')
	merged=$(tt-stats --merge s1.tsv s2.tsv)
	[ "$(grep -v 'unique_tokens\|unique_pieces\|line_' <<<"$merged")" = "$whole" ]
	[ "$(key line_tokens_per_char <<<"$merged")" = NA ]
	[ "$(key unique_tokens <<<"$merged")" = NA ]
	[ "$(key unique_pieces <<<"$merged")" = NA ]
}

@test "--merge: a line that is not a report's, exit 2" {
	printf 'lines\t3\nnonsense\t1\n' > "$BATS_TEST_TMPDIR/r"
	run --separate-stderr tt-stats --merge "$BATS_TEST_TMPDIR/r"
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: $BATS_TEST_TMPDIR/r:2: not a line of a tt-stats report" ]
}

# --- Errors and options -------------------------------------------------------------

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

@test "a bad --vocab-size: exit 2" {
	run --separate-stderr tt-stats -p --vocab-size=-1 </dev/null
	[ "$status" -eq 2 ]
	[ "${stderr%%$'\n'*}" = "tt-stats: bad vocabulary size '-1'" ]
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

@test "| head -n1 ends quietly" {
	run --separate-stderr bash -c 'tt-stats -m compat -d tests/dict tests/text/a.txt | head -n1'
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "$(printf 'lines\t2')" ]
}

# --- Man page EXAMPLES ----------------------------------------------------------------

@test "man tt-stats(1): TR% and Pure% of pieces from elsewhere" {
	run --separate-stderr bash -c "echo '[\"▁kitap\", \"lar\", \"▁kitaplar\", \"ı\"]' | tt-stats -p -L dict/validator | grep _running"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'tr_running\t1.000000\npure_running\t0.750000')" ]
}

@test "man tt-stats(1): tt-encode --json | tt-stats -p" {
	need_ref
	export TT_DICT=$REF
	run --separate-stderr bash -c "echo 'Atasözleri geçmişten.' | tt-encode -m compat --json | tt-stats -p -L dict/validator | grep -w pure_tokens"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'pure_tokens\t5')" ]
}

@test "man tt-stats(1): --similarity of three token files" {
	cd "$BATS_TEST_TMPDIR"
	printf '1 2 3\n' > ace.txt
	printf '1 3\n' > ban.txt
	printf '1 2 3\n' > ind.txt
	run --separate-stderr tt-stats --similarity ace.txt ban.txt ind.txt
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'ace.txt\tban.txt\t1\t0.612372\nace.txt\tind.txt\t1\t1.000000\nban.txt\tind.txt\t1\t0.612372')" ]
}

@test "man tt-stats(1): shards merged" {
	cd "$BATS_TEST_TMPDIR"
	cp "$ROOT/tests/text/tr.txt" corpus.txt
	run --separate-stderr bash -c "split -n l/2 corpus.txt shard. && for f in shard.a?; do tt-stats -d $ROOT/tests/dict \$f > \$f.tsv; done && tt-stats --merge shard.a?.tsv | grep -w tokens"
	[ "$status" -eq 0 ]
	[ "$output" = "$(tt-stats -d "$ROOT/tests/dict" corpus.txt | grep -w tokens)" ]
}

@test "man tt-stats(1): boundary F1 of another tokenizer's pieces" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr bash -c "printf 'kitaplar\tkitap lar\n' > gold.tsv && echo '▁kit ap lar' > pieces.txt && tt-stats -p -g gold.tsv --gold-pieces pieces.txt /dev/null | grep -w boundary_f1"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'boundary_f1\t0.666667')" ]
}

# --- Figures a reviewer can check (issue 18) -----------------------------------

# The figures of the report on stdin that tests/stats-check.py prints.
figures() {
	grep -E "^(words|chars|tokens|tokens_per_word|boundary_f1|morphscore)	"
}

# tests/stats: our own sentences, gold words and MorphScore words, and
# pieces of them cut by hand, SentencePiece-style (.spm, with <0xC4> <0x9F>
# for ğ) and byte-level (.bl).
T=tests/stats

@test "tt's pieces: -p, with and without --text, as text mode and stats-check.py" {
	local own p pt py pyt
	export TT_DICT=dict/tr
	cut -f1 $T/gold.tsv | tt-encode --json > "$BATS_TEST_TMPDIR/g"
	sed 1d $T/ms.csv | cut -d, -f2 | tt-encode --json > "$BATS_TEST_TMPDIR/m"
	tt-encode --json $T/text.txt > "$BATS_TEST_TMPDIR/p"
	gold="-g $T/gold.tsv --morphscore $T/ms.csv"
	pg="--gold-pieces $BATS_TEST_TMPDIR/g --morphscore-pieces $BATS_TEST_TMPDIR/m"
	own=$(tt-stats $gold $T/text.txt | figures)
	pt=$(tt-stats -p $gold $pg --text $T/text.txt "$BATS_TEST_TMPDIR/p" | figures)
	p=$(tt-stats -p $gold $pg "$BATS_TEST_TMPDIR/p" | figures)
	pyt=$(python3 tests/stats-check.py $T/text.txt "$BATS_TEST_TMPDIR/p" \
	    $T/gold.tsv "$BATS_TEST_TMPDIR/g" $T/ms.csv "$BATS_TEST_TMPDIR/m")
	py=$(python3 tests/stats-check.py - "$BATS_TEST_TMPDIR/p" \
	    $T/gold.tsv "$BATS_TEST_TMPDIR/g" $T/ms.csv "$BATS_TEST_TMPDIR/m")
	[ "$(grep -c . <<<"$own")" -eq 6 ]
	[ "$own" = "$pt" ]
	[ "$own" = "$p" ]
	[ "$own" = "$pyt" ]
	[ "$own" = "$py" ]
	# Capitals, İ, ISPARTA'da, a glued "(": 17 words, 159 characters.
	[ "$(sed -n 's/^words\t//p' <<<"$own")" = 17 ]
	[ "$(sed -n 's/^chars\t//p' <<<"$own")" = 159 ]
}

@test "SentencePiece-style and byte-level pieces: -p as stats-check.py" {
	local f fl a b c d
	for f in spm bl; do
		fl=
		[ $f = bl ] && fl=-b
		set -- -g $T/gold.tsv --gold-pieces $T/gold.$f \
		    --morphscore $T/ms.csv --morphscore-pieces $T/ms.$f
		a=$(tt-stats -p $fl "$@" --text $T/text.txt $T/text.$f | figures)
		b=$(tt-stats -p $fl "$@" $T/text.$f | figures)
		c=$(python3 tests/stats-check.py $fl $T/text.txt $T/text.$f \
		    $T/gold.tsv $T/gold.$f $T/ms.csv $T/ms.$f)
		d=$(python3 tests/stats-check.py $fl - $T/text.$f \
		    $T/gold.tsv $T/gold.$f $T/ms.csv $T/ms.$f)
		[ "$(grep -c . <<<"$a")" -eq 6 ]
		[ "$a" = "$b" ]
		[ "$a" = "$c" ]
		[ "$a" = "$d" ]
	done
}

@test "MorphScore: <cap> spells nothing and T matches t (Türkçeleştir|miş)" {
	printf ',full_word,pt1,rest\n0,Türkçeleştirmiş,Türkçeleştir,miş\n' > "$BATS_TEST_TMPDIR/ms.csv"
	echo '["<cap>", " türkçe", "leştir", "miş"]' > "$BATS_TEST_TMPDIR/p"
	run --separate-stderr tt-stats -p --morphscore "$BATS_TEST_TMPDIR/ms.csv" \
	    --morphscore-pieces "$BATS_TEST_TMPDIR/p" /dev/null
	[ "$status" -eq 0 ]
	[ "$(key morphscore <<<"$output")" = 1.000000 ]
	[ "$(key morphscore_mismatch <<<"$output")" = 0 ]
	echo '["▁Türkçe", "leştirme", "miş"]' > "$BATS_TEST_TMPDIR/p"
	run --separate-stderr tt-stats -p --morphscore "$BATS_TEST_TMPDIR/ms.csv" \
	    --morphscore-pieces "$BATS_TEST_TMPDIR/p" /dev/null
	[ "$(key morphscore_mismatch <<<"$output")" = 1 ]
}

@test "gold pieces: <0xC4> <0x9F> are the two bytes of ğ" {
	printf 'ağaçlar\tağaç lar\n' > "$BATS_TEST_TMPDIR/g.tsv"
	echo '["▁a", "<0xC4>", "<0x9F>", "aç", "lar"]' > "$BATS_TEST_TMPDIR/g.p"
	run --separate-stderr tt-stats -p -g "$BATS_TEST_TMPDIR/g.tsv" \
	    --gold-pieces "$BATS_TEST_TMPDIR/g.p" /dev/null
	[ "$status" -eq 0 ]
	[ "$(key gold_hits <<<"$output")" = 1 ]
	[ "$(key gold_mismatch <<<"$output")" = 0 ]
}

@test "-p without --text: markers are no words (Atasözleri geçmişten.)" {
	run --separate-stderr bash -c "echo 'Atasözleri geçmişten.' |
	    TT_DICT=dict/tr tt-encode --json | tt-stats -p"
	[ "$status" -eq 0 ]
	[ "$(key words <<<"$output")" = 2 ]
	[ "$(key chars <<<"$output")" = 21 ]
	[ "$(key tokens_per_word <<<"$output")" = 3.000000 ]
}

@test "-p without --text: <glue> takes the space of the next piece" {
	run --separate-stderr tt-stats -p <<<'[" (", "<glue>", " kitap", "lar", ")"]'
	[ "$(key words <<<"$output")" = 1 ]
	[ "$(key chars <<<"$output")" = 10 ]
	# "Ufak: the glue holds past the case marker.
	run --separate-stderr tt-stats -p <<<'[" \"", "<glue>", "<cap>", " ufak", " at"]'
	[ "$(key words <<<"$output")" = 2 ]
	[ "$(key chars <<<"$output")" = 8 ]
}

@test "a byte token and a BPE piece of the same byte are two pieces, as -p sees them" {
	local a b
	export TT_DICT=dict/tr
	printf 'Ev\xff\x01 g\xfczel.\n' | cat $T/text.txt - > "$BATS_TEST_TMPDIR/t"
	a=$(tt-stats "$BATS_TEST_TMPDIR/t" | grep '^unique_\|^byte_tokens')
	b=$(tt-encode --json "$BATS_TEST_TMPDIR/t" | tt-stats -p |
	    grep '^unique_\|^byte_tokens')
	[ "$a" = "$b" ]
	[ "$(grep byte_tokens <<<"$a")" = "$(printf 'byte_tokens\t3')" ]
}

@test "unique_tokens are types (no markers, lowercase); unique_pieces as written" {
	run --separate-stderr tt-stats -p <<<'▁Kitap kitap ▁kitap ▁ ,'
	[ "$(key unique_tokens <<<"$output")" = 2 ]
	[ "$(key unique_pieces <<<"$output")" = 5 ]
	[ "$(key space_tokens <<<"$output")" = 1 ]
}

@test "gold: the alternative with the highest F counts, not the fewest boundaries" {
	printf 'gözlükçü\tgöz lük çü, gözlük çü\n' > "$BATS_TEST_TMPDIR/g.tsv"
	echo '▁göz lük çü' > "$BATS_TEST_TMPDIR/g.p"
	run --separate-stderr tt-stats -p -g "$BATS_TEST_TMPDIR/g.tsv" \
	    --gold-pieces "$BATS_TEST_TMPDIR/g.p" /dev/null
	[ "$(key gold_boundaries <<<"$output")" = 2 ]
	[ "$(key boundary_f1 <<<"$output")" = 1.000000 ]
	[ "$(key gold_exact <<<"$output")" = 1 ]
}

@test "syllable mode: TPC with and without the space tokens" {
	run --separate-stderr tt-stats -m syllable -d dict/id <<<'saya makan'
	[ "$status" -eq 0 ]
	# sa ya " " ma kan: 5 tokens, 1 a space, 10 characters.
	[ "$(key tokens <<<"$output")" = 5 ]
	[ "$(key space_tokens <<<"$output")" = 1 ]
	[ "$(key tokens_per_char <<<"$output")" = 0.500000 ]
	[ "$(key tokens_per_char_nonspace <<<"$output")" = 0.400000 ]
	[ "$(key line_tokens_per_char_nonspace <<<"$output")" = 0.400000 ]
}

@test "--merge reads --json reports too" {
	local whole
	cd "$BATS_TEST_TMPDIR"
	printf 'Kitaplar evde\nağzı ağzı\n' > s1
	printf 'xé\nev\n' > s2
	cat s1 s2 > all
	tt-stats -m compat -d "$ROOT/$D" --json s1 > s1.json
	tt-stats -m compat -d "$ROOT/$D" s2 > s2.tsv
	whole=$(tt-stats -m compat -d "$ROOT/$D" all | grep -v 'unique_\|line_')
	run --separate-stderr tt-stats --merge s1.json s2.tsv
	[ "$status" -eq 0 ]
	[ "$(grep -v 'unique_\|line_' <<<"$output")" = "$whole" ]
	echo '{"lines":x}' > bad.json
	run --separate-stderr tt-stats --merge bad.json
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-stats: bad.json:1: not a line of a tt-stats report" ]
}

@test "dict/validator: no consonant alone, no proper noun as a root" {
	local w
	# y, d, br: letter names and abbreviations; s, ms, tt: hunspell's.
	for w in y d br tl s ms tt; do
		run --separate-stderr tt-stats -p -L dict/validator <<<"$w"
		[ "$(key turkish_tokens <<<"$output")" = 0 ]
	done
	# l is no affix (the passive after a vowel is n); n and r are.
	run --separate-stderr tt-stats -p -L dict/validator <<<'l n r'
	[ "$(key pure_tokens <<<"$output")" = 2 ]
	# eden, seni, ular: words (inflected forms), not roots.
	run --separate-stderr tt-stats -p -L dict/validator <<<'eden seni ular'
	[ "$(key turkish_tokens <<<"$output")" = 3 ]
	[ "$(key pure_tokens <<<"$output")" = 0 ]
}

@test "dict/validator: a proper name is a root only where written with a capital" {
	# Ankara and Eden are names of the lexicon; ankara and eden in
	# small letters are no root (eden a word form, ankara nothing).
	run --separate-stderr tt-stats -p -L dict/validator <<<'Ankara Eden'
	[ "$(key pure_tokens <<<"$output")" = 2 ]
	run --separate-stderr tt-stats -p -L dict/validator <<<'ankara eden'
	[ "$(key pure_tokens <<<"$output")" = 0 ]
	[ "$(key turkish_tokens <<<"$output")" = 2 ]
	# tt's own pieces: the name after <cap> (<cap> ankara ' da).
	run --separate-stderr tt-stats -L dict/validator <<<"Ankara'da"
	[ "$(key scored_tokens <<<"$output")" = 2 ]
	[ "$(key pure_tokens <<<"$output")" = 2 ]
	printf 'x\tname\n' > "$BATS_TEST_TMPDIR/lex.tsv"
	run --separate-stderr tt-stats -p -L "$BATS_TEST_TMPDIR/lex.tsv" <<<'X x'
	[ "$(key pure_tokens <<<"$output")" = 1 ]
	[ "$(key turkish_tokens <<<"$output")" = 1 ]
}
