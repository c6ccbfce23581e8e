public import Foundation
import LayoutCore

/// The spacing between a grouped list's sections (`listSectionSpacing`); plain lists lay their
/// sections out without it.
public struct ListSectionSpacing: Hashable, Sendable {
  let length: CGFloat
  /// The platform's spacing: 35 points (Baseline's figure; Apple documents none).
  public static let `default` = ListSectionSpacing(length: 35)
  /// Tighter spacing: 20 points (Baseline's figure).
  public static let compact = ListSectionSpacing(length: 20)
  /// `spacing` points (NaN and negative lengths count as 0).
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(length: spacing.isNaN ? 0 : min(max(spacing, 0), LayoutEngine.maximumLength))
  }
}

extension View {
  /// The spacing between the sections of the grouped lists inside.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environmentChange { $0.listSectionSpacing = spacing }
  }
  /// The spacing between the sections of the grouped lists inside, in points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environmentChange { $0.listSectionSpacing = .custom(spacing) }
  }
}

/// A list in a grouped look (`.grouped`, `.insetGrouped`), with Baseline's metrics after iOS's
/// look (Apple documents no figures): the list's sections stacked `listSectionSpacing` apart,
/// with that space above the first and below the last too, on the grouped background. Each
/// section is
/// - its header (footnote font, secondary color, uppercase unless the header sets its own
///   `textCase`), 16 points in from the card's sides and 6 above the card;
/// - a card of its rows, each row as in the plain list (`List.rowInsets`, `listRowSpacing`
///   apart) with a separator below every row but the last, starting at the row's content (its
///   leading inset) unless a view sets `listRowSeparatorLeading`; `.insetGrouped` cards are 16 points in from the list's sides
///   with 10-point rounded corners, `.grouped` cards run edge to edge, square;
/// - its footer, as the header is set but in its own case, 6 points below the card.
/// Views outside any section form a section of their own without header or footer.
struct GroupedList: View {
  enum Look: Hashable, Sendable { case grouped, insetGrouped }

  let sections: SectionCollection
  let look: Look
  let sectionSpacing: CGFloat
  let colorScheme: ColorScheme
  /// The space between rows in a card (`listRowSpacing`).
  let rowSpacing: CGFloat

  /// How far a header's and a footer's text is from the card's sides.
  static let textInset: CGFloat = 16
  /// The space between a header and its card, and a card and its footer.
  static let captionGap: CGFloat = 6

  /// The look of section headers: footnote, secondary, uppercase.
  static func styleHeader(_ environment: inout EnvironmentValues) {
    styleFooter(&environment)
    environment.textCase = .uppercase
  }
  /// The look of section footers: footnote, secondary.
  static func styleFooter(_ environment: inout EnvironmentValues) {
    environment.font = .footnote
    environment.foregroundColor = .secondary
  }

  var body: some View {
    let margin: CGFloat = look == .insetGrouped ? 16 : 0
    let dark = colorScheme == .dark
    // iOS's systemGroupedBackground and secondarySystemGroupedBackground.
    let background = dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    let cardFill = dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : Color(red: 1, green: 1, blue: 1)
    return VStack(alignment: .leading, spacing: sectionSpacing) {
      ForEach(sections) { section in
        VStack(alignment: .leading, spacing: 0) {
          if !section.header.isEmpty {
            VStack(alignment: .leading, spacing: 0) { section.header }
              .padding(.horizontal, Self.textInset).padding(.bottom, Self.captionGap)
          }
          VStack(alignment: .leading, spacing: rowSpacing) {
            let rows = section.content.subviews + section.actions.subviews
            ForEach(rows.indices, id: \.self) { index in
              ListRow(node: rows[index].node, hasSeparator: index < rows.count - 1, insetsSeparator: true)
            }
          }
          .background(RoundedRectangle(cornerRadius: look == .insetGrouped ? 10 : 0).fill(cardFill))
          if !section.footer.isEmpty {
            VStack(alignment: .leading, spacing: 0) { section.footer }
              .padding(.horizontal, Self.textInset).padding(.top, Self.captionGap)
          }
        }
        .padding(.horizontal, margin)
      }
    }
    .padding(.vertical, sectionSpacing)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(background)
  }
}
