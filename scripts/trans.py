#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# The transitions of tt's scored model (trans.tsv, tt-dict(5)): how often
# each suffix followed a root of each category or another suffix, or
# ended the word, in tt's own cuts of training text.  The cuts are those
# of the dictionary without its trans.tsv (fewest pieces, then root
# counts), so that the file comes back the same from the same text.
#
# usage: python3 scripts/trans.py BINDIR DICTDIR FILE... > trans.tsv
# dict/tr/trans.tsv: FILEs ttc3600.txt and the UD train sentences
# (tests/dict.bats makes it again).
import json, os, shutil, subprocess, sys, tempfile
from collections import Counter


def category(pos):
    """A root's state: its parts of speech as tt's categories, Q for a
    question particle (its words are person endings: misin, mıyız); None
    for a proper name (PROPN alone), whose steps are not counted: names
    stand bare far more often than common nouns (Türkiye, Ankara), and
    would teach the nominal state to end words.  A name is read as N."""
    if pos == "PROPN":
        return None
    ps = pos.split(",") if pos else []
    if "Q" in ps:
        return "Q"
    v = "V" in ps
    n = any(p != "V" for p in ps)
    return "NV" if v == n else "V" if v else "N"


APOSTROPHES = ("'", "\u2019", "\u02bc")


def count(lines, pos, c):
    """Count the steps of each word of tt-encode --json's lines; pos: a
    root's parts of speech by ID (roots.tsv: --json gives a derived
    root's gloss in their place)."""
    for line in lines:
        j = json.loads(line)
        state = None
        for kind, i, piece in zip(j["types"], j["ids"], j["pieces"]):
            # The suffixes after an apostrophe go on the word's chain
            # (meclis i ' nde: P3SG, then LOC).
            if piece in APOSTROPHES and state is not None:
                continue
            if kind == "suffix" and state is not None:
                c[(state, str(i))] += 1
                state = str(i)
                continue
            if state is not None:
                c[(state, "END")] += 1
            state = category(pos.get(i, "")) if kind == "root" else None
        if state is not None:
            c[(state, "END")] += 1


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: trans.py BINDIR DICTDIR FILE...")
    bindir, dictdir, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    c = Counter()
    pos = {}
    for line in open(os.path.join(dictdir, "roots.tsv"), encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if not line.startswith("#") and len(f) > 3:
            pos[int(f[0])] = f[3]
    with tempfile.TemporaryDirectory() as tmp:
        for f in os.listdir(dictdir):
            if f not in ("trans.tsv", "tt-dict.img"):
                shutil.copy(os.path.join(dictdir, f), tmp)
        p = subprocess.Popen([os.path.join(bindir, "tt-encode"), "-d", tmp,
                              "--json"] + files, stdout=subprocess.PIPE,
                             text=True, encoding="utf-8")
        count(p.stdout, pos, c)
        if p.wait() != 0:
            sys.exit("trans.py: tt-encode failed")
    print("# tt scored model: prev<TAB>next<TAB>count (scripts/trans.py %s)"
          % " ".join(os.path.basename(f) for f in files))
    order = {"N": 0, "V": 1, "NV": 2, "Q": 3}
    for (a, b), n in sorted(c.items(), key=lambda kv: (
            order.get(kv[0][0], 4), int(kv[0][0]) if kv[0][0].isdigit()
            else 0, kv[0][1] != "END", int(kv[0][1]) if
            kv[0][1].isdigit() else 0)):
        print("%s\t%s\t%d" % (a, b, n))


main()
