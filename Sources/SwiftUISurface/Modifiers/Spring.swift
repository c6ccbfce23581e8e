import Foundation

/// A spring's motion (iOS 17), kept and readable; a layout runs no animation. Its forms convert
/// into one another as Apple documents them: the perceptual duration is the response, a bounce
/// of b >= 0 is a damping ratio of 1 - b (a negative bounce, an overdamped spring: 1 / (1 + b)),
/// the stiffness is (2 pi / response)^2 x mass and the damping 4 pi x ratio x mass / response.
public struct Spring: Hashable, Sendable {
  /// The perceptual duration in seconds: how long the spring takes to settle, as it looks.
  public let duration: Double
  /// How much the spring bounces: 0 none, up to 1 without end; below 0, overdamped.
  public let bounce: Double
  /// The mass moved (1 unless given).
  public let mass: Double

  /// A spring of perceptual `duration` seconds with `bounce`.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
    mass = 1
  }

  /// A spring by response (seconds) and damping ratio (1: critically damped).
  public init(response: Double, dampingRatio: Double) {
    duration = response
    bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    mass = 1
  }

  /// A spring by its physical mass, stiffness and damping.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let safeMass = mass > 0 && mass.isFinite ? mass : 1
    let response = stiffness > 0 && stiffness.isFinite ? 2 * Double.pi * (safeMass / stiffness).squareRoot() : 0.5
    let ratio = damping.isFinite ? max(damping, 0) * response / (4 * Double.pi * safeMass) : 1
    let limited = allowOverDamping ? ratio : min(ratio, 1)
    duration = response
    bounce = limited <= 1 ? 1 - limited : 1 / limited - 1
    self.mass = safeMass
  }

  /// The response in seconds (the perceptual duration).
  public var response: Double { duration }
  /// The damping ratio: 1 - bounce, or 1 / (1 + bounce) for a negative bounce.
  public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }
  /// The stiffness: (2 pi / response)^2 x mass.
  public var stiffness: Double { duration > 0 ? pow(2 * Double.pi / duration, 2) * mass : .infinity }
  /// The damping: 4 pi x damping ratio x mass / response.
  public var damping: Double { duration > 0 ? 4 * Double.pi * dampingRatio * mass / duration : .infinity }

  /// A spring without bounce (0.5 seconds).
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A quick spring with a little bounce (0.5 seconds, bounce 0.15).
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A spring with more bounce (0.5 seconds, bounce 0.3).
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// A spring without bounce over `duration`, with `extraBounce`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A quick spring over `duration`, with `extraBounce` more than 0.15.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring over `duration`, with `extraBounce` more than 0.3.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// An animation along `spring`.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation("spring(duration: \(spring.duration), bounce: \(spring.bounce))")
  }
  /// An animation along `spring` that keeps velocity between changes.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    Animation("interpolatingSpring(duration: \(spring.duration), bounce: \(spring.bounce))")
  }
}
