#!/bin/sh
# SPDX-License-Identifier: MIT
# Build the validator lexicon of tt-stats (TR% and Pure%) from sources that
# owe nothing to any tokenizer dictionary: the Starlang Turkish lexicon and
# the suffix templates of its finite-state machine (npm, ISC), and the
# hunspell-tr word list (Debian, MPL-2.0).  See tt-stats(1), VALIDATOR.
#
# usage: scripts/lexicon.sh [dir]   (default dict/validator)
# Writes dir/morphemes.tsv (roots, root variants, affix allomorphs) and
# dir/words.tsv (word forms).  Needs node and npm (npm pack fetches the two
# pinned packages into a scratch directory; nothing is installed) and the
# Debian package hunspell-tr.  Same package versions, same bytes out.
#
# Why not hunspell's own tools: unmunch crashes on tr_TR.aff (FLAG num), and
# asking the hunspell program about every token would make each tt-stats
# run depend on it.  tr_TR.aff holds nothing but suffix rules that strip
# nothing and have no condition (checked below), so expanding them is one
# pass over tr_TR.dic: about a second, for 1.35 million forms.
set -eu

cd "$(dirname "$0")/.."
out=${1:-dict/validator}
dictpkg=nlptoolkit-dictionary@1.0.16
fsmpkg=nlptoolkit-morphologicalanalysis@1.0.20
hun=${TT_HUNSPELL:-/usr/share/hunspell/tr_TR}

die() {
	printf 'lexicon.sh: %s\n' "$*" >&2
	exit 2
}

for t in node npm; do
	command -v "$t" >/dev/null || die "$t: not found (install nodejs, npm)"
done
[ -r "$hun.dic" ] && [ -r "$hun.aff" ] ||
    die "$hun.dic: not found (install hunspell-tr)"
hunver=$(dpkg-query -W -f '${Version}' hunspell-tr 2>/dev/null || echo unknown)
mkdir -p "$out" || die "$out: cannot create"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
(cd "$tmp" && npm pack --silent "$dictpkg" "$fsmpkg" >/dev/null 2>&1) ||
    die "npm pack $dictpkg $fsmpkg failed"
mkdir "$tmp/d" "$tmp/m"
tar -xzf "$tmp"/nlptoolkit-dictionary-*.tgz -C "$tmp/d" \
    package/turkish_dictionary.txt
tar -xzf "$tmp"/nlptoolkit-morphologicalanalysis-*.tgz -C "$tmp/m" \
    package/turkish_finite_state_machine.xml

cat > "$tmp/lex.js" <<'EOF'
// Reads the three sources, writes morphemes and words (unsorted).
"use strict";
const fs = require("fs");
const [dictf, fsmf, hunf, morphf, wordf] = process.argv.slice(2);

// Turkish lowercase: dotted and dotless I first, whatever the locale.
const lower = (s) => s.replace(/I/g, "ı").replace(/İ/g, "i").toLowerCase();
const VOWELS = "aeıioöuüâîû";
const isv = (c) => VOWELS.includes(c);
// Every root, word and morpheme has a vowel (a syllable's nucleus), but
// for these suffix allomorphs, each a morpheme after a vowel: k (1pl after
// the past, geldi+k), m (1sg, kapı+m), n (2sg, kapı+n; passive and
// reflexive, oku+n), r (aorist, oku+r), t (causative, oku+t), ş
// (reciprocal, anla+ş).  Not l: after a vowel the passive is n.
const hasv = (s) => [...s].some(isv);
const CONSONANTAL = new Set(["k", "m", "n", "r", "t", "ş"]);
// Vowel harmony classes: back unrounded, front unrounded, back rounded,
// front rounded; A and H of a suffix template take their vowel from the
// class of the vowel before them (ev+lAr -> evler, kol+lAr -> kollar).
const klass = (v) => "aıâ".includes(v) ? "a" : "eiî".includes(v) ? "e" :
    "ouû".includes(v) ? "o" : "ö";
const A = { a: "a", e: "e", o: "a", ö: "e" };
const H = { a: "ı", e: "i", o: "u", ö: "ü" };
const HARD = "çfhkpsşt";	// voiceless: D -> t, C -> ç after them

// hunspell-tr: every rule is "SFX n 0 suffix .", so a form is the stem
// alone or the stem plus the suffix of one of its flags.
const sfx = new Map();
for (const l of fs.readFileSync(hunf + ".aff", "utf8").split("\n")) {
	const f = l.trim().split(/\s+/);
	if (f[0] !== "SFX" && f[0] !== "PFX")
		continue;
	if (f.length === 4)
		continue;	// the header line of a rule set
	if (f[0] === "PFX" || f.length !== 5 || f[2] !== "0" || f[4] !== ".")
		throw new Error("unexpected affix rule: " + l);
	sfx.set(f[1], f[3]);
}
const words = new Set();
const dic = fs.readFileSync(hunf + ".dic", "utf8").split("\n");
for (let i = 1; i < dic.length; i++) {
	if (dic[i] === "")
		continue;
	const [stem, flags] = dic[i].split("/");
	const word = (w) => {
		if (hasv(w))
			words.add(w);	// not s, h, ms, tt
	};
	word(lower(stem));
	if (flags)
		for (const fl of flags.split(",")) {
			if (!sfx.has(fl))
				throw new Error("unknown flag " + fl);
			word(lower(stem + sfx.get(fl)));
		}
}

const out = [];
const add = (form, cls, src) => out.push(form + "\t" + cls + "\t" + src);

// Starlang roots.  A form counts as a root when the entry has a part of
// speech and a vowel.  An entry that is only a proper noun or an
// abbreviation (IS_OA, IS_KIS: aaron, akp, ankara, and eden, seni, ular,
// which are inflected forms and suffix chains as common words) is none:
// a name does not make its letters a root.  A proper noun with a vowel
// is a name instead, which tt-stats counts as a root only where the
// text writes it with a capital (Ankara'da, not eden).  Nor do single
// consonants count (y, d, g, v as letter names; br, tl as
// abbreviations).
const POS = new Set(["CL_ISIM", "CL_FIIL", "CL_NONE", "IS_ADJ", "IS_PUREADJ",
    "IS_ADVERB", "IS_ZM", "IS_DET", "IS_CONJ", "IS_POSTP", "IS_INTERJ",
    "IS_QUES", "IS_SAYI", "IS_ORD", "IS_DUP"]);
const SOFT = { p: "b", t: "d", ç: "c", k: "ğ", g: "ğ" };
const UNSOFT = { b: "p", c: "ç", d: "t", ğ: "k" };
for (const l of fs.readFileSync(dictf, "utf8").split("\n")) {
	const [name, ...fl] = l.trim().split(/\s+/);
	if (!name || !/^\p{L}+$/u.test(name) || fl.includes("IS_HEADER"))
		continue;
	const has = (f) => fl.includes(f);
	if (!hasv(name))
		continue;
	if (!fl.some((f) => POS.has(f))) {
		if (has("IS_OA") && !has("IS_KIS"))
			add(name, "name", fl.join(" "));
		continue;
	}
	const flags = fl.join(" ");
	add(name, "root", flags);
	const v = (form, rule) => {
		if (form !== name && hasv(form))
			add(form, "variant", name + " " + rule);
	};
	const n = name.length, last = name[n - 1], prev = name[n - 2];
	// Compounds in their affixed form drop the compound marker before
	// further suffixes: atasözü -> atasöz+ler+i.
	if (has("IS_B_SI"))
		v(name.slice(0, -2), "IS_B_SI");
	else if (has("IS_BILEŞ")) {
		if (has("IS_B_UD"))
			v(name.slice(0, -2) + last + prev, "IS_B_UD");
		else if (has("IS_B_SD") && UNSOFT[prev])
			v(name.slice(0, -2) + UNSOFT[prev], "IS_B_SD");
		else
			v(name.slice(0, -1), "IS_BILEŞ");
	}
	// Final devoicing undone before a vowel (kitap + -I -> kitabı);
	// after n, k becomes g (renk + -I -> rengi).
	const sd = has("IS_SD") || has("IS_SDD") || has("F_SD");
	if (has("IS_KG") && last === "k")
		v(name.slice(0, -1) + "g", "IS_KG");
	else if (sd && SOFT[last])
		v(name.slice(0, -1) + SOFT[last], "IS_SD");
	// Vowel drop before a vowel (ağız + -I -> ağzı, hizip -> hizbi).
	if ((has("IS_UD") || has("IS_UDD") || has("F_UD")) && n > 2 &&
	    isv(prev) && !isv(last)) {
		v(name.slice(0, -2) + last, "IS_UD");
		if (sd && "ptç".includes(last))
			v(name.slice(0, -2) + SOFT[last], "IS_UD IS_SD");
	}
	// Consonant doubling (hak + -I -> hakkı, tıp -> tıbbı).
	if (has("IS_ST") || has("IS_STT")) {
		if (sd && (last === "p" || last === "t"))
			v(name.slice(0, -1) + SOFT[last].repeat(2), "IS_ST");
		else
			v(name + last, "IS_ST");
	}
	// Vowel narrowing before -yor (başla -> başlıyor, söyle ->
	// söylüyor; de -> diyor).
	if (has("F_GUD") && (last === "a" || last === "e")) {
		const pv = [...name.slice(0, -1)].reverse().find(isv) || last;
		v(name.slice(0, -1) + H[klass(pv)], "F_GUD");
	}
	if (has("F_GUDO") && last === "e")
		v(name.slice(0, -1) + "i", "F_GUDO");
	if (has("IS_SU"))
		v(name + "y", "IS_SU");		// su + -I -> suyu
}

// Suffix templates of the finite-state machine, expanded into every
// allomorph: A a/e and H ı/i/u/ü by vowel harmony, D d/t and C c/ç by the
// voicing of what comes before, S s, Ş ş, a final s ş (mHs -> mış).  A
// buffer consonant (n, s, y) or a leading H or Ş drops after a stem that
// does not need it (yHm: yım after a vowel, ım after a consonant), and a
// final k after a vowel softens before a vowel (yAcAk -> yacağ+ı).
// Template s after a stem whose last vowel is of class c, and whose last
// sound is voiceless when hard.
function spell(s, c, hard) {
	let f = "";
	for (let i = 0; i < s.length; i++) {
		const ch = s[i];
		const o = ch === "A" ? A[c] : ch === "H" ? H[c] :
		    ch === "D" ? (hard ? "t" : "d") :
		    ch === "C" ? (hard ? "ç" : "c") :
		    ch === "S" ? "s" : ch === "Ş" ? "ş" :
		    ch === "s" && i === s.length - 1 ? "ş" : ch;
		if (isv(o))
			c = klass(o);
		hard = HARD.includes(o);
		f += o;
	}
	return f;
}
const tpl = new Set();
const xml = fs.readFileSync(fsmf, "utf8");
for (const m of xml.matchAll(/<with[^>]*>([^<]*)<\/with>/g))
	tpl.add(m[1].replace(/'/g, ""));
for (const t of [...tpl].sort()) {
	if (t === "" || t === "0")
		continue;
	const starts = [t];
	if ("nsyHŞ".includes(t[0]) && t.length > 1)
		starts.push(t.slice(1));
	const forms = new Set();
	for (const s of starts)
		for (const c0 of ["a", "e", "o", "ö"])
			for (const hard0 of [false, true]) {
				const f = spell(s, c0, hard0);
				forms.add(f);
				if (f.length > 1 && f.endsWith("k") &&
				    isv(f[f.length - 2]))
					forms.add(f.slice(0, -1) + "ğ");
			}
	for (const f of forms)
		if (hasv(f) || CONSONANTAL.has(f))
			add(f, "affix", t);
}
fs.writeFileSync(morphf, out.join("\n") + "\n");
fs.writeFileSync(wordf, [...words].join("\n") + "\n");
EOF

node "$tmp/lex.js" "$tmp/d/package/turkish_dictionary.txt" \
    "$tmp/m/package/turkish_finite_state_machine.xml" "$hun" \
    "$tmp/morph" "$tmp/words" || die "node failed"

header() {
	printf '# tt-stats validator lexicon, %s (scripts/lexicon.sh)\n' "$1"
	printf '# from %s\n' "$2"
	printf '# licence: %s\n' "$3"
	printf '# format: form<TAB>class<TAB>source; '
	printf 'a line with no tab is a word\n'
}
fsmfile=turkish_finite_state_machine.xml
hundesc="tr_TR.dic expanded by tr_TR.aff, lowercased"
LC_ALL=C
export LC_ALL
{
	header "roots, root variants, affix allomorphs" \
	    "npm $dictpkg (turkish_dictionary.txt), $fsmpkg ($fsmfile)" \
	    "ISC, Olcay Taner Yıldız (Starlang)"
	sort -u "$tmp/morph"
} > "$tmp/morphemes.tsv"
{
	header "word forms" \
	    "Debian hunspell-tr $hunver ($hundesc)" \
	    "MPL-2.0, Harun Reşit Zafer (LibreOffice dictionaries)"
	sort -u "$tmp/words"
} > "$tmp/words.tsv"
mv "$tmp/morphemes.tsv" "$out/morphemes.tsv"
mv "$tmp/words.tsv" "$out/words.tsv"
printf 'lexicon.sh: %s: %s morpheme lines, %s words\n' "$out" \
    "$(grep -vc '^#' "$out/morphemes.tsv")" \
    "$(grep -vc '^#' "$out/words.tsv")" >&2
