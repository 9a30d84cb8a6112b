#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Stem checks (issue 17): does a word's lemma (a verb's without -mak/-mek)
end at a piece boundary of tt-encode's cut of the word?  The stem's own
alternations count (kitap/kitab, ağız/ağz, hak/hakk, ret/redd, ağla/ağlı,
su/suy, ne/ney).
  - SIGMORPHON 2022 (tur.dev, the default): each single-word lemma's
    forms, the first word of each, out of context.
  - SIGMORPHON 2023 (tur.trn, tur.dev of sigmorphon2023): the same, its
    columns in the order lemma, features, form.
  - UniMorph's derivations (tur.derivations): does the base end at a
    boundary of the derived word's cut (zehir li, bak an)?  Suffixes
    only, not prefixes (kilo-); a verb base without -mak/-mek.
  - Universal Dependencies (FILEs ending in .conllu): the running words
    of the treebanks as their annotators lemmatised them in context,
    those of small letters longer than their lemma and beginning with
    it (no names, numbers or punctuation).  UD lemmatises participles
    and verbal nouns to the verb (gelen: gel, uçuş: uç), where tt
    keeps uçuş whole.
  - The same words in context (--context FILE.conllu ...): each
    sentence's text (# text =) encoded whole, each word's cut read off
    the pieces that fall within it, so that what the word's place in the
    sentence says counts (a word before a full stop, tt-encode(1)).
Prints the share and the most frequent misses.  From the repository
root:  python3 scripts/sigstem.py [BINDIR] [FILE | FILE.conllu ...]
       python3 scripts/sigstem.py BINDIR --context FILE.conllu ...
"""
import json, os, re, subprocess, sys
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
        if s[-1] in SOFT:
            v.add(s[:-1] + SOFT[s[-1]] * 2)  # ret/redd, tıp/tıbb
    if len(s) > 2 and s[-2] in V and s[-1] not in V:
        v.add(s[:-2] + s[-1])
    if s and s[-1] in 'ae':
        for c in 'ıiuü':
            v.add(s[:-1] + c)
    if s == 'su':
        v.add('suy')  # suy-u, suy-un: Zemberek's SU_OZEL_DURUMU
    if s == 'ne':
        v.add('ney')  # ney-in, ney-im: tt-dict(5)'s flag ygen
    return v


def stem(lemma, verb):
    """The lemma lowercased, a verb's without -mak/-mek."""
    s = low(lemma)
    return s[:-3] if verb and s[-3:] in ('mak', 'mek') else s


def sigmorphon(path):
    """(stem, word) of each single-word lemma's form: lemma, form,
    features (2022) or lemma, features, form (2023), told by where the
    features are (V;PST, N;ACC(SG))."""
    for line in open(path, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        if len(f) != 3 or ' ' in f[0]:
            continue
        lemma, form, tags = (f[0], f[2], f[1]) if ';' in f[1] else f
        yield stem(lemma, tags.startswith('V')), low(form.split(' ')[0])


def derivations(path):
    """(base, derived) of UniMorph's derivations by a suffix: base,
    derived, categories (V:N), affix (-an; kilo- is a prefix)."""
    for line in open(path, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        if len(f) != 4 or ' ' in f[0] + f[1] or not f[3].startswith('-'):
            continue
        yield stem(f[0], f[2].startswith('V')), low(f[1])


def inflects(form, lemma, upos):
    """Does a word of small letters inflect its lemma, one of letters it
    begins with (no names, numbers or punctuation)?"""
    return upos not in ('PROPN', 'PUNCT', 'NUM', 'X', 'SYM') and \
        LETTERS.match(form) and LETTERS.match(lemma) and \
        len(form) > len(lemma) and \
        any(form.startswith(v) for v in variants(lemma))


def conllu(paths):
    """(lemma, word) of each running word that inflects its lemma."""
    for path in paths:
        for line in open(path, encoding='utf-8'):
            f = line.rstrip('\n').split('\t')
            if len(f) >= 4 and f[0].isdigit() and \
                    inflects(low(f[1]), low(f[2]), f[3]):
                yield low(f[2]), low(f[1])


def sentences(paths):
    """Each sentence's text and its (lemma, word, start, end) as conllu()
    picks them, start and end the word's bytes in the text: the surface
    tokens (a multiword token's, not its parts') found in turn."""
    for path in paths:
        text, toks, skip = None, [], 0
        for line in open(path, encoding='utf-8'):
            line = line.rstrip('\n')
            if line.startswith('# text = '):
                text, toks, skip = line[9:], [], 0
            elif not line and text is not None:
                yield text, locate(text, toks)
                text = None
            elif not line.startswith('#') and text is not None:
                f = line.split('\t')
                if '-' in f[0]:
                    a, b = f[0].split('-')
                    skip = int(b)
                    toks.append((f[1], None, None))
                elif f[0].isdigit() and int(f[0]) > skip:
                    toks.append((f[1], f[2], f[3]))
        if text is not None:
            yield text, locate(text, toks)


def locate(text, toks):
    """The words of toks that conllu() would check, with their bytes in
    text; a token not found where the last left off ends the search."""
    at, out = 0, []
    for form, lemma, upos in toks:
        i = text.find(form, at)
        if i < 0:
            break
        at = i + len(form)
        if lemma is not None and inflects(low(form), low(lemma), upos):
            a = len(text[:i].encode('utf-8'))
            out.append((low(lemma), low(form), a,
                        a + len(form.encode('utf-8'))))
    return out


def incontext(bindir, paths):
    """(stem, word, cut, boundaries) of each word of sentences(), the
    boundaries as letter counts within the word."""
    sents = list(sentences(paths))
    out = subprocess.run([bindir + '/tt-encode', '--json'],
                         input=''.join(t + '\n' for t, _ in sents),
                         capture_output=True, text=True,
                         check=True).stdout.split('\n')
    for (text, words), line in zip(sents, out):
        j = json.loads(line)
        raw = text.encode('utf-8')
        for lem, w, a, b in words:
            cut, at = [], set()
            for piece, (p, q) in zip(j['pieces'], j['offsets']):
                # A piece that carries the word's space begins before it.
                if a - piece.startswith(' ') <= p and a < q <= b:
                    cut.append(piece.strip())
                    at.add(len(raw[a:q].decode('utf-8')))
            yield lem, w, ' '.join(cut), at


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
    context = sys.argv[2:3] == ['--context']
    if not os.access(bindir + '/tt-encode', os.X_OK):
        sys.exit('sigstem.py: %s/tt-encode: not built (make), or BINDIR '
                 'is not a directory of tt\'s tools' % bindir)
    gold = sys.argv[2 + context:] or [
        '../shared/data/tr/gold/sigmorphon2022/tur.dev']
    miss = Counter()
    if context:
        rows = list(incontext(bindir, gold))
        for stem, w, cut, at in rows:
            if not any(w.startswith(v) and len(v) in at
                       for v in variants(stem)):
                miss[(stem, w, cut)] += 1
    else:
        rows = list(conllu(gold) if gold[0].endswith('.conllu')
                    else derivations(gold[0]) if
                    gold[0].endswith('.derivations') else
                    sigmorphon(gold[0]))
        words = sorted({w for _, w in rows})
        out = subprocess.run([bindir + '/tt-encode', '-t'],
                             input='\n'.join(words) + '\n',
                             capture_output=True, text=True,
                             check=True).stdout.split('\n')
        cut = dict(zip(words, out))
        at = {w: bounds(cut[w]) for w in words}
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
