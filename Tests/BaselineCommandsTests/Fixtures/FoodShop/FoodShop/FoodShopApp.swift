import SwiftUI

@main
struct FoodShopApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}
