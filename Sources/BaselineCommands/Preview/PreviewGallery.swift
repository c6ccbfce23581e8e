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

  /// `declaration` is where the entry's type is declared, for previews that do not say where
  /// they were written (a `PreviewProvider`'s): looked up once per type, not per preview.
  init(
    entry: PreviewDiscovery.Entry, report: PreviewReport, stem: String?, failure: String?, sources: PreviewSources,
    declaration: (file: String, line: Int)?
  ) {
    self.entry = entry
    self.report = report
    self.stem = stem
    self.failure = failure
    if let fileID = report.fileID, let file = sources.file(forID: fileID) {
      self.file = file
      self.line = report.line
    } else if let declaration {
      self.file = declaration.file
      self.line = declaration.line
    }
  }

  static func failed(
    _ entry: PreviewDiscovery.Entry, index: Int, name: String?, reason: String, sources: PreviewSources,
    declaration: (file: String, line: Int)?, report: PreviewReport? = nil
  ) -> PreviewOutcome {
    let report = report ?? PreviewReport(symbol: entry.symbol, index: index, name: name, fileID: nil, line: nil)
    return PreviewOutcome(entry: entry, report: report, stem: nil, failure: reason, sources: sources, declaration: declaration)
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
    return "\(previewNumber(width)) x \(previewNumber(height))"
  }
}

/// The gallery page (`index.html`: plain HTML, CSS and JavaScript, no network) and the JUnit XML
/// report of a preview run. Each preview's layout JSON is inside the page, so that clicking a
/// view shows its frame and baselines even when the page is opened as a file; a served page
/// (`--serve`) asks the server for its version every second and reloads when it changes.
struct PreviewGallery {
  let outcomes: [PreviewOutcome]
  /// The folder the pictures and layouts are in.
  var folder = ""
  /// The files left out of the program because they did not compile.
  var leftOut: [LeftOutFile] = []
  /// The platform the previews were compiled for ("iOS", "macOS"), named in the heading.
  var platform: String? = nil

  func html(live: Bool, compileError: String? = nil) -> String {
    var cards = ""
    for outcome in outcomes {
      cards += card(outcome)
    }
    if !leftOut.isEmpty {
      cards += "<section class=\"compile\"><h2>Left out: files that did not compile</h2>\n"
      for file in leftOut {
        let cause = file.round == 1 ? "" : " (once the files above were left out)"
        let errors = file.errors.map { "\(file.file):\($0)" }.joined(separator: "\n")
        cards += "<h3>\(escape(file.file))\(cause)</h3><pre>\(escape(errors))</pre>\n"
      }
      cards += "</section>\n"
    }
    if let compileError {
      cards += "<section class=\"compile\"><h2>The view files did not compile</h2><pre>\(escape(compileError))</pre></section>\n"
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Previews</title>
      <link rel="icon" href="data:,">
      <style>
      body { font-family: sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
      main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
      figure { margin: 0; background: white; border-radius: 12px; padding: 12px; box-shadow: 0 1px 3px #0002; max-width: 440px; }
      .canvas { position: relative; display: inline-block; cursor: crosshair; border: 1px solid #e5e5ea; }
      .canvas img { display: block; max-width: 416px; height: auto; }
      .canvas svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
      figure.failed { border: 2px solid #ff3b30; }
      figcaption { margin-top: 8px; font-size: 13px; line-height: 1.5; }
      pre.info { font-size: 12px; margin: 6px 0 0; white-space: pre-wrap; }
      li.warning { color: #8e6d00; } li.finding { color: #c93400; } li.failure { color: #d70015; }
      section.compile pre { background: white; padding: 12px; border-left: 4px solid #ff3b30; overflow: auto; }
      </style>
      </head>
      <body\(live ? " data-live=\"1\"" : "")>
      <h1>Previews\(platform.map { " <small>(\($0))</small>" } ?? "")</h1>
      <p>\(outcomes.count) preview\(outcomes.count == 1 ? "" : "s"), laid out by Baseline with real fonts. Click a view for its frame and baselines.</p>
      <main>
      \(cards)</main>
      <script>
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  private func card(_ outcome: PreviewOutcome) -> String {
    var notes = outcome.report.warnings.map { "<li class=\"warning\">\(escape($0))</li>" }
    notes += outcome.report.findings.map { "<li class=\"finding\">\(escape($0.kind)): \(escape($0.message))</li>" }
    if let failure = outcome.failure { notes.append("<li class=\"failure\">\(escape(failure))</li>") }
    var picture = ""
    var links = ""
    var layout = ""
    if outcome.failure == nil, let stem = outcome.stem, let width = outcome.report.width, let height = outcome.report.height {
      let name = escape(stem)
      picture = """
        <div class="canvas" data-stem="\(name)"><img src="\(name).png" alt="" style="width: \(previewNumber(width))px"><svg viewBox="0 0 \(previewNumber(max(width, 1))) \(previewNumber(max(height, 1)))" preserveAspectRatio="none"></svg></div>
        """
      links = " · <label><input type=\"checkbox\" class=\"guides\"> guides</label> · <a href=\"\(name).svg\">SVG</a> · <a href=\"\(name).json\">layout</a>"
      if let json = try? String(contentsOfFile: "\(folder)/\(stem).json", encoding: .utf8) {
        layout = "<script type=\"application/json\" data-stem=\"\(name)\">\(json.replacingOccurrences(of: "</", with: "<\\/"))</script>"
      }
    }
    return """
      <figure class="\(outcome.failure == nil ? "ok" : "failed")">
      \(picture)
      <figcaption><strong>\(escape(outcome.title))</strong><br>\(escape(outcome.location)) · \(escape(outcome.failure == nil ? outcome.sizeText : "failed"))\(links)
      \(notes.isEmpty ? "" : "<ul>" + notes.joined() + "</ul>")<pre class="info"></pre></figcaption>
      \(layout)
      </figure>

      """
  }

  /// Clicking a picture finds the smallest view whose frame holds the point in the preview's
  /// layout and draws its frame (blue), its frame with modifiers (dashed gray) and its first and
  /// last baselines (red) over the picture, with the numbers below it; "guides" shows the
  /// picture drawn with every text's baselines and the stacks' alignment lines.
  static let script = """
    const layouts = {};
    document.querySelectorAll('script[data-stem]').forEach(s => { layouts[s.dataset.stem] = JSON.parse(s.textContent); });
    const round = v => Math.round(v * 100) / 100;
    document.querySelectorAll('.canvas').forEach(canvas => {
      const stem = canvas.dataset.stem, figure = canvas.closest('figure');
      canvas.addEventListener('click', event => {
        const layout = layouts[stem]; if (!layout) return;
        const box = canvas.querySelector('img').getBoundingClientRect();
        const k = box.width / layout.size.width;
        const x = (event.clientX - box.left) / k, y = (event.clientY - box.top) / k;
        let best = null;
        for (const node of layout.nodes) {
          const f = node.frame;
          if (x >= f.x && x <= f.x + f.width && y >= f.y && y <= f.y + f.height &&
              (!best || f.width * f.height <= best.frame.width * best.frame.height)) best = node;
        }
        const svg = canvas.querySelector('svg');
        svg.innerHTML = '';
        const info = figure.querySelector('pre.info');
        if (!best) { info.textContent = ''; return; }
        const add = (tag, attributes) => {
          const element = document.createElementNS('http://www.w3.org/2000/svg', tag);
          for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
          svg.appendChild(element);
        };
        const f = best.frame, o = best.outerFrame || f, w = 1 / k;
        add('rect', {x: o.x, y: o.y, width: o.width, height: o.height, fill: 'none', stroke: '#8e8e93', 'stroke-width': w, 'stroke-dasharray': 4 * w});
        add('rect', {x: f.x, y: f.y, width: f.width, height: f.height, fill: '#007aff22', stroke: '#007aff', 'stroke-width': w});
        for (const b of [best.firstBaseline, best.lastBaseline]) {
          if (b === undefined) continue;
          add('line', {x1: f.x, x2: f.x + f.width, y1: b, y2: b, stroke: '#ff3b30', 'stroke-width': w});
        }
        const lines = [best.type + '  ' + best.path,
          'frame ' + round(f.x) + ', ' + round(f.y) + '  ' + round(f.width) + ' x ' + round(f.height)];
        if (best.outerFrame) lines.push('with modifiers ' + round(o.x) + ', ' + round(o.y) + '  ' + round(o.width) + ' x ' + round(o.height));
        if (best.firstBaseline !== undefined) lines.push('first baseline ' + round(best.firstBaseline) + ', last baseline ' + round(best.lastBaseline));
        if (best.truncated) lines.push('truncated');
        info.textContent = lines.join('\\n');
      });
      const guides = figure.querySelector('input.guides');
      if (guides) guides.addEventListener('change', () => {
        canvas.querySelector('img').src = stem + (guides.checked ? '-guides.svg' : '.png');
      });
    });
    if (document.body.dataset.live) {
      let version = null;
      const poll = () => fetch('/__version', {cache: 'no-store'}).then(r => r.text()).then(v => {
        if (version !== null && v !== version) location.reload();
        version = v;
      }).catch(() => {}).finally(() => setTimeout(poll, 1000));
      poll();
    }
    """

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
