import BaselineDisplay
import Foundation
public import LayoutCore
import Typography

extension LayoutCheckFailure {
  /// The SVG picture of a failed check: the layout with its guides, the offending views filled
  /// and outlined in red, and, for a baseline check, each one's baseline in red.
  public static func picture(of result: LayoutResult, failures: [LayoutCheckFailure]) -> String {
    var highlights: [SVGRenderer.Highlight] = []
    for failure in failures {
      for index in failure.nodes where index < result.nodes.count {
        let node = result.nodes[index]
        var lines: [CGFloat] = []
        switch failure.check {
        case .sameFirstBaseline: lines = node.firstBaseline.map { [$0] } ?? []
        case .sameLastBaseline: lines = node.lastBaseline.map { [$0] } ?? []
        default: break
        }
        highlights.append(SVGRenderer.Highlight(frame: node.frame, lines: lines))
      }
    }
    return SVGRenderer(showsGuides: true).render(DisplayList(result), highlights: highlights)
  }
}
