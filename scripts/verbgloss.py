#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Gloss check (issue 17): of the words of the UD treebanks whose root in
tt's cut is both a noun and a verb (at, bul, aç, koy), does the first
suffix's ID take what the annotators say the word is?  A word tagged
VERB should go on with a verbal suffix (at + tı the past), not a
nominal one (tı the copula).  Words tagged NOUN or ADJ are counted
apart and not scored: UD tags verbal nouns and participles so (al +
mak, var + an), where the verbal suffix is right.
With --case: of the words tagged NOUN, ADJ, PRON or NUM whose Case the
annotators give (Nom, Acc, Dat, Loc, Abl, Gen, Ins), does the last case
ending of tt's cut say the same (Nom: none, or -ki after it)?  After a
consonant the accusative and the third person's possessive are spelt
alike (gün ü), and only the annotators, reading the sentence, tell them
apart.  Words with a BPE piece are left out.
With --plural: of the words whose cut has an lAr (PL or 3PL) and that the
annotators give as plural, does its ID say what they do: the third
person's (3PL) where the word is a predicate (it has a Mood: gel di ler,
ev de ler), the plural's (PL) where it is a noun, an adjective or a
pronoun with no Mood (ev ler, gel en ler)?  Words with a BPE piece are
left out.
With --person, the same for the first and second persons: a person
ending (1SG, 2PL.PST and the like) where the word is a predicate (gel
iyor um, gel di niz), a possessive (P1SG, P2PL and the like) where it is
a noun whose possessor is the first or second person (ihtiyac ım).
The dictionary is $TT_DICT's, else dict/tr.  From the repository root:
  python3 scripts/verbgloss.py [BINDIR] [--case | --plural | --person]
      FILE.conllu...
"""
import json, os, subprocess, sys
from collections import Counter


def takes(path):
    """Suffix ID -> what it attaches to (tt-dict.tsv's in of in>out)."""
    t = {}
    for line in open(path, encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if not line.startswith("#") and len(f) > 3 and f[1] == "suffix":
            t[int(f[0])] = f[3].split(">")[0]
    return t


def words(paths, upos):
    """(form, UPOS, FEATS) of the small-letter words tagged one of upos."""
    for path in paths:
        for line in open(path, encoding="utf-8"):
            f = line.split("\t")
            if len(f) > 5 and f[0].isdigit() and f[1].islower() and \
                    f[1].isalpha() and f[3] in upos:
                yield f[1], f[3], f[5]


DICT = os.environ.get("TT_DICT", "dict/tr")
CASES = {"Nom": "", "Acc": "ACC", "Dat": "DAT", "Loc": "LOC", "Abl": "ABL",
         "Gen": "GEN", "Ins": "INS"}


def encode(bindir, ws):
    """tt-encode --json's object for each word of ws, in turn."""
    out = subprocess.run([bindir + "/tt-encode", "-d", DICT, "--json"],
                         input="".join(w + "\n" for w in ws),
                         capture_output=True, text=True, check=True)
    return [json.loads(line) for line in out.stdout.splitlines()]


def case(glosses):
    """The case the last case ending of a cut's glosses says, or ""."""
    c = ""
    for g in glosses:
        g = g.split(",")[0]
        if g.split(".")[0] in CASES.values():
            c = g.split(".")[0]
        elif g in ("REL", "REL.KU"):
            c = ""
    return c


def cases(bindir, paths):
    """The --case check."""
    ws = [(w, dict(x.split("=", 1) for x in feats.split("|") if "=" in x))
          for w, _, feats in words(paths, ("NOUN", "ADJ", "PRON", "NUM"))]
    ws = [(w, CASES[f["Case"]]) for w, f in ws if f.get("Case") in CASES]
    c, miss = Counter(), Counter()
    for (w, want), j in zip(ws, encode(bindir, [w for w, _ in ws])):
        if "bpe" in j["types"]:
            continue
        got = case(j["glosses"])
        c[got == want] += 1
        if got != want:
            miss["%s: UD %s, tt %s" % (" ".join(j["pieces"]).strip(),
                                       want or "Nom", got or "none")] += 1
    n = c[True] + c[False]
    print("case ending as UD's Case: %d/%d = %.4f" %
          (c[True], n, c[True] / n if n else 0))
    for k, m in miss.most_common(15):
        print("%d\t%s" % (m, k))


PERSON = {"1SG": "person", "2SG": "person", "1PL": "person",
          "2PL": "person", "1SG.PST": "person", "2SG.PST": "person",
          "1PL.PST": "person", "2PL.PST": "person", "1PL.OPT": "person",
          "1SG.NEG.AOR": "person", "1PL.NEG.AOR": "person",
          "P1SG": "possessive", "P2SG": "possessive", "P1PL": "possessive",
          "P2PL": "possessive"}


def readings(paths, person):
    """(word, the reading wanted) of the --plural or --person check."""
    for w, upos, feats in words(paths, ("VERB", "AUX", "NOUN", "ADJ",
                                        "PRON")):
        f = dict(x.split("=", 1) for x in feats.split("|") if "=" in x)
        if person:
            if "Mood" in f and f.get("Person") in ("1", "2"):
                yield w, "person"
            elif "Mood" not in f and upos == "NOUN" and \
                    f.get("Person[psor]") in ("1", "2"):
                yield w, "possessive"
        elif f.get("Number") == "Plur":
            if "Mood" in f and f.get("Person") == "3":
                yield w, "3PL"
            elif "Mood" not in f and upos in ("NOUN", "ADJ", "PRON"):
                yield w, "PL"


def plurals(bindir, paths, person):
    """The --plural check, or with person the --person check."""
    ws = list(readings(paths, person))
    c, miss = Counter(), Counter()
    for (w, want), j in zip(ws, encode(bindir, [w for w, _ in ws])):
        if person:
            got = [PERSON[g.split(",")[0]] for g in j["glosses"]
                   if g.split(",")[0] in PERSON]
        else:
            got = [g for g in j["glosses"] if g in ("PL", "3PL")]
        if "bpe" in j["types"] or not got:
            continue
        c[got[-1] == want] += 1
        if got[-1] != want:
            miss["%s: UD %s, tt %s" % (" ".join(j["pieces"]).strip(),
                                       want, got[-1])] += 1
    n = c[True] + c[False]
    print("%s as UD's: %d/%d = %.4f" % ("person or possessive" if person
                                        else "lAr", c[True], n,
                                        c[True] / n if n else 0))
    for k, m in miss.most_common(15):
        print("%d\t%s" % (m, k))


def main():
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return
    args = sys.argv[1:]
    bindir = args.pop(0) if args and not args[0].endswith(".conllu") \
        else "bin"
    mode = args.pop(0) if args[:1] in (["--case"], ["--plural"],
                                       ["--person"]) else ""
    if not args:
        sys.exit("usage: verbgloss.py [BINDIR] [--case | --plural | "
                 "--person] FILE.conllu...")
    if mode == "--case":
        return cases(bindir, args)
    if mode:
        return plurals(bindir, args, mode == "--person")
    t = takes(DICT + "/tt-dict.tsv")
    ws = [(w, upos) for w, upos, _ in words(args, ("VERB", "NOUN", "ADJ"))]
    c, miss = Counter(), Counter()
    for (w, upos), j in zip(ws, encode(bindir, [w for w, _ in ws])):
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
