# SPDX-License-Identifier: MIT
"""test_tt.py: the Python module (python/tt) against the filters.

make check runs it: PYTHONPATH=python python3 -m unittest discover
tests/python.  Standard library only; the numpy tests skip without numpy
and the corpus tests without ../shared, and both fail instead when CI is
set.  Time goes to the corpora: every file under ../shared/data (34 MB)
encoded by tt-encode three times and by the module twice.
"""
import contextlib
import ctypes
import io
import json
import os
import re
import subprocess
import tempfile
import textwrap
import threading
import time
import unittest

import tt

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
DICT = os.path.join(ROOT, "dict", "tr")
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
DATA = os.path.join(SHARED, "data")
REF = os.path.join(SHARED, "reference", "mft")
TTC = os.path.join(DATA, "tr", "raw", "ttc3600_news", "ttc3600.txt")
CI = bool(os.environ.get("CI"))

try:
    import numpy
except ImportError:
    numpy = None


def need(ok, what):
    """Skip unless ok; under CI a skip would hide what is missing."""
    if ok:
        return
    if CI:
        raise AssertionError("CI is set but %s is missing" % what)
    raise unittest.SkipTest("%s not present" % what)


def need_shared():
    need(os.path.isfile(TTC) and os.path.isdir(REF), "../shared")


def need_numpy():
    need(numpy is not None, "numpy (python3-numpy)")


def tool(name, *args, stdin=None):
    """The standard output of bin/name, which must succeed."""
    return subprocess.run([os.path.join(ROOT, "bin", name), *args],
                          input=stdin, stdout=subprocess.PIPE,
                          check=True).stdout


def lines(data):
    """The lines of a file's bytes as tt-encode reads them."""
    ls = data.split(b"\n")
    if ls[-1] == b"":
        ls.pop()
    return ls


def decimal(batch):
    """IDs as tt-encode prints them."""
    return "".join(" ".join(map(str, ids)) + "\n" for ids in batch).encode()


def corpora():
    return sorted(os.path.join(d, f) for d, _, fs in os.walk(DATA)
                  for f in fs)


def ttc_lines():
    with open(TTC, "rb") as f:
        return lines(f.read())


# Lines with what goes wrong most easily: case, glue, invalid UTF-8, NUL,
# CR, DEL, tabs, a lone surrogate's bytes, spaces at either end.
ODD = [b"", b"Kitaplar\xc4\xb1m\xc4\xb1z\xc4\xb1 okudunuz mu?",
       b"(kitaplar) KITAPLAR \xc4\xb0stanbul'da", b"\xff\xfe\x80abc\x00def",
       b"a\rb\x7fc\td", b"  iki  bo\xc5\x9fluk  ", b"\xed\xa0\x80",
       b"\xc3", "ağzı gidiyor".encode(), b"123,45 %50 e-posta: a@b.c",
       "açkıladı ve özetledi".encode()]


class Basics(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = tt.Tokenizer(DICT)

    def test_encode_equals_tt_encode(self):
        want = tool("tt-encode", "-d", DICT, stdin=b"\n".join(ODD) + b"\n")
        self.assertEqual(decimal(self.tok.encode(x) for x in ODD), want)
        self.assertEqual(decimal(self.tok.encode_batch(ODD)), want)

    def test_str_and_bytes(self):
        for x in ODD:
            s = x.decode("utf-8", "surrogateescape")
            self.assertEqual(self.tok.encode(s), self.tok.encode(x))
            self.assertEqual(self.tok.encode(bytearray(x)),
                             self.tok.encode(x))

    def test_round_trip(self):
        for x in ODD:
            self.assertEqual(self.tok.decode_bytes(self.tok.encode(x)), x)
            s = x.decode("utf-8", "surrogateescape")
            self.assertEqual(self.tok.decode(self.tok.encode(s)), s)
        # A newline is one more byte of the line.
        self.assertEqual(self.tok.decode(self.tok.encode("a\nb\n")), "a\nb\n")

    def test_pieces_equal_tt_encode_t(self):
        want = tool("tt-encode", "-d", DICT, "-t",
                    stdin=b"\n".join(ODD) + b"\n").decode(
                        "utf-8", "surrogateescape").split("\n")[:-1]
        got = [" ".join(self.tok.pieces(x)) for x in ODD]
        self.assertEqual(got, want)

    def test_analyze_equals_tt_encode_json(self):
        out = tool("tt-encode", "-d", DICT, "--json",
                   stdin=b"\n".join(ODD) + b"\n")
        want = [json.loads(x.decode("utf-8", "surrogateescape"))
                for x in lines(out)]
        self.assertEqual([self.tok.analyze(x) for x in ODD], want)

    def test_vocabulary(self):
        size = tool("tt-stats", "-m", "compat", "-d", DICT,
                    stdin=b"").decode()
        self.assertIn("vocab_size\t%d\n" % self.tok.vocab_size, size)
        self.assertEqual(self.tok.id_to_piece(3), "<0x0A>")
        ids = self.tok.encode("Kitaplarımızı okudunuz mu?")
        self.assertEqual([self.tok.id_to_piece(i) for i in ids[:3]],
                         ["<cap>", "\u2581kitap", "lar"])
        # Every piece names the first ID that has it.
        for i in ids:
            p = self.tok.id_to_piece(i)
            self.assertEqual(self.tok.id_to_piece(self.tok.piece_to_id(p)),
                             p)
        self.assertEqual(self.tok.piece_to_id("\u2581kitap"), ids[1])
        with self.assertRaises(KeyError):
            self.tok.piece_to_id("no such piece")

    def test_modes(self):
        tok = tt.Tokenizer(os.path.join(ROOT, "dict", "id"), "syllable")
        x = b"Saya makan nasi goreng di Jakarta."
        want = tool("tt-encode", "-d", os.path.join(ROOT, "dict", "id"),
                    "-m", "syllable", stdin=x + b"\n")
        self.assertEqual(decimal([tok.encode(x)]), want)
        self.assertEqual(tok.mode, "syllable")

    def test_interpreter_runs_while_encoding(self):
        # The library's call (as the module declares it) must let go of
        # the GIL: the main thread goes on ticking in the middle third of
        # a call on another thread, which it cannot while the call holds
        # it.  The line grows until a call lasts 0.1 s.
        syl = ["ka", "le", "mi", "tor", "sun", "bal", "dı", "yor", "ev"]
        words = ["%s%s%slar" % (a, b, c) for a in syl for b in syl
                 for c in syl]
        tok = tt.Tokenizer(DICT)
        off = (ctypes.c_size_t * 2)()
        ids = ctypes.POINTER(ctypes.c_uint32)()
        idoff = ctypes.POINTER(ctypes.c_size_t)()
        for k in range(1, 12):
            text = " ".join(words * (50 * 2 ** k)).encode()
            off[1] = len(text)
            span, ticks = [], []

            def work():
                t0 = time.monotonic()
                tt._lib.tt_batch_encode(tok._batch, 1, text, off, 1,
                                        ctypes.byref(ids),
                                        ctypes.byref(idoff))
                span.extend([t0, time.monotonic()])
            th = threading.Thread(target=work)
            th.start()
            while th.is_alive():
                ticks.append(time.monotonic())
                time.sleep(0.0005)
            th.join()
            t0, t1 = span
            if t1 - t0 >= 0.1:
                break
        third = (t1 - t0) / 3
        mid = [t for t in ticks if t0 + third < t < t1 - third]
        self.assertGreater(len(mid), 3, "%.3f s" % (t1 - t0))


class Errors(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = tt.Tokenizer(DICT)

    def test_bad_dictionary_path(self):
        with self.assertRaises(tt.Error) as c:
            tt.Tokenizer("/nonexistent/tt")
        self.assertEqual(str(c.exception),
                         "/nonexistent/tt: No such file or directory")
        self.assertEqual(c.exception.code, tt.EIO)

    def test_malformed_dictionary(self):
        d = os.path.join(ROOT, "tests", "bad", "syntax")
        with self.assertRaises(tt.Error) as c:
            tt.Tokenizer(d)
        self.assertEqual(c.exception.code, tt.EDICT)
        # The message the tools give, file:line:column included.
        r = subprocess.run([os.path.join(ROOT, "bin", "tt-encode"), "-d", d],
                           input=b"", stderr=subprocess.PIPE)
        self.assertEqual(r.stderr.decode(), "tt-encode: %s\n" % c.exception)
        self.assertRegex(str(c.exception), r"kokler\.json:\d+:\d+: ")

    def test_invalid_mode(self):
        with self.assertRaises(tt.Error) as c:
            tt.Tokenizer(DICT, mode="bpe")
        self.assertEqual(str(c.exception),
                         "unknown mode 'bpe' (lossless, compat, syllable)")
        self.assertEqual(c.exception.code, tt.EINVAL)

    def test_id_out_of_range(self):
        n = self.tok.vocab_size
        for ids in ([5, n], [-1], [2 ** 40]):
            with self.assertRaises(tt.Error) as c:
                self.tok.decode(ids)
            self.assertEqual(c.exception.code, tt.ERANGE)
            self.assertTrue(str(c.exception).startswith(
                "token ID out of range: %d at index %d (vocabulary size %d)"
                % (ids[-1], len(ids) - 1, n)), str(c.exception))
        with self.assertRaises(tt.Error) as c:
            self.tok.id_to_piece(n)
        self.assertEqual(c.exception.code, tt.ERANGE)
        # A gap: below the size, but no entry has it.
        gap = next(i for i in range(n) if not tt._lib.tt_dict_kind(
            self.tok._d, i))
        with self.assertRaisesRegex(tt.Error, "is not in the vocabulary"):
            self.tok.decode([gap])
        with self.assertRaises(TypeError):
            self.tok.decode(["1"])

    def test_bad_arguments(self):
        with self.assertRaises(TypeError):
            self.tok.encode(5)
        with self.assertRaises(TypeError):
            self.tok.encode_batch(["a", None])
        for n in (0, 257, 1.5):
            with self.assertRaises(tt.Error):
                self.tok.encode_batch(["a"], threads=n)


@unittest.skipIf(numpy is None and not CI, "numpy (python3-numpy) not present")
class Numpy(unittest.TestCase):
    def setUp(self):
        need_numpy()
        self.tok = tt.Tokenizer(DICT)

    def test_flat_ids_and_offsets(self):
        ids, off = self.tok.encode_batch(ODD, threads=2, numpy=True)
        self.assertEqual(ids.dtype, numpy.uint16)
        self.assertEqual(off.dtype, numpy.int64)
        self.assertEqual(len(off), len(ODD) + 1)
        self.assertEqual(off[0], 0)
        self.assertEqual([ids[off[i]:off[i + 1]].tolist()
                          for i in range(len(ODD))],
                         self.tok.encode_batch(ODD))
        self.assertEqual(self.tok.decode(ids[off[1]:off[2]]),
                         ODD[1].decode())
        wide, _ = self.tok.encode_batch(ODD, numpy=True, dtype=numpy.uint32)
        self.assertEqual(wide.dtype, numpy.uint32)
        self.assertEqual(wide.tolist(), ids.tolist())
        with self.assertRaisesRegex(tt.Error, "int8 cannot hold IDs"):
            self.tok.encode_batch(ODD, numpy=True, dtype=numpy.uint8)
        none, off = self.tok.encode_batch([], numpy=True)
        self.assertEqual((len(none), off.tolist()), (0, [0]))


class Corpora(unittest.TestCase):
    """The module's IDs are tt-encode's, byte for byte."""

    def test_every_corpus(self):
        need_shared()
        tok = tt.Tokenizer(DICT)
        n = 0
        for path in corpora():
            with open(path, "rb") as f:
                ls = lines(f.read())
            got = decimal(tok.encode_batch(ls, threads=2))
            if got != tool("tt-encode", "-d", DICT, path):
                self.fail("%s: the module's IDs differ from tt-encode's" %
                          path)
            n += 1
        self.assertGreaterEqual(n, 80)

    def test_every_corpus_numpy(self):
        need_shared()
        need_numpy()
        tok = tt.Tokenizer(DICT)
        with tempfile.TemporaryDirectory() as tmp:
            idx = os.path.join(tmp, "idx")
            for path in corpora():
                with open(path, "rb") as f:
                    ls = lines(f.read())
                ids, off = tok.encode_batch(ls, threads=2, numpy=True,
                                            dtype=numpy.uint32)
                raw = tool("tt-encode", "-d", DICT, "--format=u32",
                           "--index=" + idx, path)
                with open(idx, "rb") as f:
                    ends = f.read()
                self.assertEqual(ids.astype("<u4").tobytes(), raw, path)
                self.assertEqual(off[1:].astype("<u8").tobytes(), ends, path)

    def test_compat_with_the_reference(self):
        need_shared()
        gold = os.path.join(REF, "golden", "ud-dev.txt")
        with open(gold, "rb") as f:
            ls = lines(f.read())
        tok = tt.Tokenizer(REF, "compat")
        self.assertEqual(decimal(tok.encode_batch(ls, threads=2)),
                         tool("tt-encode", "-d", REF, "-m", "compat", gold))

    def test_round_trip_and_threads(self):
        need_shared()
        ls = ttc_lines()
        tok = tt.Tokenizer(DICT)
        one = tok.encode_batch(ls, threads=1)
        for x, ids in zip(ls, one):
            if tok.decode_bytes(ids) != x:
                self.fail("decode(encode(x)) != x: %r" % x[:80])
        # Fresh tokenizers: each thread count starts with an empty cache.
        for n in (2, 3, 8):
            self.assertEqual(tt.Tokenizer(DICT).encode_batch(ls, threads=n),
                             one, "threads=%d" % n)
        self.assertEqual(tok.encode_batch(ls, threads=2), one)


class Readme(unittest.TestCase):
    """The README's example of "From Python" runs and prints what it
    says."""

    def test_example(self):
        need_numpy()
        with open(os.path.join(ROOT, "README"), encoding="utf-8") as f:
            readme = f.read()
        section = readme.split("\nFrom Python\n")[1].split("\n---")[0]
        m = re.search(r"\n(  import .*?)\n(?=\S)", section, re.S)
        code = textwrap.dedent(m.group(1))
        printed = re.findall(r"^# (.*)$", code, re.M)
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(ROOT, "tests", "text", "tr.txt"),
                      "rb") as f:
                text = f.read()
            with open(os.path.join(tmp, "corpus.txt"), "wb") as f:
                f.write(text)
            out = io.StringIO()
            cwd = os.getcwd()
            os.chdir(tmp)
            try:
                with contextlib.redirect_stdout(out):
                    exec(compile(code, "README", "exec"), {})
            finally:
                os.chdir(cwd)
            self.assertTrue(os.path.getsize(os.path.join(tmp, "train.bin")))
        self.assertEqual(out.getvalue().splitlines(), printed)


if __name__ == "__main__":
    unittest.main()
