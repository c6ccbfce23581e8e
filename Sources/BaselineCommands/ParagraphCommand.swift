public import ArgumentParser
import Baseline

/// `baseline paragraph`: lays out one paragraph and prints its lines and baselines.
public struct ParagraphCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "paragraph",
    abstract: "Lay out a paragraph with the bundled fonts and print its lines and baselines.",
    discussion: """
      Without TEXT, lays out a built-in multi-script sample (Latin, Arabic, Hebrew, Devanagari, \
      Thai and CJK) at three widths.
      """)

  @Argument(help: "The text to lay out.")
  var text: String?

  @Option(help: "Font family (one of `baseline fonts`).")
  var family: String = "Noto Sans"

  @Option(help: "Point size.")
  var size: Double = 16

  @Option(help: "Maximum line width in points; omit for unconstrained.")
  var width: Double?

  @Option(help: "Maximum number of lines (the last one is truncated with an ellipsis).")
  var lineLimit: Int?

  @Option(help: "Extra space between lines, points.")
  var lineSpacing: Double = 0

  public init() {}

  static let sample =
    "Baseline lays out text with real fonts: العربية تُكتب من اليمين, עברית גם כן, "
    + "हिन्दी में संयुक्ताक्षर, ภาษาไทย and 中文排版 share lines with exact baselines."

  public func run() throws {
    let typesetter = try FontContext.bundled().typesetter
    guard let resolved = typesetter.library.resolve(family: family) else {
      throw ValidationError("no fonts are available")
    }
    if !resolved.matchedFamily {
      print("note: family \"\(family)\" is not bundled; using \(resolved.face.family)")
    }
    let font = SizedFont(resolved.face, size: size)
    let content = StyledText(text ?? Self.sample, font: font)
    let widths: [Double?] = text == nil && width == nil ? [nil, 320, 160] : [width]
    let shaped = typesetter.shape(content)
    for width in widths {
      let style = ParagraphStyle(maxWidth: width, lineSpacing: lineSpacing, lineLimit: lineLimit)
      let paragraph = shaped.layout(style)
      print(report(paragraph, text: content, width: width))
    }
  }

  func report(_ paragraph: Paragraph, text: StyledText, width: Double?) -> String {
    var out = "width \(width.map(format) ?? "unconstrained"): \(paragraph.lines.count) line(s), "
    out += "size \(format(paragraph.width)) x \(format(paragraph.height)), "
    out += "first baseline \(format(paragraph.firstBaseline)), last baseline \(format(paragraph.lastBaseline))"
    if paragraph.isTruncated { out += ", truncated" }
    for line in paragraph.lines {
      let shown = line.runs.map { run -> String in
        if run.isEllipsis { return "…" }
        return String(decoding: text.utf16[run.range], as: UTF16.self)
      }
      let fonts = Set(line.runs.map(\.font.face.family)).sorted().joined(separator: ", ")
      out += "\n  baseline \(format(line.baseline)) x \(format(line.x)) width \(format(line.width)) "
      out += "[\(fonts)] " + shown.joined(separator: " | ")
    }
    return out
  }
}

/// Three decimals, trailing zeros trimmed.
func format(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  var text = String(rounded)
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}
