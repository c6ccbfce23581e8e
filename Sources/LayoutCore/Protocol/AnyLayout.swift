public import Foundation

/// A type-erased layout, to switch layouts at run time (`AnyLayout(HStackLayout())`).
public struct AnyLayout: Layout {
  private let box: any LayoutBox

  /// The wrapped layout's.
  public var _alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { box.alignmentLines }
  /// The wrapped layout's.
  public var _mergesSubviewGuidesOnly: Bool { box.mergesSubviewGuidesOnly }
  /// The wrapped layout's own properties (an `HStackLayout`'s horizontal stack orientation, say).
  public var _subviewProperties: LayoutProperties { box.properties }

  /// Wraps `layout`; the wrapper answers every question as `layout` does.
  public init<L: Layout>(_ layout: L) {
    box = ConcreteLayoutBox(layout: layout)
  }

  /// The wrapped layout's cache, its type erased.
  public struct Cache {
    var storage: Any
  }

  /// The type's properties are the defaults; the subviews see the wrapped layout's
  /// (`_subviewProperties`).
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func makeCache(subviews: Subviews) -> Cache { Cache(storage: box.makeCache(subviews)) }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    box.spacing(subviews, &cache.storage)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    box.sizeThatFits(proposal, subviews, &cache.storage)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    box.placeSubviews(bounds, proposal, subviews, &cache.storage)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.storage)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.storage)
  }
}

private protocol LayoutBox {
  var properties: LayoutProperties { get }
  var alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { get }
  var mergesSubviewGuidesOnly: Bool { get }
  func makeCache(_ subviews: LayoutSubviews) -> Any
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
  func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
  func explicitAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any) -> CGFloat?
}

private struct ConcreteLayoutBox<L: Layout>: LayoutBox {
  let layout: L

  var properties: LayoutProperties { layout._subviewProperties }
  var alignmentLines: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { layout._alignmentLines }
  var mergesSubviewGuidesOnly: Bool { layout._mergesSubviewGuidesOnly }

  func with<T>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
    var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    let result = body(&typed)
    cache = typed
    return result
  }

  func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
    with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
    with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }
  func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
    with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }
  func explicitAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) -> CGFloat? {
    with(&cache, subviews) { cache in
      key.axis == .horizontal
        ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}
