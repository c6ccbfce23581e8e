import Foundation
import Testing
@testable import LayoutCore
@testable import SwiftUISurface

/// A row with every kind of behaviour added in one place, as document and media apps write it.
private struct DocumentRow: View {
  @Namespace private var namespace
  @State private var isImporting = false
  @State private var isTargeted = false
  @State private var isSuppressed = false
  @State private var findShown = false
  @State private var customization = TabViewCustomization()
  @FocusState private var searchFocused: Bool

  var body: some View {
    HStack(spacing: 4) {
      Color.red.frame(width: 20, height: 20)
        .accessibilityRotor("Headings") {
          AccessibilityRotorEntry(Text("Intro"), id: 1, in: namespace)
          AccessibilityRotorEntry("Outro", id: 2, in: namespace)
        }
        .accessibilityRotorEntry(id: 1, in: namespace)
        .accessibilityDirectTouch(options: .silentOnTouch)
        .accessibilityDragPoint(.center, description: "Move")
        .accessibilityDropPoint(.leading, description: Text("Drop"))
        .accessibilityLabeledPair(role: .label, id: "name", in: namespace)
        .accessibilityLinkedGroup(id: "group", in: namespace)
        .accessibilityScrollAction { _ in }
        .accessibilityTextContentType(.sourceCode)
        .accessibilityZoomAction { _ in }
        .speechAdjustedPitch(0.2)
        .speechSpellsOutCharacters()
        .onDrag { NSItemProvider(item: "red", typeIdentifier: UTType.plainText.identifier) }
        .onDrop(of: [.png, .fileURL], isTargeted: $isTargeted) { _ in true }
        .itemProvider { nil }
        .hoverEffect(.lift)
        .matchedTransitionSource(id: "red", in: namespace)
      Text("Doc").speechAlwaysIncludesPunctuation().speechAnnouncementsQueued(false)
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pdf, .json]) { _ in }
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.image], allowsMultipleSelection: true) { _ in }
        .fileMover(isPresented: $isImporting, file: nil) { _ in }
        .fileExporterFilenameLabel("Name")
        .dialogIcon(Image(systemName: "doc"))
        .dialogSuppressionToggle(isSuppressed: $isSuppressed)
        .findNavigator(isPresented: $findShown)
        .findDisabled()
        .replaceDisabled()
        .searchFocused($searchFocused)
        .searchDictationBehavior(.inline)
        .searchPresentationToolbarBehavior(.avoidHidingContent)
        .textSelectionAffinity(.upstream)
        .writingToolsBehavior(.limited)
        .writingToolsAffordanceVisibility(.hidden)
        .typeSelectEquivalent("D")
    }
    .buttonRepeatBehavior(.enabled)
    .menuOrder(.fixed)
    .menuActionDismissBehavior(.disabled)
    .springLoadingBehavior(.enabled)
    .presentationSizing(.form)
    .presentationContentInteraction(.scrolls)
    .submitScope()
    .renameAction {}
    .navigationTransition(.zoom(sourceID: "red", in: namespace))
    .tabViewCustomization($customization)
    .interactionActivityTrackingTag("row")
    .defaultHoverEffect(.highlight)
  }
}

@Suite("More behaviour: accessibility, speech, files, drag and drop, find, menus")
struct MoreBehaviourTests {
  @Test("a row with all of it lays out as the row without it")
  func unchanged() {
    let plain = HStack(spacing: 4) {
      Color.red.frame(width: 20, height: 20)
      Text("Doc")
    }
    // 20 + 4 + "Doc" (3 x 10) = 54 wide; the text's 21 points tall.
    #expect(layout(DocumentRow()).size == CGSize(width: 54, height: 21))
    #expect(layout(DocumentRow()).size == layout(plain).size)
  }

  @Test("uniform type identifiers: by extension and identifier, with their parents")
  func types() {
    #expect(UTType(filenameExtension: "PNG") == .png)
    #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
    #expect(UTType(filenameExtension: "xyz") == nil)
    #expect(UTType("public.jpeg")?.preferredMIMEType == "image/jpeg")
    #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
    #expect(UTType.json.conforms(to: .text) && UTType.utf8PlainText.conforms(to: .plainText))
    let custom = UTType(exportedAs: "com.example.board", conformingTo: .json)
    #expect(custom.conforms(to: .json) && custom.conforms(to: .text) && custom.preferredFilenameExtension == nil)
  }

  @Test("item providers: what was registered, and none for a file that is not there")
  func itemProviders() {
    let provider = NSItemProvider(item: "hello", typeIdentifier: UTType.plainText.identifier)
    #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text") && !provider.hasItemConformingToTypeIdentifier("public.png"))
    #expect(NSItemProvider(contentsOf: URL(fileURLWithPath: "/nonexistent/file.png")) == nil)
  }
}

@Suite("Settings without documented geometry: laid out as without them")
struct UnmeasuredSettingsTests {
  @Test("header prominence, section spacing, text scale and variants, inspector widths")
  func unchanged() {
    let plain = VStack(spacing: 0) {
      Text("Title")
      Text("Note")
    }
    let set = VStack(spacing: 0) {
      Text("Title").textScale(.secondary)
      Text("Note")
    }
    .headerProminence(.increased)
    .listSectionSpacing(.custom(30))
    .listSectionSpacing(12)
    .textScale(.secondary)
    .textVariant(.sizeDependent)
    .inspectorColumnWidth(min: 200, ideal: 250, max: 400)
    // "Title" 50 wide; two 21-point lines.
    #expect(layout(set).size == CGSize(width: 50, height: 42))
    #expect(layout(set).size == layout(plain).size)
  }
}

private struct Item: Identifiable {
  let id: Int
  var width: CGFloat
}

private final class Document: ObservableObject {
  @Published var title = "Doc"
}

/// Rows bound to their items, as editable lists write them.
private struct EditableRows: View {
  @State var items = [Item(id: 1, width: 10), Item(id: 2, width: 30)]
  @FocusedObject private var document: Document?
  var body: some View {
    VStack(spacing: 0) {
      ForEach($items, editActions: .all) { $item in
        Color.red.frame(width: item.width, height: 5)
      }
      Text(document?.title ?? "none").customAttribute(Emphasis(level: 2))
    }
    .navigationDocument(URL(fileURLWithPath: "/tmp/doc.txt"))
  }
}

private struct Emphasis: TextAttribute {
  let level: Int
}

@Suite("Editable ForEach, focused objects, custom text attributes")
struct EditableForEachTests {
  @Test("ForEach over a binding with edit actions: a view per element, from its binding")
  func editable() {
    let result = layout(EditableRows())
    // Rows 10 and 30 wide, 5 tall; "none" 40 x 21 below: 40 x 31.
    #expect(result.size == CGSize(width: 40, height: 31))
    #expect(result.views(ofKind: "Color").map(\.frame.width) == [10, 30])
    #expect(result.nodes.compactMap { $0.text?.string } == ["none"])
    #expect(EditActions<[Item]>.all == [.move, .delete])
  }
}

/// A note as apps declare one for drag and drop, sharing and export.
private struct Note: Codable, Transferable {
  var text: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    DataRepresentation(exportedContentType: .plainText) { note in Data(note.text.utf8) }
    ProxyRepresentation(exporting: \.text)
  }
}

@Suite("Transferable values")
struct TransferableTests {
  @Test("a type's representations name its content types, most preferred first; exporting lays nothing out")
  func representations() {
    #expect(Note.exportedContentTypes == [.json, .plainText, .utf8PlainText])
    #expect(String.exportedContentTypes == [.utf8PlainText] && URL.exportedContentTypes == [.url])
    let view = Color.red.frame(width: 10, height: 10)
      .fileExporter(isPresented: .constant(true), item: Note(text: "hi"), contentTypes: [.json]) { _ in }
      .draggable(Note(text: "hi"))
    #expect(layout(view).size == CGSize(width: 10, height: 10))
  }
}
