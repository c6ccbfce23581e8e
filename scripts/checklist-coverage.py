#!/usr/bin/env python3
"""Counts the names of SwiftUI's API checklist that `import Baseline` declares.

Usage: scripts/checklist-coverage.py CHECKLIST.md [--missing] [--build-dir .build/debug]

Each name becomes one line of a Swift file that refers to it (`_ = view.padding`,
`_ = Font.body`, `_ = Path.self`); the file is type-checked against the built modules and a
line counts as missing only when the compiler says the name does not exist ("has no member",
"cannot find ... in scope"). Any other diagnostic (an ambiguous overload, an instance member
used on a type) means the name is declared. Build first (`swift build`).
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

MISSING = re.compile(r"has no member|cannot find '[^']+' in scope|no type named|is not a member type")


def read_checklist(path):
    section = None
    rows = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("## "):
            section = line[3:].strip()
        match = re.match(r"^\| `([^`]+)` \| ([LPB]) \|", line)
        if match and section:
            rows.append((section, match.group(1), match.group(2)))
    return rows


def reference(section, name):
    if section.startswith("View modifier"):
        return f"_ = view.{name}"
    if section.startswith("Text modifier") and not name.startswith("Text."):
        return f"_ = text.{name}"
    owner, _, member = name.rpartition(".")
    if owner and not member[0].isalpha():
        return f"_ = ({member}) as ({owner}, {owner}) -> {owner}"
    if owner and member[0].isupper():
        return f"_ = {name}.self"
    if owner:
        return f"_ = {name}"
    return f"_ = {name}.self"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checklist")
    parser.add_argument("--missing", action="store_true", help="list the missing names")
    parser.add_argument("--build-dir", default=".build/debug")
    args = parser.parse_args()

    rows = read_checklist(args.checklist)
    header = ["import Baseline", "@MainActor func references(view: EmptyView, text: Text) {"]
    lines = header + ["  " + reference(section, name) for section, name, _ in rows] + ["}"]
    first = len(header) + 1
    includes = []
    for target in sorted(os.listdir("Sources")):
        for folder in (os.path.join("Sources", target), os.path.join("Sources", target, "include")):
            if os.path.exists(os.path.join(folder, "module.modulemap")):
                includes += ["-I", folder]
        generated = os.path.join(args.build_dir, target + ".build", "module.modulemap")
        if os.path.exists(generated):
            includes += ["-Xcc", "-fmodule-map-file=" + generated, "-Xcc", "-I" + os.path.join("Sources", target, "include")]
    for folder in ("/usr/include/freetype2", "/usr/include/harfbuzz"):
        includes += ["-Xcc", "-I" + folder]
    with tempfile.TemporaryDirectory() as folder:
        folder = os.environ.get("KEEP_DIR", folder)
        source = os.path.join(folder, "References.swift")
        with open(source, "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        modules = os.path.join(args.build_dir, "Modules")
        if not os.path.isdir(modules):
            modules = args.build_dir
        command = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules] + includes + [source]
        result = subprocess.run(command, capture_output=True, text=True)
    missing_lines = set()
    for line in (result.stdout + result.stderr).splitlines():
        match = re.match(r"^.*References\.swift:(\d+):\d+: error: (.*)$", line)
        if match and MISSING.search(match.group(2)):
            missing_lines.add(int(match.group(1)))
    if "no such module" in result.stderr or "missing required module" in result.stderr:
        sys.exit(result.stderr)

    totals = collections.Counter()
    found = collections.Counter()
    missing = []
    for index, (section, name, kind) in enumerate(rows):
        totals[kind] += 1
        if first + index in missing_lines:
            missing.append((kind, section, name))
        else:
            found[kind] += 1
    for kind in "LPB":
        print(f"{kind}: {found[kind]} of {totals[kind]}")
    print(f"all: {sum(found.values())} of {sum(totals.values())}")
    if args.missing:
        for kind, section, name in sorted(missing):
            print(f"missing {kind} {section}: {name}")


if __name__ == "__main__":
    main()
