#!/usr/bin/env python3
"""Writes the Python package as a self-contained wheel for this platform (`make dist`).

The wheel holds the ``baseline`` package, the C library it loads (``baseline/lib/libBaselineC.so``,
built with the Swift runtime linked in, so only Debian's HarfBuzz, FreeType, ICU, zlib and libjpeg
are needed where it runs) and the bundled fonts (``baseline/share/baseline/Fonts``, where the
library looks beside itself). ``pip install baseline_layout-VERSION-py3-none-linux_ARCH.whl``
then works without a checkout, an install prefix or environment variables.

The wheel is written with the standard library alone (a wheel is a zip file with a
``.dist-info`` folder, PEP 427), so no build backend or network is needed. Its bytes depend only
on its inputs: entries are sorted and dated 1980-01-01.

    scripts/build-wheel.py --library PATH --fonts DIR --output DIR
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import os
import platform
import re
import sys
import zipfile

DATE = (1980, 1, 1, 0, 0, 0)


def project(pyproject: str) -> dict:
    """The few [project] fields the metadata needs, read without a TOML parser (Python 3.9+)."""
    text = open(pyproject, encoding="utf-8").read()
    fields = {}
    for key in ("name", "version", "description", "requires-python"):
        found = re.search(r'^%s = "([^"]*)"' % re.escape(key), text, re.MULTILINE)
        if not found:
            sys.exit(f"build-wheel: {pyproject} has no {key}")
        fields[key] = found.group(1)
    scripts = re.search(r"^\[project\.scripts\]\n((?:[^\[\n].*\n)*)", text, re.MULTILINE)
    # pyproject quotes each entry point's value; entry_points.txt does not.
    entries = scripts.group(1).strip().splitlines() if scripts else []
    fields["scripts"] = "\n".join(re.sub(r'= "(.*)"$', r"= \1", line.strip()) for line in entries)
    return fields


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", required=True, help="the libBaselineC.so to bundle")
    parser.add_argument("--fonts", required=True, help="the Fonts folder to bundle")
    parser.add_argument("--python", default="python", help="the folder holding pyproject.toml and baseline/")
    parser.add_argument("--output", default=".", help="where the wheel goes")
    arguments = parser.parse_args()

    fields = project(os.path.join(arguments.python, "pyproject.toml"))
    distribution = fields["name"].replace("-", "_")
    tag = "py3-none-linux_" + platform.machine()
    info = f"{distribution}-{fields['version']}.dist-info"

    files: dict[str, bytes] = {}
    package = os.path.join(arguments.python, "baseline")
    for name in sorted(os.listdir(package)):
        if name.endswith(".py") or name == "py.typed":
            if name == "_prefix.py":
                continue  # an install prefix has no meaning in a wheel
            files[f"baseline/{name}"] = open(os.path.join(package, name), "rb").read()
    files["baseline/lib/libBaselineC.so"] = open(arguments.library, "rb").read()
    for root, _, names in os.walk(arguments.fonts):
        for name in sorted(names):
            path = os.path.join(root, name)
            relative = os.path.relpath(path, arguments.fonts).replace(os.sep, "/")
            files[f"baseline/share/baseline/Fonts/{relative}"] = open(path, "rb").read()

    files[f"{info}/METADATA"] = (
        "Metadata-Version: 2.1\n"
        f"Name: {fields['name']}\n"
        f"Version: {fields['version']}\n"
        f"Summary: {fields['description']}\n"
        f"Requires-Python: {fields['requires-python']}\n"
    ).encode()
    files[f"{info}/WHEEL"] = (
        "Wheel-Version: 1.0\n"
        "Generator: baseline scripts/build-wheel.py\n"
        "Root-Is-Purelib: false\n"
        f"Tag: {tag}\n"
    ).encode()
    if fields["scripts"]:
        files[f"{info}/entry_points.txt"] = ("[console_scripts]\n" + fields["scripts"] + "\n").encode()
    files[f"{info}/top_level.txt"] = b"baseline\n"

    record = [record_line(name, data) for name, data in sorted(files.items())]
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()

    os.makedirs(arguments.output, exist_ok=True)
    wheel = os.path.join(arguments.output, f"{distribution}-{fields['version']}-{tag}.whl")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        # .dist-info last, as the wheel format recommends; RECORD at the very end.
        order = sorted(files, key=lambda name: (name.startswith(info), name == f"{info}/RECORD", name))
        for name in order:
            entry = zipfile.ZipInfo(name, DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            executable = name.endswith(".so")
            entry.external_attr = (0o100755 if executable else 0o100644) << 16
            archive.writestr(entry, files[name])
    print(wheel)


if __name__ == "__main__":
    main()
