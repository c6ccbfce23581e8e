public import Baseline

/// The example scenes `baseline demo` renders (also used by the snapshot tests).
public enum DemoScenes {
  /// A named view with the size proposed to it.
  public struct Scene {
    public var name: String
    public var proposal: ProposedViewSize
    public var view: AnyView
  }

  private enum FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
  }

  /// Every demo scene, in the order they are rendered.
  public static var all: [Scene] {
    [
      Scene(name: "stripes", proposal: ProposedViewSize(width: 300, height: nil), view: AnyView(stripes)),
      Scene(name: "baseline-gallery", proposal: ProposedViewSize(width: 720, height: nil), view: AnyView(gallery)),
      Scene(name: "form", proposal: ProposedViewSize(width: 420, height: nil), view: AnyView(form)),
      Scene(name: "multi-script", proposal: ProposedViewSize(width: 360, height: nil), view: AnyView(multiScript)),
    ]
  }

  /// Apple's AlignmentID example: three stripe sets aligned one third down.
  static var stripes: some View {
    let firstThird = VerticalAlignment(FirstThird.self)
    return HStack(alignment: firstThird, spacing: 1) {
      ForEach([60, 120, 90], id: \.self) { height in
        VStack(spacing: 1) { ForEach(0..<3) { _ in Color.blue } }.frame(height: CGFloat(height))
      }
    }
  }

  /// Top, center, bottom, first and last text baseline rows in several fonts and sizes.
  static var gallery: some View {
    VStack(alignment: .leading, spacing: 24) {
      ForEach(galleryRows, id: \.name) { row in
        HStack(alignment: row.alignment, spacing: 12) {
          Color.red.frame(width: 40, height: 1)
          Text(row.name).font(.title).border(.gray)
          Text("Noto Serif 17").font(.system(size: 17, design: .serif)).border(.gray)
          Text("Liberation\nSans 13").font(.custom("Liberation Sans", size: 13)).border(.gray)
          Text("DejaVu 24").font(.custom("DejaVu Sans", size: 24)).border(.gray)
          Color.red.frame(width: 40, height: 1)
        }
      }
    }.padding(16)
  }

  private struct GalleryRow {
    var name: String
    var alignment: VerticalAlignment
  }

  private static let galleryRows = [
    GalleryRow(name: "Top", alignment: .top), GalleryRow(name: "Center", alignment: .center),
    GalleryRow(name: "Bottom", alignment: .bottom),
    GalleryRow(name: "First baseline", alignment: .firstTextBaseline),
    GalleryRow(name: "Last baseline", alignment: .lastTextBaseline),
  ]

  /// A settings-style form: labels aligned on the first baseline of multi-line values.
  static var form: some View {
    Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12, verticalSpacing: 14) {
      GridRow {
        Text("Name").font(.footnote).foregroundColor(.gray).gridColumnAlignment(.trailing)
        Text("Ada Lovelace").font(.title3)
      }
      GridRow {
        Text("Address").font(.footnote).foregroundColor(.gray)
        Text("12 St James's Square\nLondon")
      }
      Divider()
      GridRow {
        Text("Notes").font(.footnote).foregroundColor(.gray)
        Text("The first published algorithm intended for a machine, 1843.").lineSpacing(4)
      }
    }.padding(20).background(RoundedRectangle(cornerRadius: 12).fill(Color(red: 0.96, green: 0.96, blue: 0.97)))
  }

  /// A paragraph mixing scripts, with fallback fonts chosen per character.
  static var multiScript: some View {
    Text("Baseline sets English, العربية, עברית, हिन्दी, ภาษาไทย and 中文 in one paragraph, each with its own font and exact baselines.")
      .font(.system(size: 16))
      .padding(12)
      .border(.gray)
  }
}
