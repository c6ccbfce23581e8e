import Baseline
import BaselineTestSupport
import Testing

// Layout code in the style of Apple's documentation and tutorials, unchanged but for the import.

/// A radial layout after "Composing custom layouts with SwiftUI": subviews on a circle, each
/// rank read through a LayoutValueKey.
private struct Rank: LayoutValueKey {
  static let defaultValue = 1
}

private struct MyRadialLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let radius = min(bounds.size.width, bounds.size.height) / 3.0
    let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
    // Order by rank, as the sample does with its vote ranks.
    let ranks = subviews.map { $0[Rank.self] }
    let offset = ranks.min() ?? 0
    for (index, subview) in subviews.enumerated() {
      var point = CGPoint(x: 0, y: -radius)
        .applying(CGAffineTransform(rotationAngle: angle * Double(ranks[index] - offset)))
      point.x += bounds.midX
      point.y += bounds.midY
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

private struct Profile: View {
  @State private var isRadial = true

  var body: some View {
    let layout = isRadial ? AnyLayout(MyRadialLayout()) : AnyLayout(HStackLayout())
    layout {
      ForEach(0..<3) { index in
        Circle().fill(.blue).frame(width: 20, height: 20).layoutValue(key: Rank.self, value: index).id(index)
      }
    }
  }
}

/// A grid of cards.
private struct CardGrid: View {
  let columns = [GridItem(.adaptive(minimum: 100))]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 16) {
        ForEach(0..<6) { index in
          VStack(alignment: .leading, spacing: 4) {
            RoundedRectangle(cornerRadius: 8).fill(.gray).aspectRatio(4 / 3, contentMode: .fit)
            Text("Card \(index)").font(.headline)
            Text("Subtitle").font(.caption).foregroundStyle(.secondary)
          }
          .padding(8)
          .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
          .id(index)
        }
      }
      .padding()
    }
  }
}

/// A message row with an avatar and a timestamp.
private struct MessageRow: View {
  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Circle().fill(.blue).frame(width: 40, height: 40).overlay(Text("AL").foregroundStyle(.white))
      VStack(alignment: .leading, spacing: 2) {
        HStack(alignment: .firstTextBaseline) {
          Text("Ada Lovelace").font(.headline)
          Spacer()
          Text("9:41").font(.caption).foregroundStyle(.secondary)
        }
        Text("The engine might compose elaborate pieces of music.").lineLimit(2)
      }
    }
    .padding(.vertical, 8)
  }
}

@Suite("Layout code from the documentation, unchanged")
struct DocumentationLayoutsTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  @Test("a radial layout reads ranks through a LayoutValueKey; AnyLayout switches layouts")
  func radial() throws {
    let result = engine.layout(Profile(), proposal: ProposedViewSize(width: 300, height: 300))
    // Radius 100 around (150, 150): rank 0 at the top.
    #expect(result[id: 0]?.frame.midX == 150)
    #expect(abs(Double(result[id: 0]?.frame.midY ?? 0) - 50) < 1e-9)
  }

  @Test("a grid of cards: adaptive columns of at least 100 in a 360-point scroll view")
  func cards() throws {
    let result = engine.layout(CardGrid(), proposal: ProposedViewSize(width: 360, height: 600))
    // 360 - 32 padding = 328: floor((328 + 8) / 108) = 3 columns of (328 - 16) / 3 = 104.
    let widths: [CGFloat] = (0..<3).compactMap { result[id: $0]?.frame.width }
    #expect(widths == [104, 104, 104])
    #expect(result[id: 3]?.frame.minY ?? 0 > result[id: 0]?.frame.maxY ?? 0)
  }

  @Test("a message row: the name and the time share a baseline")
  func messageRow() throws {
    let result = engine.layout(MessageRow(), proposal: ProposedViewSize(width: 320, height: nil))
    let name = try #require(result.nodes.first { $0.text?.string == "Ada Lovelace" })
    let time = try #require(result.nodes.first { $0.text?.string == "9:41" })
    #expect(name.firstBaseline == time.firstBaseline)
  }
}

/// A settings list with sections and navigation links.
private struct SettingsList: View {
  var body: some View {
    NavigationStack {
      List {
        Section("General") {
          NavigationLink("About") { Text("About") }
          NavigationLink("Software Update") { Text("Update") }
        }
        Section("Display") {
          Toggle("Dark Mode", isOn: .constant(false))
        }
      }
      .navigationTitle("Settings")
    }
  }
}

/// A flow layout: subviews left to right, wrapping when the row is full.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    rows(proposal.width ?? .infinity, subviews).last.map { CGSize(width: proposal.width ?? $0.maxX, height: $0.maxY) } ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (subview, frame) in zip(subviews, rows(bounds.width, subviews)) {
      subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
    }
  }

  private func rows(_ width: CGFloat, _ subviews: Subviews) -> [CGRect] {
    var frames: [CGRect] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0 && x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    return frames
  }
}

/// Tags that flow, or stack when `isCompact` is false (switched with AnyLayout).
private struct Tags: View {
  var flows = true
  var body: some View {
    let layout = flows ? AnyLayout(FlowLayout()) : AnyLayout(VStackLayout(alignment: .leading))
    layout {
      ForEach(0..<5) { index in Color.blue.frame(width: 60, height: 20).id(index) }
    }
  }
}

/// A profile header with a full-width banner relative to its scroll view.
private struct ProfileHeader: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Color.gray.containerRelativeFrame(.horizontal) { width, _ in width }.frame(height: 80).id("banner")
        Circle().fill(.white).frame(width: 64, height: 64).offset(y: -32).id("avatar")
        Text("Ada Lovelace").font(.title)
      }
    }
    .safeAreaInset(edge: .bottom) {
      Color.red.frame(height: 44).id("bar")
    }
  }
}

@Suite("More layout code from the documentation, unchanged")
struct MoreDocumentationLayoutsTests {
  let engine = LayoutEngine(fonts: try! FontContext.bundled())

  @Test("a settings list: every view a row, 8 above and below and 16 at the sides, with dividers")
  func settingsList() throws {
    let result = engine.layout(SettingsList(), proposal: ProposedViewSize(width: 320, height: 600))
    let about = try #require(result.nodes.first { $0.text?.string == "About" })
    #expect(about.frame.minX == 16)
    #expect(result.nodes.filter { $0.kind.name == "NavigationLink" }.count == 2)
    #expect(result.nodes.filter { $0.kind.name == "Divider" }.count == 5)  // two headers, three rows
  }

  @Test("a flow layout wraps 60-point tags at 200 (3 per row); AnyLayout switches to a column")
  func flow() throws {
    let flowing = engine.layout(Tags(), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(flowing[id: 3]?.frame.origin == CGPoint(x: 0, y: 28))
    let stacked = engine.layout(Tags(flows: false), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(stacked[id: 3]?.frame.origin.x == 0)
    #expect(stacked[id: 4]?.frame.minY == 112)  // 4 x (20 + 8)
  }

  @Test("a profile header: the banner as wide as the scroll view; the bar below it")
  func profileHeader() throws {
    let result = engine.layout(ProfileHeader(), proposal: ProposedViewSize(width: 375, height: 600))
    #expect(result[id: "banner"]?.frame.width == 375)
    #expect(result[id: "bar"]?.frame.maxY == 600)
  }
}

/// A paging carousel in the style of the scroll-view documentation (iOS 17): view-aligned
/// snapping, hidden indicators, cards clipped with `.rect(cornerRadius:)` and an ellipse badge.
private struct Carousel: View {
  let colors: [Color] = [.red, .green, .blue]

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(colors.indices, id: \.self) { index in
          colors[index]
            .frame(width: 100, height: 60)
            .overlay(alignment: .topTrailing) {
              Ellipse().fill(.white).frame(width: 16, height: 10).padding(4)
            }
            .clipShape(.rect(cornerRadius: 12))
            .id(index)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .scrollIndicators(.hidden)
    .scrollBounceBehavior(.basedOnSize)
  }
}

@Suite("Documentation-style scroll views")
struct DocumentationScrollTests {
  private let layoutEngine = engine()

  @Test("a carousel: cards side by side 10 apart from the scroll view's leading edge, clipped round")
  func carousel() throws {
    let result = layoutEngine.layout(Carousel(), proposal: ProposedViewSize(width: 200, height: nil))
    // The content is offered no width limit; the scroll view takes the offered 200 and its
    // content's 60 on the axis not offered.
    #expect(result.size == CGSize(width: 200, height: 60))
    #expect(result.frame(of: 2) == CGRect(x: 220, y: 0, width: 100, height: 60))
    let clip = try #require(result[id: 1]?.effect)
    #expect(clip == .clip(shape: .roundedRectangle, cornerRadius: 12, frame: CGRect(x: 110, y: 0, width: 100, height: 60)))
    // The badge: 16 x 10 inside 4 points of padding at the card's top trailing corner.
    let badges = result.views(ofKind: "Ellipse")
    #expect(badges.map(\.frame) == [
      CGRect(x: 80, y: 4, width: 16, height: 10), CGRect(x: 190, y: 4, width: 16, height: 10),
      CGRect(x: 300, y: 4, width: 16, height: 10),
    ])
  }
}
