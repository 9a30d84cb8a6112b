#!/bin/sh
# SPDX-License-Identifier: MIT
# Damage copies of a compiled dictionary image and see what the tools do.
#
# usage: scripts/damage.sh [N [BIN [DICT [TEXT]]]]
#   N     images (300); each gets 1 to 8 random bytes XORed with a random
#         nonzero value (perl's rand, seeded with the image's number)
#   BIN   the tools' directory (bin)
#   DICT  the dictionary directory whose tt-dict.img is damaged (dict/tr)
#   TEXT  the text encoded and decoded (the first 200 lines of
#         TTC-3600, else tests/text/*)
# For each image, TEXT is encoded and decoded with it; the line printed at
# the end counts the runs that crashed (a signal or a sanitizer report),
# exited 0 with other text than TEXT, refused the image with a message,
# or gave the text back.  Scratch files go under $TMPDIR.
set -u
n=${1:-300}
bin=${2:-bin}
dict=${3:-dict/tr}
text=${4:-}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tt-damage.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
if [ -z "$text" ]; then
	text=$tmp/text
	src=../shared/data/tr/raw/ttc3600_news/ttc3600.txt
	if [ -r "$src" ]; then
		head -n 200 "$src" > "$text"
	else
		cat tests/text/* > "$text"
	fi
fi
crash=0 wrong=0 refused=0 same=0
i=0
while [ "$i" -lt "$n" ]; do
	i=$((i + 1))
	rm -rf "$tmp/d"
	cp -rp "$dict" "$tmp/d"
	perl -e '
		my ($path, $seed) = @ARGV;
		srand($seed);
		open(my $f, "+<:raw", $path) or die "$path: $!";
		my $size = -s $f;
		for (1 .. 1 + int(rand(8))) {
			my $at = int(rand($size));
			seek($f, $at, 0);
			read($f, my $c, 1);
			seek($f, $at, 0);
			print $f chr(ord($c) ^ (1 + int(rand(255))));
		}
		close($f) or die "$path: $!";
	' "$tmp/d/tt-dict.img" "$i"
	touch "$tmp/d/tt-dict.img"
	"$bin/tt-encode" -d "$tmp/d" "$text" > "$tmp/ids" 2> "$tmp/err1"
	e=$?
	"$bin/tt-decode" -d "$tmp/d" "$tmp/ids" > "$tmp/out" 2> "$tmp/err2"
	dcode=$?
	if [ "$e" -gt 2 ] || [ "$dcode" -gt 2 ] ||
	    grep -q -e 'runtime error' -e 'Sanitizer' "$tmp/err1" "$tmp/err2"
	then
		crash=$((crash + 1))
	elif [ "$e" -eq 0 ] && [ "$dcode" -eq 0 ] &&
	    ! cmp -s "$tmp/out" "$text"; then
		wrong=$((wrong + 1))
	elif grep -q 'tt-dict.img' "$tmp/err1"; then
		refused=$((refused + 1))
	else
		same=$((same + 1))
	fi
done
echo "images $n: crashed $crash, exit 0 with wrong text $wrong," \
    "refused with a message $refused, text back without one $same"
