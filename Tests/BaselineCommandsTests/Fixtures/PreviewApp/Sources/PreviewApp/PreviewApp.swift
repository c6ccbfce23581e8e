import SwiftUI

// The app's entry point: left out of the preview program, which has its own.
@main
struct PreviewApp {
  static func main() {}
}
