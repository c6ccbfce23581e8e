import BaselinePreview
import Foundation

/// One preview as the command reports it: where it was written, what its program reported, or
/// why it failed.
struct PreviewOutcome {
  var entry: PreviewDiscovery.Entry
  var report: PreviewReport
  /// The file name (without extension) of its picture and layout; nil when nothing was written.
  var stem: String?
  var failure: String?
  /// The source file (absolute) and line, when known.
  var file: String?
  var line: Int?

  init(entry: PreviewDiscovery.Entry, report: PreviewReport, stem: String?, failure: String?, sources: PreviewSources) {
    self.entry = entry
    self.report = report
    self.stem = stem
    self.failure = failure
    if let fileID = report.fileID, let file = sources.file(forID: fileID) {
      self.file = file
      self.line = report.line
    } else if let declaration = sources.declaration(of: entry.typeName) {
      self.file = declaration.file
      self.line = declaration.line
    }
  }

  static func failed(
    _ entry: PreviewDiscovery.Entry, index: Int, name: String?, reason: String, sources: PreviewSources,
    report: PreviewReport? = nil
  ) -> PreviewOutcome {
    let report = report ?? PreviewReport(symbol: entry.symbol, index: index, name: name, fileID: nil, line: nil)
    return PreviewOutcome(entry: entry, report: report, stem: nil, failure: reason, sources: sources)
  }

  /// `File.swift:42`, or the type's name when the file is not known.
  var location: String {
    guard let file else { return entry.typeName }
    return URL(fileURLWithPath: file).lastPathComponent + (line.map { ":\($0)" } ?? "")
  }

  /// `"Name" preview`, or the type's preview and its index.
  var title: String {
    if let name = report.name { return "\"\(name)\" preview" }
    let type = entry.typeName.split(separator: ".").last.map(String.init) ?? entry.typeName
    return entry.isProvider ? "\(type) preview \(report.index + 1)" : "preview"
  }

  var sizeText: String {
    guard let width = report.width, let height = report.height else { return "not laid out" }
    return "\(Self.number(width)) x \(Self.number(height))"
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

/// The gallery page (`index.html`: plain HTML and CSS, no script, no network) and the JUnit XML
/// report of a preview run.
struct PreviewGallery {
  let outcomes: [PreviewOutcome]

  var html: String {
    var cards = ""
    for outcome in outcomes {
      let picture = outcome.failure == nil ? outcome.stem.map { "<a href=\"\(escape($0)).svg\"><img src=\"\(escape($0)).png\" alt=\"\"></a>" } ?? "" : ""
      var notes = outcome.report.warnings.map { "<li class=\"warning\">\(escape($0))</li>" }
      notes += outcome.report.findings.map { "<li class=\"finding\">\(escape($0.kind)): \(escape($0.message))</li>" }
      if let failure = outcome.failure { notes.append("<li class=\"failure\">\(escape(failure))</li>") }
      let links = outcome.failure == nil ? outcome.stem.map { " · <a href=\"\(escape($0)).json\">layout</a>" } ?? "" : ""
      cards += """
        <figure class="\(outcome.failure == nil ? "ok" : "failed")">
        \(picture)
        <figcaption><strong>\(escape(outcome.title))</strong><br>\(escape(outcome.location)) · \(escape(outcome.failure == nil ? outcome.sizeText : "failed"))\(links)
        \(notes.isEmpty ? "" : "<ul>" + notes.joined() + "</ul>")</figcaption>
        </figure>

        """
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Previews</title>
      <style>
      body { font-family: sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
      main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
      figure { margin: 0; background: white; border-radius: 12px; padding: 12px; box-shadow: 0 1px 3px #0002; max-width: 420px; }
      figure img { display: block; max-width: 396px; height: auto; border: 1px solid #e5e5ea; }
      figure.failed { border: 2px solid #ff3b30; }
      figcaption { margin-top: 8px; font-size: 13px; line-height: 1.5; }
      li.warning { color: #8e6d00; } li.finding { color: #c93400; } li.failure { color: #d70015; }
      </style>
      </head>
      <body>
      <h1>Previews</h1>
      <p>\(outcomes.count) preview\(outcomes.count == 1 ? "" : "s"), laid out by Baseline with real fonts.</p>
      <main>
      \(cards)</main>
      </body>
      </html>

      """
  }

  /// One test case per preview; a failed preview is an error, a finding of a kind in `failing`
  /// a failure.
  func junit(failing: Set<String>) -> String {
    var cases = ""
    var failures = 0
    var errors = 0
    for outcome in outcomes {
      let name = "\(outcome.location) \(outcome.title)"
      cases += "  <testcase classname=\"previews\" name=\"\(escape(name))\">\n"
      if let failure = outcome.failure {
        errors += 1
        cases += "    <error message=\"\(escape(failure))\"/>\n"
      }
      let found = outcome.report.findings.filter { failing.contains($0.kind) }
      if !found.isEmpty {
        failures += 1
        let message = found.map(\.message).joined(separator: "; ")
        cases += "    <failure message=\"\(escape(message))\">\(escape(found.map { "\(name): \($0.message)" }.joined(separator: "\n")))</failure>\n"
      }
      cases += "  </testcase>\n"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuite name="baseline preview" tests="\(outcomes.count)" failures="\(failures)" errors="\(errors)">
      \(cases)</testsuite>

      """
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
