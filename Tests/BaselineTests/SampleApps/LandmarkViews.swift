// Views in the style of Apple's Landmarks tutorial: a row, a circular image, a favorite button
// and a badge drawn with a path.
import Baseline

struct Landmark: Identifiable {
  var id: Int
  var name: String
  var park: String
  var isFavorite: Bool
}

struct CircleImage: View {
  var image: Image

  var body: some View {
    image
      .clipShape(Circle())
      .overlay {
        Circle().stroke(.white, lineWidth: 4)
      }
      .shadow(radius: 7)
  }
}

struct FavoriteButton: View {
  @Binding var isSet: Bool

  var body: some View {
    Button {
      isSet.toggle()
    } label: {
      Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
        .labelStyle(.iconOnly)
        .foregroundStyle(isSet ? .yellow : .gray)
    }
  }
}

struct LandmarkRow: View {
  var landmark: Landmark

  var body: some View {
    HStack {
      CircleImage(image: Image(systemName: "photo"))
        .frame(width: 50, height: 50)
        .id("image")
      Text(landmark.name)
        .id("name")
      Spacer()
      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
          .id("star")
      }
    }
  }
}

/// One side of the badge: a hexagon's outline made of lines and quadratic corners.
struct HexagonParameters {
  struct Segment {
    let line: CGPoint
    let curve: CGPoint
    let control: CGPoint
  }

  static let adjustment: CGFloat = 0.085

  static let segments = [
    Segment(line: CGPoint(x: 0.60, y: 0.05), curve: CGPoint(x: 0.40, y: 0.05), control: CGPoint(x: 0.50, y: 0.00)),
    Segment(line: CGPoint(x: 0.05, y: 0.20 + adjustment), curve: CGPoint(x: 0.00, y: 0.30 + adjustment), control: CGPoint(x: 0.00, y: 0.25 + adjustment)),
    Segment(line: CGPoint(x: 0.00, y: 0.70 - adjustment), curve: CGPoint(x: 0.05, y: 0.80 - adjustment), control: CGPoint(x: 0.00, y: 0.75 - adjustment)),
    Segment(line: CGPoint(x: 0.40, y: 0.95), curve: CGPoint(x: 0.60, y: 0.95), control: CGPoint(x: 0.50, y: 1.00)),
    Segment(line: CGPoint(x: 0.95, y: 0.80 - adjustment), curve: CGPoint(x: 1.00, y: 0.70 - adjustment), control: CGPoint(x: 1.00, y: 0.75 - adjustment)),
    Segment(line: CGPoint(x: 1.00, y: 0.30 + adjustment), curve: CGPoint(x: 0.95, y: 0.20 + adjustment), control: CGPoint(x: 1.00, y: 0.25 + adjustment)),
  ]
}

struct BadgeBackground: View {
  var body: some View {
    GeometryReader { geometry in
      Path { path in
        var width: CGFloat = min(geometry.size.width, geometry.size.height)
        let height = width
        let xScale: CGFloat = 0.832
        let xOffset = (width * (1.0 - xScale)) / 2.0
        width *= xScale
        path.move(to: CGPoint(x: width * 0.95 + xOffset, y: height * (0.20 + HexagonParameters.adjustment)))
        HexagonParameters.segments.forEach { segment in
          path.addLine(to: CGPoint(x: width * segment.line.x + xOffset, y: height * segment.line.y))
          path.addQuadCurve(
            to: CGPoint(x: width * segment.curve.x + xOffset, y: height * segment.curve.y),
            control: CGPoint(x: width * segment.control.x + xOffset, y: height * segment.control.y))
        }
      }
      .fill(.linearGradient(
        Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
        startPoint: UnitPoint(x: 0.5, y: 0),
        endPoint: UnitPoint(x: 0.5, y: 0.6)))
      .id("hexagon")
    }
    .aspectRatio(1, contentMode: .fit)
  }

  static let gradientStart = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
  static let gradientEnd = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)
}

#Preview("Turtle Rock") {
  LandmarkRow(landmark: Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree National Park", isFavorite: true))
}

#Preview("Badge") {
  BadgeBackground()
}
