public import Foundation

// What `onDelete` and `onMove` hand over, applied to the array behind a `ForEach`: SwiftUI's
// extensions of the standard library's collections. Offsets outside the collection are left out
// (SwiftUI traps on them), and a destination past either end moves to that end.

extension MutableCollection {
  /// Moves the elements at `source` (in their order) to before the element at `destination`,
  /// both offsets into the collection as it is before the move.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moving = Set(source.filter { $0 >= 0 && $0 < elements.count })
    let destination = Swift.min(Swift.max(destination, 0), elements.count)
    let kept = elements.indices.filter { !moving.contains($0) }
    let arranged =
      kept.filter { $0 < destination }.map { elements[$0] } + moving.sorted().map { elements[$0] }
      + kept.filter { $0 >= destination }.map { elements[$0] }
    for (index, element) in zip(indices, arranged) { self[index] = element }
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    var kept = Self()
    for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
    self = kept
  }
}
