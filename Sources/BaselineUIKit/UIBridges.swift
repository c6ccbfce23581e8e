import BaselineStyle
public import Foundation
public import SwiftUISurface

/// A UIKit view, as a placeholder: it keeps its frame, colors and subviews for the code that
/// sets them up, and is never drawn (Baseline draws no UIKit view; a representable of it lays
/// out as `UIViewPlaceholder`).
open class UIView {
  /// The view's frame in its superview.
  public var frame: CGRect
  /// The view's bounds: its frame's size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// The background color.
  public var backgroundColor: UIColor?
  /// The tint color.
  public var tintColor: UIColor?
  /// The opacity.
  public var alpha: CGFloat = 1
  /// Whether the view is hidden.
  public var isHidden = false
  /// Whether the view takes touches.
  public var isUserInteractionEnabled = true
  /// The views added to this one.
  public private(set) var subviews: [UIView] = []

  /// A view of `frame`.
  public init(frame: CGRect) { self.frame = frame }
  /// A view of zero size.
  public convenience init() { self.init(frame: .zero) }

  /// Adds `view` to `subviews`.
  open func addSubview(_ view: UIView) { subviews.append(view) }
  /// Lays the subviews out (nothing here).
  open func layoutSubviews() {}
  /// Asks for layout (nothing here).
  open func setNeedsLayout() {}
  /// The size the view wants: none of its own (-1 by -1, UIKit's "no intrinsic metric").
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
  /// The size the view fits in `size`: its frame's.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
}

/// A UIKit label, as a placeholder (see `UIView`).
open class UILabel: UIView {
  /// The text.
  public var text: String?
  /// The font.
  public var font: UIFont = .systemFont(ofSize: 17)
  /// The text's color.
  public var textColor: UIColor = .label
  /// The most lines shown (0: any).
  public var numberOfLines = 1
}

/// A UIKit view controller, as a placeholder: its view is a `UIView` (see there).
open class UIViewController {
  /// The controller's view.
  public var view: UIView = UIView()
  /// A controller with an empty view.
  public init() {}
  /// Called once the view is made (not called in a preview).
  open func viewDidLoad() {}
}

/// What a `UIViewRepresentable` or `UIViewControllerRepresentable` lays out as: Baseline draws no
/// UIKit view, so the placeholder takes the size it is offered (10 by 10 where none is) and is
/// filled light gray, named after the representable in the layout result.
public struct UIViewPlaceholder: View {
  let name: String

  /// The placeholder of the representable type `name`.
  public init(name: String) { self.name = name }

  public var body: some View {
    Rectangle().fill(Color(white: 0.9)).accessibilityIdentifier(name)
  }
}

/// SwiftUI's bridge to a UIKit view: the view is made by `makeUIView(context:)` on iOS; a preview
/// lays it out as a `UIViewPlaceholder` and calls neither method.
public protocol UIViewRepresentable: View where Body == UIViewPlaceholder {
  /// The UIKit view's type.
  associatedtype UIViewType: UIView
  /// What coordinates the view with SwiftUI (nothing by default).
  associatedtype Coordinator = Void
  /// The context a representable's methods get.
  typealias Context = UIViewRepresentableContext<Self>
  /// Makes the UIKit view.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator.
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// The placeholder the representable lays out as.
  public var body: UIViewPlaceholder { UIViewPlaceholder(name: String(describing: Self.self)) }
}

/// The context of a `UIViewRepresentable`'s methods.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The representable's coordinator.
  public let coordinator: Representable.Coordinator
  /// The environment the representable is in.
  public var environment: EnvironmentValues
}

/// SwiftUI's bridge to a UIKit view controller; laid out as a `UIViewPlaceholder` in a preview.
public protocol UIViewControllerRepresentable: View where Body == UIViewPlaceholder {
  /// The controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// What coordinates the controller with SwiftUI (nothing by default).
  associatedtype Coordinator = Void
  /// The context a representable's methods get.
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// Makes the controller.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Makes the coordinator.
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  /// The placeholder the representable lays out as.
  public var body: UIViewPlaceholder { UIViewPlaceholder(name: String(describing: Self.self)) }
}

/// The context of a `UIViewControllerRepresentable`'s methods.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The representable's coordinator.
  public let coordinator: Representable.Coordinator
  /// The environment the representable is in.
  public var environment: EnvironmentValues
}
