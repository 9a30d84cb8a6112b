#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Gloss check (issue 17): of the words of the UD treebanks whose root in
tt's cut is both a noun and a verb (at, bul, aç, koy), does the first
suffix's ID take what the annotators say the word is?  A word tagged
VERB should go on with a verbal suffix (at + tı the past), not a
nominal one (tı the copula).  Words tagged NOUN or ADJ are counted
apart and not scored: UD tags verbal nouns and participles so (al +
mak, var + an), where the verbal suffix is right.
From the repository root:
  python3 scripts/verbgloss.py [BINDIR] FILE.conllu...
"""
import json, subprocess, sys
from collections import Counter


def takes(path):
    """Suffix ID -> what it attaches to (tt-dict.tsv's in of in>out)."""
    t = {}
    for line in open(path, encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if not line.startswith("#") and len(f) > 3 and f[1] == "suffix":
            t[int(f[0])] = f[3].split(">")[0]
    return t


def words(paths):
    """(form, UPOS) of the small-letter VERB, NOUN and ADJ words."""
    for path in paths:
        for line in open(path, encoding="utf-8"):
            f = line.split("\t")
            if len(f) > 4 and f[0].isdigit() and f[1].islower() and \
                    f[1].isalpha() and f[3] in ("VERB", "NOUN", "ADJ"):
                yield f[1], f[3]


def main():
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return
    args = sys.argv[1:]
    bindir = args.pop(0) if args and not args[0].endswith(".conllu") \
        else "bin"
    if not args:
        sys.exit("usage: verbgloss.py [BINDIR] FILE.conllu...")
    t = takes("dict/tr/tt-dict.tsv")
    ws = list(words(args))
    out = subprocess.run([bindir + "/tt-encode", "-d", "dict/tr", "--json"],
                         input="".join(w + "\n" for w, _ in ws),
                         capture_output=True, text=True, check=True)
    c, miss = Counter(), Counter()
    for (w, upos), line in zip(ws, out.stdout.splitlines()):
        j = json.loads(line)
        if len(j["ids"]) < 2 or j["types"][:2] != ["root", "suffix"]:
            continue
        pos = j["pos"][0].split(",")
        into = t.get(j["ids"][1], "")
        if "V" not in pos or pos == ["V"] or len(into) != 1:
            continue
        verbal = into == "V"
        c[(upos == "VERB", verbal)] += 1
        if upos == "VERB" and not verbal:
            miss[" ".join(j["pieces"]).strip() + " (" + j["glosses"][1] +
                 ")"] += 1
    n = c[(True, True)] + c[(True, False)]
    print("VERB words, a verbal suffix first: %d/%d = %.4f" %
          (c[(True, True)], n, c[(True, True)] / n if n else 0))
    print("NOUN and ADJ words (not scored): %d verbal, %d nominal" %
          (c[(False, True)], c[(False, False)]))
    for k, m in miss.most_common(15):
        print("%d\t%s" % (m, k))


main()
