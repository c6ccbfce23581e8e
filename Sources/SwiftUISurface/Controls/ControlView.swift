import Foundation
import LayoutCore

/// A control's content under the control's own name in the result tree (`Toggle`, `TextField`,
/// ...): a node that changes nothing about layout and passes its content's guides (so its text
/// baselines) through.
struct NamedControl<Content: View>: View, PrimitiveView {
  let name: String
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func appendNodes(_ context: ResolveContext, to nodes: inout [LayoutNode]) {
    let start = nodes.count
    resolve(content, context, into: &nodes)
    // A form row is the row itself (the form's grid reads it), named after the control.
    for index in start..<nodes.count where !(nodes[index] is GridRowNode) {
      nodes[index] = PayloadNode(kind: name, child: nodes[index], isModifier: false)
    }
  }
}

extension View {
  /// This view under a control's name in the result tree.
  func named(_ name: String) -> NamedControl<Self> { NamedControl(name: name, content: self) }
}

/// A control and its label where they go: in a form, a row of it (see `formRow`); elsewhere
/// the label, `spacing` (the control look's label spacing when nil) and the control side by side
/// on `alignment`, or the control alone when it has no label or does not show it outside forms.
/// Under `labelsHidden()` the label is left out everywhere (a form row keeps its empty label
/// column).
func labeledControl<Label: View, Content: View>(
  _ name: String, label: Label?, content: Content, showsLabelOutsideForm: Bool = true,
  alignment: VerticalAlignment = .firstTextBaseline, spacing: CGFloat? = nil
) -> AnyView {
  let environment = CurrentEnvironment.values
  let label = environment.labelsVisibility == .hidden ? nil : label
  if environment.isInForm { return formRow(name, label: label, content: content) }
  guard let label, showsLabelOutsideForm else { return AnyView(content.named(name)) }
  return AnyView(
    HStack(alignment: alignment, spacing: spacing ?? environment.controlLook.labelSpacing) {
      label
      content
    }.named(name))
}

/// A labeled control as a row of the form it is in: in a columns-style form, the label in the
/// trailing-aligned label column and the control in the content column, aligned on their first
/// text baselines; in a grouped form, the label leading and the control trailing. A control
/// without a label (a checkbox, whose label is its own) leaves the label column empty.
func formRow<Label: View, Content: View>(_ name: String, label: Label?, content: Content) -> AnyView {
  let environment = CurrentEnvironment.values
  if environment.isGroupedForm {
    return AnyView(
      HStack(alignment: .firstTextBaseline, spacing: environment.controlLook.labelSpacing) {
        if let label { label }
        Spacer(minLength: 0)
        content
      }.named(name))
  }
  var row = GridRow(alignment: .firstTextBaseline) {
    if let label {
      label.gridColumnAlignment(.trailing)
    } else {
      Color.clear.frame(width: 0, height: 0).gridColumnAlignment(.trailing)
    }
    content.gridColumnAlignment(.leading)
  }
  row.kind = name
  return AnyView(row)
}

/// An invisible one-space text in `font`, centered in a control that has no text of its own
/// (a switch, a slider, a stepper's arrows): the control then reports the baselines a line of
/// the control font centered in it would have, so it aligns with labels and fields on text
/// baselines.
func textlessBaseline(_ font: Font) -> some View {
  Text(verbatim: " ").font(font).foregroundColor(.clear)
}

/// A bezel of a control without text (a stepper's arrows, a color well) `width` x `height`,
/// with `inside` drawn over it, reporting the baselines of a line of `look`'s font centered in it.
func textlessBezel<Inside: View>(
  _ look: ControlLook, font: Font, width: CGFloat, height: CGFloat, @ViewBuilder inside: () -> Inside = { EmptyView() }
) -> some View {
  ZStack {
    bezelShape(RoundedRectangle(cornerRadius: look.cornerRadius))
    inside()
    textlessBaseline(font)
  }
  .frame(width: width, height: height)
}

extension EnvironmentValues {
  /// Whether controls show their labels: `.hidden` under `labelsHidden()`.
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}

private enum LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension View {
  /// Hides the labels of the controls inside: a toggle, picker, slider or stepper shows its
  /// control alone (a checkbox its box), and in a form the row's label column stays empty.
  /// The label still names the control for accessibility, as in SwiftUI.
  public func labelsHidden() -> some View {
    environmentChange { $0.labelsVisibility = .hidden }
  }

  /// Shows or hides the labels of the controls inside (see ``labelsHidden()``).
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    environmentChange { $0.labelsVisibility = visibility }
  }
}
