#!/bin/sh
# SPDX-License-Identifier: MIT
# Throughput of tt-encode and tt-decode next to SentencePiece BPE and wc -w.
#
# usage: scripts/bench.sh  (run by `make bench`; prints a report, never fails
# on speed).  Environment, paths relative to the repository root:
#   TT_BENCH_CORPUS  text to measure on (../shared/data/tr/raw/ttc3600_news/
#                    ttc3600.txt); one document a line, split into sentences
#   TT_BENCH_DICT    tt dictionary directory (../shared/reference/mft)
#   TT_BENCH_DIR     cache for the split text, the SentencePiece model and
#                    the outputs (bench.out); delete it to retrain
set -eu

cd "$(dirname "$0")/.."
corpus=${TT_BENCH_CORPUS:-../shared/data/tr/raw/ttc3600_news/ttc3600.txt}
dict=${TT_BENCH_DICT:-../shared/reference/mft}
dir=${TT_BENCH_DIR:-bench.out}
vocab=32768
goal=50		# MB/s, design goal of tt-encode -m compat

# wc -w and awk count bytes, not characters, and print "." decimals.
LC_ALL=C
export LC_ALL

die() {
	printf 'bench.sh: %s\n' "$*" >&2
	exit 2
}

[ -r "$corpus" ] || die "$corpus: corpus not found (set TT_BENCH_CORPUS)"
[ -d "$dict" ] || die "$dict: dictionary not found (set TT_BENCH_DICT)"
for t in bin/tt-encode bin/tt-decode; do
	[ -x "$t" ] || die "$t: not built (run make)"
done
for t in spm_train spm_encode spm_decode; do
	command -v "$t" >/dev/null || die "$t: not found (install sentencepiece)"
done
mkdir -p "$dir" || die "$dir: cannot create"

# Cache: the sentence split and the model are redone only when the corpus
# or the training settings change.  Lines of the corpus are whole documents;
# split after . ! ? followed by a space so that every tool reads the same
# sentence-sized lines and spm_train does not skip them as too long.
text=$dir/input.txt
model=$dir/spm-bpe-$vocab
stamp="$(cksum < "$corpus") bpe $vocab"
if [ ! -s "$model.model" ] || [ ! -s "$text" ] ||
    [ "$(cat "$dir/stamp" 2>/dev/null)" != "$stamp" ]; then
	rm -f "$dir/stamp"
	echo "bench.sh: splitting $corpus into $text" >&2
	sed 's/\([.!?]\) /\1\
/g' "$corpus" > "$text.tmp"
	mv "$text.tmp" "$text"
	echo "bench.sh: training $model.model (log in $dir/spm_train.log)" >&2
	if ! spm_train --model_type=bpe --vocab_size=$vocab \
	    --input="$text" --model_prefix="$dir/tmp-spm" \
	    --input_sentence_size=200000 --shuffle_input_sentence=true \
	    --max_sentence_length=16384 --num_threads=2 \
	    > "$dir/spm_train.log" 2>&1; then
		tail -n 5 "$dir/spm_train.log" >&2
		die "spm_train failed"
	fi
	mv "$dir/tmp-spm.model" "$model.model"
	mv "$dir/tmp-spm.vocab" "$model.vocab"
	printf '%s\n' "$stamp" > "$dir/stamp"
fi

# best_of3 IN OUT CMD...: run CMD <IN >OUT three times and print the
# fastest wall time in seconds.
best_of3() {
	b3_in=$1 b3_out=$2 b3_best='' b3_n=0
	shift 2
	while [ $((b3_n += 1)) -le 3 ]; do
		b3_t0=$(date +%s%N)
		"$@" < "$b3_in" > "$b3_out" || die "$1 failed"
		b3_t=$(($(date +%s%N) - b3_t0))
		if [ -z "$b3_best" ] || [ "$b3_t" -lt "$b3_best" ]; then
			b3_best=$b3_t
		fi
	done
	awk -v ns="$b3_best" 'BEGIN { printf "%.6f\n", ns / 1e9 }'
}

words() {
	wc -w < "$1" | tr -d ' '
}

bytes() {
	wc -c < "$1" | tr -d ' '
}

# run NAME KIND IN OUT CMD...: time CMD on IN and on the first line of IN
# (start-up), then add a row to the results: name, kind, MB measured (input
# for encoders, output for decoders), tokens, seconds, start-up seconds.
run() {
	r_name=$1 r_kind=$2 r_in=$3 r_out=$4
	shift 4
	echo "bench.sh: timing $r_name" >&2
	head -n 1 "$r_in" > "$dir/one.in"
	r_one=$(best_of3 "$dir/one.in" "$dir/one.out" "$@")
	r_all=$(best_of3 "$r_in" "$r_out" "$@")
	case $r_kind in
	enc)	r_bytes=$(bytes "$r_in") r_tok=$(words "$r_out") ;;
	dec)	r_bytes=$(bytes "$r_out") r_tok=$(words "$r_in") ;;
	floor)	r_bytes=$(bytes "$r_in") r_tok=$(cat "$r_out") ;;
	esac
	printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$r_name" "$r_kind" "$r_bytes" \
	    "$r_tok" "$r_all" "$r_one" >> "$dir/results.tsv"
}

: > "$dir/results.tsv"
run "wc -w" floor "$text" "$dir/wc.out" wc -w
run "spm_encode" enc "$text" "$dir/spm.ids" \
    spm_encode --model="$model.model" --output_format=id
run "tt-encode -m compat" enc "$text" "$dir/compat.ids" \
    bin/tt-encode -m compat -d "$dict"
run "tt-encode -m lossless" enc "$text" "$dir/lossless.ids" \
    bin/tt-encode -m lossless -d "$dict"
run "spm_decode" dec "$dir/spm.ids" "$dir/spm.txt" \
    spm_decode --model="$model.model" --input_format=id
run "tt-decode" dec "$dir/compat.ids" "$dir/compat.txt" \
    bin/tt-decode -d "$dict"

# Throughput excludes start-up: (full - one line) seconds; MB = 10^6 bytes.
awk -F '\t' -v goal="$goal" -v text="$text" -v lines="$(wc -l < "$text")" '
function net(i) {
	t = secs[i] - start[i]
	return t > 1e-6 ? t : 1e-6
}
function ratio(a, b) {
	return b == "" ? "-" : sprintf("%.2fx", mbs[a] / mbs[b])
}
{
	n++
	name[n] = $1; kind[n] = $2; mb[n] = $3 / 1e6; tok[n] = $4
	secs[n] = $5; start[n] = $6
	idx[$1] = n
}
END {
	printf "input: %s, %.1f MB, %d lines\n", text, mb[idx["wc -w"]], lines
	printf "best of 3 wall times, start-up (one-line input) subtracted\n\n"
	printf "%-22s %8s %12s %10s %9s %9s\n", "tool", "MB/s", "tokens/s", \
	    "startup_ms", "vs_spm", "vs_wc"
	for (i = 1; i <= n; i++)
		mbs[i] = mb[i] / net(i)
	for (i = 1; i <= n; i++) {
		ref = ""
		if (kind[i] == "enc")
			ref = idx["spm_encode"]
		else if (kind[i] == "dec")
			ref = idx["spm_decode"]
		printf "%-22s %8.1f %12.0f %10.1f %9s %9s\n", name[i], mbs[i], \
		    tok[i] / net(i), start[i] * 1000, ratio(i, ref), \
		    ratio(i, idx["wc -w"])
	}
	c = mbs[idx["tt-encode -m compat"]]
	printf "\ntt-encode -m compat: %.1f MB/s, design goal %d MB/s: %s\n", \
	    c, goal, (c >= goal ? "met" : "not met")
}' "$dir/results.tsv"
