public import Foundation
import LayoutCore

/// What a preview is shown in, as SwiftUI's `PreviewContext`: values read by key.
public protocol PreviewContext {
  /// The context's value for `key`.
  subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
  /// The key's default value: a context sets none of its own unless it says so.
  public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A key of a preview context's values.
public protocol PreviewContextKey {
  /// The value's type.
  associatedtype Value
  /// The value a context gives when it sets none.
  static var defaultValue: Value { get }
}

/// The size of a widget (WidgetKit's `WidgetFamily`; in `baseline preview`, `import WidgetKit`
/// finds it).
public enum WidgetFamily: Hashable, Sendable, CaseIterable {
  /// A small square home screen widget.
  case systemSmall
  /// A wide home screen widget.
  case systemMedium
  /// A large home screen widget.
  case systemLarge
  /// An extra large widget (iPad).
  case systemExtraLarge
  /// A round lock screen widget.
  case accessoryCircular
  /// A rectangular lock screen widget.
  case accessoryRectangular
  /// A one-line lock screen widget.
  case accessoryInline

  /// The widget's size on the default preview screen (an iPhone of 393 x 852 points), from
  /// Apple's Human Interface Guidelines (Widgets): small 158 x 158, medium 338 x 158, large
  /// 338 x 354. Nil for the families Baseline has no figure for on that screen (extra large is
  /// iPad only; the accessory families' sizes are not used).
  public var previewSize: CGSize? {
    switch self {
    case .systemSmall: CGSize(width: 158, height: 158)
    case .systemMedium: CGSize(width: 338, height: 158)
    case .systemLarge: CGSize(width: 338, height: 354)
    case .systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline: nil
    }
  }
}

/// A widget's preview context (WidgetKit's): a preview in it is laid out at the family's size.
public struct WidgetPreviewContext: PreviewContext {
  /// The widget's family.
  public let family: WidgetFamily
  /// The context of a widget of `family`.
  public init(family: WidgetFamily) { self.family = family }
}

extension View {
  /// The context this view's preview is shown in: a `WidgetPreviewContext` lays the preview out
  /// at its family's size (see `WidgetFamily.previewSize`; a family without one keeps the
  /// preview's size and says so); other contexts leave the preview as it is. No effect on the
  /// view's own layout.
  public func previewContext<C: PreviewContext>(_ value: C) -> some View {
    let widget = (value as? WidgetPreviewContext).map { PreviewTrait<Preview.ViewTraits>.Kind.widget($0.family) }
    return PreviewSettings(content: self, name: nil, kind: widget)
  }
}
