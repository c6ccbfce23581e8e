import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// A font-free text measurer with round numbers, so that expected frames can be derived by hand.
///
/// | font size | char width | ascent | descent | line height |
/// |---|---|---|---|---|
/// | 17 (body) | 10 | 16 | 5 | 21 |
/// | 28 (title) | 20 | 27 | 7 | 34 |
/// | 12 (caption) | 10 | 15 | 5 | 20 |
/// | 34 (largeTitle) | 20 | 27 | 7 | 34 |
/// | other s | 0.6 s | 0.8 s | 0.2 s | s |
///
/// No line gap. A finite width wraps after as many whole characters as fit (at least one); a
/// width of 0 gives a zero size, as Text does.
struct FakeTextMeasurer: TextMeasuring {
  static func metrics(_ size: CGFloat) -> (width: CGFloat, ascent: CGFloat, descent: CGFloat) {
    switch size {
    case 17: return (10, 16, 5)
    case 28: return (20, 27, 7)
    case 12: return (10, 15, 5)
    case 34: return (20, 27, 7)
    default: return (0.6 * size, 0.8 * size, 0.2 * size)
    }
  }

  func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> MeasuredText {
    let (charWidth, ascent, descent) = Self.metrics(style.font.pointSize)
    let lineMetrics = MeasuredText.LineMetrics(ascent: ascent, descent: descent, leading: 0)
    let count = string.count
    if proposal.width == 0 {
      return MeasuredText(
        size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], firstLineMetrics: lineMetrics,
        lastLineMetrics: lineMetrics, capHeight: 0.7 * ascent)
    }
    var perLine = count
    if let width = proposal.width, width.isFinite {
      perLine = max(1, Int((width / charWidth).rounded(.down)))
    }
    var lineCount = max(1, (count + perLine - 1) / max(perLine, 1))
    if let limit = style.lineLimit { lineCount = min(lineCount, limit) }
    let pitch = ascent + descent + style.spaceBetweenLines
    var lines: [MeasuredText.Line] = []
    var widest: CGFloat = 0
    for line in 0..<lineCount {
      let characters = min(perLine, count - line * perLine)
      let width = CGFloat(max(characters, 0)) * charWidth
      widest = max(widest, width)
      lines.append(.init(baseline: ascent + CGFloat(line) * pitch, x: 0, width: width, range: line * perLine..<line * perLine + max(characters, 0)))
    }
    let height = CGFloat(lineCount) * (ascent + descent) + CGFloat(lineCount - 1) * style.spaceBetweenLines
    return MeasuredText(
      size: CGSize(width: widest, height: height), firstBaseline: ascent,
      lastBaseline: ascent + CGFloat(lineCount - 1) * pitch, lines: lines,
      firstLineMetrics: lineMetrics, lastLineMetrics: lineMetrics, capHeight: 0.7 * ascent)
  }
}

let engine: LayoutEngine = {
  var environment = EnvironmentValues()
  environment.textMeasurer = FakeTextMeasurer()
  return LayoutEngine(environment: environment)
}()

func layout<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> LayoutResult {
  engine.layout(view, proposal: ProposedViewSize(width: width, height: height))
}

/// Compares a frame with the expected (x, y, width, height), to 1e-9.
func expectFrame(
  _ frame: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let frame else {
    Issue.record("no such frame", sourceLocation: sourceLocation)
    return
  }
  let ok = abs(frame.minX - x) < 1e-9 && abs(frame.minY - y) < 1e-9
    && abs(frame.width - width) < 1e-9 && abs(frame.height - height) < 1e-9
  #expect(ok, "frame \(frame) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

func expectClose(_ actual: CGFloat?, _ expected: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let actual else {
    Issue.record("no value", sourceLocation: sourceLocation)
    return
  }
  #expect(abs(actual - expected) < 1e-9, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

// MARK: Custom guides used by the examples

enum FirstThirdAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

enum OneQuarterAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

extension VerticalAlignment {
  static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

extension HorizontalAlignment {
  static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
}

struct HorizontalStripes: View {
  var color: Color = .blue
  var body: some View {
    VStack(spacing: 1) {
      ForEach(0..<3) { _ in color }
    }
  }
}
