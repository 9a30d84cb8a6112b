#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench.py: tt from Python (issue 21) in one run: Tokenizer.encode_batch
on the lines of TTC-3600 against tt-encode on the same file and against
SentencePiece's Python encode on the same lines.

usage: PYTHONPATH=python python3 scripts/bench.py  (run by `make bench`
after scripts/bench.sh; prints a report, never fails on speed).
Environment, as scripts/bench.sh reads it:
  TT_BENCH_CORPUS  the text (../shared/data/tr/raw/ttc3600_news/
                   ttc3600.txt), split into sentences as bench.sh does
  TT_BENCH_DIR     cache: the split text and the SentencePiece model
                   (bench.out); bench.sh's own are used when there
Every row is the best of 3.  Start-up is left out of every row: tt-encode's
one-line run is subtracted, the module's import and Tokenizer() and
SentencePiece's model load are not timed, nor is reading the file.  Each
run of encode_batch gets a fresh Tokenizer, so that its cache starts empty
as tt-encode's does.  Training the SentencePiece model (BPE 32k, as
bench.sh trains it), when there is none, is not timed either.
"""
import os
import re
import subprocess
import sys
import time

import tt

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(ROOT)
CORPUS = os.environ.get("TT_BENCH_CORPUS",
                        "../shared/data/tr/raw/ttc3600_news/ttc3600.txt")
DIR = os.environ.get("TT_BENCH_DIR", "bench.out")
DICT = "dict/tr"
RUNS = 3
VOCAB = 32768


def note(msg):
    print("bench.py: " + msg, file=sys.stderr)


def prepare():
    """The sentence-split text (bench.sh's when it made one) and a
    SentencePiece model of it, or None."""
    os.makedirs(DIR, exist_ok=True)
    text = os.path.join(DIR, "input.txt")
    with open(CORPUS, "rb") as f:
        split = re.sub(rb"([.!?]) ", rb"\1\n", f.read())
    try:
        with open(text, "rb") as f:
            fresh = f.read() == split
    except OSError:
        fresh = False
    if not fresh:
        note("splitting %s into %s" % (CORPUS, text))
        with open(text + ".tmp", "wb") as f:
            f.write(split)
        os.replace(text + ".tmp", text)
    try:
        import sentencepiece
    except ImportError:
        note("no sentencepiece module (python3-sentencepiece): "
             "its rows left out")
        return text, None
    # bench.sh's model, when it was trained on this text.
    model = os.path.join(DIR, "spm-bpe-%d.model" % VOCAB)
    if fresh and os.path.exists(model):
        return text, model
    model = os.path.join(DIR, "spm-py-bpe-%d" % VOCAB)
    if not fresh or not os.path.exists(model + ".model"):
        note("training %s.model (not timed)" % model)
        sentencepiece.SentencePieceTrainer.train(
            input=text, model_prefix=model, model_type="bpe",
            vocab_size=VOCAB, input_sentence_size=200000,
            shuffle_input_sentence=True, max_sentence_length=16384,
            num_threads=2, minloglevel=2)
    return text, model + ".model"


def best(f):
    """f() returns (wall, cpu) seconds; the least of RUNS of each."""
    w, c = zip(*(f() for _ in range(RUNS)))
    return min(w), min(c)


def cli(args, path):
    """tt-encode on path: (wall, CPU of the child) seconds."""
    with open(os.path.join(DIR, "py.cli.ids"), "wb") as out:
        t0 = time.perf_counter()
        p = subprocess.Popen(["bin/tt-encode", "-d", DICT] + args + [path],
                             stdout=out)
        _, status, use = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
    if status != 0:
        sys.exit("bench.py: tt-encode failed")
    return wall, use.ru_utime + use.ru_stime


def timed(f):
    """Time f() in this process: wall and CPU (all threads)."""
    t0, c0 = time.perf_counter(), time.process_time()
    f()
    return time.perf_counter() - t0, time.process_time() - c0


def module(lines, **kw):
    def run():
        tok = tt.Tokenizer(DICT)
        return timed(lambda: tok.encode_batch(lines, **kw))
    return run


def main():
    text, model = prepare()
    with open(text, "rb") as f:
        data = f.read()
    mb = len(data) / 1e6
    lines = data.decode("utf-8", "surrogateescape").split("\n")[:-1]
    one = os.path.join(DIR, "py.one.txt")
    with open(one, "wb") as f:
        f.write(data[:data.index(b"\n") + 1])
    rows = []

    def row(name, thr, wall, cpu, start=(0, 0)):
        wall, cpu = max(wall - start[0], 1e-6), max(cpu - start[1], 1e-6)
        rows.append((name, thr, mb / wall, mb / cpu))
        note("%s: %.3f s, %.3f s CPU" % (name, wall, cpu))

    start = best(lambda: cli([], one))
    row("tt-encode", 1, *best(lambda: cli([], text)), start)
    row("tt-encode -j 2", 2, *best(lambda: cli(["-j", "2"], text)), start)
    row("encode_batch", 1, *best(module(lines)))
    row("encode_batch, numpy", 1, *best(module(lines, numpy=True)))
    row("encode_batch threads=2", 2, *best(module(lines, threads=2)))
    row("encode_batch threads=2, numpy", 2,
        *best(module(lines, threads=2, numpy=True)))
    # The same IDs as the command's.
    got = tt.Tokenizer(DICT).encode_batch(lines, threads=2)
    cli([], text)
    with open(os.path.join(DIR, "py.cli.ids"), "rb") as f:
        if f.read() != "".join(" ".join(map(str, x)) + "\n"
                               for x in got).encode():
            note("WARNING: encode_batch's IDs differ from tt-encode's")
    if model is not None:
        import sentencepiece
        sp = sentencepiece.SentencePieceProcessor(model_file=model)
        row("sentencepiece encode, line by line", 1,
            *best(lambda: timed(lambda: [sp.encode(x) for x in lines])))
        row("sentencepiece encode(list)", 1, *best(lambda: timed(
            lambda: sp.encode(lines, num_threads=1))))
        row("sentencepiece encode(list), 2 threads", 2, *best(lambda: timed(
            lambda: sp.encode(lines, num_threads=2))))
    report(text, mb, len(lines), model, rows)


def report(text, mb, nlines, model, rows):
    print("\ntt from Python: %s, %.1f MB, %d lines, best of %d; %s" %
          (text, mb, nlines, RUNS, "SentencePiece model " + model
           if model else "no SentencePiece"))
    print("load average at start: %s" % " ".join(
        open("/proc/loadavg").read().split()[:3]))
    print("MB/s: wall clock; MB/cpu: per CPU second (user + system, all "
          "threads).\n")
    print("%-40s %2s %7s %7s" % ("", "j", "MB/s", "MB/cpu"))
    by = {}
    for name, thr, w, c in rows:
        by[name] = (w, c)
        print("%-40s %2d %7.1f %7.1f" % (name, thr, w, c))

    def ratio(a, b, k):
        return "%.2fx" % (by[a][k] / by[b][k]) if a in by and b in by \
            else "-"
    print("\ntargets (issue 21), as measured in this run:")
    print("  encode_batch against tt-encode (goal: within 1.5x, i.e. at "
          "least 0.67x):")
    for a, b in [("encode_batch", "tt-encode"),
                 ("encode_batch, numpy", "tt-encode"),
                 ("encode_batch threads=2", "tt-encode -j 2"),
                 ("encode_batch threads=2, numpy", "tt-encode -j 2")]:
        print("    %-30s / %-15s %s per CPU second, %s wall" %
              (a, b, ratio(a, b, 1), ratio(a, b, 0)))
    print("  encode_batch against SentencePiece's Python encode (goal 5x):")
    for a, b in [("encode_batch", "sentencepiece encode, line by line"),
                 ("encode_batch", "sentencepiece encode(list)"),
                 ("encode_batch threads=2",
                  "sentencepiece encode(list), 2 threads")]:
        print("    %-22s / %-37s %s per CPU second, %s wall" %
              (a, b, ratio(a, b, 1), ratio(a, b, 0)))


if __name__ == "__main__":
    main()
