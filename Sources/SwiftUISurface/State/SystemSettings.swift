public import Foundation
import LayoutCore

// What a running system tells views through the environment, as a layout sees it: the
// accessibility settings off, a search not active, a scene in front and taking events, the
// standard contrast and weight, and actions that do nothing (a layout opens no window). Each can
// be set (`environment(\.accessibilityReduceMotion, true)`), as previews of such states do; none
// changes how Baseline lays out.

/// The weight the system asks text to use (Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
  /// The usual weight.
  case regular
  /// Bolder text.
  case bold
}

/// The contrast the system asks for (Increase Contrast).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  /// The usual contrast.
  case standard
  /// Increased contrast.
  case increased
}

/// How prominent a background is, which foreground styles may follow.
public enum BackgroundProminence: Hashable, Sendable {
  /// The usual prominence.
  case standard
  /// A prominent background (a selected row).
  case increased
}

/// Refreshes a view's content (`refreshable`): never called in a layout.
public struct RefreshAction: Sendable {
  /// Refreshes (does nothing here).
  public func callAsFunction() async {}
}

/// Ends the current search: does nothing in a layout.
public struct DismissSearchAction: Sendable {
  /// Ends the search (does nothing here).
  public func callAsFunction() {}
}

/// Opens a window: a layout opens none.
public struct OpenWindowAction: Sendable {
  /// Opens the window of `id` (does nothing here).
  public func callAsFunction(id: String) {}
  /// Opens a window for `value` (does nothing here).
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
  /// Opens the window of `id` for `value` (does nothing here).
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window: does nothing in a layout.
public struct DismissWindowAction: Sendable {
  /// Closes the window the view is in (does nothing here).
  public func callAsFunction() {}
  /// Closes the window of `id` (does nothing here).
  public func callAsFunction(id: String) {}
}

/// Starts renaming (`renameAction`): never called in a layout.
public struct RenameAction: Sendable {
  /// Starts renaming (does nothing here).
  public func callAsFunction() {}
}

/// Moves focus back to its default: does nothing in a layout.
public struct ResetFocusAction: Sendable {
  /// Resets the focus in `namespace` (does nothing here).
  public func callAsFunction(in namespace: Namespace.ID) {}
}

/// Opens the app's settings: does nothing in a layout.
public struct OpenSettingsAction: Sendable {
  /// Opens the settings (does nothing here).
  public func callAsFunction() {}
}

/// Makes a new document: does nothing in a layout.
public struct NewDocumentAction: Sendable {
  /// Makes a new document of the given kind (does nothing here).
  public func callAsFunction<D>(_ newDocument: @autoclosure () -> D) {}
}

/// Opens a document: does nothing in a layout.
public struct OpenDocumentAction: Sendable {
  /// Opens the document at `url` (does nothing here).
  public func callAsFunction(at url: URL) async throws {}
}

/// The environment's view of the system, held as one value.
struct SystemSettings: Sendable {
  var reduceMotion = false
  var reduceTransparency = false
  var differentiateWithoutColor = false
  var invertColors = false
  var showButtonShapes = false
  var voiceOverEnabled = false
  var switchControlEnabled = false
  var dimFlashingLights = false
  var playAnimatedImages = true
  var assistiveAccessEnabled = false
  var largeContentViewerEnabled = false
  var quickActionsEnabled = false
  var isSearching = false
  var isFocused = false
  var isScrollEnabled = true
  var isPresented = false
  var appearsActive = true
  var isLuminanceReduced = false
  var isSceneCaptured = false
  var legibilityWeight: LegibilityWeight? = .regular
  var colorSchemeContrast = ColorSchemeContrast.standard
  var backgroundProminence = BackgroundProminence.standard
  var headerProminence = Prominence.standard
  var menuIndicatorVisibility = Visibility.automatic
  var symbolVariants = SymbolVariants.none
  var symbolRenderingMode: SymbolRenderingMode? = nil
  var defaultMinListRowHeight: CGFloat = 44
  var defaultMinListHeaderHeight: CGFloat? = nil
  var refresh: RefreshAction? = nil
  var rename: RenameAction? = nil
}

private enum SystemSettingsKey: EnvironmentKey { static let defaultValue = SystemSettings() }

extension EnvironmentValues {
  var system: SystemSettings {
    get { self[SystemSettingsKey.self] }
    set { self[SystemSettingsKey.self] = newValue }
  }

  /// Whether Reduce Motion is on (off in a layout unless set).
  public var accessibilityReduceMotion: Bool {
    get { system.reduceMotion }
    set { system.reduceMotion = newValue }
  }
  /// Whether Reduce Transparency is on.
  public var accessibilityReduceTransparency: Bool {
    get { system.reduceTransparency }
    set { system.reduceTransparency = newValue }
  }
  /// Whether Differentiate Without Color is on.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { system.differentiateWithoutColor }
    set { system.differentiateWithoutColor = newValue }
  }
  /// Whether Smart Invert is on.
  public var accessibilityInvertColors: Bool {
    get { system.invertColors }
    set { system.invertColors = newValue }
  }
  /// Whether Button Shapes is on.
  public var accessibilityShowButtonShapes: Bool {
    get { system.showButtonShapes }
    set { system.showButtonShapes = newValue }
  }
  /// Whether VoiceOver is running.
  public var accessibilityVoiceOverEnabled: Bool {
    get { system.voiceOverEnabled }
    set { system.voiceOverEnabled = newValue }
  }
  /// Whether Switch Control is running.
  public var accessibilitySwitchControlEnabled: Bool {
    get { system.switchControlEnabled }
    set { system.switchControlEnabled = newValue }
  }
  /// Whether Dim Flashing Lights is on.
  public var accessibilityDimFlashingLights: Bool {
    get { system.dimFlashingLights }
    set { system.dimFlashingLights = newValue }
  }
  /// Whether animated images play (on unless set).
  public var accessibilityPlayAnimatedImages: Bool {
    get { system.playAnimatedImages }
    set { system.playAnimatedImages = newValue }
  }
  /// Whether Assistive Access is running.
  public var accessibilityAssistiveAccessEnabled: Bool {
    get { system.assistiveAccessEnabled }
    set { system.assistiveAccessEnabled = newValue }
  }
  /// Whether the large content viewer is on.
  public var accessibilityLargeContentViewerEnabled: Bool {
    get { system.largeContentViewerEnabled }
    set { system.largeContentViewerEnabled = newValue }
  }
  /// Whether quick actions are on.
  public var accessibilityQuickActionsEnabled: Bool {
    get { system.quickActionsEnabled }
    set { system.quickActionsEnabled = newValue }
  }
  /// Whether any accessibility technology is running (none in a layout unless set).
  public var accessibilityEnabled: Bool {
    get { system.voiceOverEnabled || system.switchControlEnabled }
    set { system.voiceOverEnabled = newValue }
  }
  /// Whether a search is active in the view's search field.
  public var isSearching: Bool {
    get { system.isSearching }
    set { system.isSearching = newValue }
  }
  /// Whether the nearest focusable view has focus.
  public var isFocused: Bool {
    get { system.isFocused }
    set { system.isFocused = newValue }
  }
  /// Whether scroll views inside scroll (on unless set).
  public var isScrollEnabled: Bool {
    get { system.isScrollEnabled }
    set { system.isScrollEnabled = newValue }
  }
  /// Whether the view is in a presented sheet or popover.
  public var isPresented: Bool {
    get { system.isPresented }
    set { system.isPresented = newValue }
  }
  /// Whether the view's window is active (on unless set).
  public var appearsActive: Bool {
    get { system.appearsActive }
    set { system.appearsActive = newValue }
  }
  /// Whether the display is dimmed (Always On).
  public var isLuminanceReduced: Bool {
    get { system.isLuminanceReduced }
    set { system.isLuminanceReduced = newValue }
  }
  /// Whether the screen is being recorded or mirrored.
  public var isSceneCaptured: Bool {
    get { system.isSceneCaptured }
    set { system.isSceneCaptured = newValue }
  }
  /// Whether the app can open several windows (no, in a layout).
  public var supportsMultipleWindows: Bool { false }
  /// The text weight the system asks for (regular unless set).
  public var legibilityWeight: LegibilityWeight? {
    get { system.legibilityWeight }
    set { system.legibilityWeight = newValue }
  }
  /// The contrast the system asks for (standard unless set).
  public var colorSchemeContrast: ColorSchemeContrast {
    get { system.colorSchemeContrast }
    set { system.colorSchemeContrast = newValue }
  }
  /// The prominence of the view's background (standard unless set).
  public var backgroundProminence: BackgroundProminence {
    get { system.backgroundProminence }
    set { system.backgroundProminence = newValue }
  }
  /// The prominence of section headers (standard unless set).
  public var headerProminence: Prominence {
    get { system.headerProminence }
    set { system.headerProminence = newValue }
  }
  /// Whether menus show their indicator (automatic unless set).
  public var menuIndicatorVisibility: Visibility {
    get { system.menuIndicatorVisibility }
    set { system.menuIndicatorVisibility = newValue }
  }
  /// The symbol variants images take (none unless set).
  public var symbolVariants: SymbolVariants {
    get { system.symbolVariants }
    set { system.symbolVariants = newValue }
  }
  /// How symbols are rendered (nil: each symbol's own way).
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { system.symbolRenderingMode }
    set { system.symbolRenderingMode = newValue }
  }
  /// The least height of a list row, points (44, iOS's, unless set).
  public var defaultMinListRowHeight: CGFloat {
    get { system.defaultMinListRowHeight }
    set { system.defaultMinListRowHeight = newValue }
  }
  /// The least height of a list section header (nil: the system's).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { system.defaultMinListHeaderHeight }
    set { system.defaultMinListHeaderHeight = newValue }
  }
  /// The length of one pixel, points: 1 over the display scale (1 when layout is exact).
  public var pixelLength: CGFloat { 1 / (pixelSnappingScale ?? 1) }
  /// The view's refresh action, when it is `refreshable` (nil in a layout unless set).
  public var refresh: RefreshAction? {
    get { system.refresh }
    set { system.refresh = newValue }
  }
  /// The view's rename action (nil in a layout unless set).
  public var rename: RenameAction? {
    get { system.rename }
    set { system.rename = newValue }
  }
  /// Ends the current search (does nothing here).
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
  /// Opens windows (does nothing here).
  public var openWindow: OpenWindowAction { OpenWindowAction() }
  /// Closes windows (does nothing here).
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }
  /// Resets the focus (does nothing here).
  public var resetFocus: ResetFocusAction { ResetFocusAction() }
  /// Opens the settings (does nothing here).
  public var openSettings: OpenSettingsAction { OpenSettingsAction() }
  /// Makes new documents (does nothing here).
  public var newDocument: NewDocumentAction { NewDocumentAction() }
  /// Opens documents (does nothing here).
  public var openDocument: OpenDocumentAction { OpenDocumentAction() }
}
