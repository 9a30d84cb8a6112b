# tt: morphology-first tokenizers as Unix filters.  GNU make.
VERSION = 0.1.0

CC ?= cc
CFLAGS ?= -O2 -g -flto=auto -ffat-lto-objects
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig

WARN = -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wmissing-prototypes
ALL_CFLAGS = $(WARN) -D_POSIX_C_SOURCE=200809L -Ilib -MMD -MP \
	-DTT_VERSION='"$(VERSION)"' $(CFLAGS)
LIBS = -ljansson -lunistring -lpthread -lm

# Every cmd/tt-*.c is a tool with a page man/tt-*.1.
TOOLS = $(patsubst cmd/%.c,%,$(wildcard cmd/tt-*.c))
LIBOBJ = $(patsubst %.c,%.o,$(wildcard lib/*.c))
# What every tool links besides its own cmd/tt-*.o: the plumbing in cmd/.
CMDOBJ = $(patsubst %.c,%.o,$(filter-out cmd/tt-%.c,$(wildcard cmd/*.c)))
BIN = $(addprefix bin/,$(TOOLS))
TESTBIN = $(patsubst tests/%.c,bin/%,$(wildcard tests/*.c))
MAN1 = $(addprefix man/,$(addsuffix .1,$(TOOLS)))
MAN5 = man/tt-dict.5

DICTSRC = dict/tr/tt-dict.tsv dict/tr/roots.tsv dict/tr/counts.tsv \
	dict/tr/bpe_tokenler.json

all: $(BIN) libtt.a dict/tr/tt-dict.img

# The built-in dictionary, compiled so that it maps at start-up.
dict/tr/tt-dict.img: bin/tt-dict $(DICTSRC)
	bin/tt-dict -d dict/tr compile

libtt.a: $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

bin/%: cmd/%.o $(CMDOBJ) libtt.a
	@mkdir -p bin
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< $(CMDOBJ) libtt.a $(LIBS)

bin/test-%: tests/test-%.o libtt.a
	@mkdir -p bin
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< libtt.a $(LIBS)

%.o: %.c
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# Where the installed dictionary is, rewritten only when it changes, so
# that make install PREFIX=... after make rebuilds what depends on it.
cmd/paths.h: FORCE
	@printf '#define TT_DICTDIR "%s"\n' '$(DATADIR)/tt' > $@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv $@.tmp $@

cmd/cli.o: cmd/paths.h

# Every external symbol of the library starts with tt_.
check-symbols: libtt.a
	@bad=$$(nm -g --defined-only libtt.a | awk 'NF==3 {print $$3}' | \
		grep -v '^tt_' || true); \
	if [ -n "$$bad" ]; then echo "exported symbols without tt_: $$bad"; exit 1; fi

check: all $(TESTBIN) check-symbols
	@for t in $(TESTBIN); do $(VALGRIND) ./$$t || exit 1; done
	bats tests/

# make check once more, every object built aside in .asan/tt under
# AddressSanitizer and UndefinedBehaviorSanitizer, the first report fatal.
# The C tests look for leaks too; the tools exit without freeing, so
# bats runs them without.  ../shared is seen there through a link.
ASANDIR = .asan
ASANFLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all
check-asan:
	rm -rf $(ASANDIR) && mkdir -p $(ASANDIR)/tt
	tar -cf - Makefile README COPYING lib cmd tests dict man scripts | \
		tar -xf - -C $(ASANDIR)/tt --exclude='*.o' --exclude='*.d' \
		--exclude=tt-dict.img --exclude=paths.h
	if [ -d ../shared ]; then ln -s "$$(cd ../shared && pwd)" $(ASANDIR)/shared; fi
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
	UBSAN_OPTIONS=print_stacktrace=1 \
		$(MAKE) -C $(ASANDIR)/tt check CFLAGS='$(ASANFLAGS)' \
		LDFLAGS='$(ASANFLAGS)' \
		VALGRIND='env ASAN_OPTIONS=detect_leaks=1:abort_on_error=1'

bench: all
	scripts/bench.sh

lint:
	mandoc -Tlint -Wwarning $(MAN1) $(MAN5)

tt.pc: FORCE
	printf 'prefix=%s\nlibdir=%s\nincludedir=%s\n\nName: tt\nDescription: %s\nVersion: %s\nLibs: -L$${libdir} -ltt\nLibs.private: -ljansson -lunistring -lpthread -lm\nCflags: -I$${includedir}\n' \
		'$(PREFIX)' '$(LIBDIR)' '$(INCLUDEDIR)' \
		'morphology-first tokenizers' '$(VERSION)' > $@

install: all tt.pc
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
		$(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 \
		$(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(DATADIR)/tt
	cp $(BIN) $(DESTDIR)$(BINDIR)/
	cp libtt.a $(DESTDIR)$(LIBDIR)/
	cp lib/tt.h lib/tt_eval.h $(DESTDIR)$(INCLUDEDIR)/
	cp tt.pc $(DESTDIR)$(PKGCONFIGDIR)/
	cp $(MAN1) $(DESTDIR)$(MANDIR)/man1/
	cp $(MAN5) $(DESTDIR)$(MANDIR)/man5/
	cp -p dict/README $(DICTSRC) $(DESTDIR)$(DATADIR)/tt/
	cp -p dict/tr/tt-dict.img $(DESTDIR)$(DATADIR)/tt/
	mkdir -p $(DESTDIR)$(DATADIR)/tt/id $(DESTDIR)$(DATADIR)/tt/validator
	cp -p dict/id/* $(DESTDIR)$(DATADIR)/tt/id/
	cp -p dict/validator/* $(DESTDIR)$(DATADIR)/tt/validator/

uninstall:
	rm -f $(addprefix $(DESTDIR)$(BINDIR)/,$(TOOLS))
	rm -f $(DESTDIR)$(LIBDIR)/libtt.a $(DESTDIR)$(INCLUDEDIR)/tt.h \
		$(DESTDIR)$(INCLUDEDIR)/tt_eval.h
	rm -f $(DESTDIR)$(PKGCONFIGDIR)/tt.pc
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man1/,$(notdir $(MAN1)))
	rm -f $(DESTDIR)$(MANDIR)/man5/$(notdir $(MAN5))
	rm -rf $(DESTDIR)$(DATADIR)/tt

clean:
	rm -rf bin libtt.a tt.pc dict/tr/tt-dict.img $(ASANDIR) cmd/paths.h lib/*.o lib/*.d cmd/*.o cmd/*.d tests/*.o tests/*.d

.PHONY: all check check-asan check-symbols bench lint install uninstall clean FORCE
.SECONDARY:

-include $(wildcard lib/*.d cmd/*.d tests/*.d)

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
