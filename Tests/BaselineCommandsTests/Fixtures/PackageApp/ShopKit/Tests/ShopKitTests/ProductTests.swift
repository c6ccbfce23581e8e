import XCTest
@testable import ShopKit

// A package's tests: left out of the previews.
final class ProductTests: XCTestCase {
  func testCatalog() { XCTAssertEqual(Catalog.all.count, 3) }
}
