import Charts
import SwiftUI

struct NutritionChart: View {
  var dishes: [Dish]

  var body: some View {
    Chart(dishes) { dish in
      BarMark(x: .value("Dish", dish.name), y: .value("Calories", dish.calories))
        .foregroundStyle(by: .value("Light", dish.nutrition.isLight ? "light" : "rich"))
    }
    .chartLegend(.hidden)
    .frame(width: 200, height: 100)
  }
}

// 200 x 100: the chart's frame.
#Preview("Nutrition") {
  NutritionChart(dishes: load("dishes.json"))
}
