import Foundation
public import LayoutCore

/// The first of its views that fits, as SwiftUI's `ViewThatFits`: each candidate in order is
/// asked its ideal size on `axes` (the offer on the others); the first whose ideal size fits
/// the offer on those axes is the one shown, else the last. Only the chosen view is laid out and
/// reported.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// The first of `content`'s views that fits the proposal on `axes` (the last one when none does).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [ViewThatFitsNode(candidates: resolve(content, context), axes: axes)]
  }
}
