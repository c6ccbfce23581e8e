import Foundation

/// Deterministic, locale-free number text for SVG: at most three decimals, trailing zeros and
/// a trailing point removed, "-0" written as "0". Every finite value gives a valid SVG number
/// (values of 1e12 and more are written whole, without the scaling that could overflow); NaN
/// and infinities are written as 0.
func svgNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  if abs(value) >= 1e12 { return String(format: "%.0f", value) }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
  var text = String(rounded)
  if text.contains("e") { text = String(format: "%.3f", rounded) }
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

/// A color as `#rrggbb`.
func svgColor(_ red: Double, _ green: Double, _ blue: Double) -> String {
  func byte(_ value: Double) -> String {
    let hex = String(colorByte(value), radix: 16)
    return hex.count == 1 ? "0" + hex : hex
  }
  return "#" + byte(red) + byte(green) + byte(blue)
}
