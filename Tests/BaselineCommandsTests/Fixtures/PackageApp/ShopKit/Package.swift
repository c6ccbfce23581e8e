// swift-tools-version:5.9
// The app's local package, as Food Truck's FoodTruckKit is: its sources compile into the previews.
import PackageDescription

let package = Package(
  name: "ShopKit",
  products: [.library(name: "ShopKit", targets: ["ShopKit"])],
  targets: [.target(name: "ShopKit"), .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"])]
)
