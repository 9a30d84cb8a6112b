#!/bin/sh
# SPDX-License-Identifier: MIT
# Run the libFuzzer harnesses of tests/fuzz for a fixed time each.
#
# Debian 12 packages: clang (which pulls in clang-14) and
# libclang-rt-14-dev, which holds libFuzzer and the sanitizer runtimes
# (libclang_rt.fuzzer-x86_64.a) and is only a Recommends of clang-14, so
# name it; libjansson-dev and libunistring-dev as for the library:
#   apt-get install clang libclang-rt-14-dev libjansson-dev libunistring-dev
#
# usage: scripts/fuzz.sh [SECONDS [HARNESS]]
#   SECONDS  time per harness (60)
#   HARNESS  roundtrip, dict, decode or image (all when omitted)
# Environment, paths relative to the repository root:
#   TT_FUZZ_DICT  dictionary for fuzz-roundtrip (../shared/reference/mft)
# The seed corpora, with the reproducers of past findings in tests/fuzz/found
# (roundtrip-*, dict-*, decode-*, image-*), are copied to a scratch
# directory under /tmp, so
# the repository is not modified.  Exit status 0 when no harness crashed,
# 1 on a crash or sanitizer report (the scratch directory is kept, with
# the reproducer and the log), 2 on trouble.
set -u

cd "$(dirname "$0")/.." || exit 2
secs=${1:-60}
only=${2:-}

die() {
	printf 'fuzz.sh: %s\n' "$*" >&2
	exit 2
}

case $secs in
''|*[!0-9]*) die "$secs: not a number of seconds" ;;
esac
case $only in
'') names='roundtrip dict decode image' ;;
roundtrip|fuzz-roundtrip) names=roundtrip ;;
dict|fuzz-dict) names=dict ;;
decode|fuzz-decode) names=decode ;;
image|fuzz-image) names=image ;;
*) die "$only: no such harness (roundtrip, dict, decode or image)" ;;
esac

make fuzz >&2 || die "make fuzz failed"
scratch=$(mktemp -d /tmp/tt-fuzz.XXXXXX) || die "cannot make a directory"

# UBSan only warns by default: make each report a crash libFuzzer sees.
UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1
ASAN_OPTIONS=${ASAN_OPTIONS:-}${ASAN_OPTIONS:+:}detect_leaks=1
export UBSAN_OPTIONS ASAN_OPTIONS

status=0
for name in $names; do
	corpus=$scratch/$name-corpus
	art=$scratch/$name-crash
	log=$scratch/$name.log
	mkdir -p "$corpus" "$art" "$scratch/$name-tmp"
	case $name in
	roundtrip) seeds=tests/fuzz/corpus ;;
	dict) seeds=tests/fuzz/dict-corpus ;;
	decode) seeds=tests/fuzz/decode-corpus ;;
	image) seeds=tests/fuzz/image-corpus ;;
	esac
	cp "$seeds"/* "$corpus"/
	for f in tests/fuzz/found/"$name"-*; do
		[ ! -f "$f" ] || cp "$f" "$corpus"/
	done
	TMPDIR=$scratch/$name-tmp "bin/fuzz-$name" -seed=1 \
	    -max_total_time="$secs" -max_len=4096 -timeout=10 \
	    -print_final_stats=1 -artifact_prefix="$art/" "$corpus" \
	    > "$log" 2>&1
	rc=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" |
	    tail -n 1)
	[ -n "$runs" ] || runs=$(sed -n 's/^#\([0-9][0-9]*\).*/\1/p' \
	    "$log" | tail -n 1)
	crashes=$(find "$art" -type f | wc -l)
	if [ "$rc" -ne 0 ] || [ "$crashes" -ne 0 ] ||
	    grep -q -e 'runtime error:' -e '^SUMMARY: ' "$log"; then
		[ "$crashes" -ne 0 ] || crashes=1
		status=1
		tail -n 60 "$log" >&2
		printf 'fuzz.sh: fuzz-%s failed (exit %s): log %s, ' \
		    "$name" "$rc" "$log" >&2
		printf 'reproducers in %s\n' "$art" >&2
	fi
	printf 'fuzz-%s: %s runs, %s crashes\n' "$name" "${runs:-0}" \
	    "$crashes"
done
if [ "$status" -eq 0 ]; then
	rm -rf "$scratch"
else
	printf 'fuzz.sh: kept %s\n' "$scratch" >&2
fi
exit "$status"
