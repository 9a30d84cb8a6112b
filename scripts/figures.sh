#!/bin/sh
# SPDX-License-Identifier: MIT
# The quality figures of issue 17 (README, "Measured"), each printed
# with the text, lexicon and gold file that gave it, so that a closing
# note's figures can be made again with one command:
#   dev   the UD dev sentences (the "# text = " lines of
#         ../shared/data/tr/ud/*/*-dev.conllu) read by tt-stats with the
#         validator lexicon dict/validator, the Morpho Challenge 2010
#         trainset (boundary F1) and MorphScore; SIGMORPHON 2022 tur.dev
#         and the UD dev and test stem checks (scripts/sigstem.py), dev
#         also with each word read in its sentence (--context);
#         verbgloss.py on the UD dev treebanks, and with --case,
#         --plural and --person
#   train what changes are chosen on: the UD train stem check (also in
#         context), SIGMORPHON 2022 tur_large.train, verbgloss.py (and
#         --case, --plural, --person) on UD train
#   once  gold sets read once a stop, never chosen on: SIGMORPHON 2023
#         tur.trn and tur.dev, UniMorph's derivations
#
# usage: scripts/figures.sh [-d dir] [BINDIR [SET...]]
#   BINDIR  the tools to measure (default: bin)
#   SET     dev, train, once (default: dev train)
#   -d dir  dictionary directory (default: dict/tr)
# Needs ../shared beside the checkout and python3; never run by make check.
set -eu

dict=dict/tr
case ${1:-} in
-h|--help)
	sed -n '3,23p' "$0" | sed 's/^# \{0,1\}//'
	exit 0 ;;
-d)
	[ $# -ge 2 ] || { echo "figures.sh: -d needs a directory" >&2; exit 2; }
	dict=$2
	shift 2 ;;
esac
cd "$(dirname "$0")/.."
bin=${1:-bin}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- dev train
data=../shared/data/tr
gold=$data/gold
ud=$data/ud

die() {
	printf 'figures.sh: %s\n' "$*" >&2
	exit 2
}

for set in "$@"; do
	case $set in
	dev|train|once) ;;
	*) die "$set: no such set (dev, train, once)" ;;
	esac
done
[ -x "$bin/tt-stats" ] || die "$bin/tt-stats: not built (make)"
[ -d "$gold" ] || die "$gold: not found (../shared beside the checkout)"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tt-figures.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export TT_DICT="$dict"

# share LABEL SCRIPT FILE...: the share SCRIPT (sigstem.py, verbgloss.py)
# prints first for FILE, under LABEL; the misses it lists after are left.
share() {
	s_label=$1 s_script=$2
	shift 2
	python3 "scripts/$s_script" "$bin" "$@" > "$tmp/share" ||
	    die "$s_script $*: failed"
	printf '  %-32s %s\n' "$s_label" "$(sed -n '1s/^[^:]*: //p' "$tmp/share")"
}

printf 'tools %s, dictionary %s\n' "$bin" "$dict"
for set in "$@"; do
	case $set in
	dev)
		sed -n 's/^# text = //p' "$ud"/*/*-dev.conllu > "$tmp/dev.txt"
		printf '\nUD dev sentences (%s lines), lexicon dict/validator, Morpho Challenge 2010 trainset, MorphScore\n' \
		    "$(wc -l < "$tmp/dev.txt" | tr -d ' ')"
		"$bin/tt-stats" -m lossless -L dict/validator \
		    -g "$gold/morpho_challenge_2010/goldstd_trainset.segmentation.utf8.tsv" \
		    --morphscore "$gold/morphscore/turkish_morph_data.csv" \
		    "$tmp/dev.txt" > "$tmp/dev.stats" ||
		    die "tt-stats failed on the UD dev sentences"
		awk -F '\t' '
		$1 ~ /^(vocab_size|tokens_per_word|unique_tokens|unique_scored|unique_turkish|unique_pure|tr_unique|pure_unique|tr_running|pure_running|boundary_f1|morphscore)$/ {
			printf "  %-32s %s\n", $1, $2
		}' "$tmp/dev.stats"
		share "SIGMORPHON 2022 tur.dev" sigstem.py \
		    "$gold/sigmorphon2022/tur.dev"
		share "UD dev stem check" sigstem.py "$ud"/*/*-dev.conllu
		share "UD test stem check" sigstem.py "$ud"/*/*-test.conllu
		share "UD dev stem check in context" sigstem.py --context \
		    "$ud"/*/*-dev.conllu
		share "verbgloss, UD dev" verbgloss.py "$ud"/*/*-dev.conllu
		share "case gloss, UD dev" verbgloss.py --case \
		    "$ud"/*/*-dev.conllu
		share "plural gloss, UD dev" verbgloss.py --plural \
		    "$ud"/*/*-dev.conllu
		share "person gloss, UD dev" verbgloss.py --person \
		    "$ud"/*/*-dev.conllu ;;
	train)
		printf '\ntraining side (changes are chosen on these)\n'
		share "UD train stem check" sigstem.py "$ud"/*/*-train.conllu
		share "UD train stem check in context" sigstem.py --context \
		    "$ud"/*/*-train.conllu
		share "SIGMORPHON 2022 tur_large.train" sigstem.py \
		    "$gold/sigmorphon2022/tur_large.train"
		share "verbgloss, UD train" verbgloss.py \
		    "$ud"/*/*-train.conllu
		share "case gloss, UD train" verbgloss.py --case \
		    "$ud"/*/*-train.conllu
		share "plural gloss, UD train" verbgloss.py --plural \
		    "$ud"/*/*-train.conllu
		share "person gloss, UD train" verbgloss.py --person \
		    "$ud"/*/*-train.conllu ;;
	once)
		printf '\nread once a stop, never chosen on\n'
		share "SIGMORPHON 2023 tur.trn" sigstem.py \
		    "$gold/sigmorphon2023/tur.trn"
		share "SIGMORPHON 2023 tur.dev" sigstem.py \
		    "$gold/sigmorphon2023/tur.dev"
		share "UniMorph derivations" sigstem.py \
		    "$gold/unimorph_tur/tur.derivations" ;;
	esac
done
