public import Foundation
public import LayoutCore

// Behaviour that view code declares and a layout never runs, in the spellings real files use
// beside the ones declared with their kin: SwiftUI's older `accessibility(...)` family, gestures
// that can be turned off, navigation destinations bound to state, dialogs about data, key
// presses by phase, focus, feedback and transactions. Each is accepted and leaves the layout as
// it is.

/// How a focusable view takes part in focus.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
  /// The raw bits, one per member.
  public let rawValue: Int
  /// Interactions from their bits: 1 activate, 2 edit.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Focus to activate the view (a button).
  public static let activate = FocusInteractions(rawValue: 1)
  /// Focus to edit the view's content (a field).
  public static let edit = FocusInteractions(rawValue: 2)
  /// Every interaction.
  public static let automatic: FocusInteractions = [.activate, .edit]
}

/// How strongly a `defaultFocus` applies.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let name: String
  /// When the view appears and focus has no other place.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Every time focus is evaluated.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// How urgent a dialog is.
public struct DialogSeverity: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = DialogSeverity(name: "automatic")
  /// A critical dialog.
  public static let critical = DialogSeverity(name: "critical")
  /// A standard dialog.
  public static let standard = DialogSeverity(name: "standard")
}

extension View {
  // SwiftUI's older accessibility spellings.

  /// SwiftUI's older `accessibilityHidden(_:)` (no layout effect).
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  /// SwiftUI's older `accessibilityValue(_:)` (no layout effect).
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  /// SwiftUI's older `accessibilityHint(_:)` (no layout effect).
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  /// SwiftUI's older `accessibilityIdentifier(_:)` (no layout effect).
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
  /// SwiftUI's older `accessibilityAddTraits(_:)` (no layout effect).
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
  /// SwiftUI's older `accessibilityRemoveTraits(_:)` (no layout effect).
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
  /// SwiftUI's older `accessibilitySortPriority(_:)` (no layout effect).
  public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
  /// SwiftUI's older `accessibilityInputLabels(_:)` (no layout effect).
  public func accessibility(inputLabels: [Text]) -> some View { passthrough("accessibilityInputLabels") }
  /// SwiftUI's older selection identifier for assistive technology (no layout effect).
  public func accessibility<H: Hashable>(selectionIdentifier: H) -> some View { passthrough("accessibilitySelectionIdentifier") }
  /// SwiftUI's older `accessibilityActivationPoint(_:)` (no layout effect).
  public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }
  /// SwiftUI's older `accessibilityActivationPoint(_:)` at a point (no layout effect).
  public func accessibility(activationPoint: CGPoint) -> some View { passthrough("accessibilityActivationPoint") }
  /// The view's activation point for assistive technology, at a point (no layout effect).
  public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool = true) -> some View {
    passthrough("accessibilityActivationPoint")
  }
  /// An action for assistive technology labeled by a view (no layout effect).
  public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
    passthrough("accessibilityAction")
  }
  /// A label for assistive technology made of the view's own label and more (no layout effect).
  public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
    passthrough("accessibilityLabel")
  }
  /// Shows the large content viewer with the view's own content (no layout effect).
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
    passthrough("accessibilityShowsLargeContentViewer")
  }

  // Gestures that can be turned off.

  /// Attaches a gesture while `isEnabled` (never recognized; no layout effect).
  public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { passthrough("gesture") }
  /// Attaches a named gesture while `isEnabled` (never recognized; no layout effect).
  public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View { passthrough("gesture") }
  /// Attaches a gesture that wins over the subviews' while `isEnabled` (no layout effect).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { passthrough("highPriorityGesture") }
  /// Attaches a named gesture that wins over the subviews' (no layout effect).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
    passthrough("highPriorityGesture")
  }
  /// Attaches a gesture recognized with the subviews' while `isEnabled` (no layout effect).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View { passthrough("simultaneousGesture") }
  /// Attaches a named gesture recognized with the subviews' (no layout effect).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
    passthrough("simultaneousGesture")
  }
  /// SwiftUI's older long press with `pressing:`: accepted, the actions never run.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    passthrough("onLongPressGesture")
  }

  // Navigation and dialogs bound to state: nothing is presented in a layout.

  /// A destination shown while `isPresented` (not laid out).
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    passthrough("navigationDestination")
  }
  /// A destination shown for the item `item` holds (not laid out).
  public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    passthrough("navigationDestination")
  }
  /// A dialog about `data` (not laid out).
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { passthrough("confirmationDialog") }
  /// A dialog about `data`, titled with a string (not laid out).
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { passthrough("confirmationDialog") }
  /// A dialog about `data`, titled with a string shown as it is (not laid out).
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { passthrough("confirmationDialog") }
  /// A dialog about `data` with a message (not laid out).
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { passthrough("confirmationDialog") }
  /// A dialog about `data` with a message, titled with a string (not laid out).
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { passthrough("confirmationDialog") }
  /// A dialog about `data` with a message, titled with a string shown as it is (not laid out).
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { passthrough("confirmationDialog") }
  /// How urgent the dialogs inside are (no layout effect).
  public func dialogSeverity(_ severity: DialogSeverity) -> some View { passthrough("dialogSeverity") }

  // Keys, focus, feedback and transactions.

  /// Handles presses of `key` in `phases` (never, in a layout).
  public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    passthrough("onKeyPress")
  }
  /// Handles presses of any of `keys` in `phases` (never, in a layout).
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    passthrough("onKeyPress")
  }
  /// Handles presses of keys producing `characters` in `phases` (never, in a layout).
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    passthrough("onKeyPress")
  }
  /// Handles every key press in `phases` (never, in a layout).
  public func onKeyPress(phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    passthrough("onKeyPress")
  }
  /// Makes the view focusable for `interactions` (no layout effect).
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { passthrough("focusable") }
  /// Publishes a focused value (no layout effect).
  public func focusedValue<T>(_ value: T?) -> some View { passthrough("focusedValue") }
  /// Publishes a focused value for the whole scene (no layout effect).
  public func focusedSceneValue<T>(_ value: T?) -> some View { passthrough("focusedSceneValue") }
  /// Which focusable view takes focus first (no layout effect).
  public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic)
    -> some View
  {
    passthrough("defaultFocus")
  }
  /// Makes the view the default focus in `namespace` (no layout effect).
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
    passthrough("prefersDefaultFocus")
  }
  /// Scopes default focus to `namespace` (no layout effect).
  public func focusScope(_ namespace: Namespace.ID) -> some View { passthrough("focusScope") }
  /// Groups focusable views for directional moves (no layout effect).
  public func focusSection() -> some View { passthrough("focusSection") }
  /// Plays haptic feedback from what `feedback` returns when `trigger` changes (never, here).
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
    passthrough("sensoryFeedback")
  }
  /// Plays haptic feedback when `trigger` changes and `condition` holds (never, here).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View {
    passthrough("sensoryFeedback")
  }
  /// A tag that also matches an optional selection (as `tag(_:)`).
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self.tag(tag) }
  /// Changes the transaction of changes to `value` (no animation runs; no layout effect).
  public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    passthrough("transaction")
  }
  /// `body` with an animation (none runs): the view `body` makes of this one.
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
    body(PlaceholderContentView<Self>(self))
  }
  /// `body` with a changed transaction (none applies): the view `body` makes of this one.
  public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
    -> some View
  {
    body(PlaceholderContentView<Self>(self))
  }
  /// SwiftUI's older `autocorrectionDisabled(_:)` (no layout effect).
  public func disableAutocorrection(_ disable: Bool?) -> some View { passthrough("autocorrectionDisabled") }
  /// A context menu for the selected items of a list or table (not laid out).
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    passthrough("contextMenu")
  }
  /// The detents of a sheet, with the one shown (not laid out).
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    passthrough("presentationDetents")
  }
  /// How a presentation adapts in each size class (not laid out).
  public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
    passthrough("presentationCompactAdaptation")
  }
}
