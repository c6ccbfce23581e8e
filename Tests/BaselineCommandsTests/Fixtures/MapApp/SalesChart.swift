import Charts
import SwiftUI

struct Sale: Identifiable {
  let id = UUID()
  var month: String
  var amount: Double
  var day: Date
}

let sales = [Sale(month: "Jan", amount: 3, day: .now), Sale(month: "Feb", amount: 5, day: .now)]

struct SalesChart: View {
  var body: some View {
    Chart(sales) { sale in
      BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        .foregroundStyle(by: .value("Month", sale.month))
    }
    .chartYAxis {
      AxisMarks(values: .automatic) { _ in
        AxisGridLine()
        AxisValueLabel()
      }
    }
    .chartLegend(.hidden)
    .frame(width: 200, height: 120)
  }
}

struct TrendChart: View {
  var body: some View {
    Chart {
      ForEach(sales) { sale in
        LineMark(x: .value("Day", sale.day, unit: .day), y: .value("Amount", sale.amount))
          .interpolationMethod(.catmullRom)
      }
      RuleMark(y: .value("Goal", 4))
    }
    .frame(height: 80)
  }
}

#Preview("Sales") {
  SalesChart()
}

#Preview("Trend") {
  TrendChart().frame(width: 150)
}
