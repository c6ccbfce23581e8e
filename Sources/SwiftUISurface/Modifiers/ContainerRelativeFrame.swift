public import Foundation
public import LayoutCore

extension View {
  /// A frame relative to the nearest container (a scroll view, else the layout's root offer):
  /// on `axes`, the container's length passed through `length` (SwiftUI's closure form).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modified { node, context in
      context.outcome.readsContainerSizes = true
      return ContainerRelativeFrameNode(
        child: node, axes: axes, alignment: alignment, container: context.container, length: length)
    }
  }

  /// A frame as large as the nearest container on `axes`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// A frame of `span` of `count` equal parts of the nearest container, `spacing` between parts.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return part * CGFloat(span) + spacing * CGFloat(span - 1)
    }
  }
}
