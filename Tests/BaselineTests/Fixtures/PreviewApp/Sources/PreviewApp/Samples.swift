import SwiftUI

// Sample data for previews, as apps share it with a PreviewModifier (iOS 18): the context is
// made once, asynchronously, and each preview that asks for it is wrapped by the modifier.
struct SampleStore {
  let names: [String]
}

struct SampleData: PreviewModifier {
  static func makeSharedContext() async throws -> SampleStore {
    try await Task.sleep(nanoseconds: 1_000_000)
    return SampleStore(names: ["Ada", "Grace"])
  }

  func body(content: Content, context: SampleStore) -> some View {
    content.frame(width: 50 * CGFloat(context.names.count), height: 40)
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  @MainActor static var sampleData: Self { .modifier(SampleData()) }
}

#Preview("Samples", traits: .sampleData, .sizeThatFitsLayout) {
  Color.blue
}
