public import Foundation

/// A type that identifies an alignment guide and computes its default value.
///
/// Conform a type (usually a private enum) and implement `defaultValue(in:)`, then wrap it in
/// `HorizontalAlignment(_:)` or `VerticalAlignment(_:)`.
public protocol AlignmentID {
  /// The guide's offset from the view's origin (top-leading corner, y down) when the view has no
  /// explicit value for it. `context` gives the view's size and its other guides.
  static func defaultValue(in context: ViewDimensions) -> CGFloat

  /// Folds the `n`th explicit child value (0-based among the children that have one, projected
  /// into the parent's coordinates) into the parent's value. The default keeps the mean.
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
  public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    let current = n == 0 ? childValue : (parentValue ?? childValue)
    parentValue = (current * CGFloat(n) + childValue) / CGFloat(n + 1)
  }
}

/// An `AlignmentID` type, as a value that can cross threads.
///
/// `@unchecked` because the compiler does not treat metatypes of a non-`Sendable` protocol as
/// `Sendable`; a metatype is an immutable reference to type metadata, and `AlignmentID`
/// requires only a static function, so sharing it is safe.
struct AlignmentIDType: @unchecked Sendable {
  let type: any AlignmentID.Type
}

/// The identity of a guide: its ID type and the axis it is used on, or a guide made at run time.
package struct AlignmentKey: Hashable, Sendable {
  // (The references first and the one-byte fields last: 26 bytes rather than 33, and an
  // `Alignment`, two keys, 58 rather than 73.)
  private let idType: AlignmentIDType
  var id: any AlignmentID.Type { idType.type }
  /// Set for guides defined at run time (scene files): identity is the object's.
  let runtime: RuntimeAlignment?
  let axis: Axis

  init(id: any AlignmentID.Type, axis: Axis) {
    idType = AlignmentIDType(type: id)
    self.axis = axis
    runtime = nil
    isEdgeOrCenter = id is any EdgeOrCenterGuide.Type
  }

  init(runtime: RuntimeAlignment, axis: Axis) {
    idType = AlignmentIDType(type: RuntimeAlignmentID.self)
    isEdgeOrCenter = false
    self.axis = axis
    self.runtime = runtime
  }

  /// Whether this is the key of the vertical guide `id` (what `==` with that guide's key
  /// answers, without making the key).
  func isVertical(_ id: any AlignmentID.Type) -> Bool {
    runtime == nil && axis == .vertical && ObjectIdentifier(idType.type) == ObjectIdentifier(id)
  }

  package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis && lhs.runtime === rhs.runtime
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
    hasher.combine(axis)
    if let runtime { hasher.combine(ObjectIdentifier(runtime)) }
  }

  /// Whether this is one of the six edge/center guides, which never travel out of a
  /// multi-child container (decided once, when the key is made).
  let isEdgeOrCenter: Bool

  func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    if let runtime { return runtime.defaultValue(dimensions) }
    return id.defaultValue(in: dimensions)
  }

  /// Merges children's projected explicit values with the ID's combine rule (nil values skipped).
  func combine(_ values: some Sequence<CGFloat?>) -> CGFloat? {
    combine { visit in for value in values { visit(value) } }
  }

  /// `combine(_:)` of the values `forEachValue` hands its argument, in order (for values read
  /// where a sequence of them would have to capture their storage).
  func combine(_ forEachValue: ((CGFloat?) -> Void) -> Void) -> CGFloat? {
    var merge = Merge(self)
    forEachValue { merge.add($0) }
    return merge.value
  }

  /// Children's projected explicit values merged one at a time with the ID's combine rule (nil
  /// values skipped): `combine`, for a caller merging several guides in one pass.
  struct Merge {
    private let id: any AlignmentID.Type
    private var count = 0
    /// The merged value so far (nil until a value is added).
    private(set) var value: CGFloat? = nil

    init(_ key: AlignmentKey) { id = key.id }

    mutating func add(_ childValue: CGFloat?) {
      guard let childValue else { return }
      id._combineExplicit(childValue: childValue, count, into: &value)
      count += 1
    }
  }
}

/// Marker for the built-in edge and center guides.
protocol EdgeOrCenterGuide: AlignmentID {}

extension EdgeOrCenterGuide {
  /// Containers never merge these: the parent value stays nil.
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

enum LeadingGuide: EdgeOrCenterGuide {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterGuide: EdgeOrCenterGuide {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingGuide: EdgeOrCenterGuide {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopGuide: EdgeOrCenterGuide {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterGuide: EdgeOrCenterGuide {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomGuide: EdgeOrCenterGuide {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// First text baseline: the bottom for a view without text; containers take the topmost.
enum FirstTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = min(childValue, parentValue ?? .infinity)
  }
}

/// The middle of the first line of text (halfway between its ascent and descent lines): the
/// middle for a view without text; containers take the topmost. Controls center their boxes and
/// switches on it.
enum FirstTextLineCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = min(childValue, parentValue ?? .infinity)
  }
}

/// Last text baseline: the bottom for a view without text; containers take the bottom-most.
enum LastTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = max(childValue, parentValue ?? -.infinity)
  }
}

/// A custom guide defined while the program runs (a scene file's `alignments`), rather than by a
/// Swift type. Containers merge its explicit values with the mean, like any custom guide.
final class RuntimeAlignment: Sendable {
  let name: String
  let defaultValue: @Sendable (ViewDimensions) -> CGFloat

  init(name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
    self.name = name
    self.defaultValue = defaultValue
  }
}

/// The ID type behind every run-time guide (its default is the guide object's).
enum RuntimeAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
