import Baseline
import BaselineTestSupport
import Testing

// The README's layout example, compiled against `import Baseline` alone (as a user would), with
// the numbers the README states.

private struct FirstThirdAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
  static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

struct StripesGroup: View {
  var body: some View {
    HStack(alignment: .firstThird, spacing: 1) {
      Stripes().frame(height: 60)
      Stripes().frame(height: 120)
      Stripes().frame(height: 90).id("third")
    }
  }
}

struct Stripes: View {
  var body: some View {
    VStack(spacing: 1) { ForEach(0..<3) { _ in Color.blue } }
  }
}

@Test("the README layout example gives the numbers it states")
func readmeLayoutExample() throws {
  let result = engine().layout(StripesGroup(), proposal: ProposedViewSize(width: 300, height: nil))
  #expect(result.size == CGSize(width: 300, height: 120))
  let third = try #require(result.frame(of: "third"))
  // x = 2 * (298 / 3) + 2, width 298 / 3, y = 40 - 30.
  #expect(abs(third.minX - (2 * 298.0 / 3 + 2)) < 1e-9)
  #expect(abs(third.width - 298.0 / 3) < 1e-9)
  #expect(third.minY == 10 && third.height == 90)
}
