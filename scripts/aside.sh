#!/bin/sh
# SPDX-License-Identifier: MIT
# Build another commit beside this tree, once, and print where: the tree
# $TMPDIR/tt-same-REV (REV's first 12 hex digits), with its own dict/.
# Built in REV.new and renamed, so that a run cut short leaves no half
# build.  Used by same.sh and ab.sh, which thus share their builds.
#
# usage: scripts/aside.sh REV
set -eu

cd "$(dirname "$0")/.."
[ $# -eq 1 ] || {
	echo 'usage: scripts/aside.sh REV' >&2
	exit 2
}
rev=$(git rev-parse --verify -q "$1^{commit}") || {
	printf 'aside.sh: %s: not a commit\n' "$1" >&2
	exit 2
}
base=${TMPDIR:-/tmp}/tt-same-$(echo "$rev" | cut -c1-12)
if [ ! -x "$base/bin/tt-encode" ]; then
	rm -rf "$base" "$base.new"
	mkdir -p "$base.new"
	git archive "$rev" | tar -x -C "$base.new"
	make -s -C "$base.new" -j2 all >/dev/null || {
		printf 'aside.sh: %s: build failed\n' "$rev" >&2
		exit 2
	}
	mv "$base.new" "$base"
fi
echo "$base"
