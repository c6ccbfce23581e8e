// `import Baseline` gives the whole API, as `import SwiftUI` does: the view DSL and layout
// engine, the typography engine, Foundation, and Observation (for `@Observable` models).
@_exported public import BaselineStyle
@_exported public import LayoutCore
@_exported public import SwiftUISurface
@_exported public import BaselineDisplay
@_exported public import Typography
@_exported public import Foundation
@_exported public import Observation
@_exported public import struct Foundation.CGFloat
@_exported public import struct Foundation.CGPoint
@_exported public import struct Foundation.CGRect
@_exported public import struct Foundation.CGSize
