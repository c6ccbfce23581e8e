import SwiftUI

struct PlatformBanner: View {
  var body: some View {
    #if os(iOS)
    Color(uiColor: .systemOrange).frame(width: 120, height: 30)
    #else
    Color.orange.frame(width: 80, height: 30)
    #endif
  }
}

// 120 x 30 on iOS (the default platform), 80 x 30 on macOS.
#Preview("Banner") {
  PlatformBanner()
}
