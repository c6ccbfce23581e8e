// `import os` when previews compile, read as this module through `-module-alias os=Baselineos`:
// the unified logging API apps write (`Logger`, its interpolations and privacy levels). A preview
// logs nothing: messages are accepted and dropped.

@_exported public import Foundation

/// A log message, written as a string with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// The message's pieces (dropped: a preview logs nothing).
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    /// An empty message.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// A literal piece.
    public mutating func appendLiteral(_ literal: String) {}
    /// A value, with its privacy.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {}
    /// A value, aligned and with its privacy.
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto
    ) {}
    /// A number, formatted and with its privacy.
    public mutating func appendInterpolation<T: Numeric>(
      _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting, privacy: OSLogPrivacy = .auto
    ) {}
  }

  /// A literal message.
  public init(stringLiteral value: String) {}
  /// A message with interpolations.
  public init(stringInterpolation: StringInterpolation) {}
}

/// How much of an interpolated value a log shows.
public struct OSLogPrivacy: Sendable {
  /// The system's choice.
  public static let auto = OSLogPrivacy()
  /// Shown.
  public static let `public` = OSLogPrivacy()
  /// Redacted.
  public static let `private` = OSLogPrivacy()
  /// Redacted, and hidden in captures.
  public static let sensitive = OSLogPrivacy()
  /// Redacted to a hash.
  public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
  /// How a redacted value is masked.
  public struct Mask: Sendable {
    /// A hash of the value.
    public static let hash = Mask()
    /// Nothing.
    public static let none = Mask()
  }
}

/// How an interpolated string is aligned (accepted).
public struct OSLogStringAlignment: Sendable {
  /// Right-aligned in `columns`.
  public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
  /// Left-aligned in `columns`.
  public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// How an interpolated number is written (accepted).
public struct OSLogIntegerFormatting: Sendable {
  /// Decimal.
  public static let decimal = OSLogIntegerFormatting()
  /// Hexadecimal.
  public static let hex = OSLogIntegerFormatting()
}

/// A message's level.
public struct OSLogType: Equatable, Sendable {
  let value: UInt8
  /// The default level.
  public static let `default` = OSLogType(value: 0)
  /// Information.
  public static let info = OSLogType(value: 1)
  /// Debugging.
  public static let debug = OSLogType(value: 2)
  /// An error.
  public static let error = OSLogType(value: 16)
  /// A fault.
  public static let fault = OSLogType(value: 17)
}

/// A logger of a subsystem and category; in a preview it drops what it is given.
public struct Logger: Sendable {
  /// A logger of `subsystem` and `category`.
  public init(subsystem: String, category: String) {}
  /// The default logger.
  public init() {}
  /// Logs `message` at the default level.
  public func log(_ message: OSLogMessage) {}
  /// Logs `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// Logs at the trace level.
  public func trace(_ message: OSLogMessage) {}
  /// Logs at the debug level.
  public func debug(_ message: OSLogMessage) {}
  /// Logs at the info level.
  public func info(_ message: OSLogMessage) {}
  /// Logs at the notice level.
  public func notice(_ message: OSLogMessage) {}
  /// Logs a warning.
  public func warning(_ message: OSLogMessage) {}
  /// Logs an error.
  public func error(_ message: OSLogMessage) {}
  /// Logs a critical error.
  public func critical(_ message: OSLogMessage) {}
  /// Logs a fault.
  public func fault(_ message: OSLogMessage) {}
}
