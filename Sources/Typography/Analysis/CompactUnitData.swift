/// A value per UTF-16 code unit, kept as one value when every unit has it (a paragraph in one
/// script and one direction, the usual case) and as an array otherwise.
///
/// The count is stored in 32 bits (the ICU analysis takes 32-bit lengths too), beside the
/// uniform value: a paragraph holds three of these, and a large form a paragraph per text.
struct UnitValues<Element: Equatable & Sendable>: RandomAccessCollection, Sendable {
  private let values: [Element]
  private let storedCount: Int32
  /// The value of every unit, when they all have the same one.
  private let uniform: Element?

  init(_ values: [Element]) {
    storedCount = Int32(values.count)
    if let first = values.first, values.allSatisfy({ $0 == first }) {
      uniform = first
      self.values = []
    } else {
      uniform = nil
      self.values = values
    }
  }

  init(repeating value: Element, count: Int) {
    storedCount = Int32(count)
    uniform = value
    values = []
  }

  var count: Int { Int(storedCount) }
  var startIndex: Int { 0 }
  var endIndex: Int { Int(storedCount) }

  subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "unit index out of range")
    return uniform ?? values[index]
  }

  /// Whether every unit has the same value.
  var isUniform: Bool { uniform != nil || count == 0 }
}

/// Grapheme cluster boundaries at offsets 0...n: nothing stored when every offset is one (text
/// without combining marks, surrogates or CR LF), else one bit per offset.
struct GraphemeBoundaries: Sendable {
  private var bits: [UInt64]
  private let storedCount: Int32
  private let everywhere: Bool
  /// The number of offsets (the text's length plus one).
  var count: Int { Int(storedCount) }

  /// Every offset a boundary.
  init(everywhereIn length: Int) {
    everywhere = true
    bits = []
    storedCount = Int32(length + 1)
  }

  /// Boundaries at 0, `length` and each of `offsets`.
  init(length: Int, offsets: some Sequence<Int>) {
    everywhere = false
    storedCount = Int32(length + 1)
    bits = [UInt64](repeating: 0, count: (length + 1 + 63) / 64)
    for offset in offsets where offset >= 0 && offset <= length { bits[offset >> 6] |= 1 << UInt64(offset & 63) }
    bits[0] |= 1
    bits[length >> 6] |= 1 << UInt64(length & 63)
  }

  subscript(offset: Int) -> Bool {
    precondition(offset >= 0 && offset < count, "offset out of range")
    return everywhere || bits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
  }
}
