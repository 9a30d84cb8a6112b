#!/bin/sh
# SPDX-License-Identifier: MIT
# Seed 002's evaluation of the syllable model on NusaX-MT, beside GPT-2's
# BPE, and the build of the default Indonesian syllable dictionary.
#
# usage: scripts/nusax.sh [eval]   print the tables (the default)
#        scripts/nusax.sh build    rebuild dict/id from the KBBI word list
#
# eval reads the 1,000 parallel sentences of NusaX-MT (train, valid, test,
# in that order) in 12 languages and prints, for tt's syllable model and
# for GPT-2 (the npm package tiktoken, installed into $NUSAX_NODE):
#   - tokens per character (eq. 7), the mean over the 1,000 sentences of
#     each language (seed 002 figure 2), as tt-stats reports it in both
#     conventions: every token counted (line_tokens_per_char: a space is a
#     token of the syllable model) and whitespace tokens not counted
#     (line_tokens_per_char_nonspace, seed 002's figures); spaces count
#     as characters either way (../shared/data/README.md says why both
#     are reported);
#   - the mean Smith-Waterman similarity of every language pair (eqs.
#     8-11), and the fit of syllable against GPT-2 similarities: the
#     slope through the origin (seed 002's m ~ 1.21: "an average increase
#     of about 21%"), the least-squares slope and intercept beside it,
#     Pearson's r and Spearman's rho, over all 66 pairs, the 55 without
#     English and the 45 of the ten regional languages alone.
# Similarities come from tt-stats --similarity where bin/tt-stats has it,
# else from scripts/nusax.c (the function similarity below is the one
# place that chooses); the fits from scripts/nusax.c, compiled here.
#
# Environment (paths relative to the repository root):
#   NUSAX_DATA  ../shared/data/id (NusaX in nusax/mt, KBBI word lists in
#               indonesian_wordlists)
#   NUSAX_DICT  the syllable dictionary to evaluate (dict/id)
#   NUSAX_DIR   work files (bench.out/nusax)
#   NUSAX_NODE  npm prefix for tiktoken (bench.out/node)
set -eu

cd "$(dirname "$0")/.."
data=${NUSAX_DATA:-../shared/data/id}
dict=${NUSAX_DICT:-dict/id}
dir=${NUSAX_DIR:-bench.out/nusax}
node=${NUSAX_NODE:-bench.out/node}
kbbi=$data/indonesian_wordlists/kbbi_damzaky/list_1.0.0.txt
mt=$data/nusax/mt
LC_ALL=C
export LC_ALL

die() {
	printf 'nusax.sh: %s\n' "$*" >&2
	exit 2
}

[ -x bin/tt-sylvocab ] && [ -x bin/tt-encode ] || die "not built (run make)"

if [ "${1:-eval}" = build ]; then
	[ -r "$kbbi" ] || die "$kbbi: word list not found (set NUSAX_DATA)"
	bin/tt-sylvocab -i dict/id -o dict/id "$kbbi"
	printf 'dict/id: %s pieces from %s (commit %s)\n' \
	    "$(grep -c '^  ' dict/id/bpe_tokenler.json)" "$kbbi" \
	    "$(cat "$(dirname "$kbbi")/SOURCE_COMMIT" 2>/dev/null || echo '?')"
	exit 0
fi
[ "${1:-eval}" = eval ] || die "usage: scripts/nusax.sh [eval | build]"

for f in train valid test; do
	[ -r "$mt/$f.csv" ] || die "$mt/$f.csv: not found (set NUSAX_DATA)"
done
[ -r "$dict/syllable.json" ] || die "$dict: no syllable dictionary (set NUSAX_DICT)"
command -v cc >/dev/null || die "cc: not found"
command -v node >/dev/null || die "node: not found (install nodejs and npm)"
mkdir -p "$dir/text" "$dir/syl" "$dir/gpt2" || die "$dir: cannot create"

cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -o "$dir/nusax" scripts/nusax.c -lm
"$dir/nusax" csv "$dir/text" "$mt/train.csv" "$mt/valid.csv" "$mt/test.csv"

# The paper's order: Indonesian, English, then the ten regional languages.
langs="ind:indonesian eng:english ace:acehnese ban:balinese
bbc:toba_batak bjn:banjarese bug:buginese jav:javanese mad:madurese
min:minangkabau nij:ngaju sun:sundanese"

# tt: whitespace tokens are the dictionary's " ", "\n" and "\t", IDs 2-4
# in every tt dictionary (tt-dict(5)).
for l in $langs; do
	name=${l#*:}
	bin/tt-encode -m syllable -d "$dict" "$dir/text/$name.txt" > "$dir/syl/$name.ws"
	awk '{ o = ""; for (i = 1; i <= NF; i++) if ($i < 2 || $i > 4)
	    o = o (o == "" ? "" : " ") $i; print o }' \
	    "$dir/syl/$name.ws" > "$dir/syl/$name.nows"
done

# GPT-2: a token is whitespace when its bytes are all spaces, tabs,
# newlines or carriage returns.
if [ ! -d "$node/node_modules/tiktoken" ]; then
	command -v npm >/dev/null || die "npm: not found"
	echo "nusax.sh: npm install tiktoken into $node" >&2
	mkdir -p "$node"
	npm install --prefix "$node" --no-audit --no-fund tiktoken@1.0.22 >&2
fi
NODE_PATH=$node/node_modules node -e '
const fs = require("fs");
const { get_encoding } = require("tiktoken");
const enc = get_encoding("gpt2");
const white = new Map();
function isWhite(id) {
	if (!white.has(id))
		white.set(id, enc.decode_single_token_bytes(id)
		    .every((b) => b === 32 || b === 9 || b === 10 || b === 13));
	return white.get(id);
}
// GPT-2 byte-level alphabet, for the pieces tt-stats -p -b reads.
const alpha = [];
for (let b = 0, k = 256; b < 256; b++)
	alpha[b] = String.fromCharCode((b >= 0x21 && b <= 0x7e) ||
	    (b >= 0xa1 && b <= 0xac) || (b >= 0xae) ? b : k++);
const piece = (id) => Array.from(enc.decode_single_token_bytes(id),
    (b) => alpha[b]).join("");
const [dir, ...names] = process.argv.slice(1);
for (const name of names) {
	const ws = [], nows = [], pieces = [];
	for (const line of fs.readFileSync(`${dir}/text/${name}.txt`, "utf8")
	    .split("\n").slice(0, -1)) {
		const ids = Array.from(enc.encode(line));
		ws.push(ids.join(" "));
		nows.push(ids.filter((id) => !isWhite(id)).join(" "));
		pieces.push(JSON.stringify(ids.map(piece)));
	}
	fs.writeFileSync(`${dir}/gpt2/${name}.ws`, ws.join("\n") + "\n");
	fs.writeFileSync(`${dir}/gpt2/${name}.nows`, nows.join("\n") + "\n");
	fs.writeFileSync(`${dir}/gpt2/${name}.json`, pieces.join("\n") + "\n");
}
enc.free();
' "$dir" $(for l in $langs; do printf '%s ' "${l#*:}"; done)

# Mean similarity of every pair of languages: "a b mean" lines, in the
# order of $langs, for tokenizer $tok and convention $conv.  tt-stats
# --similarity computes the same as the helper (equal to the last digit
# on NusaX); the helper stays for a tt-stats without it.
if bin/tt-stats --help 2>/dev/null | grep -q -- --similarity; then
	simtool="tt-stats --similarity"
else
	simtool="scripts/nusax.c"
fi
similarity() {
	set --
	for l in $langs; do
		set -- "$@" "$dir/$tok/${l#*:}.$conv"
	done
	if [ "$simtool" = scripts/nusax.c ]; then
		"$dir/nusax" sw "$@"
	else
		bin/tt-stats --similarity "$@" |
		    awk -F'\t' '{ printf "%s\t%s\t%.4f\n", $1, $2, $4 }'
	fi | sed "s|$dir/$tok/||g; s|\.$conv||g"
}

# The two line means of TPC in a tt-stats report.
tpc() {
	awk -F'\t' '$1 == "line_tokens_per_char" { a = $2 }
	    $1 == "line_tokens_per_char_nonspace" { b = $2 }
	    END { printf "%.4f %.4f", a, b }'
}

echo "Tokens per character, mean over 1,000 sentences (tt-stats: all tokens,"
echo "and whitespace tokens not counted, seed 002's; spaces are characters"
echo "either way)"
echo
printf '%-4s  %-25s  %-25s\n' "" "syllables ($dict)" "GPT-2 BPE"
printf '%-4s  %12s %12s  %12s %12s\n' lang "all tokens" "no spaces" \
    "all tokens" "no spaces"
for l in $langs; do
	name=${l#*:}
	# shellcheck disable=SC2046
	set -- $(bin/tt-stats -m syllable -d "$dict" "$dir/text/$name.txt" |
	    tpc) $(bin/tt-stats -p -b --text "$dir/text/$name.txt" \
	    "$dir/gpt2/$name.json" | tpc)
	printf '%-4s  %12s %12s  %12s %12s\n' "${l%%:*}" "$@"
done

for conv in nows ws; do
	for tok in syl gpt2; do
		similarity > "$dir/sim.$tok.$conv"
	done
	paste "$dir/sim.syl.$conv" "$dir/sim.gpt2.$conv" |
	    awk -F'\t' '{ print $1 "\t" $2 "\t" $3 "\t" $6 }' > "$dir/pairs.$conv"
done

echo
echo "Smith-Waterman similarity per language pair (mean over sentences,"
echo "by $simtool)"
echo
printf '%-8s  %-25s  %-25s\n' "" "whitespace not counted" "whitespace counted"
printf '%-8s  %8s %8s %7s  %8s %8s %7s\n' pair "syl" "gpt2" "diff" \
    "syl" "gpt2" "diff"
paste "$dir/pairs.nows" "$dir/pairs.ws" |
    awk -F'\t' -v langs="$(echo $langs)" '
	BEGIN {
		n = split(langs, l, " ")
		for (i = 1; i <= n; i++) {
			split(l[i], kv, ":")
			code[kv[2]] = kv[1]
		}
	}
	{
		printf "%-8s  %8.4f %8.4f %+7.4f  %8.4f %8.4f %+7.4f\n",
		    code[$1] "-" code[$2], $3, $4, $3 - $4, $7, $8, $7 - $8
	}'

for conv in nows ws; do
	awk -F'\t' -v c="$([ $conv = ws ] && echo counted || echo 'not counted')" '
	    $3 <= $4 { k++ } END { printf "whitespace %s: syllables at or below GPT-2 on %d of %d pairs\n", c, k, NR }' \
	    "$dir/pairs.$conv"
done

echo
echo "Syllable similarity against GPT-2's, one point per language pair"
echo "(x GPT-2, y syllables, as seed 002 figure 3a): m(0) the slope through"
echo "the origin, seed 002's m ~ 1.21; slope and icept the least-squares"
echo "line; r Pearson's, rho Spearman's.  Pairs: all 66, the 55 without"
echo "English, the 45 of the ten regional languages (no English, no"
echo "Indonesian)"
echo
printf '%-7s %-11s %3s %8s %9s %7s %7s %7s %7s %7s\n' spaces pairs n \
    "mean syl" "mean gpt2" "m(0)" slope icept r rho
for conv in nows ws; do
	for set in all no-english regional; do
		case $set in
		all) cat "$dir/pairs.$conv" ;;
		no-english) grep -v english "$dir/pairs.$conv" ;;
		regional) grep -v 'english\|indonesian' "$dir/pairs.$conv" ;;
		esac > "$dir/fit.in"
		n=$(wc -l < "$dir/fit.in")
		means=$(awk -F'\t' '{ s += $3; g += $4 } END { printf "%.4f %.4f", s / NR, g / NR }' "$dir/fit.in")
		# x = GPT-2, y = syllables, as seed 002 figure 3a.
		fitted=$(awk -F'\t' '{ print $4, $3 }' "$dir/fit.in" | "$dir/nusax" fit)
		# shellcheck disable=SC2086
		printf '%-7s %-11s %3s %8s %9s %7s %7s %7s %7s %7s\n' \
		    "$([ $conv = ws ] && echo counted || echo no)" \
		    "$set" "$n" $means $fitted
	done
done
