#!/usr/bin/env bats
# corpora.bats: lossless mode gives back every line of every file under
# ../shared/data (UD CoNLL-U, TTC-3600, NusaX in 12 languages, the
# Indonesian word lists, SIGMORPHON inflections, Morpho Challenge words),
# with the reference dictionaries.  The files are read as raw lines, so
# their markup, tabs and odd bytes are tested too.

load helper

@test "lossless round trip of every shared corpus, every line" {
	need_ref
	data=../shared/data
	n=0
	while IFS= read -r f; do
		run --separate-stderr tt-roundtrip -d "$REF" "$f"
		if [ "$status" -ne 0 ]; then
			echo "$f: exit $status"
			echo "$output" | head -n 12
			return 1
		fi
		n=$((n + 1))
	done < <(find "$data" -type f | sort)
	# SIGMORPHON, Morpho Challenge, UD, TTC-3600, NusaX...: 80-odd files.
	[ "$n" -ge 80 ]
}
