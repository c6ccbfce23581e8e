import Baseline
import CHarfBuzz
import Foundation

// Typography throughput on a fixed corpus. Run in release: `make bench`
// (or `swift run -c release typography-bench`).
//
// Each figure is the best of several passes. "cold" lays every paragraph out with a new
// Typesetter (empty shape cache): analysis, itemization, fallback, shaping and line breaking.
// "warm" repeats it with the cache full. "re-layout" breaks already shaped paragraphs at a new
// width. The floor is plain `hb_shape` of each whole paragraph with the primary font. "mixed"
// is the cold pass over the same words set in runs: every seventh word from the fourth bold,
// from the sixth Noto Serif 12 pt raised by 2 pt, from the seventh tracked by 0.5 pt.
// `typography-bench --profile-cold` (or `--profile-mixed`) runs only that pass, 20 times, for a
// profiler.

let corpus = Corpus()
let characters = Double(corpus.utf16Count)
let paragraphCount = Double(corpus.paragraphs.count)
let widths: [Double] = [200, 320, 480]
let passes = 15

let library = try BundledFonts.makeLibrary()
guard let primary = library.face(family: "Noto Sans") else { fatalError("Noto Sans is bundled") }
let font = SizedFont(primary, size: 14)
let texts = corpus.paragraphs.map { StyledText($0, font: font) }
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

var sink = 0.0

// The floor: HarfBuzz alone, one buffer per paragraph, the primary font only.
let blob = hb_blob_create_from_file_or_fail(BundledFonts.directory + "/NotoSans-Regular.ttf")
let hbFace = hb_face_create(blob, 0)
let hbFont = hb_font_create(hbFace)
hb_font_make_immutable(hbFont)
let utf16 = corpus.paragraphs.map { Array($0.utf16) }
let latin = hb_script_from_iso15924_tag(chb_tag(0x4C, 0x61, 0x74, 0x6E))
let language = hb_language_from_string("und", -1)

@MainActor func runFloor() {
  for units in utf16 {
    let buffer = hb_buffer_create()
    hb_buffer_add_utf16(buffer, units, Int32(units.count), 0, Int32(units.count))
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, latin)
    hb_buffer_set_language(buffer, language)
    hb_shape(hbFont, buffer, nil, 0)
    sink += Double(hb_buffer_get_length(buffer))
    hb_buffer_destroy(buffer)
  }
}

@MainActor func runCold() {
  let typesetter = Typesetter(library: library)
  let style = ParagraphStyle(maxWidth: widths[0])
  for text in texts { sink += typesetter.layout(text, style: style).height }
}

guard let bold = library.face(family: "Noto Sans", weight: 700), let serif = library.face(family: "Noto Serif") else {
  fatalError("Noto Sans Bold and Noto Serif are bundled")
}
let mixedTexts = corpus.paragraphs.map { paragraph -> StyledText in
  var text = StyledText("", font: font)
  for (index, word) in paragraph.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
    let piece = (index == 0 ? "" : " ") + word
    switch index % 7 {
    case 3: text.append(piece, attributes: TextAttributes(font: SizedFont(bold, size: 14)))
    case 5: text.append(piece, attributes: TextAttributes(font: SizedFont(serif, size: 12), baselineOffset: 2))
    case 6: text.append(piece, attributes: TextAttributes(font: font, tracking: 0.5))
    default: text.append(piece, font: font)
    }
  }
  return text
}
let mixedRuns = mixedTexts.reduce(0) { $0 + $1.runs.count }

@MainActor func runMixed() {
  let typesetter = Typesetter(library: library)
  let style = ParagraphStyle(maxWidth: widths[0])
  for text in mixedTexts { sink += typesetter.layout(text, style: style).height }
}

if CommandLine.arguments.contains("--profile-cold") {
  for _ in 0..<20 { runCold() }
  exit(0)
}
if CommandLine.arguments.contains("--profile-mixed") {
  for _ in 0..<20 { runMixed() }
  exit(0)
}

let warmTypesetter = Typesetter(library: library)
@MainActor func runWarm() {
  let style = ParagraphStyle(maxWidth: widths[0])
  for text in texts { sink += warmTypesetter.layout(text, style: style).height }
}
runWarm()

let shaped = texts.map { warmTypesetter.shape($0) }
@MainActor func runRelayout(_ width: Double) {
  let style = ParagraphStyle(maxWidth: width)
  for paragraph in shaped { sink += paragraph.layout(style).height }
}

// Interleave the measurements inside each pass, so that a slow moment of a shared machine hits
// the floor and the engine alike, and keep the fastest pass of each.
var floor = Double.infinity
var cold = Double.infinity
var warm = Double.infinity
var mixed = Double.infinity
var relayout = [Double](repeating: .infinity, count: widths.count - 1)
for _ in 0..<passes {
  floor = min(floor, seconds(clock.measure(runFloor)))
  cold = min(cold, seconds(clock.measure(runCold)))
  warm = min(warm, seconds(clock.measure(runWarm)))
  mixed = min(mixed, seconds(clock.measure(runMixed)))
  for (index, width) in widths.dropFirst().enumerated() {
    relayout[index] = min(relayout[index], seconds(clock.measure { runRelayout(width) }))
  }
}

func rate(_ seconds: Double) -> String {
  let chars = characters / seconds / 1e6
  let paragraphs = paragraphCount / seconds / 1e3
  return "\(fixed(chars, 2)) M chars/s, \(fixed(paragraphs, 1)) k paragraphs/s (\(fixed(seconds * 1e3, 1)) ms)"
}

func fixed(_ value: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
}

print("corpus: \(corpus.paragraphs.count) paragraphs, \(corpus.utf16Count) UTF-16 units, Noto Sans 14 pt with fallback; best of \(passes) passes")
print("floor   plain hb_shape, whole paragraph:   \(rate(floor))")
print("cold    full layout at \(Int(widths[0])) pt:          \(rate(cold))   ratio to floor \(fixed(cold / floor, 2))x")
print("warm    full layout at \(Int(widths[0])) pt:          \(rate(warm))")
print("mixed   cold, \(mixedRuns) runs at \(Int(widths[0])) pt:    \(rate(mixed))   ratio to floor \(fixed(mixed / floor, 2))x")
for (width, time) in zip(widths.dropFirst(), relayout) {
  print("re-layout at \(Int(width)) pt:                \(rate(time))   \(fixed(cold / time, 1))x faster than cold")
}
if sink == 42 { print("") }  // keeps the work observable
