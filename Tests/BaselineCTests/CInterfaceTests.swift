import Foundation
import Testing
@testable import BaselineC

/// The bundled fonts, found from this file rather than the working directory.
private let fontsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts").path

/// The Swift side of the C library (Sources/BaselineC/include/baseline.h), called as C calls it:
/// handles, result buffers, error strings and the metrics struct's bytes. `make c-test` checks
/// the same entry points from C; these check what C cannot see (a handle's object released,
/// buffers terminated, outputs cleared on failure).
@Suite("The C library's entry points")
struct CInterfaceTests {
  /// An engine over the bundled fonts; fails the test when there is none.
  func makeEngine() throws -> OpaquePointer {
    var engine: OpaquePointer? = nil
    let status = fontsDirectory.withCString { baseline_engine_create($0, &engine, nil) }
    #expect(status == CStatus.ok.rawValue)
    return try #require(engine)
  }

  /// The string an entry point stored in `error`, freed.
  func take(_ error: UnsafeMutablePointer<CChar>?) -> String? {
    defer { baseline_free(error) }
    return error.map { String(cString: $0) }
  }

  @Test("destroying a handle releases the object it points at")
  func handlesAreReleased() throws {
    let engine = try makeEngine()
    weak let object = Unmanaged<CEngine>.fromOpaque(UnsafeRawPointer(engine)).takeUnretainedValue()
    #expect(object != nil)
    var text: OpaquePointer? = nil
    #expect(baseline_text_create(engine, "Hi", 2, nil, 10, 400, 0, 0, &text, nil) == 0)
    weak let textObject = text.map { Unmanaged<CText>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    #expect(textObject != nil)
    baseline_text_destroy(text)
    #expect(textObject == nil)
    baseline_engine_destroy(engine)
    #expect(object == nil)
    // NULL handles are ignored.
    baseline_text_destroy(nil)
    baseline_engine_destroy(nil)
  }

  @Test("a layout's JSON is NUL-terminated at the length reported; a failure clears the output and says why")
  func resultBuffers() throws {
    let engine = try makeEngine()
    defer { baseline_engine_destroy(engine) }
    let scene = #"{"root": {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 40, "height": 30}}]}}"#
    var json: UnsafeMutablePointer<CChar>? = nil
    var length = 0
    var error: UnsafeMutablePointer<CChar>? = nil
    #expect(baseline_layout(engine, scene, scene.utf8.count, &json, &length, &error) == CStatus.ok.rawValue)
    #expect(error == nil)
    let text = try #require(json)
    #expect(strlen(text) == length)
    #expect(String(cString: text).hasPrefix("{\n  \"size\": {\"width\": 40, \"height\": 30}"))
    baseline_free(text)

    // A stale output pointer is cleared, and the message names the field.
    json = UnsafeMutablePointer(bitPattern: 1)
    let bad = #"{"root": {"type": "HStak"}}"#
    #expect(baseline_layout(engine, bad, bad.utf8.count, &json, &length, &error) == CStatus.scene.rawValue)
    #expect(json == nil)
    #expect(take(error)?.hasPrefix("root.type: unknown view type") == true)
    // No error pointer: the status alone.
    #expect(baseline_layout(nil, scene, scene.utf8.count, &json, &length, nil) == CStatus.argument.rawValue)
    #expect(baseline_layout(engine, scene, scene.utf8.count, nil, &length, &error) == CStatus.argument.rawValue)
    #expect(take(error) == "result_json is NULL")
  }

  @Test("text metrics land at the struct's offsets: four doubles, then the line count and the truncation flag")
  func metricsLayout() throws {
    let engine = try makeEngine()
    defer { baseline_engine_destroy(engine) }
    var text: OpaquePointer? = nil
    // Noto Sans at 10 points: ascent 1069 and descent 293 per 1000 units, no line gap.
    #expect(baseline_text_create(engine, "H H", 3, "Noto Sans", 10, 400, 0, 1, &text, nil) == 0)
    defer { baseline_text_destroy(text) }
    let metrics = UnsafeMutableRawPointer.allocate(byteCount: 40, alignment: 8)
    defer { metrics.deallocate() }
    metrics.initializeMemory(as: UInt8.self, repeating: 0xFF, count: 40)
    // At 10 points wide "H H" wraps, and the line limit of 1 truncates it.
    #expect(baseline_text_measure(text, 10, metrics, nil) == 0)
    #expect(metrics.load(fromByteOffset: 8, as: Double.self) == 13.62)  // (1069 + 293) x 10 / 1000
    #expect(metrics.load(fromByteOffset: 16, as: Double.self) == 10.69)  // 1069 x 10 / 1000
    #expect(metrics.load(fromByteOffset: 24, as: Double.self) == 10.69)
    #expect(metrics.load(fromByteOffset: 32, as: Int32.self) == 1)
    #expect(metrics.load(fromByteOffset: 36, as: Int32.self) == 1)
    // Unlimited (a negative width): one line, not truncated.
    #expect(baseline_text_measure(text, -1, metrics, nil) == 0)
    #expect(metrics.load(fromByteOffset: 32, as: Int32.self) == 1)
    #expect(metrics.load(fromByteOffset: 36, as: Int32.self) == 0)
  }

  @Test("bad arguments are refused with a message, never a trap")
  func badArguments() throws {
    let engine = try makeEngine()
    defer { baseline_engine_destroy(engine) }
    var text: OpaquePointer? = nil
    var error: UnsafeMutablePointer<CChar>? = nil
    #expect(baseline_text_create(engine, "x", 1, nil, .nan, 400, 0, 0, &text, &error) == CStatus.argument.rawValue)
    #expect(text == nil)
    #expect(take(error) == "size must be a number above 0, got nan")
    #expect(baseline_text_create(engine, "x", 1, nil, 10, 400, 0, -1, &text, &error) == CStatus.argument.rawValue)
    #expect(take(error) == "line_limit must be 0 or more, got -1")
    #expect(baseline_text_measure(nil, 10, nil, &error) == CStatus.argument.rawValue)
    #expect(take(error) == "text is NULL")
    var missing: OpaquePointer? = nil
    #expect(baseline_engine_create("/nonexistent", &missing, &error) == CStatus.fonts.rawValue)
    #expect(missing == nil)
    #expect(take(error)?.hasPrefix("the fonts cannot be loaded") == true)
    #expect(String(cString: baseline_version()) == "0.8.0")
  }
}
