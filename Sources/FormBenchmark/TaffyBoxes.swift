import Foundation

// The boxes case laid out by Taffy (Rust), through its Python bindings (`pip install
// stretchable`), when they are installed: the same tree (a column with gap 6 of rows with gap 12
// of fixed-size 120, 200 and 40 by 20 boxes, 480 wide), one Taffy node per box. Only Taffy's own
// layout call is timed (a fresh tree each time, best of 3), not building the tree in Python.

private let taffyScript = """
  import sys, time
  import stretchable as st
  from stretchable import taffylib
  from stretchable.context import taffy
  from stretchable.style import FlexDirection, AlignItems
  from stretchable.style.geometry.size import SizeAvailableSpace
  rows = int(sys.argv[1])
  def build():
      root = st.Node(style=st.Style(flex_direction=FlexDirection.COLUMN, align_items=AlignItems.START, gap=6))
      for _ in range(rows):
          row = st.Node(style=st.Style(flex_direction=FlexDirection.ROW, align_items=AlignItems.START, gap=12))
          for width in (120, 200, 40):
              row.add(st.Node(style=st.Style(size=(width, 20))))
          root.add(row)
      return root
  best = None
  for _ in range(3):
      root = build()
      space = SizeAvailableSpace(480, None).to_dict()
      start = time.perf_counter()
      taffylib.node_compute_layout_with_measure(taffy._ptr, root._node_id, space, lambda *args: (0, 0))
      elapsed = time.perf_counter() - start
      best = elapsed if best is None else min(best, elapsed)
  root._update_layout()
  boxes = 1 + rows * 4
  print(f"taffy: {rows} rows of 3 fixed-size boxes ({boxes} nodes), height {root.get_box().height:.0f}: "
        f"{best * 1e3:.1f} ms, {best / boxes * 1e9:.0f} ns per node")
  """

/// Taffy's figure for the boxes case, or nil when Python or the bindings are missing.
func taffyFigure(rows: Int) -> String? {
  guard let (output, status) = outputOf("/usr/bin/env", ["python3", "-c", taffyScript, String(rows)]), status == 0
  else { return nil }
  let text = output.trimmingCharacters(in: .whitespacesAndNewlines)
  return text.hasPrefix("taffy:") ? text : nil
}
