"""Layout checks over a layout result, as ``baseline check`` runs them.

Each check returns a list of failure messages (empty when it holds). Views are named by their
scene ``id``; a name may stand for several views.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

Node = dict[str, Any]

_EDGES: dict[str, Callable[[Node], Optional[float]]] = {
    "first-baseline": lambda node: node.get("firstBaseline"),
    "last-baseline": lambda node: node.get("lastBaseline"),
    "leading": lambda node: node["frame"]["x"],
    "trailing": lambda node: node["frame"]["x"] + node["frame"]["width"],
    "top": lambda node: node["frame"]["y"],
    "bottom": lambda node: node["frame"]["y"] + node["frame"]["height"],
    "center-x": lambda node: node["frame"]["x"] + node["frame"]["width"] / 2,
    "center-y": lambda node: node["frame"]["y"] + node["frame"]["height"] / 2,
}

#: The line positions ``same(...)`` compares, by the name the command-line option uses.
EDGES = tuple(_EDGES)


def _named(result: dict[str, Any], ids: Iterable[str]) -> tuple[list[Node], list[str]]:
    nodes, missing = [], []
    for name in ids:
        found = [node for node in result["nodes"] if node.get("id") == name]
        if found:
            nodes += found
        else:
            missing.append(f'no view has the id "{name}"')
    return nodes, missing


def _number(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def same(result: dict[str, Any], edge: str, ids: Iterable[str], tolerance: float = 0.001) -> list[str]:
    """The views' ``edge`` (one of ``EDGES``) is one coordinate, within ``tolerance`` points."""
    ids = list(ids)
    nodes, failures = _named(result, ids)
    if failures:
        return failures
    values = [(node.get("id"), _EDGES[edge](node)) for node in nodes]
    without = [name for name, value in values if value is None]
    if without:
        return [f"same {edge.replace('-', ' ')}: {', '.join(without)} has no text baseline"]
    numbers = [value for _, value in values]
    if max(numbers) - min(numbers) <= tolerance:
        return []
    listed = ", ".join(f"{name} {_number(value)}" for name, value in values)
    return [f"same {edge.replace('-', ' ')}: {', '.join(ids)}: differ by {_number(max(numbers) - min(numbers))}: {listed}"]


def no_overflow(result: dict[str, Any], container: str, tolerance: float = 0.001) -> list[str]:
    """Every view inside ``container`` (``root``: the whole layout) lies within its frame."""
    nodes = result["nodes"]
    if container == "root":
        scope = {"x": 0, "y": 0, "width": result["size"]["width"], "height": result["size"]["height"]}
        inside = nodes[1:]
    else:
        found = [index for index, node in enumerate(nodes) if node.get("id") == container]
        if not found:
            return [f'no view has the id "{container}"']
        scope = nodes[found[0]]["frame"]
        prefix = nodes[found[0]]["path"]
        inside = [node for node in nodes if node["path"].startswith(prefix + ".")]
    outside = []
    for node in inside:
        frame = node["frame"]
        if (frame["x"] < scope["x"] - tolerance or frame["y"] < scope["y"] - tolerance
                or frame["x"] + frame["width"] > scope["x"] + scope["width"] + tolerance
                or frame["y"] + frame["height"] > scope["y"] + scope["height"] + tolerance):
            outside.append(node.get("id") or node["path"])
    if not outside:
        return []
    return [f"no overflow in {container}: {len(outside)} view(s) outside: {', '.join(outside[:5])}"]


def no_truncation(result: dict[str, Any], container: Optional[str] = None) -> list[str]:
    """No text (inside ``container``, or anywhere) is cut short."""
    nodes = result["nodes"]
    if container is not None:
        found = [node for node in nodes if node.get("id") == container]
        if not found:
            return [f'no view has the id "{container}"']
        prefix = found[0]["path"]
        nodes = [node for node in nodes if node["path"] == prefix or node["path"].startswith(prefix + ".")]
    cut = [node.get("id") or node["path"] for node in nodes if node.get("truncated")]
    return [f"no truncation: {', '.join(cut)} truncated"] if cut else []
