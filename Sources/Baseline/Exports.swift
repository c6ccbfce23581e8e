// `import Baseline` gives the whole API: the view DSL and layout engine, the typography engine,
// and Foundation's geometry types that the API uses.
@_exported public import LayoutCore
@_exported public import Typography
@_exported public import struct Foundation.CGFloat
@_exported public import struct Foundation.CGPoint
@_exported public import struct Foundation.CGRect
@_exported public import struct Foundation.CGSize
