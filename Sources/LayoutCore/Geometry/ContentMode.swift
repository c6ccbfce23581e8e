/// How content keeps its aspect ratio when offered another one.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest size of the ratio that fits inside the offer.
  case fit
  /// The smallest size of the ratio that covers the offer.
  case fill
}
