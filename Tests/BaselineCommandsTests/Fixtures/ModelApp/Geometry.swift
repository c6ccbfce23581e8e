import CoreGraphics

/// Core Graphics imported by name, as drawing helpers do.
func inset(_ rect: CGRect, by amount: CGFloat) -> CGRect {
  rect.insetBy(dx: amount, dy: amount)
}
