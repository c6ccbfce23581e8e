#!/bin/sh
# Installs the preview kit (what `baseline preview` compiles users' view files against) from a
# release build folder into DEST: libBaselinePreviewKit.so, the Swift modules it exports, the
# #Preview macro's plugin, the C modules' maps and headers the Swift modules need, and
# preview-flags (the compiler flags, one per line, {KIT} standing for the kit's folder).
#   scripts/install-preview-kit.sh BUILD_DIR DEST
set -eu
build=$1
dest=$2
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dest"
mkdir -p "$dest/Modules" "$dest/c"
install -m 755 "$build/libBaselinePreviewKit.so" "$dest/libBaselinePreviewKit.so"
install -m 755 "$build/BaselineMacros-tool" "$dest/BaselineMacros-tool"
for module in Baseline BaselineDisplay BaselinePreview BaselineRendering BaselineScenes BaselineStyle LayoutCore SwiftUISurface Typography \
  BaselineSwiftUI BaselineCombine BaselineUniformTypeIdentifiers BaselineCoreTransferable BaselineAccessibility BaselineWidgetKit \
  BaselineCoreGraphics BaselineUIKit BaselineCoreLocation BaselineMapKit BaselineCharts Baselineos BaselineFoundationOverlay; do
  install -m 644 "$build/Modules/$module.swiftmodule" "$dest/Modules/$module.swiftmodule"
done
flags="$dest/preview-flags"
: > "$flags"
# System libraries: their own module maps and shims.
for module in CFreeType CHarfBuzz CZlib; do
  mkdir -p "$dest/c/$module"
  install -m 644 "$root/Sources/$module/module.modulemap" "$root/Sources/$module/shim.h" "$dest/c/$module/"
  printf -- '-Xcc\n-fmodule-map-file={KIT}/c/%s/module.modulemap\n' "$module" >> "$flags"
done
# C targets: their headers, and a module map like the one SwiftPM writes for them.
for module in CICUBridge CJPEGBridge; do
  mkdir -p "$dest/c/$module/include"
  install -m 644 "$root/Sources/$module/include/"*.h "$dest/c/$module/include/"
  printf 'module %s {\n    umbrella header "include/%s.h"\n    export *\n}\n' "$module" "$module" > "$dest/c/$module/module.modulemap"
  printf -- '-Xcc\n-fmodule-map-file={KIT}/c/%s/module.modulemap\n-Xcc\n-I{KIT}/c/%s/include\n' "$module" "$module" >> "$flags"
done
# The system headers the shims include.
for flag in $(pkg-config --cflags-only-I freetype2 harfbuzz); do
  printf -- '-Xcc\n%s\n' "$flag" >> "$flags"
done
