// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "FoodKit",
  products: [.library(name: "FoodKit", targets: ["FoodKit"])],
  targets: [.target(name: "FoodKit")]
)
