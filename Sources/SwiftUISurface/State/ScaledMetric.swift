import Foundation
public import LayoutCore

/// A length that grows with the text size setting, as SwiftUI's `@ScaledMetric`: the value given
/// at the large (default) size, times its text style's size at the environment's
/// `dynamicTypeSize` over the style's size at large (body unless `relativeTo:` names another; see
/// `Font.TextStyle.pointSize(at:)`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
  private let base: Value
  private let textStyle: Font.TextStyle

  /// A metric of `wrappedValue` at the default text size that scales as the body style does.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// A metric of `wrappedValue` at the default text size that scales as `textStyle` does.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the current text size (read while a body is computed).
  public var wrappedValue: Value {
    let size = CurrentEnvironment.values.dynamicTypeSize
    return base * Value(Double(textStyle.pointSize(at: size)) / Double(textStyle.pointSize))
  }
}
