#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Stem checks (issue 17): does a word's lemma (a verb's without -mak/-mek)
end at a piece boundary of tt-encode's cut of the word?  The stem's own
alternations count (kitap/kitab, ağız/ağz, hak/hakk, ağla/ağlı, su/suy).
  - SIGMORPHON 2022 (tur.dev, the default): each single-word lemma's
    forms, the first word of each, out of context.
  - Universal Dependencies (FILEs ending in .conllu): the running words
    of the treebanks as their annotators lemmatised them in context,
    those of small letters longer than their lemma and beginning with
    it (no names, numbers or punctuation).  UD lemmatises participles
    and verbal nouns to the verb (gelen: gel, uçuş: uç) and bunlar to
    bu, where tt keeps uçuş and bunlar whole.
Prints the share and the most frequent misses.  From the repository
root:  python3 scripts/sigstem.py [BINDIR] [tur.dev | FILE.conllu ...]
"""
import os, re, subprocess, sys
from collections import Counter

V = 'aeıioöuü'
SOFT = {'p': 'b', 'ç': 'c', 't': 'd', 'k': 'ğ', 'g': 'ğ'}
LETTERS = re.compile('^[a-zçğıöşüâîû]+$')


def low(s):
    return s.replace('I', 'ı').replace('İ', 'i').lower()


def variants(s):
    """s and the spellings its alternations give it before a suffix."""
    v = {s}
    if s and s[-1] in SOFT:
        v.add(s[:-1] + SOFT[s[-1]])
    if s and s[-1] == 'k':
        v.add(s[:-1] + 'g')
    if len(s) > 1 and s[-1] not in V:
        v.add(s + s[-1])
    if len(s) > 2 and s[-2] in V and s[-1] not in V:
        v.add(s[:-2] + s[-1])
    if s and s[-1] in 'ae':
        for c in 'ıiuü':
            v.add(s[:-1] + c)
    if s == 'su':
        v.add('suy')  # suy-u, suy-un: Zemberek's SU_OZEL_DURUMU
    return v


def sigmorphon(path):
    """(stem, word) of each single-word lemma's form."""
    for line in open(path, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        if len(f) < 3 or ' ' in f[0]:
            continue
        lemma, form, tags = f
        stem = low(lemma)
        if tags.startswith('V') and stem[-3:] in ('mak', 'mek'):
            stem = stem[:-3]
        yield stem, low(form.split(' ')[0])


def conllu(paths):
    """(lemma, word) of each running word that inflects its lemma."""
    for path in paths:
        for line in open(path, encoding='utf-8'):
            f = line.rstrip('\n').split('\t')
            if len(f) < 4 or not f[0].isdigit() or f[3] in (
                    'PROPN', 'PUNCT', 'NUM', 'X', 'SYM'):
                continue
            form, lemma = low(f[1]), low(f[2])
            if LETTERS.match(form) and LETTERS.match(lemma) and \
                    len(form) > len(lemma) and \
                    any(form.startswith(v) for v in variants(lemma)):
                yield lemma, form


def bounds(cut):
    """Letter counts at which tt-encode -t's cut has a boundary.  Markers
    (<cap>, <hat>) spell no letter; under a normalisation marker the
    pieces spell the word letter for letter with its marks taken off
    (âmâ as ama)."""
    b, n = set(), 0
    for t in cut.replace('▁', ' ').split():
        if not (t.startswith('<') and t.endswith('>')):
            n += len(t)
            b.add(n)
    return b


def main():
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return
    bindir = sys.argv[1] if len(sys.argv) > 1 else 'bin'
    if not os.access(bindir + '/tt-encode', os.X_OK):
        sys.exit('sigstem.py: %s/tt-encode: not built (make), or BINDIR '
                 'is not a directory of tt\'s tools' % bindir)
    gold = sys.argv[2:] or ['../shared/data/tr/gold/sigmorphon2022/tur.dev']
    rows = list(conllu(gold) if gold[0].endswith('.conllu')
                else sigmorphon(gold[0]))
    words = sorted({w for _, w in rows})
    out = subprocess.run([bindir + '/tt-encode', '-t'],
                         input='\n'.join(words) + '\n', capture_output=True,
                         text=True, check=True).stdout.split('\n')
    cut = dict(zip(words, out))
    at = {w: bounds(cut[w]) for w in words}
    miss = Counter()
    for stem, w in rows:
        if not any(w.startswith(v) and len(v) in at[w]
                   for v in variants(stem)):
            miss[(stem, w, cut[w])] += 1
    hit = len(rows) - sum(miss.values())
    print(f"stem at a piece boundary: {hit}/{len(rows)} = "
          f"{hit / len(rows):.4f}")
    try:
        for m, n in miss.most_common(40):
            print(n, *m, sep='\t')
    except BrokenPipeError:
        pass


main()
