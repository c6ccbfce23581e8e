import Baseline
import BaselineTestSupport
import Foundation
import Testing

// The sample-app files beside this one compile unchanged and lay out; the numbers follow from
// paddings, spacings and frames (text widths come from the bundled fonts and are only compared).

@Suite("View files in the style of Apple's sample apps")
struct SampleAppTests {
  @Test("Scrumdinger's card: padded 16, the length label at the trailing edge with its icon after its title")
  @MainActor func scrumCard() throws {
    let previews = Preview.previews(of: CardView_Previews.self)
    #expect(previews.count == 1)
    #expect(previews[0].proposal == ProposedViewSize(width: 400, height: 100))
    let result = engine().layout(previews[0].makeContent(), proposal: previews[0].proposal)
    #expect(result.size == CGSize(width: 400, height: 100))
    let title = try #require(result[id: "title"]?.frame)
    let attendees = try #require(result[id: "attendees"]?.frame)
    let length = try #require(result[id: "length"]?.frame)
    // 16 points of padding: the title at the top leading corner, the labels on the bottom edge.
    #expect(title.origin == CGPoint(x: 16, y: 16))
    #expect(attendees.minX == 16)
    #expect(abs(length.maxX - (400 - 16)) < 1e-9)
    #expect(abs(max(attendees.maxY, length.maxY) - (100 - 16)) < 1e-9)
    // The trailing-icon style: the title's text first, the symbol after it.
    let inLength = result.nodes.filter { length.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
    let text = try #require(inLength.first { $0.text?.string == "10" }?.frame)
    let icon = try #require(inLength.first { $0.kind.name == "Image" }?.frame)
    #expect(icon.minX >= text.maxX)
    // The default style puts the icon first.
    let inAttendees = result.nodes.filter { attendees.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
    let count = try #require(inAttendees.first { $0.text?.string == "4" }?.frame)
    let people = try #require(inAttendees.first { $0.kind.name == "Image" }?.frame)
    #expect(people.maxX <= count.minX)
  }

  @Test("A profile screen at xLarge: the Projects header (footnote at 15 points, uppercase) 16 inside its card, 35 below the first")
  @MainActor func profileScreen() throws {
    let result = engine().layout(ProfileScreen(), proposal: ProposedViewSize(width: 390, height: nil))
    // The header is 120 tall; the list's first section 35 below it: its header's text at
    // (16 + 16, 155), footnote at xLarge: 15 points, Noto Sans 15 x 1.362 = 20.43 tall.
    let headers = result.nodes.filter { $0.text?.style.textCase == .uppercase }
    #expect(headers.count == 2)
    let account = try #require(headers.first?.frame)
    #expect(account.origin == CGPoint(x: 32, y: 155))
    #expect(abs(account.height - 15 * 1.362) < 1e-9)
    // The first card starts 6 below it; the Projects header follows that card by 35.
    // The cards: rounded rectangles 390 - 2 x 16 wide (the checkbox is one too, smaller).
    let cards = result.nodes.filter { $0.kind.name == "RoundedRectangle" && $0.frame.width == 358 }.map(\.frame)
    #expect(cards.count == 2)
    #expect(abs(cards[0].minY - (155 + 15 * 1.362 + 6)) < 1e-9)
    #expect(cards[0].minX == 16)
    let projects = try #require(result[id: "projects"]?.frame)
    #expect(abs(projects.minY - (cards[0].maxY + 35)) < 1e-9)
    // The body rows are the body style at xLarge: 19 points, 19 x 1.362 tall.
    let engineRow = try #require(result.nodes.first { $0.text?.string == "Analytical Engine" }?.frame)
    #expect(abs(engineRow.height - 19 * 1.362) < 1e-9)
    #expect(engineRow.minX == 32)
  }

  @Test("Landmarks' row: a 50-point image, the name 8 after it, the star at the trailing edge")
  @MainActor func landmarkRow() throws {
    let row = LandmarkRow(landmark: Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree", isFavorite: true))
    let result = engine().layout(row, proposal: ProposedViewSize(width: 320, height: nil))
    let image = try #require(result[id: "image"]?.frame)
    let name = try #require(result[id: "name"]?.frame)
    let star = try #require(result[id: "star"]?.frame)
    #expect(image.size == CGSize(width: 50, height: 50) && image.minX == 0)
    #expect(name.minX == 58)  // 50 + the default spacing between a view and a text, 8
    #expect(abs(star.maxX - 320) < 1e-9)
    #expect(result.size.height == 50)
    // Without the favorite, no star.
    let plain = engine().layout(LandmarkRow(landmark: Landmark(id: 2, name: "Silver Salmon Creek", park: "", isFavorite: false)))
    #expect(plain[id: "star"] == nil)
  }

  @Test("Landmarks' badge: a square path scaled into 0.832 of the width, centered")
  @MainActor func badge() throws {
    let result = engine().layout(BadgeBackground(), proposal: ProposedViewSize(width: 200, height: 300))
    #expect(result.size == CGSize(width: 200, height: 200))
    let node = try #require(result[id: "hexagon"])
    let bounds = try #require(node.paint?.path(in: node.frame).boundingRect)
    // x from 0.0 x 166.4 + 16.8 to 1.0 x 166.4 + 16.8 (xOffset = 200 x 0.168 / 2); y from the
    // quadratic corners' extremes, 0.025 x 200 = 5 at the top (B(1/2) of 0.05, 0.00, 0.05).
    #expect(abs(bounds.minX - 16.8) < 1e-9 && abs(bounds.maxX - 183.2) < 1e-9)
    #expect(abs(bounds.minY - 5) < 1e-9 && abs(bounds.maxY - 195) < 1e-9)
    #expect(node.paint?.fill == BadgeBackground.gradientStart)
  }

  @Test("the favorite button shows its icon only")
  func favoriteButton() {
    let result = engine().layout(FavoriteButton(isSet: .constant(true)))
    #expect(result.nodes.contains { $0.kind.name == "Image" })
    #expect(!result.nodes.contains { $0.text?.string == "Toggle Favorite" })
  }
}

@Suite("An iOS 18-style custom container")
struct BoardSampleTests {
  @Test("the board: three 100 x 60 cards 12 apart under the title, the rejected one marked, the count below")
  func board() throws {
    let result = engine().layout(SongBoard())
    let cards = try #require(result[id: "cards"]?.frame)
    // Three cards of 100 and two gaps of 12 (the environment's spacing, set by @Entry's key).
    #expect(cards.size == CGSize(width: 324, height: 60))
    #expect(cards.minX == 16)
    let title = try #require(result[id: "boardTitle"]?.frame)
    // The title on top, 8 above the cards; the count 8 below them.
    #expect(title.origin == CGPoint(x: 16, y: 16))
    #expect(abs(cards.minY - (title.maxY + 8)) < 1e-9)
    let count = try #require(result[id: "count"])
    #expect(count.text?.string == "3 cards")
    #expect(abs(count.frame.minY - (cards.maxY + 8)) < 1e-9)
    // Only the second card is marked: a 4-point bar across it, centered on it.
    let marks = result.nodes.filter { $0.id == AnyHashable("rejectedMark") }
    #expect(marks.count == 1)
    #expect(marks.first?.frame == CGRect(x: 16 + 112, y: cards.minY + 28, width: 100, height: 4))
    // The title is drawn with its gradient; the paper in its light color.
    #expect(result[id: "boardTitle"]?.text?.gradient?.stops.map(\.color) == [.orange, .pink])
    let paper = result.nodes.compactMap(\.paint).first { $0.shape == .roundedRectangle }
    #expect(paper?.fill == Color(red: 0.98, green: 0.95, blue: 0.88))
  }
}

@Suite("A Food Truck-style order screen")
struct OrderSampleTests {
  @Test("item rows' separators start at the names (16 + 24 + 8 = 48 in); the countdown bar is full before it starts")
  func order() throws {
    let model = OrderModel(items: ["Hot dog", "Fries", "Lemonade"])
    model.updates.send(true)
    #expect(model.isReady)
    let now = Date()
    let view = OrderStatusView(model: model, pickup: now.addingTimeInterval(600)...now.addingTimeInterval(1_200))
    let result = engine().layout(view, proposal: ProposedViewSize(width: 390, height: 700))
    let separators = result.nodes.filter { $0.kind.name == "Divider" }.map(\.frame)
    // Rows: the "Items" header, three items, the "Pickup" header, the countdown.
    #expect(separators.count == 6)
    let itemSeparators = separators.filter { $0.minX == 48 }
    #expect(itemSeparators.count == 3 && itemSeparators.allSatisfy { $0.width == 390 - 48 })
    // The pickup is ten minutes away: all of the bar is left, and its text reads "10:00".
    #expect(result.nodes.contains { $0.text?.string == "10:00" })
    #expect(result.nodes.contains { $0.text?.string == "Ready" })
    let track = try #require(result.nodes.first { $0.paint?.shape == .capsule && $0.paint?.fill != .accentColor })
    let fill = try #require(result.nodes.first { $0.paint?.shape == .capsule && $0.paint?.fill == .accentColor })
    #expect(fill.frame.width == track.frame.width)
  }
}
