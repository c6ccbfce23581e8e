/// A position on one axis of a variable font, such as weight 450 (`wght`).
public struct FontVariation: Sendable, Hashable, CustomStringConvertible {
  /// The four-character axis tag, e.g. "wght", "wdth", "opsz".
  public var tag: String
  /// The axis value in the axis's own units (user coordinates, as `hb-shape --variations`).
  public var value: Double

  public init(_ tag: String, _ value: Double) {
    self.tag = String((tag + "    ").prefix(4))
    self.value = value
  }

  /// The weight axis at `value`.
  public static func weight(_ value: Double) -> FontVariation { FontVariation("wght", value) }

  public var description: String { "\(tag)=\(value)" }
}

/// One axis of a variable font, from its `fvar` table.
public struct FontVariationAxis: Sendable, Hashable {
  public var tag: String
  public var minimum: Double
  public var defaultValue: Double
  public var maximum: Double

  /// `value` limited to the axis's range (NaN: the default).
  public func clamped(_ value: Double) -> Double {
    value.isNaN ? defaultValue : min(max(value, minimum), maximum)
  }
}
