import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// Signatures real view files call, beyond the names: SwiftUI's older spellings, the arithmetic
// `Angle` and `EdgeInsets` get, interpolations, the standard library extensions, model
// publishers. With the font-free measurer (Support.swift): a 17-point text is 10 per character
// and 21 tall.

private final class Counter: ObservableObject {
  @Published var count = 0
}

private struct Highlighted: _ViewTraitKey {
  static let defaultValue = false
}

/// A container as code before iOS 18 writes it: a rule between the views, a highlighted view
/// padded 2.
private struct Ruled: _VariadicView_UnaryViewRoot {
  func body(children: _VariadicView.Children) -> some View {
    VStack(spacing: 0) {
      ForEach(children) { child in
        child.padding(child[Highlighted.self] ? 2 : 0)
        if child.id != children.last?.id { Color.gray.frame(height: 1) }
      }
    }
  }
}

/// A view that reads the system's settings, as apps adapt to them.
private struct MotionAware: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.pixelLength) private var pixel
  @Environment(\.defaultMinListRowHeight) private var rowHeight

  var body: some View {
    Color.red.frame(width: reduceMotion ? 10 : 20, height: 5 / pixel + rowHeight - 44)
  }
}

/// A screen with toolbar content of its own, as apps declare toolbars.
private struct Editor: View {
  var showsInfo = false

  var body: some View {
    Text("Ab")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
        if showsInfo {
          ToolbarItem { Text("i") }
        } else {
          ToolbarItemGroup(placement: .bottomBar) { Button("A") {} }
        }
        titleItem
      }
      .toolbar(id: "editor") {
        ToolbarItem(id: "share") { Button("Share") {} }.defaultCustomization(.hidden)
      }
  }

  @ToolbarContentBuilder var titleItem: some ToolbarContent {
    ToolbarItem(placement: .principal) { Text("Title") }
  }
}

@Suite("signature fit")
struct SignatureFitTests {
  @Test("Angle and EdgeInsets arithmetic: sums, differences, scaling, negation and length")
  func vectorMath() {
    var angle = Angle(degrees: 90)
    angle += .degrees(45)
    #expect(abs(angle.degrees - 135) < 1e-9)
    angle -= .degrees(35)
    angle *= 2
    angle /= 4
    #expect(abs(angle.degrees - 50) < 1e-9)
    angle.negate()
    #expect(abs(angle.degrees + 50) < 1e-9)
    #expect(abs(Angle(radians: -3).magnitude - 3) < 1e-12)

    var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    insets += EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    #expect(insets == EdgeInsets(top: 11, leading: 12, bottom: 13, trailing: 14))
    #expect(insets * 2 == EdgeInsets(top: 22, leading: 24, bottom: 26, trailing: 28))
    #expect(insets / 2 - EdgeInsets(top: 5.5, leading: 6, bottom: 6.5, trailing: 7) == EdgeInsets())
    #expect(-EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0) == EdgeInsets(top: -1))
    // sqrt(3^2 + 4^2) = 5.
    #expect(EdgeInsets(top: 3, leading: 4).magnitude == 5)
  }

  @Test("move(fromOffsets:toOffset:) and remove(atOffsets:), as onMove and onDelete hand them over")
  func collectionOffsets() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: [1, 3], toOffset: 0)
    #expect(letters == ["b", "d", "a", "c", "e"])
    letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: [0], toOffset: 3)
    #expect(letters == ["b", "c", "a", "d", "e"])
    letters.move(fromOffsets: [4, 9], toOffset: 99)
    #expect(letters == ["b", "c", "a", "d", "e"])
    letters.remove(atOffsets: [0, 2])
    #expect(letters == ["c", "d", "e"])
  }

  @Test("an ObservableObject's objectWillChange is one publisher per object that delivers send()")
  func objectWillChange() {
    let counter = Counter()
    var received = 0
    let subscription = counter.objectWillChange.sink { received += 1 }
    counter.objectWillChange.send()
    counter.objectWillChange.send()
    #expect(received == 2)
    #expect(counter.objectWillChange === counter.objectWillChange)
    #expect(Counter().objectWillChange !== counter.objectWillChange)
    subscription.cancel()
  }

  @Test("text interpolations: a printf specifier, a formatter, a date style")
  func interpolations() {
    let value = 3.14159
    #expect(engine.layout(Text("\(value, specifier: "%.1f") km")).nodes.first?.text?.string == "3.1 km")
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    #expect(engine.layout(Text("\(NSNumber(value: 2.5), formatter: formatter)")).nodes.first?.text?.string == "2.50")
  }

  @Test("the older spellings lay out as their newer forms")
  func olderSpellings() {
    let newer = engine.layout(
      Text("Ab").navigationTitle("T").navigationBarTitleDisplayMode(.inline).accessibilityLabel(Text("A")).preferredColorScheme(.dark))
    let older = engine.layout(
      Text("Ab").navigationBarTitle("T", displayMode: .inline).accessibility(label: Text("A")).colorScheme(.dark)
        .onChange(of: 1) { _ in })
    #expect(newer.size == older.size)
    #expect(older.size == CGSize(width: 20, height: 21))
    let link = engine.layout(NavigationLink(destination: Text("Detail")) { Text("Ab") }, proposal: ProposedViewSize(width: 100, height: nil))
    let tagged = engine.layout(
      NavigationLink("Ab", tag: 1, selection: .constant(Int?.none)) { Text("Detail") }, proposal: ProposedViewSize(width: 100, height: nil))
    // The label, the chevron (7 x 12) at the trailing edge: 100 x 21.
    #expect(link.size == CGSize(width: 100, height: 21))
    #expect(tagged.size == link.size)
  }

  @Test("safeAreaInset on a horizontal edge: the bar beside the content, spacing between")
  func horizontalSafeAreaInset() {
    let view = Color.red.id("content")
      .safeAreaInset(edge: .leading, spacing: 4) { Color.blue.frame(width: 30).id("bar") }
    let result = engine.layout(view, proposal: ProposedViewSize(width: 200, height: 100))
    #expect(result[id: "bar"]?.frame == CGRect(x: 0, y: 0, width: 30, height: 100))
    #expect(result[id: "content"]?.frame == CGRect(x: 34, y: 0, width: 166, height: 100))
    let trailing = engine.layout(
      Color.red.id("content").safeAreaInset(edge: .trailing) { Color.blue.frame(width: 30).id("bar") },
      proposal: ProposedViewSize(width: 200, height: 100))
    #expect(trailing[id: "bar"]?.frame.minX == 170)
  }

  @Test("a view with a transition is laid out in the identity phase: a custom transition's body there")
  func transitions() {
    struct Grow: Transition {
      func body(content: Content, phase: TransitionPhase) -> some View {
        content.padding(phase.isIdentity ? 5 : 0)
      }
    }
    let result = engine.layout(Color.red.frame(width: 10, height: 10).transition(Grow()))
    #expect(result.size == CGSize(width: 20, height: 20))
    let blurred = engine.layout(Color.red.frame(width: 10, height: 10).transition(.blurReplace))
    #expect(blurred.size == CGSize(width: 10, height: 10))
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
  }

  @Test("a _VariadicView tree: the root gets each view with its identity and traits")
  func variadicView() {
    let tree = _VariadicView.Tree(Ruled()) {
      Text("Ab")
      Text("Cd")._trait(Highlighted.self, true).id("highlighted")
      Text("Ef")
    }
    let result = engine.layout(tree)
    // 21, the rule, 2 + 21 + 2, the rule, 21; as wide as the padded text, 24.
    #expect(result.size == CGSize(width: 24, height: 21 + 1 + 25 + 1 + 21))
    #expect(result.nodes.first { $0.text?.string == "Cd" }?.frame.origin == CGPoint(x: 2, y: 24))
  }

  @Test("the system's settings read as a layout's (off, exact pixels, 44-point rows) and can be set")
  func systemSettings() {
    #expect(engine.layout(MotionAware()).size == CGSize(width: 20, height: 5))
    #expect(engine.layout(MotionAware().environment(\.accessibilityReduceMotion, true)).size == CGSize(width: 10, height: 5))
    // At 2 pixels a point a pixel is half a point: 5 / 0.5 = 10.
    #expect(engine.layout(MotionAware().environment(\.displayScale, 2)).size == CGSize(width: 20, height: 10))
    #expect(engine.layout(MotionAware().environment(\.defaultMinListRowHeight, 50)).size == CGSize(width: 20, height: 11))
    let environment = EnvironmentValues()
    #expect(!environment.isSearching && environment.isScrollEnabled && environment.appearsActive)
    #expect(environment.legibilityWeight == .regular && environment.colorSchemeContrast == .standard)
  }

  @Test("displayScale is a CGFloat as SwiftUI's: 1 until set, so a hairline is 1 / displayScale tall; setting it snaps")
  func displayScaleIsAValue() {
    struct Hairline: View {
      @Environment(\.displayScale) private var displayScale
      var body: some View { Color.gray.frame(width: 10, height: 1 / displayScale) }
    }
    #expect(engine.layout(Hairline()).size == CGSize(width: 10, height: 1))
    #expect(engine.layout(Hairline().environment(\.displayScale, 4)).size == CGSize(width: 10, height: 0.25))
    var environment = EnvironmentValues()
    #expect(environment.displayScale == 1 && environment.pixelSnappingScale == nil)
    environment.displayScale = 3
    #expect(environment.pixelSnappingScale == 3 && environment.textStyle.displayScale == 3)
    environment.pixelSnappingScale = nil
    #expect(environment.displayScale == 1 && environment.textStyle.displayScale == nil)
  }

  @Test("behaviour in the spellings real files use leaves the layout as it is; animation(_:body:) lays out its body")
  func behaviourVariants() {
    let plain = engine.layout(Text("Ab"))
    let declared = engine.layout(
      Text("Ab")
        .accessibility(hidden: false).accessibility(identifier: "ab").accessibilityLabel("A", isEnabled: true)
        .gesture(TapGesture(), isEnabled: false)
        .navigationDestination(isPresented: .constant(false)) { Text("Detail") }
        .onKeyPress(keys: ["a"]) { _ in .handled }
        .focusable(true, interactions: .activate)
        .sensoryFeedback(trigger: 1) { _, _ in nil }
        .tag(1, includeOptional: true)
        .onLongPressGesture(pressing: { _ in }) {}
        .confirmationDialog("Delete?", isPresented: .constant(false), presenting: 3) { _ in Button("OK") {} })
    #expect(declared.size == plain.size)
    #expect(declared.size == CGSize(width: 20, height: 21))
    let animated = engine.layout(Text("Ab").animation(.default) { $0.padding(3) })
    #expect(animated.size == CGSize(width: 26, height: 27))
  }

  @Test("toolbar content of one's own compiles and is kept, not laid out")
  func toolbarContent() {
    #expect(engine.layout(Editor()).size == CGSize(width: 20, height: 21))
    #expect(engine.layout(Editor(showsInfo: true)).size == CGSize(width: 20, height: 21))
    #expect(engine.layout(Text("Ab").toolbar { Button("Done") {} }).size == CGSize(width: 20, height: 21))
    #expect(ToolbarItem(id: "share") { Text("Share") }.id == "share")
  }

  @Test("scene phase and edit mode as a running app in the foreground shows them")
  func scenePhaseAndEditMode() {
    #expect(EnvironmentValues().scenePhase == .active)
    #expect(EnvironmentValues().editMode == nil)
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    #expect(Material.ultraThin.flatColor == Material.ultraThinMaterial.flatColor)
  }
}
