public import Foundation
import LayoutCore

// `PreviewProvider`, the older way to declare previews, and the preview modifiers. Each view at
// the top of `previews` (through groups, `ForEach` and conditions) is one preview, as in Xcode;
// its preview modifiers give that preview's name and traits, which then work as `#Preview`'s do.

/// A type that declares previews of views: `static var previews` lists them.
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///   static var previews: some View {
///     Badge(count: 3).previewLayout(.sizeThatFits)
///     Badge(count: 120).previewDisplayName("Three digits")
///   }
/// }
/// ```
///
/// ``Preview/previews(of:)`` turns a provider into ``Preview`` values, one per top-level view.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previewed views: each view at the top (groups and `ForEach` flattened) is one preview.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are for; Baseline lays out the same on every platform.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform is named.
  public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview can name.
public enum PreviewPlatform: Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}

/// How a `PreviewProvider` preview is sized.
public enum PreviewLayout: Sendable {
  /// The device's screen (the default).
  case device
  /// The content's ideal size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is laid out on, named as Xcode names simulators ("iPhone 15 Pro").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String
  /// A device by its simulator name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device by its simulator name, written as a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The device's screen in points, portrait, or nil for a name Baseline does not know.
  public var screenSize: CGSize? {
    PreviewDevice.screens[rawValue].map { CGSize(width: $0.0, height: $0.1) }
  }

  /// Screens in points of the devices previews name most (Apple's published sizes).
  private static let screens: [String: (CGFloat, CGFloat)] = {
    var table: [String: (CGFloat, CGFloat)] = [:]
    func add(_ names: [String], _ width: CGFloat, _ height: CGFloat) {
      for name in names { table[name] = (width, height) }
    }
    add(["iPhone SE (1st generation)"], 320, 568)
    add(["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 7"], 375, 667)
    add(["iPhone 8 Plus", "iPhone 7 Plus"], 414, 736)
    add(["iPhone X", "iPhone Xs", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini"], 375, 812)
    add(["iPhone Xʀ", "iPhone XR", "iPhone Xs Max", "iPhone 11", "iPhone 11 Pro Max"], 414, 896)
    add(["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], 390, 844)
    add(["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926)
    add(["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852)
    add(["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932)
    add(["iPhone 16 Pro"], 402, 874)
    add(["iPhone 16 Pro Max"], 440, 956)
    add(["iPad mini (6th generation)", "iPad mini (A17 Pro)"], 744, 1133)
    add(["iPad (10th generation)", "iPad Air (5th generation)", "iPad Air 11-inch (M2)"], 820, 1180)
    add(["iPad Pro (11-inch) (4th generation)", "iPad Pro 11-inch (M4)"], 834, 1194)
    add(["iPad Pro (12.9-inch) (6th generation)", "iPad Air 13-inch (M2)"], 1024, 1366)
    return table
  }()
}

/// The orientation of a device preview.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable {
  let landscape: Bool
  let name: String

  /// Upright: the device's portrait size.
  public static let portrait = InterfaceOrientation(landscape: false, name: "portrait")
  /// Upside down: the portrait size.
  public static let portraitUpsideDown = InterfaceOrientation(landscape: false, name: "portraitUpsideDown")
  /// Turned left: width and height swapped.
  public static let landscapeLeft = InterfaceOrientation(landscape: true, name: "landscapeLeft")
  /// Turned right: width and height swapped.
  public static let landscapeRight = InterfaceOrientation(landscape: true, name: "landscapeRight")
  /// The four orientations.
  public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

extension View {
  /// Sizes this view's preview: the device (default), its ideal size, or a fixed size.
  /// No effect on the view's own layout.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    let kind: PreviewTrait<Preview.ViewTraits>.Kind
    switch value {
    case .device: kind = .device
    case .sizeThatFits: kind = .sizeThatFits
    case .fixed(let width, let height): kind = .fixed(width: width, height: height)
    }
    return PreviewSettings(content: self, name: nil, kind: kind)
  }

  /// Names this view's preview. No effect on the view's own layout.
  public func previewDisplayName(_ value: String?) -> some View {
    PreviewSettings(content: self, name: value, kind: nil)
  }

  /// The device this view's preview is laid out on (its screen is the proposal when the layout
  /// is the device's). A name Baseline does not know gives ``Preview/deviceSize`` and a warning.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    PreviewSettings(content: self, name: nil, kind: value.map { .deviceModel($0) })
  }

  /// The orientation of this view's device preview: landscape swaps the screen's sides.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    PreviewSettings(content: self, name: nil, kind: .orientation(landscape: value.landscape))
  }
}

extension Preview {
  /// The previews a `PreviewProvider` declares, one per view at the top of its `previews`, in
  /// order, with the names and traits their preview modifiers give (an outer modifier wins over
  /// an inner one, as SwiftUI's view traits do).
  @MainActor public static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> [Preview] {
    let parts = previewParts(of: Provider.previews)
    return parts.indices.map { index in
      Preview(name: parts[index].name, traits: parts[index].traits) {
        // The view is built again when shown, so a preview holds no view between uses.
        previewParts(of: Provider.previews)[index].content
      }
    }
  }
}

// MARK: - Splitting the previews into one view each

/// One top-level view of a provider's previews.
struct PreviewPart {
  var content: AnyView
  var name: String?
  var traits: [PreviewTrait<Preview.ViewTraits>] = []
}

/// A view that stands for several previews (or none), or carries preview settings.
protocol PreviewListing {
  func appendPreviewParts(to parts: inout [PreviewPart])
}

@MainActor func previewParts<V: View>(of view: V) -> [PreviewPart] {
  var parts: [PreviewPart] = []
  appendPreviewParts(of: view, to: &parts)
  return parts
}

func appendPreviewParts<V: View>(of view: V, to parts: inout [PreviewPart]) {
  if let listing = view as? any PreviewListing {
    listing.appendPreviewParts(to: &parts)
  } else {
    parts.append(PreviewPart(content: AnyView(view)))
  }
}

/// A view with a preview modifier: laid out as its content; its settings go to each of the
/// content's previews.
struct PreviewSettings<Content: View>: View, PrimitiveView, PreviewListing {
  let content: Content
  let name: String?
  let kind: PreviewTrait<Preview.ViewTraits>.Kind?

  var body: Never { primitiveBody(Self.self) }

  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    resolve(content, context, into: &nodes)
  }

  func appendPreviewParts(to parts: inout [PreviewPart]) {
    let start = parts.count
    SwiftUISurface.appendPreviewParts(of: content, to: &parts)
    for index in start..<parts.count {
      if let name { parts[index].name = name }
      if let kind { parts[index].traits.append(PreviewTrait(kind: kind)) }
    }
  }
}

extension TupleView: PreviewListing {
  func appendPreviewParts(to parts: inout [PreviewPart]) {
    repeat SwiftUISurface.appendPreviewParts(of: each content, to: &parts)
  }
}

extension Group: PreviewListing {
  func appendPreviewParts(to parts: inout [PreviewPart]) {
    SwiftUISurface.appendPreviewParts(of: content, to: &parts)
  }
}

extension ForEach: PreviewListing {
  func appendPreviewParts(to parts: inout [PreviewPart]) {
    for element in data { SwiftUISurface.appendPreviewParts(of: content(element), to: &parts) }
  }
}

extension ConditionalContent: PreviewListing {
  func appendPreviewParts(to parts: inout [PreviewPart]) {
    switch storage {
    case .first(let view): SwiftUISurface.appendPreviewParts(of: view, to: &parts)
    case .second(let view): SwiftUISurface.appendPreviewParts(of: view, to: &parts)
    }
  }
}

extension Optional: PreviewListing where Wrapped: View {
  func appendPreviewParts(to parts: inout [PreviewPart]) {
    if let self { SwiftUISurface.appendPreviewParts(of: self, to: &parts) }
  }
}

extension EmptyView: PreviewListing {
  func appendPreviewParts(to parts: inout [PreviewPart]) {}
}
