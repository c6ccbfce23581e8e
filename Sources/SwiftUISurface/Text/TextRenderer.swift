public import Foundation
public import LayoutCore

/// Draws the texts of a view itself, as SwiftUI's `TextRenderer` (iOS 17): each text is laid out
/// as usual (or at the size `sizeThatFits` gives), its own drawing left out, and `draw(layout:in:)`
/// draws it into a graphics context from its `Text.Layout`. Drawing a line, a run or a slice
/// draws that part of the text in the text's own look at its place; the context's opacity,
/// transform and shading apply as in a `Canvas`. A run here is a whole line and has one slice, so
/// effects per glyph apply to whole lines (Baseline's layouts do not split lines into glyphs).
public protocol TextRenderer: Animatable {
  /// Draws a text from its layout.
  func draw(layout: Text.Layout, in context: inout GraphicsContext)
  /// The size the text takes for a proposal; by default, the text's own.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// How far the drawing may reach past the text's frame (accepted; nothing is clipped).
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// The text's own size.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
  /// No padding.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` draws, as it sizes itself.
public struct TextProxy {
  let subview: LayoutSubview
  /// The text's size for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { subview.sizeThatFits(proposal) }
}

extension Text.Layout {
  /// How a line, run or slice is drawn (accepted; every part is drawn in the text's look).
  public struct DrawingOptions: OptionSet, Sendable {
    /// The raw bits, one per member (see `init(rawValue:)`).
    public let rawValue: UInt32
    /// Options from their bits: 1 disables subpixel quantization.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Glyphs placed at their exact positions.
    public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
  }
}

extension GraphicsContext {
  /// Draws a line of a text a renderer is drawing, at its place.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
    for run in line { draw(run, options: options) }
  }

  /// Draws a run of a text a renderer is drawing, at its place.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
    guard let drawing = run.drawing, let first = run.characterIndices.first, let last = run.characterIndices.last else { return }
    let bounds = run.typographicBounds
    // The part of the text, one line of it, with its top where the run's ascent reaches.
    let part = drawing.text.slice(first..<last + 1)
    draw(part, at: CGPoint(x: bounds.origin.x, y: bounds.origin.y - bounds.ascent), anchor: .topLeading)
  }

  /// Draws a slice of a run (here, the whole run).
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
    draw(slice.run, options: options)
  }
}

/// What the lines of a text being drawn by a renderer draw themselves with: the text.
/// Equal to every other (it is how a layout is drawn, not part of what it is).
final class TextDrawing: Equatable, @unchecked Sendable {
  // `@unchecked Sendable`: a `Text` holds only values; it is never changed after this is made.
  let text: Text
  init(_ text: Text) { self.text = text }
  static func == (lhs: TextDrawing, rhs: TextDrawing) -> Bool { true }
}

/// A renderer of any type.
struct AnyTextRenderer {
  let draw: (Text.Layout, inout GraphicsContext) -> Void
  let sizeThatFits: (ProposedViewSize, TextProxy) -> CGSize

  init<Renderer: TextRenderer>(_ renderer: Renderer) {
    draw = { renderer.draw(layout: $0, in: &$1) }
    sizeThatFits = { renderer.sizeThatFits(proposal: $0, text: $1) }
  }
}

extension EnvironmentValues {
  /// The renderer of the texts inside (nil: they draw themselves).
  var textRenderer: AnyTextRenderer? {
    get { self[TextRendererKey.self] }
    set { self[TextRendererKey.self] = newValue }
  }
}

private enum TextRendererKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: AnyTextRenderer? = nil
}

extension View {
  /// Draws the texts inside with `renderer` (see `TextRenderer`).
  public func textRenderer<Renderer: TextRenderer>(_ renderer: Renderer) -> some View {
    let box = AnyTextRenderer(renderer)
    return environmentChange { $0.textRenderer = box }
  }
}

/// A text a renderer draws: the text laid out (at the renderer's size) with its own drawing
/// hidden, and a canvas over it where the renderer draws from the text's layout.
struct RenderedText: View {
  let text: Text
  let renderer: AnyTextRenderer

  var body: some View {
    let text = self.text
    let renderer = self.renderer
    return TextRendererLayout(renderer: renderer) { text.hidden() }
      .overlayPreferenceValue(Text.LayoutKey.self) { layouts in
        Canvas { context, _ in
          guard let layout = layouts.first?.layout else { return }
          renderer.draw(layout.drawn(with: TextDrawing(text)), &context)
        }
      }
      .environmentChange { $0.textRenderer = nil }
  }
}

/// Sizes a rendered text as its renderer says, the text at the top leading corner.
private struct TextRendererLayout: Layout {
  let renderer: AnyTextRenderer
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let text = subviews.first else { return .zero }
    return renderer.sizeThatFits(proposal, TextProxy(subview: text))
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }
}
