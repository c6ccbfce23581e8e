public import Baseline
import BaselineRendering
import Foundation
public import Testing

// Assertions on a layout result for Swift Testing, written as the designer's intent:
//
//     let result = try LayoutEngine(fonts: .bundled()).layout(SignInForm(), proposal: .init(width: 320, height: nil))
//     expectSameFirstBaseline(result, "label", "field", "toggle")
//     expectNoTruncation(result)
//
// A failure records an issue at the caller's line naming the offending values, and writes a
// picture of the layout with its guides and the offending views in red (see `failurePictureDirectory`).

/// Where failure pictures go: `$BASELINE_FAILURE_PICTURES` when set, else
/// `baseline-failures` in the temporary directory.
public var failurePictureDirectory: String {
  if let directory = ProcessInfo.processInfo.environment["BASELINE_FAILURE_PICTURES"], !directory.isEmpty { return directory }
  return FileManager.default.temporaryDirectory.appendingPathComponent("baseline-failures").path
}

/// Checks every `check` against `result`; each failure is recorded as an issue at the caller's
/// source location, and one picture of all of them is written. Returns the failures (empty when
/// every check holds).
@discardableResult
public func expectLayout(
  _ result: LayoutResult, _ checks: [LayoutCheck], tolerance: CGFloat = LayoutResult.checkTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutCheckFailure] {
  let failures = checks.flatMap { result.failures(of: $0, tolerance: tolerance) }
  guard !failures.isEmpty else { return [] }
  let picture = writeFailurePicture(result, failures, sourceLocation)
  for failure in failures {
    let pictureNote = picture.map { " (picture: \($0))" } ?? ""
    Issue.record(Comment(rawValue: failure.description + pictureNote), sourceLocation: sourceLocation)
  }
  return failures
}

/// Expects the views' first text baselines on one y.
@discardableResult
public func expectSameFirstBaseline(
  _ result: LayoutResult, _ ids: String..., tolerance: CGFloat = LayoutResult.checkTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutCheckFailure] {
  expectLayout(result, [.sameFirstBaseline(ids)], tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects the views' last text baselines on one y.
@discardableResult
public func expectSameLastBaseline(
  _ result: LayoutResult, _ ids: String..., tolerance: CGFloat = LayoutResult.checkTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutCheckFailure] {
  expectLayout(result, [.sameLastBaseline(ids)], tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects the views' frames to share an edge or center line (`.leading`, `.top`, ...).
@discardableResult
public func expectAligned(
  _ result: LayoutResult, _ line: LayoutCheck.Line, _ ids: String..., tolerance: CGFloat = LayoutResult.checkTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutCheckFailure] {
  expectLayout(result, [.sameLine(line, ids)], tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects everything inside the view `id` (the whole layout, for nil) within its frame.
@discardableResult
public func expectNoOverflow(
  _ result: LayoutResult, in id: String? = nil, tolerance: CGFloat = LayoutResult.checkTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutCheckFailure] {
  expectLayout(result, [.noOverflow(id)], tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects no text inside the view `id` (anywhere, for nil) truncated or clipped.
@discardableResult
public func expectNoTruncation(
  _ result: LayoutResult, in id: String? = nil, tolerance: CGFloat = LayoutResult.checkTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutCheckFailure] {
  expectLayout(result, [.noTruncation(id)], tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Writes the failure picture, named after the test's file and line; nil if it cannot be written.
private func writeFailurePicture(
  _ result: LayoutResult, _ failures: [LayoutCheckFailure], _ location: SourceLocation
) -> String? {
  let directory = failurePictureDirectory
  let file = URL(fileURLWithPath: location.fileID).deletingPathExtension().lastPathComponent
  let path = (directory as NSString).appendingPathComponent("\(file)-\(location.line).svg")
  do {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(LayoutCheckFailure.picture(of: result, failures: failures).utf8).write(to: URL(fileURLWithPath: path))
    return path
  } catch {
    return nil
  }
}
