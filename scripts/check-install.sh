#!/bin/sh
# What a user outside the checkout sees, from a copy of this checkout (committed files only):
#   1. `make install PREFIX=$WORK/p` from the copy, then the copy is deleted;
#   2. the C example builds with pkg-config against the prefix and runs;
#   3. `pip install` of the installed Python package into a fresh virtual environment measures
#      "H H" at 10 points as the C test does (17.42 wide, 13.62 tall), and so does the wheel
#      `make dist` writes, installed into another one with no prefix and no variables set;
#   4. `ldd` of the command and the library lists no libswift* (nor Foundation, dispatch), and
#      the installed command previews the fixture app's SwiftUI files with the installed kit;
#   5. `make dist`'s tarball, unpacked in a new folder, renders the demo;
#   6. `make uninstall` leaves nothing of Baseline in the prefix.
# WORK defaults to a new temporary folder; the release build is the slow part (minutes).
set -eu
checkout=$(cd "$(dirname "$0")/.." && pwd)
WORK=${WORK:-$(mktemp -d /tmp/baseline-install.XXXXXX)}
mkdir -p "$WORK"
PYTHON=${PYTHON:-python3}
echo "working in $WORK"

# 1. Install from a copy, then take the copy away.
git -C "$checkout" archive --format=tar --prefix=src/ HEAD | tar -C "$WORK" -xf -
make -C "$WORK/src" --no-print-directory install PREFIX="$WORK/p"
make -C "$WORK/src" --no-print-directory dist
mv "$WORK/src"/baseline-*.tar.gz "$WORK/src"/baseline_layout-*.whl "$WORK/"
rm -rf "$WORK/src"
prefix="$WORK/p"

# 2. The C example, built with pkg-config.
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
cc -std=c11 -Wall -Werror "$checkout/Examples/c/measure.c" $(pkg-config --cflags --libs baseline) -o "$WORK/measure"
(cd / && "$WORK/measure") > "$WORK/measure.out"
echo "C example: $(head -1 "$WORK/measure.out")"

# 3. The Python package in a fresh virtual environment, outside any checkout.
"$PYTHON" -m venv "$WORK/venv"
"$WORK/venv/bin/pip" install -q "$prefix/share/baseline/python"
(cd / && env -u PKG_CONFIG_PATH -u BASELINE_LIBRARY -u BASELINE_FONTS "$WORK/venv/bin/python" -c '
import baseline, math
m = baseline.measure_text("H H", family="Noto Sans", size=10)
assert math.isclose(m.width, 17.42, abs_tol=1e-9) and math.isclose(m.height, 13.62, abs_tol=1e-9), m
print("Python: \"H H\" at 10 pt is %g x %g" % (m.width, m.height))
')
(cd / && "$WORK/venv/bin/python" -m baseline check "$prefix/share/baseline/Examples/form.json" --no-overflow root)
"$PYTHON" -m venv "$WORK/wheel-venv"
"$WORK/wheel-venv/bin/pip" install -q --no-index "$WORK"/baseline_layout-*.whl
(cd / && env -u PKG_CONFIG_PATH -u BASELINE_LIBRARY -u BASELINE_FONTS "$WORK/wheel-venv/bin/python" -c '
import baseline, math, os
m = baseline.measure_text("H H", family="Noto Sans", size=10)
assert math.isclose(m.width, 17.42, abs_tol=1e-9) and math.isclose(m.height, 13.62, abs_tol=1e-9), m
assert baseline._library_path().startswith(os.path.dirname(baseline.__file__)), baseline._library_path()
print("wheel: \"H H\" at 10 pt is %g x %g, library and fonts from the wheel" % (m.width, m.height))
')

# 4. No Swift runtime needed.
for file in "$prefix/bin/baseline" "$prefix/lib/libBaselineC.so"; do
  if ldd "$file" | grep -E "libswift|libFoundation|libdispatch|libBlocksRuntime"; then
    echo "error: $file needs the Swift runtime"; exit 1
  fi
  echo "ldd $(basename "$file"): $(ldd "$file" | wc -l) libraries, none from Swift"
done

# The installed command compiles view files against the installed preview kit (the toolchain is
# needed for that, and only that) and lays their previews out: 7, one of which traps (exit 1).
set +e
(cd / && BASELINE_PREVIEW_CACHE="$WORK/preview-cache" "$prefix/bin/baseline" preview "$checkout/Tests/BaselineCommandsTests/Fixtures/PreviewApp" \
  -o "$WORK/previews" 2>/dev/null) > "$WORK/preview.out"
status=$?
set -e
grep -q '^Swatches.swift:21 "Swatches" preview: 150 x 40$' "$WORK/preview.out" && grep -q '^7 previews in ' "$WORK/preview.out" \
  && [ "$status" -eq 1 ] || { echo "error: the installed preview command failed (status $status)"; cat "$WORK/preview.out"; exit 1; }
echo "preview: $(tail -1 "$WORK/preview.out") with the installed kit ($(du -sh "$prefix/lib/baseline/preview" | cut -f1))"

# 5. The tarball, unpacked elsewhere, renders the demo.
mkdir "$WORK/unpacked"
tar -C "$WORK/unpacked" -xzf "$WORK"/baseline-*.tar.gz
(cd / && "$WORK"/unpacked/baseline-*/bin/baseline demo --output "$WORK/demo" > /dev/null)
echo "dist: $(ls "$WORK/demo" | wc -l) demo files from $(basename "$WORK"/baseline-*.tar.gz) ($(du -h "$WORK"/baseline-*.tar.gz | cut -f1))"
PKG_CONFIG_PATH="$(echo "$WORK"/unpacked/baseline-*/lib/pkgconfig)" pkg-config --modversion baseline > /dev/null

# 6. Uninstall (the makefile of the tarball's tree is not shipped: the checkout's is used).
make -C "$checkout" --no-print-directory uninstall PREFIX="$prefix"
left=$(find "$prefix" -type f | wc -l)
[ "$left" -eq 0 ] || { echo "error: uninstall left $left files"; find "$prefix" -type f; exit 1; }
echo "uninstall: nothing left under $prefix"
echo "ok: install, pkg-config, pip, ldd, dist and uninstall"
