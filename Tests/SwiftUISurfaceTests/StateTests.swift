import Foundation
import Observation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

// State, bindings, the environment and models, as SwiftUI code writes them. Sizes come from
// Colors in fixed frames, so the expected frames are the values the views read.

private struct Widths: EnvironmentKey {
  static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
  var rowWidth: CGFloat {
    get { self[Widths.self] }
    set { self[Widths.self] = newValue }
  }
}

/// A child that reads a binding and the environment.
private struct Bar: View {
  @Binding var width: CGFloat
  @Environment(\.rowWidth) private var extra

  var body: some View {
    Color.red.frame(width: width + extra, height: 1).id("bar")
  }
}

/// A parent that owns state and hands a binding down.
private struct Owner: View {
  @State private var width: CGFloat = 30

  var body: some View {
    Bar(width: $width)
  }
}

/// State declared without a value and set in `init`, as views that take a starting value do.
private struct Meter: View {
  @State private var width: CGFloat
  @State private var note: String?

  init(start: CGFloat) {
    _width = State(initialValue: start)
  }

  var body: some View {
    Color.red.frame(width: width, height: note == nil ? 2 : 1).id("meter")
  }
}

@Observable
private final class Profile {
  var name = "Ada"
  var width: CGFloat = 44
}

private struct ProfileView: View {
  @Environment(Profile.self) private var profile

  var body: some View {
    Color.blue.frame(width: profile.width, height: 1).id("profile")
  }
}

private final class Settings: ObservableObject {
  @Published var width: CGFloat = 12
}

private struct SettingsView: View {
  @StateObject private var settings = Settings()
  @EnvironmentObject private var shared: SharedSettings

  var body: some View {
    HStack(spacing: 0) {
      Bar(width: $settings.width)
      Color.green.frame(width: shared.width, height: 1).id("shared")
    }
  }
}

private final class SharedSettings: ObservableObject {
  @Published var width: CGFloat = 7
}

private struct Scaled: View {
  @ScaledMetric private var side: CGFloat = 34

  var body: some View {
    Color.gray.frame(width: side, height: side).id("scaled")
  }
}

@Suite("State, bindings, the environment and models")
struct StateTests {
  let engine = LayoutEngine()

  @Test("@State with a $ binding to a child's @Binding, plus a user EnvironmentKey")
  func stateAndBinding() {
    // Literal sums are typed on their own inside #expect; the widths are written out.
    #expect(engine.layout(Owner())[id: "bar"]?.frame.width == 40)  // 30 + the key's default 10
    #expect(engine.layout(Owner().environment(\.rowWidth, 5))[id: "bar"]?.frame.width == 35)  // 30 + 5
  }

  @Test("@State declared without a value takes the one init gives; an optional one starts nil")
  func stateSetInInit() {
    #expect(engine.layout(Meter(start: 24))[id: "meter"]?.frame == CGRect(x: 0, y: 0, width: 24, height: 2))
  }

  @Test("Binding(get:set:), constant, key paths and writing through a binding")
  func bindings() {
    var stored: CGFloat = 3
    let binding = Binding(get: { stored }, set: { stored = $0 })
    binding.wrappedValue = 8
    #expect(stored == 8)
    #expect(engine.layout(Bar(width: binding))[id: "bar"]?.frame.width == 18)
    #expect(engine.layout(Bar(width: .constant(1)))[id: "bar"]?.frame.width == 11)
    let state = State(wrappedValue: CGSize(width: 2, height: 3))
    let width = state.projectedValue.width
    width.wrappedValue = 9
    #expect(state.wrappedValue == CGSize(width: 9, height: 3))
    let optional = Binding<Int?>.constant(4)
    #expect(Binding(optional)?.wrappedValue == 4)
    #expect(Binding(Binding<Int?>.constant(nil)) == nil)
  }

  @Test("an @Observable model in the environment, and @Bindable bindings to it")
  func observable() {
    let profile = Profile()
    #expect(engine.layout(ProfileView().environment(profile))[id: "profile"]?.frame.width == 44)
    @Bindable var bindable = profile
    let name = $bindable.name
    name.wrappedValue = "Grace"
    #expect(profile.name == "Grace")
    #expect(engine.layout(Bar(width: $bindable.width))[id: "bar"]?.frame.width == 54)
  }

  @Test("ObservableObject with @StateObject, @Published and @EnvironmentObject")
  func observableObject() {
    let result = engine.layout(SettingsView().environmentObject(SharedSettings()))
    #expect(result[id: "bar"]?.frame.width == 22)  // 12 + 10
    #expect(result[id: "shared"]?.frame.width == 7)
  }

  @Test("@ScaledMetric follows the body style: 34 at large, 34 * 23 / 17 at xxxLarge, 34 * 53 / 17 at AX5")
  func scaledMetric() {
    #expect(engine.layout(Scaled())[id: "scaled"]?.frame.width == 34)
    #expect(engine.layout(Scaled().dynamicTypeSize(.xxxLarge))[id: "scaled"]?.frame.width == 34.0 * 23 / 17)
    #expect(engine.layout(Scaled().dynamicTypeSize(.accessibility5))[id: "scaled"]?.frame.width == 34.0 * 53 / 17)
    // A range limits the setting.
    #expect(engine.layout(Scaled().dynamicTypeSize(.accessibility5).dynamicTypeSize(...DynamicTypeSize.xLarge))[id: "scaled"]?.frame.width == 34.0 * 53 / 17)
    #expect(engine.layout(VStack { Scaled() }.dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility5))[id: "scaled"]?.frame.width == 34.0 * 19 / 17)
  }

  @Test("built-in environment values and the modifiers that set them")
  func builtIns() {
    var environment = EnvironmentValues()
    #expect(environment.controlSize == .regular && environment.isEnabled && environment.colorScheme == .light)
    environment.controlSize = .large
    #expect(environment.controlSize == .large)
    #expect(EnvironmentValues().locale.identifier == "en_US")
  }

  @Test("an environment is a value: changing a copy, built-in or user key, leaves the original as it was")
  func environmentCopiesAreIndependent() {
    var original = EnvironmentValues()
    original.lineSpacing = 3
    original.rowWidth = 20
    var copy = original
    copy.lineSpacing = 7
    copy.rowWidth = 40
    copy.font = .title
    #expect(original.lineSpacing == 3 && original.rowWidth == 20 && original.font == nil)
    #expect(copy.lineSpacing == 7 && copy.rowWidth == 40 && copy.font == .title)
    // A copy of a copy is independent of both.
    var again = copy
    again.lineSpacing = 3
    #expect(copy.lineSpacing == 7 && again.lineSpacing == 3 && again.rowWidth == 40)
  }
}
