#!/usr/bin/env bats
# The syllable model (seed 002): tt-encode -m syllable with dict/id or a
# dictionary that tt-sylvocab builds here, tt-sylvocab itself, the
# helper of scripts/nusax.sh, and the round trip of every NusaX and
# Indonesian word-list line when ../shared is there.

load helper

ID=../shared/data/id
KBBI=$ID/indonesian_wordlists/kbbi_damzaky/list_1.0.0.txt

# Skip unless the Indonesian data is there; under CI, fail instead.
need_id() {
	if [ -f "$ID/nusax/mt/train.csv" ] && [ -f "$KBBI" ]; then
		return 0
	fi
	if [ -n "${CI:-}" ]; then
		echo "CI is set but $ID (from the repository root) is missing"
		return 1
	fi
	skip "../shared not present"
}

# The value of key $1 in a TSV report in $output.
field() {
	printf '%s\n' "$output" | sed -n "s/^$1\t//p"
}

# A dictionary of 100 pieces from four words: the 94 printable ASCII
# characters, teks (one syllable), then ba ha ki sa struk by bytes.
tiny() {
	printf 'bahasa\nstruktur\nteks\nkita\n' |
	    tt-sylvocab -n 100 -o "$BATS_TEST_TMPDIR/tiny"
}

# --- tt-sylvocab -----------------------------------------------------------

@test "sylvocab: -c counts the syllables, most frequent first" {
	run --separate-stderr tt-sylvocab -c < <(printf 'struktur bahasa\nteks\n')
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "$(printf 'ba\t1\nha\t1\nsa\t1\nstruk\t1\nteks\t1\ntur\t1')" ]
}

@test "sylvocab: -c ranks by count, then bytes; words are letter runs" {
	run --separate-stderr tt-sylvocab -c < <(printf 'Kita-kita, 12 kata\n')
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'ta\t3\nki\t2\nka\t1')" ]
}

@test "sylvocab: -o writes the four files of a syllable dictionary" {
	tiny
	cd "$BATS_TEST_TMPDIR/tiny"
	[ "$(ls)" = "$(printf 'bpe_tokenler.json\nekler.json\nkokler.json\nsyllable.json')" ]
	[ "$(cat kokler.json)" = '{
  "<uppercase>": 0,
  "<unknown>": 1,
  " ": 2,
  "\n": 3,
  "\t": 4,
  "<pad>": 5,
  "<eos>": 6
}' ]
	[ "$(cat ekler.json)" = "{}" ]
	[ "$(head -n 8 bpe_tokenler.json)" = '{
  "ba": 7,
  "ha": 8,
  "ki": 9,
  "sa": 10,
  "struk": 11,
  "teks": 12,
  "!": 13,' ]
	[ "$(grep -c ': ' bpe_tokenler.json)" -eq 100 ]
	grep -qF '  "\"": 14,' bpe_tokenler.json
	grep -qF '  "\\": 72,' bpe_tokenler.json
	[ "$(tail -n 2 bpe_tokenler.json)" = '  "~": 106
}' ]
	[ "$(cat syllable.json)" = '{
  "version": 1,
  "language": "id",
  "case": "unicode",
  "vowels": ["a", "e", "i", "o", "u", "é", "è", "ê", "ā", "ī", "ū", "ë", "ě", "ė", "ō", "à", "â", "ä", "î", "ô", "ö", "û", "ü"],
  "digraphs": ["kh", "ng", "ny", "sy", "th", "dh"],
  "medials": ["r", "l", "w", "y"],
  "codas": ["ng", "r", "h"]
}' ]
}

@test "sylvocab: a syllable has a vowel; bkkbn and über's b are none" {
	run --separate-stderr tt-sylvocab -c < <(printf 'bkkbn über pëdagang\n')
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'ber\t1\nda\t1\ngang\t1\npë\t1\nü\t1')" ]
}

@test "sylvocab: the same list gives the same dictionary" {
	tiny
	mv "$BATS_TEST_TMPDIR/tiny" "$BATS_TEST_TMPDIR/first"
	tiny
	diff -r "$BATS_TEST_TMPDIR/first" "$BATS_TEST_TMPDIR/tiny"
}

@test "sylvocab: the default size is 2843 pieces" {
	# 21 x 5 x 21 closed syllables and 21 x 5 x 8 more: 2,205 + 840.
	for c in b c d f g h j k l m n p q r s t v w x y z; do
		for v in a e i o u; do
			for f in b c d f g h j k l m n p q r s t v w x y z; do
				printf '%s%s%s\n' $c $v $f
			done
			for f in ks ps ts kt pt st lt mp; do
				printf '%s%s%s\n' $c $v $f
			done
		done
	done > "$BATS_TEST_TMPDIR/words"
	[ "$(tt-sylvocab -c "$BATS_TEST_TMPDIR/words" | wc -l)" -eq 3045 ]
	tt-sylvocab -o "$BATS_TEST_TMPDIR/d" "$BATS_TEST_TMPDIR/words"
	[ "$(grep -c ': ' "$BATS_TEST_TMPDIR/d/bpe_tokenler.json")" -eq 2843 ]
}

@test "sylvocab: -i keeps the IDs of the pieces an old dictionary has" {
	tiny
	# kita gone, nasi new: ki (9) leaves, na and si come in; ki's ID goes
	# to na (ranked first, by bytes), si takes the first ID after.
	printf 'bahasa\nstruktur\nteks\nnasi\n' |
	    tt-sylvocab -n 101 -i "$BATS_TEST_TMPDIR/tiny" -o "$BATS_TEST_TMPDIR/new"
	cd "$BATS_TEST_TMPDIR/new"
	[ "$(head -n 8 bpe_tokenler.json)" = '{
  "ba": 7,
  "ha": 8,
  "na": 9,
  "sa": 10,
  "struk": 11,
  "teks": 12,
  "!": 13,' ]
	[ "$(tail -n 3 bpe_tokenler.json)" = '  "~": 106,
  "si": 107
}' ]
	[ "$(grep -c ': ' bpe_tokenler.json)" -eq 101 ]
	# Without -i, the ranks: na 9, si 11.
	printf 'bahasa\nstruktur\nteks\nnasi\n' |
	    tt-sylvocab -n 101 -o "$BATS_TEST_TMPDIR/ranked"
	grep -qF '  "si": 11,' "$BATS_TEST_TMPDIR/ranked/bpe_tokenler.json"
	# The same list with -i of its own dictionary: the same dictionary.
	printf 'bahasa\nstruktur\nteks\nkita\n' |
	    tt-sylvocab -n 100 -i "$BATS_TEST_TMPDIR/tiny" -o "$BATS_TEST_TMPDIR/same"
	diff -r "$BATS_TEST_TMPDIR/tiny" "$BATS_TEST_TMPDIR/same"
}

@test "sylvocab: -i without -o, and a missing -i dictionary" {
	run --separate-stderr tt-sylvocab -i dict/id -c </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-sylvocab: -i gives IDs to the dictionary of -o: give -o dir
Try 'tt-sylvocab --help' for more information." ]
	run --separate-stderr tt-sylvocab -i "$BATS_TEST_TMPDIR/nope" -o "$BATS_TEST_TMPDIR/d" <<<'bahasa'
	[ "$status" -eq 2 ]
	[[ "$stderr" = "tt-sylvocab: $BATS_TEST_TMPDIR/nope"* ]]
	[ ! -e "$BATS_TEST_TMPDIR/d" ]
}

@test "sylvocab: a size below the base characters is refused" {
	run --separate-stderr tt-sylvocab -n 93 -o "$BATS_TEST_TMPDIR/d" </dev/null
	[ "$status" -eq 2 ]
	[ "$output" = "" ]
	[ "$stderr" = "tt-sylvocab: size 93 leaves no room for the base characters" ]
}

@test "sylvocab: a bad size is a usage error" {
	for n in 0 -5 x 12x 99999999999999999999; do
		run --separate-stderr tt-sylvocab -n "$n" -c </dev/null
		[ "$status" -eq 2 ]
		[ "$stderr" = "tt-sylvocab: bad size '$n'
Try 'tt-sylvocab --help' for more information." ]
	done
}

@test "sylvocab: without -o or -c there is nothing to do" {
	run --separate-stderr tt-sylvocab </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-sylvocab: nothing to do: give -o dir or -c
Try 'tt-sylvocab --help' for more information." ]
}

@test "sylvocab: a missing file is reported and no dictionary written" {
	run --separate-stderr tt-sylvocab -o "$BATS_TEST_TMPDIR/d" nope.txt
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-sylvocab: nope.txt: No such file or directory" ]
	[ ! -e "$BATS_TEST_TMPDIR/d" ]
}

@test "sylvocab: -s reads a language's own sets" {
	printf '{"version": 1, "language": "su", "vowels": ["eu", "a", "e", "i", "o", "u"],\n "digraphs": ["ng", "ny"], "medials": ["r", "l"], "codas": ["ng", "r", "h"]}\n' \
	    > "$BATS_TEST_TMPDIR/su.json"
	run --separate-stderr tt-sylvocab -s "$BATS_TEST_TMPDIR/su.json" -c <<<'ngeunah'
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'nah\t1\nngeu\t1')" ]
	run tt-sylvocab -c <<<'ngeunah'
	[ "$output" = "$(printf 'nah\t1\nnge\t1\nu\t1')" ]
	tt-sylvocab -s "$BATS_TEST_TMPDIR/su.json" -o "$BATS_TEST_TMPDIR/su" </dev/null
	grep -q '"language": "su"' "$BATS_TEST_TMPDIR/su/syllable.json"
	grep -q '"vowels": \["eu", "a"' "$BATS_TEST_TMPDIR/su/syllable.json"
}

@test "sylvocab: a malformed sets file names the place" {
	printf '{"version": 1, "vowels": ["a"], "medials": ["rl"]}\n' \
	    > "$BATS_TEST_TMPDIR/bad.json"
	run --separate-stderr tt-sylvocab -s "$BATS_TEST_TMPDIR/bad.json" -c </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-sylvocab: $BATS_TEST_TMPDIR/bad.json:1:45: medial \"rl\" is not one letter" ]
}

@test "sylvocab: a missing sets file" {
	run --separate-stderr tt-sylvocab -s nope.json -c </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-sylvocab: nope.json: No such file or directory" ]
}

@test "sylvocab: an output directory that cannot be made" {
	run --separate-stderr tt-sylvocab -o /nonexistent/d </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-sylvocab: /nonexistent/d: No such file or directory" ]
}

# Paths are as long as the system takes: past PATH_MAX (4096 bytes on
# Linux), the error names the whole path, cut nowhere.
@test "sylvocab: an output directory past PATH_MAX is named whole" {
	dir=$BATS_TEST_TMPDIR
	while [ ${#dir} -le 4096 ]; do dir=$dir/$(printf '%0200d' 0); done
	run --separate-stderr tt-sylvocab -o "$dir" <<<'bahasa'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-sylvocab: $dir: File name too long" ]
}

@test "sylvocab: a file past PATH_MAX in the output directory is named whole" {
	dir=$BATS_TEST_TMPDIR
	while [ ${#dir} -lt 3850 ]; do dir=$dir/$(printf '%0200d' 0); done
	dir=$dir/$(printf '%0*d' $((4090 - ${#dir} - 1)) 0)
	mkdir -p "$dir"
	run --separate-stderr tt-sylvocab -o "$dir" <<<'bahasa'
	[ "$status" -eq 2 ]
	# The directory written beside it, $dir.tmpXXXXXX, is too long.
	[ "$stderr" = "tt-sylvocab: $dir: File name too long" ]
	[ -z "$(ls -A "$dir")" ]
	[ "$(ls "$(dirname "$dir")")" = "$(basename "$dir")" ]
}

# ulimit -f stops bpe_tokenler.json at 8 KiB (SIGXFSZ ignored: EFBIG).
@test "sylvocab: a write error leaves no part of a dictionary (-o)" {
	need_id
	mkdir "$BATS_TEST_TMPDIR/w"
	cd "$BATS_TEST_TMPDIR/w"
	run --separate-stderr bash -c "trap '' XFSZ; ulimit -f 8
	    tt-sylvocab -o new '$ROOT/$KBBI'"
	[ "$status" -eq 2 ]
	[[ "$stderr" = "tt-sylvocab: new.tmp"*"/bpe_tokenler.json: write error: File too large" ]]
	[ "$(ls -A)" = "" ]
	tt-sylvocab -o old "$ROOT/$KBBI"
	cp -r old before
	run --separate-stderr bash -c "trap '' XFSZ; ulimit -f 8
	    tt-sylvocab -n 3000 -o old '$ROOT/$KBBI'"
	[ "$status" -eq 2 ]
	diff -r before old
	[ "$(ls -A)" = "$(printf 'before\nold')" ]
}

@test "sylvocab: /dev/full: write error, exit 2" {
	run --separate-stderr bash -c 'echo bahasa | tt-sylvocab -c > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-sylvocab: write error: No space left on device" ]
}

@test "sylvocab: --help goes to stdout, exit 0" {
	run --separate-stderr tt-sylvocab --help
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "${lines[0]}" = "usage: tt-sylvocab [-cV] [-i dir] [-n size] [-o dir] [-s sets] [file ...]" ]
}

@test "sylvocab: --version prints one line, exit 0" {
	run --separate-stderr tt-sylvocab --version
	[ "$status" -eq 0 ]
	[ "$output" = "tt-sylvocab (tt) $VERSION" ]
}

@test "sylvocab: a bad option: exit 2" {
	run --separate-stderr tt-sylvocab -x
	[ "$status" -eq 2 ]
	[ "${stderr##*$'\n'}" = "Try 'tt-sylvocab --help' for more information." ]
}

# --- tt-encode -m syllable: exact output -----------------------------------

@test "syllable: exact IDs over a dictionary built here" {
	# <cap> (107 + 256) ba ha sa, space, ki, then t a: ta is no piece.
	tiny
	run --separate-stderr tt-encode -m syllable -d "$BATS_TEST_TMPDIR/tiny" <<<'Bahasa kita'
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	[ "$output" = "363 7 8 10 2 9 96 77" ]
}

@test "syllable: pieces: digraph, medial, virama and cluster" {
	run --separate-stderr tt-encode -m syllable -d dict/id -t \
	    <<<'pengertian masyarakat program ekstra struktur tinggal ahli'
	[ "$status" -eq 0 ]
	[ "$output" = "pe nger ti an ▁ ma sya ra kat ▁ pro gram ▁ eks tra ▁ struk tur ▁ ting gal ▁ ah li" ]
}

@test "syllable: the example of tt-encode(1) and tt-sylvocab(1)" {
	run --separate-stderr tt-encode -m syllable -d dict/id -t <<<'Bahasa daerah, STRUKTUR kata.'
	[ "$status" -eq 0 ]
	[ "$output" = "<cap> ba ha sa ▁ da e rah , ▁ <allcaps> struk tur ▁ ka ta ." ]
}

@test "syllable: one token per space, digit and punctuation mark" {
	run --separate-stderr tt-encode -m syllable -d dict/id -t < <(printf 'a  12,5%%\tb\r\n')
	[ "$output" = "a ▁ ▁ 1 2 , 5 % <0x09> b <0x0D>" ]
}

@test "syllable: a line that begins with a space gets a dummy space" {
	run --separate-stderr tt-encode -m syllable -d dict/id --json <<<' a'
	[ "$output" = '{"ids":[2,2,7],"pieces":[" "," ","a"],"types":["special","special","bpe"],"glosses":["","",""],"pos":["","",""],"offsets":[[0,0],[0,1],[1,2]]}' ]
}

@test "syllable: a syllable outside the vocabulary falls back to characters" {
	run --separate-stderr tt-encode -m syllable -d dict/id -t <<<'grab'
	[ "$output" = "g r a b" ]
}

@test "syllable: offsets of <cap> and the lowercase syllables" {
	run --separate-stderr tt-encode -m syllable -d dict/id --json <<<'Kuah'
	[ "${output#*\"offsets\":}" = '[[0,0],[0,2],[2,4]]}' ]
}

@test "syllable: dict/id's case rule is Unicode's: Ibu is <cap> i bu (tt-encode(1))" {
	run --separate-stderr tt-encode -m syllable -d dict/id -t <<<'Ibu IBU Ubi'
	[ "$output" = "<cap> i bu ▁ <allcaps> i bu ▁ <cap> u bi" ]
	run --separate-stderr bash -c "echo 'Ibu IBU' | tt-encode -m syllable -d dict/id | tt-decode -d dict/id"
	[ "$output" = "Ibu IBU" ]
}

@test "syllable: empty lines stay empty, one output line per input line" {
	run --separate-stderr tt-encode -m syllable -d dict/id < <(printf 'a\n\n\nb\n')
	[ "$output" = "$(printf '7\n\n\n%s' "$(tt-encode -m syllable -d dict/id <<<b)")" ]
}

@test "syllable: a malformed syllable.json names the place" {
	cp -r dict/id "$BATS_TEST_TMPDIR/d"
	printf '{"version": 1,\n "vowels": ["a"],\n "vowel": []}\n' \
	    > "$BATS_TEST_TMPDIR/d/syllable.json"
	run --separate-stderr tt-encode -m syllable -d "$BATS_TEST_TMPDIR/d" <<<'a'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: $BATS_TEST_TMPDIR/d/syllable.json:3:2: unknown key \"vowel\"" ]
}

@test "syllable: a syllable.json that is no JSON" {
	cp -r dict/id "$BATS_TEST_TMPDIR/d"
	printf '{"version": 1,' > "$BATS_TEST_TMPDIR/d/syllable.json"
	run --separate-stderr tt-encode -m syllable -d "$BATS_TEST_TMPDIR/d" <<<'a'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: $BATS_TEST_TMPDIR/d/syllable.json:1:14: string or '}' expected near end of file" ]
}

# --- Round trip --------------------------------------------------------------

@test "syllable: the team's texts come back, every line" {
	for f in tests/text/*.txt; do
		run --separate-stderr tt-roundtrip -m syllable -d dict/id "$f"
		[ "$status" -eq 0 ]
		[ "$(field line_rate)" = "1.000000" ]
	done
}

@test "syllable: case, marks, invalid UTF-8, NUL and CR come back" {
	run --separate-stderr tt-roundtrip -m syllable -d dict/id < <(printf 'Ibu IBU İstanbul ÇOK ǅemal ﬁne ß\ne\xcc\x81 E\xcc\x81RA \xcc\x81x\n\xff\xfe \xc3\nnul\0byte\r\n  \t \n')
	[ "$stderr" = "" ]
	[ "$(field lines)" = "5" ]
	[ "$(field lines_identical)" = "5" ]
	[ "$status" -eq 0 ]
}

@test "syllable: a dictionary without syllable.json uses the built-in sets" {
	run --separate-stderr tt-roundtrip -m syllable -d $D tests/text/tr.txt
	[ "$status" -eq 0 ]
	[ "$(field line_rate)" = "1.000000" ]
	run --separate-stderr tt-encode -m syllable -d $D -t <<<'kitap'
	[ "$status" -eq 0 ]
}

@test "syllable: tt-decode needs no mode" {
	run --separate-stderr bash -c 'tt-encode -m syllable -d dict/id tests/text/a.txt | tt-decode -d dict/id | cmp - tests/text/a.txt'
	[ "$status" -eq 0 ]
}

@test "syllable: every line of NusaX-MT comes back (12 languages)" {
	need_id
	[ "$(head -n 1 "$ID/nusax/mt/train.csv")" = ",indonesian,acehnese,banjarese,english,madurese,ngaju,sundanese,balinese,buginese,javanese,minangkabau,toba_batak" ]
	for f in train valid test; do
		run --separate-stderr tt-roundtrip -m syllable -d dict/id "$ID/nusax/mt/$f.csv"
		[ "$status" -eq 0 ]
		[ "$(field lines_identical)" = "$(field lines)" ]
		[ "$(field lines)" -eq "$(wc -l < "$ID/nusax/mt/$f.csv")" ]
	done
}

@test "syllable: every line of the Indonesian word lists comes back" {
	need_id
	n=0
	for f in "$ID"/indonesian_wordlists/*/*.txt; do
		run --separate-stderr tt-roundtrip -m syllable -d dict/id "$f"
		[ "$status" -eq 0 ]
		[ "$(field line_rate)" = "1.000000" ]
		n=$((n + 1))
	done
	[ "$n" -eq 3 ]
}

@test "syllable: dict/id is what tt-sylvocab makes of the KBBI list" {
	need_id
	tt-sylvocab -i dict/id -o "$BATS_TEST_TMPDIR/id" "$KBBI"
	diff -r dict/id "$BATS_TEST_TMPDIR/id"
	# Without -i, the same pieces, though not at the same IDs.
	tt-sylvocab -o "$BATS_TEST_TMPDIR/ranked" "$KBBI"
	diff <(grep '^  ' dict/id/bpe_tokenler.json | sed 's/: [0-9]*,*$//' | sort) \
	    <(grep '^  ' "$BATS_TEST_TMPDIR/ranked/bpe_tokenler.json" | sed 's/: [0-9]*,*$//' | sort)
}

@test "syllable: Indonesian NusaX text, about 0.4 tokens per character" {
	need_id
	# Seed 002's TPC, whitespace tokens (2, 3, 4) not counted.
	cut -d, -f2 "$ID/nusax/mt/valid.csv" | sed 1d > "$BATS_TEST_TMPDIR/id.txt"
	chars=$(tr -d '\n' < "$BATS_TEST_TMPDIR/id.txt" | wc -m)
	toks=$(tt-encode -m syllable -d dict/id "$BATS_TEST_TMPDIR/id.txt" |
	    tr ' ' '\n' | grep -cvx '[234]\|')
	[ $((100 * toks / chars)) -ge 35 ]
	[ $((100 * toks / chars)) -le 45 ]
}

# --- scripts/nusax.c ---------------------------------------------------------

@test "nusax.c: Smith-Waterman similarity of worked examples" {
	cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -o "$BATS_TEST_TMPDIR/nusax" scripts/nusax.c -lm
	cd "$BATS_TEST_TMPDIR"
	# Same: 6 / (2 * 3).  Two matches in four: 4 / (2 * 4).  A gap:
	# 1 2 3 against 1 3: 2 - 1 + 2 = 3, over 2 * sqrt(6).  None, empty: 0.
	printf '1 2 3\n1 2 3 4\n1 2 3\n5\n\n' > a
	printf '1 2 3\n9 2 3 9\n1 3\n6\n1\n' > b
	for i in 1 2 3 4 5; do
		sed -n "${i}p" a > a$i
		sed -n "${i}p" b > b$i
		./nusax sw a$i b$i | cut -f3
	done > got
	[ "$(cat got)" = "1.0000
0.5000
0.6124
0.0000
0.0000" ]
}

@test "nusax.c: CSV fields with commas, quotes and newlines" {
	cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -o "$BATS_TEST_TMPDIR/nusax" scripts/nusax.c -lm
	cd "$BATS_TEST_TMPDIR"
	printf ',indonesian,english\n0,"a, b","say ""hi""\nthere"\n1,c,d\n' > t.csv
	./nusax csv . t.csv
	[ "$(cat indonesian.txt)" = "a, b
c" ]
	[ "$(cat english.txt)" = 'say "hi" there
d' ]
	printf 'ab cd\n\n' > t.txt
	printf '1 2 3\n\n' > t.ids
	[ "$(./nusax tpc t.txt t.ids)" = "0.3000" ]
	[ "$(printf '1 2\n2 4\n3 6\n' | ./nusax fit)" = "$(printf '2.0000\t2.0000\t0.0000\t1.0000\t1.0000')" ]
}

@test "tt-stats: in syllable mode the syllables are no fallback" {
	run --separate-stderr tt-stats -m syllable -d dict/id <<<"Saya makan nasi goreng"
	[ "$status" -eq 0 ]
	echo "$output" | grep -qx "$(printf 'fallback_tokens\t0')"
}
