public import LayoutCore

// Paint settings that change nothing Baseline's renderers draw: they draw 8-bit sRGB (PNG) and
// SVG in standard dynamic range, draw no badges, and present nothing. Each is accepted with
// SwiftUI's signature and listed in docs/swiftui-surface.md.

extension Image {
  /// How much brighter than white an image may draw.
  public struct DynamicRange: Hashable, Sendable {
    let name: String
    /// Standard range (what Baseline draws).
    public static let standard = DynamicRange(name: "standard")
    /// Somewhat beyond standard.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The display's full range.
    public static let high = DynamicRange(name: "high")
  }

  /// The dynamic range the image may draw in: every range draws as standard here (the
  /// renderers' outputs are standard range).
  public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
  let name: String
  /// The platform's look.
  public static let standard = BadgeProminence(name: "standard")
  /// Louder (red on iOS).
  public static let increased = BadgeProminence(name: "increased")
  /// Quieter.
  public static let decreased = BadgeProminence(name: "decreased")
}

/// The tint of list rows' icons in a sidebar.
public struct ListItemTint: Sendable {
  let color: Color?
  /// A fixed color.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// A color the system may override.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// The system's tint.
  public static let monochrome = ListItemTint(color: nil)
}

/// Whether a material looks active (its window focused).
public struct MaterialActiveAppearance: Hashable, Sendable {
  let name: String
  /// As the window is.
  public static let automatic = MaterialActiveAppearance(name: "automatic")
  /// Always active.
  public static let active = MaterialActiveAppearance(name: "active")
  /// Always inactive.
  public static let inactive = MaterialActiveAppearance(name: "inactive")
  /// As the window is, on every platform.
  public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

/// How a palette picker shows its selection.
public struct PaletteSelectionEffect: Hashable, Sendable {
  let name: String
  /// The platform's look.
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// The selected symbol in its filled variant.
  public static let symbolVariant = PaletteSelectionEffect(name: "symbolVariant")
  /// No selection drawn.
  public static let custom = PaletteSelectionEffect(name: "custom")
  /// The selected symbol in `variant`.
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { .symbolVariant }
}

extension ShapeStyle {
  /// The style with its materials in `appearance` (drawn as the style: Baseline draws materials
  /// as their flat colors).
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}

extension View {
  /// The dynamic range the images inside may draw in: drawn as standard.
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { passthrough("allowedDynamicRange") }
  /// How prominent the badges inside are (badges are not drawn).
  public func badgeProminence(_ prominence: BadgeProminence) -> some View { passthrough("badgeProminence") }
  /// The tint of the list rows' icons inside (drawn in their own colors).
  public func listItemTint(_ tint: ListItemTint?) -> some View { passthrough("listItemTint") }
  /// The tint of the list rows' icons inside, as a color.
  public func listItemTint(_ tint: Color?) -> some View { passthrough("listItemTint") }
  /// The background of the sheets the view presents (nothing is presented in a layout).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { passthrough("presentationBackground") }
  /// A view behind the sheets the view presents.
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    passthrough("presentationBackground")
  }
  /// Whether the materials inside look active (drawn as their flat colors).
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View { passthrough("materialActiveAppearance") }
  /// How the palette pickers inside show their selection.
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { passthrough("paletteSelectionEffect") }
}
