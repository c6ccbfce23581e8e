import LayoutCore

// SwiftUI's underscored containers, which older container code (before iOS 18's
// `Group(subviews:)`) builds on: `_VariadicView.Tree` hands a root the views of its content as
// `_VariadicView.Children`, each with its identity and its traits (`_trait(_:_:)`). Baseline
// builds them on `Group(subviews:)`, with these limits: a unary root and a multi-view root both
// show their body in place of the tree, as a group's views are shown (SwiftUI makes a unary
// root's body one view), and a child's traits are those set with `_trait(_:_:)`.

/// The namespace of SwiftUI's variadic views.
public enum _VariadicView {
  /// A root and the content whose views it arranges.
  public struct Tree<Root: _VariadicView_Root, Content: View>: View {
    /// What arranges the views.
    public var root: Root
    /// The views.
    public var content: Content

    /// `content`'s views arranged by `root`.
    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }

    public var body: some View {
      Group(subviews: content) { subviews in
        if let root = root as? any _VariadicView_ViewRoot {
          AnyView(root.arrangedBody(Children(subviews)))
        }
      }
    }
  }

  /// The views of a tree's content, as its root gets them.
  public struct Children: RandomAccessCollection, View {
    /// One view of the content, with its identity and traits.
    public struct Element: View, Identifiable {
      let subview: Subview
      /// The view's identity: its tag when it has one, else its position.
      public var id: AnyHashable { subview.containerValues.tagValue ?? AnyHashable(subview.id) }
      /// The value of a trait the view was given (its default when none).
      public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
        (subview.containerValues.values[ObjectIdentifier(key)] as? Trait.Value) ?? Trait.defaultValue
      }
      public var body: some View { subview }
    }

    let subviews: SubviewsCollection
    init(_ subviews: SubviewsCollection) { self.subviews = subviews }

    /// The first position, 0.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last view.
    public var endIndex: Int { subviews.endIndex }
    /// The view at `position`.
    public subscript(position: Int) -> Element { Element(subview: subviews[position]) }

    public var body: some View { subviews }
  }
}

/// What arranges a variadic tree's views.
public protocol _VariadicView_Root {}

/// A root that makes a view of the tree's views.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
  /// The view a root makes.
  associatedtype Body: View
  /// The view made of `children`.
  @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose body is one view.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose body is any number of views, shown in the tree's place.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView_ViewRoot {
  /// The root's body, its type erased, for the tree to show.
  func arrangedBody(_ children: _VariadicView.Children) -> AnyView { AnyView(body(children: children)) }
}

/// A value a view gives the variadic tree it is in (`_trait(_:_:)`).
public protocol _ViewTraitKey {
  /// The value's type.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Gives the view a trait its variadic tree reads (`children[i][key]`).
  public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
    ContainerValueModifier(content: self) { $0.values[ObjectIdentifier(key)] = value }
  }
}
