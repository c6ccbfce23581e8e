/// Where an ellipsis goes when text is cut off (`Text.TruncationMode` in the SwiftUI surface).
public enum TextTruncationMode: Hashable, Sendable {
  /// The ellipsis at the start.
  case head
  /// The ellipsis in the middle.
  case middle
  /// The ellipsis at the end.
  case tail
}

/// The case letters are shown in (`Text.Case`, set with `View.textCase(_:)`).
public enum TextCase: Hashable, Sendable {
  /// Every letter in its uppercase form (full case mapping: "ß" becomes "SS").
  case uppercase
  /// Every letter in its lowercase form.
  case lowercase
}
