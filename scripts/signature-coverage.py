#!/usr/bin/env python3
"""Matches SwiftUI's signature checklist against the public symbols `import SwiftUI` brings.

Usage: scripts/signature-coverage.py CHECKLIST.tsv [--build-dir .build/debug] [--missing FILE]
       [--class L|P|B] [--graphs DIR]

Build first (`swift build`). The symbol graphs of the modules Baseline re-exports are extracted
from the build's modules with the toolchain's `swift-symbolgraph-extract` (public symbols, no
synthesized members), then each checklist row is matched on container, signature (the name with
its argument labels) and a compatible kind, with the leniency the checklist's README names:

- a View modifier may be declared on a protocol that refines View (Shape, ...);
- ShapeStyle statics may sit on a type that conforms to ShapeStyle; Shape members on Shape,
  InsettableShape or ShapeView;
- a typealias may stand for a type (`Text.Case = TextCase`), also as a container;
- a declaration whose trailing parameters have defaults covers the signatures without them;
- a variadic or parameter-pack `buildBlock` covers every fixed arity;
- `allCases`, `rawValue` and `init(rawValue:)` follow from CaseIterable and RawRepresentable.

Prints the matched share by class and for the deprecated rows, and how many matched rows have
fewer declarations than SwiftUI's overload count. `--missing FILE` writes the unmatched rows.
"""

import argparse
import collections
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile

MODULES = ["BaselineStyle", "LayoutCore", "SwiftUISurface", "BaselineDisplay", "Typography", "Baseline"]
# The mangled module names a symbol of Baseline's own has in its identifier.
OWN = tuple(f"{len(name)}{name}" for name in MODULES)

KINDS = {
    "type": {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.associatedtype"},
    "init": {"swift.init"},
    "func": {"swift.method", "swift.type.method", "swift.func", "swift.func.op", "swift.enum.case"},
    "var": {"swift.property", "swift.type.property", "swift.var", "swift.enum.case"},
    "case": {"swift.enum.case", "swift.type.property", "swift.property", "swift.type.method", "swift.method"},
    "subscript": {"swift.subscript", "swift.type.subscript"},
    "macro": {"swift.macro"},
}
KINDS["typealias"] = KINDS["type"]
KINDS["associatedtype"] = KINDS["type"]
KINDS["operator"] = KINDS["func"]

SHAPE_CONTAINERS = {"Shape", "InsettableShape", "ShapeView"}



def compiler_flags(build_dir):
    """The -I and -Xcc flags SwiftPM compiled the Baseline module with (C modules' maps and
    headers), from the build folder's description.json."""
    try:
        description = json.load(open(os.path.join(build_dir, "description.json")))
    except OSError:
        return []
    commands = description.get("swiftCommands", {})
    key = next((key for key in commands if key.startswith("C.Baseline-") and "-tool." not in key), None)
    arguments = commands[key].get("otherArguments", []) if key else []
    flags = []
    index = 0
    while index < len(arguments):
        if arguments[index] in ("-Xcc", "-I") and index + 1 < len(arguments):
            flags += arguments[index:index + 2]
            index += 2
        else:
            if arguments[index].startswith("-I") and len(arguments[index]) > 2:
                flags.append(arguments[index])
            index += 1
    return flags


def extract(build_dir, output):
    target = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True)
    triple = json.loads(target.stdout)["target"]["triple"]
    flags = compiler_flags(build_dir)
    for module in MODULES:
        run = subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-I", os.path.join(build_dir, "Modules"), "-target", triple,
             "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output] + flags,
            capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"swift-symbolgraph-extract failed for {module}:\n{run.stderr}")


def parameters(symbol):
    """(label, defaulted) for each parameter, from the declaration fragments."""
    result = []
    depth = 0
    for fragment in symbol.get("declarationFragments", []):
        spelling = fragment["spelling"]
        if fragment["kind"] == "externalParam" and depth == 1:
            result.append([spelling, False])
        elif fragment["kind"] == "text":
            # The text up to where the parameter list closes: a default written there belongs
            # to the last parameter (` = 0)`).
            inside = ""
            previous = ""
            for character in spelling:
                if character in "(<[":
                    depth += 1
                elif character in ")]" or (character == ">" and previous != "-"):  # not the arrow of `->`
                    depth -= 1
                if depth >= 1:
                    inside += character
                previous = character
            if result and re.search(r"(^|[^=!<>])= ", inside):
                result[-1][1] = True
    return result


def signatures(symbol):
    """The signatures a symbol answers: its own, and those without any of its defaulted
    parameters."""
    name = symbol["pathComponents"][-1]
    own = {name}
    match = re.match(r"^([^(]+)\((.*)\)$", name)
    if not match or symbol["kind"]["identifier"] in ("swift.enum.case",):
        return own
    base, labels = match.group(1), [label for label in match.group(2).split(":") if label != ""]
    params = parameters(symbol)
    if len(params) != len(labels) or not any(defaulted for _, defaulted in params):
        return own
    optional = [index for index, (_, defaulted) in enumerate(params) if defaulted]
    if len(optional) > 10:
        return own
    for count in range(1, len(optional) + 1):
        for dropped in itertools.combinations(optional, count):
            kept = [label for index, label in enumerate(labels) if index not in dropped]
            own.add(f"{base}({''.join(label + ':' for label in kept)})")
    return own


def load(graphs):
    symbols = []
    relationships = []
    for name in sorted(os.listdir(graphs)):
        if not name.endswith(".symbols.json"):
            continue
        graph = json.load(open(os.path.join(graphs, name)))
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            # A synthesized member counts only when it comes from one of SwiftUI's underscored
            # protocols (`_VectorMath`), whose own declarations the graphs leave out.
            if "::SYNTHESIZED::" in precise and not re.search(r"\d+_\w+P", precise.split("::SYNTHESIZED::")[0]):
                continue
            if not any(own in symbol["identifier"]["precise"] for own in OWN):
                continue
            symbols.append(symbol)
        relationships += graph.get("relationships", [])
    return symbols, relationships


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checklist")
    parser.add_argument("--build-dir", default=".build/debug")
    parser.add_argument("--graphs", help="read symbol graphs from this folder instead of extracting them")
    parser.add_argument("--missing", help="write the unmatched rows (TSV) to this file")
    args = parser.parse_args()

    graphs = args.graphs
    if not graphs:
        graphs = tempfile.mkdtemp(prefix="baseline-symbols-")
        extract(args.build_dir, graphs)
    symbols, relationships = load(graphs)

    by_id = {symbol["identifier"]["precise"]: symbol for symbol in symbols}
    path = {identifier: ".".join(symbol["pathComponents"]) for identifier, symbol in by_id.items()}

    # Type aliases: `Text.Case` stands for `TextCase`, also as a container of members.
    aliases = {}
    for symbol in symbols:
        if symbol["kind"]["identifier"] == "swift.typealias":
            targets = [fragment.get("preciseIdentifier") for fragment in symbol.get("declarationFragments", [])
                       if fragment["kind"] == "typeIdentifier"]
            if len(targets) == 1 and targets[0] in path:
                aliases[".".join(symbol["pathComponents"])] = path[targets[0]]

    conforms = collections.defaultdict(set)  # type path -> protocol names
    refines_view = set()
    for relation in relationships:
        source = path.get(relation["source"])
        target = path.get(relation["target"]) or relation.get("targetFallback", "").split(".")[-1]
        if source is None:
            continue
        if relation["kind"] == "conformsTo":
            conforms[source].add(target)
        if relation["kind"] == "inheritsFrom" and target == "View":
            refines_view.add(source)
    # Protocols that refine a protocol that refines View.
    changed = True
    while changed:
        changed = False
        for relation in relationships:
            source, target = path.get(relation["source"]), path.get(relation["target"])
            if relation["kind"] == "inheritsFrom" and target in refines_view and source not in refines_view:
                refines_view.add(source)
                changed = True

    index = collections.defaultdict(list)  # (container, signature) -> symbol kinds
    for symbol in symbols:
        container = ".".join(symbol["pathComponents"][:-1]) or "-"
        for signature in signatures(symbol):
            index[(container, signature)].append(symbol["kind"]["identifier"])
    for type_path, protocols in conforms.items():
        if "CaseIterable" in protocols:
            index[(type_path, "allCases")].append("swift.type.property")
        if "RawRepresentable" in protocols or "OptionSet" in protocols:
            index[(type_path, "rawValue")].append("swift.property")
            index[(type_path, "init(rawValue:)")].append("swift.init")
    # An `Animatable` type's `AnimatableData` is inferred, not declared.
    for type_path, protocols in conforms.items():
        if protocols & {"Animatable", "_VectorMath"}:
            index[(type_path, "AnimatableData")].append("swift.typealias")
    builders = {container for (container, signature) in index if signature == "buildBlock(_:)"}

    style_types = {type_path for type_path, protocols in conforms.items() if "ShapeStyle" in protocols}

    def containers(container):
        yield container
        if container in aliases:
            yield aliases[container]
        for alias, target in aliases.items():
            if container.startswith(alias + "."):
                yield target + container[len(alias):]
        if container == "View":
            yield from sorted(refines_view)
        if container in SHAPE_CONTAINERS:
            yield from sorted(SHAPE_CONTAINERS - {container})
        if container == "ShapeStyle":
            yield from sorted(style_types)

    def declarations(row):
        allowed = KINDS[row["kind"]]
        for container in containers(row["container"]):
            found = [kind for kind in index.get((container, row["signature"]), []) if kind in allowed]
            if found:
                return len(found)
            if re.match(r"^buildBlock\(", row["signature"]) and container in builders:
                return 1
        return 0

    rows = list(csv_rows(args.checklist))
    totals = collections.Counter()
    matched = collections.Counter()
    short = collections.Counter()
    missing = []
    for row in rows:
        keys = [row["class"]] + (["deprecated"] if row["deprecated"] == "yes" else [])
        count = declarations(row)
        for key in keys:
            totals[key] += 1
            if count:
                matched[key] += 1
                if count < int(row["overloads"] or 1):
                    short[key] += 1
        if not count:
            missing.append(row)
    for key in ["L", "P", "B", "deprecated"]:
        share = 100.0 * matched[key] / totals[key] if totals[key] else 0
        print(f"{key}: {matched[key]} of {totals[key]} ({share:.0f}%), {short[key]} of them with fewer overloads than SwiftUI")
    print(f"all: {sum(matched[k] for k in 'LPB')} of {len(rows)}")
    if args.missing:
        with open(args.missing, "w", encoding="utf-8") as out:
            out.write("class\tcontainer\tkind\tsignature\tdeprecated\toverloads\n")
            for row in missing:
                out.write("\t".join(row[k] for k in ["class", "container", "kind", "signature", "deprecated", "overloads"]) + "\n")


def csv_rows(path):
    with open(path, encoding="utf-8") as source:
        header = source.readline().rstrip("\n").split("\t")
        for line in source:
            fields = line.rstrip("\n").split("\t")
            if len(fields) == len(header):
                yield dict(zip(header, fields))


if __name__ == "__main__":
    main()
