#!/usr/bin/env bats
# hostile.bats: damaged images, giant lines and giant entries neither
# crash, bloat nor mislead (issue 20).

load helper

# A copy of dict/tr's sources in $BATS_TEST_TMPDIR/d.
copydict() {
	mkdir -p "$BATS_TEST_TMPDIR/d"
	cp dict/tr/tt-dict.tsv dict/tr/roots.tsv dict/tr/counts.tsv \
	    dict/tr/bpe_tokenler.json "$BATS_TEST_TMPDIR/d/"
}

@test "a damaged image is named, and the sources stand in for it" {
	copydict
	d=$BATS_TEST_TMPDIR/d
	tt-dict -d "$d" compile
	want=$(tt-encode -d "$d" tests/text/tr.txt)
	python3 -c 'import sys
p = sys.argv[1]; b = bytearray(open(p, "rb").read())
b[len(b) // 2] ^= 0x40; open(p, "wb").write(b)' "$d/tt-dict.img"
	run --separate-stderr tt-encode -d "$d" tests/text/tr.txt
	[ "$status" -eq 0 ]
	[ "$output" = "$want" ]
	[ "$stderr" = "tt-encode: $d/tt-dict.img: damaged image: its checksum does not match (read the sources instead; tt-dict compile makes it again)" ]
}

@test "an image shorter than its header is named" {
	copydict
	d=$BATS_TEST_TMPDIR/d
	printf 'ttimage1' > "$d/tt-dict.img"
	run --separate-stderr tt-encode -d "$d" <<<'kitap'
	[ "$status" -eq 0 ]
	[ "$output" = "11285" ]
	[[ "$stderr" = *"tt-dict.img: damaged image: shorter than its header"* ]]
}

@test "a 40,000-letter key in kokler.json is an error by its length" {
	mkdir -p "$BATS_TEST_TMPDIR/d"
	cp tests/dict/ekler.json tests/dict/bpe_tokenler.json "$BATS_TEST_TMPDIR/d/"
	{ printf '{"ev": 100,\n "'; head -c 40000 /dev/zero | tr '\0' a
	  printf '": 101}\n'; } > "$BATS_TEST_TMPDIR/d/kokler.json"
	run --separate-stderr tt-encode -d "$BATS_TEST_TMPDIR/d" <<<'ev'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: $BATS_TEST_TMPDIR/d/kokler.json:2:2: a form of 40000 bytes (at most 255)" ]
}

@test "a 70,000-byte root in roots.tsv is an error by its length" {
	copydict
	{ printf '99999\troot\t'; head -c 70000 /dev/zero | tr '\0' b
	  printf '\tNOUN\n'; } >> "$BATS_TEST_TMPDIR/d/roots.tsv"
	n=$(wc -l < "$BATS_TEST_TMPDIR/d/roots.tsv")
	run --separate-stderr tt-dict -d "$BATS_TEST_TMPDIR/d" compile
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-dict: $BATS_TEST_TMPDIR/d/roots.tsv:$n:1: a form of 70000 bytes (at most 255)" ]
}

@test "tt-train caps a piece at 255 bytes, and its dictionary loads" {
	copydict
	head -c 60000 /dev/zero | tr '\0' a > "$BATS_TEST_TMPDIR/a.txt"
	echo >> "$BATS_TEST_TMPDIR/a.txt"
	cat tests/text/tr.txt >> "$BATS_TEST_TMPDIR/a.txt"
	tt-train -q -n 100 -d "$BATS_TEST_TMPDIR/d" "$BATS_TEST_TMPDIR/a.txt" \
	    > "$BATS_TEST_TMPDIR/bpe.json"
	run python3 -c 'import json, sys
print(max(len(k.encode()) for k in json.load(open(sys.argv[1]))))' \
	    "$BATS_TEST_TMPDIR/bpe.json"
	[ "$status" -eq 0 ]
	[ "$output" -le 255 ]
	[ "$output" -ge 128 ]
	mv "$BATS_TEST_TMPDIR/bpe.json" "$BATS_TEST_TMPDIR/d/bpe_tokenler.json"
	run tt-roundtrip -d "$BATS_TEST_TMPDIR/d" "$BATS_TEST_TMPDIR/a.txt"
	[ "$status" -eq 0 ]
}

# badentry FILE LINE MESSAGE: LINE added to FILE of a copy of the
# dictionary makes tt-encode exit 2 with MESSAGE, naming FILE and LINE.
badentry() {
	copydict
	printf '%s\n' "$2" >> "$BATS_TEST_TMPDIR/d/$1"
	n=$(wc -l < "$BATS_TEST_TMPDIR/d/$1")
	run --separate-stderr tt-encode -d "$BATS_TEST_TMPDIR/d" <<<'ev'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: $BATS_TEST_TMPDIR/d/$1:$n:1: $3" ]
}

@test "format 2: a template that yields the empty form is an error" {
	badentry tt-dict.tsv $'99999\tsuffix\t(y)' \
	    "template '(y)' yields the empty form"
}

@test "format 2: an unknown flag is an error" {
	badentry roots.tsv $'99999\troot\tzzkitap\tNOUN\tsoft,hard' \
	    "unknown flag 'hard' (soft, drop, double, narrow, narrowy, front, pron, deriv, vlr, case, finite, postcase, yplus, ygen, genIm, aorA, aorI, num, final, stem)"
}

@test "format 2: a file with CRLF line ends is an error" {
	copydict
	sed -i 's/$/\r/' "$BATS_TEST_TMPDIR/d/tt-dict.tsv"
	# The first line that is no comment.
	n=$(grep -n -v '^#' "$BATS_TEST_TMPDIR/d/tt-dict.tsv" | head -n 1 | cut -d: -f1)
	run --separate-stderr tt-dict -d "$BATS_TEST_TMPDIR/d" info
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-dict: $BATS_TEST_TMPDIR/d/tt-dict.tsv:$n:1: a carriage return ends the line (lines end in \\n alone)" ]
}

@test "a directory without a dictionary says so" {
	mkdir -p "$BATS_TEST_TMPDIR/empty"
	run --separate-stderr tt-encode -d "$BATS_TEST_TMPDIR/empty" <<<'ev'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-encode: $BATS_TEST_TMPDIR/empty: no dictionary here (tt-dict.img, tt-dict.tsv or kokler.json)" ]
}

@test "a word of more than 64 pieces stays in BPE pieces, not bytes" {
	w=$(printf 'qx%.0s' $(seq 1 50))
	run --separate-stderr tt-encode -t <<<"ev $w"
	[ "$status" -eq 0 ]
	[[ "$output" != *"<0x"* ]]
	run bash -c "tt-encode <<<'ev $w' | tt-decode"
	[ "$output" = "ev $w" ]
}

@test "a word of more than 64 pieces keeps its case and normalisation markers" {
	# G, o + U+0308 (decomposed), then qxzj and the same o 30 times.
	w=$(printf 'Go\314\210'; printf 'qxzjo\314\210%.0s' $(seq 1 30))
	run --separate-stderr tt-encode -t <<<"$w"
	[ "$status" -eq 0 ]
	[[ "$output" = "<cap> <nfd> "* ]]
	[[ "$output" != *"<0x"* ]]
	run bash -c "tt-encode <<<'$w' | tt-decode"
	[ "$output" = "$w" ]
}

@test "an empty line first in a batch gives an empty line" {
	run bash -c "printf '\n' | tt-encode | od -An -c"
	[ "$status" -eq 0 ]
	[ "$output" = "  \\n" ]
}

@test "tt-dict hints and counts say why a write failed" {
	run --separate-stderr tt-dict counts tests/text/tr.txt
	[ "$status" -eq 0 ]
	run --separate-stderr bash -c 'tt-dict counts tests/text/tr.txt > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-dict: write error: No space left on device" ]
	run --separate-stderr bash -c 'tt-dict -d tests/dict hints tests/text/tr.txt > /dev/full'
	[ "$status" -eq 2 ]
	[ "$stderr" = "tt-dict: write error: No space left on device" ]
}

@test "with --index a bad ID's message names the stream" {
	cd "$BATS_TEST_TMPDIR"
	printf 'kitap ev\n' | tt-encode --format=u32 --index=x.idx > x.u32
	printf '\377\377\377\000' >> x.u32
	printf '\003\000\000\000\000\000\000\000' >> x.idx
	run --separate-stderr tt-decode --format=u32 --index=x.idx x.u32
	[ "$status" -eq 2 ]
	v=$(tt-dict info | awk '$1 == "vocab_size" { print $2 }')
	[ "$stderr" = "tt-decode: x.u32:2: token ID 16777215 out of range (vocabulary size $v)" ]
}

@test "a long line in parts gives the IDs of the whole line" {
	# --json reads a line whole; the other formats cut it in parts.
	f=$BATS_TEST_TMPDIR/long.txt
	for k in $(seq 1 300); do cat tests/text/tr.txt; done | tr '\n' ' ' > "$f"
	echo >> "$f"
	for k in $(seq 1 300); do cat tests/text/tr.txt; done | tr -d ' \n' >> "$f"
	echo >> "$f"
	head -c 300000 /dev/zero | tr '\0' a >> "$f"
	[ "$(wc -c < "$f")" -gt 400000 ]
	tt-encode --json "$f" | python3 -c 'import json, sys
for l in sys.stdin: print(" ".join(map(str, json.loads(l)["ids"])))' \
	    > "$BATS_TEST_TMPDIR/whole"
	tt-encode "$f" > "$BATS_TEST_TMPDIR/parts"
	cmp "$BATS_TEST_TMPDIR/whole" "$BATS_TEST_TMPDIR/parts"
	run tt-roundtrip "$f"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | sed -n 's/^words\t//p')" = "$(wc -w < "$f")" ]
}

@test "a long line is not cut in parts right before a word written apart" {
	# A part begins with no word before it, which a case ending written
	# apart reads (Suriye nin): the line is cut elsewhere.
	f=$BATS_TEST_TMPDIR/apart.txt
	python3 -c 'import sys; sys.stdout.write("Suriye nin " * 60000 + "\n")' \
	    > "$f"
	tt-encode --json "$f" | python3 -c 'import json, sys
for l in sys.stdin: print(" ".join(map(str, json.loads(l)["ids"])))' \
	    > "$BATS_TEST_TMPDIR/whole"
	tt-encode "$f" > "$BATS_TEST_TMPDIR/parts"
	cmp "$BATS_TEST_TMPDIR/whole" "$BATS_TEST_TMPDIR/parts"
	grep -q ' 103 ' "$BATS_TEST_TMPDIR/parts"
}

@test "a long line of words that read the piece before them is still cut, in bounded memory" {
	# Each pattern once had no place to cut: nin after nin (only the
	# first is written apart), daha (a clitic's spelling begins it),
	# quoted words (an apostrophe by a space joins nothing), 'a'a
	# (words far from a space are plain), and a word before a full stop
	# (which it reads) or full stops alone.  The same IDs as the whole
	# line, and as much memory for 4 MB as for 1 MB.
	cd "$BATS_TEST_TMPDIR"
	export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0"
	for p in 'nin ' 'daha ' "'kitap' " "'a" 'gelir. ' '! '; do
		for mb in 1 4; do
			python3 -c 'import sys
p, n = sys.argv[1], int(sys.argv[2]) << 20
sys.stdout.write(p * (n // len(p.encode())) + "\n")' "$p" $mb > $mb.txt
		done
		tt-encode --json 1.txt | python3 -c 'import json, sys
for l in sys.stdin: print(" ".join(map(str, json.loads(l)["ids"])))' > whole
		tt-encode 1.txt > parts
		cmp whole parts
		tt-decode parts | cmp - 1.txt
		run python3 -c 'import resource, subprocess, sys
def rss(f):
    subprocess.run(["tt-encode", f], stdout=subprocess.DEVNULL, check=True)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
a = rss("1.txt"); b = rss("4.txt")
print(a, b); sys.exit(b - a > 8192)'
		echo "$p: $output"
		[ "$status" -eq 0 ]
	done
}

@test "man pages carry groff escapes, not raw UTF-8" {
	run grep -rlP '[^\x00-\x7F]' man/
	[ "$output" = "" ]
}

@test "the README's first command runs as root without sudo" {
	run grep -c '^  sudo apt-get' README
	[ "$output" = "0" ]
	grep -q '^  $(command -v sudo) apt-get install' README
}
