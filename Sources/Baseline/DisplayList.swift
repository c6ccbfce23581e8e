import Foundation
import LayoutCore
import Typography

/// What a renderer draws, in painting order (back to front), in root coordinates (points,
/// origin top-left, y down): shapes with their paint, and positioned glyph runs with the font
/// they come from. A renderer needs nothing else from the engine.
public struct DisplayList: Sendable {
  /// A filled or stroked shape.
  public struct Shape: Sendable {
    public var frame: CGRect
    public var paint: Paint
  }

  /// Glyphs of one font at one size, positioned on their baselines.
  public struct GlyphRun: Sendable {
    /// The face (its `path` and `faceIndex` name the font file).
    public var face: FontFace
    public var size: Double
    public var color: Color
    /// Glyph ids and the pen positions where each glyph's origin goes (x, baseline y).
    public var glyphs: [UInt32]
    public var positions: [CGPoint]
    /// The source text of the run.
    public var text: String
  }

  public enum Item: Sendable {
    case shape(Shape)
    case glyphs(GlyphRun)
  }

  /// A text's guides, for overlays: its frame and the y of each line's baseline.
  public struct TextGuides: Sendable {
    public var frame: CGRect
    public var baselines: [CGFloat]
  }

  /// A container's alignment line, for overlays: drawn across the container's frame.
  public struct AlignmentLine: Sendable {
    public var frame: CGRect
    public var line: GuideLine
  }

  public var size: CGSize
  public var items: [Item]
  public var textGuides: [TextGuides]
  public var alignmentLines: [AlignmentLine]

  /// The display list of a layout. Texts are drawn from what the engine measured
  /// (`TextContent.measured.glyphLayout`, a `MeasuredGlyphs`): no measurer is needed and nothing
  /// is shaped again. Line baselines come from
  /// the layout result, so pixel snapping is kept. A text measured without glyphs (by a
  /// measurer other than `TypographyTextMeasurer`) contributes its guides but no glyph runs.
  public init(_ result: LayoutResult) {
    size = result.size
    items = []
    textGuides = []
    alignmentLines = []
    for node in result.nodes {
      alignmentLines += node.guideLines.map { AlignmentLine(frame: node.frame, line: $0) }
      if let paint = node.paint {
        items.append(.shape(Shape(frame: node.frame, paint: paint)))
      }
      guard let content = node.text else { continue }
      let lines = node.lines
      textGuides.append(TextGuides(frame: node.frame, baselines: lines.map(\.baseline)))
      guard let paragraph = (content.measured.glyphLayout as? MeasuredGlyphs)?.paragraph else { continue }
      let units = Array(content.string.utf16)
      for (index, line) in paragraph.lines.enumerated() {
        let baseline = index < lines.count ? lines[index].baseline : node.frame.minY + line.baseline
        for run in line.runs {
          var glyphs: [UInt32] = []
          var positions: [CGPoint] = []
          for glyph in run.glyphs {
            glyphs.append(glyph.id)
            positions.append(CGPoint(x: node.frame.minX + glyph.x + glyph.xOffset, y: baseline - glyph.yOffset))
          }
          let text = run.isEllipsis ? "\u{2026}" : String(decoding: units[run.range.clamped(to: 0..<units.count)], as: UTF16.self)
          items.append(.glyphs(GlyphRun(
            face: run.font.face, size: run.font.size, color: content.color ?? .primary, glyphs: glyphs,
            positions: positions, text: text)))
        }
      }
    }
  }
}
