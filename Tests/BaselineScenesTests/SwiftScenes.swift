import Baseline
import SeedExampleViews

// The example scenes of `Examples/*.json`, written again in the Swift DSL the way the seed
// documents write them. The round-trip tests lay out both and compare the results.

private struct SeedFirstThirdAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
  fileprivate static let seedFirstThird = VerticalAlignment(SeedFirstThirdAlignment.self)
}

private struct HorizontalStripes: View {
  var color: Color = .blue
  var body: some View {
    VStack(spacing: 1) {
      ForEach(0..<3) { _ in color }
    }
  }
}

private struct SeedStripesGroup: View {
  var modified = false
  var body: some View {
    HStack(alignment: .seedFirstThird, spacing: 1) {
      HorizontalStripes().frame(height: 60).id("stripes60")
      HorizontalStripes().frame(height: 120).id("stripes120")
      if modified {
        HorizontalStripes().frame(height: 90)
          .alignmentGuide(.seedFirstThird) { context in 2 * context.height / 3 }
          .id("stripes90")
      } else {
        HorizontalStripes().frame(height: 90).id("stripes90")
      }
    }
  }
}

private struct LayeredHorizontalStripes: View {
  var body: some View {
    ZStack(alignment: Alignment(horizontal: .center, vertical: .seedFirstThird)) {
      HorizontalStripes(color: .blue).frame(width: 180, height: 90).id("blue")
      HorizontalStripes(color: .green).frame(width: 70, height: 60).id("green")
    }
  }
}

extension VerticalAlignment {
  private enum MyVerticalAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  }
  fileprivate static let myVerticalAlignment = VerticalAlignment(MyVerticalAlignment.self)
}

extension HorizontalAlignment {
  private enum MyHorizontalAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
  }
  fileprivate static let myHorizontalAlignment = HorizontalAlignment(MyHorizontalAlignment.self)
}

extension Alignment {
  fileprivate static let myAlignment = Alignment(horizontal: .myHorizontalAlignment, vertical: .myVerticalAlignment)
}

private struct ZStackTemplate: View {
  var body: some View {
    ZStack(alignment: .myAlignment) {
      Color.blue.frame(width: 100, height: 50).id("wide")
      Color.green.frame(width: 40, height: 80).id("tall")
      Text("Bottom-leading").font(.caption).foregroundColor(.white).padding(4).id("label")
    }
    .padding(10)
  }
}

private struct BaselineGallery: View {
  let rows: [(String, VerticalAlignment)] = [
    ("Top", .top), ("Center", .center), ("Bottom", .bottom), ("First baseline", .firstTextBaseline),
    ("Last baseline", .lastTextBaseline),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      ForEach(rows, id: \.0) { row in
        HStack(alignment: row.1, spacing: 12) {
          Color.red.frame(width: 40, height: 1)
          Text(row.0).font(.title).border(.gray)
          Text("Noto Serif 17").font(.system(size: 17, design: .serif)).border(.gray)
          Text("Liberation\nSans 13").font(.custom("Liberation Sans", size: 13)).border(.gray)
          Text("DejaVu 24").font(.custom("DejaVu Sans", size: 24)).border(.gray)
          Color.red.frame(width: 40, height: 1)
        }.id(row.0)
      }
    }.padding(16)
  }
}

private struct SettingsForm: View {
  var body: some View {
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
    }
    .padding(20)
    .background(RoundedRectangle(cornerRadius: 12).fill(Color(red: 245 / 255, green: 245 / 255, blue: 247 / 255)))
  }
}

/// Examples/rich-text.json in Swift: a price row of mixed runs, a Markdown line and Inter's
/// variable font at four weights.
struct RichText: View {
  func inter(_ weight: Int) -> Font { .custom("Inter", size: 18).weight(Font.Weight(value: weight)) }

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      HStack(alignment: .firstTextBaseline, spacing: 12) {
        Text("Total").font(.custom("Noto Sans", size: 17)).id("label")
        (Text("42").font(.custom("Noto Sans", size: 34)).fontWeight(.bold)
          + Text(".90").font(.custom("Noto Sans", size: 17))
          + Text(" EUR").font(.custom("Noto Serif", size: 13)).foregroundColor(.gray).baselineOffset(8)).id("price")
        Text("sold out").font(.custom("Noto Sans", size: 11)).id("badge").textCase(.uppercase).tracking(2)
          .foregroundColor(.red)
      }.id("price-row")
      Text("Now **50%** off with `SPRING` and ~~84.00~~ [details](https://example.org)").font(.system(size: 15))
        .id("markdown")
      HStack(alignment: .firstTextBaseline, spacing: 10) {
        Text("Inter 300").font(inter(300))
        Text("450").font(inter(450))
        Text("650").font(inter(650))
        Text("900").font(inter(900)).underline(color: .blue)
      }.id("weights")
    }
    .padding(12)
  }
}

/// Examples/settings-form.json in Swift: a columns form with two sections and a button row.
struct SettingsFormScene: View {
  var body: some View {
    VStack(alignment: .trailing, spacing: 16) {
      Form {
        Section {
          TextField("Name", text: .constant("Ada Lovelace")).id("name")
          TextField("E-mail", text: .constant(""), prompt: Text(verbatim: "ada@example.org")).id("email")
          SecureField("Password", text: .constant("analytical")).id("password")
        } header: {
          Text("Account")
        }
        Section {
          Toggle("Send me the newsletter", isOn: .constant(true)).id("newsletter")
          Toggle("Sync", isOn: .constant(true)).toggleStyle(.switch).id("sync")
          Picker("Theme", selection: .constant("Automatic")) {
            ForEach(["Light", "Dark", "Automatic"], id: \.self) { Text(verbatim: $0) }
          }.id("theme")
          Stepper("Copies: 2", value: .constant(2.0), in: 1...10).id("copies")
        } header: {
          Text("Preferences")
        } footer: {
          Text("Changes apply to new documents.")
        }
      }.id("form")
      HStack(spacing: 8) {
        Button("Cancel") {}
        Button("Save") {}.buttonStyle(.borderedProminent)
      }.id("buttons")
    }
    .padding(20)
  }
}

/// Each example scene's name (its file in `Examples/`), proposal and Swift version.
var swiftScenes: [(name: String, proposal: ProposedViewSize, view: AnyView)] {
  [
  ("stripes", ProposedViewSize(width: 300, height: nil), AnyView(SeedStripesGroup())),
  ("stripes-modified", ProposedViewSize(width: 300, height: nil), AnyView(SeedStripesGroup(modified: true))),
  ("layered-stripes", .unspecified, AnyView(LayeredHorizontalStripes())),
  ("vertical-alignment-gallery", ProposedViewSize(width: 600, height: nil), AnyView(SeedAlignmentGallery())),
  (
    "text-baseline-row", ProposedViewSize(width: 390, height: nil),
    AnyView(SeedAlignmentGallery().row(alignment: .firstTextBaseline, text: "fghijkl"))
  ),
  ("weird-alignment", .unspecified, AnyView(SeedWeirdColumn())),
  ("non-siblings", .unspecified, AnyView(SeedDayPicker())),
  ("zstack-template", .unspecified, AnyView(ZStackTemplate())),
  ("baseline-gallery", ProposedViewSize(width: 720, height: nil), AnyView(BaselineGallery())),
  ("form", ProposedViewSize(width: 420, height: nil), AnyView(SettingsForm())),
  ("rich-text", ProposedViewSize(width: 420, height: nil), AnyView(RichText())),
  ("settings-form", ProposedViewSize(width: 420, height: nil), AnyView(SettingsFormScene())),
  (
    "multi-script", ProposedViewSize(width: 360, height: nil),
    AnyView(
      Text(
        "Baseline sets English, العربية, עברית, हिन्दी, ภาษาไทย and 中文 in one paragraph, each with its own font and exact baselines."
      ).font(.system(size: 16)).padding(12).border(.gray))
  ),
  ]
}
