import Foundation
import LayoutCore

extension View {
  /// Accepted: flipping a view's drawing is paint (its frame mirrors with the layout direction).
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    passthrough("flipsForRightToLeftLayoutDirection")
  }
}
