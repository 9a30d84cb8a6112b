#!/bin/sh
# SPDX-License-Identifier: MIT
# Train the scored model of a dictionary from text: counts.tsv and
# trans.tsv (tt-dict(5)), as dict/tr's were made (dict/README).  A first
# round credits every root of a word's cuts of fewest pieces (tt-dict
# counts) and counts the steps of those cuts (scripts/trans.py); then
# ROUNDS soft recounts (tt-dict --soft recount), each with the model of
# the round before, and the steps of the cuts that model makes with the
# new counts (trans.py -m).  Only DICT's roots.tsv, tt-dict.tsv and
# bpe_tokenler.json are read; its own counts play no part, so the same
# text gives the same files back.
#
# usage: scripts/counts.sh [-n ROUNDS] DICT OUT FILE...
#
# OUT, a directory, gets counts.tsv and trans.tsv; ROUNDS defaults to 4.
# Uses the bin/ of the tree it is in, which must be built.  Exit 0, or 2
# on trouble.
set -eu

tree=$(cd "$(dirname "$0")/.." && pwd)
rounds=4

die() {
	printf 'counts.sh: %s\n' "$*" >&2
	exit 2
}

case ${1:-} in
-h|--help)
	sed -n '3,17p' "$0" | sed 's/^# \{0,1\}//'
	exit 0 ;;
-n)
	[ $# -ge 2 ] || die "-n needs a number"
	rounds=$2
	shift 2 ;;
esac
case $rounds in
''|*[!0-9]*) die "$rounds: not a number of rounds" ;;
esac
[ $# -ge 3 ] || die "usage: scripts/counts.sh [-n ROUNDS] DICT OUT FILE..."
dict=$1 out=$2
shift 2
[ -x "$tree/bin/tt-dict" ] || die "$tree/bin/tt-dict: not built (make)"
[ -d "$out" ] || die "$out: not a directory"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tt-counts.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Round i's dictionary in $tmp/i: DICT's entries, round i's counts and
# the transitions of its cuts.
i=0
while [ "$i" -le "$rounds" ]; do
	mkdir "$tmp/$i"
	cp "$dict/roots.tsv" "$dict/tt-dict.tsv" "$dict/bpe_tokenler.json" \
	    "$tmp/$i"
	if [ "$i" -eq 0 ]; then
		"$tree/bin/tt-dict" -d "$tmp/0" counts "$@"
	else
		"$tree/bin/tt-dict" -d "$tmp/$((i - 1))" --soft recount "$@"
	fi > "$tmp/counts.tsv"
	mv "$tmp/counts.tsv" "$tmp/$i/counts.tsv"
	if [ "$i" -eq 0 ]; then
		python3 "$tree/scripts/trans.py" "$tree/bin" "$tmp/$i" "$@"
	else
		python3 "$tree/scripts/trans.py" -m "$tmp/$((i - 1))/trans.tsv" \
		    "$tree/bin" "$tmp/$i" "$@"
	fi > "$tmp/trans.tsv"
	mv "$tmp/trans.tsv" "$tmp/$i/trans.tsv"
	printf 'counts.sh: round %d of %d\n' "$i" "$rounds" >&2
	i=$((i + 1))
done
cp "$tmp/$rounds/counts.tsv" "$tmp/$rounds/trans.tsv" "$out"
