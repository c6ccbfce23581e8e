"""``python -m baseline``: the layout, render and check commands, for people who only have Python.

    python -m baseline layout scene.json [-o result.json]
    python -m baseline render scene.json out.png [--scale 2] [--guides]
    python -m baseline check scene.json --same-first-baseline name,value --no-truncation

Exit status: 0 on success (every check holds), 1 when a check fails, 2 for a faulty scene or
usage.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Optional

from . import BaselineError, layout, render
from . import checks


def _scene(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as file:
        return file.read()


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m baseline", description="Lay out, render and check JSON scenes.")
    commands = parser.add_subparsers(dest="command", required=True)

    layout_command = commands.add_parser("layout", help="print a scene's layout result as JSON")
    layout_command.add_argument("scene", help="the scene file (- for standard input)")
    layout_command.add_argument("-o", "--output", help="write the result here instead of standard output")

    render_command = commands.add_parser("render", help="draw a scene to an .svg or .png file")
    render_command.add_argument("scene")
    render_command.add_argument("output", help="the picture, ending in .svg or .png")
    render_command.add_argument("--scale", type=float, default=1.0, help="pixels per point in PNG (0.25 to 8)")
    render_command.add_argument("--guides", action="store_true", help="draw frames and baselines")

    check_command = commands.add_parser("check", help="check shared baselines and edges, overflow and truncation")
    check_command.add_argument("scene")
    for edge in checks.EDGES:
        check_command.add_argument(f"--same-{edge}", action="append", default=[], metavar="IDS",
                                   help=f"views (comma-separated ids) whose {edge.replace('-', ' ')} must be one line")
    check_command.add_argument("--no-overflow", action="append", default=[], metavar="ID",
                               help="a view (root: the whole layout) that everything inside must fit in")
    check_command.add_argument("--no-truncation", nargs="?", const="", default=None, metavar="ID",
                               help="no text (inside ID, or anywhere) is cut short")
    check_command.add_argument("--tolerance", type=float, default=0.001, help="points (default 0.001)")

    args = parser.parse_args(argv)
    try:
        scene = _scene(args.scene)
        if args.command == "layout":
            text = json.dumps(layout(scene), indent=2) + "\n"
            if args.output:
                with open(args.output, "w", encoding="utf-8") as file:
                    file.write(text)
            else:
                sys.stdout.write(text)
            return 0
        if args.command == "render":
            render(scene, args.output, scale=args.scale, guides=args.guides)
            return 0
        result = layout(scene)
    except (BaselineError, OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2

    failures: list[str] = []
    count = 0
    for edge in checks.EDGES:
        for ids in getattr(args, f"same_{edge.replace('-', '_')}"):
            count += 1
            failures += checks.same(result, edge, ids.split(","), args.tolerance)
    for container in args.no_overflow:
        count += 1
        failures += checks.no_overflow(result, container, args.tolerance)
    if args.no_truncation is not None:
        count += 1
        failures += checks.no_truncation(result, args.no_truncation or None)
    if failures:
        for failure in failures:
            print(f"check failed: {failure}", file=sys.stderr)
        return 1
    print(f"ok: {count} check{'s' if count != 1 else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
