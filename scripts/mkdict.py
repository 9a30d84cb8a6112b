#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Build tt's Turkish dictionary (format 2, see tt-dict(5)) in dict/tr:
#   tt-dict.tsv  specials and the suffix inventory (dict/tr/suffixes.tsv)
#   roots.tsv    roots of two lexicons, merged (dict/README):
#                Zemberek-2 (MPL-1.1), the file kaynaklar/tr/bilgi/
#                kokler_tr.bin inside /usr/share/java/zemberek-tr-2.1.1.jar
#                (Debian libzemberek-tr-java; no Java is needed, the jar
#                is a zip), and Zemberek-NLP (Apache-2.0),
#                master-dictionary.dict in NLPDIR (default
#                DATA/tr/lexicon/zemberek-nlp; DATA ../shared/data), and
#                the proper names of both that TTC-3600 and the UD train
#                sentences under DATA write capitalised (NAMEMIN).
# IDs are stable: an entry already in the output keeps its ID, new ones
# come after the largest of their block (new roots from NEWROOT on).  A
# spelling with several behaviours has one line, and one ID, for each.
# Run from the repository root:
#   python3 scripts/mkdict.py [--names] [--data=DATA] [--nlp=NLPDIR] [JAR]
# --names adds all proper names instead (measured in dict/README, not
# shipped);
# MKDICT_DEBUG=1 lists the Zemberek-NLP lemmas left out, and why.
from collections import Counter
import glob, os, re, struct, sys, zipfile

OUT = "dict/tr"
SPECIALS = ["<uppercase>", "<unknown>", " ", "\n", "\t", "<pad>", "<eos>",
            "\r"]
BLOCK = {"special": 0, "suffix": 16, "root": 512}
# Roots added after the first release: past the BPE pieces (22,486-24,485)
# and the IDs kept for tt's extension after them (24,486-24,999).
NEWROOT = 25000

# Zemberek's enums KelimeTipi and TurkceKokOzelDurumTipleri, in order.
TYPES = ["ISIM", "FIIL", "SIFAT", "SAYI", "YANKI", "ZAMIR", "SORU", "IMEK",
         "ZAMAN", "EDAT", "BAGLAC", "OZEL", "UNLEM", "KISALTMA", "HATALI"]
CASES = ["SESSIZ_YUMUSAMASI", "SESSIZ_YUMUSAMASI_NK", "ISIM_SESLI_DUSMESI",
         "CIFTLEME", "FIIL_ARA_SESLI_DUSMESI", "KUCULTME",
         "TEKIL_KISI_BOZULMASI", "FIIL_KOK_BOZULMASI", "TERS_SESLI_EK",
         "SIMDIKI_ZAMAN", "ISIM_SON_SESLI_DUSMESI", "ZAMIR_SESLI_OZEL",
         "ISIM_TAMLAMASI", "YALIN", "GENIS_ZAMAN", "EK_OZEL_DURUMU",
         "FIIL_GECISSIZ", "KAYNASTIRMA_N", "KESMESIZ", "TIRE", "KESME",
         "OZEL_IC_KARAKTER", "ZAMIR_IM", "ZAMIR_IN", "KISALTMA_SON_SESLI",
         "KISALTMA_SON_SESSIZ", "SU_OZEL_DURUMU"]
# Zemberek's alternations, as tt's root flags.
FLAGS = {"SESSIZ_YUMUSAMASI": "soft", "SESSIZ_YUMUSAMASI_NK": "soft",
         "ISIM_SESLI_DUSMESI": "drop", "FIIL_ARA_SESLI_DUSMESI": "drop",
         "CIFTLEME": "double", "SIMDIKI_ZAMAN": "narrow",
         "FIIL_KOK_BOZULMASI": "narrow", "TERS_SESLI_EK": "front",
         "SU_OZEL_DURUMU": "yplus"}
POS = {"ISIM": "N", "FIIL": "V", "SIFAT": "ADJ", "SAYI": "NUM",
       "YANKI": "ECHO", "ZAMIR": "PRON", "SORU": "Q", "IMEK": "COP",
       "ZAMAN": "TIME", "EDAT": "POSTP", "BAGLAC": "CONJ", "OZEL": "PROPN",
       "UNLEM": "INTJ"}
LETTERS = re.compile("^[a-zçğıöşüâîû]+$")

# Zemberek-NLP: primary part of speech, secondary ones that tt keeps,
# attributes that are tt's root flags.  tt has no adverb or determiner:
# they take nominal suffixes, as Zemberek-2's SIFAT did (dict/README).
NLPPOS = {"Noun": "N", "Adj": "ADJ", "Adv": "ADJ", "Det": "ADJ",
          "Verb": "V", "Pron": "PRON", "Num": "NUM", "Conj": "CONJ",
          "Postp": "POSTP", "Interj": "INTJ", "Ques": "Q", "Dup": "ECHO",
          "Punc": None}
NLPSEC = {"Time": "TIME", "Prop": "PROPN", "Abbrv": "ABBR"}
NLPFLAGS = {"Voicing": "soft", "LastVowelDrop": "drop",
            "Doubling": "double", "InverseHarmony": "front",
            "ProgressiveVowelDrop": "narrow", "CompoundP3sg": "pron",
            "Aorist_A": "aorA", "Aorist_I": "aorI"}
NLPNAMES = ["proper.dict", "person-names.dict", "locations-tr.dict"]
# Names Zemberek-NLP gathered from a corpus by heuristics, which may be
# wrong: sifted as the others, their IDs after all the others'.
CORPUSNAMES = "proper-from-corpus.dict"
# Zemberek-NLP's words outside the TDK dictionary: most are foreign or
# technical (euro, metabolik: whole, they replaced Turkish BPE pieces
# the validator knows, README) or a phrase written as one word
# (herşey).  Those the UD train treebanks lemmatise to (LEMMAMIN
# times) are in use (nontdk()): ulusal, which was ulu + sal, and öğe,
# which was BPE.
NONTDK = "non-tdk.dict"
# Alternations Zemberek-NLP writes out (InverseHarmony, LastVowelDrop,
# Doubling) that a Zemberek-2 reading without them may just not say.
SAID = {"front", "drop", "double"}
VOWELS = "aeıioöuü"
FRONT = "eiöü"
ROUND = "oöuü"
VOICELESS = "çfhkpsşt"
# Zemberek-NLP's parts of speech whose suffixes show no alternation.
FLAGLESS = {"Interj", "Conj", "Postp", "Ques", "Adv", "Det", "Dup", "Pron"}
NOMINAL = {"N", "ADJ", "NUM", "PRON", "TIME"}
# Derivational suffixes recorded in a root's gloss (=base+template): the
# template as in suffixes.tsv, what it attaches to and what it makes.
DERIV = [("lA", "nom", "V"), ("lAn", "nom", "V"), ("lAş", "nom", "V"),
         ("lIK", "nom", "nom"), ("lI", "nom", "nom"),
         ("sIz", "nom", "nom"), ("CI", "nom", "nom"),
         ("CIK", "nom", "nom"), ("DIr", "V", "V"), ("t", "V", "V"),
         ("(I)t", "V", "V"), ("(I)l", "V", "V"), ("(I)n", "V", "V"),
         ("(I)ş", "V", "V"), ("mA", "V", "nom"), ("(y)Iş", "V", "nom"),
         ("(I)m", "V", "nom"), ("(I)k", "V", "nom"),
         ("(y)IcI", "V", "nom"), ("gAn", "V", "nom"), ("(y)An", "V", "nom"),
         ("mAz", "V", "nom")]
# Inflections a lemma of Zemberek-NLP may end in, by what they attach to:
# such a lemma is left out (prune).  Templates as in suffixes.tsv, or two
# of them written as one ((y)AmAz, the negative abilitative's aorist):
# the interjections olamaz, yaşasın and kahrolsun are verbs inflected
# (ol ama z, yaşa sın), as the texts use them.
INFL = {"V": ["DI", "mIş", "(y)AcAK", "(I)yor", "Ar", "Ir", "r", "mAz",
              "mAlI", "(y)An", "DIK", "(y)Ip", "(y)ArAk", "(y)IncA",
              "mAdAn", "DIkçA", "(y)AlI", "mAK", "(y)AmAz", "sIn"],
        "nom": ["{n}lAr", "{n}(y)I", "(n)In", "{n}(y)A", "{n}DA", "{n}DAn",
                "(y)lA", "(I)m", "(s)I", "(I)mIz", "(I)nIz", "lArI", "ki",
                "(y)DI", "(y)mIş", "(y)sA", "(y)Im", "(y)Iz"],
        # The copula's stem, written apart, as a verb (i di, i miş) and
        # with the conditional: ise is i + se, as isem is i + se + m.
        "COP": ["sA"]}
# Zemberek-2 lists onlar, the plural of the pronoun o, as a root, and not
# bunlar and şunlar, which keep their IDs from when tt had them whole;
# glossed by caseform() (=bu+{n}lAr), all three are cut as the plural's
# n makes them: bu + nlar, not the noun bun (a crisis) + lar.
PLURALS = [("bunlar", "PRON", set(), ""), ("şunlar", "PRON", set(), "")]
# Roots derivation() finds a base and a suffix for, though the base
# does not carry their meaning in today's Turkish: an unrelated
# homograph (milli is no mil + lI, kullan no kul + lAn, yılan no yıl +
# (y)An) or a word only of old texts (bek, sak, nite, erte, kut).  They
# get no gloss, and the encoder keeps them whole (bekle di, not bek le
# di); rootlines() alone reads the list, so that prune() and inuse()
# still see the derivation and neither leaves such a root out nor makes
# it stand for its base inflected (yılan, yıl + (y)An).  Read by hand
# among the derivations the encoder cut twice or more in the training
# texts (dict/README).  Two nouns whose words begin as a verb's do, and
# that inuse() would make stand for that verb inflected: duyu (duyuyor,
# duyulur: duy), tanım (tanımadığı: tanı).
LEXICALISED = {
    "altıncı", "atla", "bayıl", "bekle", "bekçi", "belle", "belli",
    "dahili", "damla", "dinle", "dinlen", "dokun", "duyu", "dürt", "düğme",
    "elli", "ertele", "etilen", "eğit", "fırla", "gözet", "horla",
    "hırsız", "kayış", "keklik", "kokla", "kovala", "koçan", "kullan",
    "kuruş", "kutla", "kutlu", "milli", "nitele", "nitelen", "nitelik",
    "oyala", "saldır", "salla", "sakla", "saklan", "saklı", "sorumlu",
    "sürt", "sürücü", "tanım", "yapış", "yarat", "yasla", "yayla", "yılan",
    "çalış", "çığlık", "ört"}
# Zemberek-NLP's lemmas that prune() leaves out as another root
# inflected, though that root is another word: onlarca (tens of) is on +
# lar + ca, not the pronoun's plural onlar + ca, which the encoder would
# cut o nlar ca.  Whole, as Zemberek-2's binlerce and yüzlerce are.
RESTORE = ["onlarca"]
# The case endings after which a pronoun takes its n (o-n-da, bu-n-u),
# the plural, after which a demonstrative does (o-n-lar), and -CA (o-n-ca).
PRONCASE = ["{n}lAr", "{n}(y)I", "{n}(y)A", "{n}DA", "{n}DAn", "(n)In",
            "{n}CA"]
# Alternations neither lexicon marks (tt-dict(5)): ye narrows before
# every buffer y (yiyip, yiyin, yiyince; de only before the (y)A suffixes
# and -yor: deyip, diyen), and ne takes a y before the genitive and the
# first and second persons' possessives (neyin, neyim; but nesi); ben
# and biz make their genitive with -Im (benim, bizim: GEN.IM).
PHONFLAGS = {"ye": {"narrowy"}, "ne": {"ygen"}, "ben": {"genIm"},
             "biz": {"genIm"}}
# The endings of the adverbs the lexicons list whole that adverbs() cuts,
# after a nominal base: -lIK and the instrumental (kesin lik le), -CA of
# manner (yalnız ca, böyle ce, ben ce), after the plural (bin ler ce) or
# a possessive (gereğ i nce), -CAsInA (çılgın ca sı na), and a
# possessive and the dative (dik i ne, boş u na).
ADVERBS = [["lIK", "(y)lA"], ["lIK", "(s)I", "(y)lA"],
           ["lIK", "(s)I", "{n}DAn"], ["{n}CA"], ["{n}lAr", "{n}CA"],
           ["(s)I", "{n}CA"], ["{n}CA", "(s)I", "{n}(y)A"],
           ["(s)I", "{n}(y)A"]]
# The endings after the passive of the participles and negative aorists
# the lexicons list whole that participles() cuts (bil in en, inan ıl
# maz, bil in me yen, güven il ir).
PARTICIPLES = [["(y)An"], ["mAz"], ["mA", "(y)An"], ["Ir"]]
# Adverbs in -CA whose base does not carry their meaning in today's
# Turkish, read by hand among adverbs()'s: sadece (only; sade, plain),
# ayrıca (also), önce (before; ön, front), anca, kesmece; whole.
ADVLEX = {"anca", "ayrıca", "kesmece", "önce", "sadece"}
# Proper names of the two lexicons that the training texts (those of
# counts.tsv, under DATA) write with a capital at least NAMEMIN times
# become roots, PROPN, which the encoder lets begin a capitalised word
# only; a spelling that is already a root stays that root alone.
NAMEMIN = 3
# The endings of a compound name's head (Sarayı, Gölü, Kayalar).
HEADS = ["(s)I", "{n}(y)I", "{n}lAr", "lArI"]
TEXTS = ["tr/raw/ttc3600_news/ttc3600.txt", "tr/ud/*/*-train.conllu"]
# A root that is another root inflected (günü, eder, çıktı) stands for
# that other root in use when the UD train treebanks lemmatise the words
# it begins to that root LEMMAMIN times or more, and LEMMAX times as
# often as to anything else: günü 303 times to gün, 3 times otherwise,
# eder 50 times to et, once otherwise; not hava (to hav never, 562
# times otherwise) nor için (to iç 22 times, 393 times otherwise).
LEMMAMIN = 3
LEMMAX = 2
# A root that the UD train treebanks lemmatise to itself alone but to
# another root when a suffix follows (altın: altında 42 times to alt)
# stands for that root only then, when they do so LEMMASUF times or
# more: the word alone says otherwise, so the words with a suffix must
# say it more firmly (izin: izinde 3 times to iz, but izinler is no iz +
# in + ler).  So does one that they lemmatise to another root alone but
# to itself when a suffix follows (alan: alone 15 times to al, but
# alanda, alanı to alan), for that root only where it is the whole
# word, when they lemmatise the word alone so LEMMASUF times or more.
LEMMASUF = 10
# A word of a capital and small letters, after what may open it.
CAPWORD = "^[\"'(\\[“‘«]*([A-ZÇĞİÖŞÜÂÎÛ][a-zçğıöşüâîû]*)"
CAPITAL = re.compile(CAPWORD + "(?:['’][a-zçğıöşüâîû]+)?"
                     "[\"')\\].,;:!?”’»]*$")


def utf(b, i):
    n, = struct.unpack_from(">H", b, i)
    return b[i + 2:i + 2 + n].decode("utf-8"), i + 2 + n


def zemberek(jar):
    """Yield (surface, original, type, [cases]) from kokler_tr.bin's
    records: Java readUTF surface, readUTF original spelling (empty when
    the same), a type byte, a char, a count byte and that many case
    bytes, an int frequency."""
    b = zipfile.ZipFile(jar).read("kaynaklar/tr/bilgi/kokler_tr.bin")
    i = 0
    while i < len(b):
        surface, i = utf(b, i)
        orig, i = utf(b, i)
        typ = b[i]
        n = b[i + 3]
        cases = [CASES[c] for c in b[i + 4:i + 4 + n]]
        i += 4 + n + 4
        yield surface, orig, TYPES[typ], cases


def z2_readings(jar, names):
    """Zemberek-2's roots as (form, pos, flags), in the lexicon's order.
    A root spelt with an apostrophe (kıt'a, vak'a) is read in its modern
    spelling (kıta, vaka), Zemberek's own surface form, after all the
    others, so that a spelling's first reading stays the released one."""
    first, later = [], []
    for surface, orig, typ, cases in zemberek(jar):
        if typ in ("KISALTMA", "HATALI") or (typ == "OZEL" and not names):
            continue
        spelt = orig or surface
        form = surface if "'" in spelt else spelt
        if LETTERS.match(form):
            (later if "'" in spelt else first).append(
                (form, POS[typ], {FLAGS[c] for c in cases if c in FLAGS},
                 "flagless" if POS[typ] in ("INTJ", "CONJ", "POSTP", "Q")
                 else ""))
    return first, later


def lower(s):
    return s.replace("I", "ı").replace("İ", "i").lower()


def nlpline(path, lineno, line):
    """One line of a Zemberek-NLP dictionary: (word, {key: [values]}), or
    None for a comment or an empty line."""
    line = line.strip()
    if not line or line.startswith("#"):
        return None
    word, _, meta = line.partition("[")
    if meta and not meta.rstrip().endswith("]"):
        sys.exit("%s:%d: expected word [key:value; ...]" % (path, lineno))
    keys = {}
    for part in meta.rstrip().rstrip("]").split(";"):
        k, _, v = part.partition(":")
        if k.strip():
            keys[k.strip()] = [x.strip() for x in v.split(",") if x.strip()]
    return word.strip(), keys


def nlpflags(form, prim, prop, attrs):
    """tt's flags for a Zemberek-NLP root of primary POS prim: its
    attributes, and those Zemberek-NLP infers (TurkishDictionaryLoader):
    a verb ending in a vowel narrows before -Iyor; a noun or adjective of
    two syllables or more ending in p, ç, t, k, and any ending in nk or
    og, softens unless NoVoicing (or InverseHarmony, or a name) says
    otherwise."""
    flags = {NLPFLAGS[a] for a in attrs if a in NLPFLAGS}
    nv = sum(c in VOWELS for c in form)
    if prim == "Verb" and form[-1] in VOWELS:
        flags.add("narrow")
    if prim in ("Noun", "Adj", "Dup") and "NoVoicing" not in attrs and \
            not prop:
        if (nv > 1 and form[-1] in "çkpt" and
                "InverseHarmony" not in attrs) or form.endswith(("nk", "og")):
            flags.add("soft")
    return flags


def nlpentries(path, names):
    """Zemberek-NLP's lines as (form, pos, primary POS, name?, {key:
    [values]}): verbs without -mAk, lowercase, circumflex and dashes
    dropped, as its loader does."""
    out = []
    for lineno, line in enumerate(open(path, encoding="utf-8"), 1):
        e = nlpline(path, lineno, line)
        if e is None:
            continue
        word, keys = e
        tags = keys.get("P", [])
        prim = next((t for t in tags if t in NLPPOS), "")
        sec = next((NLPSEC[t] for t in tags if t in NLPSEC), None)
        prop = word[:1].isupper() or sec == "PROPN"
        if prim == "Punc" or sec == "ABBR" or (prop and not names):
            continue
        if not prim:
            prim = "Verb" if (not prop and len(word) > 3 and
                              word.endswith(("mak", "mek"))) else "Noun"
        if prim == "Verb" and not word.endswith(("mak", "mek")):
            # değil, Zemberek-NLP's one verb without an infinitive: the
            # negative copula, whose words are the copula's endings, as
            # the question particle's are (değil di, değil im).
            prim = "Ques"
        elif prim == "Verb":
            word = word[:-3]
        form = lower(word)
        for a, b in ("âa", "îi", "ûu", ("-", ""), ("'", "")):
            form = form.replace(a, b)
        if not LETTERS.match(form):
            continue
        pos = "PROPN" if prop else \
            "TIME" if sec == "TIME" and prim == "Noun" else NLPPOS[prim]
        out.append((form, pos, prim, prop, keys))
    return out


def nlp_readings(path, names):
    """Zemberek-NLP's roots as (form, pos, flags, tag), tag "index" for a
    homograph Zemberek-NLP numbers, "flagless" for a POS whose suffixes
    show no alternation.  A noun or adjective line with neither
    attributes nor an index takes the attributes of another of its
    spelling (bayat [A:NoVoicing], bayat [P:Adj]): a bare line is
    Zemberek-NLP's guess, not a second behaviour."""
    ent = nlpentries(path, names)
    attrs = {}
    for form, pos, prim, prop, keys in ent:
        if prim in ("Noun", "Adj") and "A" in keys:
            attrs.setdefault(form, keys["A"])
    out = []
    for form, pos, prim, prop, keys in ent:
        a = keys.get("A")
        if a is None and "Index" not in keys and prim in ("Noun", "Adj"):
            a = attrs.get(form)
        tag = "index" if "Index" in keys else \
            "flagless" if prim in FLAGLESS else ""
        out.append((form, pos, nlpflags(form, prim, prop, a or []), tag))
    return out


def effective(form, flags):
    """The flags that change what tt makes of a root: soft on a final
    p ç t k g, drop between the last two consonants, narrow on a final a
    or e, front after a back vowel, double always."""
    vs = [c for c in form if c in VOWELS]
    eff = set()
    if "soft" in flags and form[-1] in "çgkpt":
        eff.add("soft")
    if "drop" in flags and len(form) > 2 and form[-2] in VOWELS and \
            form[-1] not in VOWELS:
        eff.add("drop")
    if "narrow" in flags and form[-1] in "ae":
        eff.add("narrow")
    if "front" in flags and vs and vs[-1] not in FRONT:
        eff.add("front")
    if "double" in flags:
        eff.add("double")
    if "yplus" in flags and form[-1] in VOWELS:
        eff.add("yplus")
    return frozenset(eff)


def group(z2, late, nlp, extra):
    """Readings with the same spelling and behaviour (effective flags) are
    one root; its POS lists theirs.  form -> [{"eff", "flags", "pos",
    "src"}], the released root first; extra's readings (PLURALS) last,
    as Zemberek-2's, so that their IDs follow all the others'.  A
    reading of a POS whose suffixes show no alternation (FLAGLESS) joins
    the first root of its spelling.
    A Zemberek-NLP reading that agrees with no Zemberek-2 root of its
    spelling becomes a root of its own if the spelling is new, or
    Zemberek-2 has no root of its category (verb or not), or Zemberek-NLP
    numbers it as a homograph; otherwise Zemberek-2's stands, and it is
    listed in the second value returned.  Those of them that only add to
    each Zemberek-2 root of their spelling and category what Zemberek-NLP
    writes out and Zemberek-2 may have left unsaid (SAID: front harmony,
    vowel drop, doubling: orijinal-i, integral-i-ne; a softening its
    loader infers, or a NoVoicing, is no such thing) are in the third,
    for said()."""
    roots, disagree, held = {}, [], []

    def add(form, pos, flags, src):
        eff = effective(form, flags)
        gs = roots.setdefault(form, [])
        for g in gs:
            if g["eff"] == eff:
                if pos not in g["pos"]:
                    g["pos"].append(pos)
                if src == "z2":
                    g["flags"].append(flags)
                return
        gs.append({"eff": eff, "flags": [flags], "pos": [pos], "src": src,
                   "pron": False})

    def join(form, pos, flags, src):
        if form in roots:
            if pos not in roots[form][0]["pos"]:
                roots[form][0]["pos"].append(pos)
        else:
            add(form, pos, flags, src)

    for form, pos, flags, tag in z2 + late:
        if tag != "flagless":
            add(form, pos, flags, "z2")
    for form, pos, flags, tag in z2 + late:
        if tag == "flagless":
            join(form, pos, flags, "z2")
    for form, pos, flags, tag in nlp:
        eff = effective(form, flags)
        gs = [g for g in roots.get(form, []) if g["src"] == "z2"]
        same = [g for g in gs if ("V" in g["pos"]) == (pos == "V")]
        if tag == "flagless" or not same or tag == "index" or \
                any(g["eff"] == eff for g in gs):
            continue
        if all(g["eff"] <= eff and eff - g["eff"] <= SAID for g in same):
            held.append((form, pos, eff))
        disagree.append((form, pos, ",".join(sorted(flags))))
    bad = set(disagree)
    for form, pos, flags, tag in nlp:
        if (form, pos, ",".join(sorted(flags))) not in bad and \
                tag != "flagless":
            add(form, pos, flags, "nlp")
    for form, pos, flags, tag in nlp:
        if tag == "flagless":
            join(form, pos, flags, "nlp")
    for form, pos, flags, tag in extra:
        add(form, pos, flags, "z2")
    # A compound that ends in its third-person possessive (üzeri,
    # anaokulu: Zemberek-NLP's CompoundP3sg) takes the pronominal n
    # (üzeri-nde), whichever source gave its root: the flag pron.  So do
    # the demonstratives (o-nda, bu-nu, şu-na), which Zemberek-NLP
    # spells on, bun, şun in its own pronoun lexicon, and hepsi, hep with
    # a possessive no suffix spells (s after a consonant: hepsi-ni), the
    # reflexive kendi, whose third person is kendi-ni, kendi-ne, and the
    # pronouns in -ki, öteki-ni, beriki-nde, as the -ki of benimki-ni.
    # Not büyükşehir, which Zemberek-NLP lists so with no possessive
    # to end it: büyükşehir de, not büyük <glue> şehir de.
    for form, pos, flags, tag in nlp:
        for g in roots.get(form, []) if "pron" in flags and \
                form[-1] in VOWELS else []:
            g["pron"] = g["pron"] or "V" not in g["pos"]
    for form in ("o", "bu", "şu", "hepsi", "kendi", "öteki", "beriki"):
        for g in roots.get(form, []):
            g["pron"] = g["pron"] or "PRON" in g["pos"]
    # A verb's aorist vowel where Zemberek-NLP writes it (Aorist_A,
    # Aorist_I), whichever source gave its root: the flags aorA, aorI.
    # The loader takes -Ar after one syllable and -Ir after more where
    # neither says (bak-ar, gel-ir, vazgeç-er: tt-dict(5)).
    for form, pos, flags, tag in nlp:
        for g in roots.get(form, []) if pos == "V" else []:
            if "V" in g["pos"]:
                g["aor"] = g.get("aor") or \
                    next((a for a in ("aorA", "aorI") if a in flags), None)
    return roots, disagree, held


def said(roots, held):
    """The readings group() held back, as roots of their own after all
    the others (late), so that the IDs before theirs stay where they
    were; after prune(), which they would have changed (algler is alg +
    ler only in front harmony).  Readings of one spelling and behaviour
    are one root."""
    for form, pos, eff in held:
        g = next((g for g in roots[form] if g["eff"] == eff), None)
        if g is None:
            g = {"eff": eff, "flags": [], "pos": [], "src": "nlp",
                 "pron": False, "late": 1}
            roots[form].append(g)
        if pos not in g["pos"]:
            g["pos"].append(pos)
    return len(held)


def realise(t, base, front):
    """Template t after base: its allomorph (harmony, D/C voicing, buffers),
    or None if t has a letter this does not know."""
    vs = [c for c in base if c in VOWELS]
    fr = front or (vs and vs[-1] in FRONT)
    rd = bool(vs) and vs[-1] in ROUND
    prev = base[-1]
    out = ""
    for m in re.finditer(r"\((.)\)|(.)", t):
        c = m.group(1) or m.group(2)
        if m.group(1):
            if (c == "I") == (prev in VOWELS):
                continue
        if c == "A":
            c, rd = "e" if fr else "a", False
        elif c == "I":
            c = ("ü" if rd else "i") if fr else ("u" if rd else "ı")
        elif c in "DC":
            c = {"D": "dt", "C": "cç"}[c][prev in VOICELESS]
        elif c == "K":
            c = "k"
        elif c not in "abcçdefgğhıijklmnoöprsştuüvyz":
            return None
        out += c
        prev = c
    return out


def unsoft(b):
    """The spellings b may stand for with its final consonant softened."""
    return {"b": ["p"], "c": ["ç"], "d": ["t"], "ğ": ["k"],
            "g": ["k"]}.get(b[-1], [])


def bases(form, k, roots, full):
    """(spelling, root) of the roots form[:k] may be: that spelling, or
    before a vowel one that softens to it (kitab for kitap); with full,
    also one that drops its last vowel or doubles its last consonant
    there (asl for asıl, hakk for hak)."""
    head = form[:k]
    for g in roots.get(head, []):
        yield head, g
    if form[k] not in VOWELS:
        return
    spelt = [head[:-1] + b for b in unsoft(head)]
    if full:
        spelt += [head[:-1]] + [head[:-1] + v + head[-1] for v in "ıiuü"]
    for b in spelt:
        for g in roots.get(b, []):
            if head in beforevowel(b, g["eff"]):
                yield b, g


def fits(g, cat, every=False):
    """Does root g take (every=False) or make (every=True) category cat:
    nom (a nominal part of speech) or a part of speech (V, COP)?"""
    ok = [(p in NOMINAL) if cat == "nom" else p == cat for p in g["pos"]]
    return all(ok) if every else any(ok)


def derivation(form, g, roots, templates, full=False):
    """=base+template if the root is another root, its base, and one
    derivational suffix of DERIV: the base of 3 letters or more, or 2
    ending in a consonant, or a verb of 2 in a root of 4 or more (ye-dir,
    not bu-la, de-li, ye-t), of a POS the suffix takes,
    every POS of the root one the suffix makes (not karış, noun and
    verb, as kar + Iş), the phonology and the base's softening agreeing.
    A nominal base first (karşı + lAş, ilgi + lAn, not karşıla + ş, ilgile
    + n: the gold segmentations cut there), then a verb; the longest
    base wins.  The passive -Il is -n after a vowel and -In after l, so
    boşal, düzel are not boşa, düze + l.  With full, a base that drops
    its vowel as well (ayrıl is ayır + (I)l; bases()), and no base that
    is a pronoun's case form (onuncu, tenth, is no onun + CI): the
    roots' glosses read so, prune() and names() as the IDs were handed
    out."""
    for into in ("nom", "V"):
        for k in range(len(form) - 1, 1, -1):
            short = k == 2 and form[1] in VOWELS
            if short and len(form) < 4:
                break
            for t, tinto, out in DERIV:
                if t not in templates or tinto != into or \
                        not fits(g, out, True) or \
                        (short and into != "V") or \
                        (t == "(I)l" and form[k - 1] in VOWELS + "l"):
                    continue
                for base, bg in bases(form, k, roots, full):
                    if bg is not g and fits(bg, into) and not (
                            full and caseform(base, bg, roots)) and \
                            realise(t, base, "front" in bg["eff"]) == \
                            form[k:]:
                        return "=%s+%s" % (base, t)
    return ""


def caseform(form, g, roots):
    """=base+template if root g, no verb, is a pronoun that takes the
    pronominal n in one of its cases or its plural (PRONCASE):
    Zemberek-2 lists onu, onda, onun as nouns and onlar as a pronoun,
    which bu-nu, şu-nda and bu-nlar show to be inflection (ona and buna
    are verbs: onamak, bunamak)."""
    if fits(g, "V"):
        return ""
    for k in range(1, len(form)):
        for bg in roots.get(form[:k], []):
            for t in PRONCASE if bg["pron"] and "PRON" in bg["pos"] else []:
                if realise(t.replace("{n}", "n"), form[:k],
                           "front" in bg["eff"]) == form[k:]:
                    return "=%s+%s" % (form[:k], t)
    return ""


# The third-person possessives, after which {n} is n (sıra-sı-nda).
POSS3 = ("(s)I", "lArI")


def chain(word, rest, templates, depth, prev=None, least=0):
    """Is rest up to depth suffixes of templates, and least at least,
    after word, the last suffix of which was prev?  {n} is n after a
    possessive, nothing elsewhere and wherever prev is None."""
    if not rest:
        return least <= 0
    for t in templates if depth > 0 else []:
        a = realise(t.replace("{n}", "n" if prev in POSS3 else ""), word,
                    False)
        if a and rest.startswith(a) and chain(word + a, rest[len(a):],
                                              templates, depth - 1,
                                              None if prev is None else t,
                                              least - 1):
            return True
    return False


def ending(base, bg, rest, full, least=0):
    """The ending of INFL that rest begins with after base, of root bg,
    with up to two more nominal endings or -CA after it, and least more
    at least; or None.  With full, {n} after a possessive is n
    (sıra-sı-nda), else nothing."""
    more = INFL["nom"] + ["CA"]
    for cat, ts in INFL.items():
        for t in ts if fits(bg, cat) else []:
            a = realise(t.replace("{n}", ""), base, "front" in bg["eff"])
            if a and rest.startswith(a) and chain(base + a, rest[len(a):],
                                                  more, 2,
                                                  t if full else None,
                                                  least):
                return t
    return None


def decompositions(form, roots, full=True, least=0):
    """Each base+template... by which form is a root inflected: a verb
    with a verbal ending of INFL (bilir, çizecek, bilinen) or a noun with
    a nominal one (edebi, sabaha, memeliler), or the copula's stem with
    its own (ise, the one base of one letter), then up to two more nominal
    endings or -CA (yüzünden, gibisinden, yıllarca); the longest base
    first (içinde: için+{n}DA, then iç+(n)In).  full: the pronominal n
    (ending()) and every alternation of the base (bases()), which
    prune() has never read.  least: as ending()."""
    for k in range(len(form) - 1, 0, -1):
        for base, bg in bases(form, k, roots, full):
            # A base of one letter only the copula's (i se).
            if k == 1 and not fits(bg, "COP"):
                continue
            t = ending(base, bg, form[k:], full, least)
            if t:
                yield base + "+" + t + "..."


def inflected(form, roots, full=True):
    """The first of decompositions(), or None."""
    return next(decompositions(form, roots, full), None)


def prunable(roots, templates, full):
    """(form, why) of the spellings that only Zemberek-NLP has, not verbs,
    that are another root inflected (full: as decompositions()) and no
    derivation of DERIV."""
    for form, gs in roots.items():
        if all(g["src"] == "nlp" and not fits(g, "V") for g in gs) and \
                not any(derivation(form, g, roots, templates) for g in gs):
            why = inflected(form, roots, full)
            if why:
                yield form, why


def prune(roots, templates):
    """prunable() left out (returned), since tt's encoder would take
    bilir, veri, edebi whole from bil-ir, ver-il, ed-ebil.  {n} is read as
    nothing, as when the IDs after the release were handed out: read
    right, it would leave out lemmas that have had IDs since (possessed())."""
    out = list(prunable(roots, templates, False))
    for form, why in out:
        del roots[form]
    return out


def sentences(data):
    """The words of each line of the texts under data (of a UD treebank,
    its "# text = " lines)."""
    for pattern in TEXTS:
        paths = sorted(glob.glob(os.path.join(data, pattern)))
        if not paths:
            sys.exit("mkdict: %s: no such text" % os.path.join(data, pattern))
        for path in paths:
            ud = path.endswith(".conllu")
            for line in open(path, encoding="utf-8"):
                if not ud or line.startswith("# text = "):
                    yield line[9 if ud else 0:].split()


def capitalised(data):
    """Two counts of each word of the texts under data: written with a
    capital first letter and small ones after it, up to an apostrophe
    (Türkiye, Türkiye'de: türkiye), not first in its sentence; written
    in small letters."""
    cap, small = {}, {}
    for words in sentences(data):
        first = True
        for w in words:
            m = CAPITAL.match(w)
            if m and not first:
                k = lower(m.group(1))
                cap[k] = cap.get(k, 0) + 1
            elif LETTERS.match(w):
                small[w] = small.get(w, 0) + 1
            first = w[-1] in ".!?:;…\"”»"
    return cap, small


# The case endings after a vowel with the pronominal n and without it
# (pronominal()); the genitive is -nIn either way.
NCASES = ["na", "ne", "nı", "ni", "nu", "nü", "nda", "nde", "ndan", "nden"]
PLAINCASES = ["ya", "ye", "yı", "yi", "yu", "yü", "da", "de", "ta", "te",
              "dan", "den", "tan", "ten"]
APOSTROPHE = re.compile(CAPWORD + "['’]([a-zçğıöşü]+)")


def headoğul(form, g):
    """Is form a compound whose head is oğul with its possessive
    (Beyoğlu, Kılıçdaroğlu, dayıoğlu)?  It takes the pronominal n as any
    compound that ends in its third-person possessive does (Zemberek-NLP's
    CompoundP3sg, which its lexicons give insanoğlu but no name):
    Kılıçdaroğlu'na, not Kılıçdaroğlu' + n + a."""
    return form.endswith("oğlu") and form != "oğlu" and "V" not in g["pos"]


def pronominal(roots, data):
    """Mark the flag pron on the compounds on oğul (headoğul()) and on
    the proper names that end in a vowel and that the texts under data
    give the pronominal n after an apostrophe more often than not, twice
    or more: a compound that ends in its possessive, which the lexicons
    mark on none (Adapazarı'nda, Nişantaşı'nda; but Kayseri'de).  Not a
    common noun written so: the case ending of Merkezi'nde is merkez +
    i's.  How many names the texts mark."""
    after = {}
    for words in sentences(data):
        for w in words:
            m = APOSTROPHE.match(w)
            if m:
                k = (lower(m.group(1)), m.group(2))
                after[k] = after.get(k, 0) + 1
    n = 0
    for form, gs in roots.items():
        for g in gs:
            g["pron"] = g["pron"] or headoğul(form, g)
        if form[-1] not in VOWELS:
            continue
        yes = sum(after.get((form, c), 0) for c in NCASES)
        no = sum(after.get((form, c), 0) for c in PLAINCASES)
        for g in gs if yes >= 2 and yes > no else []:
            if not g["pron"] and g["pos"] == ["PROPN"]:
                g["pron"] = True
                n += 1
    return n


def names(roots, jar, nlpdir, seen, templates):
    """The proper names of Zemberek-2 (OZEL) and of Zemberek-NLP's name
    lexicons, of 3 letters or more, that the texts wrote capitalised
    inside a sentence NAMEMIN times or more and more often than in small
    letters, as roots of their own (PROPN), in the lexicons' order; how
    many spellings.  Not a spelling that is already a root (Deniz, Can),
    nor another name derived (Afrikalı, İzmirli): the encoder cuts it
    into that name and the suffix.  Denizli and Şişli stay names.  Nor
    the head of a compound name that is a root with its possessive or
    plural, and that the texts write in small letters too (Sarayı of
    Topkapı Sarayı, Bölgesi, Valisi): saray + ı.  Bolu and Kayseri,
    which the texts never write so, stay names.  The names of
    CORPUSNAMES come last (late 2) and derive none of the others
    (Musullu stays, though Musul is one of them)."""
    cap, small = seen
    z2, late = z2_readings(jar, True)
    nlp = []
    for f in ["master-dictionary.dict"] + NLPNAMES:
        nlp += nlp_readings(nlpdir + "/" + f, True)
    first = z2 + late + nlp
    more = nlp_readings(nlpdir + "/" + CORPUSNAMES, True)
    new = {}
    for i, (form, pos, flags, tag) in enumerate(first + more):
        if pos != "PROPN" or len(form) < 3 or form in roots or \
                cap.get(form, 0) < max(NAMEMIN, small.get(form, 0) + 1):
            continue
        why = inflected(form, roots, False) if small.get(form) else None
        if why and why.split("+")[1].rstrip(".") in HEADS:
            continue
        gs = new.setdefault(form, [])
        eff = effective(form, flags)
        if not any(g["eff"] == eff for g in gs):
            gs.append({"eff": eff, "flags": [flags], "pos": ["PROPN"],
                       "src": "z2", "pron": False,
                       "late": 2 if i >= len(first) else 0})
    # The names as nouns, the bases derivation() may find.
    look = {f: [dict(g, pos=["N"]) for g in gs] for f, gs in new.items()}
    old = {f: gs for f, gs in look.items() if not gs[0]["late"]}
    n = 0
    for form, gs in new.items():
        bases = look if gs[0]["late"] else old
        if not any(derivation(form, g, bases, templates)
                   for g in look[form]):
            roots[form] = gs
            n += 1
    return n


def beforevowel(head, eff):
    """The spellings of a root head before a vowel, as its flags eff say:
    head itself, softened (dolap: dolab), with its last vowel dropped
    (oğul: oğl) or its last consonant doubled (hak: hakk)."""
    out = [head]
    if "soft" in eff:
        out += [head[:-1] + b for b in "bcdğg" if head[-1] in unsoft(b)]
    if "drop" in eff and len(head) > 2:
        out.append(head[:-2] + head[-1])
    if "double" in eff:
        out.append(head + head[-1])
    return out


def stemof(form, head, eff):
    """The stem of compound form before its possessive, -sI after a vowel
    and -I after a consonant, where a spelling of its head (flags eff)
    ends it: the stem with the head as the lexicon spells it; or None."""
    for w in (form[:-1], form[:-2] if form[-2] == "s" else ""):
        v = next((v for v in beforevowel(head, eff) if w.endswith(v)), None)
        if v and (w[-1] in VOWELS) == (len(form) - len(w) == 2):
            return w[:len(w) - len(v)] + head
    return None


def compounds(roots, path):
    """form -> "~stem+(s)I..." of the compounds Zemberek-NLP lists with their
    possessive (CompoundP3sg; Roots:cumhur-başkan for cumhurbaşkanı),
    whose stems become roots of their own (late 3, after all the others)
    as Zemberek-2's are (atasöz) and TDK's (başbakan): cumhurbaşkan ı,
    cumhurbaşkan ı nın and cumhurbaşkan ları, one stem in all, where they
    had been cumhurbaşkanı, cumhurbaşkanı nın and cumhur <glue> başkan
    ları.  The stem is the compound without its possessive, its head
    spelt as the lexicon spells the head, with the head's alternations
    (buzdolap, which softens: buzdolab ı; insanoğul, which drops a vowel:
    insanoğl u); where no spelling of the head ends it, the compound
    stays as it was, and so where the stem is a root of another part of
    speech (biri, a pronoun).  The stem has the flag stem: no case ending
    follows it, so that the encoder reads cumhurbaşkan ı as the
    possessive, not the accusative; so has the stem of a compound that
    is no root itself (atasöz, Zemberek-2's, where atasözü is left out
    as atasöz inflected).  The compound keeps its ID, which
    decodes as before, and stands for its stem inflected, so that the
    encoder tries it after the stem (inuse())."""
    out = {}
    for lineno, line in enumerate(open(path, encoding="utf-8"), 1):
        e = nlpline(path, lineno, line)
        if e is None or "CompoundP3sg" not in e[1].get("A", []) or \
                not e[1].get("Roots"):
            continue
        form = lower(e[0])
        head = lower(e[1]["Roots"][0].split("-")[-1])
        if form[-1] not in "ıiuü":
            continue
        # A compound of one word no lexicon lists alone (üzeri,
        # Roots:üzer): that word, of no alternation, is its stem.
        alone = [{"eff": frozenset(), "pos": ["N"]}] \
            if "-" not in e[1]["Roots"][0] else []
        for g in roots.get(head, alone):
            stem = stemof(form, head, g["eff"])
            if stem is None:
                continue
            if form in roots and stem not in roots:
                roots[stem] = [{"eff": g["eff"], "flags": [set(g["eff"])],
                                "pos": ["N"], "src": "nlp", "pron": False,
                                "late": 3}]
            if stem not in roots or any(h["pos"] != ["N"]
                                        for h in roots[stem]):
                break
            for h in roots[stem]:
                h["stem"] = True
            if form in roots:
                out[form] = "~%s+(s)I..." % stem
            break
    return out


def offices(roots):
    """form -> "~stem+lIK..." of the roots that are a compound's stem
    (compounds()), -lIK and the possessive: cumhurbaşkanlığı, the
    presidency, and milletvekilliği, which the lexicons list whole, are
    cut cumhurbaşkan lığ ı and milletvekil liğ i, as cumhurbaşkanlığına
    and başbakanlığı were."""
    return glossing(roots, lambda form, gs: any(fits(g, "V") for g in gs),
                    [["lIK", "(s)I"]],
                    lambda form, base, bg, ts: bg.get("stem", False))


def restore(roots, pruned):
    """The lemmas of RESTORE that prune() left out, as roots of their own
    after all the others (late 4, so no ID moves): how many."""
    gone = dict(pruned)
    for form in RESTORE:
        if form in gone and form not in roots:
            roots[form] = [{"eff": frozenset(), "flags": [set()],
                            "pos": ["ADJ"], "src": "nlp", "pron": False,
                            "late": 4}]
    return sum(form in gone for form in RESTORE)


def possessed(roots, templates):
    """form -> "~base+template..." of the lemmas prune() would leave out,
    right after it, were they read as decompositions() can (full): the
    pronominal n after a possessive, an alternation of the base (sıra +
    sı + nda, hakk + ı + nda, asl + ı + nda).  Two endings at least: not
    hayfa, an interjection, as hayf + a.  They keep their IDs and stand
    for their base so inflected: sıra sı nda, as UD lemmatises sırasında
    (sıra)."""
    out = {}
    for form, _ in prunable(roots, templates, True):
        why = next(decompositions(form, roots, True, 1), None)
        if why:
            out[form] = "~" + why
    return out


def endings(base, g, ts):
    """Templates ts realised after root g spelt base, or None: {n} is n
    after a possessive (gereğ i nce) or right after a pronoun with the
    flag pron, else nothing; K softens before a vowel (lığ ı)."""
    out, prev = "", None
    for t in ts:
        n = prev in POSS3 or (prev is None and g["pron"] and
                              "PRON" in g["pos"])
        a = realise(t.replace("{n}", "n" if n else ""), base + out,
                    "front" in g["eff"])
        if a is None:
            return None
        if a[:1] in VOWELS and prev and prev.endswith("K"):
            out = out[:-1] + "ğ"
        out, prev = out + a, t
    return out


def glossing(roots, skip, patterns, fit):
    """form -> "~base+template..." of the roots skip(form, gs) does not
    skip that are a root fit(form, base, g, ts) accepts, spelt as bases()
    gives it (the longest first), and the endings ts of the first of
    patterns that has one."""
    out = {}
    for form, gs in roots.items():
        why = not skip(form, gs) and next(
            ("~%s+%s..." % (base, ts[0]) for ts in patterns
             for k in range(len(form) - 1, 1, -1)
             for base, bg in bases(form, k, roots, True)
             if fit(form, base, bg, ts) and
             endings(base, bg, ts) == form[k:]), None)
        if why:
            out[form] = why
    return out


def adverbs(roots, tags):
    """form -> "~base+template..." of the adverbs the lexicons list whole
    that are a nominal root and the endings of one of ADVERBS: they stand
    for their base so inflected, and the encoder cuts them as it cuts the
    same endings after any other base.  -lIklA after any root but a verb
    (kesinlikle, genellikle: UniMorph's derivations give kesinlik + -le);
    -CA after the plural where Zemberek-NLP lists the word as an
    adjective or an adverb (binlerce); the others where it lists it as an
    adverb and not as a noun (derece, a degree, karaca, a roe deer).  Not
    the ones ADVLEX names, nor those caseform() glosses (onca, o +
    nca).  The longest base first (delice si ne)."""
    def skip(form, gs):
        return form in LEXICALISED | ADVLEX or any(
            fits(g, "V") or caseform(form, g, roots) for g in gs)

    def fit(form, base, bg, ts):
        t = tags.get(form, set())
        return fits(bg, "nom") and (ts[0] == "lIK" or (
            "Noun" not in t and bool(t & ({"Adv", "Adj"} if
                                          ts[0] == "{n}lAr" else {"Adv"}))))
    return glossing(roots, skip, ADVERBS, fit)


def distributives(roots):
    """form -> "~base+(ş)Ar..." of the numerals the lexicons list whole
    that are another numeral and the distributive (birer, ikişer: one
    each, two each), not verbs as well (onar, to repair): the encoder
    cuts them bir er, iki şer, as UD lemmatises birer (bir)."""
    return glossing(
        roots, lambda form, gs: not any("NUM" in g["pos"] for g in gs) or
        any(fits(g, "V") for g in gs), [["(ş)Ar"]],
        lambda form, base, bg, ts: "NUM" in bg["pos"])


def participles(roots):
    """form -> "~base+template..." of the roots, no verb, that are a verb
    root (of 3 letters or more, or 2 ending in a consonant), the passive
    and the endings of one of PARTICIPLES: Zemberek-NLP lists bilinen,
    inanılmaz, kaçınılmaz as adjectives of their own, where the encoder
    cuts yap ıl an, söyle n en.  They stand for their verb so inflected:
    bil in en, inan ıl maz, as UD lemmatises bilinen (bil).  The passive
    is -(I)n after a vowel or l, else -(I)l."""
    def fit(form, base, bg, ts):
        return fits(bg, "V") and (len(base) > 2 or base[-1] not in VOWELS) \
            and (ts[0] == "(I)n") == (base[-1] in VOWELS + "l")
    return glossing(
        roots, lambda form, gs: form in LEXICALISED or
        any(fits(g, "V") for g in gs),
        [[p] + ts for ts in PARTICIPLES for p in ("(I)l", "(I)n")], fit)


def escape(s):
    return (s.replace("\\", "\\\\").replace(" ", "\\s")
            .replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r"))


def old_ids(path):
    """(kind, form, n) -> ID: the n-th line of that spelling, in ID order."""
    ids, seen = {}, {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            if line.startswith("#") or not line.strip():
                continue
            f = line.rstrip("\n").split("\t")
            n = seen[(f[1], f[2])] = seen.get((f[1], f[2]), -1) + 1
            ids[(f[1], f[2], n)] = int(f[0])
    return ids


def assign(entries, old):
    """entries: list of (kind, form, rest), the lines of one spelling in
    the order their IDs should go; returns lines with IDs."""
    used = set(old.values())
    top = {}
    for (k, _, _), v in old.items():
        top[k] = max(top.get(k, v), v)
    seen, out = {}, []
    for kind, form, rest in entries:
        n = seen[(kind, form)] = seen.get((kind, form), -1) + 1
        i = old.get((kind, form, n))
        if i is None:
            i = max(top.get(kind, BLOCK[kind] - 1) + 1, BLOCK[kind],
                    NEWROOT if kind == "root" and old else 0)
            while i in used:
                i += 1
            top[kind] = i
            used.add(i)
        out.append((i, kind, form, rest))
    return sorted(out)


def write(path, header, lines):
    with open(path, "w", encoding="utf-8") as f:
        f.write(header)
        for i, kind, form, rest in lines:
            f.write("\t".join([str(i), kind, form] + rest) + "\n")


def suffixes():
    entries = [("special", escape(s), []) for s in SPECIALS]
    for line in open(OUT + "/suffixes.tsv", encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        t, gloss, flags, cat = (line.rstrip("\n").split("\t") +
                                ["", "", ""])[:4]
        entries.append(("suffix", t, [cat, flags, gloss]))
    write(OUT + "/tt-dict.tsv",
          "# tt dictionary, format 2: specials and suffixes (MIT).\n"
          "# Generated by scripts/mkdict.py from dict/tr/suffixes.tsv.\n"
          "# id\tkind\tform\tpos\tflags\tgloss\n",
          assign(entries, old_ids(OUT + "/tt-dict.tsv")))
    return {e[1]: set(e[2][1].split(",")) for e in entries
            if e[0] == "suffix"}


def lemmata(data):
    """(form, lemma, part of speech), the first two in small letters, of
    each word of the UD train treebanks under data."""
    for path in sorted(glob.glob(os.path.join(data, TEXTS[1]))):
        for line in open(path, encoding="utf-8"):
            f = line.rstrip("\n").split("\t")
            if len(f) > 3 and f[0].isdigit():
                yield lower(f[1]), lower(f[2]), f[3]


def nontdk(path, data, known):
    """The readings of non-tdk.dict (NONTDK) that become roots: spellings
    of no root yet (known) with a vowel, that the UD train treebanks
    under data give as the lemma of LEMMAMIN words or more, not of a
    name, and whose words the texts write together more often than
    apart (not herşey, varol: her şey, var olan)."""
    lemma = Counter(l for _, l, upos in lemmata(data) if upos != "PROPN")
    pick = [r for r in nlp_readings(path, False) if r[0] not in known and
            lemma[r[0]] >= LEMMAMIN and
            any(c in VOWELS for c in r[0])]
    # Words that begin with the spelling; two that begin with its halves.
    whole = {r[0]: 0 for r in pick}
    apart = dict(whole)
    halves = {}
    for f in whole:
        for i in range(1, len(f)):
            halves.setdefault(f[:i], []).append((f, f[i:]))
    for words in sentences(data):
        words = [lower(w) for w in words]
        for i, w in enumerate(words):
            for f in whole:
                whole[f] += w.startswith(f)
            for f, b in halves.get(words[i - 1], []) if i > 0 else []:
                apart[f] += w.startswith(b)
    return [r for r in pick if apart[r[0]] < whole[r[0]]]


def cutderived(form, g, roots, templates):
    """Is root g a derivation whose suffix the encoder cuts off (its flag
    deriv in suffixes.tsv)?  A participle's (y)An is none: kalkan, varan
    stay whole unless their words say otherwise (inuse())."""
    d = derivation(form, g, roots, templates)
    return bool(d) and "deriv" in templates[d.split("+", 1)[1]]


def inuse(roots, templates, data):
    """form -> "~base+template..." of the roots, no verb, pronoun or name,
    not LEXICALISED and of no derivation the encoder cuts (cutderived()),
    that are another root inflected (inflected()) and whose UD train words
    (those it is the longest root of: halen, a root of its own, is no word
    of hale) are lemmatised to its base as LEMMAMIN and LEMMAX say, and the
    word itself no more often otherwise than to its base.  The encoder tries
    such a root after the others of its tier: gün + ü, ed + er; günü still
    where nothing else gives the word back.  A root whose words with a
    suffix after it are lemmatised so, but the word itself more often
    otherwise, is "~~base+template...": the encoder tries it late only when
    a suffix follows (altın: altında 42 times alt, 9 times otherwise, but
    altın 4 times altın; alt ı nda, altın).  One whose word alone is
    lemmatised so, but its words with a suffix otherwise, is
    "~.base+template...", tried late only where it is the whole word (alan:
    15 times al, once otherwise; al an, alan da)."""
    why = {}
    for form, gs in roots.items():
        if form in LEXICALISED or any(
                fits(g, "V") or set(g["pos"]) & {"PRON", "PROPN"} or
                cutderived(form, g, roots, templates) or
                caseform(form, g, roots) for g in gs):
            continue
        ws = list(decompositions(form, roots))
        if ws:
            why[form] = ws
    # The lemmas of all its words and of it alone.
    seen, alone = {}, {}
    for form, lemma, _ in lemmata(data):
        r = next((form[:k] for k in range(len(form), 1, -1)
                  if form[:k] in roots), None)
        if r in why:
            seen.setdefault(r, Counter())[lemma] += 1
            if r == form:
                alone.setdefault(r, Counter())[lemma] += 1
    out = {}
    for r, lemmas in seen.items():
        # The base the lemmas name most, the longest on a tie: iç for
        # içinde (iç + i + nde), not için.
        w = max(why[r], key=lambda w: lemmas[w.split("+")[0]])
        base = w.split("+")[0]
        solo = alone.get(r, Counter())
        # [to the base, otherwise], of all its words and of it alone.
        n, m = lemmas[base], sum(lemmas.values()) - lemmas[base]
        a, b = solo[base], sum(solo.values()) - solo[base]
        if n >= LEMMAMIN and n >= LEMMAX * m and b <= a:
            out[r] = "~" + w
        elif n - a >= LEMMASUF and n - a >= LEMMAX * (m - b) and b > a:
            out[r] = "~~" + w
        elif a >= LEMMASUF and a >= LEMMAX * b:
            out[r] = "~." + w
    return out


def plurals(roots):
    """form -> "~base+{n}lAr..." of the proper names that are another name
    and the plural (Türkler, Kürtler, Sovyetler): the encoder tries such
    a name after the others of its tier, as it does inuse()'s roots, so
    that Türkler is türk + ler, as Afrikalı is afrika + lı (names()).
    Not where the rest is a root other than a name (Çiller, Hitler,
    Balkanlar, Esenler: çil, hit, balkan, esen)."""
    out = {}
    for form, gs in roots.items():
        if any(g["pos"] != ["PROPN"] for g in gs):
            continue
        base = form[:-3]
        bgs = roots.get(base, [])
        if bgs and all(g["pos"] == ["PROPN"] for g in bgs) and any(
                realise("lAr", base, "front" in g["eff"]) == form[-3:]
                for g in bgs):
            out[form] = "~" + base + "+{n}lAr..."
    return out


def rootlines(roots, templates, used):
    """The roots' lines in the order of their IDs: said()'s last; used
    as inuse() gives it."""
    entries = []
    order = [(form, g) for form, gs in roots.items() for g in gs]
    for form, g in sorted(order, key=lambda fg: fg[1].get("late", 0)):
        # Alternations of any reading; front harmony only if all agree.
        flags = set().union(*g["flags"]) if g["src"] == "z2" else \
            set(g["eff"])
        if g["src"] == "z2" and not all("front" in f for f in g["flags"]):
            flags.discard("front")
        flags -= {"pron", "aorA", "aorI"}
        flags |= PHONFLAGS.get(form, set())
        if g["pron"]:
            flags.add("pron")
        if g.get("stem"):
            flags.add("stem")
        if g.get("aor"):
            flags.add(g["aor"])
        entries.append(("root", form, [",".join(g["pos"]),
                        ",".join(sorted(flags)),
                        used.get(form) or
                        (form not in LEXICALISED and
                         derivation(form, g, roots, templates, True)) or
                        caseform(form, g, roots) or ""]))
    return entries


def report(roots, left):
    """Counts for dict/README, on standard error."""
    by = {}
    for gs in roots.values():
        for g in gs:
            by[g["src"]] = by.get(g["src"], 0) + 1
            for p in g["pos"]:
                by[p] = by.get(p, 0) + 1
    homo = sum(len(gs) > 1 for gs in roots.values())
    sys.stderr.write("mkdict: %d spellings, %d roots (%s); %d spellings "
                     "with several roots; %d Zemberek-NLP readings left "
                     "to Zemberek-2\n" % (
                         len(roots), sum(map(len, roots.values())),
                         " ".join("%s %d" % kv for kv in sorted(by.items())),
                         homo, left))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    opts = [a for a in sys.argv[1:] if a.startswith("--")]
    allnames = "--names" in opts
    data = next((a[7:] for a in opts if a.startswith("--data=")),
                "../shared/data")
    nlpdir = next((a[6:] for a in opts if a.startswith("--nlp=")),
                  data + "/tr/lexicon/zemberek-nlp")
    jar = args[0] if args else "/usr/share/java/zemberek-tr-2.1.1.jar"

    templates = suffixes()
    z2, late = z2_readings(jar, allnames)
    nlp = nlp_readings(nlpdir + "/master-dictionary.dict", allnames)
    for f in NLPNAMES if allnames else []:
        nlp += nlp_readings(nlpdir + "/" + f, allnames)
    more = nontdk(nlpdir + "/" + NONTDK, data,
                  {r[0] for r in z2 + late + nlp})
    sys.stderr.write("mkdict: %d roots of %s: %s\n" % (
        len(more), NONTDK, " ".join(r[0] for r in more)))
    roots, disagree, held = group(z2, late, nlp + more, PLURALS)
    pruned = prune(roots, templates)
    poss = possessed(roots, templates)
    sys.stderr.write("mkdict: left out %d Zemberek-NLP lemmas that are "
                     "another root inflected\n" % len(pruned))
    sys.stderr.write("mkdict: %d Zemberek-NLP readings that only say more "
                     "(front, drop, double) as roots of their own\n" %
                     said(roots, held))
    if not allnames:
        n = names(roots, jar, nlpdir, capitalised(data), templates)
        sys.stderr.write("mkdict: %d proper names the texts wrote "
                         "capitalised %d times or more\n" % (n, NAMEMIN))
    if os.environ.get("MKDICT_DEBUG"):
        for form, why in pruned:
            sys.stderr.write("pruned %s = %s\n" % (form, why))
    sys.stderr.write("mkdict: %d names the texts give the pronominal n\n"
                     % pronominal(roots, data))
    used = inuse(roots, templates, data)
    sys.stderr.write("mkdict: %d roots that stand for another root "
                     "inflected in use\n" % len(used))
    many = plurals(roots)
    sys.stderr.write("mkdict: %d names that are another name's plural\n"
                     % len(many))
    used.update(many)
    stems = compounds(roots, nlpdir + "/master-dictionary.dict")
    sys.stderr.write("mkdict: %d compounds with their possessive cut at "
                     "their stems\n" % len(stems))
    used.update(stems)
    office = offices(roots)
    sys.stderr.write("mkdict: %d offices of a compound's stem stand for "
                     "it derived\n" % len(office))
    used.update(office)
    sys.stderr.write("mkdict: %d lemmas with a possessive and a case stand "
                     "for their base inflected\n" % len(poss))
    used.update(poss)
    tags = {}
    for form, _, prim, _, _ in nlpentries(nlpdir + "/master-dictionary.dict",
                                          False):
        tags.setdefault(form, set()).add(prim)
    lik = adverbs(roots, tags)
    sys.stderr.write("mkdict: %d adverbs stand for their base "
                     "inflected\n" % len(lik))
    used.update(lik)
    each = distributives(roots)
    sys.stderr.write("mkdict: %d distributive numerals stand for their "
                     "numeral inflected\n" % len(each))
    used.update(each)
    part = participles(roots)
    sys.stderr.write("mkdict: %d passive participles stand for their verb "
                     "inflected\n" % len(part))
    used.update(part)
    sys.stderr.write("mkdict: %d lemmas left out as another root inflected "
                     "come back (RESTORE)\n" % restore(roots, pruned))
    report(roots, len(disagree) - len(held))
    commit = open(nlpdir + "/SOURCE_COMMIT").read().split()[1]
    write(OUT + "/roots.tsv",
          "# tt dictionary, format 2: roots.\n"
          "# Derived from the Zemberek-2 root lexicon (kokler_tr.bin in\n"
          "# zemberek-tr-2.1.1.jar, Debian libzemberek-tr-java), available\n"
          "# under the Mozilla Public License 1.1, and from Zemberek-NLP's\n"
          "# master-dictionary.dict (ahmetaa/zemberek-nlp at\n"
          "# %s),\n"
          "# Copyright 2018 Ahmet A. Akın, Mehmet D. Akın, Apache License\n"
          "# 2.0.  See dict/README.  Generated by scripts/mkdict.py.\n"
          "# id\tkind\tform\tpos\tflags\tgloss\n" % commit,
          assign(rootlines(roots, templates, used),
                 old_ids(OUT + "/roots.tsv")))


main()
