// What `import Foundation` brings on Apple's platforms and not on Linux: Combine's publishers,
// `ObservableObject` and `@Published`, Observation's `@Observable`, the Core Graphics values
// Baseline declares itself, and the localized strings and formatters the surface declares
// (`String(localized:)`, `LocalizedStringResource`, `ListFormatter`, `Measurement.formatted()`). `baseline preview` imports this module implicitly into every file it
// compiles, so a model file that imports only Foundation compiles as it does on Apple's platforms.

@_exported public import Foundation
@_exported public import Observation
@_exported public import protocol SwiftUISurface.ObservableObject
@_exported public import class SwiftUISurface.ObservableObjectPublisher
@_exported public import struct SwiftUISurface.Published
@_exported public import protocol SwiftUISurface.Publisher
@_exported public import enum SwiftUISurface.Publishers
@_exported public import enum SwiftUISurface.Subscribers
@_exported public import class SwiftUISurface.AnyCancellable
@_exported public import struct SwiftUISurface.AnyPublisher
@_exported public import struct SwiftUISurface.Just
@_exported public import struct SwiftUISurface.Empty
@_exported public import class SwiftUISurface.PassthroughSubject
@_exported public import class SwiftUISurface.CurrentValueSubject
@_exported public import struct SwiftUISurface.LocalizedStringResource
@_exported public import class SwiftUISurface.ListFormatter
@_exported public import struct BaselineStyle.CGAffineTransform
@_exported public import struct BaselineStyle.CGVector
@_exported public import enum BaselineStyle.CGLineCap
@_exported public import enum BaselineStyle.CGLineJoin

extension Bundle {
  /// The bundle of a package target's resources, which SwiftPM generates for a target that has
  /// some; in a preview program, the program's own bundle, where `baseline preview` puts the
  /// resources found beside the sources (as it does for `Bundle.main`).
  @_disfavoredOverload
  public static var module: Bundle { .main }
}
