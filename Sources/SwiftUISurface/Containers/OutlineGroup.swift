/// A tree of values shown as rows, as SwiftUI's `OutlineGroup`: one row per root element, and an
/// element with children (a non-nil `children` collection, even an empty one) as a
/// `DisclosureGroup` whose label is the element's row and whose content is an outline group of
/// its children. A layout shows the tree as it first appears: every group collapsed, so only the
/// roots' rows are laid out, those with children behind a disclosure chevron.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// An outline of `data`'s elements, identified by `id`, each element's children at `children`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = id
    self.children = children
    self.content = content
  }

  public var body: some View {
    ForEach(data, id: id) { element in
      row(element)
    }
  }

  /// The element's row, or a collapsed disclosure group of its children under it.
  private func row(_ element: Data.Element) -> AnyView {
    guard let nested = element[keyPath: children] else { return AnyView(content(element)) }
    return AnyView(
      DisclosureGroup {
        OutlineSubgroupChildren(content: AnyView(OutlineGroup(nested, id: id, children: children, content: content)))
      } label: {
        content(element)
      })
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  /// An outline of `data`'s identifiable elements, each element's children at `children`.
  public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

extension OutlineGroup {
  /// An outline of one root element and its descendants.
  public init<Element: Identifiable>(
    _ root: Element, children: KeyPath<Element, [Element]?>, @ViewBuilder content: @escaping (Element) -> Leaf
  ) where Data == [Element], ID == Element.ID {
    self.init([root], id: \.id, children: children, content: content)
  }
}

/// The children of an element of an `OutlineGroup`: an outline group of them, the content of the
/// element's disclosure group (collapsed in a layout).
public struct OutlineSubgroupChildren: View {
  let content: AnyView
  public var body: some View { content }
}
