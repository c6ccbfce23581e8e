import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// Behaviour without geometry (gestures, animation, presentations, search, focus, storage): view
// code that uses it compiles and lays out exactly as it does without it, as in SwiftUI.

private struct Item: Identifiable {
  let id: Int
}

private enum Theme: String { case light, dark }

/// A row as apps write it, with behaviour attached to every level.
private struct BusyRow: View {
  @State private var isPresented = false
  @State private var query = ""
  @GestureState private var dragOffset: CGFloat = 0
  @Namespace private var namespace
  @SceneStorage("selectedTab") private var selectedTab = 0
  @FocusedValue(\.sample) private var focused

  var body: some View {
    VStack(spacing: 10) {
      Color.red.frame(width: 40, height: 20).id("top")
        .gesture(DragGesture(minimumDistance: 5).updating($dragOffset) { value, state, _ in state = value.translation.width })
        .simultaneousGesture(TapGesture(count: 2).onEnded { isPresented = true })
        .onLongPressGesture { isPresented.toggle() }
        .matchedGeometryEffect(id: "badge", in: namespace)
        .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isPresented)
        .transition(.asymmetric(insertion: .move(edge: .leading), removal: .scale(scale: 0.5).combined(with: .opacity)))
        .contentTransition(.numericText())
        .accessibilityAction(named: "Open") { isPresented = true }
        .accessibilityHeading(.h2)
        .accessibilitySortPriority(1)
      Color.blue.frame(width: 60, height: 30).id("bottom")
        .contextMenu { Button("Copy") {} }
        .swipeActions(edge: .leading) { Button("Pin") {} }
        .sensoryFeedback(.success, trigger: isPresented)
        .onHover { _ in }
        .task(id: query) {}
        .textSelection(.enabled)
        .keyboardType(.decimalPad)
        .textInputAutocapitalization(.never)
    }
    .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find")
    .confirmationDialog("Delete?", isPresented: $isPresented, titleVisibility: .visible) { Button("Delete") {} }
    .fullScreenCover(isPresented: $isPresented) { Text("Cover") }
    .popover(isPresented: $isPresented, arrowEdge: .top) { Text("Popover") }
    .presentationDetents([.medium, .large])
    .sheet(item: .constant(Item?.none)) { item in Text("\(item.id)") }
  }
}

private struct SampleKey: FocusedValueKey { typealias Value = String }
extension FocusedValues {
  fileprivate var sample: String? {
    get { self[SampleKey.self] }
    set { self[SampleKey.self] = newValue }
  }
}

@Suite("Behaviour without geometry")
struct BehaviourTests {
  let engine = LayoutEngine()

  @Test("gestures, animations, presentations and search leave the layout as it is")
  func layoutUnchanged() {
    let result = engine.layout(BusyRow())
    // The bare stack: 60 wide (the wider child), 20 + 10 + 30 tall; children centered.
    #expect(result.size == CGSize(width: 60, height: 60))
    #expect(result[id: "top"]?.frame == CGRect(x: 10, y: 0, width: 40, height: 20))
    #expect(result[id: "bottom"]?.frame == CGRect(x: 0, y: 30, width: 60, height: 30))
  }

  @Test("values keep what code gave them: a drag's translation, an animation's timing")
  func valuesReadBack() {
    let drag = DragGesture.Value(
      time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 30, y: 5), startLocation: CGPoint(x: 10, y: 20),
      velocity: .zero, predictedEndLocation: CGPoint(x: 50, y: 0))
    #expect(drag.translation == CGSize(width: 20, height: -15))
    #expect(drag.predictedEndTranslation == CGSize(width: 40, height: -20))
    let animation = Animation.easeInOut(duration: 0.4).delay(0.1).delay(0.2).speed(2).repeatCount(3, autoreverses: false)
    #expect(animation.description == "easeInOut(duration: 0.4)")
    #expect(abs(animation.delay - 0.3) < 1e-12)
    #expect(animation.speed == 2)
    #expect(animation.repetition?.count == 3 && animation.repetition?.autoreverses == false)
    #expect(Animation.linear.repeatForever().repetition?.count == nil)
    #expect(Animation.linear.repetition == nil)
  }

  @Test("@AppStorage reads its store, falls back to the default, and writes through its binding")
  func appStorage() throws {
    let suite = "baseline.tests.\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    store.set(42, forKey: "count")
    store.set("dark", forKey: "theme")
    store.set("not a number", forKey: "wrongType")

    let count = AppStorage(wrappedValue: 7, "count", store: store)
    let missing = AppStorage(wrappedValue: 7, "missing", store: store)
    let wrongType = AppStorage(wrappedValue: 7, "wrongType", store: store)
    let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
    let name = AppStorage<String?>("name", store: store)
    #expect(count.wrappedValue == 42)
    #expect(missing.wrappedValue == 7)
    #expect(wrongType.wrappedValue == 7)
    #expect(theme.wrappedValue == .dark)
    #expect(name.wrappedValue == nil)

    missing.projectedValue.wrappedValue = 9
    name.wrappedValue = "Ada"
    #expect(store.integer(forKey: "missing") == 9)
    #expect(AppStorage(wrappedValue: 0, "missing", store: store).wrappedValue == 9)
    #expect(store.string(forKey: "name") == "Ada")
    name.wrappedValue = nil
    #expect(store.object(forKey: "name") == nil)
  }

  @Test("each @Namespace has its own id")
  func namespaces() {
    #expect(Namespace().wrappedValue != Namespace().wrappedValue)
  }
}
