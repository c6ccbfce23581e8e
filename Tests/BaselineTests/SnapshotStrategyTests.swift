import Baseline
import BaselineTestSupport
import BaselineScenes
import BaselineSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// A profile header: a circle beside a name and a caption on a first-baseline row.
private struct ProfileHeader: View {
  var name = "Ada Lovelace"
  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 12) {
      Circle().fill(.blue).frame(width: 32, height: 32).id("avatar")
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline).id("name")
        Text("Analyst").font(.caption).id("role")
      }
    }
    .padding(8)
  }
}

/// The value a strategy snapshots, synchronously (these strategies never wait).
private func snapshot<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format? {
  var format: Format?
  strategy.snapshot(value).run { format = $0 }
  return format
}

@Suite("Snapshot strategies")
struct SnapshotStrategyTests {
  private let result = engine().layout(ProfileHeader(), proposal: ProposedViewSize(width: 320, height: nil))

  @Test("each strategy snapshots what it names: the dump, the JSON, the SVG, the PNG bytes")
  func formats() throws {
    #expect(snapshot(result, as: .layoutDump) == result.dump + "\n")
    #expect(snapshot(result, as: .layoutJSON) == result.json)
    let svg = try #require(snapshot(result, as: .svg(guides: true)))
    #expect(svg.hasPrefix("<svg") && svg.contains("stroke=\"#1e6bff\""))
    let png = try #require(snapshot(result, as: .png(scale: 2)))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // A view snapshots the dump of its layout with the bundled fonts.
    #expect(snapshot(ProfileHeader(), as: .layoutDump(proposal: ProposedViewSize(width: 320, height: nil))) == result.dump + "\n")
  }

  @Test("the recorded snapshots of the header match")
  func recorded() {
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: result, as: .layoutDump)
      assertSnapshot(of: result, as: .layoutJSON)
      assertSnapshot(of: result, as: .svg(guides: true))
    }
  }

  @Test("a changed layout fails against its snapshot with the differing lines; the same one passes")
  func mismatch() throws {
    try withTemporaryDirectory { directory in
      _ = verifySnapshot(of: result, as: .layoutDump, named: "header", record: .all, snapshotDirectory: directory)
      #expect(verifySnapshot(of: result, as: .layoutDump, named: "header", record: .never, snapshotDirectory: directory) == nil)
      let longer = engine().layout(ProfileHeader(name: "Augusta Ada King"), proposal: ProposedViewSize(width: 320, height: nil))
      let message = try #require(
        verifySnapshot(of: longer, as: .layoutDump, named: "header", record: .never, snapshotDirectory: directory))
      #expect(message.contains("Text #name"))
      _ = verifySnapshot(of: result, as: .png, named: "picture", record: .all, snapshotDirectory: directory)
      let pngMessage = try #require(
        verifySnapshot(of: longer, as: .png, named: "picture", record: .never, snapshotDirectory: directory))
      #expect(pngMessage.contains("the PNG differs"))
    }
  }
}
