import CHarfBuzz

/// One command of a glyph outline, in font units with y pointing **up** (the font's own axes).
public enum PathCommand: Sendable, Hashable {
  /// Starts a contour at a point.
  case move(x: Double, y: Double)
  /// A straight line to a point.
  case line(x: Double, y: Double)
  /// A quadratic Bézier curve through a control point.
  case quadratic(cx: Double, cy: Double, x: Double, y: Double)
  /// A cubic Bézier curve through two control points.
  case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
  /// Closes the contour.
  case close
}

/// Collects outline commands from HarfBuzz's draw callbacks.
private final class OutlineSink {
  var commands: [PathCommand] = []
}

/// HarfBuzz draw functions that append to an `OutlineSink` (made once, immutable, shared).
private nonisolated(unsafe) let outlineFunctions: OpaquePointer = {
  let funcs = hb_draw_funcs_create()!
  func sink(_ data: UnsafeMutableRawPointer?) -> OutlineSink {
    Unmanaged<OutlineSink>.fromOpaque(data!).takeUnretainedValue()
  }
  hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
    sink(data).commands.append(.move(x: Double(x), y: Double(y)))
  }, nil, nil)
  hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
    sink(data).commands.append(.line(x: Double(x), y: Double(y)))
  }, nil, nil)
  hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
    sink(data).commands.append(.quadratic(cx: Double(cx), cy: Double(cy), x: Double(x), y: Double(y)))
  }, nil, nil)
  hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
    sink(data).commands.append(
      .cubic(c1x: Double(c1x), c1y: Double(c1y), c2x: Double(c2x), c2y: Double(c2y), x: Double(x), y: Double(y)))
  }, nil, nil)
  hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
    sink(data).commands.append(.close)
  }, nil, nil)
  hb_draw_funcs_make_immutable(funcs)
  return funcs
}()

extension FontFace {
  /// The outline of a glyph in font units (unhinted, y up), read with HarfBuzz; empty for
  /// glyphs without an outline (spaces) or ids outside the font.
  public func outline(ofGlyph glyph: UInt32) -> [PathCommand] {
    guard Int(glyph) < glyphCount else { return [] }
    let sink = OutlineSink()
    withExtendedLifetime(sink) {
      chb_font_draw_glyph(hbFont, glyph, outlineFunctions, Unmanaged.passUnretained(sink).toOpaque())
    }
    return sink.commands
  }
}
