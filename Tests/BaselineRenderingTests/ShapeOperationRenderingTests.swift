import Baseline
import BaselineRendering
import BaselineTestSupport
import Testing

@Suite("Shapes combined by boolean operations, drawn")
struct ShapeOperationRenderingTests {
  private func picture<V: View>(_ view: V) throws -> Raster {
    try PNGRenderer().raster(DisplayList(engine().layout(view)))
  }

  private func isRed(_ raster: Raster, _ x: Int, _ y: Int) -> Bool {
    let p = raster.pixel(x: x, y: y)
    return p.red == 255 && p.green == 0 && p.blue == 0
  }

  @Test("A 20-point square less its inscribed circle: red corners, a white middle; the lens of two circles")
  func subtracting() throws {
    let ring = try picture(Rectangle().subtracting(Circle()).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20))
    #expect(isRed(ring, 0, 0) && isRed(ring, 19, 19))
    #expect(!isRed(ring, 10, 10))
    // A circle and the same circle moved half a diameter right overlap between x 10 and 20 of
    // the first's frame: the middle of that lens is red, the first circle's left side is not.
    let lens = try picture(
      Circle().intersection(Circle().offset(x: 10)).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20))
    #expect(isRed(lens, 15, 10) && !isRed(lens, 3, 10))
  }

  @Test("strokedPath: a stroke's outline filled paints where the stroke would")
  func strokedOutline() throws {
    let outline = Path(CGRect(x: 5, y: 5, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 4))
    let filled = try picture(outline.fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20))
    // The stroke runs 3 to 7 around the square's edge at 5: pixel 4 is on it, 10 is inside.
    #expect(isRed(filled, 4, 10) && isRed(filled, 10, 4))
    #expect(!isRed(filled, 10, 10) && !isRed(filled, 1, 10))
  }
}
