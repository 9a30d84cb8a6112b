#!/bin/sh
# SPDX-License-Identifier: MIT
# tt next to its peers on one corpus, measured by tt-stats: one markdown
# table of vocabulary, tokens per word, tokens per character, TR% and
# Pure% (over distinct and over running tokens), boundary F1 on the Morpho
# Challenge words and MorphScore.
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
echo "compare.sh: tt" >&2
$stats -d "$dict" -m compat $common "$corpus" > "$dir/tt-compat.tsv"
$stats -d "$dict" -m lossless $common "$corpus" > "$dir/tt-lossless.tsv"
reports="tt-compat tt-lossless"
names="tt compat (reference dictionaries)|tt lossless (reference dictionaries)"
if [ -d dict/tr ]; then
	$stats -d dict/tr -m lossless $common "$corpus" > "$dir/tt-own.tsv"
	reports="$reports tt-own"
	names="$names|tt lossless (dict/tr, tt's own)"
fi

# peer NAME VOCAB FLAGS: score the pieces in $dir/NAME.{corpus,mc,ms}.
peer() {
	$stats -p $3 --vocab-size "$2" --text "$corpus" $common \
	    --gold-pieces "$dir/$1.mc" --morphscore-pieces "$dir/$1.ms" \
	    "$dir/$1.corpus" > "$dir/$1.tsv"
}

echo "compare.sh: SentencePiece" >&2
for f in corpus mc ms; do
	src=$corpus
	[ "$f" = corpus ] || src=$dir/$f.words
	spm_encode --model="$spm" --output_format=piece < "$src" \
	    > "$dir/spm.$f"
done
peer spm "$(wc -l < "${spm%.model}.vocab")" ""

echo "compare.sh: tiktoken o200k" >&2
node "$dir/node/peers.js" o200k - < "$corpus" > "$dir/o200k.corpus"
node "$dir/node/peers.js" o200k - --space < "$dir/mc.words" > "$dir/o200k.mc"
node "$dir/node/peers.js" o200k - --space < "$dir/ms.words" > "$dir/o200k.ms"
peer o200k "$(node "$dir/node/peers.js" o200k size)" -b

echo "compare.sh: Hugging Face tokenizers" >&2
for f in corpus mc ms; do
	src=$corpus
	[ "$f" = corpus ] || src=$dir/$f.words
	node "$dir/node/peers.js" hf "$hf" < "$src" > "$dir/hf.$f"
done
peer hf "$(node "$dir/node/peers.js" hf "$hf" size)" -b

reports="$reports spm o200k hf"
names="$names|SentencePiece BPE 32k (TTC-3600)|GPT-4o o200k (tiktoken)"
names="$names|HF tokenizers byte-level BPE 30k (TTC-3600)"

printf 'corpus: %s, %s lines; lexicon: %s\n\n' "$corpus" \
    "$(wc -l < "$corpus" | tr -d ' ')" "$lex"
i=0
for r in $reports; do
	i=$((i + 1))
	name=$(printf '%s\n' "$names" | cut -d'|' -f$i)
	awk -F '\t' -v name="$name" -v first=$i '
	{ v[$1] = $2 }
	function num(k, f) { return v[k] == "NA" ? "-" : sprintf(f, v[k]) }
	function pct(k) {
		return v[k] == "NA" ? "-" : sprintf("%.2f", 100 * v[k])
	}
	END {
		if (first == 1) {
			printf "| tokenizer | vocab | tokens/word | TPC "
			printf "| TR%% unique | Pure%% unique | TR%% running "
			printf "| Pure%% running | boundary F1 (MC) "
			printf "| MorphScore |\n|---|---:|---:|---:|---:|"
			printf "---:|---:|---:|---:|---:|\n"
		}
		printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
		    name, v["vocab_size"], num("tokens_per_word", "%.3f"),
		    num("tokens_per_char", "%.3f"), pct("tr_unique"),
		    pct("pure_unique"), pct("tr_running"), pct("pure_running"),
		    num("boundary_f1", "%.3f"), num("morphscore", "%.3f")
	}' "$dir/$r.tsv"
done
