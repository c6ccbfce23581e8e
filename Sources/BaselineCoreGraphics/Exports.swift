// `import CoreGraphics` in a view or model file, read as this module through
// `-module-alias CoreGraphics=BaselineCoreGraphics`: Foundation's `CGFloat`, `CGPoint`, `CGSize`
// and `CGRect`, and the Core Graphics values Baseline declares (`CGAffineTransform`, `CGVector`,
// line caps and joins). Drawing contexts, images and colors are not here.

@_exported public import Foundation
@_exported public import struct BaselineStyle.CGAffineTransform
@_exported public import struct BaselineStyle.CGVector
@_exported public import enum BaselineStyle.CGLineCap
@_exported public import enum BaselineStyle.CGLineJoin
