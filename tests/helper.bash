# helper.bash: setup shared by every tt bats file (load helper).
#
# Tests run from the repository root with bin/ first on PATH, so messages
# name operands as the tests give them (tests/dict/kokler.json, -).

bats_require_minimum_version 1.5.0

ROOT=$(cd "$BATS_TEST_DIRNAME/.." && pwd)
# The fixture dictionary (tests/dict/README describes its IDs).
D=tests/dict
# The reference dictionary and its golden corpus, when ../shared is there.
REF=../shared/reference/mft
VERSION=$(sed -n 's/^VERSION *= *//p' "$ROOT/Makefile")

setup() {
	cd "$ROOT" || return 1
	PATH="$ROOT/bin:$PATH"
	export PATH
	# Only the tests that are about $TT_DICT set it.
	unset TT_DICT
}

# The vocabulary size of dictionary $1 as the tools report it.
vocab_size() {
	tt-stats -m compat -d "$1" </dev/null | sed -n 's/^vocab_size\t//p'
}

# Skip unless the reference dictionary and its golden corpus are there
# (../shared, outside the repository).  Under CI a skip would hide a
# missing corpus, so there it fails.
need_ref() {
	if [ -f "$REF/kokler.json" ] && [ -f "$REF/golden/ud-dev.txt" ] &&
	    [ -f "$REF/golden/ud-dev.ref.tsv" ]; then
		return 0
	fi
	if [ -n "${CI:-}" ]; then
		echo "CI is set but $REF/golden (from the repository root) is missing"
		return 1
	fi
	skip "../shared not present"
}
