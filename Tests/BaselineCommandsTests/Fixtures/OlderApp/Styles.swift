import SwiftUI

// Styles of an app's own, as apps write them: each reads its configuration.

struct CheckmarkToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      Spacer(minLength: 0)
      Color.green.frame(width: configuration.isOn ? 24 : 12, height: 24)
    }
  }
}

struct BarProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Rectangle().frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 8)
  }
}

struct NeedleGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    Capsule().frame(width: 200 * configuration.value, height: 4)
  }
}

struct StackedLabeledContentStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label.frame(height: 24)
      configuration.content.frame(height: 24)
    }
  }
}

struct ColumnControlGroupStyle: ControlGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) { configuration.content }
  }
}

#Preview("Bar progress", traits: .sizeThatFitsLayout) {
  ProgressView("Downloading", value: 0.5).progressViewStyle(BarProgressStyle())
}

#Preview("Needle gauge", traits: .sizeThatFitsLayout) {
  Gauge(value: 30, in: 0...120) { Text("Fuel") }.gaugeStyle(NeedleGaugeStyle())
}

#Preview("Checkmark", traits: .fixedLayout(width: 100, height: 40)) {
  Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CheckmarkToggleStyle())
}

#Preview("Stacked", traits: .sizeThatFitsLayout) {
  LabeledContent("Name", value: "Ada").labeledContentStyle(StackedLabeledContentStyle()).frame(width: 80)
}

#Preview("Column group", traits: .sizeThatFitsLayout) {
  ControlGroup {
    Color.red.frame(width: 30, height: 10)
    Color.blue.frame(width: 30, height: 10)
  }
  .controlGroupStyle(ColumnControlGroupStyle())
}
