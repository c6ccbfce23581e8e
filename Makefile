# Baseline: build, demo, tests and benchmarks.
#
#   make demo    installs what is missing, then renders the example scenes to out/demo/*.svg and
#                lays out the bundled multi-script sample
#   make test    installs what is missing, then runs the whole test suite: the Swift tests, the C
#                library's test, example and eight-thread probe (gcc), and the Python package's
#                tests (pytest)
#   make test-sanitized
#                the test suite again under AddressSanitizer with LeakSanitizer (own build
#                folder, .build-asan): a memory error or a leak fails it
#   make fuzz    libFuzzer over the C library for FUZZ_SECONDS (own build folder, .build-fuzz)
#   make bench   installs what is missing, then runs the typography, layout, form and long-run
#                benchmarks (release build)
#   make install installs the baseline command, its fonts and examples under PREFIX
#
# Prerequisites are Debian 12 packages; they are installed with apt-get only when missing.

DEBIAN_PACKAGES := pkg-config libharfbuzz-dev libfreetype-dev libicu-dev zlib1g-dev libjpeg62-turbo-dev
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: deps demo test c-library c-test python-deps python-test test-sanitized fuzz bench install clean

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
	$(MAKE) --no-print-directory c-test python-test

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

# The baseline command with its data: PREFIX/bin/baseline finds PREFIX/share/baseline/Fonts and
# PREFIX/share/baseline/Examples from its own location.
install: deps
	swift build -c release --product baseline
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/baseline
	install -m 755 .build/release/baseline $(DESTDIR)$(PREFIX)/bin/baseline
	rm -rf $(DESTDIR)$(PREFIX)/share/baseline/Fonts $(DESTDIR)$(PREFIX)/share/baseline/Examples
	cp -R Fonts Examples $(DESTDIR)$(PREFIX)/share/baseline/

clean:
	rm -rf .build .build-asan
