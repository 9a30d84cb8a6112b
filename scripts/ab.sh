#!/bin/sh
# SPDX-License-Identifier: MIT
# A/B: this tree's tt-encode and tt-decode against other commits', on the
# same text in one run.  Runs alternate (base, this, base, this ...) so
# that other work on the machine falls on both alike; the figure is the
# fewest CPU seconds (user + system) of each.  Each build reads its own
# dict/tr, as its users would.  Run by `make bench`; never fails on speed.
#
# usage: scripts/ab.sh [BASE...]
#   BASE  commits to compare with (default: 4ecc3ca, the first release,
#         before the whole-word analysis of issue 17; 49809d7, before the
#         image checks and line chunks of issue 20)
# Environment: TT_BENCH_CORPUS (../shared/data/tr/raw/ttc3600_news/
# ttc3600.txt), TT_AB_RUNS (5), TMPDIR (the builds, by scripts/aside.sh).
set -eu

case ${1:-} in
-h|--help)
	sed -n '3,14p' "$0" | sed 's/^# \{0,1\}//'
	exit 0 ;;
esac
cd "$(dirname "$0")/.."
corpus=${TT_BENCH_CORPUS:-../shared/data/tr/raw/ttc3600_news/ttc3600.txt}
runs=${TT_AB_RUNS:-5}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tt-ab.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
[ $# -gt 0 ] || set -- 4ecc3ca 49809d7

die() {
	printf 'ab.sh: %s\n' "$*" >&2
	exit 2
}

[ -r "$corpus" ] || die "$corpus: corpus not found (set TT_BENCH_CORPUS)"
make -s -j2 all >/dev/null || die "this tree: build failed"
cc -O2 -std=c11 -o "$tmp/cputime" scripts/cputime.c ||
    die "cannot build scripts/cputime.c"
unset TT_DICT

# cpu TREE NAME IN CMD...: run TREE's CMD (a tool and its arguments) on
# IN into $tmp/TREE-NAME.out; append its CPU seconds to $tmp/TREE-NAME.
cpu() {
	c_tree=$1 c_name=$2 c_in=$3 c_key=$(echo "$1" | cksum | cut -d ' ' -f 1)
	shift 3
	c_tool=$1
	shift
	"$tmp/cputime" "$tmp/time" "$c_tree/bin/$c_tool" -d "$c_tree/dict/tr" \
	    "$@" < "$c_in" > "$tmp/$c_key-$c_name.out" ||
	    die "$c_tree/bin/$c_tool $*: failed"
	awk '{ print $2 + $3 }' "$tmp/time" >> "$tmp/$c_key-$c_name"
}

# best TREE NAME: the fewest CPU seconds of TREE's runs of NAME.
best() {
	sort -g "$tmp/$(echo "$1" | cksum | cut -d ' ' -f 1)-$2" | head -n 1
}

printf 'A/B on %s (%s bytes), CPU seconds, best of %s alternate runs;\n' \
    "$corpus" "$(wc -c < "$corpus" | tr -d ' ')" "$runs"
printf 'ratio this/base: below 1.00 this tree is faster.\n'
for rev in "$@"; do
	base=$(scripts/aside.sh "$rev") || die "$rev: cannot build"
	rm -f "$tmp"/[0-9]*
	i=0
	while [ $((i += 1)) -le "$runs" ]; do
		for t in "$base" .; do
			cpu "$t" enc "$corpus" tt-encode
			cpu "$t" nocache "$corpus" tt-encode --no-cache
			cpu "$t" dec "$tmp/$(echo "$t" | cksum |
			    cut -d ' ' -f 1)-enc.out" tt-decode
		done
	done
	printf '\nbase %s\n' "$(git log -1 --format='%h %s' "$rev" | cut -c1-70)"
	printf '  %-22s %8s %8s %7s\n' tool base this ratio
	for m in 'enc tt-encode' 'nocache tt-encode --no-cache' \
	    'dec tt-decode'; do
		k=${m%% *}
		a=$(best "$base" "$k") b=$(best . "$k")
		printf '  %-22s %8.3f %8.3f %6.2fx\n' "${m#* }" "$a" "$b" \
		    "$(echo "$b $a" | awk '{ print ($2 > 0 ? $1 / $2 : 0) }')"
	done
done
