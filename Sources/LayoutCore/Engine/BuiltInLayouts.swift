/// What the engine knows about the built-in layouts, found by comparing a layout's type with
/// theirs (a pointer comparison) rather than by a cast (`as?`, `is`), which looks conformances up
/// at run time: these are asked of every container in every layout.
extension Layout {
  /// The layout as `T` when its type is exactly `T`.
  @inline(__always)
  func exactly<T: Layout>(_ type: T.Type) -> T? {
    Self.self == T.self ? unsafeBitCast(self, to: T.self) : nil
  }

  /// Whether the layout's explicit guides are only ever its subviews' values merged (the
  /// `Layout` protocol's default), never values of its own: true for the built-in stacks and
  /// grid (and an `AnyLayout` wrapping one), false for every other layout, which may answer any
  /// guide itself.
  var onlyMergesSubviewGuides: Bool {
    if let erased = exactly(AnyLayout.self) { return erased.wrapsMergingLayout }
    return Self.self == HStackLayout.self || Self.self == VStackLayout.self || Self.self == ZStackLayout.self
      || Self.self == GridLayout.self
  }

  /// Visits the guides the layout aligns its subviews on, which guide overlays draw as lines: a
  /// stack's alignment, both of a ZStack's; none for other layouts. (A visit, not a list: it is
  /// asked of every container in every result.)
  func forEachAlignmentLineKey(_ body: (AlignmentKey) -> Void) {
    if let stack = exactly(HStackLayout.self) {
      body(stack.alignment.key)
    } else if let stack = exactly(VStackLayout.self) {
      body(stack.alignment.key)
    } else if let stack = exactly(ZStackLayout.self) {
      body(stack.alignment.horizontal.key)
      body(stack.alignment.vertical.key)
    } else if let erased = exactly(AnyLayout.self) {
      for key in erased.alignmentKeys { body(key) }
    }
  }

  /// The keys `forEachAlignmentLineKey` visits.
  var alignmentLineKeys: [AlignmentKey] {
    var keys: [AlignmentKey] = []
    forEachAlignmentLineKey { keys.append($0) }
    return keys
  }
}
