public import Foundation
public import LayoutCore

// A preview as `#Preview` and `PreviewProvider` describe it: a name, traits, and the view it shows.
// The macros themselves are declared in `Baseline`, which depends on their plugin.

/// A preview: a name, traits and the view it shows.
public struct Preview: Sendable {
  /// The traits that apply to view previews.
  public struct ViewTraits: Sendable {}

  /// The name shown for the preview, if any.
  public let name: String?
  /// The traits in the order written.
  public let traits: [PreviewTrait<ViewTraits>]
  private let body: @MainActor () -> any View

  /// A preview with traits.
  public init(
    _ name: String? = nil,
    traits: PreviewTrait<ViewTraits>,
    _ additionalTraits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = [traits] + additionalTraits
    self.body = body
  }

  /// A preview with the default traits (a device-sized layout).
  public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
    self.name = name
    self.traits = []
    self.body = body
  }

  /// A preview of one view of a `PreviewProvider`, with the traits its modifiers gave.
  init(name: String?, traits: [PreviewTrait<ViewTraits>], body: @escaping @MainActor () -> any View) {
    self.name = name
    self.traits = traits
    self.body = body
  }

  /// The previewed view.
  @MainActor public func makeContent() -> AnyView {
    AnyView(body())
  }

  /// The proposal the preview's layout trait asks for: the last layout or orientation trait
  /// wins. `.sizeThatFitsLayout` proposes nothing (the ideal size); `.fixedLayout` its size;
  /// otherwise a device screen (``Preview/deviceSize``, or the device a `previewDevice` names),
  /// turned by a landscape orientation.
  public var proposal: ProposedViewSize {
    var layout = PreviewTrait<ViewTraits>.Kind.device
    var screen = Preview.deviceSize
    var landscape = false
    for trait in traits {
      switch trait.kind {
      case .device, .sizeThatFits, .fixed: layout = trait.kind
      case .widget(let family): layout = family.previewSize.map { .fixed(width: $0.width, height: $0.height) } ?? layout
      case .orientation(let isLandscape): landscape = isLandscape
      case .deviceModel(let device): screen = device.screenSize ?? Preview.deviceSize
      case .modifier: break
      }
    }
    switch layout {
    case .sizeThatFits: return .unspecified
    case .fixed(let width, let height): return ProposedViewSize(width: width, height: height)
    case .device, .orientation, .deviceModel, .modifier, .widget:
      return landscape
        ? ProposedViewSize(width: screen.height, height: screen.width)
        : ProposedViewSize(width: screen.width, height: screen.height)
    }
  }

  /// What the preview could not honour, one sentence each: a device whose screen Baseline does
  /// not know (the preview gets ``Preview/deviceSize`` instead).
  public var warnings: [String] {
    traits.compactMap { trait in
      if case .widget(let family) = trait.kind, family.previewSize == nil {
        return "no preview size for the widget family \(family): laid out as the preview's other traits say"
      }
      guard case .deviceModel(let device) = trait.kind, device.screenSize == nil else { return nil }
      return "unknown preview device \"\(device.rawValue)\": laid out on a \(Int(Preview.deviceSize.width)) x \(Int(Preview.deviceSize.height)) screen"
    }
  }

  /// The screen a device-layout preview gets, in points: an iPhone 15's 393 x 852 in portrait
  /// (Baseline has no safe area, so the whole screen is offered).
  public static let deviceSize = CGSize(width: 393, height: 852)
}

/// A trait of a preview: its layout, its orientation, its device or a modifier.
public struct PreviewTrait<T>: Sendable {
  enum Kind: Sendable, Equatable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
    case orientation(landscape: Bool)
    case deviceModel(PreviewDevice)
    case modifier(AnyPreviewModifier)
    case widget(WidgetFamily)
  }

  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview gets a device's screen (the default).
  public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .device) }
  /// The preview is as large as its content's ideal size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFits) }
  /// The preview gets a fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(kind: .fixed(width: width, height: height))
  }
  /// Portrait orientation of the device (the default).
  public static var portrait: PreviewTrait { PreviewTrait(kind: .orientation(landscape: false)) }
  /// Portrait, upside down: the same size as portrait.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .orientation(landscape: false)) }
  /// Landscape with the home button on the left: width and height swapped.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .orientation(landscape: true)) }
  /// Landscape with the home button on the right: width and height swapped.
  public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .orientation(landscape: true)) }
}

/// What a `#Preview` expands to: a type that records where the preview was written and builds it.
public protocol PreviewRegistry {
  /// The file the preview was written in (`Module/File.swift`).
  static var fileID: String { get }
  /// The line of the `#Preview`.
  static var line: Int { get }
  /// The column of the `#Preview`.
  static var column: Int { get }
  /// The preview.
  @MainActor static func makePreview() -> Preview
}
