public import Foundation
import LayoutCore

/// A view that changes with time, as SwiftUI's `TimelineView`: a layout is one moment, so its
/// content is built once for the date the layout runs (`context.date`, the schedule's first
/// date at or before now).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let content: Content

  /// What the content is built with.
  public typealias Context = TimelineViewDefaultContext

  /// A view built once, for the schedule's entry at the layout's date.
  public init(_ schedule: Schedule, @ViewBuilder content: (Context) -> Content) {
    self.content = content(Context(date: schedule.entries(from: Date(), mode: .normal).first ?? Date(), cadence: .live))
  }

  public var body: some View { content.named("TimelineView") }
}

/// What a `TimelineView`'s content is built with (not generic, so closures infer their view).
public struct TimelineViewDefaultContext: Sendable {
  /// The moment shown.
  public let date: Date
  /// How often the content changes (accepted).
  public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
  /// How often the content changes (accepted).
  public let cadence: Cadence
}

/// When a `TimelineView` changes.
public protocol TimelineSchedule {
  /// The dates from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date]
}

/// How a schedule is read (accepted).
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// A schedule of every moment (the layout's date).
public struct AnimationTimelineSchedule: TimelineSchedule {
  /// A schedule of every moment (the arguments are accepted).
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A schedule every `interval` seconds from `start`: the last entry at or before the layout's
/// date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  let start: Date
  let interval: TimeInterval
  /// A schedule every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.start = startDate
    self.interval = interval
  }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    guard interval > 0, interval.isFinite, startDate > start else { return [start] }
    let steps = ((startDate.timeIntervalSince(start)) / interval).rounded(.down)
    return [start.addingTimeInterval(steps * interval)]
  }
}

/// A schedule of each minute (the minute the layout runs in).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// A schedule of each minute.
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    [Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)]
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A schedule of every moment.
  public static var animation: AnimationTimelineSchedule { .init() }
  /// A schedule of every moment (the arguments are accepted).
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { .init() }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    .init(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule of each minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}
