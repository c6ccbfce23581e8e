/// A fixed, deterministic multi-script corpus: Latin-heavy paragraphs with Arabic, Hebrew,
/// Devanagari, Thai and CJK phrases mixed in. The same seed always yields the same text.
struct Corpus {
  static let latinWords = """
    the of and to in is that for it as was with be by on not he this are or his from at which \
    but have an they you were her she there been one all we their has would when if so no what \
    layout baseline alignment typography paragraph measure font glyph shaping width height line \
    stack frame padding guide offset vertical horizontal column row grid spacing proposal \
    office affinity official difficult waffle AVATAR Typography, kerning; ligature: (example) \
    1234 56.78 -- "quoted" text's
    """.split(separator: " ").map(String.init)

  static let phrases = [
    "العربية تُكتب من اليمين إلى اليسار",
    "עברית נכתבת מימין לשמאל",
    "हिन्दी में संयुक्ताक्षर और मात्राएँ",
    "ภาษาไทยไม่มีช่องว่างระหว่างคำ",
    "中文排版需要正确的断行规则",
  ]

  /// A linear congruential generator: deterministic on every platform.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  let paragraphs: [String]

  init(count: Int = 1_200, seed: UInt64 = 0x5EED) {
    var generator = Generator(state: seed)
    var paragraphs: [String] = []
    paragraphs.reserveCapacity(count)
    for index in 0..<count {
      let words = 15 + generator.next(60)
      var parts: [String] = []
      for _ in 0..<words {
        parts.append(Corpus.latinWords[generator.next(Corpus.latinWords.count)])
      }
      // One paragraph in six carries a phrase in another script.
      if index % 6 == 5 {
        let phrase = Corpus.phrases[(index / 6) % Corpus.phrases.count]
        parts.insert(phrase, at: generator.next(parts.count))
      }
      paragraphs.append(parts.joined(separator: " "))
    }
    self.paragraphs = paragraphs
  }

  var utf16Count: Int { paragraphs.reduce(0) { $0 + $1.utf16.count } }
}
