public import ArgumentParser
import Baseline
import BaselineRendering
import BaselineScenes
import Foundation

/// `baseline check SCENE --same-first-baseline a,b,c ...`: layout checks for any language.
public struct CheckCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check a scene's layout: shared baselines and edges, no overflow, no truncated text.",
    discussion: """
      Views are named by their scene "id". Each option may be given several times; IDS is a \
      comma-separated list. Prints "ok: N checks" and exits with 0 when every check holds; \
      otherwise prints one line per failed check on standard error, naming the offending values \
      (and writes --picture), and exits with 1. A faulty scene or usage error exits with 2.
      """)

  @OptionGroup var input: SceneOptions

  @Option(name: .customLong("same-first-baseline"), help: "Views whose first text baselines must be one y.")
  var sameFirstBaseline: [String] = []
  @Option(name: .customLong("same-last-baseline"), help: "Views whose last text baselines must be one y.")
  var sameLastBaseline: [String] = []
  @Option(name: .customLong("same-leading"), help: "Views whose leading edges must line up.")
  var sameLeading: [String] = []
  @Option(name: .customLong("same-trailing"), help: "Views whose trailing edges must line up.")
  var sameTrailing: [String] = []
  @Option(name: .customLong("same-top"), help: "Views whose top edges must line up.")
  var sameTop: [String] = []
  @Option(name: .customLong("same-bottom"), help: "Views whose bottom edges must line up.")
  var sameBottom: [String] = []
  @Option(name: .customLong("same-center-x"), help: "Views whose horizontal centers must line up.")
  var sameCenterX: [String] = []
  @Option(name: .customLong("same-center-y"), help: "Views whose vertical centers must line up.")
  var sameCenterY: [String] = []
  @Option(name: .customLong("no-overflow"), help: "A view (or root, the whole layout) that everything inside must fit in.")
  var noOverflow: [String] = []
  @Flag(name: .customLong("no-truncation"), help: "No text anywhere may be truncated or clipped.")
  var noTruncation = false
  @Option(help: "Largest difference in points that counts as equal.")
  var tolerance: Double = Double(LayoutResult.checkTolerance)
  @Option(help: "On failure, write an SVG of the layout with guides and the offending views in red here.")
  var picture: String?

  public init() {}

  /// The checks the options ask for, in the order of the options above.
  var checks: [LayoutCheck] {
    func ids(_ list: String) -> [String] {
      list.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    var checks: [LayoutCheck] = []
    checks += sameFirstBaseline.map { .sameFirstBaseline(ids($0)) }
    checks += sameLastBaseline.map { .sameLastBaseline(ids($0)) }
    let lines: [(LayoutCheck.Line, [String])] = [
      (.leading, sameLeading), (.trailing, sameTrailing), (.top, sameTop), (.bottom, sameBottom),
      (.centerX, sameCenterX), (.centerY, sameCenterY),
    ]
    for (line, lists) in lines { checks += lists.map { .sameLine(line, ids($0)) } }
    checks += noOverflow.map { .noOverflow($0 == "root" ? nil : $0) }
    if noTruncation { checks.append(.noTruncation(nil)) }
    return checks
  }

  public func validate() throws {
    guard tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--tolerance: expected a number of 0 or more") }
    guard !checks.isEmpty else { throw ValidationError("no checks: give at least one --same-... , --no-overflow or --no-truncation") }
  }

  public func run() throws {
    let (_, result) = try input.layout()
    let failures = checks.flatMap { result.failures(of: $0, tolerance: CGFloat(tolerance)) }
    guard !failures.isEmpty else {
      print("ok: \(checks.count) check\(checks.count == 1 ? "" : "s")")
      return
    }
    for failure in failures {
      FileHandle.standardError.write(Data(("check failed: " + SceneError.oneLine(failure.description) + "\n").utf8))
    }
    if let picture {
      let svg = LayoutCheckFailure.picture(of: result, failures: failures)
      guard FileManager.default.createFile(atPath: picture, contents: Data(svg.utf8)) else {
        throw SceneInput.fail("--picture: \(picture) cannot be written")
      }
    }
    throw ExitCode(1)
  }
}
