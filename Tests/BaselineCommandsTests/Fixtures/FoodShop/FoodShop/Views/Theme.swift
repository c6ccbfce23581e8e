import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// A color stored by its components, as Scrumdinger's theme does through UIColor.
struct StoredColor: Codable {
  var red: CGFloat
  var green: CGFloat

  init(_ color: Color) {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #if canImport(UIKit)
    _ = UIColor(color).getRed(&r, green: &g, blue: &b, alpha: &a)
    #endif
    (red, green) = (r, g)
  }
}

// 100 x 50: red 1 and green 0.5 of the color, times 100.
#Preview("Stored color") {
  let stored = StoredColor(Color(red: 1, green: 0.5, blue: 0))
  Color.clear.frame(width: stored.red * 100, height: stored.green * 100)
}
