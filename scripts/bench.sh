#!/bin/sh
# SPDX-License-Identifier: MIT
# Speed and scale: tt-encode and tt-decode next to SentencePiece, tiktoken,
# Hugging Face tokenizers and wc -w, from one line to 100 MB.
#
# usage: scripts/bench.sh  (run by `make bench`; prints a report, never fails
# on speed).  Environment, paths relative to the repository root:
#   TT_BENCH_CORPUS  text to measure on (../shared/data/tr/raw/ttc3600_news/
#                    ttc3600.txt); one document a line, split into sentences
#   TT_BENCH_DICT    tt dictionary directory (../shared/reference/mft)
#   TT_BENCH_DIR     cache for the split text, the 100 MB file, the peers'
#                    models and node packages, the outputs (bench.out)
#   TT_BENCH_BIG     size of the large file in MB (100)
#   TT_BENCH_PEERS   0 to leave out the node peers (tiktoken, tokenizers)
# The node peers are installed with npm into $TT_BENCH_DIR/node when node
# and npm are there; a peer that cannot be had is left out with a note.
# $enc and $dec are split into words on purpose: no spaces in $dict.
# shellcheck disable=SC2086
set -eu

cd "$(dirname "$0")/.."
corpus=${TT_BENCH_CORPUS:-../shared/data/tr/raw/ttc3600_news/ttc3600.txt}
dict=${TT_BENCH_DICT:-../shared/reference/mft}
dir=${TT_BENCH_DIR:-bench.out}
bigmb=${TT_BENCH_BIG:-100}
peers=${TT_BENCH_PEERS:-1}
vocab=32768

# wc -w and awk count bytes, not characters, and print "." decimals.
LC_ALL=C
export LC_ALL
# The peers run on one thread unless a row says otherwise.
TOKENIZERS_PARALLELISM=false
export TOKENIZERS_PARALLELISM

die() {
	printf 'bench.sh: %s\n' "$*" >&2
	exit 2
}

note() {
	printf 'bench.sh: %s\n' "$*" >&2
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
# CPU time to the microsecond (time(1) rounds to 10 ms).
cc -O2 -std=c11 -o "$dir/cputime" scripts/cputime.c ||
    die "cannot build scripts/cputime.c"

# Cache: the sentence split and the model are redone only when the corpus
# or the training settings change.  Lines of the corpus are whole documents;
# split after . ! ? followed by a space so that every tool reads the same
# sentence-sized lines and spm_train does not skip them as too long.
text=$dir/input.txt
model=$dir/spm-bpe-$vocab
stamp="$(cksum < "$corpus") bpe $vocab"
if [ ! -s "$model.model" ] || [ ! -s "$text" ] ||
    [ "$(cat "$dir/stamp" 2>/dev/null)" != "$stamp" ]; then
	rm -f "$dir/stamp" "$dir/big.txt" "$dir/hf-bpe.json"
	note "splitting $corpus into $text"
	sed 's/\([.!?]\) /\1\
/g' "$corpus" > "$text.tmp"
	mv "$text.tmp" "$text"
	note "training $model.model (log in $dir/spm_train.log)"
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

bytes() {
	wc -c < "$1" | tr -d ' '
}

words() {
	wc -w < "$1" | tr -d ' '
}

# The large file: the text again and again up to $bigmb MB; 1 MB of whole
# lines; one line.
big=$dir/big.txt
if [ ! -s "$big" ] || [ "$(bytes "$big")" -lt $((bigmb * 1000000)) ]; then
	note "writing $big ($bigmb MB and more)"
	n=$((bigmb * 1000000 / $(bytes "$text") + 1))
	: > "$big.tmp"
	while [ $((n -= 1)) -ge 0 ]; do
		cat "$text" >> "$big.tmp"
	done
	mv "$big.tmp" "$big"
fi
awk '{ print; if ((n += length($0) + 1) >= 1000000) exit }' "$text" \
    > "$dir/1mb.txt"
head -n 1 "$text" > "$dir/one.in"

# The node peers, installed once into $dir/node.
if [ "$peers" = 1 ] && command -v node >/dev/null && command -v npm >/dev/null
then
	if [ ! -d "$dir/node/node_modules/tiktoken" ] ||
	    [ ! -d "$dir/node/node_modules/tokenizers" ]; then
		note "installing tiktoken and tokenizers into $dir/node"
		mkdir -p "$dir/node"
		(cd "$dir/node" && npm install --no-audit --no-fund \
		    --loglevel=error tiktoken tokenizers >/dev/null 2>&1) ||
		    note "npm install failed: node peers left out"
	fi
else
	peers=0
	note "node peers left out (TT_BENCH_PEERS=0, or no node and npm)"
fi

# peers.js INPUT MODEL: for each peer, encode every line of INPUT, then
# decode every line's IDs; print rows as run does, start-up (loading the
# module and the model, reading the file) left out of the seconds.  The
# tokenizers model is a BPE trained on INPUT by tokenizers itself, kept
# in MODEL.
[ "$peers" = 1 ] && cat > "$dir/node/peers.js" <<'EOF'
'use strict';
const fs = require('fs');
const [input, model] = process.argv.slice(2);
const lines = fs.readFileSync(input, 'utf8').split('\n');
if (lines.length && lines[lines.length - 1] === '')
	lines.pop();
const size = fs.statSync(input).size;
const now = () => Number(process.hrtime.bigint()) / 1e9;

// The CPU seconds of the process (all threads) since c0.
function cpu(c0) {
	const c = process.cpuUsage(c0);
	return (c.user + c.system) / 1e6;
}

function row(name, kind, threads, tok, secs, cpus) {
	name += kind === 'enc' ? ' encode' : ' decode';
	console.log([name, kind, threads, size, tok, secs.toFixed(6), 0, '-',
	    cpus.toFixed(6), 0].join('\t'));
}

function tiktoken() {
	let tt;
	try {
		tt = require('tiktoken');
	} catch (e) {
		console.error('peers.js: tiktoken: ' + e.message);
		return;
	}
	const enc = tt.get_encoding('cl100k_base');
	const ids = [];
	let t0 = now(), c0 = process.cpuUsage(), n = 0;
	for (const l of lines) {
		const e = enc.encode_ordinary(l);
		n += e.length;
		ids.push(e);
	}
	row('tiktoken cl100k', 'enc', 1, n, now() - t0, cpu(c0));
	t0 = now();
	c0 = process.cpuUsage();
	for (const e of ids)
		enc.decode(e);
	row('tiktoken cl100k', 'dec', 1, n, now() - t0, cpu(c0));
	enc.free();
}

async function tokenizers(threads) {
	const B = 4096;
	let tk, tok;
	try {
		tk = require('tokenizers');
	} catch (e) {
		console.error('peers.js: tokenizers: ' + e.message);
		return;
	}
	if (fs.existsSync(model))
		tok = tk.Tokenizer.fromFile(model);
	else {
		tok = new tk.Tokenizer(tk.BPE.empty());
		tok.setPreTokenizer(tk.metaspacePreTokenizer());
		tok.setDecoder(tk.metaspaceDecoder());
		tok.train([input]);
		tok.save(model + '.tmp');
		fs.renameSync(model + '.tmp', model);
	}
	const ids = [];
	let t0 = now(), c0 = process.cpuUsage(), n = 0;
	for (let i = 0; i < lines.length; i += B) {
		const r = await tok.encodeBatch(lines.slice(i, i + B),
		    { addSpecialTokens: false });
		for (const e of r) {
			const x = e.getIds();
			n += x.length;
			ids.push(x);
		}
	}
	const name = 'tokenizers bpe' + (threads > 1 ? ' x' + threads : '');
	row(name, 'enc', threads, n, now() - t0, cpu(c0));
	t0 = now();
	c0 = process.cpuUsage();
	for (let i = 0; i < ids.length; i += B)
		await tok.decodeBatch(ids.slice(i, i + B), false);
	row(name, 'dec', threads, n, now() - t0, cpu(c0));
}

(async () => {
	const which = process.env.PEERS || 'all';
	if (which === 'all')
		tiktoken();
	await tokenizers(which === 'all' ? 1 : 2);
})().catch((e) => {
	console.error('peers.js: ' + e.message);
	process.exit(1);
});
EOF

# timed IN OUT CMD...: run CMD <IN >OUT $runs times; set secs to the
# fastest wall time, cpu to the fewest CPU seconds (user + system, all
# threads) and rss to the largest resident set in kB, from
# scripts/cputime.c.  CPU time is what other work on the machine
# disturbs least.
timed() {
	t_in=$1 t_out=$2 t_n=0 secs='' cpu=- rss=-
	shift 2
	while [ $((t_n += 1)) -le "$runs" ]; do
		t0=$(date +%s%N)
		"$dir/cputime" "$dir/time" "$@" < "$t_in" > "$t_out" ||
		    return 1
		t=$(($(date +%s%N) - t0))
		if [ -z "$secs" ] || [ "$t" -lt "$secs" ]; then
			secs=$t
		fi
		eval "$(tail -n 1 "$dir/time" |
		    awk -v cpu="$cpu" -v rss="$rss" '{
			c = $2 + $3
			if (cpu == "-" || c < cpu) cpu = c
			if (rss == "-" || $1 > rss) rss = $1
			printf "cpu=%s rss=%s\n", cpu, rss }')"
	done
	secs=$(awk -v ns="$secs" 'BEGIN { printf "%.6f\n", ns / 1e9 }')
}

# run SET NAME KIND THREADS IN OUT CMD...: time CMD on a one-line input
# (start-up) and on IN, then add a row to the results: set, name, kind,
# threads, MB measured (input for encoders, output for decoders), tokens,
# seconds, start-up seconds, max RSS in kB, CPU seconds, start-up CPU
# seconds.  KIND is enc or dec (IDs as
# decimal text), enc16 or dec16 (IDs as u16, the line-end separators not
# counted as tokens), or floor.  A command that fails leaves its row out.
run() {
	r_set=$1 r_name=$2 r_kind=$3 r_thr=$4 r_in=$5 r_out=$6
	shift 6
	note "timing $r_name ($r_set)"
	case $r_kind in
	dec)	head -n 1 "$r_in" > "$dir/start.in" ;;
	dec16)	: > "$dir/start.in" ;;
	*)	cp "$dir/one.in" "$dir/start.in" ;;
	esac
	if ! timed "$dir/start.in" "$dir/start.out" "$@"; then
		note "$r_name failed: row left out"
		return 0
	fi
	r_one=$secs r_cpu1=$cpu
	if ! timed "$r_in" "$r_out" "$@"; then
		note "$r_name failed: row left out"
		return 0
	fi
	case $r_kind in
	enc)	r_bytes=$(bytes "$r_in") r_tok=$(words "$r_out") ;;
	enc16)	r_bytes=$(bytes "$r_in")
		r_tok=$(($(bytes "$r_out") / 2 - $(wc -l < "$r_in"))) ;;
	dec)	r_bytes=$(bytes "$r_out") r_tok=$(words "$r_in") ;;
	dec16)	r_bytes=$(bytes "$r_out")
		r_tok=$(($(bytes "$r_in") / 2 - $(wc -l < "$r_out"))) ;;
	floor)	r_bytes=$(bytes "$r_in") r_tok=$(cat "$r_out") ;;
	esac
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$r_set" \
	    "$r_name" "$r_kind" "$r_thr" "$r_bytes" "$r_tok" "$secs" "$r_one" \
	    "$rss" "$cpu" "$r_cpu1" >> "$dir/results.tsv"
}

# one NAME IN CMD...: the time of CMD on the one line IN, start-up included.
one() {
	o_name=$1 o_in=$2
	shift 2
	timed "$o_in" "$dir/start.out" "$@" || return 0
	printf 'one\t%s\tone\t1\t0\t0\t%s\t%s\t%s\t%s\t%s\n' "$o_name" \
	    "$secs" "$secs" "$rss" "$cpu" "$cpu" >> "$dir/results.tsv"
}

# The reference dictionary is JSON, and ../shared is read-only: export a
# copy and compile that (tt-dict(1)), so that the rows measure tokenizing,
# not 40 ms of parsing JSON subtracted from a run of 60 (the one-line runs
# below show both).  Without a compiled copy the rows read the JSON.
copy=$dir/dict.copy
tdict=$dict
if rm -rf "$copy" && mkdir -p "$copy" &&
    bin/tt-dict -d "$dict" export "$copy" 2> "$dir/err" &&
    bin/tt-dict -d "$copy" compile 2> "$dir/err"; then
	tdict=$copy
else
	note "no compiled copy of $dict: $(head -n 1 "$dir/err")"
fi
enc="bin/tt-encode -d $tdict"
dec="bin/tt-decode -d $tdict"
o=$dir/out
: > "$dir/results.tsv"
load=$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo -)

# --- TTC-3600, best of three -------------------------------------------------
runs=3
run ttc "wc -w" floor 1 "$text" "$o.wc" wc -w
run ttc "spm_encode" enc 1 "$text" "$o.spm.ids" \
    spm_encode --model="$model.model" --output_format=id
run ttc "spm_decode" dec 1 "$o.spm.ids" "$o.spm.txt" \
    spm_decode --model="$model.model" --input_format=id
if [ "$peers" = 1 ]; then
	note "timing tiktoken and tokenizers (node)"
	for p in all 2; do
		par=false
		[ $p = 2 ] && par=true
		if ! PEERS=$p TOKENIZERS_PARALLELISM=$par node \
		    "$dir/node/peers.js" "$text" "$dir/hf-bpe.json" \
		    > "$o.peers" 2> "$dir/peers.log"; then
			note "node peers failed (see $dir/peers.log)"
		fi
		sed 's/^/ttc\t/' "$o.peers" >> "$dir/results.tsv"
	done
fi
run ttc "tt-encode -m compat" enc 1 "$text" "$o.compat.ids" \
    $enc -m compat
run ttc "tt-encode -m lossless" enc 1 "$text" "$o.lossless.ids" \
    $enc -m lossless
if env -u TT_DICT bin/tt-encode < "$dir/one.in" > /dev/null 2> "$dir/err"
then
	run ttc "tt-encode (default dict)" enc 1 "$text" "$o.default.ids" \
	    env -u TT_DICT bin/tt-encode
	run ttc "tt-encode --no-cache (default)" enc 1 "$text" \
	    "$o.nocache.ids" env -u TT_DICT bin/tt-encode --no-cache
	cmp -s "$o.default.ids" "$o.nocache.ids" ||
	    note "WARNING: --no-cache output differs from the cache's"
else
	note "tt-encode without -d: $(head -n 1 "$dir/err"): row left out"
fi
run ttc "tt-encode --format=u16" enc16 1 "$text" "$o.lossless.u16" \
    $enc -m lossless --format=u16
run ttc "tt-encode -m compat -j 2" enc 2 "$text" "$o.compat2.ids" \
    $enc -m compat -j 2
run ttc "tt-encode -m lossless -j 2" enc 2 "$text" "$o.lossless2.ids" \
    $enc -m lossless -j 2
cmp -s "$o.lossless.ids" "$o.lossless2.ids" ||
    note "WARNING: -j 2 output differs from -j 1"
run ttc "tt-decode (compat IDs)" dec 1 "$o.compat.ids" "$o.compat.txt" $dec
run ttc "tt-decode (lossless IDs)" dec 1 "$o.lossless.ids" \
    "$o.lossless.txt" $dec
run ttc "tt-decode -j 2" dec 2 "$o.lossless.ids" "$o.lossless2.txt" \
    $dec -j 2
run ttc "tt-decode --format=u16" dec16 1 "$o.lossless.u16" \
    "$o.lossless16.txt" $dec --format=u16
if [ -s "$o.default.ids" ]; then
	run ttc "tt-decode (default dict IDs)" dec 1 "$o.default.ids" \
	    "$o.default.txt" env -u TT_DICT bin/tt-decode
	cmp -s "$o.default.txt" "$text" ||
	    note "WARNING: the default dictionary does not give the text back"
fi
cmp -s "$o.lossless.txt" "$text" ||
    note "WARNING: lossless encode | decode does not give the text back"

# --- 1 MB and the large file: throughput and memory against size -------------
runs=5	# a run of 1 MB lasts 10-30 ms: more of them steady its figure
run 1mb "tt-encode -m lossless" enc 1 "$dir/1mb.txt" "$o.1mb.ids" \
    $enc -m lossless
run 1mb "tt-decode (lossless IDs)" dec 1 "$o.1mb.ids" "$o.1mb.txt" $dec
if [ -s "$o.default.ids" ]; then
	run 1mb "tt-encode (default dict)" enc 1 "$dir/1mb.txt" \
	    "$o.1mbd.ids" env -u TT_DICT bin/tt-encode
	run 1mb "tt-decode (default dict IDs)" dec 1 "$o.1mbd.ids" \
	    "$o.1mbd.txt" env -u TT_DICT bin/tt-decode
	run 1mb "tt-encode --no-cache (default)" enc 1 "$dir/1mb.txt" \
	    "$o.1mbn.ids" env -u TT_DICT bin/tt-encode --no-cache
fi
runs=2	# a run of the large file can meet a burst of other work
run big "wc -w" floor 1 "$big" "$o.wc" wc -w
run big "tt-encode -m lossless" enc 1 "$big" "$o.big.ids" $enc -m lossless
if [ -s "$o.default.ids" ]; then
	run big "tt-encode (default dict)" enc 1 "$big" "$o.bigd.ids" \
	    env -u TT_DICT bin/tt-encode
	run big "tt-decode (default dict IDs)" dec 1 "$o.bigd.ids" \
	    "$o.bigd.txt" env -u TT_DICT bin/tt-decode
	run big "tt-encode --no-cache (default)" enc 1 "$big" \
	    "$o.bign.ids" env -u TT_DICT bin/tt-encode --no-cache
	cmp -s "$o.bigd.ids" "$o.bign.ids" ||
	    note "WARNING: --no-cache output differs from the cache's"
	rm -f "$o.bigd.ids" "$o.bigd.txt" "$o.bign.ids"
fi
run big "tt-encode -m lossless -j 2" enc 2 "$big" "$o.big2.ids" \
    $enc -m lossless -j 2
rm -f "$o.big2.ids"
run big "tt-encode -m compat" enc 1 "$big" "$o.bigc.ids" $enc -m compat
rm -f "$o.bigc.ids"
run big "tt-decode (lossless IDs)" dec 1 "$o.big.ids" "$o.big.txt" $dec
rm -f "$o.big.txt"
run big "tt-decode -j 2" dec 2 "$o.big.ids" "$o.big.txt" $dec -j 2
rm -f "$o.big.txt" "$o.big.ids"

# --- One line, start-up included ---------------------------------------------
runs=5
note "timing one line"
head -n 1 "$o.lossless.ids" > "$dir/one.ids"
one "tt-encode -m lossless (JSON)" "$dir/one.in" \
    bin/tt-encode -d "$dict" -m lossless
one "tt-decode (JSON)" "$dir/one.ids" bin/tt-decode -d "$dict"
if [ "$tdict" = "$copy" ]; then
	one "tt-encode -m lossless (compiled)" "$dir/one.in" $enc -m lossless
	one "tt-encode -m compat (compiled)" "$dir/one.in" $enc -m compat
	one "tt-decode (compiled)" "$dir/one.ids" $dec
	# The copy must be the dictionary: the same IDs as from its JSON.
	bin/tt-encode -d "$dict" -m lossless "$text" |
	    cmp -s - "$o.lossless.ids" ||
	    note "WARNING: the compiled copy of $dict gives other IDs"
fi
if [ -s "$o.default.ids" ]; then
	one "tt-encode (default dict)" "$dir/one.in" env -u TT_DICT bin/tt-encode
fi
one "spm_encode" "$dir/one.in" spm_encode --model="$model.model"
one "wc -w" "$dir/one.in" wc -w

awk -F '\t' -v load="$load" -v text="$text" -v big="$big" -v dict="$dict" \
    -v tdict="$tdict" \
    -v lines="$(wc -l < "$text")" '
# Seconds net of start-up, wall (w) and CPU (c); CPU falls back to wall.
function net(t, t0) {
	t -= t0
	return t > 1e-6 ? t : 1e-6
}
function x(a, b) {
	return a == "" || b == "" || cmbs[b] == 0 ? "-" : \
	    sprintf("%.2fx", cmbs[a] / cmbs[b])
}
function mib(kb) {
	return kb == "-" ? "-" : sprintf("%.1f", kb / 1024)
}
function dir(k) {
	return substr(k, 1, 3)
}
# The fastest peer (per CPU second) of the same direction on one thread.
function peer(i,    j, best) {
	best = ""
	for (j = 1; j <= n; j++)
		if (set[j] == set[i] && ispeer[j] && thr[j] == 1 &&
		    dir(kind[j]) == dir(kind[i]) &&
		    (best == "" || cmbs[j] > cmbs[best]))
			best = j
	return best
}
function get(s, k) {
	return (s SUBSEP k) in idx ? idx[s, k] : ""
}
function wall(a, b) {
	return a == "" || b == "" ? "-" : sprintf("%.2f", mbs[a] / mbs[b])
}
function row(i, suffix,    ms, vp) {
	ms = start[i] > 0 ? sprintf("%.1f", start[i] * 1000) : "-"
	vp = ispeer[i] || kind[i] == "floor" ? "" : x(i, peer(i))
	printf "%-36s %2d %7.1f %7.1f %11.0f %8s %6s %7s %7s\n", \
	    name[i] suffix, thr[i], mbs[i], cmbs[i], tok[i] / wnet[i], ms, \
	    mib(rss[i]), vp, x(i, get(set[i], "wc -w"))
}
# A row of MB/cpu against size, and how far apart its figures are.
function sizes(what, a, b, c,    lo, hi) {
	if (a == "" || b == "" || c == "")
		return
	lo = hi = cmbs[a]
	if (cmbs[b] < lo) lo = cmbs[b]
	if (cmbs[c] < lo) lo = cmbs[c]
	if (cmbs[b] > hi) hi = cmbs[b]
	if (cmbs[c] > hi) hi = cmbs[c]
	printf "    %-27s %6.1f -> %6.1f -> %6.1f MB/s (spread %.0f%%)\n", \
	    what ":", cmbs[a], cmbs[b], cmbs[c], (hi / lo - 1) * 100
}
function head(title) {
	printf "\n%s\n%-36s %2s %7s %7s %11s %8s %6s %7s %7s\n", title, \
	    "tool", "j", "MB/s", "MB/cpu", "tokens/s", "start_ms", "rss_MB", \
	    "vs_peer", "vs_wc"
}
{
	n++
	set[n] = $1; name[n] = $2; kind[n] = $3; thr[n] = $4
	mb[n] = $5 / 1e6; tok[n] = $6; secs[n] = $7; start[n] = $8
	rss[n] = $9
	ispeer[n] = name[n] !~ /^tt-/ && kind[n] != "floor"
	idx[set[n], name[n]] = n
	wnet[n] = net(secs[n], start[n])
	cnet[n] = $10 == "-" || $10 == "" ? wnet[n] : net($10, $11)
	mbs[n] = mb[n] / wnet[n]
	cmbs[n] = mb[n] / cnet[n]
}
END {
	printf "load average at start: %s (2 cores; other work skews wall " \
	    "times)\n", load
	printf "MB = 10^6 bytes of text (input of encoders, output of " \
	    "decoders).  Start-up\n(the one-line run) subtracted; node peers " \
	    "time their loops alone.\nMB/s: wall clock; MB/cpu: per CPU " \
	    "second (user + system, all threads),\nwhich is MB/s per core; " \
	    "vs_peer (the fastest one-thread peer) and vs_wc\ncompare MB/cpu.\n"
	printf "tt rows with -d read %s%s.\n", tdict, tdict == dict ? "" : \
	    " (" dict ", compiled)"
	head(sprintf("%s, %.1f MB, %d lines, best of 3:", text, \
	    mb[get("ttc", "wc -w")], lines))
	for (i = 1; i <= n; i++)
		if (set[i] == "ttc")
			row(i)
	head(sprintf("1 MB (best of 5) and %s (%.0f MB, best of 2):", big, \
	    mb[get("big", "wc -w")]))
	for (i = 1; i <= n; i++)
		if (set[i] == "1mb" || set[i] == "big")
			row(i, " [" set[i] "]")
	printf "\none line, start-up included, best of 5:\n"
	for (i = 1; i <= n; i++)
		if (set[i] == "one")
			printf "  %-34s %6.1f ms  rss %s MB\n", name[i], \
			    secs[i] * 1000, mib(rss[i])

	e1 = get("ttc", "tt-encode -m lossless")
	e2 = get("ttc", "tt-encode -m lossless -j 2")
	c1 = get("ttc", "tt-encode -m compat")
	c2 = get("ttc", "tt-encode -m compat -j 2")
	ed = get("ttc", "tt-encode (default dict)")
	dd = get("ttc", "tt-decode (default dict IDs)")
	md = get("1mb", "tt-encode (default dict)")
	bd = get("big", "tt-encode (default dict)")
	d1 = get("ttc", "tt-decode (lossless IDs)")
	d2 = get("ttc", "tt-decode -j 2")
	b1 = get("big", "tt-encode -m lossless")
	b2 = get("big", "tt-encode -m lossless -j 2")
	m1 = get("1mb", "tt-encode -m lossless")
	oc = get("one", "tt-encode -m lossless (compiled)")
	o1 = get("one", ed != "" ? "tt-encode (default dict)" : oc != "" ? \
	    "tt-encode -m lossless (compiled)" : "tt-encode -m lossless (JSON)")
	ref = ed != "" ? ed : e1
	printf "\ntargets (issue 7), as measured in this run:\n"
	printf "  encode per core%s: %.1f MB/s (goal 50)\n", \
	    (ed != "" ? ", default dictionary" : ", lossless"), cmbs[ref]
	if (bd != "")
		printf "    the same on %.0f MB (its text %.0f times over): " \
		    "%.1f MB/s\n", mb[bd], mb[bd] / mb[ed], cmbs[bd]
	printf "  encode vs the fastest one-thread peer: %s (goal 5x)\n", \
	    x(ref, peer(ref))
	printf "  decode per core: %.1f MB/s of text (goal 100)", cmbs[d1]
	if (dd != "")
		printf "; default dictionary %.1f", cmbs[dd]
	printf "\n"
	printf "  -j 2 / -j 1, wall (goal 1.7): encode lossless %s, compat %s, " \
	    "decode %s\n    (%.1f MB); encode lossless %s, decode %s " \
	    "(%.0f MB)\n", wall(e2, e1), wall(c2, c1), wall(d2, d1), mb[e1], \
	    wall(b2, b1), wall(get("big", "tt-decode -j 2"), \
	    get("big", "tt-decode (lossless IDs)")), mb[b1]
	printf "  per core, 1 MB -> %.1f MB -> %.0f MB (goal: within 10%%):\n", \
	    mb[e1], mb[b1]
	sizes("encode", m1, e1, b1)
	sizes("encode, default dictionary", md, ed, bd)
	sizes("the same, --no-cache", get("1mb", \
	    "tt-encode --no-cache (default)"), get("ttc", \
	    "tt-encode --no-cache (default)"), get("big", \
	    "tt-encode --no-cache (default)"))
	sizes("decode", get("1mb", "tt-decode (lossless IDs)"), d1, \
	    get("big", "tt-decode (lossless IDs)"))
	sizes("decode, default dictionary", \
	    get("1mb", "tt-decode (default dict IDs)"), dd, \
	    get("big", "tt-decode (default dict IDs)"))
	printf "  max RSS, 1 MB -> %.0f MB: %s -> %s MB\n", mb[b1], \
	    mib(rss[m1]), mib(rss[b1])
	printf "  one line, start-up included: %.1f ms (goal 10)", \
	    secs[o1] * 1000
	if (oc != "")
		printf "; %s compiled: %.1f ms", dict, secs[oc] * 1000
	printf "\n"
}' "$dir/results.tsv"
