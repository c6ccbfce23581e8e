public import Foundation
public import LayoutCore

/// One of the boolean operations a shape offers with another (`Shape.union` and the rest).
enum ShapeOperation: Sendable {
  case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction

  func apply(_ first: Path, _ second: Path, eoFill: Bool) -> Path {
    switch self {
    case .union: first.union(second, eoFill: eoFill)
    case .intersection: first.intersection(second, eoFill: eoFill)
    case .subtracting: first.subtracting(second, eoFill: eoFill)
    case .symmetricDifference: first.symmetricDifference(second, eoFill: eoFill)
    case .lineIntersection: first.lineIntersection(second, eoFill: eoFill)
    case .lineSubtraction: first.lineSubtraction(second, eoFill: eoFill)
    }
  }
}

/// A shape made of two shapes by a boolean operation on their paths in the same rectangle (see
/// `Path.union(_:eoFill:)` for the rule); it takes the first shape's size.
public struct _ShapeOperationResult<First: Shape, Second: Shape>: Shape {
  let first: First
  let second: Second
  let operation: ShapeOperation
  let eoFill: Bool

  public func path(in rect: CGRect) -> Path {
    operation.apply(first.path(in: rect), second.path(in: rect), eoFill: eoFill)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { first.sizeThatFits(proposal) }
}

extension Shape {
  /// The area inside this shape or `other`.
  public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _ShapeOperationResult(first: self, second: other, operation: .union, eoFill: eoFill)
  }
  /// The area inside both this shape and `other`.
  public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _ShapeOperationResult(first: self, second: other, operation: .intersection, eoFill: eoFill)
  }
  /// The area inside this shape and not inside `other`.
  public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _ShapeOperationResult(first: self, second: other, operation: .subtracting, eoFill: eoFill)
  }
  /// The area inside exactly one of this shape and `other`.
  public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _ShapeOperationResult(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
  }
  /// This shape's lines where they are inside `other` (to stroke).
  public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _ShapeOperationResult(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
  }
  /// This shape's lines where they are outside `other` (to stroke).
  public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    _ShapeOperationResult(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
  }
}
