#!/usr/bin/env python3
"""Hostile inputs for the baseline command, made on the spot, each run with a time limit.

For every case it prints the input size, the wall time, the child's peak resident memory and
its exit status, at two sizes where the cost could grow with the input, so that the growth can
be read off rather than an absolute time:

    scripts/hostile-inputs.py .build/release/baseline [--timeout 120] [--only NAME ...]

The inputs are the ones issue #38 found (a PNG header of 2^32 - 1 by 2^32 - 1, a progressive JPEG
whose last scan repeats, quadratic Markdown, a base letter under thousands of combining marks, a
long line drawn, images read and embedded per view, a batch of large lines, one font listed
thousands of times, scene and image files reached through symbolic links). Only the standard
library and the bundled fixtures are used.
"""

import argparse
import json
import os
import resource
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRESSIVE_JPEG = os.path.join(ROOT, "Tests", "BaselineTests", "Fixtures", "flat-progressive.jpg")


def png(width, height, rows=None):
    """A PNG of 8-bit RGB: real pixel rows when `rows` is given, else only the header."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    body = chunk(b"IDAT", zlib.compress(rows, 9)) if rows is not None else b""
    return b"\x89PNG\r\n\x1a\n" + header + body + chunk(b"IEND", b"")


def repeated_last_scan(jpeg, copies):
    """`jpeg` (progressive) with its last scan (start-of-scan segment and data) repeated."""
    last = jpeg.rindex(b"\xff\xda")
    end = jpeg.rindex(b"\xff\xd9")
    return jpeg[:end] + jpeg[last:end] * copies + jpeg[end:]


def scene(root, **extra):
    document = {"root": root}
    document.update(extra)
    return json.dumps(document)


def image_view(name, width=20, height=20):
    return {"type": "Image", "name": name, "resizable": True,
            "modifiers": [{"frame": {"width": width, "height": height}}]}


def write(directory, name, data):
    path = os.path.join(directory, name)
    with open(path, "wb") as handle:
        handle.write(data if isinstance(data, bytes) else data.encode())
    return path


def run(arguments, timeout, stdin=None):
    """Runs the command under GNU time (whose own child starts small, so its peak is the
    command's alone): (seconds, peak MB, exit status, or 'timeout')."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as report:
        start = time.monotonic()
        process = subprocess.Popen(["/usr/bin/time", "-q", "-f", "%M", "-o", report.name] + arguments,
                                   stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            process.communicate(stdin, timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait()
            return time.monotonic() - start, float("nan"), "timeout"
        seconds = time.monotonic() - start
        fields = [field for field in report.read().split() if field.isdigit()]
    peak = int(fields[-1]) / 1024 if fields else float("nan")
    # GNU time exits with the command's status, or 128 plus the signal that ended it.
    status = process.returncode
    return seconds, peak, f"signal {status - 128}" if status > 128 else status


def cases(directory):
    """(name, size label, command arguments after the binary, standard input) for every case,
    each input written just before its case runs, with no large value left alive in this
    process (a child's peak memory counts what it inherits until it starts the command)."""
    out = os.path.join(directory, "out")

    write(directory, "trap.png", png(0xFFFFFFFF, 0xFFFFFFFF))
    yield ("png-trap", "58 B", ["render", write(directory, "trap.json", scene(image_view("trap.png"))),
                                       "-o", out + ".png"], None)

    with open(PROGRESSIVE_JPEG, "rb") as handle:
        progressive = handle.read()
    for copies in (2_000, 4_000):
        write(directory, f"scans{copies}.jpg", repeated_last_scan(progressive, copies))
        path = write(directory, f"scans{copies}.json", scene(image_view(f"scans{copies}.jpg")))
        yield ("jpeg-scans", f"{copies} scans", ["render", path, "-o", out + ".png"], None)

    markdown = {
        "md-emphasis": lambda n: "*a " * n + "b" + " b*" * n,
        "md-links": lambda n: "[" * n + "[a](b)" * n,
        "md-closers": lambda n: "a* " * n,
        "md-destinations": lambda n: "[](x" * n,
    }
    sizes = {"md-emphasis": (10_000, 20_000), "md-links": (25_000, 50_000), "md-closers": (50_000, 100_000),
             "md-destinations": (5_000, 10_000)}
    for name, text in markdown.items():
        for n in sizes[name]:
            path = write(directory, f"{name}{n}.json",
                         scene({"type": "Text", "text": text(n), "markdown": True}, proposal={"width": 300, "height": None}))
            yield (name, f"n={n}", ["layout", path], None)

    for n in (10_000, 20_000):
        path = write(directory, f"marks{n}.json", scene({"type": "Text", "text": "e" + "\u0301" * n}))
        yield ("combining-marks", f"{n} marks", ["layout", path], None)

    for n in (25_000, 50_000):
        path = write(directory, f"line{n}.json", scene({"type": "Text", "text": "word " * n}))
        yield ("long-line-svg", f"{n} words", ["render", path, "-o", out + ".svg"], None)
        yield ("long-line-png", f"{n} words", ["render", path, "-o", out + ".png"], None)

    # A 32 MB file whose size is in its first 24 bytes: a PNG header, then a chunk of padding.
    padding = 32 << 20
    big = png(64, 64)[:-12] + struct.pack(">I", padding) + b"zzZz" + bytes(padding) + b"\0\0\0\0" + png(1, 1)[-12:]
    write(directory, "big.png", big)
    del big
    for views in (50, 100):
        path = write(directory, f"views{views}.json",
                     scene({"type": "VStack", "children": [image_view("big.png") for _ in range(views)]}))
        yield ("image-per-view", f"{views} views of 32 MB", ["layout", path], None)

    # One 4096 x 4096 picture (16.8 Mpixel) under several spellings of its path.
    side = 4096
    rows = (b"\0" + bytes([200, 40, 40]) * side) * side
    write(directory, "photo.png", png(side, side, rows))
    del rows
    for spellings in (4, 8):
        names = ["photo.png", "./photo.png", ".//photo.png", "././photo.png", "out/../photo.png",
                 ".///photo.png", "./././photo.png", "././/photo.png"][:spellings]
        path = write(directory, f"spellings{spellings}.json",
                     scene({"type": "HStack", "children": [image_view(name) for name in names]}))
        yield ("image-spellings-png", f"{spellings} spellings of 16.8 Mpx", ["render", path, "-o", out + ".png"], None)
    os.makedirs(os.path.join(directory, "out"), exist_ok=True)
    for views in (5, 10):
        path = write(directory, f"embed{views}.json",
                     scene({"type": "VStack", "children": [image_view("big.png") for _ in range(views)]}))
        yield ("image-embed-svg", f"{views} views of 32 MB", ["render", path, "-o", out + ".svg"], None)

    line = scene({"type": "Text", "text": "a"})
    for count in (6, 12):
        lines = ((" " * (30 << 20)) + line + "\n") * count
        path = write(directory, f"batch{count}.jsonl", lines)
        del lines
        yield ("batch-read-ahead", f"{count} lines of 30 MB", ["batch", path, "--quiet", "--output", out + ".jsonl"], None)

    shutil.copy(os.path.join(ROOT, "Fonts", "NotoSans-Regular.ttf"), os.path.join(directory, "font.ttf"))
    for count in (3_000, 6_000):
        path = write(directory, f"fonts{count}.json", scene({"type": "Text", "text": "a"}, fonts=["font.ttf"] * count))
        yield ("many-fonts", f"{count} entries", ["layout", path], None)

    real = write(directory, "real.json", scene(image_view("linked.png", 10, 10)))
    shutil.copy(os.path.join(directory, "photo.png"), os.path.join(directory, "target.png"))
    for name, target in (("link.json", real), ("linked.png", os.path.join(directory, "target.png"))):
        link = os.path.join(directory, name)
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(target, link)
    yield ("symlinks", "scene and image", ["layout", os.path.join(directory, "link.json")], None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("baseline", help="the baseline executable")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--only", nargs="*", help="case names to run")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.baseline)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    with tempfile.TemporaryDirectory(prefix="baseline-hostile-") as directory:
        print(f"{'case':<22} {'input':<28} {'seconds':>8} {'peak MB':>9}  exit")
        for name, label, command, stdin in cases(directory):
            if arguments.only and name not in arguments.only:
                continue
            seconds, peak, status = run([binary] + command, arguments.timeout, stdin)
            extra = ""
            if name == "image-embed-svg" and os.path.exists(command[-1]):
                extra = f"  ({os.path.getsize(command[-1]) / 1e6:.1f} MB of SVG)"
            print(f"{name:<22} {label:<28} {seconds:>8.2f} {peak:>9.0f}  {status}{extra}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
