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

  /// The guides the layout aligns its subviews on, which guide overlays draw as lines: a stack's
  /// alignment, both of a ZStack's; none for other layouts.
  var alignmentLineKeys: [AlignmentKey] {
    if let stack = exactly(HStackLayout.self) { return [stack.alignment.key] }
    if let stack = exactly(VStackLayout.self) { return [stack.alignment.key] }
    if let stack = exactly(ZStackLayout.self) { return [stack.alignment.horizontal.key, stack.alignment.vertical.key] }
    if let erased = exactly(AnyLayout.self) { return erased.alignmentKeys }
    return []
  }
}
