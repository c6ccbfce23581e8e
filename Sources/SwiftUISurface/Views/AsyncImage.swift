public import Foundation
import LayoutCore

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A layout does not wait for the
/// network: a `file:` URL's image is shown at once (as `Image(path)`: its pixel size, or what
/// `content` makes of it); any other URL shows the placeholder (by default a gray rectangle
/// that takes the space offered, as SwiftUI's default placeholder does).
public struct AsyncImage<Content: View>: View {
  let content: Content

  /// A URL's image, laid out at its size (`scale` divides it).
  public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
    if let url, url.isFileURL {
      content = AnyView(Image(url.path))
    } else {
      content = AnyView(Color.gray.opacity(0.2))
    }
  }

  /// A URL's image through `content`, or the placeholder until it loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: (Image) -> I, @ViewBuilder placeholder: () -> P
  ) where Content == ConditionalContent<I, P> {
    if let url, url.isFileURL {
      self.content = ConditionalContent(storage: .first(content(Image(url.path))))
    } else {
      self.content = ConditionalContent(storage: .second(placeholder()))
    }
  }

  /// A URL's image through `content`, called with the phase: `.success` for a file URL whose
  /// image is found, `.empty` (still loading) otherwise.
  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: (AsyncImagePhase) -> Content) {
    if let url, url.isFileURL, FileManager.default.fileExists(atPath: url.path) {
      self.content = content(.success(Image(url.path)))
    } else {
      self.content = content(.empty)
    }
  }

  public var body: some View { content.named("AsyncImage") }
}

/// Where an `AsyncImage` is in loading.
public enum AsyncImagePhase {
  /// Nothing loaded yet.
  case empty
  /// The image loaded.
  case success(Image)
  /// Loading failed, with the error.
  case failure(any Error)
  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
