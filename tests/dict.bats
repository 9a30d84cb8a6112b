#!/usr/bin/env bats
# dict.bats: tt's own dictionary (dict/tr): IDs stay stable, and it is
# the default.

load helper

# A copy of dict/tr with only the files named after it, made as
# $BATS_TEST_TMPDIR/NAME; its path on standard output.
dictpart() {
	local c=$BATS_TEST_TMPDIR/$1 f
	shift
	mkdir "$c"
	for f; do
		cp "dict/tr/$f" "$c"
	done
	echo "$c"
}

# badlines DIR FILE HEAD LINE...: DIR/FILE as HEAD and each LINE (printf
# escapes read) in turn; what tt-encode -d DIR says of each, a line each.
badlines() {
	local c=$1 f=$2 head=$3 line
	shift 3
	for line; do
		printf "$head\n$line\n" > "$c/$f"
		run --separate-stderr tt-encode -d "$c" </dev/null
		[ "$status" -eq 2 ] || return 1
		echo "$stderr"
	done
}

@test "no released entry of dict/tr changed its ID" {
	# tests/dict-released.tsv: id, kind and form of every released entry,
	# and the checksum of the BPE pieces.  New entries may be added.  A
	# released suffix may gain the pronominal n, {n}: its ID and forms
	# stay, and it has more after a possessive (75, {n}CA: süre si nce).
	run bash -c "grep -hv '^#' dict/tr/tt-dict.tsv dict/tr/roots.tsv |
	    cut -f1-3 | sed 's/{n}//' | sort > '$BATS_TEST_TMPDIR/now'"
	grep -v '^bpe_tokenler' tests/dict-released.tsv | sed 's/{n}//' |
	    sort | comm -23 - "$BATS_TEST_TMPDIR/now" > "$BATS_TEST_TMPDIR/gone"
	[ ! -s "$BATS_TEST_TMPDIR/gone" ] || { head "$BATS_TEST_TMPDIR/gone"; false; }
	sum=$(sha256sum dict/tr/bpe_tokenler.json | cut -d' ' -f1)
	grep -qx "bpe_tokenler.json sha256 $sum" tests/dict-released.tsv
}

@test "tt's extension keeps its released IDs in dict/tr: bytes from 24486, <cap> 24742, <glue> 24744" {
	# Roots added since the first release come after the extension
	# (from 25,000), which stays right after the BPE pieces.
	run --separate-stderr tt-encode -d dict/tr <<<"Kitap (kalem"
	[ "$status" -eq 0 ]
	set -- $output
	[ "$1" = 24742 ]
	run --separate-stderr tt-encode -d dict/tr -t <<<"Kitap (kalem"
	[ "${lines[0]}" = "<cap> ▁kitap ▁( <glue> ▁kalem" ] || echo "$output"
	[ "$(printf '\377' | tt-encode -d dict/tr | awk '{print $NF}')" = 24741 ]
	# Where the IDs after the BPE pieces are taken, the extension
	# follows the largest ID instead.
	d=$BATS_TEST_TMPDIR/d
	mkdir "$d"
	printf '{"kitap": 1, "x": 5}' > "$d/kokler.json"
	printf '{"lar": 2}' > "$d/ekler.json"
	printf '{"a": 3}' > "$d/bpe_tokenler.json"
	[ "$(printf '\377' | tt-encode -d "$d" | awk '{print $NF}')" = 261 ]
}

@test "dict/tr is the default dictionary from the build tree" {
	run --separate-stderr tt-encode -t <<<"Kitaplarımızdan geldim"
	[ "$status" -eq 0 ]
	[ "$output" = "<cap> ▁kitap lar ımız dan ▁gel di m" ]
}

@test "a word glued to punctuation keeps its root under <glue>" {
	# Not after an apostrophe: suffixes follow it.
	run --separate-stderr tt-encode -t <<<"(Kitaplar) e-posta, Türkiye'de “evler”"
	[ "$status" -eq 0 ]
	[ "$output" = "▁( <glue> <cap> ▁kitap lar ) ▁e - <glue> ▁posta , <cap> ▁türkiye ' de ▁“ <glue> ▁ev ler ”" ]
	run bash -c "tt-encode <<<\"(Kitaplar) e-posta, Türkiye'de “evler”\" | tt-decode"
	[ "$output" = "(Kitaplar) e-posta, Türkiye'de “evler”" ]
}

@test "an apostrophe with only whitespace before it opens a quotation: a root follows" {
	line="dedi 'Ankara' ve 'kitaplarımızı' ile Ankara'da"
	run --separate-stderr tt-encode -t <<<"$line"
	[ "$status" -eq 0 ]
	[ "$output" = "▁de di ▁' <glue> <cap> ▁ankara ' ▁ve ▁' <glue> ▁kitap lar ımız ı ' ▁ile <cap> ▁ankara ' da" ]
	run bash -c "tt-encode <<<\"$line\" | tt-decode"
	[ "$output" = "$line" ]
}

@test "a word after more than 256 bytes of text without a space: one-form pieces" {
	# The context a word's cut may read is bounded (lossless.c, MAXCTX).
	run --separate-stderr bash -c "printf '(%.0s' {1..250}; echo kitaplar"
	line=$output
	run --separate-stderr tt-encode -t <<<"$line"
	[ "$status" -eq 0 ]
	[[ "$output" == *"( <glue> ▁kitap lar" ]]
	run --separate-stderr bash -c "printf '(%.0s' {1..300}; echo kitaplar"
	line=$output
	run --separate-stderr tt-encode -t <<<"$line"
	[ "$status" -eq 0 ]
	[[ "$output" != *"<glue>"* ]]
	run bash -c "tt-encode <<<'$line' | tt-decode"
	[ "$output" = "$line" ]
}

@test "lines of megabytes without a space come back" {
	# Words glued to punctuation, and Chinese between its commas: every
	# word has the whole line before it as context, unless bounded.
	{ yes '(kitap' | head -n 500000 | tr -d '\n'; echo
	  yes '中文字符测试文本，' | head -n 100000 | tr -d '\n'; echo
	  yes "1'e" | head -n 500000 | tr -d '\n'; echo; } \
	    > "$BATS_TEST_TMPDIR/long"
	run bash -c "tt-encode '$BATS_TEST_TMPDIR/long' | tt-decode |
	    cmp - '$BATS_TEST_TMPDIR/long'"
	[ "$status" -eq 0 ]
}

@test "a broken template names file and line" {
	mkdir -p "$BATS_TEST_TMPDIR/d"
	printf '0\tspecial\t<uppercase>\n1\tsuffix\tlA(r\n' \
	    > "$BATS_TEST_TMPDIR/d/tt-dict.tsv"
	echo '{}' > "$BATS_TEST_TMPDIR/d/bpe_tokenler.json"
	run --separate-stderr tt-encode -d "$BATS_TEST_TMPDIR/d" </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: $BATS_TEST_TMPDIR/d/tt-dict.tsv:2:1: bad template 'lA(r'" ]
}

@test "the rules that go by a suffix's gloss hold wherever its ID is" {
	# IDs above 512, where dict/tr's roots begin: gel ecek ler is the
	# third person's lAr, ev ler the plural's, as in dict/tr.
	mkdir -p "$BATS_TEST_TMPDIR/d"
	printf '0\tspecial\t<uppercase>\n%s\n%s\n%s\n%s\n' \
	    $'600\tsuffix\tDI\tV>N\t\tPST' \
	    $'601\tsuffix\t{n}lAr\tN>N\tpostcase\tPL' \
	    $'602\tsuffix\tlAr\tN>N\tpostcase\t3PL' \
	    $'603\tsuffix\t(y)AcAK\tV>N\t\tFUT,PTCP.FUT' \
	    > "$BATS_TEST_TMPDIR/d/tt-dict.tsv"
	printf '700\troot\tgel\tV\n701\troot\tev\tN\n' \
	    > "$BATS_TEST_TMPDIR/d/roots.tsv"
	echo '{}' > "$BATS_TEST_TMPDIR/d/bpe_tokenler.json"
	run --separate-stderr tt-encode -d "$BATS_TEST_TMPDIR/d" --json \
	    <<<$'gelecekler\ngeldiler\nevler'
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == *'"glosses":["","FUT,PTCP.FUT","3PL"]'* ]]
	[[ "${lines[1]}" == *'"glosses":["","PST","3PL"]'* ]]
	[[ "${lines[2]}" == *'"glosses":["","PL"]'* ]]
}

@test "lossless round trip with dict/tr on every shared corpus" {
	need_ref
	while IFS= read -r f; do
		run tt-roundtrip "$f"
		[ "$status" -eq 0 ] || { echo "$f"; echo "$output"; return 1; }
	done < <(find ../shared/data -type f | sort)
}

@test "tt-dict export, then compile: the copy has an image and the same IDs" {
	c=$BATS_TEST_TMPDIR/copy
	mkdir "$c"
	tt-dict -d "$D" export "$c"
	[ ! -e "$c/tt-dict.img" ]
	tt-dict -d "$c" compile
	[ -s "$c/tt-dict.img" ]
	for m in lossless compat; do
		tt-encode -m $m -d "$D" tests/text/*.txt > "$BATS_TEST_TMPDIR/want"
		tt-encode -m $m -d "$c" tests/text/*.txt > "$BATS_TEST_TMPDIR/got"
		[ -s "$BATS_TEST_TMPDIR/want" ]
		cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	done
}

@test "tt-dict compile over a directory named tt-dict.img says why" {
	c=$BATS_TEST_TMPDIR/copy
	mkdir "$c"
	tt-dict -d "$D" export "$c"
	mkdir "$c/tt-dict.img"
	run --separate-stderr tt-dict -d "$c" compile
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-dict: $c/tt-dict.img: Is a directory" ]
}

@test "a dictionary path too long for the loaders is an error that names it" {
	# 4,200 bytes: past the loaders' 4,096, within what an error keeps.
	long=$BATS_TEST_TMPDIR/$(printf 'd%.0s' \
	    $(seq 1 $((4200 - ${#BATS_TEST_TMPDIR}))))
	run --separate-stderr tt-encode -d "$long" </dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: $long: directory path too long" ]
}

@test "root counts break ties between cuts of as many pieces" {
	# yıl + lar against the verb yılla + r, as many pieces.  Without
	# counts.tsv, the longer root wins.
	run --separate-stderr tt-encode -t <<<"yıllar ayakları"
	[ "$status" -eq 0 ]
	[ "$output" = "▁yıl lar ▁ayak ları" ]
	c=$(dictpart nocounts tt-dict.tsv roots.tsv bpe_tokenler.json)
	run --separate-stderr tt-encode -t -d "$c" <<<"yıllar ayakları"
	[ "$output" = "▁yılla r ▁ayak ları" ]
}

@test "a bad line in counts.tsv names file and line" {
	c=$(dictpart bad tt-dict.tsv roots.tsv bpe_tokenler.json)
	[ "$(badlines "$c" counts.tsv '# id\troot\tcount' 'x\tkitap\t3' \
	    '16\tlAr\t3' '512\tkitap\t3' '512\taba\t-1' '512\taba')" = "tt-encode: $c/counts.tsv:2:1: expected ID, root and count separated by tabs
tt-encode: $c/counts.tsv:2:1: ID 16 is not a root
tt-encode: $c/counts.tsv:2:1: ID 512 is the root \"aba\", not \"kitap\"
tt-encode: $c/counts.tsv:2:1: expected ID, root and count separated by tabs
tt-encode: $c/counts.tsv:2:1: expected ID, root and count separated by tabs" ]
}

@test "trans.tsv: the scored model chooses between roots; without it, fewest pieces" {
	c=$(dictpart notrans tt-dict.tsv roots.tsv counts.tsv \
	    bpe_tokenler.json)
	run --separate-stderr tt-encode -t -d "$c" <<<"gidersiniz tersine"
	[ "$output" = "▁gider siniz ▁tersin e" ]
	cp dict/tr/trans.tsv "$c"
	run --separate-stderr tt-encode -t -d "$c" <<<"gidersiniz tersine"
	[ "$output" = "▁gid er siniz ▁ters i ne" ]
}

@test "a bad line in trans.tsv names file and line" {
	c=$(dictpart bad tt-dict.tsv roots.tsv bpe_tokenler.json)
	run badlines "$c" trans.tsv '# prev\tnext\tcount\nN\tEND\t9' \
	    'N\t16' 'X\t16\t3' '512\t16\t3' 'N\t512\t3' 'N\t16\t-1' \
	    'N\tQ\t3' '16/V\tEND\t3' 'N\t47/V\t3' '24/N\tEND\t3' \
	    'N\tENDS\t3'
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 10 ]
	for line in "${lines[@]}"; do
		[ "$line" = "tt-encode: $c/trans.tsv:3:1: expected a root's category (N, V, NV, Q) or a suffix's state, a suffix's state, END or ENDF, and a count, separated by tabs (a suffix's state: its ID, or ID/V for the verb's reading of one of two)" ]
	done
}

@test "trans.tsv: a word before a full stop ends as the texts' words there do (ENDF)" {
	# Most words that end a sentence are verbs: gel + ir there, the
	# noun gelir before another word or alone (no full stop after it).
	run tt-encode -t <<<"Ali de gelir. Gelir vergisi. gelir"
	[ "$output" = "<cap> ▁ali ▁de ▁gel ir . <cap> ▁gelir ▁vergi si . ▁gelir" ]
	run tt-encode -t <<<"Ali de gelir ! Yarın gelir?"
	[ "$output" = "<cap> ▁ali ▁de ▁gel ir ▁ ! <cap> ▁yarın ▁gel ir ?" ]
	# Without ENDF lines the model reads every word's end alike.
	c=$(dictpart noendf tt-dict.tsv roots.tsv counts.tsv bpe_tokenler.json)
	grep -v '	ENDF	' dict/tr/trans.tsv > "$c/trans.tsv"
	run tt-encode -t -d "$c" <<<"Ali de gelir."
	[ "$output" = "<cap> ▁ali ▁de ▁gelir ." ]
	# An ENDF count is a share of the END count of its state.
	awk -F'\t' '$2 == "END" { e[$1] = $3 } $2 == "ENDF" { f[$1] = $3 }
	    END { for (s in f) if (!(s in e) || f[s] > e[s]) exit 1 }' \
	    dict/tr/trans.tsv
}

@test "trans.tsv: a suffix glossed for the noun and the verb it takes has a state for each" {
	# 24 is (I)n, P2SG,REFL; its verb's reading is the state and the
	# column 24/V.
	grep -q "^24/V	END	" dict/tr/trans.tsv
	grep -q "^24	END	" dict/tr/trans.tsv
	grep -q "^V	24/V	" dict/tr/trans.tsv
	# Not mA, whose two readings are by what it yields (tt_dict_twofold).
	! grep -q "^47/V	" dict/tr/trans.tsv
	# The reflexive seldom ends a word, the possessive often: a passive
	# after -lA goes on, sağla n dı (UD lemmatises it sağla).
	tt-encode -t <<<"sağlandı etkilendi" | grep -qx "▁sağ la n dı ▁etki le n di"
}

@test "tt-dict export keeps the root counts" {
	c=$BATS_TEST_TMPDIR/copy
	mkdir "$c"
	tt-dict export "$c"
	diff <(grep -v '^#' dict/tr/counts.tsv) <(grep -v '^#' "$c/counts.tsv")
}

@test "tt-dict counts: each word for the roots of its cuts of fewest pieces" {
	# kitabı through the variant kitab; ev and KİTAP are whole roots.
	run --separate-stderr tt-dict -d "$D" counts <<<"Kitabı kitaplar evde ev KİTAP"
	[ "$status" -eq 0 ]
	[ "$output" = "# tt-dict counts
# id	root	count
7	kitap	3
8	ev	2" ]
}

@test "tt-dict recount: the roots of the cuts the dictionary's own model makes" {
	# counts credits se and ses for sesini, be and bey for beydi (cuts
	# of two pieces each); the built-in model cuts ses i ni, bey di.
	run --separate-stderr tt-dict counts <<<"sesini sesini beydi"
	[ "${lines[2]}" = "2624	be	1" ]
	run --separate-stderr tt-dict recount <<<"sesini sesini beydi"
	[ "$status" -eq 0 ]
	[ "$output" = "# tt-dict recount
# id	root	count	suffixed
2848	bey	1	1
17713	ses	2	2" ]
}

@test "a root that mostly stands alone pays for a suffix (counts.tsv's fourth column)" {
	# de, ve and da count thousands of words as conjunctions standing
	# alone: by the count alone they were the cheapest roots of dede,
	# velileri and dalı.  (bu, a pronoun, was of bulaşan, until no verb
	# was made of a pronoun.)
	run --separate-stderr tt-encode -t <<<"dede velileri dalı"
	[ "$status" -eq 0 ]
	[ "$output" = "▁dede ▁veli leri ▁dal ı" ]
	c=$(dictpart nosuffixed tt-dict.tsv roots.tsv trans.tsv \
	    bpe_tokenler.json)
	cut -f 1-3 dict/tr/counts.tsv > "$c/counts.tsv"
	run --separate-stderr tt-encode -t -d "$c" <<<"dede velileri dalı"
	[ "$output" = "▁de de ▁ve li leri ▁da lı" ]
}

@test "tt-dict --soft recount shares a word among its roots' cuts" {
	# With counts as a recount of the best cuts alone left them, delik
	# (2 words) is de + lik, and each recount gives de its words: a
	# soft one gives delik its share, as EM does.
	c=$(dictpart hard tt-dict.tsv roots.tsv trans.tsv bpe_tokenler.json)
	awk -F'\t' 'BEGIN { OFS = "\t" } $1 == 4801 { $3 = 2; $4 = 1 }
	    $1 == 4706 { $4 = 116 } { print }' dict/tr/counts.tsv \
	    > "$c/counts.tsv"
	run --separate-stderr tt-encode -t -d "$c" <<<"delik"
	[ "$output" = "▁de lik" ]
	run --separate-stderr tt-dict -d "$c" recount <<<"delik delik delik"
	[ "${lines[2]}" = "4706	de	3	3" ] && [ "${#lines[@]}" -eq 3 ]
	run --separate-stderr tt-dict -d "$c" --soft recount \
	    <<<"delik delik delik"
	[ "$status" -eq 0 ]
	[ "$output" = "# tt-dict recount --soft
# id	root	count	suffixed
4706	de	2	2
4801	delik	1	0" ]
	# The built-in counts, four soft rounds: delik, dal ı, gel en.
	run --separate-stderr tt-encode -t <<<"delik dalı gelen"
	[ "$output" = "▁delik ▁dal ı ▁gel en" ]
	run --separate-stderr tt-dict --soft counts </dev/null
	[ "$status" -eq 2 ]
	[ "${stderr_lines[0]}" = "tt-dict: --soft is for recount" ]
}

@test "a bad suffixed count in counts.tsv names file and line" {
	c=$(dictpart bad tt-dict.tsv roots.tsv bpe_tokenler.json)
	[ "$(badlines "$c" counts.tsv '# id\troot\tcount\tsuffixed' \
	    '512\taba\t3\t4' '512\taba\t3\t1\n513\tabadi\t3' \
	    '512\taba\t3\tx')" = "tt-encode: $c/counts.tsv:2:1: suffixed count 4 above count 3
tt-encode: $c/counts.tsv:3:1: expected ID, root, count and suffixed count separated by tabs
tt-encode: $c/counts.tsv:2:1: expected ID, root, count and suffixed count separated by tabs" ]
}

@test "tt-dict recount shows progress on a terminal, and not with -q or to a file" {
	need_ref
	ttc=../shared/data/tr/raw/ttc3600_news/ttc3600.txt
	# Three times TTC-3600: seconds of work, past the first, silent one.
	run script -qec "tt-dict --soft recount $ttc $ttc $ttc >/dev/null" \
	    /dev/null
	[ "$status" -eq 0 ]
	[[ "$output" == *"tt-dict: 10800 lines in "*" s"* ]]
	[[ "$output" == *"$ttc: "*" lines"* ]]
	run script -qec "tt-dict -q --soft recount $ttc $ttc $ttc >/dev/null" \
	    /dev/null
	[ "$status" -eq 0 ] && [ -z "$output" ]
	run --separate-stderr tt-dict --soft recount "$ttc" "$ttc" "$ttc"
	[ "$status" -eq 0 ] && [ -z "$stderr" ]
}

@test "scripts/counts.sh: a bad round count or OUT is an error, exit 2" {
	run --separate-stderr scripts/counts.sh -n x dict/tr . /dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "counts.sh: x: not a number of rounds" ]
	run --separate-stderr scripts/counts.sh dict/tr nowhere /dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "counts.sh: nowhere: not a directory" ]
	run --separate-stderr scripts/counts.sh -n 1 dict/tr \
	    "$BATS_TEST_TMPDIR" <<<""
	[ "$status" -eq 2 ]
}

@test "scripts/trans.py: a model that cannot be read is an error that names it" {
	run --separate-stderr python3 scripts/trans.py -m "$BATS_TEST_TMPDIR/none" \
	    bin dict/tr /dev/null
	[ "$status" -eq 1 ]
	[ "$stderr" = "trans.py: $BATS_TEST_TMPDIR/none: No such file or directory" ]
}

@test "scripts/trans.py shares the ends in -I after a consonant between ACC and P3SG, 0.4 to ACC" {
	f=$BATS_TEST_TMPDIR/t.txt
	# gün ü, spelt alike as either, ten times; kapı yı and kapı sı
	# tell the two apart, so both follow a noun.
	{ for i in 1 2 3 4 5 6 7 8 9 10; do echo günü; done
	  echo kapıyı; echo kapısı; } > "$f"
	run --separate-stderr python3 scripts/trans.py -m dict/tr/trans.tsv \
	    bin dict/tr "$f"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = $'N\t17\t5' ]
	[ "${lines[2]}" = $'N\t25\t7' ]
	[ "${lines[3]}" = $'17\tEND\t5' ]
	[ "${lines[4]}" = $'25\tEND\t7' ]
	[ "${#lines[@]}" -eq 5 ]
}

@test "dict/tr/counts.tsv and trans.tsv come back from TTC-3600 and the UD train sentences (../shared)" {
	need_ref
	t=$BATS_TEST_TMPDIR ttc=../shared/data/tr/raw/ttc3600_news/ttc3600.txt
	sed -n 's/^# text = //p' ../shared/data/tr/ud/*/*-train.conllu \
	    > "$t/udtrain.txt"
	# A first round and four soft ones, each round's transitions in
	# the cuts of the model before it (dict/README).
	mkdir "$t/out"
	run --separate-stderr scripts/counts.sh dict/tr "$t/out" "$ttc" \
	    "$t/udtrain.txt"
	[ "$status" -eq 0 ]
	[ "${stderr_lines[4]}" = "counts.sh: round 4 of 4" ]
	grep -v '^#' "$t/out/counts.tsv" > "$t/got"
	cmp dict/tr/trans.tsv "$t/out/trans.tsv"
	grep -v '^#' dict/tr/counts.tsv | cmp - "$t/got"
}
