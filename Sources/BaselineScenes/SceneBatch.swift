public import Baseline
import Foundation
import Synchronization

/// Lays out many independent scenes on several threads: scenes in, one result line per scene
/// out, in input order, whatever thread finished first.
///
/// A scene that does not decode gives an error line in its place (`{"error": "..."}`) and the
/// batch goes on. All scenes share one `FontContext`, so fonts load once and shaping is cached
/// across scenes; each thread lays out with its own engine.
///
/// ```swift
/// let batch = SceneBatch(fonts: try .bundled())
/// let summary = batch.run(next: { lines.next() }, emit: { print($0) })
/// ```
public struct SceneBatch: Sendable {
  /// One scene of the batch: its JSON text, where relative font and image paths start, and the
  /// name its error line uses (`line 12`, `form.json`).
  public struct Scene: Sendable {
    /// The scene's JSON text.
    public var json: [UInt8]
    /// Where the scene's relative font and image paths start.
    public var baseDirectory: String
    /// The name its error line uses.
    public var name: String
    /// Set when the scene could not even be read (a line over `SceneDocument.maximumFileSize`):
    /// its line is this error.
    public var fault: String?

    /// A scene of the batch (see the properties).
    public init(
      json: [UInt8], baseDirectory: String = FileManager.default.currentDirectoryPath, name: String, fault: String? = nil
    ) {
      self.json = json
      self.baseDirectory = baseDirectory
      self.name = name
      self.fault = fault
    }
  }

  /// What a finished batch did.
  public struct Summary: Sendable, Equatable {
    /// Scenes read.
    public var scenes: Int
    /// Scenes that did not decode (their lines are error lines).
    public var failed: Int
  }

  /// The fonts every scene measures with (its own `fonts` are added per scene).
  public var fonts: FontContext
  /// Threads laying out at once (at least 1). Defaults to the processor count.
  public var threads: Int
  /// How result paths are written.
  public var paths: LayoutResult.PathStyle
  /// Proposal dimensions that replace every scene's own, when set.
  public var width: CGFloat?
  /// The proposal height that replaces every scene's own, when set.
  public var height: CGFloat?
  /// Scenes read ahead and laid out together before their lines are written: memory is bounded
  /// by this many scenes and results, whatever the batch's length.
  public var chunkSize: Int
  /// Bytes of scene JSON read ahead: a chunk ends at `chunkSize` scenes or as soon as its
  /// scenes reach this many bytes, so that it holds less than `chunkBytes` plus one scene
  /// (a batch of 60 MB lines lays them out one or two at a time, not 256 at a time).
  public var chunkBytes: Int

  /// A batch with these settings (see the properties); threads below 1 count as 1.
  public init(
    fonts: FontContext, threads: Int = ProcessInfo.processInfo.activeProcessorCount, paths: LayoutResult.PathStyle = .full,
    width: CGFloat? = nil, height: CGFloat? = nil, chunkSize: Int = 256, chunkBytes: Int = 64 << 20
  ) {
    self.fonts = fonts
    self.threads = max(threads, 1)
    self.paths = paths
    self.width = width
    self.height = height
    self.chunkSize = max(chunkSize, 1)
    self.chunkBytes = max(chunkBytes, 1)
  }

  /// The result line of one scene: its layout result as one line of JSON (`jsonLine(paths:)`),
  /// or, when it does not decode, `{"error": "NAME: MESSAGE"}` and the message.
  public func line(for scene: Scene) -> (line: String, error: String?) {
    if let fault = scene.fault {
      let message = "\(scene.name): \(fault)"
      return ("{\"error\": \(JSONWriter.string(message))}", message)
    }
    do {
      let document = try SceneDocument(json: scene.json, baseDirectory: scene.baseDirectory, fonts: fonts)
      var proposal = document.proposal
      if let width { proposal.width = width }
      if let height { proposal.height = height }
      return (document.layout(proposal: proposal, retainsGlyphs: false).jsonLine(paths: paths), nil)
    } catch {
      let message = "\(scene.name): \(error.description)"
      return ("{\"error\": \(JSONWriter.string(message))}", message)
    }
  }

  /// Runs the batch: `next` gives the scenes in order (nil at the end) and is called on the
  /// caller's thread; `emit` gets each result line in the same order, also on the caller's
  /// thread; `progress` is called after each chunk with the summary so far. Error messages go
  /// to `failure` in order as well.
  public func run(
    next: () -> Scene?, emit: (String) -> Void, failure: (String) -> Void = { _ in },
    progress: (Summary) -> Void = { _ in }
  ) -> Summary {
    var summary = Summary(scenes: 0, failed: 0)
    while true {
      var chunk: [Scene] = []
      var bytes = 0
      while chunk.count < chunkSize, bytes < chunkBytes, let scene = next() {
        chunk.append(scene)
        bytes += scene.json.count
      }
      if chunk.isEmpty { break }
      let lines = layOut(chunk)
      for (line, error) in lines {
        emit(line)
        summary.scenes += 1
        if let error {
          summary.failed += 1
          failure(error)
        }
      }
      progress(summary)
    }
    return summary
  }

  /// The lines of a chunk, in order: each thread takes the next scene no thread has taken yet
  /// (one atomic counter), so a thread slowed by long scenes, or by other work on its core,
  /// takes fewer and all finish together.
  private func layOut(_ chunk: [Scene]) -> [(line: String, error: String?)] {
    let slots = ResultSlots(count: chunk.count)
    let next = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: min(threads, chunk.count)) { _ in
      while case let index = next.wrappingAdd(1, ordering: .relaxed).oldValue, index < chunk.count {
        slots.store(line(for: chunk[index]), at: index)
      }
    }
    return slots.values()
  }
}

/// One slot per scene of a chunk, each written by exactly one thread (the one that took its
/// index) and read after all have finished (`concurrentPerform` returns only then).
///
/// `@unchecked Sendable`: slots are disjoint across threads and the reads follow the join.
private final class ResultSlots: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<(line: String, error: String?)>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: ("", nil))
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func store(_ value: (line: String, error: String?), at index: Int) { slots[index] = value }

  func values() -> [(line: String, error: String?)] { Array(slots) }
}
