import Testing
import Foundation
@testable import LayoutCore

@Test func zzProbe() {
  let view = VStack(alignment: .leading, spacing: 6) {
    ForEach(0..<3) { row in
      HStack(alignment: .firstTextBaseline, spacing: 12) {
        Text("Field \(row)").font(.headline).frame(width: 120, alignment: .trailing)
        Text("preferred contact method billing shipping same as above company department")
      }
    }
  }
  let root = engine.makeRoot(view)
  let proposal = ProposedViewSize(width: 480, height: nil)
  let size = root.size(proposal)
  root.place(at: .zero, size: size, proposal: proposal)
  _ = root.explicitAlignment(VerticalAlignment.firstTextBaseline.key, at: size, proposal: proposal)
  var stack = [(root, 0)]
  while let (node, depth) = stack.popLast() {
    print(String(repeating: "  ", count: depth), node.info.kind, node.measureCount)
    for i in (0..<node.childCount).reversed() { stack.append((node.child(at: i), depth + 1)) }
  }
}
