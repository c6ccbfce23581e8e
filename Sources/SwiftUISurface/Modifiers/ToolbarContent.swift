import LayoutCore

// What `toolbar { }` holds: `ToolbarItem`s, groups and toolbar content of one's own, built by
// `ToolbarContentBuilder`. A layout has no bars, so toolbar content is kept, never laid out; the
// types are there so that code declaring toolbars (`var items: some ToolbarContent`) compiles.

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: items, groups, or a body of them.
public protocol ToolbarContent {
  /// The content a toolbar content is made of.
  associatedtype Body: ToolbarContent
  /// The items.
  @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content a person can customize (`toolbar(id:)`).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent {
  /// The content hidden or shown (kept, not laid out).
  public func hidden(_ hidden: Bool = true) -> some ToolbarContent { self }
}

extension CustomizableToolbarContent {
  /// The content hidden or shown (kept, not laid out).
  public func hidden(_ hidden: Bool = true) -> some CustomizableToolbarContent { self }
  /// Whether a person can hide, move or remove the item (kept).
  public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent { self }
  /// Whether the item shows before any customization (kept).
  public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = [])
    -> some CustomizableToolbarContent
  {
    self
  }
  /// SwiftUI's older spelling of `defaultCustomization(_:options:)` (kept).
  public func defaultCustomization() -> some CustomizableToolbarContent { self }
}

/// How a person can change a toolbar item.
public struct ToolbarCustomizationBehavior: Sendable {
  let name: String
  /// The platform's default.
  public static let `default` = ToolbarCustomizationBehavior(name: "default")
  /// The item cannot be removed.
  public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
  /// The item cannot be hidden, moved or removed.
  public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// Options for an item's default customization.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
  /// The raw bits, one per member.
  public let rawValue: Int
  /// Options from their bits: 1 always available.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The item stays in the overflow menu when hidden.
  public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// Several toolbar contents in one (the result of a builder block).
public struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent {
  let value: T
  public var body: Never { return primitiveBody(Self.self) }
}

/// One of two toolbar contents, as an `if`/`else` chose it.
public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }
  let storage: Storage
  public var body: Never { return primitiveBody(Self.self) }
}

extension ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { return primitiveBody(Self.self) }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

/// Builds toolbar content from `toolbar { }` blocks.
@resultBuilder
public enum ToolbarContentBuilder {
  /// One content as it is.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  /// A block of contents.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
    TupleToolbarContent(value: (repeat each content))
  }
  /// Content shown only when a condition holds.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  /// The `if` branch.
  public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> ConditionalToolbarContent<First, Second> {
    ConditionalToolbarContent(storage: .first(first))
  }
  /// The `else` branch.
  public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> ConditionalToolbarContent<First, Second> {
    ConditionalToolbarContent(storage: .second(second))
  }
  /// Content behind an availability check.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
