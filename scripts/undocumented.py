#!/usr/bin/env python3
"""Lists public and open declarations without a doc comment, per module.

    scripts/undocumented.py [MODULE...] [--list] [--fail]

A declaration is documented when a `///` or `/** */` comment ends right above it (attributes
such as `@inlinable` or `@_disfavoredOverload` may sit between). Members of an extension count
as the extension's module's. What DocC inherits from a protocol requirement (a conformance's
`body`, `sizeThatFits`, `makeBody`, a public protocol's requirement implemented by a member, a
default implementation in a protocol's extension) is not listed: it reads the requirement's
documentation. Counts per module are printed; `--list` prints each
undocumented declaration as file:line; `--fail` exits 1 when any is left.
"""

from __future__ import annotations

import os
import re
import sys

MODULES = ["Baseline", "SwiftUISurface", "LayoutCore", "BaselineStyle", "Typography", "BaselineRendering", "BaselineScenes",
           "BaselineTesting", "BaselineDisplay", "BaselineSnapshotTesting", "BaselinePreview"]

DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open)(?:\(set\))?\s+)+"
    r"(?:(?:static|class|final|override|mutating|nonmutating|nonisolated|convenience|required|indirect|"
    r"dynamic|lazy|weak|unowned|prefix|postfix|infix|consuming|borrowing)\s+)*"
    r"(func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|associatedtype|case|"
    r"macro|extension)\b\s*([^\s(:<{=]*)")

# Members whose documentation DocC takes from the protocol requirement they implement.
INHERITED = {
    "body", "makeBody", "sizeThatFits", "placeSubviews", "explicitAlignment", "spacing", "makeCache",
    "updateCache", "layoutProperties", "defaultValue", "reduce", "path", "resolve",
    "==", "<", "encode", "init(from:)", "makeIterator", "next", "startIndex", "endIndex",
    "index", "count", "subscript", "wrappedValue", "projectedValue", "callAsFunction",
    "animatableData", "_makeView", "_makeViewList", "buildBlock", "buildExpression", "buildEither",
    "buildOptional", "buildIf", "buildLimitedAvailability", "buildArray", "buildFinalResult",
    "buildPartialBlock", "inset", "_mergesSubviewGuidesOnly", "_alignmentLines",
    "formIndex", "isEmpty", "update", "effectValue", "reduce(value:nextValue:)", "makeNSView", "makeUIView",
    "previews", "previewDisplayName", "previewLayout", "platform",
    # Collection's, as a `Binding` to a collection implements them
    "Element", "Iterator", "SubSequence", "Index", "Indices", "indices",
}


def documented(lines: list[str], index: int) -> bool:
    """Whether a doc comment ends right above line `index` (attributes and blank-free)."""
    above = index - 1
    while above >= 0 and re.match(r"^\s*(@[\w.]+(\(.*\))?\s*)+$", lines[above]):
        above -= 1
    if above < 0:
        return False
    text = lines[above].strip()
    return text.startswith("///") or text.endswith("*/")


def requirements(root: str) -> dict[str, set[str]]:
    """Each protocol's requirement names, from every module (a top-level `protocol P` body)."""
    found: dict[str, set[str]] = {}
    for folder, _, names in os.walk(os.path.join(root, "Sources")):
        for name in names:
            if not name.endswith(".swift"):
                continue
            current = None
            for line in open(os.path.join(folder, name), encoding="utf-8"):
                start = re.match(r"^public protocol (\w+)", line)
                if start:
                    current = found.setdefault(start.group(1), set())
                elif line.startswith("}"):
                    current = None
                elif current is not None:
                    member = re.match(r"^\s*(?:@\w+\s+)*(?:static |mutating )*(?:func|var|associatedtype) (\w+)", line)
                    if member:
                        current.add(member.group(1))
                    elif re.match(r"^\s*init\b", line):
                        current.add("init")
    return found


def scan(module: str, root: str) -> tuple[list[tuple[str, int, str]], int]:
    """The undocumented declarations of `module`, and how many declarations were checked."""
    missing = []
    checked = 0
    protocols = requirements(root)
    implemented = set().union(*protocols.values()) - {"Body", "Value", "Data", "Cache"}
    protocols_types = {"Body", "Value", "Data", "Cache", "InsetShape", "TableRowValue"}
    directory = os.path.join(root, "Sources", module)
    for folder, _, names in os.walk(directory):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            lines = open(path, encoding="utf-8").read().split("\n")
            extended: set[str] = set()
            enums: list[int] = []  # indentation of the public enums the line is in
            in_protocol = False  # a requirement is documented where it is declared
            for index, line in enumerate(lines):
                if re.match(r"^(?:@\w+ )*public protocol ", line):
                    in_protocol = True
                elif line.startswith("}"):
                    in_protocol = False
                indent = len(line) - len(line.lstrip(" "))
                while enums and line.strip() == "}" and indent == enums[-1]:
                    enums.pop()
                if re.match(r"^\s*(?:@\w+\s+)*public (?:indirect )?enum ", line) and line.rstrip().endswith("{"):
                    enums.append(indent)
                elif enums and indent == enums[-1] + 2 and re.match(r"^\s*(?:indirect )?case [A-Za-z_`]", line):
                    # Each element of a case declaration needs its own comment in DocC, so a list
                    # of several counts as undocumented: give each a line.
                    if "," in line.split("(")[0] or not documented(lines, index):
                        missing.append((os.path.relpath(path, root), index + 1, line.strip()))
                    continue
                opened = re.match(r"^(?:public )?extension ([\w.]+)", line)
                if opened:
                    extended = protocols.get(opened.group(1).split(".")[-1], set())
                elif line.startswith("}"):
                    extended = set()
                if re.match(r"^extension .*\{ public ", line):
                    checked += 1
                    missing.append((os.path.relpath(path, root), index + 1, line.strip()))
                    continue  # a member declared on the extension's line: give it lines of its own
                match = DECLARATION.match(line)
                if not match:
                    continue
                kind, identifier = match.group(1), match.group(2)
                if kind == "extension" or (not in_protocol and (identifier or kind) in INHERITED):
                    continue
                if kind == "typealias" and line.startswith((" ", "\t")) and identifier in protocols_types:
                    continue  # an associated type's witness (a gesture's `Value`)
                if kind == "let" and identifier == "name" and " static " in line:
                    continue  # Foundation's AttributedStringKey.name
                if kind == "func" and re.search(r"func (==|<) ", line):
                    continue  # Equatable's and Comparable's operators
                if (identifier or kind) in extended:
                    continue  # a default implementation: DocC shows the requirement's documentation
                if line.startswith((" ", "\t")) and identifier in implemented:
                    continue  # a conformance's implementation of a documented requirement
                if kind == "init" and re.search(r"init\(from decoder", line):
                    continue
                checked += 1
                if not documented(lines, index):
                    missing.append((os.path.relpath(path, root), index + 1, line.strip()))
    return missing, checked


def main() -> None:
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    modules = arguments or MODULES
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    left = 0
    for module in modules:
        missing, total = scan(module, root)
        left += len(missing)
        print(f"{module}: {total - len(missing)} of {total} public declarations documented, {len(missing)} not")
        if "--list" in sys.argv:
            for path, line, text in missing:
                print(f"  {path}:{line}: {text[:110]}")
    if "--fail" in sys.argv and left:
        sys.exit(1)


if __name__ == "__main__":
    main()
