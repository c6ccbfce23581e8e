public import Foundation
public import LayoutCore
public import Typography

/// What a renderer draws, in painting order (back to front), in root coordinates (points,
/// origin top-left, y down): shapes with their paint, and positioned glyph runs with the font
/// they come from. A renderer needs nothing else from the engine.
public struct DisplayList: Sendable {
  /// A filled or stroked shape.
  public struct Shape: Sendable {
    /// Where the shape is drawn, root coordinates.
    public var frame: CGRect
    /// The shape's kind, fill and stroke.
    public var paint: Paint
  }

  /// Glyphs of one font at one size, positioned on their baselines.
  public struct GlyphRun: Sendable {
    /// The face (its `path` and `faceIndex` name the font file).
    public var face: FontFace
    /// The font size, points.
    public var size: Double
    /// The glyphs' color (color glyphs, such as emoji, keep their own).
    public var color: Color
    /// Glyph ids and the pen positions where each glyph's origin goes (x, baseline y).
    public var glyphs: [UInt32]
    /// Where each glyph's origin goes: x, and the baseline's y.
    public var positions: [CGPoint]
    /// The source text of the run.
    public var text: String
    /// The gradient the glyphs are filled with instead of `color` (a gradient foreground
    /// style), over `gradientFrame`; nil for the color alone.
    public var gradient: ShapeGradient? = nil
    /// The frame the gradient spans: the text's, root coordinates.
    public var gradientFrame: CGRect = .zero
  }

  /// One thing to draw.
  public enum Item: Sendable {
    /// A shape.
    case shape(Shape)
    /// A run of glyphs.
    case glyphs(GlyphRun)
    /// The items up to the matching `endEffect` are drawn with a paint effect, as a group.
    /// Effects nest. Hidden views have no items.
    case beginEffect(Effect)
    /// Ends the innermost effect.
    case endEffect
  }

  /// What a renderer applies to a group of items: the paint effects that change how the items
  /// are drawn. Hiding, painting order (`zIndex`) and placeholder redaction are applied by the
  /// display list itself, so renderers never see them.
  public enum Effect: Sendable, Hashable {
    /// Drawn at an opacity.
    case opacity(Double)
    /// Clipped to a shape.
    case clip(shape: Paint.Shape, cornerRadius: CGFloat, frame: CGRect)
    /// Clipped to the path a shape makes for `frame`, placed at the frame's origin.
    case clipOutline(ShapeOutline, frame: CGRect)
    /// Drawn with a transform.
    case transform(CGAffineTransform)
    /// Drawn with a shadow.
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// Drawn blurred by a Gaussian of standard deviation `radius` (PNG draws it sharp).
    case blur(radius: CGFloat)
    /// Drawn with every color changed by a matrix (shapes, gradients and glyphs; images and
    /// color glyphs keep their pixels).
    case colorMatrix(ColorMatrix)

    /// The effect a renderer applies for a node's paint effect, nil for those the display list
    /// applies itself.
    init?(_ effect: PaintEffect) {
      switch effect {
      case .opacity(let value): self = .opacity(value)
      case .clip(let shape, let cornerRadius, let frame): self = .clip(shape: shape, cornerRadius: cornerRadius, frame: frame)
      case .clipOutline(let outline, let frame): self = .clipOutline(outline, frame: frame)
      case .transform(let transform): self = .transform(transform)
      case .shadow(let color, let radius, let x, let y): self = .shadow(color: color, radius: radius, x: x, y: y)
      case .colorMatrix(let matrix): self = .colorMatrix(matrix)
      case .blur(let radius): self = .blur(radius: radius)
      case .hidden, .zIndex, .redacted: return nil
      }
    }
  }

  /// A text's guides, for overlays: its frame and the y of each line's baseline.
  public struct TextGuides: Sendable {
    /// The text's frame, root coordinates.
    public var frame: CGRect
    /// Each line's baseline y, root coordinates.
    public var baselines: [CGFloat]
  }

  /// A container's alignment line, for overlays: drawn across the container's frame.
  public struct AlignmentLine: Sendable {
    /// The container's frame, root coordinates.
    public var frame: CGRect
    /// The alignment line, root coordinates.
    public var line: GuideLine
  }

  /// The picture's size: the root view's.
  public var size: CGSize
  /// What to draw, back to front.
  public var items: [Item]
  /// Every text's baselines, for guide overlays.
  public var textGuides: [TextGuides]
  /// Every container's alignment line, for guide overlays.
  public var alignmentLines: [AlignmentLine]

  /// The display list of a layout. Texts are drawn from what the engine measured
  /// (`TextContent.measured.glyphRecipe`, a `MeasuredGlyphs`, shaped again from its recipe on
  /// first use): no measurer is needed. Line baselines come from
  /// the layout result, so pixel snapping is kept. A text measured without glyphs (by a
  /// measurer other than `TypographyTextMeasurer`) contributes its guides but no glyph runs.
  public init(_ result: LayoutResult) {
    size = result.size
    items = []
    textGuides = []
    alignmentLines = []
    // The depths of the nodes whose effects are open: an effect covers its node's subtree,
    // which ends at the next node no deeper than it (nodes are in depth-first order).
    var openEffects: [Int] = []
    // The depth of the hidden node being skipped, if any.
    var hiddenDepth: Int? = nil
    // The redaction regions open (depth, placeholder or not); the innermost decides.
    var redactions: [(depth: Int, redacted: Bool)] = []
    for index in Self.paintingOrder(result) {
      let node = result.nodes[index]
      while let depth = openEffects.last, node.depth <= depth {
        openEffects.removeLast()
        items.append(.endEffect)
      }
      while let last = redactions.last, node.depth <= last.depth { redactions.removeLast() }
      if let depth = hiddenDepth, node.depth <= depth { hiddenDepth = nil }
      switch node.effect {
      case .hidden? where hiddenDepth == nil:
        hiddenDepth = node.depth
      case .redacted(let redacted)?:
        redactions.append((node.depth, redacted))
      case let effect?:
        // Nothing inside a hidden view is drawn, so no group is opened there.
        if hiddenDepth == nil, let drawn = Effect(effect) {
          items.append(.beginEffect(drawn))
          openEffects.append(node.depth)
        }
      case nil: break
      }
      // A hidden view keeps its place, so its guides (which are layout) stay; it draws nothing.
      let drawn = hiddenDepth == nil
      alignmentLines += node.guideLines.map { AlignmentLine(frame: node.frame, line: $0) }
      if drawn, let paint = node.paint {
        items.append(.shape(Shape(frame: node.frame, paint: paint)))
      }
      guard let content = node.text else { continue }
      let lines = node.lines
      textGuides.append(TextGuides(frame: node.frame, baselines: lines.map(\.baseline)))
      if drawn, redactions.last?.redacted == true {
        items += Self.placeholderBars(lines, metrics: content.measured.firstLineMetrics)
        continue
      }
      guard drawn, let paragraph = (content.measured.glyphRecipe as? MeasuredGlyphs)?.paragraph else { continue }
      let units = Array(content.string.utf16)
      let hasDecorations = content.style.runs.contains { $0.underline != nil || $0.strikethrough != nil }
      for (index, line) in paragraph.lines.enumerated() {
        let baseline = index < lines.count ? lines[index].baseline : node.frame.minY + line.baseline
        for run in line.runs {
          // A text of several runs may change color inside one glyph run (the font being the
          // same): each stretch of one color is drawn as a run of its own.
          var start = 0
          while start < run.glyphs.count {
            let color = Self.color(at: run.glyphs[start].cluster, in: content)
            var end = start + 1
            while end < run.glyphs.count && Self.color(at: run.glyphs[end].cluster, in: content) == color { end += 1 }
            let glyphs = run.glyphs[start..<end]
            let positions = glyphs.map {
              CGPoint(x: node.frame.minX + $0.x + $0.xOffset, y: baseline - $0.yOffset)
            }
            let range = run.isEllipsis || start == 0 && end == run.glyphs.count
              ? run.range : Self.clusterRange(glyphs, in: run)
            let text = run.isEllipsis ? "\u{2026}" : String(decoding: units[range.clamped(to: 0..<units.count)], as: UTF16.self)
            // A gradient fills the stretches in the text's own color (parts with a color of
            // their own keep it).
            let gradient = content.gradient.flatMap { color == (content.color ?? .primary) ? $0 : nil }
            items.append(.glyphs(GlyphRun(
              face: run.font.face, size: run.font.size, color: color, glyphs: glyphs.map(\.id),
              positions: positions, text: text, gradient: gradient, gradientFrame: node.frame)))
            start = end
          }
          if hasDecorations { items += Self.decorationLines(run, baseline: baseline, x: node.frame.minX, content: content) }
        }
      }
    }
    items += openEffects.map { _ in .endEffect }
  }

  /// The fill of a redacted text's placeholder bars (a product choice: a light gray).
  public static let placeholderColor = Color(red: 0.56, green: 0.56, blue: 0.58, opacity: 0.35)

  /// A redacted text's bars: one rounded rectangle per line, as wide as the line's text and as
  /// tall as the first line's ascent plus descent, on the line's baseline.
  private static func placeholderBars(_ lines: [MeasuredText.Line], metrics: MeasuredText.LineMetrics) -> [Item] {
    lines.filter { $0.width > 0 }.map { line in
      let frame = CGRect(
        x: line.x, y: line.baseline - metrics.ascent, width: line.width, height: metrics.ascent + metrics.descent)
      return .shape(Shape(frame: frame, paint: Paint(shape: .roundedRectangle, cornerRadius: frame.height / 4, fill: placeholderColor)))
    }
  }

  /// The nodes in painting order: depth first, each node's children ordered by their `zIndex`
  /// (0 when absent; ties keep their order). Without any `zIndex`, the result's own order.
  static func paintingOrder(_ result: LayoutResult) -> [Int] {
    func zIndex(_ index: Int) -> Double {
      if case .zIndex(let value)? = result.nodes[index].effect { return value }
      return 0
    }
    let nodes = result.nodes
    guard nodes.contains(where: { if case .zIndex? = $0.effect { true } else { false } }) else {
      return Array(nodes.indices)
    }
    var order: [Int] = []
    order.reserveCapacity(nodes.count)
    var stack = nodes.isEmpty ? [] : [0]
    while let index = stack.popLast() {
      order.append(index)
      let children = nodes[index].children.enumerated().sorted {
        let (a, b) = (zIndex($0.element), zIndex($1.element))
        return a != b ? a < b : $0.offset < $1.offset
      }
      stack += children.reversed().map(\.element)
    }
    return order
  }

  /// The underlines and strikethrough lines of a glyph run: one filled rectangle per stretch of
  /// glyphs with the same decoration and color, from the first glyph's pen position to the
  /// last one's advance, at the position and thickness the run's font gives (`FontMetrics`:
  /// post and OS/2), raised with the run's baseline offset.
  private static func decorationLines(
    _ run: Typography.GlyphRun, baseline: CGFloat, x: CGFloat, content: TextContent
  ) -> [Item] {
    let metrics = run.font.metrics
    var items: [Item] = []
    for kind in [\TextStyle.Run.underline, \TextStyle.Run.strikethrough] {
      let (center, thickness) =
        kind == \TextStyle.Run.underline
        ? (metrics.underlinePosition, metrics.underlineThickness)
        : (metrics.strikethroughPosition, metrics.strikethroughThickness)
      /// The color of the line under or through the glyph at `index`, nil for none.
      func lineColor(_ index: Int) -> Color? {
        let offset = run.glyphs[index].cluster
        guard let style = styleRun(at: offset, in: content), let decoration = style[keyPath: kind] else { return nil }
        return decoration.color ?? style.color ?? content.color ?? .primary
      }
      var start = 0
      while start < run.glyphs.count {
        guard let color = lineColor(start) else {
          start += 1
          continue
        }
        var end = start + 1
        while end < run.glyphs.count && lineColor(end) == color { end += 1 }
        let left = run.glyphs[start].x
        let right = run.glyphs[start..<end].reduce(left) { max($0, $1.x + $1.advance) }
        let frame = CGRect(
          x: x + left, y: baseline - (run.baselineOffset + center) - thickness / 2, width: right - left,
          height: thickness)
        items.append(.shape(Shape(frame: frame, paint: Paint(shape: .rectangle, fill: color))))
        start = end
      }
    }
    return items
  }

  /// The style run containing a UTF-16 offset, for a text of several runs.
  private static func styleRun(at offset: Int, in content: TextContent) -> TextStyle.Run? {
    let runs = content.style.runs
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low < runs.count && runs[low].range.contains(offset) ? runs[low] : nil
  }

  /// The color of the text at a UTF-16 offset: its run's color, or the text's.
  private static func color(at offset: Int, in content: TextContent) -> Color {
    styleRun(at: offset, in: content)?.color ?? content.color ?? .primary
  }

  /// The source range of some of a run's glyphs: from their smallest cluster to the next
  /// cluster of the run beyond them (or the run's end).
  private static func clusterRange(_ glyphs: ArraySlice<Typography.Glyph>, in run: Typography.GlyphRun) -> Range<Int> {
    let clusters = glyphs.map(\.cluster)
    let lower = clusters.min() ?? run.range.lowerBound
    let highest = clusters.max() ?? lower
    let upper = run.glyphs.lazy.map(\.cluster).filter { $0 > highest }.min() ?? run.range.upperBound
    return max(lower, run.range.lowerBound)..<max(min(upper, run.range.upperBound), lower)
  }
}
