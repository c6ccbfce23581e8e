import SwiftUI

struct Good: View {
  var body: some View { Color.green.frame(width: 20, height: 10) }
}

#Preview("Good") {
  Good()
}
