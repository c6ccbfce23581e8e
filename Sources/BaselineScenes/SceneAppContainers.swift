import Baseline
import Foundation

/// Scene views for the containers app screens use (docs/scenes.md, "App containers"): each reads
/// as the Swift initializer it mirrors, with values in place of bindings.
extension SceneViewDecoder {
  /// `GroupBox`, `DisclosureGroup`, `List`, `ContentUnavailableView`, `Gauge`, `TabView`,
  /// `NavigationSplitView`.
  static let appContainers: [(name: String, type: SceneViewType)] = [
    ("GroupBox", SceneViewType(["title", "children"]) { input throws(SceneError) in
      let views = try input.children()
      let title = try input.title()
      if title.isEmpty { return AnyView(GroupBox { Each(views) }) }
      return AnyView(GroupBox { Each(views) } label: { Text(verbatim: title) })
    }),
    ("DisclosureGroup", SceneViewType(["title", "isExpanded", "children"]) { input throws(SceneError) in
      let views = try input.children()
      let expanded = try input.object.optional("isExpanded")?.bool() ?? false
      let title = try input.title()
      return AnyView(DisclosureGroup(isExpanded: .constant(expanded)) { Each(views) } label: { Text(verbatim: title) })
    }),
    ("List", SceneViewType(["style", "children"]) { input throws(SceneError) in
      let views = try input.children()
      let list = List { Each(views) }
      switch try input.object.optional("style")?.choice("list style", listStyles) ?? 0 {
      case 1: return AnyView(list.listStyle(.plain))
      case 2: return AnyView(list.listStyle(.inset))
      case 3: return AnyView(list.listStyle(.grouped))
      case 4: return AnyView(list.listStyle(.insetGrouped))
      case 5: return AnyView(list.listStyle(.sidebar))
      default: return AnyView(list)
      }
    }),
    ("ContentUnavailableView", SceneViewType(["title", "systemImage", "description"]) { input throws(SceneError) in
      let description = try input.object.optional("description")?.string()
      return AnyView(
        ContentUnavailableView(
          LocalizedStringKey(try input.title()), systemImage: try input.object.optional("systemImage")?.string() ?? "circle",
          description: description.map { Text(verbatim: $0) }))
    }),
    ("Gauge", SceneViewType(["title", "value", "minimum", "maximum"]) { input throws(SceneError) in
      let range = try input.bounds(minimum: 0, maximum: 1)
      let value = try input.number("value", default: range.lowerBound)
      let title = try input.title()
      return AnyView(Gauge(value: value, in: range) { Text(verbatim: title) })
    }),
    ("TabView", SceneViewType(["selection", "tabs"]) { input throws(SceneError) in
      // Each tab: {"title", "systemImage", "content": VIEW}; `selection` is a tab's index.
      var tabs: [(title: String, image: String, content: AnyView)] = []
      for tab in try input.object.optional("tabs")?.array() ?? [] {
        let object = try tab.object("a tab", allowed: ["title", "systemImage", "content"])
        guard let content = object.optional("content") else { throw SceneError(tab.path, "a tab needs a content view") }
        tabs.append(
          (try object.optional("title")?.string() ?? "", try object.optional("systemImage")?.string() ?? "circle",
            try input.decoder.view(content, depth: input.depth + 1)))
      }
      let selection = try input.object.optional("selection")?.integer(in: 0...max(tabs.count - 1, 0)) ?? 0
      return AnyView(
        TabView(selection: .constant(selection)) {
          ForEach(tabs.indices, id: \.self) { index in
            tabs[index].content.tabItem { Label(tabs[index].title, systemImage: tabs[index].image) }.tag(index)
          }
        })
    }),
    ("NavigationSplitView", SceneViewType(["sidebar", "content", "detail"]) { input throws(SceneError) in
      func column(_ key: String) throws(SceneError) -> AnyView {
        guard let value = input.object.optional(key) else { return AnyView(EmptyView()) }
        return try input.decoder.view(value, depth: input.depth + 1)
      }
      let (sidebar, detail) = (try column("sidebar"), try column("detail"))
      if input.object.optional("content") != nil {
        let content = try column("content")
        return AnyView(NavigationSplitView { sidebar } content: { content } detail: { detail })
      }
      return AnyView(NavigationSplitView { sidebar } detail: { detail })
    }),
  ]

  /// The list styles by their Swift names.
  static let listStyles: KeyValuePairs<String, Int> = [
    "automatic": 0, "plain": 1, "inset": 2, "grouped": 3, "insetGrouped": 4, "sidebar": 5,
  ]
}
