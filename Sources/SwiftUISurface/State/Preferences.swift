public import Foundation
public import LayoutCore

/// A view's geometry, resolved to a frame where it is read (`GeometryProxy`'s subscript), as
/// SwiftUI's `Anchor`.
public struct Anchor<Value>: Equatable, Sendable where Value: Equatable & Sendable {
  /// The value in the layout's root coordinates.
  let global: Value

  /// What an anchor stands for: a view's bounds or a point of them.
  public struct Source: Sendable {
    let make: @Sendable (CGRect) -> Value
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    .init { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point of the view's bounds.
  public static func point(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    .init { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) }
  }
  /// A point of the view's bounds (`.unitPoint(.top)`).
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { self.point(point) }
  /// A fixed point in the view's own coordinates.
  public init(_ point: CGPoint) {
    self.init { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }
  /// The view's top leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { point(.topLeading) }
  /// The middle of the view's top edge.
  public static var top: Anchor<CGPoint>.Source { point(.top) }
  /// The view's top trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { point(.topTrailing) }
  /// The middle of the view's leading edge.
  public static var leading: Anchor<CGPoint>.Source { point(.leading) }
  /// The view's center.
  public static var center: Anchor<CGPoint>.Source { point(.center) }
  /// The middle of the view's trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { point(.trailing) }
  /// The view's bottom leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { point(.bottomLeading) }
  /// The middle of the view's bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { point(.bottom) }
  /// The view's bottom trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { point(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
  /// A fixed rectangle in the view's own coordinates.
  public init(_ rect: CGRect) { self = .rect(rect) }
}

extension GeometryProxy {
  /// An anchored rectangle in the reader's coordinates.
  public subscript(anchor: Anchor<CGRect>) -> CGRect {
    anchor.global.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  /// An anchored point in the reader's coordinates.
  public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
    CGPoint(x: anchor.global.x - globalFrame.minX, y: anchor.global.y - globalFrame.minY)
  }
}

extension View {
  /// Sets a preference for the view's ancestors.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modified { PreferenceNode(child: $0, entry: PreferenceEntry(key: K.self) { _ in value }) }
  }

  /// Sets a preference made from the view's geometry (known once the view is placed).
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modified { node in
      PreferenceNode(child: node, entry: PreferenceEntry(key: K.self) { frame in transform(Anchor(global: value.make(frame))) })
    }
  }

  /// Changes the preference the view's subtree passes up.
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
    modified { PreferenceTransformNode(child: $0, key: ObjectIdentifier(K.self), transform: { value, _ in
      var typed = (value as? K.Value) ?? K.defaultValue
      callback(&typed)
      return typed
    }) }
  }

  /// Changes the preference the view's subtree passes up with an anchor of the view's geometry
  /// (known once the view is placed).
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modified { PreferenceTransformNode(child: $0, key: ObjectIdentifier(K.self), transform: { subtree, frame in
      var typed = (subtree as? K.Value) ?? K.defaultValue
      transform(&typed, Anchor(global: value.make(frame)))
      return typed
    }) }
  }

  /// Runs `action` with the subtree's preference value once the view is laid out, and lays the
  /// layout out again when the value differs from the last one seen (the action usually sets
  /// state the layout reads, as in the equal-width-labels technique); see
  /// `LayoutEngine.maximumPreferencePasses`.
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
  where K.Value: Equatable {
    modified { (node: LayoutNode, context: ResolveContext) -> LayoutNode in
      context.outcome.preferenceObservers += 1
      return PreferenceObserverNode(child: node, observer: PreferenceObserver(key: K.self, action: action))
    }
  }

  /// An overlay built from the subtree's preference value (after the view is placed).
  public func overlayPreferenceValue<K: PreferenceKey, Overlay: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> Overlay
  ) -> some View {
    preferenceLayer(key, alignment: alignment, below: false, transform)
  }

  /// A background built from the subtree's preference value (after the view is placed).
  public func backgroundPreferenceValue<K: PreferenceKey, Background: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> Background
  ) -> some View {
    preferenceLayer(key, alignment: alignment, below: true, transform)
  }

  private func preferenceLayer<K: PreferenceKey, Layer: View>(
    _ key: K.Type, alignment: Alignment, below: Bool, _ transform: @escaping (K.Value) -> Layer
  ) -> some View {
    modified { (node: LayoutNode, context: ResolveContext) -> LayoutNode in
      PreferenceLayerNode(
        primary: node, alignment: alignment, below: below,
        build: { primary in
          let value = PreferenceEntry<K>.reduced(in: primary)
          return CurrentEnvironment.with(context.environment) { resolve(ZStack { transform(value) }, context) }.first
        })
    }
  }
}
