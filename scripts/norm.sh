#!/bin/sh
# SPDX-License-Identifier: MIT
# Text as it comes (issue 19): tt on the UD dev sentences as they are, in
# NFD, lowercased by Turkish rules, and lowercased as Python's str.lower()
# writes the Turkish capitals' İ (i + U+0307, I as ı so that only that
# differs).  Prints one table row per text: tokens per word (pieces of
# tt-encode -t but the markers, <cap> and <glue> too, over tt-stats'
# words),
# TR%/Pure% (tt-stats with the validator lexicon), words
# that needed a normalisation marker, and how many pieces differ from
# those of the text it is a copy of, markers left out (lines of diff of
# one piece a line); and checks that
# each text comes back byte for byte (exit 1 if not).
#
# usage: scripts/norm.sh      (never run by make check; about a minute)
# Environment: TT_LEXICON, validator lexicon (default dict/validator);
# TMPDIR, where the converted texts go (never committed).
set -eu

cd "$(dirname "$0")/.."
ud=../shared/data/tr/ud
lex=${TT_LEXICON:-dict/validator}
dir=${TMPDIR:-/tmp}/tt-norm
bin=bin

die() {
	printf 'norm.sh: %s\n' "$*" >&2
	exit 2
}

[ -x "$bin/tt-stats" ] || die "$bin/tt-stats: not built (run make)"
[ -e "$lex" ] || die "$lex: lexicon not found (scripts/lexicon.sh)"
ls "$ud"/*/*-dev.conllu >/dev/null 2>&1 || die "$ud: no dev splits"
command -v python3 >/dev/null || die "python3: not found"
mkdir -p "$dir" || die "$dir: cannot create"

sed -n 's/^# text = //p' "$ud"/*/*-dev.conllu > "$dir/orig.txt"
python3 - "$dir" <<'EOF'
import sys, unicodedata
d = sys.argv[1]
text = open(d + "/orig.txt", encoding="utf-8").read()
def out(name, s):
    open(d + "/" + name + ".txt", "w", encoding="utf-8").write(s)
out("nfd", unicodedata.normalize("NFD", text))
# Turkish rules: I is ı, İ is i.  Python's str.lower() makes İ i + U+0307.
out("lower", text.replace("I", "ı").replace("İ", "i").lower())
out("pylower", text.replace("I", "ı").lower())
EOF

# pieces FILE: the pieces of tt-encode -t, one a line, markers left out.
pieces() {
	"$bin/tt-encode" -t "$1" | tr ' ' '\n' |
	    grep -v -x -e '<nfd>' -e '<idot>' -e '<hat>' -e '<hat1>' \
	    -e '<idots>' -e '<cap>' -e '<allcaps>' -e '<glue>'
}

# figure REPORT KEY: a figure of a tt-stats report.
figure() {
	awk -v k="$2" '$1 == k { print $2 }' "$1"
}

bad=0
printf '%-34s %9s %7s %7s %7s %7s %8s %12s\n' text tok/word "TR% u" \
    "Pure% u" "TR% r" "Pure% r" "marked" "pieces diff"
for t in orig:orig nfd:orig lower:lower pylower:lower; do
	name=${t%%:*} base=${t#*:}
	f=$dir/$name.txt
	"$bin/tt-stats" -L "$lex" "$f" > "$dir/$name.stats"
	"$bin/tt-encode" "$f" | "$bin/tt-decode" | cmp -s - "$f" || {
		printf 'norm.sh: %s: does not come back\n' "$f" >&2
		bad=1
	}
	pieces "$f" > "$dir/$name.pieces"
	[ -s "$dir/$base.pieces" ] || pieces "$dir/$base.txt" > \
	    "$dir/$base.pieces"
	diff "$dir/$base.pieces" "$dir/$name.pieces" > "$dir/$name.diff" ||
	    true
	s=$dir/$name.stats
	printf '%-34s %9.3f %7.2f %7.2f %7.2f %7.2f %8s %12s\n' \
	    "$name ($(wc -l < "$dir/$name.pieces") pieces)" \
	    "$(awk "BEGIN { print $(grep -c . "$dir/$name.pieces") / \
	    $(figure "$s" words) }")" \
	    "$(awk "BEGIN { print 100 * $(figure "$s" tr_unique) }")" \
	    "$(awk "BEGIN { print 100 * $(figure "$s" pure_unique) }")" \
	    "$(awk "BEGIN { print 100 * $(figure "$s" tr_running) }")" \
	    "$(awk "BEGIN { print 100 * $(figure "$s" pure_running) }")" \
	    "$(figure "$s" cut_norm)" \
	    "$(grep -c '^[<>]' "$dir/$name.diff" || true)"
done
exit $bad
