#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The transitions of tt's scored model (trans.tsv, tt-dict(5)): how often
each suffix followed a root of each category or another suffix, or
ended the word, and how often it ended one before a full stop (ENDF),
in tt's own cuts of training text.  The cuts are those
of the dictionary without its trans.tsv (fewest pieces, then root
counts), or with -m, of the dictionary with TRANS as its model: the
rounds of scripts/counts.sh, each with the model of the round before,
so that the model learns from the cuts it makes (EM) and the files come
back the same from the same text.

usage: python3 scripts/trans.py [-m TRANS] BINDIR DICTDIR FILE... > OUT
dict/tr/trans.tsv: scripts/counts.sh on ttc3600.txt and the UD train
sentences (tests/dict.bats makes it again).
"""
import json, os, shutil, subprocess, sys, tempfile
from collections import Counter


def category(pos):
    """A root's state: its parts of speech as tt's categories, Q for a
    question particle (its words are person endings: misin, mıyız) and
    for the copula's stem (i di, i se m: a verb's steps it would swell,
    and ise's many would teach every verb the conditional); None
    for a proper name (PROPN alone), whose steps are not counted: names
    stand bare far more often than common nouns (Türkiye, Ankara), and
    would teach the nominal state to end words.  A name is read as N."""
    if pos == "PROPN":
        return None
    ps = pos.split(",") if pos else []
    if "Q" in ps or "COP" in ps:
        return "Q"
    v = "V" in ps
    n = any(p != "V" for p in ps)
    return "NV" if v == n else "V" if v else "N"


APOSTROPHES = ("'", "\u2019", "\u02bc")


FULLSTOPS = (".", "!", "?", "\u2026")


def stops(pieces, k):
    """Does a full stop begin at piece k, after a space or none, as
    lossless.c's stops() reads the text (. ! ? or the ellipsis)?"""
    text = "".join(pieces[k:k + 2])
    text = text[1:] if text.startswith(" ") else text
    return text.startswith(FULLSTOPS)


def count(lines, pos, verb, c, ends):
    """Count the steps of each word of tt-encode --json's lines; pos: a
    root's parts of speech by ID (roots.tsv: --json gives a derived
    root's gloss in their place); verb: the verb reading of each suffix
    of two, whose state it is where --json reads it so (ID/V).  Of the
    ends, those before a full stop are counted again as ENDF.  ends
    gets each word's last step as (state before, state, piece, before a
    full stop) for alike() below."""
    for line in lines:
        j = json.loads(line)
        state = prev = last = None
        pieces = j["pieces"]
        for k, (kind, i, piece, g) in enumerate(zip(
                j["types"], j["ids"], pieces, j["glosses"])):
            # The suffixes after an apostrophe go on the word's chain
            # (meclis i ' nde: P3SG, then LOC).
            if piece in APOSTROPHES and state is not None:
                continue
            if kind == "suffix" and state is not None:
                to = str(i) + ("/V" if verb.get(i) == g else "")
                c[(state, to)] += 1
                prev, state, last = state, to, piece
                continue
            if state is not None:
                end(c, ends, (prev, state, last, stops(pieces, k)))
            state = category(pos.get(i, "")) if kind == "root" else None
            prev = last = None
        if state is not None:
            end(c, ends, (prev, state, last, False))


def end(c, ends, step):
    """Count the end of a word whose last step is step (see count())."""
    _, state, piece, final = step
    c[(state, "END")] += 1
    if final:
        c[(state, "ENDF")] += 1
    if piece is not None:
        ends[step] += 1


# Of the words that end in -I after a consonant, where the accusative
# and the third person's possessive are spelt alike, the share that UD's
# annotators read as accusatives: 593 of 1,524 in the IMST and FrameNet
# train treebanks (ATIS, airline queries, left out: ACC 50 of 1,458).
ACCSHARE = 0.4


def alike(c, ends, acc, p3sg):
    """After a consonant the accusative and the third person's possessive
    are spelt alike at a word's end (yol u, gün ü), and the cuts keep
    whichever the model of the round before took: the first round's
    choice would come back each round (its first took ACC, 48,000 times
    on TTC-3600).  The steps of those ends, after each state that both
    followed in the cuts, are shared between the two as ACCSHARE says."""
    for (a, s, p, final), n in ends.items():
        if s not in (acc, p3sg) or len(p) != 1 or c[(a, acc)] == 0 or \
                c[(a, p3sg)] == 0:
            continue
        to = p3sg if s == acc else acc
        k = n - round(n * (ACCSHARE if s == acc else 1 - ACCSHARE))
        move(c, (a, s), (a, to), k)
        move(c, (s, "END"), (to, "END"), k)
        if final:
            move(c, (s, "ENDF"), (to, "ENDF"), k)


def move(c, a, b, k):
    """Move k of step a's count to step b."""
    c[a] -= k
    c[b] += k
    if c[a] <= 0:
        del c[a]


def readings(dictdir):
    """Suffix ID -> the verb's reading of a suffix that glosses one for
    each of the noun and the verb it takes, the noun's first (P2SG,REFL
    for NV>=), as tt_dict_twofold has it: dict.c gives each of those a
    state, not mA's of what it yields (VN,NEG)."""
    return {int(f[0]): f[5].split(",")[1] for f in suffixes(dictdir)
            if f[5].count(",") == 1 and
            {"N", "V"} <= set(f[3].split(">")[0])}


def suffixes(dictdir):
    """The fields of tt-dict.tsv's suffix lines, six each (the flags and
    the gloss may be empty)."""
    for line in open(os.path.join(dictdir, "tt-dict.tsv"), encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if not line.startswith("#") and len(f) > 3 and f[1] == "suffix":
            yield (f + ["", ""])[:6]


def glossed(dictdir, gloss):
    """The state of the suffix whose first gloss is gloss."""
    return next(f[0] for f in suffixes(dictdir)
                if f[5].split(",")[0] == gloss)


def twins(dictdir):
    """The groups of suffix IDs spelt alike after a consonant, one taking
    a noun and another a verb: templates the same but for their buffer
    letters ((y)DI the copula and DI the past, {n}(y)A the dative and
    (y)A the optative)."""
    spelt, takes = {}, {}
    for f in suffixes(dictdir):
        t = f[2]
        for b in ("{n}", "(y)", "(n)", "(s)"):
            t = t.replace(b, "")
        spelt.setdefault(t, []).append(f[0])
        takes[f[0]] = f[3].split(">")[0]
    return [ids for ids in spelt.values()
            if {"N", "V"} <= {c for x in ids for c in takes[x]}]


def shared(c, groups):
    """A noun-and-verb root's (NV) steps to a suffix of one of groups,
    shared among the group as the N and V rows have them.  The cuts try
    a root's nominal suffixes first, so such a step went to the noun's
    (at tı: 2,892 NV -> PST.COP, 164 -> PST), and the scored model would
    read it so again (relabel() in lossless.c)."""
    tot = Counter()
    for (a, b), n in c.items():
        tot[a] += n
    if not (tot["N"] and tot["V"]):
        return
    for group in groups:
        n = sum(c.pop(("NV", x), 0) for x in group)
        w = {x: c[("N", x)] / tot["N"] + c[("V", x)] / tot["V"]
             for x in group}
        z = sum(w.values())
        for x in group:
            k = round(n * w[x] / z) if z else 0
            if k > 0:
                c[("NV", x)] = k


def main():
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return
    args = sys.argv[1:]
    model = None
    if args[:1] == ["-m"] and len(args) > 1:
        model, args = args[1], args[2:]
    if len(args) < 3:
        sys.exit("usage: trans.py [-m TRANS] BINDIR DICTDIR FILE...")
    bindir, dictdir, files = args[0], args[1], args[2:]
    c, ends = Counter(), Counter()
    pos = {}
    for line in open(os.path.join(dictdir, "roots.tsv"), encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if not line.startswith("#") and len(f) > 3:
            pos[int(f[0])] = f[3]
    with tempfile.TemporaryDirectory() as tmp:
        for f in os.listdir(dictdir):
            if f not in ("trans.tsv", "tt-dict.img"):
                shutil.copy(os.path.join(dictdir, f), tmp)
        if model is not None:
            try:
                shutil.copy(model, os.path.join(tmp, "trans.tsv"))
            except OSError as err:
                sys.exit("trans.py: %s: %s" % (model, err.strerror))
        p = subprocess.Popen([os.path.join(bindir, "tt-encode"), "-d", tmp,
                              "--json"] + files, stdout=subprocess.PIPE,
                             text=True, encoding="utf-8")
        count(p.stdout, pos, readings(dictdir), c, ends)
        if p.wait() != 0:
            sys.exit("trans.py: tt-encode failed")
    shared(c, twins(dictdir))
    alike(c, ends, glossed(dictdir, "ACC"), glossed(dictdir, "P3SG"))
    print("# tt scored model: prev<TAB>next<TAB>count (scripts/trans.py %s)"
          % " ".join(os.path.basename(f) for f in files))
    order = {"N": 0, "V": 1, "NV": 2, "Q": 3}

    def state(a):
        """Roots' states first, then suffixes' in ID order, a verb
        reading's after all of them (as dict.c numbers them)."""
        i = a.split("/")[0]
        return (order.get(a, 4), a.endswith("/V"), int(i) if i.isdigit()
                else 0)

    for (a, b), n in sorted(c.items(), key=lambda kv: (
            state(kv[0][0]), kv[0][1] not in ("END", "ENDF"),
            kv[0][1] != "END", state(kv[0][1]))):
        print("%s\t%s\t%d" % (a, b, n))


main()
