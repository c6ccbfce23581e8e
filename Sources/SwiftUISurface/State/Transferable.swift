public import Foundation

// Transferable values, as Apple's CoreTransferable declares them (which `import SwiftUI` brings
// in): how a value travels in a drag, a share, a copy or an export, described by
// representations of content types. Nothing is transferred in a layout; the representations
// are kept, so a type's declared content types can be read (`exportedContentTypes`).

/// A value that can be dragged, shared, copied or exported, through its representations.
public protocol Transferable {
  /// The representations' type.
  associatedtype Representation: TransferRepresentation
  /// How the value is transferred, most preferred first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of transferring values of `Item`: a content type and how to make it.
public protocol TransferRepresentation<Item> {
  /// The values transferred.
  associatedtype Item: Transferable
  /// The content types this representation exports, in order.
  var exportedContentTypes: [UTType] { get }
}

extension TransferRepresentation {
  /// The representation with a file name to suggest for what it exports.
  public func suggestedFileName(_ fileName: String) -> Self { self }
  /// The representation with a file name made from the value.
  public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> Self { self }
  /// The representation, exported only when `condition` holds for the value.
  public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
  /// The representation, offered to `visibility`'s processes only.
  public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Who may receive a representation.
public struct TransferRepresentationVisibility: Sendable {
  let name: String
  /// Any process.
  public static let all = TransferRepresentationVisibility(name: "all")
  /// The app's own team.
  public static let team = TransferRepresentationVisibility(name: "team")
  /// The app itself.
  public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// Several representations, most preferred first (what the builder makes).
public struct TransferRepresentations<Item: Transferable>: TransferRepresentation {
  /// Every representation's content types, in order.
  public let exportedContentTypes: [UTType]
}

/// Builds a value's representations.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> TransferRepresentations<Item>
  where R.Item == Item {
    TransferRepresentations(exportedContentTypes: representation.exportedContentTypes)
  }
  public static func buildBlock(_ parts: TransferRepresentations<Item>...) -> TransferRepresentations<Item> {
    TransferRepresentations(exportedContentTypes: parts.flatMap(\.exportedContentTypes))
  }
  public static func buildOptional(_ part: TransferRepresentations<Item>?) -> TransferRepresentations<Item> {
    part ?? TransferRepresentations(exportedContentTypes: [])
  }
  public static func buildEither(first part: TransferRepresentations<Item>) -> TransferRepresentations<Item> { part }
  public static func buildEither(second part: TransferRepresentations<Item>) -> TransferRepresentations<Item> { part }
  public static func buildLimitedAvailability(_ part: TransferRepresentations<Item>) -> TransferRepresentations<Item> { part }
}

/// A value transferred as its `Codable` encoding (JSON by default).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
  /// The content type of the encoding.
  public let contentType: UTType
  public var exportedContentTypes: [UTType] { [contentType] }
  /// The value as `contentType`, encoded as JSON.
  public init(contentType: UTType) { self.contentType = contentType }
  /// The value of `itemType` as `contentType`.
  public init(for itemType: Item.Type, contentType: UTType) { self.contentType = contentType }
}

/// A value transferred as bytes of a content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  let exported: UTType?
  let imported: UTType?
  public var exportedContentTypes: [UTType] { exported.map { [$0] } ?? [] }
  /// Bytes of `contentType`, both ways.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    exported = contentType
    imported = contentType
  }
  /// Bytes of `exportedContentType`, exported only.
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    exported = exportedContentType
    imported = nil
  }
  /// Bytes of `importedContentType`, imported only.
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    exported = nil
    imported = importedContentType
  }
}

/// A file sent in a transfer.
public struct SentTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// Whether the receiver may open the original rather than a copy.
  public let allowAccessingOriginalFile: Bool
  /// A file to send.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file received in a transfer.
public struct ReceivedTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// Whether it is the original, not a copy.
  public let isOriginalFile: Bool
}

/// A value transferred as a file of a content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  let exported: UTType?
  public var exportedContentTypes: [UTType] { exported.map { [$0] } ?? [] }
  /// A file of `contentType`, both ways.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    exported = contentType
  }
  /// A file of `exportedContentType`, exported only.
  public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
    exported = exportedContentType
  }
  /// A file of `importedContentType`, imported only.
  public init(
    importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    exported = nil
  }
}

/// A value transferred as another transferable value (a URL, a string...).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
  public var exportedContentTypes: [UTType] { Proxy.exportedContentTypes }
  /// Exported as the proxy `exporting` makes.
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}
  /// Exported as the proxy `exporting` makes, imported from one.
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {}
}

extension Transferable {
  /// The content types the value exports, most preferred first.
  public static var exportedContentTypes: [UTType] { transferRepresentation.exportedContentTypes }
}

/// A type's own single representation, for the standard types below.
public struct StandardRepresentation<Item: Transferable>: TransferRepresentation {
  /// The type's content type.
  public let exportedContentTypes: [UTType]
}

extension String: Transferable {
  /// Plain text (UTF-8).
  public static var transferRepresentation: TransferRepresentations<String> { StandardRepresentation<String>(exportedContentTypes: [.utf8PlainText]) }
}

extension Data: Transferable {
  /// Bytes.
  public static var transferRepresentation: TransferRepresentations<Data> { StandardRepresentation<Data>(exportedContentTypes: [.data]) }
}

extension URL: Transferable {
  /// A URL.
  public static var transferRepresentation: TransferRepresentations<URL> { StandardRepresentation<URL>(exportedContentTypes: [.url]) }
}

extension Image: Transferable {
  /// An image (PNG).
  public static var transferRepresentation: TransferRepresentations<Image> { StandardRepresentation<Image>(exportedContentTypes: [.png]) }
}

extension View {
  /// Presents an exporter for `item` when `isPresented` (never, in a layout).
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View {
    passthrough("fileExporter")
  }

  /// Presents an exporter for `items` when `isPresented`.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: Transferable {
    passthrough("fileExporter")
  }
}
