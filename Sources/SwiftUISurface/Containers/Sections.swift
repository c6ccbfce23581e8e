import Foundation
import LayoutCore

// Containers of your own with sections (iOS 18): `Group(sections:)` and `ForEach(sections:)`
// hand the sections of a view builder's content to code that arranges them. A `Section` in the
// content gives its header, rows and footer as subviews, unstyled (the container styles them);
// views outside any section form implicit sections, one per run of them, with no header or
// footer. Sections nested in a section's rows are laid out as sections, not split.

/// One section of a view builder's content: its header, its rows and its footer as subviews.
public struct SectionConfiguration: Identifiable {
  /// A section's identity: its position among the sections, and its tag when it has one.
  public struct ID: Hashable {
    let index: Int
    let tag: AnyHashable?
  }

  /// The section's identity.
  public let id: ID
  /// The values the section was given (`containerValue(_:_:)` on the `Section`).
  public let containerValues: ContainerValues
  /// The header's views (none for an implicit section or a section without a header).
  public let header: SubviewsCollection
  /// The section's rows.
  public let content: SubviewsCollection
  /// The footer's views.
  public let footer: SubviewsCollection
  /// The section's actions (`sectionActions`), as subviews.
  public let actions: SubviewsCollection
}

/// The sections of a view builder's content (`Group(sections:)`).
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]

  /// The first position, 0.
  public var startIndex: Int { sections.startIndex }
  /// The position after the last section.
  public var endIndex: Int { sections.endIndex }
  /// The section at `position`.
  public subscript(position: Int) -> SectionConfiguration { sections[position] }

  init(sections: [SectionConfiguration]) { self.sections = sections }

  /// The sections `view` resolves to in `context`, their headers and footers resolved with
  /// `headerEnvironment` and `footerEnvironment` applied.
  init<Base: View>(
    of view: Base, _ context: ResolveContext, headerEnvironment: ((inout EnvironmentValues) -> Void)? = nil,
    footerEnvironment: ((inout EnvironmentValues) -> Void)? = nil
  ) {
    let collector = SectionCollector()
    collector.headerEnvironment = headerEnvironment
    collector.footerEnvironment = footerEnvironment
    var inner = context
    inner.environment.sectionCollector = collector
    let nodes = resolve(view, inner)
    var parts: [ObjectIdentifier: SectionCollector.Parts] = [:]
    for entry in collector.parts { parts[ObjectIdentifier(entry.marker)] = entry }
    var sections: [SectionConfiguration] = []
    var loose: [LayoutNode] = []
    func add(values: ContainerValues, header: [LayoutNode], content: [LayoutNode], footer: [LayoutNode], actions: [LayoutNode]) {
      sections.append(
        SectionConfiguration(
          id: SectionConfiguration.ID(index: sections.count, tag: values.tagValue), containerValues: values,
          header: SubviewsCollection(header), content: SubviewsCollection(content), footer: SubviewsCollection(footer),
          actions: SubviewsCollection(actions)))
    }
    func closeImplicitSection() {
      guard !loose.isEmpty else { return }
      add(values: ContainerValues(), header: [], content: loose, footer: [], actions: [])
      loose = []
    }
    for node in nodes {
      if let last = node.modifierChain.last, let section = parts[ObjectIdentifier(last)] {
        closeImplicitSection()
        add(
          values: ContainerValues(reading: node), header: section.header, content: section.content, footer: section.footer,
          actions: section.actions)
      } else {
        loose.append(node)
      }
    }
    closeImplicitSection()
    self.sections = sections
  }
}

/// Where the sections resolved inside `Group(sections:)` leave their parts.
final class SectionCollector {
  /// Environment changes for the sections' headers and footers (a grouped list's look), applied
  /// outside the header's and footer's own modifiers.
  var headerEnvironment: ((inout EnvironmentValues) -> Void)?
  var footerEnvironment: ((inout EnvironmentValues) -> Void)?

  struct Parts {
    /// The node the section left in the content, standing for it.
    let marker: LayoutNode
    let header: [LayoutNode]
    let content: [LayoutNode]
    let footer: [LayoutNode]
    let actions: [LayoutNode]
  }
  var parts: [Parts] = []
}

extension EnvironmentValues {
  /// The collector of the `Group(sections:)` the view is resolved for (nil elsewhere).
  var sectionCollector: SectionCollector? {
    get { self[SectionCollectorKey.self] }
    set { self[SectionCollectorKey.self] = newValue }
  }
}

private enum SectionCollectorKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: SectionCollector? = nil
}

/// A section inside `Group(sections:)`: its parts resolved apart and left with the collector,
/// and a marker node in its place.
struct SectionParts<Header: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Header?
  let content: Content
  let footer: Footer?
  let actions: AnyView?
  let collector: SectionCollector
  var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    var inner = context
    inner.environment.sectionCollector = nil
    var headerContext = inner
    collector.headerEnvironment?(&headerContext.environment)
    var footerContext = inner
    collector.footerEnvironment?(&footerContext.environment)
    let marker = FixedLeafNode(kind: "Section", size: .zero)
    collector.parts.append(
      SectionCollector.Parts(
        marker: marker, header: header.map { resolve($0, headerContext) } ?? [], content: resolve(content, inner),
        footer: footer.map { resolve($0, footerContext) } ?? [], actions: actions.map { resolve($0, inner) } ?? []))
    nodes.append(marker)
  }
}

extension Group {
  /// The sections of `view` handed to `transform` as a collection, and what it returns shown in
  /// their place (in the enclosing container, as a group's views are).
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(base: view, transform: transform) }
  }
}

/// The content of `Group(sections:transform:)`.
public struct GroupSectionsOfContent<Base: View, Result: View>: View, PrimitiveView {
  let base: Base
  let transform: (SectionCollection) -> Result
  public var body: Never { primitiveBody(Self.self) }
  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    let sections = SectionCollection(of: base, context)
    let shown = CurrentEnvironment.with(context.environment) { transform(sections) }
    resolve(shown, context, into: &nodes)
  }
}

extension ForEach where Data == SectionCollection, ID == SectionConfiguration.ID {
  /// A view for each of `view`'s sections, made by `content` from its configuration.
  public init<Base: View>(sections view: Base, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
    self.init(SectionCollection(sections: []), id: \.id, content: content)
    resolver = { context, nodes in
      let sections = SectionCollection(of: view, context)
      CurrentEnvironment.with(context.environment) {
        for section in sections { resolve(content(section), context, into: &nodes) }
      }
    }
  }
}

extension EnvironmentValues {
  /// The actions `sectionActions` gave the sections inside (the first sections met take them).
  var sectionActions: AnyView? {
    get { self[SectionActionsKey.self] }
    set { self[SectionActionsKey.self] = newValue }
  }
}

private enum SectionActionsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: AnyView? = nil
}

extension View {
  /// Actions for the section: shown after its rows (in a list or form, as rows after them, as
  /// on iOS), and handed to containers of your own as `SectionConfiguration.actions`.
  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let actions = AnyView(content())
    return environmentChange { $0.sectionActions = actions }
  }
}
