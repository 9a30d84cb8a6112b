#!/usr/bin/env bats
# norm.bats: text as it comes (issue 19): decomposed words, the dot of a
# lowercased İ, circumflexes, apostrophes, invisible characters and
# no-break spaces, with the built-in dictionary (dict/tr).  The examples
# of tt-encode(1) are here; so are the UD dev sentences made NFD and
# lowercased as Python does (never committed: made here with python3).

load helper

# The pieces of $1 (printf format) by dict/tr, and whether it comes back.
pieces() {
	printf "$1"'\n' > "$BATS_TEST_TMPDIR/in"
	tt-encode "$BATS_TEST_TMPDIR/in" | tt-decode |
	    cmp -s - "$BATS_TEST_TMPDIR/in" || { echo "no round trip: $1"; return 1; }
	tt-encode -t "$BATS_TEST_TMPDIR/in"
}

@test "tt-encode(1): a decomposed word under <nfd>" {
	run pieces 'go\314\210z'
	[ "$output" = "<nfd> ▁göz" ]
}

@test "tt-encode(1): i + U+0307 under <idot>, every i so under <idots>" {
	run pieces 'i\314\207stanbul i\314\207zmi\314\207r'
	[ "$output" = "<idot> ▁istanbul <idots> ▁izmir" ]
}

@test "tt-encode(1): circumflexes under <hat1> and <hat>" {
	run pieces 'hâlâ kâğıt millî'
	[ "$output" = "<hat> <hat1> ▁hala <hat1> ▁kağıt <hat> ▁milli" ]
}

@test "a decomposed word keeps its morphology and its case marker" {
	run pieces 'O\314\210g\314\206renciler s\314\247o\314\210yle du\314\210s\314\247u\314\210nu\314\210yor'
	[ "$output" = "<cap> <nfd> ▁öğrenci ler <nfd> ▁şöyle <nfd> ▁düşün üyor" ]
	[ "$(echo 'Öğrenciler şöyle düşünüyor' | tt-encode -t)" = "<cap> ▁öğrenci ler ▁şöyle ▁düşün üyor" ]
}

@test "mixed normalisation in one word stays as written, and comes back" {
	run pieces 'go\314\210zü O\314\210ğretmen'
	[ "$status" -eq 0 ]
	case $output in *'<nfd>'*) false ;; esac
	[[ "$output" == *"<0xCC> <0x88>"* ]]
}

@test "apostrophes: ASCII, U+2019 and U+02BC all put suffixes in the harmony of the word before" {
	run pieces "Ali'ye Ali’ye Aliʼye Gölcük’te Gölcükʼte 10’da ABDʼde"
	[ "$output" = "<cap> ▁ali ' ye <cap> ▁ali ’ ye <cap> ▁ali <0xCA> <0xBC> ye <cap> ▁göl cük ’ te <cap> ▁göl cük <0xCA> <0xBC> te ▁10 ’ da <allcaps> ▁abd <0xCA> <0xBC> de" ]
	# The suffixes are dict/tr's -(y)A and -DA, not BPE pieces.
	run tt-encode --json < <(printf "Aliʼye Ali’ye Ali'ye 10’da ABDʼde\n")
	[[ "$output" == *'"types":["case","root","byte","byte","suffix","case","root","bpe","suffix","case","root","bpe","suffix","bpe","bpe","suffix","case","root","byte","byte","suffix"]'* ]]
}

@test "U+02BC ends a word in capitals and the context carried: ABDʼden, ANKARAʼDA come back (fuzz-roundtrip found it)" {
	printf 'ABD\312\274den ANKARA\312\274DA\n' > "$BATS_TEST_TMPDIR/in"
	run tt-roundtrip "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 0 ]
	if [ -f "$REF/kokler.json" ]; then
		run tt-roundtrip -d "$REF" "$BATS_TEST_TMPDIR/in"
		[ "$status" -eq 0 ]
	fi
}

@test "invisible characters inside a word: the suffixes after them keep their harmony" {
	run pieces 'kitap\302\255lar ev\342\200\213ler göz\342\200\214ler göz\342\200\215de'
	[ "$output" = "▁kitap <0xC2> <0xAD> lar ▁ev <0xE2> <0x80> <0x8B> ler ▁göz <0xE2> <0x80> <0x8C> ler ▁göz <0xE2> <0x80> <0x8D> de" ]
}

@test "a no-break space between words: the word after it keeps its root" {
	run pieces 'ev\302\240kitaplar 5\342\200\257kitap'
	[ "$output" = "▁ev <0xC2> <0xA0> <glue> ▁kitap lar ▁5 <0xE2> <0x80> <0xAF> <glue> ▁kitap" ]
}

@test "tt-stats: cut_norm counts the words under a normalisation marker, only when there are any" {
	run tt-stats < <(printf 'go\314\210z hâlâ ev\n')
	[[ "$output" == *$'\ncut_norm\t2\n'* ]]
	run tt-stats < <(printf 'göz ev\n')
	[[ "$output" != *cut_norm* ]]
	run tt-stats --json < <(printf 'go\314\210z\n')
	[[ "$output" == *'"cut_bytes":0,"cut_norm":1,"tokens_per_word"'* ]]
}

@test "tt-stats --merge keeps cut_norm from either report" {
	printf 'go\314\210z\n' | tt-stats > "$BATS_TEST_TMPDIR/a"
	printf 'ev\n' | tt-stats > "$BATS_TEST_TMPDIR/b"
	run tt-stats --merge "$BATS_TEST_TMPDIR/b" "$BATS_TEST_TMPDIR/a"
	[[ "$output" == *$'\ncut_norm\t1\n'* ]]
}

@test "compat mode is unchanged: no normalisation marker" {
	run tt-encode -m compat -d tests/dict -t < <(printf 'go\314\210z hâlâ i\314\207\n')
	case $output in *'<nfd>'*|*'<hat'*|*'<idot'*) false ;; esac
}

@test "UD dev sentences in NFD and lowercased as Python does: every line back, pieces as the original's (../shared)" {
	need_ref
	ud=$(ls ../shared/data/tr/ud/*/*-dev.conllu)
	sed -n 's/^# text = //p' $ud > "$BATS_TEST_TMPDIR/orig"
	python3 -c '
import sys, unicodedata
t = open(sys.argv[1], encoding="utf-8").read()
open(sys.argv[1] + ".nfd", "w", encoding="utf-8").write(unicodedata.normalize("NFD", t))
open(sys.argv[1] + ".low", "w", encoding="utf-8").write(t.replace("I", "ı").replace("İ", "i").lower())
open(sys.argv[1] + ".py", "w", encoding="utf-8").write(t.replace("I", "ı").lower())
' "$BATS_TEST_TMPDIR/orig"
	for f in nfd py; do
		run tt-roundtrip "$BATS_TEST_TMPDIR/orig.$f"
		[ "$status" -eq 0 ]
		run tt-roundtrip -d "$REF" "$BATS_TEST_TMPDIR/orig.$f"
		[ "$status" -eq 0 ]
	done
	strip() {
		tt-encode -t "$1" | sed -E 's/<(nfd|idots?|hat1?)> //g'
	}
	# Pieces differ only where a circumflex word falls back to bytes.
	n=$(diff <(strip "$BATS_TEST_TMPDIR/orig") <(strip "$BATS_TEST_TMPDIR/orig.nfd") | grep -c '^>' || true)
	[ "$n" -le 20 ]
	n=$(diff <(strip "$BATS_TEST_TMPDIR/orig.low") <(strip "$BATS_TEST_TMPDIR/orig.py") | grep -c '^>' || true)
	[ "$n" -le 5 ]
}
