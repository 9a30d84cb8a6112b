#!/bin/sh
# SPDX-License-Identifier: MIT
# tt next to its peers on one corpus, measured by tt-stats: the table of
# the README (vocabulary, tokens per word, types, TR% and Pure% over
# distinct and over running tokens, boundary F1 on the Morpho Challenge
# words and MorphScore), its columns defined below it, and a check that
# tt's text mode and its own pieces read back with -p (with and without
# --text) give the same figures, as the peers' reports with and without
# --text do; exit 1 when they do not.
#
# usage: scripts/compare.sh   (prints the table; never run by make check)
# Peers: SentencePiece BPE 32k trained on TTC-3600 (Debian sentencepiece;
# the model scripts/bench.sh trains, reused), GPT-4o's o200k encoding (npm
# tiktoken) and a byte-level BPE trained on TTC-3600 by Hugging Face
# tokenizers (npm tokenizers; its trainer's default 30,000 pieces).  The
# npm packages go into the cache directory, nowhere else.
# Environment, paths relative to the repository root:
#   TT_COMPARE_CORPUS  text, one sentence a line (default: the "# text = "
#                      lines of ../shared/data/tr/ud/*/*-dev.conllu)
#   TT_COMPARE_DICT    reference dictionaries (../shared/reference/mft)
#   TT_COMPARE_DIR     cache: peers' models, pieces, reports
#                      (bench.out/compare)
#   TT_LEXICON         validator lexicon (dict/validator)
set -eu

cd "$(dirname "$0")/.."
shared=../shared/data/tr
dict=${TT_COMPARE_DICT:-../shared/reference/mft}
dir=${TT_COMPARE_DIR:-bench.out/compare}
lex=${TT_LEXICON:-dict/validator}
mc=$shared/gold/morpho_challenge_2010/goldstd_trainset.segmentation.utf8.tsv
ms=$shared/gold/morphscore/turkish_morph_data.csv
ttc=$shared/raw/ttc3600_news/ttc3600.txt
spm=bench.out/spm-bpe-32768.model
stats=bin/tt-stats

die() {
	printf 'compare.sh: %s\n' "$*" >&2
	exit 2
}

[ -x "$stats" ] || die "$stats: not built (run make)"
[ -d "$dict" ] || die "$dict: dictionary not found (set TT_COMPARE_DICT)"
[ -e "$lex" ] || die "$lex: lexicon not found (scripts/lexicon.sh)"
for f in "$mc" "$ms" "$ttc"; do
	[ -r "$f" ] || die "$f: not found"
done
for t in spm_encode node npm; do
	command -v "$t" >/dev/null || die "$t: not found"
done
mkdir -p "$dir" || die "$dir: cannot create"

corpus=$dir/corpus.txt
if [ -n "${TT_COMPARE_CORPUS:-}" ]; then
	cp "$TT_COMPARE_CORPUS" "$corpus"
else
	sed -n 's/^# text = //p' "$shared"/ud/*/*-dev.conllu > "$corpus"
fi
cut -f1 "$mc" > "$dir/mc.words"
sed 1d "$ms" | cut -d, -f2 > "$dir/ms.words"

# SentencePiece: the benchmark's model, or one trained the same way.
if [ ! -s "$spm" ]; then
	spm=$dir/spm-bpe-32768.model
	if [ ! -s "$spm" ]; then
		echo "compare.sh: training $spm" >&2
		sed 's/\([.!?]\) /\1\
/g' "$ttc" > "$dir/ttc.txt"
		spm_train --model_type=bpe --vocab_size=32768 \
		    --input="$dir/ttc.txt" \
		    --model_prefix="$dir/spm-bpe-32768" \
		    --input_sentence_size=200000 \
		    --shuffle_input_sentence=true \
		    --max_sentence_length=16384 --num_threads=2 \
		    > "$dir/spm_train.log" 2>&1 || die "spm_train failed"
	fi
fi

# npm peers, pinned, installed into the cache.
if [ ! -d "$dir/node/node_modules/tiktoken" ] ||
    [ ! -d "$dir/node/node_modules/tokenizers" ]; then
	echo "compare.sh: npm install tiktoken tokenizers into $dir/node" >&2
	mkdir -p "$dir/node"
	(cd "$dir/node" && npm install --silent --no-audit --no-fund \
	    --no-save tiktoken@1.0.22 tokenizers@0.23.2 >/dev/null 2>&1) ||
	    die "npm install failed"
fi
cat > "$dir/node/peers.js" <<'EOF'
// node peers.js o200k|hf MODEL [--space] < lines > JSON arrays of pieces,
// spelled in GPT-2's byte-level alphabet (tt-stats --byte-level).
// node peers.js train FILE MODEL: train the Hugging Face byte-level BPE.
"use strict";
const fs = require("fs");
const [what, arg, flag] = process.argv.slice(2);
const space = flag === "--space";	// words as inside a sentence
const alpha = [];
for (let b = 0, k = 256; b < 256; b++)
	alpha[b] = String.fromCharCode((b >= 0x21 && b <= 0x7e) ||
	    (b >= 0xa1 && b <= 0xac) || (b >= 0xae) ? b : k++);
const lines = () => {
	const t = fs.readFileSync(0, "utf8");
	const l = t.split("\n");
	if (l[l.length - 1] === "")
		l.pop();
	return l;
};
async function main() {
	if (what === "train") {
		const tk = require("tokenizers");
		const tok = new tk.Tokenizer(tk.BPE.empty());
		tok.setPreTokenizer(tk.byteLevelPreTokenizer());
		tok.train([arg]);
		tok.save(flag);
		return;
	}
	const out = [];
	if (what === "o200k") {
		const { Tiktoken } = require("tiktoken/lite");
		const o = require("tiktoken/encoders/o200k_base.json");
		const enc = new Tiktoken(o.bpe_ranks, o.special_tokens,
		    o.pat_str);
		if (arg === "size") {
			console.log(enc.token_byte_values().length +
			    Object.keys(o.special_tokens).length);
			return;
		}
		for (const l of lines()) {
			const ids = enc.encode_ordinary(space ? " " + l : l);
			out.push(JSON.stringify(Array.from(ids, (id) =>
			    Array.from(enc.decode_single_token_bytes(id),
			    (b) => alpha[b]).join(""))));
		}
		enc.free();
	} else {
		const tk = require("tokenizers");
		const tok = tk.Tokenizer.fromFile(arg);
		if (flag === "size") {
			console.log(tok.getVocabSize(true));
			return;
		}
		for (const l of lines()) {
			const e = await tok.encode(l);
			out.push(JSON.stringify(e.getTokens()));
		}
	}
	fs.writeFileSync(1, out.length ? out.join("\n") + "\n" : "");
}
main().catch((e) => { console.error(e.message); process.exit(2); });
EOF
hf=$dir/hf-bytebpe.json
if [ ! -s "$hf" ]; then
	echo "compare.sh: training $hf" >&2
	[ -s "$dir/ttc.txt" ] || sed 's/\([.!?]\) /\1\
/g' "$ttc" > "$dir/ttc.txt"
	node "$dir/node/peers.js" train "$dir/ttc.txt" "$hf" ||
	    die "training the Hugging Face BPE failed"
fi

common="-L $lex -g $mc --morphscore $ms"
# tt in text mode, and tt's own pieces (tt-encode --json) read back with
# -p, with and without --text: the figures must agree (checked below).
# tt REPORT DICT MODE
tt() {
	$stats -d "$2" -m "$3" $common "$corpus" > "$dir/$1.tsv"
	for f in corpus mc ms; do
		src=$corpus
		[ "$f" = corpus ] || src=$dir/$f.words
		bin/tt-encode -d "$2" -m "$3" --json < "$src" > "$dir/$1.$f"
	done
	r=$1
	set -- --gold-pieces "$dir/$r.mc" --morphscore-pieces "$dir/$r.ms"
	$stats -p $common "$@" --text "$corpus" "$dir/$r.corpus" \
	    > "$dir/$r.pt.tsv"
	$stats -p $common "$@" "$dir/$r.corpus" > "$dir/$r.p.tsv"
}
echo "compare.sh: tt" >&2
reports=
names=
if [ -d dict/tr ]; then
	tt tt-own dict/tr lossless
	reports="tt-own"
	names="tt, built-in dictionary (dict/tr)|"
fi
tt tt-compat "$dict" compat
tt tt-lossless "$dict" lossless
reports="$reports tt-compat tt-lossless"
names="${names}tt compat (reference dictionaries)"
names="$names|tt lossless, reference dictionaries"

# peer NAME VOCAB FLAGS: score the pieces in $dir/NAME.{corpus,mc,ms},
# with the text, and without it into NAME.p.tsv.
peer() {
	for t in "--text=$corpus" ""; do
		# shellcheck disable=SC2086
		$stats -p $3 --vocab-size "$2" $common $t \
		    --gold-pieces "$dir/$1.mc" --morphscore-pieces "$dir/$1.ms" \
		    "$dir/$1.corpus"
	done > "$dir/$1.both"
	n=$(($(wc -l < "$dir/$1.both") / 2))
	head -n $n "$dir/$1.both" > "$dir/$1.tsv"
	tail -n $n "$dir/$1.both" > "$dir/$1.p.tsv"
}

echo "compare.sh: SentencePiece" >&2
for f in corpus mc ms; do
	src=$corpus
	[ "$f" = corpus ] || src=$dir/$f.words
	spm_encode --model="$spm" --output_format=piece < "$src" \
	    > "$dir/spm.$f"
done
peer spm "$(wc -l < "${spm%.model}.vocab")" ""

echo "compare.sh: Hugging Face tokenizers" >&2
for f in corpus mc ms; do
	src=$corpus
	[ "$f" = corpus ] || src=$dir/$f.words
	node "$dir/node/peers.js" hf "$hf" < "$src" > "$dir/hf.$f"
done
peer hf "$(node "$dir/node/peers.js" hf "$hf" size)" -b

echo "compare.sh: tiktoken o200k" >&2
node "$dir/node/peers.js" o200k - < "$corpus" > "$dir/o200k.corpus"
node "$dir/node/peers.js" o200k - --space < "$dir/mc.words" > "$dir/o200k.mc"
node "$dir/node/peers.js" o200k - --space < "$dir/ms.words" > "$dir/o200k.ms"
peer o200k "$(node "$dir/node/peers.js" o200k size)" -b

reports="$reports spm hf o200k"
names="$names|SentencePiece BPE 32k (TTC-3600)"
names="$names|HF tokenizers byte-level BPE 30k (TTC-3600)"
names="$names|GPT-4o o200k (tiktoken)"

printf 'UD dev sentences: %s lines; lexicon %s\n\n' \
    "$(wc -l < "$corpus" | tr -d ' ')" "$lex"
i=0
for r in $reports; do
	i=$((i + 1))
	name=$(printf '%s\n' "$names" | cut -d'|' -f$i)
	awk -F '\t' -v name="$name" -v first=$i '
	{ v[$1] = $2 }
	function num(k, f) { return v[k] == "NA" ? "-" : sprintf(f, v[k]) }
	function pct(k) {
		return v[k] == "NA" ? "-" : sprintf("%.1f", 100 * v[k])
	}
	END {
		f = "  %-44s %6s %5s %6s %5s %6s %5s %6s %5s %5s\n"
		if (first == 1)
			printf f, "tokenizer", "vocab", "tok/w", "types",
			    "TR%u", "Pure%u", "TR%r", "Pure%r", "F1",
			    "MS"
		printf f, name, v["vocab_size"],
		    num("tokens_per_word", "%.2f"), v["unique_tokens"],
		    pct("tr_unique"), pct("pure_unique"), pct("tr_running"),
		    pct("pure_running"), num("boundary_f1", "%.3f"),
		    num("morphscore", "%.3f")
	}' "$dir/$r.tsv"
done
cat <<'EOF'

  vocab   vocabulary size: IDs of tt's dictionary, or the peer's
  tok/w   tokens per word (fertility); a word is a run of non-space
  types   distinct tokens, stripped of word-boundary markers and
          lowercased (tt-stats unique_tokens)
  TR%u    share of the distinct tokens with a letter (and byte pieces)
          that the validator lexicon knows: word, root or affix
  Pure%u  share of them that is exactly one root, root variant or affix
  TR%r    TR% over running tokens (each as often as it occurs)
  Pure%r  Pure% over running tokens
  F1      boundary F1 on the 1,000 Morpho Challenge 2010 words
          (goldstd_trainset), best gold alternative of each word
  MS      MorphScore on its 2,000 words: share of the words cut at
          the stem boundary (words left whole are not scored)
EOF

# The same figures from text mode and from pieces, with and without
# --text, for tt; with and without --text for the peers, whose pieces
# spell the text after their own normalisation (SentencePiece's NFKC),
# so there only the figures that do not read the text must agree.  So
# too for the reference's pieces (compat), which spell words in
# capitals letter by letter: <uppercase> u <uppercase> s for "US".
# check A B KEYS: the keys of report A that differ in report B.
check() {
	for k in $3; do
		a=$(sed -n "s/^$k	//p" "$dir/$1")
		b=$(sed -n "s/^$k	//p" "$dir/$2")
		[ "$a" = "$b" ] || printf '  %s: %s %s, %s %s\n' \
		    "$k" "$1" "$a" "$2" "$b"
	done
}
same="words chars tokens tokens_per_word unique_tokens unique_pieces
scored_tokens turkish_tokens pure_tokens tr_unique pure_unique tr_running
pure_running gold_predicted gold_hits boundary_f1 gold_mismatch
morphscore_hits morphscore morphscore_mismatch"
peersame="tokens unique_tokens unique_pieces scored_tokens turkish_tokens
pure_tokens tr_unique pure_unique tr_running pure_running gold_predicted
gold_hits boundary_f1 gold_mismatch morphscore_hits morphscore
morphscore_mismatch"
bad=$(for r in $reports; do
	case $r in
	tt-compat)
		check "$r.tsv" "$r.pt.tsv" "$same"
		check "$r.tsv" "$r.p.tsv" "$peersame" ;;
	tt-*)
		check "$r.tsv" "$r.pt.tsv" "$same"
		check "$r.tsv" "$r.p.tsv" "$same" ;;
	*) check "$r.tsv" "$r.p.tsv" "$peersame" ;;
	esac
done)
echo
if [ -n "$bad" ]; then
	printf 'compare.sh: the reports disagree:\n%s\n' "$bad"
	exit 1
fi
echo "tt's text mode and its pieces (-p, with and without --text) agree"
echo "on every count, fertility, TR%, Pure%, F1 and MorphScore; so do the"
echo "peers' reports (and the reference's pieces) with and without --text,"
echo "on every figure that does not read the text."
