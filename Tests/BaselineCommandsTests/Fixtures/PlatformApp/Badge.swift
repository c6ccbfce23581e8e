import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct PlatformBadge: View {
  var body: some View {
    #if os(iOS)
    Color(uiColor: .systemBlue).frame(width: 30, height: 20)
    #elseif os(macOS)
    Color.green.frame(width: 40, height: 20)
    #else
    Color.gray.frame(width: 10, height: 10)
    #endif
  }
}

#Preview("Badge") {
  PlatformBadge()
}
