/// A position on one axis of a variable font, such as weight 450 (`wght`).
public struct FontVariation: Sendable, Hashable, CustomStringConvertible {
  /// The four-character axis tag, e.g. "wght", "wdth", "opsz".
  public var tag: String
  /// The axis value in the axis's own units (user coordinates, as `hb-shape --variations`).
  public var value: Double

  /// The axis `tag` (padded or cut to four characters) at `value`.
  public init(_ tag: String, _ value: Double) {
    self.tag = String((tag + "    ").prefix(4))
    self.value = value
  }

  /// The weight axis at `value`.
  public static func weight(_ value: Double) -> FontVariation { FontVariation("wght", value) }

  /// The axis and value, as `hb-shape --variations` writes them (`wght=450.0`).
  public var description: String { "\(tag)=\(value)" }
}

/// One axis of a variable font, from its `fvar` table.
public struct FontVariationAxis: Sendable, Hashable {
  /// The four-character axis tag.
  public var tag: String
  /// The smallest value the font allows.
  public var minimum: Double
  public var defaultValue: Double
  /// The largest value the font allows.
  public var maximum: Double

  /// `value` limited to the axis's range (NaN: the default).
  public func clamped(_ value: Double) -> Double {
    value.isNaN ? defaultValue : min(max(value, minimum), maximum)
  }
}

extension FontVariationAxis {
  /// The axis's value at a position (its default when the position leaves it out).
  func value(in position: [FontVariation]) -> Double {
    position.first { $0.tag == tag }?.value ?? defaultValue
  }
}

extension [FontVariationAxis] {
  /// The position on these axes that `changes` set, else `base`: each value limited to its
  /// axis's range, axes the font lacks ignored, axes at their defaults left out (so the default
  /// position is always `[]`), in axis order. The last change of a tag wins.
  func position(_ changes: [FontVariation], over base: [FontVariation] = []) -> [FontVariation] {
    compactMap { axis in
      let value = changes.last(where: { $0.tag == axis.tag }).map { axis.clamped($0.value) } ?? axis.value(in: base)
      return value == axis.defaultValue ? nil : FontVariation(axis.tag, value)
    }
  }
}
