# tt: morphology-first tokenizers as Unix filters.  GNU make.
VERSION = 0.1.0

CC ?= cc
CFLAGS ?= -O3 -g -flto=auto -ffat-lto-objects
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
# Debian's python3: the system's modules are in /usr/lib/python3/
# dist-packages, a local one's in /usr/local/lib/python3.N/dist-packages.
PYTHON ?= $(firstword $(wildcard /usr/bin/python3) python3)
PYVERSION = $(shell $(PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])')
PYTHONDIR ?= $(if $(filter /usr,$(PREFIX)),$(LIBDIR)/python3/dist-packages,$(LIBDIR)/python$(PYVERSION)/dist-packages)

WARN = -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wmissing-prototypes
ALL_CFLAGS = $(WARN) -D_POSIX_C_SOURCE=200809L -Ilib -MMD -MP \
	-DTT_VERSION='"$(VERSION)"' $(CFLAGS)
LIBS = -ljansson -lunistring -lpthread -lm

# Every cmd/tt-*.c is a tool with a page man/tt-*.1.
TOOLS = $(patsubst cmd/%.c,%,$(wildcard cmd/tt-*.c))
LIBOBJ = $(patsubst %.c,%.o,$(wildcard lib/*.c))
# libtt.so: the same sources compiled apart as position-independent code,
# so that the tools' own code stays as it was.  The soname changes with
# the first number of VERSION.
LIBPIC = $(LIBOBJ:.o=.pic.o)
SONAME = libtt.so.$(firstword $(subst ., ,$(VERSION)))
SOLIB = libtt.so.$(VERSION)
# What every tool links besides its own cmd/tt-*.o: the plumbing in cmd/.
CMDOBJ = $(patsubst %.c,%.o,$(filter-out cmd/tt-%.c,$(wildcard cmd/*.c)))
BIN = $(addprefix bin/,$(TOOLS))
TESTBIN = $(patsubst tests/%.c,bin/%,$(wildcard tests/*.c))
MAN1 = $(addprefix man/,$(addsuffix .1,$(TOOLS)))
MAN5 = man/tt-dict.5
# The library's pages: the calls of tt.h that have one.
MAN3 = $(wildcard man/*.3)

DICTSRC = dict/tr/tt-dict.tsv dict/tr/roots.tsv dict/tr/counts.tsv \
	dict/tr/trans.tsv dict/tr/bpe_tokenler.json

all: $(BIN) libtt.a $(SONAME) libtt.so dict/tr/tt-dict.img

# The built-in dictionary, compiled so that it maps at start-up.
dict/tr/tt-dict.img: bin/tt-dict $(DICTSRC)
	bin/tt-dict -d dict/tr compile

libtt.a: $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

# The functions of the public headers, which libtt.so exports alone.
libtt.sym: lib/tt.h lib/tt_eval.h
	{ echo '{ global:'; grep -ho '\btt_[a-z0-9_]*(' lib/tt.h lib/tt_eval.h | \
		sed 's/($$/;/' | sort -u; echo 'local: *; };'; } > $@

$(SOLIB): $(LIBPIC) libtt.sym
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -shared -Wl,-soname,$(SONAME) \
		-Wl,--version-script=libtt.sym -o $@ $(LIBPIC) $(LIBS)

$(SONAME) libtt.so: $(SOLIB)
	ln -sf $(SOLIB) $@

bin/%: cmd/%.o $(CMDOBJ) libtt.a
	@mkdir -p bin
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< $(CMDOBJ) libtt.a $(LIBS)

bin/test-%: tests/test-%.o libtt.a
	@mkdir -p bin
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< libtt.a $(LIBS)

%.o: %.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

%.pic.o: %.c
	$(CC) $(ALL_CFLAGS) -fPIC -c -o $@ $<

# The tools make install installs: linked apart in inst/, with cli.c told
# where the installed dictionary is, so that installing never relinks
# bin/, whose tools read the dictionary of their own tree (dict/tr).
# inst/paths.h is rewritten only when it changes, so that make install
# PREFIX=... relinks the installed tools alone.
INST = $(addprefix inst/,$(TOOLS))

inst/paths.h: FORCE
	@mkdir -p inst
	@printf '#define TT_DICTDIR "%s"\n' '$(DATADIR)/tt' > $@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv $@.tmp $@

inst/cli.o: cmd/cli.c inst/paths.h
	$(CC) $(ALL_CFLAGS) -include inst/paths.h -c -o $@ cmd/cli.c

inst/%: cmd/%.o $(filter-out cmd/cli.o,$(CMDOBJ)) inst/cli.o libtt.a
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(LIBS)

# Every external symbol of the library starts with tt_, and libtt.so
# exports what the public headers declare, no more, no less.
check-symbols: libtt.a $(SOLIB) libtt.sym
	@bad=$$(nm -g --defined-only libtt.a | awk 'NF==3 {print $$3}' | \
		grep -v '^tt_' || true); \
	if [ -n "$$bad" ]; then echo "exported symbols without tt_: $$bad"; exit 1; fi
	@printf '{ global:\n%s\nlocal: *; };\n' "$$(nm -D --defined-only $(SOLIB) | \
		awk '{print $$3 ";"}' | sort)" | diff -u libtt.sym - || \
		{ echo "$(SOLIB) does not export the public API"; exit 1; }

check: all $(TESTBIN) check-symbols
	@for t in $(TESTBIN); do $(VALGRIND) ./$$t || exit 1; done
	bats $(BATSFILES)
	PYTHONPATH=python $(PYTHON) -m unittest discover -v -s tests/python

# make check once more, every object built aside in .asan/tt under
# AddressSanitizer and UndefinedBehaviorSanitizer, the first report fatal.
# The C tests look for leaks too; the tools exit without freeing, so
# bats runs them without.  ../shared is seen there through a link.
# Python loads the sanitized libtt.so with the ASan runtime preloaded.
# All but tests/install.bats: it links a plain C program, also -static,
# against the installed library, which sanitized objects cannot be; make
# check runs it on the plain build.
BATSFILES = tests/
ASANDIR = .asan
ASANFLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all
check-asan:
	rm -rf $(ASANDIR) && mkdir -p $(ASANDIR)/tt
	tar -cf - Makefile README COPYING lib cmd tests dict man scripts python | \
		tar -xf - -C $(ASANDIR)/tt --exclude='*.o' --exclude='*.d' \
		--exclude=tt-dict.img --exclude=paths.h
	if [ -d ../shared ]; then ln -s "$$(cd ../shared && pwd)" $(ASANDIR)/shared; fi
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
	UBSAN_OPTIONS=print_stacktrace=1 \
		$(MAKE) -C $(ASANDIR)/tt check CFLAGS='$(ASANFLAGS)' \
		LDFLAGS='$(ASANFLAGS)' \
		VALGRIND='env ASAN_OPTIONS=detect_leaks=1:abort_on_error=1' \
		BATSFILES='$(filter-out tests/install.bats,$(wildcard tests/*.bats))' \
		PYTHON="env LD_PRELOAD=$$($(CC) -print-file-name=libasan.so) $(PYTHON)"

bench: all
	scripts/bench.sh
	scripts/ab.sh
	PYTHONPATH=python $(PYTHON) scripts/bench.py

lint:
	mandoc -Tlint -Wwarning $(MAN1) $(MAN3) $(MAN5)

# tt.pc names its directories from ${prefix} where they are under it, so
# that pkg-config --define-prefix can move it.  Libs.private: what
# pkg-config --static adds to link libtt.a.
pcdir = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))

tt.pc: FORCE
	printf 'prefix=%s\nlibdir=%s\nincludedir=%s\n\nName: tt\nDescription: %s\nVersion: %s\nLibs: -L$${libdir} -ltt\nLibs.private: -ljansson -lunistring -lpthread -lm\nCflags: -I$${includedir}\n' \
		'$(PREFIX)' '$(call pcdir,$(LIBDIR))' '$(call pcdir,$(INCLUDEDIR))' \
		'morphology-first tokenizers' '$(VERSION)' > $@

# The Python module's paths to libtt.so and the dictionary, from its own
# directory, so that a staged install (DESTDIR) works where it stands.
relpath = $(shell $(PYTHON) -c 'import os.path, sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))' '$(1)' '$(PYTHONDIR)/tt')

install: all tt.pc $(INST)
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
		$(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3 \
		$(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(PKGCONFIGDIR) \
		$(DESTDIR)$(DATADIR)/tt $(DESTDIR)$(PYTHONDIR)/tt
	cp $(INST) $(DESTDIR)$(BINDIR)/
	cp libtt.a $(SOLIB) $(DESTDIR)$(LIBDIR)/
	ln -sf $(SOLIB) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libtt.so
	cp lib/tt.h lib/tt_eval.h $(DESTDIR)$(INCLUDEDIR)/
	cp tt.pc $(DESTDIR)$(PKGCONFIGDIR)/
	cp $(MAN1) $(DESTDIR)$(MANDIR)/man1/
	cp $(MAN3) $(DESTDIR)$(MANDIR)/man3/
	cp $(MAN5) $(DESTDIR)$(MANDIR)/man5/
	cp -p dict/README dict/LICENSE.Apache-2.0 $(DICTSRC) $(DESTDIR)$(DATADIR)/tt/
	cp -p dict/tr/tt-dict.img $(DESTDIR)$(DATADIR)/tt/
	mkdir -p $(DESTDIR)$(DATADIR)/tt/id $(DESTDIR)$(DATADIR)/tt/validator
	cp -p dict/id/* $(DESTDIR)$(DATADIR)/tt/id/
	cp -p dict/validator/* $(DESTDIR)$(DATADIR)/tt/validator/
	cp python/tt/__init__.py $(DESTDIR)$(PYTHONDIR)/tt/
	printf '# Written by make install: from this directory.\nLIBRARY = %s\nDICTDIR = %s\n' \
		"'$(call relpath,$(LIBDIR)/$(SONAME))'" "'$(call relpath,$(DATADIR)/tt)'" \
		> $(DESTDIR)$(PYTHONDIR)/tt/_paths.py

uninstall:
	rm -f $(addprefix $(DESTDIR)$(BINDIR)/,$(TOOLS))
	rm -f $(addprefix $(DESTDIR)$(LIBDIR)/,libtt.a $(SOLIB) $(SONAME) libtt.so)
	rm -f $(DESTDIR)$(INCLUDEDIR)/tt.h $(DESTDIR)$(INCLUDEDIR)/tt_eval.h
	rm -f $(DESTDIR)$(PKGCONFIGDIR)/tt.pc
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man1/,$(notdir $(MAN1)))
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man3/,$(notdir $(MAN3)))
	rm -f $(DESTDIR)$(MANDIR)/man5/$(notdir $(MAN5))
	rm -rf $(DESTDIR)$(DATADIR)/tt $(DESTDIR)$(PYTHONDIR)/tt

clean:
	rm -rf bin inst libtt.a libtt.so* libtt.sym tt.pc dict/tr/tt-dict.img $(ASANDIR) lib/*.o lib/*.d cmd/*.o cmd/*.d tests/*.o tests/*.d

.PHONY: all check check-asan check-symbols bench lint install uninstall clean FORCE
.SECONDARY:

-include $(wildcard lib/*.d cmd/*.d tests/*.d inst/*.d)

# libFuzzer harnesses, run by scripts/fuzz.sh.  Built with clang from the
# library sources, since libtt.a comes from $(CC) without instrumentation.
FUZZCC = clang
FUZZFLAGS = -fsanitize=fuzzer,address,undefined -Ilib -std=c11 \
	-D_POSIX_C_SOURCE=200809L -DTT_VERSION='"fuzz"' -g -O1
FUZZBIN = bin/fuzz-roundtrip bin/fuzz-dict bin/fuzz-decode bin/fuzz-image

fuzz: $(FUZZBIN)

$(FUZZBIN): bin/fuzz-%: tests/fuzz/fuzz-%.c $(wildcard lib/*.c lib/*.h)
	@mkdir -p bin
	$(FUZZCC) $(FUZZFLAGS) -o $@ $< $(wildcard lib/*.c) $(LIBS)

.PHONY: fuzz
