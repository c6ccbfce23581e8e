import Baseline
import BaselineTestSupport
import BaselineRendering
import BaselineTesting
import Foundation
import Testing

/// Two boxes with explicit first baselines 15 and 12 below their tops, in a row aligned on
/// `alignment`.
private func twoBaselines(_ alignment: VerticalAlignment) -> some View {
  HStack(alignment: alignment, spacing: 0) {
    Color.red.frame(width: 10, height: 20).alignmentGuide(.firstTextBaseline) { _ in 15 }.id("a")
    Color.blue.frame(width: 10, height: 30).alignmentGuide(.firstTextBaseline) { _ in 12 }.id("b")
  }
}

@Suite("Layout checks")
struct LayoutCheckTests {
  @Test("same first baseline: holds on a baseline-aligned row; top-aligned, the message gives both values")
  func baselines() {
    #expect(engine().layout(twoBaselines(.firstTextBaseline)).failures(of: .sameFirstBaseline(["a", "b"])).isEmpty)
    let top = engine().layout(twoBaselines(.top))
    let failures = top.failures(of: .sameFirstBaseline(["a", "b"]))
    #expect(failures.map(\.message) == ["first baselines differ by 3: a 15, b 12"])
    #expect(failures.first?.nodes.count == 2)
    #expect(top.failures(of: .sameFirstBaseline(["a", "zzz"])).map(\.message) == ["no view has the id \"zzz\""])
  }

  @Test("same edges: tops line up in a top-aligned row, bottoms do not (20 and 30)")
  func edges() {
    let top = engine().layout(twoBaselines(.top))
    #expect(top.failures(of: .sameLine(.top, ["a", "b"])).isEmpty)
    #expect(top.failures(of: .sameLine(.bottom, ["a", "b"])).map(\.message) == ["bottoms differ by 10: a 20, b 30"])
  }

  @Test("no overflow: a 50-point color centered in a 20-point frame sticks out 15 on each side")
  func overflow() {
    let result = engine().layout(Color.red.frame(width: 50, height: 10).frame(width: 20, height: 10).id("box").padding(20))
    let failures = result.failures(of: .noOverflow("box"))
    #expect(failures.map(\.message) == ["2 views outside (20, 20, 20, 10): frame (5, 20, 50, 10), Color (5, 20, 50, 10)"])
    // The whole layout (60 x 50 with the padding) holds everything.
    #expect(result.failures(of: .noOverflow(nil)).isEmpty)
  }

  @Test("no truncation: a one-line text in 40 points is cut; the same text unlimited is not")
  func truncation() {
    let cut = engine().layout(Text("A sentence far too long for forty points").lineLimit(1).frame(width: 40).id("t"))
    #expect(cut.failures(of: .noTruncation(nil)).map(\.message) == ["\"A sentence far too long for forty points\" is truncated"])
    let whole = engine().layout(Text("A sentence far too long for forty points").frame(width: 40))
    #expect(whole.failures(of: .noTruncation(nil)).isEmpty)
  }

  @Test("the testing assertions record an issue at the caller and write a failure picture")
  func assertions() throws {
    let top = engine().layout(twoBaselines(.top))
    let location = SourceLocation(fileID: "BaselineTests/PictureCheck.swift", filePath: "/tmp/PictureCheck.swift", line: 7, column: 1)
    var failures: [LayoutCheckFailure] = []
    withKnownIssue {
      failures = expectSameFirstBaseline(top, "a", "b", sourceLocation: location)
    }
    #expect(failures.count == 1)
    let picture = (failurePictureDirectory as NSString).appendingPathComponent("PictureCheck-7.svg")
    let svg = try String(contentsOfFile: picture, encoding: .utf8)
    // Each offending box outlined in red with its baseline across it: y 15 over a, 12 over b.
    #expect(svg.contains(##"<line x1="0" y1="15" x2="10" y2="15" stroke="#e00000""##))
    #expect(svg.contains(##"<line x1="10" y1="12" x2="20" y2="12" stroke="#e00000""##))
    // Holding checks record nothing.
    #expect(expectSameFirstBaseline(engine().layout(twoBaselines(.firstTextBaseline)), "a", "b").isEmpty)
    #expect(expectAligned(top, .top, "a", "b").isEmpty)
    #expect(expectNoOverflow(top).isEmpty)
    #expect(expectNoTruncation(top).isEmpty)
  }

  @Test("baseline check: status 0 with ok, 1 with the reason and a picture, 2 without checks")
  func command() throws {
    let executable = try baselineExecutable()
    try withTemporaryDirectory { directory in
      let scene = directory + "/row.json"
      try Data(
        #"""
        {"root": {"type": "HStack", "alignment": "top", "spacing": 0, "children": [
          {"type": "Color", "color": "red", "id": "a", "modifiers": [{"frame": {"width": 10, "height": 20}}]},
          {"type": "Color", "color": "blue", "id": "b", "modifiers": [{"frame": {"width": 10, "height": 30}}]}]}}
        """#.utf8
      ).write(to: URL(fileURLWithPath: scene))
      let ok = try runProgram(executable, ["check", scene, "--same-top", "a,b", "--no-overflow", "root", "--no-truncation"])
      #expect(ok.status == 0)
      #expect(ok.output == "ok: 3 checks\n")
      let picture = directory + "/failed.svg"
      let failed = try runProgram(executable, ["check", scene, "--same-bottom", "a, b", "--picture", picture])
      #expect(failed.status == 1)
      #expect(failed.error == "check failed: same bottom: a, b: bottoms differ by 10: a 20, b 30\n")
      #expect(FileManager.default.fileExists(atPath: picture))
      #expect(try runProgram(executable, ["check", scene]).status == 2)
    }
  }
}
