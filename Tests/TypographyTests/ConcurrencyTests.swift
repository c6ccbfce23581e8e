import Testing
@testable import Typography

@Suite("Concurrency")
struct ConcurrencyTests {
  @Test("the same paragraphs laid out from 8 concurrent tasks give identical results")
  func eightTasks() async throws {
    let noto = try font("Noto Sans", 15)
    let texts = [
      "The quick brown fox jumps over the lazy dog, office ffi.",
      "abc שלום def עברית",
      "العربية تُكتب من اليمين إلى اليسار",
      "हिन्दी में संयुक्ताक्षर और मात्राएँ",
      "ภาษาไทย 中文排版 mixed",
    ].map { StyledText($0, font: noto) }
    let styles = [nil, 120.0, 61.5].map { ParagraphStyle(maxWidth: $0, lineLimit: $0 == 61.5 ? 2 : nil) }
    // A fresh typesetter so every task races on an empty shape cache.
    let shared = Typesetter(library: bundledLibrary)
    let reference = Typesetter(library: bundledLibrary, shapeCacheLimit: 0)
    let expected = texts.flatMap { text in styles.map { reference.layout(text, style: $0) } }
    let results = await withTaskGroup(of: [Paragraph].self) { group in
      for _ in 0..<8 {
        group.addTask {
          texts.flatMap { text in styles.map { shared.layout(text, style: $0) } }
        }
      }
      var all: [[Paragraph]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for result in results { #expect(result == expected) }
  }
}
