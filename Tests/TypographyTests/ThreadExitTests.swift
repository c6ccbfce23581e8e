import CICUBridge
import Foundation
import Testing
@testable import Typography

/// Breaks a line on a new POSIX thread and joins it: the thread has ended, its key destructors
/// included, when this returns.
private func breakLinesOnNewThread() {
  var thread = pthread_t()
  let created = pthread_create(&thread, nil, { _ in
    let text = Array("A paragraph broken on a short-lived thread.".utf16)
    var positions = [Int32](repeating: 0, count: text.count + 1)
    var hard = [UInt8](repeating: 0, count: text.count + 1)
    _ = blicu_line_breaks(text, Int32(text.count), &positions, &hard, Int32(positions.count))
    _ = blicu_grapheme_breaks(text, Int32(text.count), &positions, Int32(positions.count))
    return nil
  }, nil)
  precondition(created == 0, "pthread_create failed")
  pthread_join(thread, nil)
}

@Suite("Per-thread ICU state")
struct ThreadExitTests {
  @Test("break iterators are closed when their thread exits: 200 threads close their 400")
  func iteratorsClosedAtThreadExit() {
    let opened = blicu_opened_iterator_count()
    let closed = blicu_closed_iterator_count()
    for _ in 0..<200 { breakLinesOnNewThread() }
    // Each thread opened a line and a grapheme iterator and closed both as it ended (other
    // tests' threads can only add to either count).
    #expect(blicu_opened_iterator_count() - opened >= 400)
    #expect(blicu_closed_iterator_count() - closed >= 400)
  }
}
