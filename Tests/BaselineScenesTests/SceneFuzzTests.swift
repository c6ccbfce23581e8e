import Baseline
import BaselineRendering
import BaselineScenes
import Foundation
import Testing

/// A small, seeded generator so that every failing case can be replayed.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private enum Step: Hashable {
  case key(String)
  case index(Int)
}

/// Random changes to a scene's JSON: values of the wrong type or out of range, members removed or
/// invented, view types swapped, arrays cut or grown.
private struct Mutator {
  var rng: SplitMix64

  static let words: [JSONValue] = [
    .null, .bool(true), .bool(false), .number(0), .number(-1), .number(-1e9), .number(1e9), .number(1e300),
    .number(-1e300), .number(0.5), .number(1e-300), .string(""), .string("wide"), .string("infinity"),
    .string("center"), .string("firstThird"), .string("leading"), .string("HStack"), .string("Text"),
    .string("#12345"), .string("#FF000080"), .string("height / 0"), .string("d[.bottom] - d[.top] * 2"),
    .string("((("), .string("-width"), .string("🙂\u{0}"), .string("title"), .string("Noto Sans"),
    .array([]), .object([]), .object([JSONValue.Member("type", .string("Text")), JSONValue.Member("text", .string("x"))]),
  ]

  static let keys = [
    "type", "children", "modifiers", "frame", "padding", "alignment", "font", "text", "color", "spacing", "id",
    "width", "height", "maxWidth", "minLength", "value", "guide", "content", "bogus",
  ]

  /// Every path in the value, the value itself first.
  func paths(_ value: JSONValue, _ prefix: [Step] = []) -> [[Step]] {
    var result = [prefix]
    switch value {
    case .array(let items):
      for (index, item) in items.enumerated() { result += paths(item, prefix + [.index(index)]) }
    case .object(let members):
      for member in members { result += paths(member.value, prefix + [.key(member.key)]) }
    default: break
    }
    return result
  }

  func replacing(_ value: JSONValue, at steps: ArraySlice<Step>, _ change: (JSONValue) -> JSONValue?) -> JSONValue? {
    guard let step = steps.first else { return change(value) }
    switch (value, step) {
    case (.array(var items), .index(let index)) where index < items.count:
      if let new = replacing(items[index], at: steps.dropFirst(), change) {
        items[index] = new
      } else {
        items.remove(at: index)
      }
      return .array(items)
    case (.object(var members), .key(let key)):
      guard let position = members.firstIndex(where: { $0.key == key }) else { return value }
      if let new = replacing(members[position].value, at: steps.dropFirst(), change) {
        members[position].value = new
      } else {
        members.remove(at: position)
      }
      return .object(members)
    default: return value
    }
  }

  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

  mutating func mutate(_ scene: JSONValue) -> JSONValue {
    let all = paths(scene)
    let target = pick(all)
    let donor = pick(all)
    let donorValue = donor.reduce(Optional(scene)) { value, step in
      switch (value, step) {
      case (.array(let items)?, .index(let i)): return items[i]
      case (.object?, .key(let k)): return value?[k]
      default: return nil
      }
    } ?? .null
    let operation = Int.random(in: 0..<7, using: &rng)
    let word = pick(Self.words)
    let key = pick(Self.keys)
    let viewType = pick(SceneViewDecoderTypes.all)
    let scale = pick([-1.0, 0, 1e6, 1e-6, 3])
    let result = replacing(scene, at: target[...]) { value in
      switch (operation, value) {
      case (0, _): return word
      case (1, _): return nil  // remove the member or element
      case (2, .object(var members)):
        members.removeAll { $0.key == key }
        members.append(JSONValue.Member(key, word))
        return .object(members)
      case (3, .string): return .string(viewType)
      case (4, .number(let n)): return .number(n * scale)
      case (5, .array(let items)) where !items.isEmpty && items.count < 40: return .array(items + items)
      case (6, _) where !donor.starts(with: target): return donorValue  // graft another part of the scene
      default: return word
      }
    }
    return result ?? .null
  }

  /// Numbers changed to other numbers, often extreme: mostly still a valid scene, so the layout
  /// engine sees them.
  mutating func mutateNumbers(_ scene: JSONValue) -> JSONValue {
    let numbers = paths(scene).filter { path in
      path.reduce(Optional(scene)) { value, step in
        switch (value, step) {
        case (.array(let items)?, .index(let i)): return items[i]
        case (.object?, .key(let k)): return value?[k]
        default: return nil
        }
      }.map { if case .number = $0 { return true } else { return false } } ?? false
    }
    guard !numbers.isEmpty else { return scene }
    var result = scene
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let replacement = pick([0, 0.5, 1, 1e-300, 1e6, 1e9, 1e300, 1.7976931348623157e308, 12345.678])
      result = replacing(result, at: pick(numbers)[...]) { _ in .number(replacement) } ?? result
    }
    return result
  }

  /// Damage to the text itself: cuts, splices and bytes that are not JSON or not UTF-8.
  mutating func mutateText(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    let junk: [[UInt8]] = [[0xFF], [0xC3], Array("\"".utf8), Array("{".utf8), Array("]".utf8), Array(",".utf8),
                           Array("\\u12".utf8), Array("\\uD800".utf8), Array("-".utf8), Array("1e".utf8), [0]]
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
    case 1:
      let start = Int.random(in: 0..<bytes.count, using: &rng)
      let end = min(bytes.count, start + Int.random(in: 1...20, using: &rng))
      bytes.removeSubrange(start..<end)
    case 2:
      bytes.insert(contentsOf: pick(junk), at: Int.random(in: 0...bytes.count, using: &rng))
    default:
      let start = Int.random(in: 0..<bytes.count, using: &rng)
      let end = min(bytes.count, start + Int.random(in: 1...200, using: &rng))
      bytes.insert(contentsOf: bytes[start..<end], at: Int.random(in: 0...bytes.count, using: &rng))
    }
    return bytes
  }
}

/// The view types a mutation may swap in (the decoder's list plus a few it does not know).
private enum SceneViewDecoderTypes {
  static let all = [
    "HStack", "VStack", "ZStack", "Grid", "GridRow", "Text", "Color", "Rectangle", "RoundedRectangle", "Capsule",
    "Circle", "Spacer", "Divider", "Image", "Group", "EmptyView", "List", "Button", "",
  ]
}

/// Every number of a layout result is finite, and sizes are not negative.
private func isSound(_ result: LayoutResult) -> Bool {
  func ok(_ value: CGFloat) -> Bool { value.isFinite }
  func ok(_ rect: CGRect) -> Bool {
    ok(rect.origin.x) && ok(rect.origin.y) && ok(rect.size.width) && ok(rect.size.height) && rect.size.width >= 0
      && rect.size.height >= 0
  }
  guard ok(result.size.width), ok(result.size.height), result.size.width >= 0, result.size.height >= 0 else { return false }
  return result.nodes.allSatisfy { node in
    ok(node.frame) && (node.firstBaseline.map(ok) ?? true) && (node.lastBaseline.map(ok) ?? true)
      && node.lines.allSatisfy { ok($0.baseline) && ok($0.x) && ok($0.width) }
  }
}

@Suite("Fuzzing the scene decoder")
struct SceneFuzzTests {
  /// Cases per example scene: 600, or BASELINE_FUZZ_CASES for a longer run.
  static let casesPerScene = ProcessInfo.processInfo.environment["BASELINE_FUZZ_CASES"].flatMap { Int($0) } ?? 600

  @Test("random mutations of every example scene decode to a view or to one fault line, never a crash", arguments: ExampleScenes.names)
  func mutations(name: String) throws {
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: ExampleScenes.path(name))))
    let original = try JSONValue(parsing: bytes)
    var mutator = Mutator(rng: SplitMix64(state: UInt64(name.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) })))
    var decoded = 0
    var faults = 0
    for round in 0..<Self.casesPerScene {
      // A third of the cases change the structure (one or two changes), a third change numbers,
      // a third damage the text.
      let input: [UInt8]
      switch round % 3 {
      case 0:
        var scene = original
        for _ in 0..<Int.random(in: 1...2, using: &mutator.rng) { scene = mutator.mutate(scene) }
        input = Array(JSONWriter.write(scene).utf8)
      case 1:
        input = Array(JSONWriter.write(mutator.mutateNumbers(original)).utf8)
      default:
        input = mutator.mutateText(bytes)
      }
      do {
        let document = try SceneDocument(json: input)
        let result = document.layout()
        #expect(isSound(result), "case \(round) of \(name): \(String(decoding: input, as: UTF8.self))")
        if round % 10 == 0 {
          _ = SVGRenderer(showsGuides: true).render(DisplayList(result))
        }
        if round % 25 == 1 {
          // The rasterizer too, on pictures of up to two megapixels (filling larger legitimate
          // pictures only takes time); beyond the pixel limit it must refuse, not allocate.
          // Each side at a quarter pixel per point, rounded up to at least one pixel, as the
          // renderer counts them (a 0 x 1e9 picture is 1 x 250,000,000 pixels).
          func side(_ points: CGFloat) -> Double { max((Double(points) / 4).rounded(.up), 1) }
          let pixels = side(result.size.width) * side(result.size.height)
          let renderer = PNGRenderer(scale: 0.25, showsGuides: true)
          if pixels <= 2_000_000 {
            do {
              _ = try renderer.render(DisplayList(result))
            } catch {
              Issue.record("case \(round) of \(name) did not render: \(error)")
            }
          } else if pixels > Double(PNGRenderer.maximumPixels) {
            #expect(throws: RenderError.self) { try renderer.render(DisplayList(result)) }
          }
        }
        decoded += 1
      } catch {
        #expect(!error.description.contains("\n"), "one line")
        #expect(error.description.hasPrefix(error.path.description + ": "))
        faults += 1
      }
    }
    // Both outcomes occur: the mutations reach past the first check and also break things.
    #expect(decoded > Self.casesPerScene / 5)
    #expect(faults > Self.casesPerScene / 4)
  }
}
