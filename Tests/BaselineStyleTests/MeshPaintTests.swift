import Foundation
import Testing
@testable import BaselineStyle

private let red = Color(red: 1, green: 0, blue: 0)
private let green = Color(red: 0, green: 1, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)
private let white = Color(red: 1, green: 1, blue: 1)

/// A regular grid of `width` x `height` vertices over the unit square, row by row.
private func grid(_ width: Int, _ height: Int) -> [MeshPaint.Vertex] {
  (0..<height).flatMap { row in
    (0..<width).map { column in
      MeshPaint.Vertex(position: CGPoint(x: CGFloat(column) / CGFloat(width - 1), y: CGFloat(row) / CGFloat(height - 1)))
    }
  }
}

private func close(_ color: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Bool {
  abs(color.red - r) < 1e-9 && abs(color.green - g) < 1e-9 && abs(color.blue - b) < 1e-9 && abs(color.opacity - a) < 1e-9
}

@Suite("Mesh gradients as paint")
struct MeshPaintTests {
  @Test("2 x 2 corners red, green, blue, white: bilinear at (0.25, 0.25) is 9/16 red + 3/16 green + 3/16 blue + 1/16 white")
  func bilinear() {
    for smooth in [false, true] {
      // Two vertices a side: the Catmull-Rom derivatives are the sides themselves and the twist
      // the corners' saddle, so the smooth blend is the bilinear one.
      let mesh = MeshPaint(width: 2, height: 2, vertices: grid(2, 2), colors: [red, green, blue, white], smoothsColors: smooth)
      let pixels = mesh.raster(columns: 2, rows: 2)
      #expect(close(pixels[0], 9.0 / 16 + 1.0 / 16, 3.0 / 16 + 1.0 / 16, 3.0 / 16 + 1.0 / 16))
      // (0.75, 0.75): 1/16 red, 3/16 green, 3/16 blue, 9/16 white.
      #expect(close(pixels[3], 1.0 / 16 + 9.0 / 16, 3.0 / 16 + 9.0 / 16, 3.0 / 16 + 9.0 / 16))
    }
  }

  @Test("Smooth colors across three columns 0, 1, 0: 0.625 a quarter of the way, where bilinear gives 0.5")
  func smooth() {
    // Red components 0, 1, 0 along each row. The first cell's Hermite curve has tangents 1 (the
    // edge's one-sided estimate) and 0 (the middle's centered one): at its middle,
    // h01(0.5) x 1 + h10(0.5) x 1 = 0.5 + 0.125.
    let black = Color(red: 0, green: 0, blue: 0)
    let colors = [black, red, black, black, red, black]
    let smooth = MeshPaint(width: 3, height: 2, vertices: grid(3, 2), colors: colors, smoothsColors: true)
    #expect(abs(smooth.raster(columns: 2, rows: 2)[0].red - 0.625) < 1e-9)
    let flat = MeshPaint(width: 3, height: 2, vertices: grid(3, 2), colors: colors, smoothsColors: false)
    #expect(abs(flat.raster(columns: 2, rows: 2)[0].red - 0.5) < 1e-9)
  }

  @Test("Control points bend an edge as a cubic Bézier: (0, 0), (1/3, 0.3), (2/3, 0.3), (1, 0) is at y 0.225 halfway")
  func bezierEdge() {
    var vertices = grid(2, 2)
    vertices[0] = MeshPaint.Vertex(position: .zero, trailing: CGPoint(x: 1.0 / 3, y: 0.3))
    vertices[1] = MeshPaint.Vertex(position: CGPoint(x: 1, y: 0), leading: CGPoint(x: 2.0 / 3, y: 0.3))
    let mesh = MeshPaint(width: 2, height: 2, vertices: vertices, colors: [red, red, red, red])
    let middle = mesh.position(column: 0, row: 0, s: 0.5, t: 0)
    #expect(abs(middle.x - 0.5) < 1e-9 && abs(middle.y - 0.225) < 1e-9)
  }

  @Test("Points the mesh does not reach take the background; an inconsistent mesh is all background")
  func background() {
    // The mesh covers the left half only.
    let half = [CGPoint(x: 0, y: 0), CGPoint(x: 0.5, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 0.5, y: 1)].map { MeshPaint.Vertex(position: $0) }
    let mesh = MeshPaint(width: 2, height: 2, vertices: half, colors: [red, red, red, red], background: blue)
    let pixels = mesh.raster(columns: 4, rows: 1)
    #expect(pixels == [red, red, blue, blue])
    let broken = MeshPaint(width: 2, height: 2, vertices: half, colors: [red], background: white)
    #expect(broken.raster(columns: 2, rows: 1) == [white, white])
    #expect(!broken.isPaintable)
  }
}
