"""A flex row laid out by Taffy (the `stretchable` bindings) with Baseline as its measure
function, aligned on first baselines.

Taffy asks a leaf for its size only; a text's baseline never reaches it, so `align-items:
baseline` lines up bottoms of texts instead. Here each text is measured by Baseline (size and
first baseline), Taffy places the row, and each item gets a top margin of (largest baseline -
its baseline), then Taffy lays the row out again: the first baselines share one y.

    python3 python/examples/flex_row.py
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import baseline  # noqa: E402
import stretchable as st  # noqa: E402
from stretchable.style import AlignItems, FlexDirection  # noqa: E402


def baseline_aligned_row(items, width=400, family="Noto Sans"):
    """Lays out texts of (string, size) in a row; returns each one's frame and first baseline."""
    engine = baseline.Engine()
    texts = [engine.text(string, family=family, size=size) for string, size in items]

    def measurer(text):
        def measure(node, known, available):
            # A known or definite width wraps the text; for min- and max-content Taffy gets the
            # one-line width (these short texts do not shrink).
            if known.width.value == known.width.value and known.width.scale.name == "POINTS":
                proposed = known.width.value
            elif available.width.scale.name == "DEFINITE":
                proposed = available.width.value
            else:
                proposed = None
            m = text.measure(proposed)
            return st.style.geometry.size.SizePoints(m.width, m.height)
        return measure

    def build(margins):
        root = st.Node(style=st.Style(flex_direction=FlexDirection.ROW, align_items=AlignItems.START, gap=8, size=(width, None)))
        for text, margin in zip(texts, margins):
            root.add(st.Node(measure=measurer(text), style=st.Style(margin=(margin, 0, 0, 0))))
        root.compute_layout()
        return root

    root = build([0] * len(texts))
    first = [text.measure(child.get_box().width).first_baseline for text, child in zip(texts, root)]
    line = max(first)
    root = build([line - f for f in first])
    row = []
    for text, child, f in zip(texts, root, first):
        box = child.get_box()
        row.append({"x": box.x, "y": box.y, "width": box.width, "height": box.height, "first_baseline": f})
    return row


if __name__ == "__main__":
    for (string, size), item in zip([("Name", 13), ("Ada Lovelace", 28), ("1815", 17)],
                                    baseline_aligned_row([("Name", 13), ("Ada Lovelace", 28), ("1815", 17)])):
        print(f"{string!r:16} {size:>2} pt  x {item['x']:7.3f}  y {item['y']:6.3f}  "
              f"baseline at {item['y'] + item['first_baseline']:.3f}")
