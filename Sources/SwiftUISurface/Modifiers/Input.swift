public import Foundation
public import LayoutCore

// Search, focus, hover, keys, drag and drop, text input: behaviour a layout never triggers.
// Each is accepted and leaves the layout as it is; a search field that SwiftUI puts in the
// navigation bar is not laid out, as the bar is not.

/// Where a search field goes (accepted; the field is not laid out).
public struct SearchFieldPlacement: Sendable {
  let name: String
  /// Where the platform puts it.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In a drawer under the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In a drawer under the navigation bar, always shown or shown on scrolling.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
  /// When a navigation bar drawer shows its search field.
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// How text may be selected (accepted).
public protocol TextSelectability {}
/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {}
/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
  /// Text that can be selected.
  public static var enabled: EnabledTextSelectability { .init() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  /// Text that cannot be selected.
  public static var disabled: DisabledTextSelectability { .init() }
}

/// How a text field capitalizes what is typed (accepted).
public struct TextInputAutocapitalization: Sendable {
  let name: String
  /// No automatic capitals.
  public static let never = TextInputAutocapitalization(name: "never")
  /// A capital at the start of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// A capital at the start of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter a capital.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The keyboard a text field asks for (UIKit's type, so that iOS view code compiles; accepted).
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// ASCII characters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  case URL
  /// Digits.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// Names and telephone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For posts (at sign and hash sign).
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}

/// UIKit's name for the content types of text fields.
public typealias UITextContentType = TextContentType

/// The phase of a pointer hovering over a view.
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at a location.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

/// A key press, as `onKeyPress` hands it.
public struct KeyPress: Sendable {
  /// What an `onKeyPress` action says about the press.
  public enum Result: Sendable { case handled, ignored }
  /// The key pressed.
  public var key: KeyEquivalent
  /// The characters it typed.
  public var characters: String
  /// The phase of the press.
  public var phase: Phases = .down
  /// The modifier keys held.
  public var modifiers: EventModifiers = []

  /// The phases of a key press an `onKeyPress` handles.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// The raw bits, one per member.
    public let rawValue: Int
    /// Phases from their bits: 1 down, 2 repeat, 4 up.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1)
    /// The key repeats while held.
    public static let `repeat` = Phases(rawValue: 2)
    /// The key went up.
    public static let up = Phases(rawValue: 4)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }
}

/// Haptic feedback (accepted; nothing is played).
public struct SensoryFeedback: Equatable, Sendable {
  let name: String
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// A physical impact of a weight and intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
  /// The weight of an impact.
  public enum Weight: Sendable { case light, medium, heavy }
}

extension View {
  /// Accepted; the search field is not laid out.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil
  ) -> some View {
    passthrough("searchable")
  }
  /// Accepted; the search field is not laid out.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil
  ) -> some View {
    passthrough("searchable")
  }
  /// Accepted; suggestions show only while searching.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { passthrough("searchSuggestions") }
  /// Accepted; scopes show only while searching.
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    passthrough("searchScopes")
  }
  /// Accepted, no layout effect.
  public func searchCompletion(_ completion: String) -> some View { passthrough("searchCompletion") }
  /// Accepted, no layout effect.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { passthrough("textSelection") }
  /// Accepted, no layout effect.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    passthrough("textInputAutocapitalization")
  }
  /// Accepted, no layout effect.
  public func keyboardType(_ type: UIKeyboardType) -> some View { passthrough("keyboardType") }
  /// Accepted, no layout effect.
  public func focusable(_ isFocusable: Bool = true) -> some View { passthrough("focusable") }
  /// Accepted, no layout effect.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { passthrough("focusEffectDisabled") }
  /// Accepted, no layout effect.
  public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> some View { passthrough("defaultFocus") }
  /// Accepted, no layout effect.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
    passthrough("focusedValue")
  }
  /// Accepted, no layout effect.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
    passthrough("focusedSceneValue")
  }
  /// Accepted; no pointer hovers.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { passthrough("onHover") }
  /// Accepted; no pointer hovers.
  public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
    passthrough("onContinuousHover")
  }
  /// Accepted; no key is pressed.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { passthrough("onKeyPress") }
  /// Accepted; no key is pressed.
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View { passthrough("onKeyPress") }
  /// Accepted; no URL is opened.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { passthrough("onOpenURL") }
  /// Accepted; nothing is dragged.
  public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { passthrough("draggable") }
  /// Accepted; nothing is dropped.
  public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool) -> some View {
    passthrough("dropDestination")
  }
  /// Accepted; no feedback is played.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { passthrough("sensoryFeedback") }
  /// The effect shown when a pointer hovers over the view: no pointer hovers in a layout.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { passthrough("hoverEffect") }
  /// The hover effect of the views inside that ask for the automatic one (none shown).
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { passthrough("defaultHoverEffect") }
  /// Accepted, no layout effect.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { passthrough("hoverEffectDisabled") }
  /// Accepted; the task never runs.
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
    -> some View
  {
    passthrough("task")
  }
  /// Accepted; a layout has no animations for the group to isolate (no layout effect).
  public func geometryGroup() -> some View { passthrough("geometryGroup") }
  /// Puts the view in the group of views matched by `id` in `namespace`. The group's source
  /// (`isSource`) lays out as it would without the effect; every other member shown with it
  /// takes the source's geometry: with `.size`, it is proposed the source's size and reports it
  /// (its content centered in it); with `.position`, it is drawn moved so that its `anchor` point
  /// lands on the source's `anchor` point, keeping its place in its parent. The tree is laid out
  /// again once the sources' places are known. A member whose group has no source shown lays out
  /// as its content; with several sources the first in the tree counts (SwiftUI leaves that
  /// undefined). The animation between two states that SwiftUI makes of a pair is not drawn: a
  /// layout is one state.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    let key = AnyHashable(MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)))
    return modified { node, context in
      if !isSource { context.outcome.matchedMembers += 1 }
      return MatchedGeometryNode(
        child: node, key: key, isSource: isSource, matchesPosition: properties.contains(.position),
        matchesSize: properties.contains(.size), anchor: anchor, source: context.outcome.matchedSources?[key])
    }
  }
}

/// A group of views `matchedGeometryEffect` matches: a namespace and an id in it.
struct MatchedGeometryKey: Hashable {
  let namespace: Namespace.ID
  let id: AnyHashable
}

/// Which parts of a frame `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The raw bits, one per member (see `init(rawValue:)`).
  public let rawValue: UInt32
  /// Properties from their bits: 1 position, 2 size.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Values focused views publish (accepted; no view is focused).
public struct FocusedValues {
  private var values: [ObjectIdentifier: Any] = [:]
  /// No focused values.
  public init() {}
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a focused value.
public protocol FocusedValueKey {
  associatedtype Value
}

/// Reads a focused value: no view is focused in a layout, so it is nil.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  /// Reads the focused value at `keyPath` (nil: nothing is focused in a layout).
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  public var wrappedValue: Value? { nil }
}

/// Reads a binding a focused view publishes: none is focused in a layout, so it is nil.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  /// Reads the focused binding at `keyPath` (nil: nothing is focused in a layout).
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
  public var wrappedValue: Value? { nil }
}

/// A view that SwiftUI updates only when it differs (`==`) from the one before: laid out as its
/// content (a layout is made from the views as they are).
public struct EquatableView<Content: View & Equatable>: View {
  /// The view compared and laid out.
  public var content: Content
  /// A view updated only when `content` changes.
  public init(content: Content) { self.content = content }
  public var body: some View { content }
}

extension View where Self: Equatable {
  /// The view, updated only when it changes: laid out as it is.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
