public import Foundation
public import LayoutCore

/// Lays out view trees.
public struct LayoutEngine: Sendable {
  /// The environment the root view starts with (fonts, text measurer, display scale...).
  public var environment: EnvironmentValues

  /// An engine whose root views start with `environment` (its text measurer: the font-free approximate one unless set; `Baseline`'s `LayoutEngine(fonts:)` measures with real fonts).
  public init(environment: EnvironmentValues = EnvironmentValues()) {
    self.environment = environment
  }

  /// Whether results keep what renderers draw each text's glyphs from
  /// (`TextContent.measured.glyphRecipe`; with real fonts, a recipe that shapes the text again
  /// when it is first drawn). A layout-only use (form geometry, baselines, checks) can turn it
  /// off: a result then takes less memory (317 rather than 388 bytes per node on a large form),
  /// its frames, baselines and lines are unchanged, and a `DisplayList` of it has the texts'
  /// guides but no glyph runs.
  public var retainsGlyphs = true

  /// The engine's shortcuts, all on; tests turn one off to check that it changes no bit.
  package var shortcuts = Shortcuts()

  /// Shortcuts that give the same results, bit for bit, as the long way round.
  package struct Shortcuts: Sendable {
    /// Whether the result merges a built-in container's baselines from the values its children
    /// reported, or asks every node through the guide machinery (slower).
    package var mergesChildBaselines = true
    /// Whether nodes that settle their heights answer a proposal whose height their unlimited
    /// answer fits in from that answer (`LayoutNode.settlesHeight`).
    package var settlesHeights = true
  }

  /// The largest length layout works with, in points (`LayoutLimits.maximumLength`).
  public static let maximumLength: CGFloat = LayoutLimits.maximumLength

  /// The deepest view nesting resolved (`LayoutLimits.maximumDepth`).
  public static let maximumDepth = LayoutLimits.maximumDepth

  /// Lays out `view` for a proposal and returns every node's frame.
  ///
  /// A view that resolves to several views (a group, a ForEach) is laid out as if in a VStack.
  /// An empty view gives a zero-size root. A NaN proposal dimension counts as unspecified, a
  /// negative one as 0, and one above `maximumLength` (infinity included) as `maximumLength`.
  ///
  /// The pass runs on the caller's thread when the tree fits its stack (up to
  /// `inlineDepthLimit` levels, fewer on a thread with a small stack), so laying out many small
  /// trees costs nothing extra. A deeper tree is laid out again on a thread of its own with a
  /// large stack, so trees up to `maximumDepth` levels deep lay out from any caller.
  public func layout<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) -> LayoutResult {
    let proposal = Self.cleaned(proposal)
    let inlineLimit = min(LayoutEngine.inlineDepthLimit, StackBounds.currentThreadRemaining / LayoutEngine.stackPerLevel)
    if let result = run(view, proposal: proposal, depthLimit: inlineLimit, mustFit: true) { return result }
    let work = UncheckedBox { () -> LayoutResult? in
      self.run(view, proposal: proposal, depthLimit: LayoutEngine.maximumDepth, mustFit: false)
    }
    return runWithLargeStack(work) ?? LayoutResult(size: .zero, nodes: [])
  }

  /// A proposal with NaN dimensions unspecified, negative ones 0 and huge ones `maximumLength`.
  static func cleaned(_ proposal: ProposedViewSize) -> ProposedViewSize {
    func clean(_ value: CGFloat?) -> CGFloat? {
      guard let value, !value.isNaN else { return nil }
      return min(max(value, 0), LayoutEngine.maximumLength)
    }
    return ProposedViewSize(width: clean(proposal.width), height: clean(proposal.height))
  }

  /// The deepest nesting laid out on the caller's own thread.
  public static let inlineDepthLimit = 256

  /// The stack reserved per level of nesting when deciding whether a tree fits the caller's
  /// stack: generous, since one level of views is several nested calls in each pass.
  static let stackPerLevel = 8 << 10

  /// Resolves and lays out `view`. With `mustFit`, gives up (nil) as soon as the tree is found
  /// deeper than `depthLimit`, before any pass recurses that deep.
  private func run<V: View>(_ view: V, proposal: ProposedViewSize, depthLimit: Int, mustFit: Bool) -> LayoutResult? {
    // State made while the tree is built keeps its storage from pass to pass.
    StateSession.begin()
    defer { StateSession.end() }
    var seen: [AnyHashableBox]? = nil
    var matchedSources: [AnyHashable: MatchedGeometrySource]? = nil
    var pass = 1
    while true {
      StateSession.startPass(replaying: pass > 1)
      let context = ResolveContext(
        environment: environment, depthLimit: depthLimit, keepsGlyphs: retainsGlyphs, settlesHeights: shortcuts.settlesHeights)
      context.outcome.matchedSources = matchedSources
      context.outcome.begin()
      defer { context.outcome.end() }
      let root = makeRoot(view, context)
      if mustFit && context.outcome.depthLimitHit { return nil }
      let size = root.sizeAndPlaceAsRoot(proposal, container: context.container)
      // Preferences observed with `onPreferenceChange`: their actions run with the laid-out
      // values, and the tree is laid out again while the values change (a bounded number of
      // passes).
      if context.outcome.preferenceObservers > 0, pass < LayoutEngine.maximumPreferencePasses {
        let observers = nodes(of: PreferenceObserverNode.self, in: root)
        let values = observers.map { $0.observer.read($0.child) }
        if values != seen {
          for (index, observer) in observers.enumerated() where seen.map({ index >= $0.count || $0[index] != values[index] }) ?? true {
            observer.observer.action(values[index].value)
          }
          seen = values
          pass += 1
          continue
        }
      }
      // Matched geometry: members take the places their sources had in the previous pass, so
      // the tree is laid out again while the sources move (a bounded number of passes).
      if context.outcome.matchedMembers > 0, pass < LayoutEngine.maximumPreferencePasses {
        let sources = Self.matchedSources(in: root)
        if sources != (matchedSources ?? [:]) {
          matchedSources = sources
          pass += 1
          continue
        }
      }
      var fresh: [LayoutResult.Node] = []
      let walk = resultWalk(keepingSizes: false, isKept: false)
      walk.start(previous: &fresh, root: root)
      let laidOut = walk.layOut(root, fusing: false) { _ in size }
      return finish(walk, size: laidOut, context: context)
    }
  }

  /// The most layout passes one `layout` call makes when `onPreferenceChange` actions change
  /// what the tree shows (the equal-width-labels technique needs two), or `matchedGeometryEffect`
  /// sources move as their members take their geometry; the last pass is returned even if the
  /// values still change.
  public static let maximumPreferencePasses = 4

  /// Where each matched group's source was placed: the first source of the group in the tree.
  static func matchedSources(in root: LayoutNode) -> [AnyHashable: MatchedGeometrySource] {
    var sources: [AnyHashable: MatchedGeometrySource] = [:]
    for member in nodes(of: MatchedGeometryNode.self, in: root) where sources[member.key] == nil {
      if let placed = member.placedSource { sources[member.key] = placed }
    }
    return sources
  }

  /// The result `walk` made (`ResultWalk.layOut`), of `size`, with a warning when the tree was
  /// cut at `maximumDepth`.
  func finish(_ walk: ResultWalk, size: CGSize, context: ResolveContext) -> LayoutResult {
    var result = walk.finish(size: size)
    if context.outcome.depthLimitHit {
      result.warnings.append("views nested deeper than \(LayoutEngine.maximumDepth) levels were dropped")
    }
    result.warnings += context.outcome.notedWarnings
    return result
  }

  /// Resolves the view and returns its root node (also used by cost tests).
  func makeRoot<V: View>(_ view: V, _ context: ResolveContext? = nil) -> LayoutNode {
    let context =
      context ?? ResolveContext(environment: environment, keepsGlyphs: retainsGlyphs, settlesHeights: shortcuts.settlesHeights)
    let nodes = resolve(view, context)
    let root = nodes.count == 1 ? nodes[0] : ContainerNode(kind: "VStack", layout: VStackLayout(), nodes: nodes)
    // A right-to-left environment mirrors the whole tree.
    return environment.layoutDirection == .rightToLeft ? MirrorNode(child: root) : root
  }

  /// A walk that makes the results of a tree (`ResultWalk`): the result tree, and the
  /// measurers' warnings (an unknown font family, missing fonts) once each, in document order.
  /// Every node reports its own baselines: its explicit guide values at the size it was placed
  /// with.
  ///
  /// - Parameter keepingSizes: whether nodes keep their sizes for the next layout of the same
  ///   tree (`LayoutNode.releaseLayoutState(keepingSizes:)`).
  /// - Parameter isKept: whether the walk is a prepared tree's, for all its layouts.
  func resultWalk(keepingSizes: Bool, isKept: Bool) -> ResultWalk {
    ResultWalk(
      keepingSizes: keepingSizes, keepingGlyphs: retainsGlyphs, mergesChildBaselines: shortcuts.mergesChildBaselines, isKept: isKept)
  }
}

/// Moves a value across a thread boundary that is known to be safe (the caller waits).
///
/// `@unchecked` because it carries a view tree and layout nodes (not `Sendable`: views are
/// plain values from user code, nodes are mutable classes) to the large-stack thread and the
/// result back; the caller blocks until that thread is done, so nothing is shared at once.
final class UncheckedBox<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}

/// Runs `work` on a new thread with a 512 MB stack reservation (pages are only committed as they
/// are used) and waits for it. Used only for trees too deep for the caller's stack.
func runWithLargeStack<R>(_ work: UncheckedBox<() -> R>) -> R {
  let result = UncheckedBox<R?>(nil)
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    result.value = work.value()
    done.signal()
  }
  thread.stackSize = 512 << 20
  thread.start()
  done.wait()
  return result.value!
}
