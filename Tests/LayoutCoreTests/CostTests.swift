import Foundation
import Synchronization
import Testing
@testable import LayoutCore

@Suite("Cost and depth")
struct CostTests {
  /// Sums `measureCount` (distinct proposals computed) over a laid-out node tree.
  func counts(_ root: LayoutNode) -> (leaves: [Int], total: Int) {
    var leaves: [Int] = []
    var total = 0
    var stack = [root]
    while let node = stack.popLast() {
      total += node.measureCount
      if node.children.isEmpty { leaves.append(node.measureCount) }
      stack.append(contentsOf: node.children)
    }
    return (leaves, total)
  }

  @Test("a VStack of 10,000 HStack rows measures every view a bounded number of times")
  func tenThousandRows() {
    let view = VStack(spacing: 2) {
      ForEach(0..<10_000) { row in
        HStack {
          Text("row \(row)").font(.caption)
          Spacer()
          Color.red.frame(width: 12, height: 12)
        }
      }
    }
    let root = engine.makeRoot(view)
    let proposal = ProposedViewSize(width: 320, height: nil)
    let size = root.size(proposal)
    root.place(at: .zero, size: size, proposal: proposal)
    let (leaves, total) = counts(root)
    #expect(leaves.count == 30_000)
    // Sizing: each row is asked once (ideal height, width 320); it probes each child at width 0
    // and infinity and then sizes it: 3 proposals. Placing: the row's height becomes concrete,
    // giving at most 3 more. So no leaf is measured more than 6 times.
    #expect(leaves.max() ?? 0 <= 6)
    #expect(total <= 6 * 30_000 + 4 * 10_000 + 10_000 + 4)
    // Rows are 20 tall (caption text) with 2 between.
    #expect(size == CGSize(width: 320, height: 10_000 * 20 + 9_999 * 2))
  }

  @Test("a tree nested 2,000 levels deep lays out")
  func deepTree() {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<2_000 { view = AnyView(VStack { view }.padding(1)) }
    let result = layout(view)
    #expect(result.size == CGSize(width: 4_010, height: 4_010))
    #expect(result.nodes.count == 2 + 2 * 2_000)
  }

  @Test("from a thread with a 256 KB stack, shallow and deep trees lay out", arguments: [20, 300, 1_500])
  func smallStackCaller(depth: Int) {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<depth { view = AnyView(VStack { view }.padding(1)) }
    final class Outcome: @unchecked Sendable { var size = CGSize.zero; var count = 0 }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    // Freeing a deep value recurses once per level: the tree is kept alive for the whole run,
    // so the small thread can never be the one that frees it.
    let tree = UncheckedView(view)
    keptAlive.withLock { $0.append(tree) }
    let thread = Thread {
      let result = layout(tree.view)
      outcome.size = result.size
      outcome.count = result.nodes.count
      done.signal()
    }
    thread.stackSize = 256 << 10
    thread.start()
    done.wait()
    let side = CGFloat(10 + 2 * depth)
    #expect(outcome.size == CGSize(width: side, height: side))
    #expect(outcome.count == 2 + 2 * depth)
  }
}

/// Deep trees the tests keep for the whole run (see `smallStackCaller`).
private let keptAlive = Mutex<[UncheckedView]>([])

/// Carries a view into a thread the test waits for (a class, so the thread's copy is a
/// reference, never the last one).
private final class UncheckedView: @unchecked Sendable {
  let view: AnyView
  init(_ view: AnyView) { self.view = view }
}

@Suite("Node caches")
struct SmallCacheTests {
  @Test("entries beyond the inline ones spill to a dictionary and are all found again")
  func spill() {
    var cache = SmallCache<ProposedViewSize, CGSize>()
    let count = SmallCache<ProposedViewSize, CGSize>.inlineCapacity * 3
    for width in 0..<count {
      let proposal = ProposedViewSize(width: CGFloat(width), height: nil)
      #expect(cache.value(for: proposal) == nil)
      cache.insert(CGSize(width: CGFloat(width) * 2, height: 1), for: proposal)
    }
    for width in 0..<count {
      #expect(cache.value(for: ProposedViewSize(width: CGFloat(width), height: nil)) == CGSize(width: CGFloat(width) * 2, height: 1))
    }
    #expect(cache.value(for: ProposedViewSize(width: nil, height: nil)) == nil)
  }
}
