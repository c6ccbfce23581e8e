public import Foundation
public import LayoutCore
public import SwiftUISurface

// The seed documents' alignment examples, written once in the Swift DSL with the constructs they
// use (custom AlignmentIDs, ForEach, @State, Group with if/else, gestures, transitions,
// backgrounds). The surface tests lay them out with the font-free measurer; the scene tests lay
// them out with real fonts and compare with Examples/*.json.

private enum WeirdAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

extension HorizontalAlignment {
  /// A guide at each view's full height, measured from its leading edge.
  public static let seedWeird = HorizontalAlignment(WeirdAlignment.self)
}

extension VerticalAlignment {
  private enum SelectedDay: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  }
  /// The day picker's guide: bottoms by default, the arrow's and selected day's centers.
  public static let seedSelectedDay = VerticalAlignment(SelectedDay.self)
}

/// A title on a colored rounded rectangle, `height` tall and padded 20 at the sides; its id is
/// its label.
public struct SeedColorLabel: View {
  let label: String
  let color: Color
  let height: CGFloat

  public init(label: String, color: Color, height: CGFloat) {
    self.label = label
    self.color = color
    self.height = height
  }

  public var body: some View {
    Text(label).font(.title).foregroundColor(.primary).frame(height: height).padding(.horizontal, 20)
      .background(RoundedRectangle(cornerRadius: 8).fill(color))
      .id(label)
  }
}

/// The week's labels on the `seedWeird` guide, between two one-point rules ("top", "bottom")
/// whose guide is their leading edge.
public struct SeedWeirdColumn: View {
  public init() {}

  public var body: some View {
    VStack(alignment: .seedWeird, spacing: 10) {
      Rectangle().fill(Color.primary).frame(width: 1).alignmentGuide(.seedWeird) { d in d[.leading] }.id("top")
      SeedColorLabel(label: "Monday", color: .red, height: 50)
      SeedColorLabel(label: "Tuesday", color: .orange, height: 70)
      SeedColorLabel(label: "Wednesday", color: .yellow, height: 90)
      SeedColorLabel(label: "Thursday", color: .green, height: 40)
      SeedColorLabel(label: "Friday", color: .blue, height: 70)
      SeedColorLabel(label: "Saturday", color: .purple, height: 40)
      SeedColorLabel(label: "Sunday", color: .pink, height: 40)
      Rectangle().fill(Color.primary).frame(width: 1).alignmentGuide(.seedWeird) { d in d[.leading] }.id("bottom")
    }
  }
}

/// Aligning non-siblings: an arrow ("arrow") beside a column of days ("days") centers on the
/// selected day.
public struct SeedDayPicker: View {
  @State private var selectedIdx: Int
  let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

  public init(selected: Int = 1) { _selectedIdx = State(initialValue: selected) }

  public var body: some View {
    HStack(alignment: .seedSelectedDay) {
      Image(systemName: "arrow.right.circle.fill")
        .alignmentGuide(.seedSelectedDay) { d in d[VerticalAlignment.center] }
        .foregroundColor(.green)
        .id("arrow")
      VStack(alignment: .leading) {
        ForEach(days.indices, id: \.self) { idx in
          Group {
            if idx == self.selectedIdx {
              Text(self.days[idx])
                .transition(AnyTransition.identity)
                .alignmentGuide(.seedSelectedDay) { d in d[VerticalAlignment.center] }
            } else {
              Text(self.days[idx])
                .transition(AnyTransition.identity)
                .onTapGesture {
                  withAnimation { self.selectedIdx = idx }
                }
            }
          }
        }
      }.id("days")
    }
    .padding(20)
    .font(.largeTitle)
  }
}

/// Five rows, one per vertical alignment, each a title between two flexible one-point lines.
public struct SeedAlignmentGallery: View {
  public init() {}

  public var body: some View {
    VStack(spacing: 30) {
      row(alignment: .top, text: "Top")
      row(alignment: .center, text: "Center")
      row(alignment: .bottom, text: "Bottom")
      row(alignment: .firstTextBaseline, text: "First Text Baseline")
      row(alignment: .lastTextBaseline, text: "Last Text Baseline")
    }
  }

  /// One row: `text` in the title font, bordered, between two red lines on `alignment`.
  public func row(alignment: VerticalAlignment, text: String) -> some View {
    HStack(alignment: alignment, spacing: 0) {
      Color.red.frame(height: 1)
      Text(text).font(.title).border(.gray)
      Color.red.frame(height: 1)
    }
  }
}
