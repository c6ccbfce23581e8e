import Foundation
public import LayoutCore

/// A length that grows with the text size setting, as SwiftUI's `@ScaledMetric`: the value given
/// at the large (default) size, times the body style's size at the environment's
/// `dynamicTypeSize` over 17 (see `DynamicTypeSize.bodySize`). `relativeTo:` is accepted; every
/// text style scales along the body style's curve here.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
  private let base: Value

  /// A metric of `wrappedValue` at the default text size (Baseline does not scale it).
  public init(wrappedValue: Value) { base = wrappedValue }

  /// A metric of `wrappedValue` that SwiftUI scales like `textStyle` (Baseline does not scale it).
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }

  /// The value at the current text size (read while a body is computed).
  public var wrappedValue: Value {
    base * Value(Double(CurrentEnvironment.values.dynamicTypeSize.bodySize) / 17)
  }
}
