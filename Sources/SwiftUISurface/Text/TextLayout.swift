public import Foundation
public import LayoutCore

extension Text {
  /// A placed text's lines, as SwiftUI's `Text.Layout` reports them (`Text.LayoutKey`): each line
  /// with its origin (the left end of its baseline, in the text's coordinates) and typographic
  /// bounds. Each line is one run here (Baseline does not split a line's runs by font for this
  /// report); a line's ascent, descent and leading are the text's first line's, the last line's
  /// for the last.
  public struct Layout: RandomAccessCollection, Equatable {
    /// An index of a character of the text: a UTF-16 offset into its string.
    public typealias CharacterIndex = Int

    var lines: [Line]
    /// Whether the text was cut off.
    public var isTruncated: Bool

    /// The first line's position, 0.
    public var startIndex: Int { 0 }
    /// The position after the last line.
    public var endIndex: Int { lines.count }
    /// The line at `position`.
    public subscript(position: Int) -> Line { lines[position] }

    /// Where a line or run sits, as typesetting measures it: its baseline's origin, width, and
    /// the font's ascent, descent and leading there.
    public struct TypographicBounds: Equatable, Sendable {
      /// The left end of the baseline.
      public var origin: CGPoint
      /// The width.
      public var width: CGFloat
      /// The height above the baseline.
      public var ascent: CGFloat
      /// The depth below the baseline.
      public var descent: CGFloat
      /// The space below the descent before the next line.
      public var leading: CGFloat

      /// Bounds from their parts.
      public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        self.origin = origin
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
      }

      /// From the ascent above the baseline to the descent below it.
      public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
    }

    /// One line of a text: its runs of glyphs.
    public struct Line: RandomAccessCollection, Equatable {
      /// The left end of the line's baseline, in the text's coordinates.
      public var origin: CGPoint
      /// The line's typographic bounds.
      public let typographicBounds: TypographicBounds
      var runs: [Run]
      /// The first run's position, 0.
      public var startIndex: Int { 0 }
      /// The position after the last run.
      public var endIndex: Int { runs.count }
      /// The run at `position`.
      public subscript(position: Int) -> Run { runs[position] }
    }

    /// A run of a line's glyphs (here, the whole line): a collection of one slice, itself.
    public struct Run: RandomAccessCollection, Equatable {
      /// The run's typographic bounds.
      public let typographicBounds: TypographicBounds
      /// The characters the run shows, as UTF-16 offsets into the text's string.
      public let characterIndices: [CharacterIndex]
      /// The direction the run's text reads in.
      public let layoutDirection: LayoutDirection
      /// What draws the run, for a text a `TextRenderer` draws (nil otherwise).
      var drawing: TextDrawing? = nil

      /// The only slice's position, 0.
      public var startIndex: Int { 0 }
      /// 1: a run is one slice here.
      public var endIndex: Int { 1 }
      /// The slice: the whole run.
      public subscript(position: Int) -> RunSlice { RunSlice(run: self) }
    }

    /// A part of a run (here, the whole run).
    public struct RunSlice: Equatable {
      /// The run the slice is of.
      public let run: Run
      /// The slice's typographic bounds (the run's).
      public var typographicBounds: TypographicBounds { run.typographicBounds }
      /// The characters the slice shows.
      public var characterIndices: [CharacterIndex] { run.characterIndices }
    }

    /// The layout with every run drawn by `drawing` (a renderer's text).
    func drawn(with drawing: TextDrawing) -> Layout {
      var copy = self
      copy.lines = lines.map { line in
        var line = line
        line.runs = line.runs.map { run in
          var run = run
          run.drawing = drawing
          return run
        }
        return line
      }
      return copy
    }

    /// The layout of a text placed with `measured`.
    init(_ measured: MeasuredText, direction: LayoutDirection) {
      let count = measured.lines.count
      lines = measured.lines.enumerated().map { index, line in
        let metrics = index == count - 1 ? measured.lastLineMetrics : measured.firstLineMetrics
        let bounds = TypographicBounds(
          origin: CGPoint(x: line.x, y: line.baseline), width: line.width, ascent: metrics.ascent, descent: metrics.descent,
          leading: metrics.leading)
        let run = Run(typographicBounds: bounds, characterIndices: Array(line.range), layoutDirection: direction)
        return Line(origin: bounds.origin, typographicBounds: bounds, runs: [run])
      }
      isTruncated = measured.isTruncated
    }
  }

  /// The layouts of the texts in a subtree, each with its origin as an anchor (SwiftUI's
  /// `Text.LayoutKey`): read it with `onPreferenceChange`, `overlayPreferenceValue` or
  /// `backgroundPreferenceValue`. Every placed text sets it; nothing is kept until it is read.
  public struct LayoutKey: PreferenceKey, TextPreferenceKey {
    /// A text's layout, and where the text's top leading corner is.
    public struct AnchoredLayout: Equatable {
      /// The text's top leading corner.
      public var origin: Anchor<CGPoint>
      /// The text's lines.
      public var layout: Text.Layout
    }

    /// No texts.
    public static var defaultValue: [AnchoredLayout] { [] }

    /// The texts in document order.
    public static func reduce(value: inout [AnchoredLayout], nextValue: () -> [AnchoredLayout]) {
      value.append(contentsOf: nextValue())
    }

    /// A placed text's layout at its frame's origin.
    package static func value(measured: MeasuredText, direction: LayoutDirection, frame: CGRect) -> [AnchoredLayout] {
      [AnchoredLayout(origin: Anchor(global: frame.origin), layout: Text.Layout(measured, direction: direction))]
    }
  }
}
