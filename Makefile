# Baseline: build, demo, tests and benchmarks.
#
#   make demo    installs what is missing, then renders the example scenes to out/demo/*.svg and
#                lays out the bundled multi-script sample
#   make test    installs what is missing, then runs the whole test suite
#   make test-sanitized
#                the test suite again under AddressSanitizer with LeakSanitizer (own build
#                folder, .build-asan): a memory error or a leak fails it
#   make bench   installs what is missing, then runs the typography, layout, form and long-run
#                benchmarks (release build)
#   make install installs the baseline command, its fonts and examples under PREFIX
#
# Prerequisites are Debian 12 packages; they are installed with apt-get only when missing.

DEBIAN_PACKAGES := pkg-config libharfbuzz-dev libfreetype-dev libicu-dev zlib1g-dev libjpeg62-turbo-dev
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: deps demo test test-sanitized bench install clean

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

test-sanitized: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0 swift test --sanitize=address --scratch-path .build-asan

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
