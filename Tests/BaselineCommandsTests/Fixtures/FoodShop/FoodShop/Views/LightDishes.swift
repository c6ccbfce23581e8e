import SwiftUI

struct LightDishes: View {
  @EnvironmentObject private var menu: MenuModel

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(menu.lightDishes) { dish in
        Color.green.frame(width: CGFloat(dish.calories) / 2, height: 10)
      }
    }
  }
}

// The two dishes under 400 kcal (220 and 180): 110 wide, 2 x 10 tall.
#Preview("Light dishes") {
  LightDishes().environmentObject(MenuModel())
}
