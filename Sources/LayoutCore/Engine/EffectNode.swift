package import Foundation

/// A paint-only modifier's node: passes layout through and reports its effect for the frame it
/// was placed in.
package final class EffectNode: PassthroughNode {
  /// The effect for the placed frame; nil for none (for example a NaN angle).
  let effect: (CGRect) -> PaintEffect?

  package init(kind: String, child: LayoutNode, effect: @escaping (CGRect) -> PaintEffect?) {
    self.effect = effect
    super.init(kind: kind, child: child)
  }

  override func resultContent(keepingGlyphs: Bool) -> LayoutResult.NodeExtras? {
    frame.flatMap(effect).map { .effect($0) }
  }
  /// The effect is placed about the frame, which may move.
  override func hasNewResultContent() -> Bool { true }
}
