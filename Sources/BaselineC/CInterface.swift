// The C library (include/baseline.h): handles over Swift objects, JSON in and out, malloc'd
// results. Every entry point checks its pointers and never traps on bad input.

import Baseline
import BaselineRendering
import BaselineScenes
import Foundation

/// The result codes of baseline.h.
enum CStatus: Int32 {
  case ok = 0
  case argument = 1
  case scene = 2
  case fonts = 3
  case render = 4
}

/// What a `baseline_engine *` points at: a font context, immutable and shared by threads.
final class CEngine: Sendable {
  let fonts: FontContext
  init(fonts: FontContext) { self.fonts = fonts }
}

/// What a `baseline_text *` points at: the text, its style and its shaping, prepared once.
final class CText: @unchecked Sendable {
  // `@unchecked`: every stored value is immutable, and the measurer is thread-safe.
  let string: String
  let style: TextStyle
  let measurer: TypographyTextMeasurer
  let prepared: (any AnyObject & Sendable)?

  init(string: String, style: TextStyle, measurer: TypographyTextMeasurer) {
    self.string = string
    self.style = style
    self.measurer = measurer
    prepared = measurer.prepare(string, style: style)
  }
}

/// A malloc'd, NUL-terminated copy of `bytes`.
private func mallocCopy(_ bytes: [UInt8]) -> UnsafeMutablePointer<UInt8>? {
  guard let memory = malloc(bytes.count + 1)?.assumingMemoryBound(to: UInt8.self) else { return nil }
  bytes.withUnsafeBufferPointer { source in
    if let base = source.baseAddress { memory.update(from: base, count: bytes.count) }
  }
  memory[bytes.count] = 0
  return memory
}

/// Stores `message` (or NULL) in `error` when the caller asked for it; returns `status`.
private func report(
  _ status: CStatus, _ message: String?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  if let error {
    error.pointee = message.flatMap { mallocCopy(Array($0.utf8)) }.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
  }
  return status.rawValue
}

/// Hands a result buffer to the caller.
private func deliver<T>(
  _ bytes: [UInt8], _ out: UnsafeMutablePointer<UnsafeMutablePointer<T>?>, _ length: UnsafeMutablePointer<Int>?,
  _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  guard let copy = mallocCopy(bytes) else { return report(.render, "out of memory", error) }
  out.pointee = UnsafeMutableRawPointer(copy).assumingMemoryBound(to: T.self)
  length?.pointee = bytes.count
  return report(.ok, nil, error)
}

private func engine(_ pointer: OpaquePointer?) -> CEngine? {
  pointer.map { Unmanaged<CEngine>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
}

/// The shared body of the scene entry points: clears `out` (named `name` in messages), refuses
/// `argumentFault` when there is one, lays out the scene at `json` with the engine's fonts, and
/// hands the caller the bytes `output` makes of the result; any failure is reported with its
/// status.
private func sceneOutput<T>(
  _ pointer: OpaquePointer?, _ json: UnsafePointer<CChar>?, _ length: Int, glyphs: Bool,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<T>?>?, named name: String, _ outLength: UnsafeMutablePointer<Int>?,
  _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, argumentFault: String? = nil,
  output: (LayoutResult) throws(CFailure) -> [UInt8]
) -> Int32 {
  guard let out else { return report(.argument, "\(name) is NULL", error) }
  out.pointee = nil
  if let argumentFault { return report(.argument, argumentFault, error) }
  guard let engine = engine(pointer) else { return report(.argument, "engine is NULL", error) }
  guard let json, length >= 0 else { return report(.argument, "scene_json is NULL", error) }
  // The limit of a scene file, checked before the bytes are copied.
  guard length <= SceneDocument.maximumFileSize else {
    return report(.scene, "the scene is larger than \(SceneDocument.maximumFileSize >> 20) MB", error)
  }
  let result: LayoutResult
  do {
    let document = try SceneDocument(json: Array(UnsafeRawBufferPointer(start: json, count: length)), fonts: engine.fonts)
    result = document.layout(retainsGlyphs: glyphs)
  } catch let fault {
    return report(.scene, fault.description, error)
  }
  do {
    return deliver(try output(result), out, outLength, error)
  } catch let failure {
    return report(failure.status, failure.message, error)
  }
}

struct CFailure: Error {
  var status: CStatus
  var message: String
  init(_ status: CStatus, _ message: String) {
    self.status = status
    self.message = message
  }
}

@_cdecl("baseline_engine_create")
public func baseline_engine_create(
  _ directory: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?,
  _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  guard let out else { return report(.argument, "engine is NULL", error) }
  out.pointee = nil
  do {
    let fonts: FontContext
    if let directory {
      fonts = FontContext(library: try FontLibrary(manifest: FontManifest(directory: String(cString: directory))))
    } else {
      fonts = try FontContext.bundled()
    }
    out.pointee = OpaquePointer(Unmanaged.passRetained(CEngine(fonts: fonts)).toOpaque())
    return report(.ok, nil, error)
  } catch let failure {
    return report(.fonts, "the fonts cannot be loaded: \(failure)", error)
  }
}

@_cdecl("baseline_engine_destroy")
public func baseline_engine_destroy(_ pointer: OpaquePointer?) {
  guard let pointer else { return }
  Unmanaged<CEngine>.fromOpaque(UnsafeRawPointer(pointer)).release()
}

@_cdecl("baseline_layout")
public func baseline_layout(
  _ pointer: OpaquePointer?, _ json: UnsafePointer<CChar>?, _ length: Int,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ outLength: UnsafeMutablePointer<Int>?,
  _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  sceneOutput(pointer, json, length, glyphs: false, out, named: "result_json", outLength, error) { result in
    Array(result.json.utf8)
  }
}

@_cdecl("baseline_render_svg")
public func baseline_render_svg(
  _ pointer: OpaquePointer?, _ json: UnsafePointer<CChar>?, _ length: Int, _ guides: Int32,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ outLength: UnsafeMutablePointer<Int>?,
  _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  sceneOutput(pointer, json, length, glyphs: true, out, named: "svg", outLength, error) { result in
    Array(SVGRenderer(showsGuides: guides != 0).render(DisplayList(result)).utf8)
  }
}

@_cdecl("baseline_render_png")
public func baseline_render_png(
  _ pointer: OpaquePointer?, _ json: UnsafePointer<CChar>?, _ length: Int, _ scale: Double, _ guides: Int32,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, _ outLength: UnsafeMutablePointer<Int>?,
  _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  let scaleFault = scale.isFinite && scale > 0 ? nil : "scale must be a number above 0, got \(scale)"
  return sceneOutput(pointer, json, length, glyphs: true, out, named: "png", outLength, error, argumentFault: scaleFault) {
    result throws(CFailure) in
    do {
      let renderer = PNGRenderer(scale: scale, showsGuides: guides != 0)
      try renderer.checkSize(result.size)
      return try renderer.render(DisplayList(result))
    } catch {
      throw CFailure(.render, "\(error)")
    }
  }
}

@_cdecl("baseline_text_create")
public func baseline_text_create(
  _ pointer: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ length: Int, _ family: UnsafePointer<CChar>?,
  _ size: Double, _ weight: Int32, _ italic: Int32, _ lineLimit: Int32, _ out: UnsafeMutablePointer<OpaquePointer?>?,
  _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  guard let out else { return report(.argument, "text is NULL", error) }
  out.pointee = nil
  guard let engine = engine(pointer) else { return report(.argument, "engine is NULL", error) }
  guard let utf8, length >= 0 else { return report(.argument, "utf8 is NULL", error) }
  guard size.isFinite, size > 0 else { return report(.argument, "size must be a number above 0, got \(size)", error) }
  guard lineLimit >= 0 else { return report(.argument, "line_limit must be 0 or more, got \(lineLimit)", error) }
  guard let string = String(validating: UnsafeRawBufferPointer(start: utf8, count: length), as: UTF8.self) else {
    return report(.argument, "the text is not UTF-8", error)
  }
  var font = family.map { Font.custom(String(cString: $0), size: CGFloat(size)) } ?? Font.system(size: CGFloat(size))
  font = font.weight(Font.Weight(value: Int(weight)))
  if italic != 0 { font = font.italic() }
  var environment = EnvironmentValues()
  environment.font = font
  if lineLimit > 0 { environment.lineLimit = Int(lineLimit) }
  let text = CText(string: string, style: environment.textStyle, measurer: engine.fonts.measurer)
  out.pointee = OpaquePointer(Unmanaged.passRetained(text).toOpaque())
  return report(.ok, nil, error)
}

@_cdecl("baseline_text_destroy")
public func baseline_text_destroy(_ pointer: OpaquePointer?) {
  guard let pointer else { return }
  Unmanaged<CText>.fromOpaque(UnsafeRawPointer(pointer)).release()
}

/// Byte offsets of the fields of `baseline_text_metrics` (four doubles, then two int32s).
private enum MetricsLayout {
  static let width = 0, height = 8, firstBaseline = 16, lastBaseline = 24, lineCount = 32, truncated = 36
}

@_cdecl("baseline_text_measure")
public func baseline_text_measure(
  _ pointer: OpaquePointer?, _ width: Double, _ metrics: UnsafeMutableRawPointer?,
  _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  guard let pointer else { return report(.argument, "text is NULL", error) }
  guard let metrics else { return report(.argument, "metrics is NULL", error) }
  let text = Unmanaged<CText>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
  let proposal = ProposedViewSize(width: width.isNaN || width < 0 ? nil : CGFloat(min(width, 1e9)), height: nil)
  let measured = text.measurer.measure(text.string, style: text.style, proposal: proposal, prepared: text.prepared)
  metrics.storeBytes(of: Double(measured.size.width), toByteOffset: MetricsLayout.width, as: Double.self)
  metrics.storeBytes(of: Double(measured.size.height), toByteOffset: MetricsLayout.height, as: Double.self)
  metrics.storeBytes(of: Double(measured.firstBaseline), toByteOffset: MetricsLayout.firstBaseline, as: Double.self)
  metrics.storeBytes(of: Double(measured.lastBaseline), toByteOffset: MetricsLayout.lastBaseline, as: Double.self)
  metrics.storeBytes(of: Int32(clamping: measured.lines.count), toByteOffset: MetricsLayout.lineCount, as: Int32.self)
  metrics.storeBytes(of: Int32(measured.isTruncated ? 1 : 0), toByteOffset: MetricsLayout.truncated, as: Int32.self)
  return report(.ok, nil, error)
}

@_cdecl("baseline_free")
public func baseline_free(_ pointer: UnsafeMutableRawPointer?) {
  free(pointer)
}

private let versionString: StaticString = "0.8.0"

@_cdecl("baseline_version")
public func baseline_version() -> UnsafePointer<CChar> {
  UnsafeRawPointer(versionString.utf8Start).assumingMemoryBound(to: CChar.self)
}
