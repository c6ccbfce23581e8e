import Accessibility
import SwiftUI

// Sample data for previews, as apps share it with a PreviewModifier (iOS 18): the context is
// made once, asynchronously, and each preview that asks for it is wrapped by the modifier.
struct SampleStore {
  let names: [String]
}

struct SampleData: PreviewModifier {
  static func makeSharedContext() async throws -> SampleStore {
    try await Task.sleep(nanoseconds: 1_000_000)
    return SampleStore(names: ["Ada", "Grace"])
  }

  func body(content: Content, context: SampleStore) -> some View {
    content.frame(width: 50 * CGFloat(context.names.count), height: 40)
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  @MainActor static var sampleData: Self { .modifier(SampleData()) }
}

/// The samples described for audio graphs (the Accessibility framework's types).
struct SampleChart: AXChartDescriptorRepresentable {
  func makeChartDescriptor() -> AXChartDescriptor {
    AXChartDescriptor(
      title: "Samples", summary: nil, xAxis: AXCategoricalDataAxisDescriptor(title: "Name", categoryOrder: ["Ada", "Grace"]),
      yAxis: AXNumericDataAxisDescriptor(title: "Count", range: 0...10, gridlinePositions: []) { "\($0)" },
      additionalAxes: [], series: [AXDataSeriesDescriptor(name: "Samples", isContinuous: false, dataPoints: [AXDataPoint(x: "Ada", y: 3)])])
  }
}

#Preview("Samples", traits: .sampleData, .sizeThatFitsLayout) {
  Color.blue.accessibilityChartDescriptor(SampleChart())
}
