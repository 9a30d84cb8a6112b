#!/bin/sh
# Decode the reference IDs of the golden file and count what comes back.
# usage: scripts/golden-decode.sh [REFDIR]
ref=${1:-../shared/reference/mft}
cut -f1 "$ref/golden/ud-dev.ref.tsv" | bin/tt-decode -d "$ref" > /tmp/dec.$$
paste -d'\n' /tmp/dec.$$ "$ref/golden/ud-dev.txt" | paste - - > /tmp/pair.$$
awk -F'\t' '$1==$2' /tmp/pair.$$ | wc -l
rm -f /tmp/dec.$$
