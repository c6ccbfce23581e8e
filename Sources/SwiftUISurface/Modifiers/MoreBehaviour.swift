public import Foundation
public import LayoutCore

// Behaviour without geometry, continued: accessibility rotors and actions, speech, dialogs,
// files, drag and drop, find, menus, presentations, search, writing tools. Each compiles with
// SwiftUI's signature and leaves the layout as it is (docs/swiftui-surface.md).

/// How a pointer hovering over a view shows (no pointer hovers in a layout).
public struct HoverEffect: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight behind the view.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifted, with a shadow.
  public static let lift = HoverEffect(name: "lift")
}

// MARK: - Accessibility

/// Entries of an accessibility rotor, made by `AccessibilityRotorContentBuilder`.
public protocol AccessibilityRotorContent {}

/// One entry of an accessibility rotor: a label and the view it moves to.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
  /// What the rotor reads for the entry.
  public let label: Text?
  /// The view the entry moves to.
  public let id: ID

  /// An entry for the view with `id` in `namespace`.
  public init(_ label: Text, id: ID, in namespace: Namespace.ID, prepare: @escaping () -> Void = {}) {
    self.label = label
    self.id = id
  }

  /// An entry for the view with `id` in `namespace`, titled with a string.
  public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, prepare: @escaping () -> Void = {}) {
    self.init(Text(labelKey), id: id, in: namespace, prepare: prepare)
  }

  /// An entry for the view with `id` (in a scroll view's content).
  public init(_ label: Text, id: ID, prepare: @escaping () -> Void = {}) {
    self.label = label
    self.id = id
  }
}

/// Entries gathered by the builder.
public struct AccessibilityRotorEntries: AccessibilityRotorContent {
  /// How many entries.
  public let count: Int
}

/// Builds the entries of an accessibility rotor.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
  public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> AccessibilityRotorEntries {
    AccessibilityRotorEntries(count: (content as? AccessibilityRotorEntries)?.count ?? 1)
  }
  public static func buildBlock(_ parts: AccessibilityRotorEntries...) -> AccessibilityRotorEntries {
    AccessibilityRotorEntries(count: parts.reduce(0) { $0 + $1.count })
  }
  public static func buildOptional(_ part: AccessibilityRotorEntries?) -> AccessibilityRotorEntries { part ?? AccessibilityRotorEntries(count: 0) }
  public static func buildEither(first part: AccessibilityRotorEntries) -> AccessibilityRotorEntries { part }
  public static func buildEither(second part: AccessibilityRotorEntries) -> AccessibilityRotorEntries { part }
  public static func buildArray(_ parts: [AccessibilityRotorEntries]) -> AccessibilityRotorEntries {
    AccessibilityRotorEntries(count: parts.reduce(0) { $0 + $1.count })
  }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}

/// A rotor the system provides.
public struct AccessibilitySystemRotor: Sendable {
  let name: String
  /// Links.
  public static let links = AccessibilitySystemRotor(name: "links")
  /// Headings.
  public static let headings = AccessibilitySystemRotor(name: "headings")
  /// Bold text.
  public static let boldText = AccessibilitySystemRotor(name: "boldText")
  /// Italic text.
  public static let italicText = AccessibilitySystemRotor(name: "italicText")
  /// Underlined text.
  public static let underlineText = AccessibilitySystemRotor(name: "underlineText")
  /// Misspelled words.
  public static let misspelledWords = AccessibilitySystemRotor(name: "misspelledWords")
  /// Images.
  public static let images = AccessibilitySystemRotor(name: "images")
  /// Text fields.
  public static let textFields = AccessibilitySystemRotor(name: "textFields")
  /// Tables.
  public static let tables = AccessibilitySystemRotor(name: "tables")
  /// Lists.
  public static let lists = AccessibilitySystemRotor(name: "lists")
  /// Landmarks.
  public static let landmarks = AccessibilitySystemRotor(name: "landmarks")
}

/// The role of a view in a labeled pair (`accessibilityLabeledPair`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The label.
  case label
  /// The content labeled.
  case content
}

/// What kind of text a view holds, for assistive technology.
public struct AccessibilityTextContentType: Sendable {
  let name: String
  /// Plain text.
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// A console's output.
  public static let console = AccessibilityTextContentType(name: "console")
  /// File system paths.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// Prose.
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// A spreadsheet.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word processor's document.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// How a direct-touch area passes touches on.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int
  /// Options from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Assistive technology keeps speaking while the area is touched.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
  /// The area needs activating first.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A zoom asked for by assistive technology.
public struct AccessibilityZoomGestureAction: Sendable {
  /// Whether to zoom in or out.
  public enum Direction: Hashable, Sendable {
    /// Closer.
    case zoomIn
    /// Farther.
    case zoomOut
  }
  /// The direction asked for.
  public let direction: Direction
  /// Where, in the view's unit square.
  public let location: UnitPoint
  /// Where, in the view's points.
  public let point: CGPoint
}

extension View {
  /// A rotor of `entries` titled `label` (for assistive technology; no layout effect).
  public func accessibilityRotor(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> some AccessibilityRotorContent)
    -> some View
  {
    passthrough("accessibilityRotor")
  }
  /// A rotor of `entries` titled with a string.
  public func accessibilityRotor(
    _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> some AccessibilityRotorContent
  ) -> some View {
    passthrough("accessibilityRotor")
  }
  /// Entries for a rotor the system provides.
  public func accessibilityRotor(
    _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> some AccessibilityRotorContent
  ) -> some View {
    passthrough("accessibilityRotor")
  }
  /// A rotor of one entry per element of `entries`, labeled by `entryLabel`.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    passthrough("accessibilityRotor")
  }
  /// Marks the view as the target of a rotor entry with `id` in `namespace`.
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
    passthrough("accessibilityRotorEntry")
  }
  /// Makes the view a direct-touch area (no touches in a layout).
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View {
    passthrough("accessibilityDirectTouch")
  }
  /// The point a drag starts from, for assistive technology.
  public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool = true) -> some View {
    passthrough("accessibilityDragPoint")
  }
  /// The point a drag starts from, described with a string.
  public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View {
    passthrough("accessibilityDragPoint")
  }
  /// The point a drop lands on, for assistive technology.
  public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool = true) -> some View {
    passthrough("accessibilityDropPoint")
  }
  /// The point a drop lands on, described with a string.
  public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> some View {
    passthrough("accessibilityDropPoint")
  }
  /// Pairs the view, as label or content, with another of the same `id` in `namespace`.
  public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
    passthrough("accessibilityLabeledPair")
  }
  /// Links the view with the others of the same `id` in `namespace`.
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
    passthrough("accessibilityLinkedGroup")
  }
  /// What scrolling with assistive technology does (never run).
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { passthrough("accessibilityScrollAction") }
  /// The kind of text the view holds.
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
    passthrough("accessibilityTextContentType")
  }
  /// What zooming with assistive technology does (never run).
  public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
    passthrough("accessibilityZoomAction")
  }

  // MARK: Speech

  /// Raises or lowers the pitch of spoken text (-1 to 1).
  public func speechAdjustedPitch(_ value: Double) -> some View { passthrough("speechAdjustedPitch") }
  /// Speaks punctuation.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { passthrough("speechAlwaysIncludesPunctuation") }
  /// Queues announcements behind speech in progress.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { passthrough("speechAnnouncementsQueued") }
  /// Spells words out letter by letter.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { passthrough("speechSpellsOutCharacters") }
}

extension Text {
  /// Raises or lowers the pitch of this text when spoken (no layout effect).
  public func speechAdjustedPitch(_ value: Double) -> Text { self }
  /// Speaks this text's punctuation (no layout effect).
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  /// Queues this text's announcement (no layout effect).
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
  /// Spells this text out (no layout effect).
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}

// MARK: - Controls, dialogs, menus

/// Whether holding a button repeats its action.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Repeats.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Does not repeat.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// The order of a menu's items.
public struct MenuOrder: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = MenuOrder(name: "automatic")
  /// First item nearest the control.
  public static let priority = MenuOrder(name: "priority")
  /// As written.
  public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing a menu's item closes it.
public struct MenuActionDismissBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Closes it.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Keeps it open.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// Whether a view opens when something dragged rests on it.
public struct SpringLoadingBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Opens.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Does not open.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// How a presented sheet is sized (iOS 18).
public struct PresentationSizing: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = PresentationSizing(name: "automatic")
  /// Sized to its content.
  public static let fitted = PresentationSizing(name: "fitted")
  /// A form sheet.
  public static let form = PresentationSizing(name: "form")
  /// A page sheet.
  public static let page = PresentationSizing(name: "page")
}

/// Whether scrolling a sheet's content resizes the sheet first.
public struct PresentationContentInteraction: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// Resizes the sheet first.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// Scrolls the content first.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// Whether search fields take dictation.
public struct SearchDictationBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = SearchDictationBehavior(name: "automatic")
  /// Inline dictation.
  public static let inline = SearchDictationBehavior(name: "inline")
  /// None.
  public static let none = SearchDictationBehavior(name: "none")
}

/// Whether a search field hides the toolbar while searching.
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
  /// The toolbar stays.
  public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// How text selection favors the start or the end of a range.
public enum TextSelectionAffinity: Hashable, Sendable {
  /// The platform's choice.
  case automatic
  /// Toward the start.
  case upstream
  /// Toward the end.
  case downstream
}

/// Whether Writing Tools offer themselves (iOS 18).
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = WritingToolsBehavior(name: "automatic")
  /// The full experience.
  public static let complete = WritingToolsBehavior(name: "complete")
  /// Results in a panel.
  public static let limited = WritingToolsBehavior(name: "limited")
  /// None.
  public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// Whether Writing Tools' affordance shows.
public struct WritingToolsAffordanceVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = WritingToolsAffordanceVisibility(name: "automatic")
  /// Shown.
  public static let visible = WritingToolsAffordanceVisibility(name: "visible")
  /// Hidden.
  public static let hidden = WritingToolsAffordanceVisibility(name: "hidden")
}

/// How a navigation push or a sheet animates in (iOS 18).
public struct NavigationTransition: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = NavigationTransition(name: "automatic")
  /// Zooming from the view marked `matchedTransitionSource(id:in:)` with `sourceID`.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
    NavigationTransition(name: "zoom")
  }
}

/// Which tabs a person rearranged or hid (iOS 18), kept in storage.
public struct TabViewCustomization: Hashable, Sendable, Codable {
  /// No changes.
  public init() {}
  /// Puts back the default order and visibility.
  public mutating func resetVisibility() {}
}

extension View {
  /// Whether holding the view's buttons repeats their action (nothing is held in a layout).
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { passthrough("buttonRepeatBehavior") }
  /// The icon of the dialogs inside (not presented in a layout).
  public func dialogIcon(_ icon: Image?) -> some View { passthrough("dialogIcon") }
  /// A "do not show again" toggle in the dialogs inside.
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { passthrough("dialogSuppressionToggle") }
  /// A titled "do not show again" toggle in the dialogs inside.
  public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
    passthrough("dialogSuppressionToggle")
  }
  /// A "do not show again" toggle labeled `label`.
  public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { passthrough("dialogSuppressionToggle") }
  /// The order of the menus' items inside (menus are not opened in a layout).
  public func menuOrder(_ order: MenuOrder) -> some View { passthrough("menuOrder") }
  /// Whether choosing an item closes the menus inside.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { passthrough("menuActionDismissBehavior") }
  /// Whether the view opens when something dragged rests on it.
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { passthrough("springLoadingBehavior") }
  /// How the sheets inside are sized (not presented in a layout).
  public func presentationSizing(_ sizing: PresentationSizing) -> some View { passthrough("presentationSizing") }
  /// Whether scrolling a sheet's content resizes it first.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
    passthrough("presentationContentInteraction")
  }
  /// Whether the search fields inside take dictation.
  public func searchDictationBehavior(_ dictationBehavior: SearchDictationBehavior) -> some View { passthrough("searchDictationBehavior") }
  /// Binds a search field's focus to `isFocused` (nothing has focus in a layout).
  public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> some View { passthrough("searchFocused") }
  /// Binds a search field's focus to `binding` being `value`.
  public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { passthrough("searchFocused") }
  /// Whether searching hides the toolbar.
  public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
    passthrough("searchPresentationToolbarBehavior")
  }
  /// Which triggers submit the view's fields (`onSubmit` reaches no further).
  public func submitScope(_ isBlocking: Bool = true) -> some View { passthrough("submitScope") }
  /// Which end of a selection text favors.
  public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { passthrough("textSelectionAffinity") }
  /// The text typed to select the view in a list or picker.
  public func typeSelectEquivalent(_ text: Text?) -> some View { passthrough("typeSelectEquivalent") }
  /// The text typed to select the view, as a string.
  public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { passthrough("typeSelectEquivalent") }
  /// Whether Writing Tools offer themselves for the text views inside.
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { passthrough("writingToolsBehavior") }
  /// Whether Writing Tools' affordance shows on the text views inside.
  public func writingToolsAffordanceVisibility(_ visibility: WritingToolsAffordanceVisibility) -> some View {
    passthrough("writingToolsAffordanceVisibility")
  }
  /// Whether the find navigator shows over the text views inside (never in a layout).
  public func findNavigator(isPresented: Binding<Bool>) -> some View { passthrough("findNavigator") }
  /// Turns find off for the text views inside.
  public func findDisabled(_ isDisabled: Bool = true) -> some View { passthrough("findDisabled") }
  /// Turns replace off for the text views inside.
  public func replaceDisabled(_ isDisabled: Bool = true) -> some View { passthrough("replaceDisabled") }
  /// What renaming does (a `RenameButton` inside triggers it; never run).
  public func renameAction(_ action: @escaping () -> Void) -> some View { passthrough("renameAction") }
  /// Renaming focuses `isFocused`'s field.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { passthrough("renameAction") }
  /// How navigation to the view animates (not run).
  public func navigationTransition(_ style: NavigationTransition) -> some View { passthrough("navigationTransition") }
  /// Marks the view as where a zoom transition with `id` starts.
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
    passthrough("matchedTransitionSource")
  }
  /// Keeps the person's tab arrangement in `customization` (the tabs are laid out as written).
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { passthrough("tabViewCustomization") }
  /// A tag for tracking interactions in the view, for performance tools.
  public func interactionActivityTrackingTag(_ tag: String) -> some View { passthrough("interactionActivityTrackingTag") }
  /// An observable object the focused view offers to commands (read nil in a layout).
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { passthrough("focusedObject") }
  /// An observable object the focused scene offers to commands.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { passthrough("focusedSceneObject") }
}

/// The observable object the focused view offers (`focusedObject(_:)`): nil in a layout, where
/// nothing has focus.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// No object.
  public init() {}
  /// The focused view's object: nil.
  public var wrappedValue: ObjectType? { nil }
  /// Bindings to the object's properties: nil.
  public var projectedValue: ObjectBindings<ObjectType>? { nil }
}

/// A value a text carries for a text renderer to read (`Text.customAttribute(_:)`).
public protocol TextAttribute: Hashable {}

extension Text {
  /// Marks the text with `value` for text renderers: drawn as the text (no renderer reads it).
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }
}

extension View {
  /// The document the view's window shows (its title bar; none in a layout).
  public func navigationDocument(_ url: URL) -> some View { passthrough("navigationDocument") }
}

/// Which content's toolbar `contentToolbar` fills.
public struct ContentToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ContentToolbarPlacement(name: "automatic")
}

extension View {
  /// Items for the toolbar inside the modified content view (toolbars are not laid out).
  public func contentToolbar<Content: View>(for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content) -> some View {
    passthrough("contentToolbar")
  }
}
