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
}
