public import Foundation
import LayoutCore

// Settings whose geometry Apple does not document, or that act on what a layout does not show:
// accepted with SwiftUI's signatures and laid out as without them. docs/swiftui-surface.md
// ("Where Baseline differs") lists each.

/// How prominent a view is, as a list's section headers show it.
public enum Prominence: Hashable, Sendable {
  /// The platform's standard look.
  case standard
  /// Larger (for headers: a larger font, whose size Apple does not document).
  case increased
}


extension Text {
  /// A size of text relative to the text around it (`textScale`).
  public struct Scale: Hashable, Sendable {
    let name: String
    /// The text's own size.
    public static let `default` = Scale(name: "default")
    /// Smaller, for secondary text (Apple documents no factor; Baseline keeps the size).
    public static let secondary = Scale(name: "secondary")
  }

  /// The text at `scale`: kept at its own size (Apple documents no factor for `.secondary`).
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

/// How a text chooses among the variants of what it shows (`textVariant`).
public protocol TextVariantPreference {}

/// A text that picks the variant that fits its space (iOS 18): Baseline shows the full one.
public struct SizeDependentTextVariant: TextVariantPreference {}

extension TextVariantPreference where Self == SizeDependentTextVariant {
  /// The variant that fits.
  public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension View {
  /// Makes the section headers inside more prominent: drawn in their standard look.
  public func headerProminence(_ prominence: Prominence) -> some View { passthrough("headerProminence") }
  /// The text inside at `scale`: kept at its own size.
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { passthrough("textScale") }
  /// How the texts inside choose among their variants: they show their full variant.
  public func textVariant(_ preference: some TextVariantPreference) -> some View { passthrough("textVariant") }
  /// The width of the inspector column the view is in (inspectors are not presented).
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    passthrough("inspectorColumnWidth")
  }
  /// The width of the inspector column the view is in.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { passthrough("inspectorColumnWidth") }
}
