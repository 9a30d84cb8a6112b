#!/bin/sh
# SPDX-License-Identifier: MIT
# Proof that a change meant not to change behaviour does not: build another
# commit beside this tree, run every mode of every tool on every file under
# ../shared/data with both builds, and compare the bytes.
#
# usage: scripts/same.sh [BASE]     (BASE: a commit, default HEAD)
#
# Compared, for each file: tt-encode with the built-in dictionary in every
# output form (IDs, -t, --json, u16, u32 with --index, -j 2, --no-cache),
# with the reference dictionaries (lossless and compat), and in syllable
# mode (dict/id); tt-decode of each of those ID streams; tt-roundtrip;
# tt-stats in text mode (with the validator lexicon, and -m syllable).
# Once: the reference's golden IDs decoded, with and without hints, the
# gold scores, and tt-dict info.  Each build reads its own dict/.  Exit 0
# when every output is the same, 1 when one differs (the first differing
# files are named), 2 on trouble.  The base build is kept in
# $TMPDIR/tt-same-COMMIT for the next run; outputs go to $TMPDIR too.
set -eu

cd "$(dirname "$0")/.."
tree=$(pwd)
data=$tree/../shared/data
ref=$tree/../shared/reference/mft
tmp=${TMPDIR:-/tmp}

die() {
	printf 'same.sh: %s\n' "$*" >&2
	exit 2
}

case ${1:-} in
-h|--help)
	sed -n '3,18p' "$0" | sed 's/^# \{0,1\}//'
	exit 0 ;;
esac
[ -d "$data" ] || die "$data: not found (../shared must sit beside the tree)"
rev=$(git rev-parse --verify -q "${1:-HEAD}^{commit}") ||
	die "${1:-HEAD}: not a commit"
base=$(scripts/aside.sh "$rev") || exit 2
make -s -j2 all >/dev/null || die "this tree: build failed"

# run TREE OUT: every output of TREE's tools, one file each, under OUT.
run() {
	b=$1/bin o=$2 tr=$1/dict/tr id=$1/dict/id
	rm -rf "$o"
	mkdir -p "$o"
	find "$data" -type f | sort | while IFS= read -r f; do
		k=$(echo "${f#"$data"/}" | tr / _)
		e() {	# e NAME tool args...: stdout and exit status of one run
			n=$1
			shift
			"$@" >"$o/$k.$n" 2>"$o/$k.$n.err" || echo "exit $?" >>"$o/$k.$n.err"
		}
		e ids "$b/tt-encode" -d "$tr" "$f"
		e pieces "$b/tt-encode" -d "$tr" -t "$f"
		e json "$b/tt-encode" -d "$tr" --json "$f"
		e u16 "$b/tt-encode" -d "$tr" --format=u16 "$f"
		e u32 "$b/tt-encode" -d "$tr" --format=u32 --index="$o/$k.idx" "$f"
		e j2 "$b/tt-encode" -d "$tr" -j 2 "$f"
		e nocache "$b/tt-encode" -d "$tr" --no-cache "$f"
		e refids "$b/tt-encode" -d "$ref" "$f"
		e compat "$b/tt-encode" -d "$ref" -m compat "$f"
		e compatjson "$b/tt-encode" -d "$ref" -m compat --json "$f"
		e syl "$b/tt-encode" -d "$id" -m syllable -t "$f"
		e sylids "$b/tt-encode" -d "$id" -m syllable "$f"
		e dec "$b/tt-decode" -d "$tr" "$o/$k.ids"
		e dec16 "$b/tt-decode" -d "$tr" --format=u16 "$o/$k.u16"
		e dec32 "$b/tt-decode" -d "$tr" --format=u32 \
		    --index="$o/$k.idx" "$o/$k.u32"
		e decj2 "$b/tt-decode" -d "$tr" -j 2 "$o/$k.ids"
		e refdec "$b/tt-decode" -d "$ref" "$o/$k.refids"
		e compatdec "$b/tt-decode" -d "$ref" "$o/$k.compat"
		e syldec "$b/tt-decode" -d "$id" "$o/$k.sylids"
		e rt "$b/tt-roundtrip" -d "$tr" "$f"
		e stats "$b/tt-stats" -d "$tr" -L "$1/dict/validator" "$f"
		e statsjson "$b/tt-stats" -d "$tr" --json "$f"
		e sylstats "$b/tt-stats" -d "$id" -m syllable "$f"
		e pstats "$b/tt-stats" -p --json --text="$f" "$o/$k.compatjson"
	done
	g=$ref/golden/ud-dev.ref.tsv
	gold=$data/tr/gold
	cut -f1 "$g" >"$o/golden.ids"
	"$b/tt-decode" -d "$ref" "$o/golden.ids" >"$o/golden.dec" 2>&1 || :
	"$b/tt-dict" -d "$ref" hints "$data/tr/raw/ttc3600_news/ttc3600.txt" \
	    >"$o/golden.hints" 2>&1 || :
	"$b/tt-decode" -d "$ref" -H "$o/golden.hints" "$o/golden.ids" \
	    >"$o/golden.hdec" 2>&1 || :
	"$b/tt-stats" -d "$tr" \
	    -g "$gold/morpho_challenge_2010/goldstd_trainset.segmentation.utf8.tsv" \
	    --morphscore "$gold/morphscore/turkish_morph_data.csv" \
	    /dev/null >"$o/gold.stats" 2>&1 || :
	(cd "$o" && "$b/tt-stats" --similarity id_nusax_mt_valid.csv.sylids \
	    id_nusax_mt_test.csv.sylids >sim 2>&1) || :
	"$b/tt-dict" -d "$tr" info >"$o/info" 2>&1 || :
	"$b/tt-dict" -d "$ref" info >"$o/refinfo" 2>&1 || :
}

echo "same.sh: $rev against $tree"
run "$base" "$tmp/tt-same.base" &
run "$tree" "$tmp/tt-same.this"
wait $! || die "the base's run failed"
# Messages name the build's own paths; compare them with those taken out.
for t in base this; do
	find "$tmp/tt-same.$t" -name '*.err' -exec sed -i \
	    -e "s|$base|TREE|g" -e "s|$tree|TREE|g" {} +
done
n=$(ls "$tmp/tt-same.this" | wc -l)
if diff -rq "$tmp/tt-same.base" "$tmp/tt-same.this" >"$tmp/tt-same.diff"; then
	echo "same.sh: $n outputs, all identical"
else
	head -n 20 "$tmp/tt-same.diff"
	echo "same.sh: $(wc -l <"$tmp/tt-same.diff") of $n outputs differ"
	exit 1
fi
