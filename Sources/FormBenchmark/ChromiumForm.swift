import Foundation

/// The equivalent form in HTML and CSS, for timing Chromium's layout of it when Chromium is
/// installed: the same rows and texts (the same word generator), the bundled Noto Sans, 480 px
/// wide; flex rows aligned on their baselines, and a CSS grid with baseline-aligned items. The
/// page times appending the rows and forcing layout (style, text shaping and layout), then
/// re-layout at 400 px, and writes the figures between RESULT and END.
let chromiumFormPage = #"""
<!doctype html>
<html><head><meta charset="utf-8">
<style>
@font-face { font-family: "Bench Sans"; src: url("FONTS_DIR/NotoSans-Regular.ttf"); font-weight: 400; }
@font-face { font-family: "Bench Sans"; src: url("FONTS_DIR/NotoSans-Bold.ttf"); font-weight: 700; }
body { margin: 0; font: 17px "Bench Sans"; }
#form { width: 480px; }
.rows .row { display: flex; align-items: baseline; gap: 12px; margin-bottom: 6px; }
.rows .label { width: 120px; flex: none; text-align: right; font-weight: 700; }
.rows .value { flex: 1; min-width: 0; }
.grid { display: grid; grid-template-columns: max-content 1fr; align-items: baseline; column-gap: 12px; row-gap: 6px; }
.grid .label { text-align: right; font-weight: 700; }
</style></head><body><div id="warm">Warm <b>bold</b></div><div id="form"></div><pre id="out"></pre>
<script>
const words = ["name","address","postal","code","city","country","phone","number","email","notes","preferred","contact","method","billing","shipping","same","as","above","company","department","account","reference","delivery","instructions","leave","at","door"];
function value(row) {
  let state = BigInt(row) * 6364136223846793005n + 1442695040888963407n;
  state &= (1n << 64n) - 1n;
  function next() { state = (state * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n); return Number(state >> 33n); }
  const count = 3 + next() % 22;
  const out = [];
  for (let i = 0; i < count; i++) out.push(words[next() % words.length]);
  return out.join(" ");
}
function build(kind, rows) {
  const form = document.getElementById("form");
  form.className = kind;
  form.style.width = "480px";
  const frag = document.createDocumentFragment();
  for (let r = 0; r < rows; r++) {
    const label = document.createElement("div"); label.className = "label"; label.textContent = "Field " + r;
    const val = document.createElement("div"); val.className = "value"; val.textContent = value(r);
    if (kind === "rows") { const row = document.createElement("div"); row.className = "row"; row.append(label, val); frag.append(row); }
    else { frag.append(label, val); }
  }
  return frag;
}
function run() {
  const lines = [`fonts ${document.fonts.status} ${document.fonts.check('17px "Bench Sans"')} ${document.fonts.check('bold 17px "Bench Sans"')}`];
  for (const [kind, rows] of CASES) {
    const form = document.getElementById("form");
    form.textContent = ""; document.body.offsetHeight;
    const frag = build(kind, rows);
    const t0 = performance.now();
    form.append(frag);
    const h = form.offsetHeight;   // forces style and layout
    const t1 = performance.now();
    form.style.width = "400px";
    form.offsetHeight;
    const t2 = performance.now();
    lines.push(`chromium ${kind}-${rows}: cold ${(t1 - t0).toFixed(1)} ms (${((t1 - t0) / rows * 1000).toFixed(1)} us/row), re-layout at 400 px ${(t2 - t1).toFixed(1)} ms, height ${h}`);
  }
  document.getElementById("out").textContent = "RESULT\n" + lines.join("\n") + "\nEND";
  document.getElementById("form").textContent = "";
}
window.addEventListener('load', run);
</script></body></html>
"""#

/// Runs Chromium headless on the page for `cases` (["rows", 1000], ...) and returns its result
/// lines, or nil when Chromium is not installed or did not answer.
func chromiumFigures(cases: [(String, Int)], fontsDirectory: String) -> [String]? {
  let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
  guard let chromium = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
  let list = cases.map { "[\"\($0.0)\", \($0.1)]" }.joined(separator: ", ")
  let page = chromiumFormPage
    .replacingOccurrences(of: "FONTS_DIR", with: URL(fileURLWithPath: fontsDirectory).absoluteString)
    .replacingOccurrences(of: "CASES", with: "[" + list + "]")
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-form-bench-\(getpid()).html")
  guard (try? Data(page.utf8).write(to: file)) != nil else { return nil }
  defer { try? FileManager.default.removeItem(at: file) }
  let arguments = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--dump-dom",
    file.absoluteString,
  ]
  guard let text = outputOf(chromium, arguments)?.text else { return nil }
  guard let start = text.range(of: "RESULT\n"), let end = text.range(of: "\nEND", range: start.upperBound..<text.endIndex) else {
    return nil
  }
  return text[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
}
