public import Foundation
public import LayoutCore

// Programmatic scrolling and the scroll and geometry callbacks. A layout shows every scroll view
// from its start and reports nothing back: `scrollTo` moves nothing and the callbacks never run
// (SwiftUI calls them after layout, with what layout produced; their changes to state show in a
// later frame).

/// Gives its content a proxy for scrolling to views by identity: laid out as its content.
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose content scrolls with the proxy it is given.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (a layout shows them from their start).
public struct ScrollViewProxy: Sendable {
  /// Scrolls to the view with identity `id`, placing its `anchor` at the scroll view's: not done
  /// in a layout.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A scroll view's geometry, as the scroll callbacks report it.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled: the point of the content at the scroll view's top leading
  /// corner.
  public var contentOffset: CGPoint
  /// The size of the content (smaller or larger than the scroll view).
  public var contentSize: CGSize
  /// The insets around the content; added to its size, the space that scrolls.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// A scroll view's geometry from its parts.
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content shown: the container's size at the content offset.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The visible rect less the content insets.
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(containerSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(containerSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
}

/// What a scroll view is doing.
public enum ScrollPhase: Equatable, Sendable {
  /// Not scrolling (the phase of every scroll view in a layout).
  case idle
  /// Following a drag or a wheel.
  case tracking
  /// Following a drag that has begun to move the content.
  case interacting
  /// Slowing down after a fling.
  case decelerating
  /// Scrolling by itself (to a target).
  case animating

  /// Whether the content is moving.
  public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change tells: the phases and the geometry (`onScrollPhaseChange`).
public struct ScrollPhaseChangeContext: Sendable {
  /// The geometry when the phase changed.
  public var geometry: ScrollGeometry
  /// The velocity, when the content is moving by itself.
  public var velocity: CGVector?
}

extension View {
  /// Calls `action` when the scroll view's geometry, transformed, changes: never called in a
  /// layout.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    passthrough("onScrollGeometryChange")
  }

  /// Calls `action` when the view comes into or leaves the scroll view's visible area (more than
  /// `threshold` of it shown): never called in a layout.
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    passthrough("onScrollVisibilityChange")
  }

  /// Calls `action` when the scroll view's phase changes: never called in a layout (every
  /// scroll view is idle).
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
    passthrough("onScrollPhaseChange")
  }

  /// Calls `action` with the phases and their context when the phase changes: never called.
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View {
    passthrough("onScrollPhaseChange")
  }

  /// Calls `action` with the identities of the visible scroll targets when they change: never
  /// called in a layout.
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View {
    passthrough("onScrollTargetVisibilityChange")
  }

  /// Calls `action` when the view's geometry, transformed, changes: never called in a layout.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    passthrough("onGeometryChange")
  }

  /// Calls `action` with the old and new values when the view's geometry, transformed, changes:
  /// never called in a layout.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    passthrough("onGeometryChange")
  }

  /// Flashes the scroll indicators when `value` changes: no indicators are drawn.
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { passthrough("scrollIndicatorsFlash") }

  /// Flashes the scroll indicators when the view appears (`onAppear`): no indicators are drawn.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { passthrough("scrollIndicatorsFlash") }

  /// How a scroll view answers an input: nothing scrolls in a layout.
  public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View {
    passthrough("scrollInputBehavior")
  }
}

/// Whether a scroll view answers an input (`scrollInputBehavior`).
public struct ScrollInputBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollInputBehavior(name: "automatic")
  /// Answers the input.
  public static let enabled = ScrollInputBehavior(name: "enabled")
  /// Ignores the input.
  public static let disabled = ScrollInputBehavior(name: "disabled")
}

/// An input that scrolls (`scrollInputBehavior`).
public struct ScrollInputKind: Hashable, Sendable {
  let name: String
  /// A hand's zoom.
  public static let handGestureZoom = ScrollInputKind(name: "handGestureZoom")
}
