// `import UIKit` in a view or model file when previews compile for iOS, read as this module
// through `-module-alias UIKit=BaselineUIKit` (and imported into every file then, as SwiftUI
// brings UIKit on iOS). UIKit's values that models and views hold (colors, fonts, images, the
// screen and the device) and its bridges to SwiftUI, as documented placeholders: Baseline draws no
// UIKit view. docs/preview.md lists what is here.

@_exported public import Foundation
@_exported public import struct BaselineStyle.CGAffineTransform
@_exported public import struct BaselineStyle.CGVector
