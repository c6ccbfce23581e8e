#if canImport(UIKit)
import SwiftUI

/// A UIKit view in SwiftUI: a placeholder at the size it is offered.
struct MapView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A color stored by its components, read through UIColor as apps do.
struct Theme: Codable {
  var red: CGFloat
  var blue: CGFloat

  init(_ color: Color) {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = UIColor(color).getRed(&r, green: &g, blue: &b, alpha: &a)
    (red, blue) = (r, b)
  }
}

#Preview("Map") {
  MapView().frame(width: 120, height: 80)
}

#Preview("Theme") {
  let theme = Theme(Color(red: 0.5, green: 0.25, blue: 1))
  Color.clear.frame(width: theme.red * 100, height: theme.blue * 10)
}
#endif
