import Baseline
import BaselineTestSupport
import BaselineCommands
@testable import BaselineScenes
import Foundation
import Testing

/// A small form scene: a label and a value on a first-baseline row, `row` choosing the texts.
private func formScene(_ row: Int) -> String {
  let value = String(repeating: "word ", count: 1 + row % 7)
  return #"{"proposal": {"width": 240}, "root": {"type": "HStack", "alignment": "firstTextBaseline", "spacing": 8, "children": ["#
    + #"{"type": "Text", "text": "Field \#(row)", "font": "headline"}, {"type": "Text", "text": "\#(value)"}]}}"#
}

/// Runs a batch over `lines` and returns its output lines and summary.
private func runBatch(_ lines: [String], threads: Int, chunkSize: Int) -> (lines: [String], summary: SceneBatch.Summary) {
  var batch = SceneBatch(fonts: bundledFonts, threads: threads)
  batch.chunkSize = chunkSize
  var iterator = lines.enumerated().makeIterator()
  var output: [String] = []
  let summary = batch.run(
    next: { iterator.next().map { SceneBatch.Scene(json: Array($0.element.utf8), name: "line \($0.offset + 1)") } },
    emit: { output.append($0) })
  return (output, summary)
}

@Suite("Batches of scenes")
struct BatchTests {
  @Test("a batch asks for glibc's larger per-thread cache unless GLIBC_TUNABLES is already set")
  func allocatorTuning() {
    #expect(AllocatorTuning.tunables(tunes: true, environment: [:]) == "glibc.malloc.tcache_count=200")
    #expect(AllocatorTuning.tunables(tunes: true, environment: ["PATH": "/usr/bin"]) == AllocatorTuning.batchTunables)
    // The user's own tunables win, and the restarted process finds the variable set.
    #expect(AllocatorTuning.tunables(tunes: true, environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=2"]) == nil)
    #expect(AllocatorTuning.tunables(tunes: true, environment: ["GLIBC_TUNABLES": AllocatorTuning.batchTunables]) == nil)
    // Other commands run as they are.
    #expect(AllocatorTuning.tunables(tunes: false, environment: [:]) == nil)
  }

  @Test("every line equals the scene laid out alone, in input order, on one thread or two")
  func identicalToOneByOne() throws {
    let scenes = (0..<40).map(formScene)
    let alone = try scenes.map { try SceneDocument(json: Array($0.utf8), fonts: bundledFonts).layout().jsonLine() }
    for threads in [1, 2, 3] {
      // Chunks of 7 over 40 scenes: the last chunk is partial, and threads finish out of order.
      let (lines, summary) = runBatch(scenes, threads: threads, chunkSize: 7)
      #expect(lines == alone)
      #expect(summary == SceneBatch.Summary(scenes: 40, failed: 0))
    }
  }

  @Test("a result line is the layout JSON on one line: the same values as the pretty JSON")
  func compactJSON() throws {
    let result = try SceneDocument(json: Array(formScene(3).utf8), fonts: bundledFonts).layout()
    let line = result.jsonLine()
    #expect(!line.contains("\n"))
    #expect(try JSONParser.parse(Array(line.utf8)) == JSONParser.parse(Array(result.json.utf8)))
  }

  @Test("a bad scene gives an error line in its place and the batch goes on")
  func badScenes() throws {
    let scenes = [formScene(0), #"{"root": {"type": "HStak"}}"#, "not json", formScene(1)]
    let (lines, summary) = runBatch(scenes, threads: 2, chunkSize: 2)
    #expect(summary == SceneBatch.Summary(scenes: 4, failed: 2))
    #expect(lines.count == 4)
    #expect(lines[1].hasPrefix(#"{"error": "line 2: root.type: unknown view type \"HStak\""#))
    #expect(lines[2].hasPrefix(#"{"error": "line 3: "#))
    #expect(lines[3] == (try SceneDocument(json: Array(formScene(1).utf8), fonts: bundledFonts).layout().jsonLine()))
  }

  @Test("baseline batch: JSON lines in (blank lines skipped), lines out, status 1 when a scene fails")
  func command() throws {
    let executable = try baselineExecutable()
    try withTemporaryDirectory { directory in
      let input = directory + "/scenes.jsonl"
      try Data((formScene(0) + "\n\n" + #"{"root": 1}"# + "\r\n" + formScene(2)).utf8).write(to: URL(fileURLWithPath: input))
      let run = try runProgram(executable, ["batch", input, "--threads", "2", "--quiet"])
      #expect(run.status == 1)
      let lines = run.output.split(separator: "\n").map(String.init)
      #expect(lines.count == 3)
      #expect(lines[0] == (try SceneDocument(json: Array(formScene(0).utf8), fonts: bundledFonts).layout().jsonLine()))
      #expect(lines[1].hasPrefix(#"{"error": "line 3: "#))
      #expect(run.error.hasPrefix("error: line 3: "))
      #expect(run.error.split(separator: "\n").count == 1)

      // A directory: each .json file is a scene, in name order; --output writes the lines there.
      let scenes = directory + "/scenes"
      try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
      for (name, row) in [("b.json", 5), ("a.json", 4)] {
        try Data(formScene(row).utf8).write(to: URL(fileURLWithPath: scenes + "/" + name))
      }
      let output = directory + "/out.jsonl"
      let good = try runProgram(executable, ["batch", scenes, "--output", output, "--width", "300"])
      #expect(good.status == 0)
      #expect(good.error.hasPrefix("batch: done, 2 scenes, 0 failed"))
      let written = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map(String.init)
      let expected = try [4, 5].map {
        try SceneDocument(json: Array(formScene($0).utf8), fonts: bundledFonts)
          .layout(proposal: ProposedViewSize(width: 300, height: nil)).jsonLine()
      }
      #expect(written == expected)
      #expect(try runProgram(executable, ["batch", input, "--threads", "0"]).status == 2)
    }
  }

  @Test("a line longer than the largest scene is refused without holding it")
  func longLine() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/long.jsonl"
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      let handle = try #require(FileHandle(forWritingAtPath: path))
      let block = Data(repeating: 0x20, count: 1 << 20)
      for _ in 0...(SceneDocument.maximumFileSize >> 20) { handle.write(block) }
      handle.write(Data(("\n" + formScene(1) + "\n").utf8))
      try handle.close()
      let run = try runProgram(try baselineExecutable(), ["batch", path, "--quiet"])
      #expect(run.status == 1)
      let lines = run.output.split(separator: "\n").map(String.init)
      #expect(lines.first == #"{"error": "line 1: the line is longer than 64 MB"}"#)
      #expect(lines.count == 2)
    }
  }
}
