// `import CoreLocation` when previews compile, read as this module through
// `-module-alias CoreLocation=BaselineCoreLocation`: the values models hold (coordinates,
// locations, distances). There is no location service: a preview has no position.

@_exported public import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// Meters.
public typealias CLLocationDistance = Double
/// Meters.
public typealias CLLocationAccuracy = Double
/// Degrees from north.
public typealias CLLocationDirection = Double
/// Meters a second.
public typealias CLLocationSpeed = Double

/// A latitude and a longitude, degrees.
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
  /// Degrees north of the equator.
  public var latitude: CLLocationDegrees
  /// Degrees east of Greenwich.
  public var longitude: CLLocationDegrees

  /// 0, 0.
  public init() { (latitude, longitude) = (0, 0) }
  /// The coordinate at `latitude` and `longitude`.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    (self.latitude, self.longitude) = (latitude, longitude)
  }
}

/// Whether a coordinate's latitude is within ±90 and its longitude within ±180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A coordinate made of `latitude` and `longitude`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A location: a coordinate and an altitude. An `NSObject`, as on Apple's platforms: equal only to
/// itself, hashable by identity.
open class CLLocation: NSObject, @unchecked Sendable {
  // `@unchecked`: immutable after init.
  /// The coordinate.
  public let coordinate: CLLocationCoordinate2D
  /// Meters above sea level.
  public let altitude: CLLocationDistance
  /// When the location was taken.
  public let timestamp: Date

  /// The location at `latitude` and `longitude`.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    (altitude, timestamp) = (0, Date())
    super.init()
  }

  /// The distance to `location` along the earth's surface, meters (haversine, on a sphere of
  /// radius 6,371,008.8 m, the mean earth radius).
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let radians = Double.pi / 180
    let (φ1, φ2) = (coordinate.latitude * radians, location.coordinate.latitude * radians)
    let Δφ = φ2 - φ1
    let Δλ = (location.coordinate.longitude - coordinate.longitude) * radians
    let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
    return 6_371_008.8 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}

/// The location service's state: a preview has none, so it is never authorized.
public enum CLAuthorizationStatus: Int32, Sendable {
  /// The user has not been asked.
  case notDetermined = 0
  /// The app may not use location services.
  case restricted = 1
  /// The user said no.
  case denied = 2
  /// Always allowed.
  case authorizedAlways = 3
  /// Allowed while the app is used.
  case authorizedWhenInUse = 4
}

/// The location service, inert: it never delivers a location in a preview.
open class CLLocationManager: NSObject, @unchecked Sendable {
  /// Who hears about locations (never called in a preview).
  public weak var delegate: (any CLLocationManagerDelegate)?
  /// The accuracy asked for.
  public var desiredAccuracy: CLLocationAccuracy = 0
  /// The last location: none in a preview.
  public var location: CLLocation? { nil }
  /// `.notDetermined`.
  public var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  /// A manager.
  public override init() { super.init() }
  /// Does nothing in a preview.
  public func requestWhenInUseAuthorization() {}
  /// Does nothing in a preview.
  public func requestAlwaysAuthorization() {}
  /// Does nothing in a preview.
  public func startUpdatingLocation() {}
  /// Does nothing in a preview.
  public func stopUpdatingLocation() {}
}

/// Who hears about a location manager's locations.
public protocol CLLocationManagerDelegate: AnyObject {}
