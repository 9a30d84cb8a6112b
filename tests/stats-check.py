#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# An implementation of tt-stats' token figures apart from lib/, for
# tests/tt-stats.bats to hold tt-stats -p against: the counts, fertility,
# boundary F1 and MorphScore of pieces (JSON arrays, or tt-encode --json
# objects), as tt-stats(1) defines them.
#
# usage: stats-check.py [-b] TEXT PIECES [GOLD GOLDPIECES MS MSPIECES]
# Prints "key<TAB>value" lines, rates with six decimals.
import json
import sys

MARKS = ("\u2581", "\u0120", " ", "\t", "\n", "\r", "\v", "\f")


def gpt2_bytes():
    keep = [b for b in range(256) if 0x21 <= b <= 0x7e or
            0xa1 <= b <= 0xac or 0xae <= b]
    table, k = {}, 256
    for b in range(256):
        if b in keep:
            table[chr(b)] = b
        else:
            table[chr(k)] = b
            k += 1
    return table


BYTELEVEL = "-b" in sys.argv
if BYTELEVEL:
    sys.argv.remove("-b")
GPT2 = gpt2_bytes()


def pieces(line):
    v = json.loads(line)
    p = v["pieces"] if isinstance(v, dict) else v
    if not BYTELEVEL:
        return [s.encode() for s in p]
    return [bytes(GPT2[c] if c in GPT2 else c.encode()[0] for c in s)
            if all(c in GPT2 for c in s) else s.encode() for s in p]


def special(s):
    return bytepiece(s) is None and (len(s) >= 3 and s.startswith(b"<") and s.endswith(b">") and
            all(0x20 < c < 0x7f and c not in b"<>" for c in s[1:-1]))


def strip(s):
    marks = [m.encode() for m in MARKS if not (BYTELEVEL and m == "\u0120")]
    a, b = 0, len(s)
    moved = True
    while moved:
        moved = False
        for m in marks:
            if s.startswith(m, a) and a + len(m) <= b:
                a += len(m)
                moved = True
            if b - len(m) >= a and s[b - len(m):b] == m:
                b -= len(m)
                moved = True
    return s[:a], s[a:b], s[b:]


def bytepiece(s):
    if len(s) == 6 and s.startswith(b"<0x") and s.endswith(b">"):
        try:
            return bytes([int(s[3:5], 16)])
        except ValueError:
            return None
    return None


def inner(s):
    head, mid, tail = strip(s)
    if not mid or special(mid):
        return b""
    return bytepiece(mid) or mid


def spelled(ps):
    out, glue = b"", False
    for s in ps:
        head, mid, tail = strip(s)
        if mid and special(mid):
            glue = glue or mid == b"<glue>"
            continue
        if glue and mid:
            head, glue = b"", False
        mid = bytepiece(mid) or mid
        for part in (head, mid, tail):
            for m in ("\u2581",) + (() if BYTELEVEL else ("\u0120",)):
                part = part.replace(m.encode(), b" ")
            out += part
    return out.strip(b" ")


def fold(c):
    return {"I": "ı", "İ": "i"}.get(c, c).lower()


def same(a, b):
    return fold(a) == fold(b) or (a.replace("I", "i").lower() ==
                                  b.replace("I", "i").lower())


def cuts(ps, word):
    """Byte offsets in word where a piece ends, and whether they spell it."""
    flat, ends = b"", []
    for s in ps:
        t = inner(s)
        if t:
            flat += t
            ends.append(len(flat))
    # Map offsets in flat to offsets in word: equal characters byte by
    # byte, else one character against the same in the other case.
    where, i, j, ok = {0: 0}, 0, 0, True
    while i < len(flat) and j < len(word) and ok:
        n = utflen(word[j])
        if flat[i:i + n] == word[j:j + n]:
            for k in range(1, n + 1):
                where[i + k] = j + k
            i, j = i + n, j + n
            continue
        m = utflen(flat[i])
        try:
            a, b = flat[i:i + m].decode(), word[j:j + n].decode()
        except UnicodeDecodeError:
            a = b = None
        if a is not None and same(a, b):
            i, j = i + m, j + n
            where[i] = j
        elif flat[i] == word[j]:
            i, j = i + 1, j + 1
            where[i] = j
        else:
            ok = False
    spells = ok and i == len(flat) and j == len(word)
    out = []
    for e in ends:
        w = where.get(e, j + e - i)
        if 0 < w < len(word) and (not out or out[-1] < w):
            out.append(w)
    return out, spells


def utflen(c):
    return 1 if c < 0xc0 else 2 if c < 0xe0 else 3 if c < 0xf0 else 4


def gold_alts(line):
    word, morphs = line.rstrip("\n").split("\t")
    alts = []
    for alt in morphs.split(", "):
        at, bs = 0, []
        for m in alt.split(" ")[:-1]:
            at += len(m.encode())
            bs.append(at)
        alts.append(bs)
    return word.encode(), alts


def main():
    text, pfile = sys.argv[1], sys.argv[2]
    tok = words = chars = 0
    with open(pfile, encoding="utf-8") as p:
        plines = p.readlines()
    tlines = plines
    if text != "-":
        with open(text, "rb") as t:
            tlines = t.readlines()
    for tl, pl in zip(tlines, plines):
        ps = pieces(pl)
        tok += len(ps)
        s = tl.rstrip(b"\n") if text != "-" else spelled(ps)
        words += len(s.split())
        chars += len(s.decode("utf-8", "replace"))
    print("words\t%d\nchars\t%d\ntokens\t%d" % (words, chars, tok))
    print("tokens_per_word\t%.6f" % (tok / words if words else 0))
    if len(sys.argv) < 7:
        return
    pred = ref = hits = 0
    with open(sys.argv[3], encoding="utf-8") as g, \
            open(sys.argv[4], encoding="utf-8") as p:
        for gl, pl in zip(g, p):
            word, alts = gold_alts(gl)
            cs, _ = cuts(pieces(pl), word)
            best = None
            for bs in alts:
                tp = len(set(cs) & set(bs))
                f = 2 * tp / (len(cs) + len(bs)) if cs or bs else 1
                if best is None or f > best[0] or (f == best[0] and
                                                   len(bs) < best[1]):
                    best = (f, len(bs), tp)
            pred += len(cs)
            ref += best[1]
            hits += best[2]
    pr = hits / pred if pred else 0
    rc = hits / ref if ref else 0
    print("boundary_f1\t%.6f" % (2 * pr * rc / (pr + rc) if pr + rc else 0))
    scored = mhits = 0
    with open(sys.argv[5], encoding="utf-8") as g, \
            open(sys.argv[6], encoding="utf-8") as p:
        next(g)
        for gl, pl in zip(g, p):
            _, word, stem, rest = gl.rstrip("\n").split(",")
            cs, _ = cuts(pieces(pl), word.encode())
            if not rest or not stem or not cs:
                continue
            scored += 1
            mhits += len(stem.encode()) in cs
    print("morphscore\t%.6f" % (mhits / scored if scored else 0))


main()
