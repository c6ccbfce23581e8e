public import Foundation
import LayoutCore

// The month calendar that `DatePicker` draws in the graphical style and `MultiDatePicker`
// always draws. Baseline's metrics (Apple documents none): a header as tall as a button with
// the month and year in the control font, bold, and the previous and next arrows at its
// trailing end; 4 points; a row of the weekdays' one-letter symbols, from the calendar's first
// weekday, in the control font 2 points smaller and secondary; 4 points; the month's days in
// rows of seven. Every cell is `buttonHeight + 4` points square (24 at the regular size); the
// selected days sit on an accent circle as wide as the cell.

/// A month's calendar with some days selected.
struct CalendarGrid: View {
  /// A day of the month shown.
  let month: Date
  /// The selected days, as year, month and day in the environment's calendar.
  let selected: Set<DateComponents>

  var body: some View {
    let environment = CurrentEnvironment.values
    let look = environment.controlLook
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    calendar.locale = environment.locale
    let cell = look.buttonHeight + 4
    let start = calendar.dateInterval(of: .month, for: month)?.start ?? month
    let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
    let blanks = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
    let rows = (blanks + days + 6) / 7
    let symbols = calendar.veryShortStandaloneWeekdaySymbols
    let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7] }
    let year = calendar.component(.year, from: start)
    let monthNumber = calendar.component(.month, from: start)
    let title = start.formatted(Date.FormatStyle(locale: environment.locale, calendar: calendar, timeZone: environment.timeZone).month(.wide).year())
    return VStack(alignment: .leading, spacing: 4) {
      HStack(spacing: 0) {
        Text(verbatim: title).font(environment.controlFont.bold()).lineLimit(1)
        Spacer(minLength: 0)
        Image(systemName: "chevron.left").frame(width: cell, height: look.buttonHeight)
        Image(systemName: "chevron.right").frame(width: cell, height: look.buttonHeight)
      }
      .frame(width: 7 * cell, height: look.buttonHeight)
      HStack(spacing: 0) {
        ForEach(0..<7, id: \.self) { column in
          Text(verbatim: weekdays[column]).font(.system(size: look.fontSize - 2)).foregroundColor(.secondary)
            .frame(width: cell, height: cell)
        }
      }
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<rows, id: \.self) { row in
          HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { column in
              let day = row * 7 + column - blanks + 1
              if day >= 1 && day <= days {
                let isSelected = selected.contains(DateComponents(year: year, month: monthNumber, day: day))
                Text(verbatim: "\(day)").font(environment.controlFont).foregroundColor(isSelected ? .white : nil)
                  .frame(width: cell, height: cell)
                  .background { if isSelected { Circle().fill(.accentColor) } }
              } else {
                Color.clear.frame(width: cell, height: cell)
              }
            }
          }
        }
      }
    }
    .named("Calendar")
  }

  /// The year, month and day of `date` in the environment's calendar and time zone.
  static func day(_ date: Date, in environment: EnvironmentValues) -> DateComponents {
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return DateComponents(year: parts.year, month: parts.month, day: parts.day)
  }
}

/// Several dates chosen on a calendar, as SwiftUI's `MultiDatePicker`: the month of the earliest
/// selected date (the current month when none is), its selected days on accent circles (see
/// `CalendarGrid`'s metrics). In a form the label goes to the label column; elsewhere before
/// the calendar.
public struct MultiDatePicker<Label: View>: View {
  let label: Label
  let selection: Set<DateComponents>

  /// A calendar choosing the days in `selection`.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection.wrappedValue
  }

  /// A calendar choosing days in `bounds` (the bounds do not change what is shown).
  public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, label: label)
  }

  /// A calendar choosing days from `bounds`' start on.
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, label: label)
  }

  /// A calendar choosing days before `bounds`' end.
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, label: label)
  }

  public var body: some View {
    let environment = CurrentEnvironment.values
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    let days = selection.map { DateComponents(year: $0.year, month: $0.month, day: $0.day) }
    let month = days.compactMap { calendar.date(from: $0) }.min() ?? Date()
    return labeledControl(
      "MultiDatePicker", label: label.font(environment.controlFont), content: CalendarGrid(month: month, selected: Set(days)))
  }
}

extension MultiDatePicker where Label == Text {
  /// A calendar titled with a string.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }

  /// A calendar titled with a string, choosing days in `bounds`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(selection: selection) { Text(titleKey) }
  }
}
