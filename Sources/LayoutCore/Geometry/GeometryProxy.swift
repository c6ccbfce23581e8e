public import Foundation

/// The size and position of a `GeometryReader`, handed to its content.
public struct GeometryProxy: Sendable {
  /// The reader's size.
  public let size: CGSize
  /// The reader's frame in the root's coordinates (the layout's global space).
  package let globalFrame: CGRect
  /// The frames of the named coordinate spaces around the reader, root coordinates.
  let namedSpaces: [String: CGRect]

  /// The reader's frame in a coordinate space: `.local` (origin zero), `.global` (the root's),
  /// or one named with `coordinateSpace(_:)` around it (global when the name is unknown).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space.kind {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return globalFrame
    case .named(let name):
      guard let origin = namedSpaces[name]?.origin else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// Insets of the safe area (none in a layout).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public struct CoordinateSpace: Hashable, Sendable {
  package enum Kind: Hashable, Sendable { case local, global, named(String) }
  package let kind: Kind
  /// The view's own coordinates: origin at its top leading corner.
  public static let local = CoordinateSpace(kind: .local)
  /// The root view's coordinates.
  public static let global = CoordinateSpace(kind: .global)
  /// The coordinates of the view that declared `coordinateSpace(name:)` with `name`.
  public static func named(_ name: some Hashable) -> CoordinateSpace { CoordinateSpace(kind: .named("\(name)")) }
  /// The coordinates of the nearest scroll view around the reader (its visible bounds: nothing
  /// is scrolled in a layout).
  public static var scrollView: CoordinateSpace { named(scrollViewName) }
  /// The coordinates of the nearest scroll view around the reader, whatever its axes.
  public static func scrollView(axis: Axis) -> CoordinateSpace { scrollView }
  /// Whether this is the root's space.
  public var isGlobal: Bool { kind == .global }
  /// Whether this is the view's own space.
  public var isLocal: Bool { kind == .local }

  /// The name a scroll view gives its space.
  package static let scrollViewName = "__scrollView"
}

/// A coordinate space as the newer API names it (`.local`, `.global`, `.named(_:)`,
/// `.scrollView`), for `GeometryProxy.frame(in:)` and `coordinateSpace(_:)`.
public protocol CoordinateSpaceProtocol {
  /// The space.
  var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space (`.named("stack")`, `.scrollView`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
  /// The space.
  public let coordinateSpace: CoordinateSpace
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
  /// The space: `.local`.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The root view's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
  /// The space: `.global`.
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space a view named `name` with `coordinateSpace(_:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .named(name)) }
  /// The nearest scroll view's space.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .scrollView) }
  /// The nearest scroll view's space, whatever its axes.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The root's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension GeometryProxy {
  /// The reader's frame in a space named the newer way (`.named("x")`, `.scrollView`).
  @_disfavoredOverload
  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

  /// The bounds of a named space around the reader, in the reader's own coordinates; nil when
  /// no view around it has that name.
  public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = space.coordinateSpace.kind, let named = namedSpaces[name] else { return nil }
    return named.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }
}

extension GeometryProxy {
  /// The proxy of a view placed at `frame` (root coordinates), with no named spaces around it
  /// (a named space is then the global one).
  package init(frame: CGRect) {
    self.init(size: frame.size, globalFrame: frame, namedSpaces: [:])
  }
}
