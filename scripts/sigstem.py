#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SIGMORPHON 2022 stem check (issue 17): for each single-word lemma of
# tur.dev, does the lemma's stem (a verb without -mak/-mek) end at a piece
# boundary of tt-encode's cut of the form's first word?  The stem's own
# alternations count (kitap/kitab, ağız/ağz, hak/hakk, ağla/ağlı).
# Prints the share and the first misses.  Run from the repository root:
#   python3 scripts/sigstem.py [BINDIR] [tur.dev]
import sys, subprocess
BIN = sys.argv[1] if len(sys.argv) > 1 else 'bin'
DEV = (sys.argv[2] if len(sys.argv) > 2 else
       '../shared/data/tr/gold/sigmorphon2022/tur.dev')
rows = []
for l in open(DEV, encoding='utf-8'):
    f = l.rstrip('\n').split('\t')
    if len(f) < 3 or ' ' in f[0]:
        continue
    lemma, form, tags = f
    w = form.split(' ')[0]
    def low(s): return s.replace('I', 'ı').replace('İ', 'i').lower()
    lemma, w = low(lemma), low(w)
    stem = lemma
    if tags.startswith('V') and (stem.endswith('mak') or stem.endswith('mek')):
        stem = stem[:-3]
    rows.append((stem, w))
words = [w for _, w in rows]
out = subprocess.run([BIN + '/tt-encode', '-t'], input='\n'.join(words) + '\n',
                     capture_output=True, text=True).stdout.split('\n')
V = 'aeıioöuü'
soft = {'p': 'b', 'ç': 'c', 't': 'd', 'k': 'ğ', 'g': 'ğ'}
def variants(s):
    v = {s}
    if s and s[-1] in soft: v.add(s[:-1] + soft[s[-1]])
    if s and s[-1] == 'k': v.add(s[:-1] + 'g')
    if len(s) > 1 and s[-1] not in V: v.add(s + s[-1])
    if len(s) > 2 and s[-2] in V and s[-1] not in V: v.add(s[:-2] + s[-1])
    if s and s[-1] in 'ae':
        for c in 'ıiuü': v.add(s[:-1] + c)
    return v
hit = n = 0
miss = []
for (stem, w), o in zip(rows, out):
    # Markers (<cap>, <hat>) spell no letter; under a normalisation
    # marker the pieces spell the word letter for letter with its marks
    # taken off (âmâ as ama), so a boundary is a count of letters.
    toks = [t for t in o.replace('▁', ' ').split()
            if not (t.startswith('<') and t.endswith('>'))]
    bounds, acc = set(), 0
    for t in toks:
        acc += len(t)
        bounds.add(acc)
    n += 1
    if any(w.startswith(v) and len(v) in bounds for v in variants(stem)):
        hit += 1
    else:
        miss.append((stem, w, o))
print(f"stem at a piece boundary: {hit}/{n} = {hit/n:.4f}")
try:
    for m in miss[:40]:
        print(*m, sep='\t')
except BrokenPipeError:
    pass
