public import Baseline
import BaselineRendering
import BaselineScenes
import Foundation
public import SnapshotTesting

// Snapshot strategies for swift-snapshot-testing: a layout compared as geometry (its dump or its
// JSON), or as a picture (SVG text, PNG bytes).
//
//     let result = try LayoutEngine(fonts: .bundled()).layout(ProfileHeader(), proposal: .init(width: 320, height: nil))
//     assertSnapshot(of: result, as: .layoutDump)
//     assertSnapshot(of: result, as: .svg(guides: true))
//
// Geometry snapshots hold across machines as long as the fonts are the bundled ones: no pixels,
// no antialiasing, numbers to three decimals (dump) or round-trip precision (JSON).

extension Snapshotting where Value == LayoutResult, Format == String {
  /// One line per node: kind, id, frame and baselines, indented by depth (`LayoutResult.dump`).
  public static var layoutDump: Snapshotting {
    var strategy = SimplySnapshotting<String>.lines.pullback { (result: LayoutResult) in result.dump + "\n" }
    strategy.pathExtension = "txt"
    return strategy
  }

  /// The layout result JSON of docs/scenes.md (`LayoutResult.json`): every view's path, frames,
  /// baselines and text lines.
  public static var layoutJSON: Snapshotting {
    var strategy = SimplySnapshotting<String>.lines.pullback { (result: LayoutResult) in result.json }
    strategy.pathExtension = "json"
    return strategy
  }

  /// The picture as SVG text, with text frames, baselines and alignment lines when `guides`.
  public static func svg(guides: Bool = false) -> Snapshotting {
    var strategy = SimplySnapshotting<String>.lines.pullback { (result: LayoutResult) in
      SVGRenderer(showsGuides: guides).render(DisplayList(result))
    }
    strategy.pathExtension = "svg"
    return strategy
  }

  /// The picture as SVG text, without guides.
  public static var svg: Snapshotting { svg() }
}

extension Snapshotting where Value == LayoutResult, Format == Data {
  /// The picture as PNG bytes at `scale` pixels per point, compared byte for byte (the bytes
  /// depend only on the layout and the FreeType and zlib versions). A picture too large to
  /// draw snapshots as no bytes.
  public static func png(scale: Double = 1, guides: Bool = false) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .diff(
        toData: { $0 }, fromData: { $0 },
        diffV2: { old, new in
          old == new ? nil : ("the PNG differs: \(old.count) bytes recorded, \(new.count) now", [.data(new, name: "new.png")])
        }),
      snapshot: { result in
        Data((try? PNGRenderer(scale: scale, showsGuides: guides).render(DisplayList(result))) ?? [])
      })
  }

  /// The picture as PNG bytes at 1 pixel per point.
  public static var png: Snapshotting { png() }
}

extension Snapshotting where Value: View, Format == String {
  /// A view laid out for `proposal` with `engine` (the bundled fonts by default), as its dump.
  public static func layoutDump(proposal: ProposedViewSize = .unspecified, engine: LayoutEngine? = nil) -> Snapshotting {
    Snapshotting<LayoutResult, String>.layoutDump.pullback { view in layoutEngine(engine).layout(view, proposal: proposal) }
  }

  /// A view laid out for `proposal` with `engine` (the bundled fonts by default), as its JSON.
  public static func layoutJSON(proposal: ProposedViewSize = .unspecified, engine: LayoutEngine? = nil) -> Snapshotting {
    Snapshotting<LayoutResult, String>.layoutJSON.pullback { view in layoutEngine(engine).layout(view, proposal: proposal) }
  }
}

/// The engine a view snapshot lays out with: the one given, else the bundled fonts, else the
/// approximate measurer (when the fonts cannot load, the snapshot shows it by its numbers).
private func layoutEngine(_ engine: LayoutEngine?) -> LayoutEngine {
  if let engine { return engine }
  return (try? LayoutEngine(fonts: FontContext.bundled())) ?? LayoutEngine()
}
