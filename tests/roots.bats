#!/usr/bin/env bats
# roots.bats: dict/tr/roots.tsv, from Zemberek-2 and Zemberek-NLP
# (scripts/mkdict.py, dict/README): where its IDs go, its homographs,
# its parts of speech and derivations, and that it comes back from the
# sources.

load helper

R=dict/tr/roots.tsv

# Zemberek-2's jar (Debian libzemberek-tr-java; .ci/run fetches it).
# Skip without it or ../shared, unless under CI.
need_sources() {
	JAR=${TT_ZEMBEREK_JAR:-/usr/share/java/zemberek-tr-2.1.1.jar}
	NLP=$ROOT/../shared/data/tr/lexicon/zemberek-nlp
	if [ -f "$JAR" ] && [ -f "$NLP/master-dictionary.dict" ]; then
		return 0
	fi
	if [ -n "${CI:-}" ]; then
		echo "CI is set but $JAR or $NLP is missing"
		return 1
	fi
	skip "Zemberek-2's jar or ../shared not present"
}

@test "roots.tsv comes back from the released IDs and the two lexicons" {
	need_sources
	# Start from the released roots only: every later ID must come out
	# as committed, in the same order.
	w=$BATS_TEST_TMPDIR/w
	mkdir -p "$w/dict/tr"
	cp dict/tr/suffixes.tsv dict/tr/tt-dict.tsv "$w/dict/tr"
	awk -F'\t' '$2 == "root"' tests/dict-released.tsv > "$w/dict/tr/roots.tsv"
	(cd "$w" && python3 "$ROOT/scripts/mkdict.py" --data="$ROOT/../shared/data" "$JAR") \
	    2> "$BATS_TEST_TMPDIR/err"
	cmp "$w/dict/tr/roots.tsv" dict/tr/roots.tsv
	cmp "$w/dict/tr/tt-dict.tsv" dict/tr/tt-dict.tsv
}

@test "roots: the released block 512-22,485, new ones from 25,000, none between" {
	run awk -F'\t' '!/^#/ && ($1 < 512 || ($1 > 22485 && $1 < 25000))' $R
	[ -z "$output" ]
	[ "$(awk -F'\t' '!/^#/ && $1 <= 22485' $R | wc -l)" -eq 21974 ]
	# The BPE pieces stay at 22,486-24,485.
	run python3 -c 'import json,sys; v=json.load(open(sys.argv[1])).values(); print(min(v), max(v))' dict/tr/bpe_tokenler.json
	[ "$output" = "22486 24485" ]
}

@test "homographs: a line and an ID for each behaviour, the released ID first" {
	# et, meat (eti) and et, do (ediyor); gerek noun (gereği) and verb.
	run awk -F'\t' '$3 == "et" || $3 == "gerek" || $3 == "kalp" {
	    print $1, $4, $5 }' $R
	[ "$output" = "6202 N 
7279 N,ADJ soft
10025 N front,soft
25038 V aorA,soft
25041 V 
25059 N,ADJ 
25060 N soft" ]
	# No spelling has two lines of the same flags.
	run awk -F'\t' '!/^#/ { k = $3 "\t" $5; if (k in s) print; s[k] }' $R
	[ -z "$output" ]
}

@test "roots spelt with an apostrophe in Zemberek-2 are there in today's spelling" {
	for w in kıta vaka meşale cüret mesul sürat kura; do
		grep -q "	root	$w	" $R || { echo "$w"; return 1; }
	done
	run bash -c "grep -v '^#' $R | grep -c \"'\""
	[ "$output" = 0 ]
	run --separate-stderr tt-encode -t <<<"kıtanın vakası meşaleler"
	[ "$output" = "▁kıta nın ▁vaka sı ▁meşale ler" ]
}

@test "roots: POS from tt's set; every derivation names a root and a suffix" {
	run awk -F'\t' '!/^#/ { n = split($4, p, ","); for (i = 1; i <= n; i++)
	    if (p[i] !~ /^(N|V|ADJ|NUM|ECHO|PRON|Q|COP|TIME|POSTP|CONJ|PROPN|INTJ)$/)
	    print }' $R
	[ -z "$output" ]
	# =base+template (özet+lA), ~base+template... (günü ~gün+{n}(y)I...),
	# ~~base+template... (altın ~~alt+(n)In...) or ~.base+template...
	# (alan ~.al+(y)An...): base is a root no longer than it (the stem
	# of a compound whose head drops a vowel, insanoğul for insanoğlu, is
	# as long), template a suffix of tt-dict.tsv.
	run awk -F'\t' 'FNR == 1 { f++ } /^#/ { next }
	    f == 1 && $2 == "suffix" { suf[$3]; next }
	    f == 2 { root[$3]; if ($6 != "") d[$3] = $6 }
	    END { for (r in d) { g = d[r]; sub(/^(=|~~|~\.|~)/, "", g)
		sub(/\.\.\.$/, "", g)
		i = index(g, "+"); b = substr(g, 1, i - 1); t = substr(g, i + 1)
		if (!(b in root) || !(t in suf) || length(b) > length(r) ||
		    d[r] !~ /^(=[^+~]+\+[^+]+|~[~.]?[^+~.]+\+[^+]+\.\.\.)$/)
			print r, d[r] }
		print length(d) }' dict/tr/tt-dict.tsv $R
	[ "${#lines[@]}" -eq 1 ] || { echo "$output" | head; false; }
	[ "${lines[0]}" -gt 2000 ]
	run awk -F'\t' '$3 == "özetle" || $3 == "gerçekle" { print $3, $6 }' $R
	[ "$output" = "gerçekle =gerçek+lA
özetle =özet+lA" ]
	# A nominal base first; no passive -l after a vowel (düze + l).
	run awk -F'\t' '$3 == "karşılaş" || $3 == "düzel" || $3 == "tutul" {
	    print $3 ":" $6 }' $R
	[ "$output" = "düzel:
karşılaş:=karşı+lAş
tutul:=tut+(I)l" ]
}
