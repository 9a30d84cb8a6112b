# SPDX-License-Identifier: MIT
"""tt from Python: libtt's tokenizers through ctypes, standard library only.

    import tt
    tok = tt.Tokenizer()                # the built-in dictionary, lossless
    ids = tok.encode("Kitaplarımızı okudunuz mu?")
    assert tok.decode(ids) == "Kitaplarımızı okudunuz mu?"
    ids, offsets = tok.encode_batch(lines, threads=2, numpy=True)

Text is str (UTF-8, lone surrogates from bytes decoded with
'surrogateescape' given back as those bytes) or bytes, any bytes: lossless
mode gives invalid UTF-8 back byte for byte, as the filters do.  A text is
one line, as tt-encode reads it: a newline in it is encoded as the filters
encode a newline inside a line.  Errors raise tt.Error, whose message is
the library's.
"""
import ctypes
import operator
import os
import threading
from array import array
from ctypes import POINTER, byref, c_char_p, c_int, c_long, c_size_t, \
    c_uint32, c_void_p
from itertools import accumulate

__all__ = ["Tokenizer", "Error", "MODES"]

_HERE = os.path.dirname(os.path.abspath(__file__))
try:
    from . import _paths        # written by make install
    _LIBRARY = os.path.join(_HERE, _paths.LIBRARY)
    _DICTDIR = os.path.join(_HERE, _paths.DICTDIR)
except ImportError:             # the checkout: python/tt, with PYTHONPATH
    _ROOT = os.path.dirname(os.path.dirname(_HERE))
    _LIBRARY = os.path.join(_ROOT, "libtt.so.0")
    _DICTDIR = os.path.join(_ROOT, "dict", "tr")

# The codes of tt.h.
ENOMEM, EIO, EDICT, ERANGE, EINVAL = -1, -2, -3, -4, -5
MODES = {"lossless": 0, "compat": 1, "syllable": 2}
_KIND_BYTE = 5
_SIZE_T = "Q" if ctypes.sizeof(c_size_t) == 8 else "I"


class Error(Exception):
    """A failure of libtt: code is the TT_E* code of tt.h (tt.ENOMEM...)."""

    def __init__(self, message, code=EINVAL):
        super().__init__(message)
        self.code = code


class _DictError(ctypes.Structure):
    _fields_ = [("file", ctypes.c_char * 4352), ("line", c_int),
                ("column", c_int), ("text", ctypes.c_char * 200)]


class _Token(ctypes.Structure):
    _fields_ = [("id", c_uint32), ("piece", c_void_p), ("npiece", c_size_t),
                ("off", c_size_t), ("len", c_size_t)]


class _Buf(ctypes.Structure):
    _fields_ = [("s", c_void_p), ("n", c_size_t), ("cap", c_size_t)]


def _declare(lib):
    p = POINTER
    for name, res, args in [
            ("tt_strerror", c_char_p, [c_int]),
            ("tt_dict_load", c_int, [p(c_void_p), c_char_p, p(_DictError)]),
            ("tt_dict_free", None, [c_void_p]),
            ("tt_dict_size", c_uint32, [c_void_p]),
            ("tt_dict_kind", c_int, [c_void_p, c_uint32]),
            ("tt_kind_name", c_char_p, [c_int]),
            ("tt_dict_pos", c_void_p, [c_void_p, c_uint32, p(c_size_t)]),
            ("tt_dict_reading", c_void_p, [c_void_p, p(c_uint32), c_size_t,
                                           c_size_t, p(c_size_t)]),
            ("tt_dict_piece", c_void_p, [c_void_p, c_uint32, p(c_size_t)]),
            ("tt_encoder_new", c_int, [p(c_void_p), c_void_p, c_int]),
            ("tt_encoder_free", None, [c_void_p]),
            ("tt_encode", c_long, [c_void_p, c_char_p, c_size_t,
                                   p(p(_Token))]),
            ("tt_decode", c_int, [c_void_p, p(c_uint32), c_size_t, p(_Buf),
                                  p(c_size_t)]),
            ("tt_buf_free", None, [p(_Buf)]),
            ("tt_batch_new", c_int, [p(c_void_p), c_void_p, c_int]),
            ("tt_batch_free", None, [c_void_p]),
            ("tt_batch_encode", c_long, [c_void_p, c_int, c_char_p,
                                         p(c_size_t), c_size_t,
                                         p(p(c_uint32)), p(p(c_size_t))])]:
        f = getattr(lib, name)
        f.restype = res
        f.argtypes = args
    return lib


# ctypes.CDLL lets go of the interpreter (the GIL) during every call.
_lib = _declare(ctypes.CDLL(_LIBRARY))


def _strerror(code):
    return _lib.tt_strerror(code).decode()


def _check(r):
    if r < 0:
        if r == ENOMEM:
            raise MemoryError(_strerror(r))
        raise Error(_strerror(r), r)
    return r


def _bytes(text):
    """A text as the bytes the library reads."""
    if isinstance(text, str):
        return text.encode("utf-8", "surrogateescape")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError("text must be str or bytes, not %s" %
                    type(text).__name__)


def _display(b):
    """Piece bytes as tt-encode -t shows them: spaces as U+2581, control
    bytes and DEL as <0xNN>."""
    out = []
    for c in b:
        if c == 0x20:
            out.append("\u2581")
        elif c < 0x20 or c == 0x7f:
            out.append("<0x%02X>" % c)
        else:
            out.append(chr(c) if c < 0x80 else None)
    if None not in out:
        return "".join(out)
    # Runs of bytes above 0x7f are UTF-8 (or kept as they are).
    s, run = [], bytearray()
    for c, o in zip(b, out):
        if o is None:
            run.append(c)
            continue
        if run:
            s.append(run.decode("utf-8", "surrogateescape"))
            run.clear()
        s.append(o)
    if run:
        s.append(run.decode("utf-8", "surrogateescape"))
    return "".join(s)


class Tokenizer:
    """A dictionary and an encoder over it.

    dict: a dictionary directory (tt-dict(5)); by default $TT_DICT, else
    the built-in dictionary (installed, or dict/tr of the checkout).
    mode: "lossless", "compat" or "syllable", as tt-encode -m.

    One call at a time encodes on a Tokenizer (a lock sees to it); decoding
    needs no lock.  encode_batch is the way to use several cores.
    """

    def __init__(self, dict=None, mode="lossless"):
        self._d = self._batch = self._enc = None
        if mode not in MODES:
            raise Error("unknown mode %r (lossless, compat, syllable)" %
                        (mode,), EINVAL)
        if dict is None:
            dict = os.environ.get("TT_DICT") or _DICTDIR
        self.dict = os.fsdecode(dict)
        self.mode = mode
        self._lock = threading.Lock()
        self._pieces = None
        d, err = c_void_p(), _DictError()
        r = _lib.tt_dict_load(byref(d), os.fsencode(dict), byref(err))
        if r < 0:
            raise self._loaderror(r, err)
        self._d = d
        enc, batch = c_void_p(), c_void_p()
        _check(_lib.tt_encoder_new(byref(enc), d, MODES[mode]))
        self._enc = enc
        _check(_lib.tt_batch_new(byref(batch), d, MODES[mode]))
        self._batch = batch
        self.vocab_size = _lib.tt_dict_size(d)
        self._ints = list(range(self.vocab_size))

    def _loaderror(self, r, err):
        """The error of a load, worded as the tools word it."""
        if r == ENOMEM:
            return MemoryError("%s: %s" % (self.dict, _strerror(r)))
        f = os.fsdecode(err.file)
        text = err.text.decode("utf-8", "replace")
        if err.line > 0:
            return Error("%s:%d:%d: %s" % (f, err.line, err.column, text), r)
        return Error("%s: %s" % (f, text), r)

    def close(self):
        """Free the library's memory now rather than when collected."""
        if _lib is None:        # the interpreter is shutting down
            return
        _lib.tt_batch_free(self._batch)
        _lib.tt_encoder_free(self._enc)
        _lib.tt_dict_free(self._d)
        self._d = self._batch = self._enc = None

    __del__ = close

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        return "tt.Tokenizer(dict=%r, mode=%r)" % (self.dict, self.mode)

    # --- Encoding ---------------------------------------------------------

    def _run(self, texts, threads, take):
        """tt_batch_encode on the lines texts; take(n, ids, idoff) reads
        its output (n IDs) while the lock still keeps it."""
        parts = [_bytes(t) for t in texts]
        off = array(_SIZE_T, accumulate(map(len, parts), initial=0))
        offs = (c_size_t * len(off)).from_buffer(off)
        ids, idoff = POINTER(c_uint32)(), POINTER(c_size_t)()
        with self._lock:
            n = _check(_lib.tt_batch_encode(self._batch, threads,
                                            b"".join(parts), offs,
                                            len(parts), byref(ids),
                                            byref(idoff)))
            return take(n, ids, idoff)

    def encode(self, text):
        """The token IDs of one line: list[int]."""
        return self._run((text,), 1, lambda n, ids, _: ids[:n])

    def encode_batch(self, texts, threads=1, numpy=False, dtype=None):
        """The IDs of many lines, in order, encoded on threads of the
        library's own while the interpreter goes on (the GIL is let go).

        Returns list[list[int]]; with numpy=True, (ids, offsets): one flat
        array of every line's IDs (dtype uint16 when every ID fits, else
        uint32, or as given) and int64 offsets, len(texts) + 1 of them, the
        IDs of line i being ids[offsets[i]:offsets[i + 1]].  The output is
        the same whatever threads is.
        """
        if not isinstance(threads, int) or not 1 <= threads <= 256:
            raise Error("threads must be 1 to 256, not %r" % (threads,),
                        EINVAL)
        if numpy:
            import numpy as np      # only when asked: numpy is optional
            if dtype is None:
                dtype = np.uint16 if self.vocab_size <= 65536 else np.uint32
            if np.iinfo(dtype).max < self.vocab_size - 1:
                raise Error("%s cannot hold IDs up to %d" % (
                    np.dtype(dtype).name, self.vocab_size - 1), EINVAL)

            def take(n, ids, idoff):
                offsets = np.ctypeslib.as_array(idoff, (nline + 1,))
                return (np.ctypeslib.as_array(ids, (n,)).astype(dtype)
                        if n else np.zeros(0, dtype),
                        offsets.astype(np.int64))
        else:
            def take(n, ids, idoff):
                flat = array("I")
                flat.frombytes(ctypes.string_at(ids, 4 * n))
                ends = array(_SIZE_T)
                ends.frombytes(ctypes.string_at(idoff, ends.itemsize *
                                                (nline + 1)))
                # The int objects of the vocabulary, made once, cost half
                # what new ones do.
                return list(map(self._ints.__getitem__, flat)), ends.tolist()
        if not isinstance(texts, (list, tuple)):
            texts = list(texts)
        nline = len(texts)
        out = self._run(texts, threads, take)
        if numpy:
            return out
        flat, ends = out
        return [flat[a:b] for a, b in zip(ends, ends[1:])]

    def _tokens(self, text):
        """The tokens of one line: (id, piece, off, len); under the lock."""
        b = _bytes(text)
        toks = POINTER(_Token)()
        n = _check(_lib.tt_encode(self._enc, b, len(b), byref(toks)))
        return [(t.id, ctypes.string_at(t.piece, t.npiece), t.off, t.len)
                for t in toks[:n]]

    def pieces(self, text):
        """The pieces of one line as tt-encode -t shows them: list[str]."""
        with self._lock:
            toks = self._tokens(text)
        return [self._piece(i, p) for i, p, _, _ in toks]

    def _piece(self, i, p):
        if _lib.tt_dict_kind(self._d, i) == _KIND_BYTE:
            return "<0x%02X>" % p[0]
        return _display(p)

    def analyze(self, text):
        """What tt-encode --json gives for one line: a dict of ids, pieces
        (as the dictionary holds them; a raw byte as <0xNN>), types,
        glosses (of suffixes: PL, P3SG, the reading its word gives one
        glossed for a noun and a verb, P2SG or REFL; of a root, the
        derivation it is: =özet+lA), pos (of roots: N, V) and
        offsets, the [start, end) bytes of the line each token stands for.
        """
        with self._lock:
            toks = self._tokens(text)
        out = {"ids": [], "pieces": [], "types": [], "glosses": [],
               "pos": [], "offsets": []}
        npos = c_size_t()
        ids = (c_uint32 * len(toks))(*(t[0] for t in toks))
        for k, (i, p, off, n) in enumerate(toks):
            kind = _lib.tt_dict_kind(self._d, i)
            out["ids"].append(i)
            out["pieces"].append("<0x%02X>" % p[0] if kind == _KIND_BYTE
                                 else p.decode("utf-8", "surrogateescape"))
            out["types"].append(_lib.tt_kind_name(kind).decode())
            g = _lib.tt_dict_reading(self._d, ids, len(toks), k,
                                     byref(npos))
            out["glosses"].append(ctypes.string_at(g, npos.value).decode())
            pos = _lib.tt_dict_pos(self._d, i, byref(npos))
            out["pos"].append(ctypes.string_at(pos, npos.value).decode())
            out["offsets"].append([off, off + n])
        return out

    # --- Decoding ---------------------------------------------------------

    def decode_bytes(self, ids):
        """The text of token IDs, as bytes."""
        try:
            a = array("I", ids)
        except OverflowError:
            bad = next(k for k, i in enumerate(ids) if not 0 <= i < 1 << 32)
            raise self._rangeerror(ids, bad) from None
        buf, bad = _Buf(), c_size_t()
        p = (c_uint32 * len(a)).from_buffer(a) if len(a) else None
        r = _lib.tt_decode(self._d, p, len(a), byref(buf), byref(bad))
        try:
            if r == ERANGE:
                raise self._rangeerror(a, bad.value)
            _check(r)
            return ctypes.string_at(buf.s, buf.n) if buf.n else b""
        finally:
            _lib.tt_buf_free(byref(buf))

    def decode(self, ids):
        """The text of token IDs: str (bytes that are not UTF-8 as lone
        surrogates, 'surrogateescape', which encode takes back)."""
        return self.decode_bytes(ids).decode("utf-8", "surrogateescape")

    def _rangeerror(self, ids, k):
        i = ids[k]
        if 0 <= i < self.vocab_size:
            why = "%d at index %d is not in the vocabulary" % (i, k)
        else:
            why = "%d at index %d (vocabulary size %d)" % (i, k,
                                                           self.vocab_size)
        return Error("%s: %s" % (_strerror(ERANGE), why), ERANGE)

    # --- The vocabulary ---------------------------------------------------

    def id_to_piece(self, i):
        """The base form of an ID as pieces() shows it."""
        n = c_size_t()
        i = operator.index(i)
        p = _lib.tt_dict_piece(self._d, i, byref(n)) \
            if 0 <= i < self.vocab_size else None
        if p is None:
            raise self._rangeerror([i], 0)
        return self._piece(i, ctypes.string_at(p, n.value))

    def piece_to_id(self, piece):
        """The first ID whose base form id_to_piece shows as piece;
        KeyError when there is none."""
        if self._pieces is None:
            m = {}
            for i in range(self.vocab_size):
                n = c_size_t()
                p = _lib.tt_dict_piece(self._d, i, byref(n))
                if p is not None:
                    m.setdefault(self._piece(i, ctypes.string_at(p, n.value)),
                                 i)
            self._pieces = m
        return self._pieces[piece]
