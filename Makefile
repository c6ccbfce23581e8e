# Baseline: build, demo, tests and benchmarks.
#
#   make demo    installs what is missing, then renders the example scenes to out/demo/*.svg and
#                lays out the bundled multi-script sample
#   make test    installs what is missing, then runs the whole test suite: the Swift tests, the C
#                library's test, example and eight-thread probe (gcc), the Python package's
#                tests (pytest), and the preview gallery in headless Chromium (installed from
#                Debian when missing)
#   make test-sanitized
#                the test suite again under AddressSanitizer with LeakSanitizer (own build
#                folder, .build-asan): a memory error or a leak fails it
#   make fuzz    libFuzzer over the C library for FUZZ_SECONDS (own build folder, .build-fuzz)
#   make bench   installs what is missing, then runs the typography, layout, form and long-run
#                benchmarks (release build)
#   make install installs under PREFIX (default /usr/local): bin/baseline, lib/libBaselineC.so
#                (versioned soname), include/baseline.h, lib/pkgconfig/baseline.pc, and
#                lib/baseline/preview (the preview kit, for `baseline preview`, which also needs the
#                Swift toolchain), share/baseline (Fonts, Examples, the Python package); both programs carry the
#                Swift runtime inside, so a machine without Swift runs them. `make uninstall`
#                removes what it installed.
#   make dist    writes baseline-VERSION-linux-ARCH.tar.gz: the same tree, relocatable; and a
#                wheel of the Python package carrying the library and fonts
#   make docs    writes the documentation of the modules users import as a static site
#                (DocC, .build/docs-site; open index.html through any web server)
#
# Prerequisites are Debian 12 packages; they are installed with apt-get only when missing.

DEBIAN_PACKAGES := pkg-config libharfbuzz-dev libfreetype-dev libicu-dev zlib1g-dev libjpeg62-turbo-dev
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: preview-kit browser-test deps demo test c-library c-test python-deps python-test test-sanitized fuzz bench release-build install \
  uninstall dist check-install docs clean

PYTHON ?= python3
CC ?= cc

PREFIX ?= /usr/local

deps:
	@missing=""; \
	for package in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@command -v swift >/dev/null || { echo "error: the Swift 6 toolchain (swift) is not on PATH"; exit 1; }

demo: deps
	swift run baseline demo --output out/demo
	swift run baseline paragraph

test: deps
	swift test
	$(PYTHON) scripts/undocumented.py --fail
	$(MAKE) --no-print-directory c-test python-test browser-test

# The preview gallery and live page in headless Chromium (scripts/preview-browser-test.py): the
# page loads without console errors, clicks show frames and baselines, an edit reloads it.
# Chromium comes from Debian, installed when missing.
browser-test: deps
	@command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends chromium; }
	swift build --product baseline
	swift build --product BaselinePreviewKit
	$(PYTHON) scripts/preview-browser-test.py .build/debug/baseline

# What `baseline preview` compiles users' view files against (.build/debug): libBaselinePreviewKit.so,
# the modules beside it (BaselineSwiftUI, BaselineCombine and the other stand-ins, which the
# command aliases Apple's names to) and the #Preview macro's plugin.
preview-kit: deps
	swift build --product BaselinePreviewKit
	swift build --product baseline

# The C library (libBaselineC.so, Sources/BaselineC/include/baseline.h), its test and example.
c-library: deps
	swift build --product BaselineC

C_FLAGS := -std=c11 -Wall -Wextra -Werror -I Sources/BaselineC/include
C_LINK := -L .build/debug -lBaselineC -lm -lpthread -Wl,-rpath,$(CURDIR)/.build/debug

c-test: c-library
	$(CC) $(C_FLAGS) Tests/C/baseline_test.c $(C_LINK) -o .build/c-test
	.build/c-test
	$(CC) $(C_FLAGS) Examples/c/measure.c $(C_LINK) -o .build/c-example
	.build/c-example > /dev/null
	$(CC) $(C_FLAGS) Tests/C/threads_probe.c $(C_LINK) -o .build/c-threads-probe
	.build/c-threads-probe Examples/*.json

# The Python package (python/baseline, ctypes over the C library) and its pytest suite; the
# Taffy flex-row example runs when `stretchable` can be installed.
python-deps:
	@$(PYTHON) -c "import pytest" 2>/dev/null || $(PYTHON) -m pip install -q pytest
	@$(PYTHON) -c "import stretchable" 2>/dev/null || $(PYTHON) -m pip install -q stretchable \
	  || echo "stretchable could not be installed: the flex-row example test is skipped"

python-test: c-library python-deps
	BASELINE_LIBRARY=$(CURDIR)/.build/debug/libBaselineC.so $(PYTHON) -m pytest -q python/tests

test-sanitized: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0 swift test --sanitize=address --scratch-path .build-asan

# libFuzzer over the C library (Tests/Fuzz/scene_fuzzer.c): the Swift code built with
# AddressSanitizer and libFuzzer's coverage counters in its own folder (.build-fuzz), starting from
# the example scenes; runs for FUZZ_SECONDS and keeps what it finds in .build-fuzz/corpus (a crash
# as a crash-* file in .build-fuzz). Leaks are checked with the suite's suppressions.
FUZZ_SECONDS ?= 300
FUZZ_CLANG ?= $(dir $(shell command -v swift))clang

fuzz: deps
	swift build --product BaselineC --sanitize=address \
	  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp --scratch-path .build-fuzz
	$(FUZZ_CLANG) -g -O1 -fsanitize=fuzzer,address -I Sources/BaselineC/include Tests/Fuzz/scene_fuzzer.c \
	  -L .build-fuzz/debug -lBaselineC -Wl,-rpath,$(CURDIR)/.build-fuzz/debug -o .build-fuzz/scene-fuzzer \
	  2>&1 | grep -v "Cannot export local symbol" || true
	mkdir -p .build-fuzz/corpus
	cp Examples/*.json .build-fuzz/corpus/
	cd .build-fuzz && LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp ./scene-fuzzer \
	  -max_total_time=$(FUZZ_SECONDS) -timeout=60 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 corpus

bench: deps
	swift build -c release --product typography-bench
	swift build -c release --product layout-bench
	swift build -c release --product long-run-bench
	swift build -c release --product form-bench
	.build/release/typography-bench
	.build/release/layout-bench
	.build/release/form-bench
	.build/release/long-run-bench

# The shipped build (own folder, .build-dist): the command with the Swift runtime linked in
# statically, and the C library linked again from its objects with the static Swift runtime
# (SwiftPM links a dynamic library against the shared runtime only). The C libraries Debian
# packages give (HarfBuzz, FreeType, ICU, zlib, libjpeg) stay shared.
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' python/pyproject.toml)
SOVERSION := $(firstword $(subst ., ,$(VERSION)))
ARCH := $(shell uname -m)
DIST_BUILD := .build-dist/release
DIST_LIBRARY := $(DIST_BUILD)/libBaselineC.so.$(VERSION)
# What Foundation needs beside the standard library when it is linked into a shared library
# statically (an executable gets these from the driver); `-z defs` fails the link if one is
# missing rather than leaving the library to fail where it is loaded.
SWIFT_STATIC_LIBRARIES := -lFoundation -lFoundationInternationalization -lFoundationEssentials -lCoreFoundation \
  -l_FoundationICU -l_FoundationCollections -l_FoundationCShims -lswiftDispatch -ldispatch -lBlocksRuntime \
  -lswiftSynchronization -lswiftObservation -lswift_StringProcessing -lswift_RegexParser -lswift_Concurrency \
  -lswiftGlibc -lswift_Builtin_float

release-build: deps
	swift build -c release --static-swift-stdlib --product baseline --scratch-path .build-dist
	swift build -c release --product BaselineC --scratch-path .build-dist
	rm -f $(DIST_LIBRARY)
	swiftc -emit-library -static-stdlib -module-name BaselineC -o $(DIST_LIBRARY) \
	  @$(DIST_BUILD)/BaselineC.product/Objects.LinkFileList $(SWIFT_STATIC_LIBRARIES) \
	  -lz -lfreetype -lharfbuzz -ljpeg -licuuc -licudata \
	  -Xlinker --gc-sections -Xlinker -soname=libBaselineC.so.$(SOVERSION) -Xlinker -z -Xlinker defs \
	  2>&1 | { grep -v "mktemp" || true; }
	@test -f $(DIST_LIBRARY)
	swift build -c release --product BaselinePreviewKit --scratch-path .build-dist

# Installs the tree into $(DESTDIR)$(PREFIX) and lists every file it wrote in
# share/baseline/installed-files, which `make uninstall` reads.
STAGE = $(DESTDIR)$(PREFIX)
install: release-build
	install -d $(STAGE)/bin $(STAGE)/lib/pkgconfig $(STAGE)/include $(STAGE)/share/baseline
	install -m 755 -s $(DIST_BUILD)/baseline $(STAGE)/bin/baseline
	install -m 755 -s $(DIST_LIBRARY) $(STAGE)/lib/libBaselineC.so.$(VERSION)
	ln -sf libBaselineC.so.$(VERSION) $(STAGE)/lib/libBaselineC.so.$(SOVERSION)
	ln -sf libBaselineC.so.$(SOVERSION) $(STAGE)/lib/libBaselineC.so
	install -m 644 Sources/BaselineC/include/baseline.h $(STAGE)/include/baseline.h
	sed -e 's|@VERSION@|$(VERSION)|' Sources/BaselineC/baseline.pc.in > $(STAGE)/lib/pkgconfig/baseline.pc
	rm -rf $(STAGE)/share/baseline/Fonts $(STAGE)/share/baseline/Examples $(STAGE)/share/baseline/python
	cp -R Fonts Examples $(STAGE)/share/baseline/
	mkdir -p $(STAGE)/share/baseline/python
	cp -R python/pyproject.toml python/baseline $(STAGE)/share/baseline/python/
	rm -rf $(STAGE)/share/baseline/python/baseline/__pycache__
	echo 'PREFIX = "$(PREFIX)"' > $(STAGE)/share/baseline/python/baseline/_prefix.py
	scripts/install-preview-kit.sh $(DIST_BUILD) $(STAGE)/lib/baseline/preview
	cd $(STAGE) && find bin/baseline lib/libBaselineC.so* lib/pkgconfig/baseline.pc include/baseline.h \
	  lib/baseline share/baseline -mindepth 0 \( -type f -o -type l \) | sort > share/baseline/installed-files
	echo share/baseline/installed-files >> $(STAGE)/share/baseline/installed-files

uninstall:
	@test -f $(STAGE)/share/baseline/installed-files || { echo "nothing installed under $(STAGE)"; exit 1; }
	cd $(STAGE) && xargs rm -f < share/baseline/installed-files
	@# pip builds the Python package in its folder (build/, *.egg-info): the folder is ours.
	rm -rf $(STAGE)/share/baseline/python
	cd $(STAGE) && find share/baseline lib/baseline -depth -type d -empty -delete 2>/dev/null || true

# The install tree in a tarball that works unpacked anywhere: the pkg-config file finds its
# prefix from its own place, the programs find share/baseline beside them. The Python package
# has no recorded prefix (pkg-config or $$BASELINE_LIBRARY find the library). Beside the tarball,
# a wheel of the Python package that carries the library and the fonts (scripts/build-wheel.py):
# `pip install baseline_layout-VERSION-py3-none-linux_ARCH.whl` needs nothing else from Baseline.
DIST_NAME := baseline-$(VERSION)-linux-$(ARCH)
dist: release-build
	rm -rf .build-dist/stage
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/.build-dist/stage PREFIX=/$(DIST_NAME)
	rm .build-dist/stage/$(DIST_NAME)/share/baseline/python/baseline/_prefix.py
	sed -i '/_prefix.py/d' .build-dist/stage/$(DIST_NAME)/share/baseline/installed-files
	tar -C .build-dist/stage -czf $(DIST_NAME).tar.gz $(DIST_NAME)
	strip --strip-unneeded -o .build-dist/wheel-libBaselineC.so $(DIST_LIBRARY)
	$(PYTHON) scripts/build-wheel.py --library .build-dist/wheel-libBaselineC.so --fonts Fonts --python python --output .
	@ls -l $(DIST_NAME).tar.gz baseline_layout-$(VERSION)-py3-none-linux_$(ARCH).whl

# What a user outside the checkout sees (scripts/check-install.sh): install from a copy of the
# checkout that is then removed, build the C example with pkg-config, pip-install the Python
# package into a fresh virtual environment, check that no Swift library is needed, and render
# the demo from the unpacked tarball.
check-install: deps
	scripts/check-install.sh

# The DocC catalogs (Sources/Baseline/Baseline.docc: getting started, alignment and baselines,
# scenes and the command line, testing) and every documented symbol of the modules users
# import, combined into one static site. `--experimental-documentation-coverage` added to the
# command prints how much of each module is documented.
DOC_TARGETS := Baseline SwiftUISurface LayoutCore BaselineStyle Typography BaselineRendering BaselineScenes BaselineTesting
docs: deps
	swift package --allow-writing-to-directory .build/docs-site generate-documentation \
	  $(foreach target,$(DOC_TARGETS),--target $(target)) --enable-experimental-combined-documentation \
	  --disable-indexing --transform-for-static-hosting --output-path .build/docs-site

clean:
	rm -rf .build .build-asan .build-dist
