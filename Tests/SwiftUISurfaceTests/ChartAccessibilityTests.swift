import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

private struct Bars: AXChartDescriptorRepresentable {
  func makeChartDescriptor() -> AXChartDescriptor {
    let x = AXCategoricalDataAxisDescriptor(title: "Month", categoryOrder: ["Jan", "Feb"])
    let y = AXNumericDataAxisDescriptor(title: "Sales", range: 0...100, gridlinePositions: [0, 50, 100]) { "\(Int($0)) units" }
    let points = [AXDataPoint(x: "Jan", y: 40), AXDataPoint(x: "Feb", y: 65, label: "best")]
    return AXChartDescriptor(title: "Sales", summary: "Up in February", xAxis: x, yAxis: y, series: [
      AXDataSeriesDescriptor(name: "2026", isContinuous: false, dataPoints: points)
    ])
  }
}

@Suite("Chart accessibility")
struct ChartAccessibilityTests {
  @Test("A chart's descriptor holds its axes and series; the modifier leaves the layout as it is")
  func descriptor() {
    let chart = Bars().makeChartDescriptor()
    #expect(chart.xAxis.title == "Month" && chart.yAxis?.valueDescriptionProvider(65) == "65 units")
    #expect(chart.series[0].dataPoints.map { $0.yValue?.number } == [40, 65])
    let plain = layout(Color.red.frame(width: 40, height: 30).id("c"))
    let described = layout(Color.red.frame(width: 40, height: 30).id("c").accessibilityChartDescriptor(Bars()))
    #expect(plain[id: "c"]?.frame == described[id: "c"]?.frame && described.size == CGSize(width: 40, height: 30))
  }
}
