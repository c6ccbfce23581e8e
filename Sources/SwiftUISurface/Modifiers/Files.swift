public import Foundation

// Files and drag and drop: the types view files name (`UTType`, `NSItemProvider`, which Linux's
// Foundation lacks) and the modifiers that present importers or take drops. Nothing is
// presented, dragged or dropped in a layout.

/// A uniform type identifier, as Apple's `UniformTypeIdentifiers` declares it: an identifier
/// and the file name extension it goes with. Linux has no type database; a type conforms to
/// another when it is the same or one of the few parents written here (text to data, images to
/// data...).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The reverse-DNS identifier, such as "public.png".
  public let identifier: String
  /// The file name extension preferred for the type.
  public let preferredFilenameExtension: String?
  /// The MIME type preferred for the type.
  public let preferredMIMEType: String?
  private let parents: [String]

  init(_ identifier: String, extension: String?, mime: String?, parents: [String]) {
    self.identifier = identifier
    preferredFilenameExtension = `extension`
    preferredMIMEType = mime
    self.parents = parents
  }

  /// The known type with `identifier`, or nil.
  public init?(_ identifier: String) {
    guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// The known type files ending in `filenameExtension` have, or nil.
  public init?(filenameExtension: String) {
    let lowered = filenameExtension.lowercased()
    guard let known = Self.known.first(where: { $0.preferredFilenameExtension == lowered }) else { return nil }
    self = known
  }

  /// A type your app exports, by identifier.
  public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
    self.init(identifier, extension: nil, mime: nil, parents: parent.map { [$0.identifier] + $0.parents } ?? ["public.data"])
  }

  /// A type another app declares, by identifier.
  public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parent)
  }

  /// Whether the type is `type` or one of its kinds.
  public func conforms(to type: UTType) -> Bool { self == type || parents.contains(type.identifier) }

  /// The identifier.
  public var description: String { identifier }

  /// Any item.
  public static let item = UTType("public.item", extension: nil, mime: nil, parents: [])
  /// Bytes.
  public static let data = UTType("public.data", extension: nil, mime: "application/octet-stream", parents: ["public.item"])
  /// Content a person made.
  public static let content = UTType("public.content", extension: nil, mime: nil, parents: [])
  /// A folder.
  public static let folder = UTType("public.folder", extension: nil, mime: nil, parents: ["public.item"])
  /// Text.
  public static let text = UTType("public.text", extension: nil, mime: "text/plain", parents: ["public.data", "public.content", "public.item"])
  /// Plain text.
  public static let plainText = UTType("public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text", "public.data", "public.content", "public.item"])
  /// Plain text in UTF-8.
  public static let utf8PlainText = UTType("public.utf8-plain-text", extension: nil, mime: "text/plain", parents: ["public.plain-text", "public.text", "public.data", "public.content", "public.item"])
  /// Comma-separated values.
  public static let commaSeparatedText = UTType("public.comma-separated-values-text", extension: "csv", mime: "text/csv", parents: ["public.text", "public.data", "public.content", "public.item"])
  /// JSON.
  public static let json = UTType("public.json", extension: "json", mime: "application/json", parents: ["public.text", "public.data", "public.content", "public.item"])
  /// An image.
  public static let image = UTType("public.image", extension: nil, mime: nil, parents: ["public.data", "public.content", "public.item"])
  /// A PNG image.
  public static let png = UTType("public.png", extension: "png", mime: "image/png", parents: ["public.image", "public.data", "public.content", "public.item"])
  /// A JPEG image.
  public static let jpeg = UTType("public.jpeg", extension: "jpeg", mime: "image/jpeg", parents: ["public.image", "public.data", "public.content", "public.item"])
  /// An SVG image.
  public static let svg = UTType("public.svg-image", extension: "svg", mime: "image/svg+xml", parents: ["public.image", "public.data", "public.content", "public.item"])
  /// A PDF document.
  public static let pdf = UTType("com.adobe.pdf", extension: "pdf", mime: "application/pdf", parents: ["public.data", "public.content", "public.item"])
  /// Audio.
  public static let audio = UTType("public.audio", extension: nil, mime: nil, parents: ["public.data", "public.content", "public.item"])
  /// A movie.
  public static let movie = UTType("public.movie", extension: nil, mime: nil, parents: ["public.data", "public.content", "public.item"])
  /// A URL.
  public static let url = UTType("public.url", extension: nil, mime: nil, parents: ["public.data", "public.item"])
  /// A file URL.
  public static let fileURL = UTType("public.file-url", extension: nil, mime: nil, parents: ["public.url", "public.data", "public.item"])

  private static let known: [UTType] = [
    .item, .data, .content, .folder, .text, .plainText, .utf8PlainText, .commaSeparatedText, .json, .image, .png, .jpeg,
    .svg, .pdf, .audio, .movie, .url, .fileURL,
  ]
}

/// Data offered for a drag or a drop, as Foundation's `NSItemProvider` (which Linux's lacks):
/// the items registered, by type identifier.
open class NSItemProvider: @unchecked Sendable {
  private var items: [(String, Any)] = []

  /// A provider with nothing registered.
  public init() {}

  /// A provider of `item` as the type `typeIdentifier`.
  public init(item: Any?, typeIdentifier: String?) {
    if let item, let typeIdentifier { items.append((typeIdentifier, item)) }
  }

  /// A provider of the file at `fileURL` (nil when there is none).
  public convenience init?(contentsOf fileURL: URL) {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
    let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
    self.init(item: fileURL, typeIdentifier: type.identifier)
  }

  /// A name to give the item when it is saved.
  open var suggestedName: String?

  /// The type identifiers registered, in order.
  open var registeredTypeIdentifiers: [String] { items.map(\.0) }

  /// Whether an item of `typeIdentifier` is registered.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    items.contains { $0.0 == typeIdentifier }
  }
}

/// What a drop brings (`onDrop(of:delegate:)`).
public struct DropInfo: Sendable {
  /// Where the drop is, in the view's coordinates.
  public let location: CGPoint
  /// Whether an item of one of `contentTypes` is dropped.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
  /// The items of `contentTypes` dropped.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// What a drop does, for `onDrop(of:delegate:)` (never called in a layout).
public protocol DropDelegate {
  /// Takes the drop; whether it was taken.
  func performDrop(info: DropInfo) -> Bool
  /// Whether the drop may happen.
  func validateDrop(info: DropInfo) -> Bool
  /// A drag entered the view.
  func dropEntered(info: DropInfo)
  /// A drag left the view.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Any drop may happen.
  public func validateDrop(info: DropInfo) -> Bool { true }
  /// Nothing happens.
  public func dropEntered(info: DropInfo) {}
  /// Nothing happens.
  public func dropExited(info: DropInfo) {}
}

extension View {
  /// Presents a file importer when `isPresented` (never, in a layout).
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    passthrough("fileImporter")
  }

  /// Presents a file importer choosing one or several files when `isPresented`.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    passthrough("fileImporter")
  }

  /// Presents a panel that moves `file` when `isPresented`.
  public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
    passthrough("fileMover")
  }

  /// The label of the file exporters' name field inside.
  public func fileExporterFilenameLabel(_ label: Text?) -> some View { passthrough("fileExporterFilenameLabel") }

  /// The label of the file exporters' name field, as a string.
  public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { passthrough("fileExporterFilenameLabel") }

  /// Offers the view's data when dragged (nothing is dragged in a layout).
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { passthrough("onDrag") }

  /// Offers the view's data when dragged, with a preview.
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
    passthrough("onDrag")
  }

  /// Takes drops of `supportedContentTypes` (nothing is dropped in a layout).
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    passthrough("onDrop")
  }

  /// Takes drops of `supportedContentTypes`, with where they land.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    passthrough("onDrop")
  }

  /// Takes drops of `supportedContentTypes` through `delegate`.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { passthrough("onDrop") }

  /// Offers the view's data to services and copy (nothing is asked in a layout).
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { passthrough("itemProvider") }
}
