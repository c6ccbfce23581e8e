// `import MapKit` when previews compile, read as this module through
// `-module-alias MapKit=BaselineMapKit`: the regions models hold, and SwiftUI's `Map` as a
// placeholder (Baseline draws no map: the view takes the size it is offered, 10 x 10 where none
// is, filled a pale green, and its markers and annotations are not drawn).

@_exported public import BaselineCoreLocation
@_exported public import Foundation
public import SwiftUISurface
public import BaselineStyle

/// A latitude and longitude extent, degrees.
public struct MKCoordinateSpan: Hashable, Sendable {
  /// Degrees of latitude.
  public var latitudeDelta: CLLocationDegrees
  /// Degrees of longitude.
  public var longitudeDelta: CLLocationDegrees
  /// No extent.
  public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
  /// The extent of `latitudeDelta` by `longitudeDelta`.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
  }
}

/// A region of the map: a center and a span.
public struct MKCoordinateRegion: Hashable, Sendable {
  /// The center.
  public var center: CLLocationCoordinate2D
  /// The extent.
  public var span: MKCoordinateSpan
  /// An empty region at 0, 0.
  public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
  /// The region of `span` about `center`.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }
  /// The region of `latitudinalMeters` by `longitudinalMeters` about `center` (111,320 m a degree
  /// of latitude; a degree of longitude shrinks with the cosine of the latitude).
  public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
    let metersPerDegree = 111_320.0
    let longitudeScale = max(cos(center.latitude * .pi / 180), 1e-9)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metersPerDegree, longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)))
  }
}

/// How a map may be moved (accepted: a preview does not move).
public struct MapInteractionModes: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Panning.
  public static let pan = MapInteractionModes(rawValue: 1)
  /// Zooming.
  public static let zoom = MapInteractionModes(rawValue: 2)
  /// Rotating.
  public static let rotate = MapInteractionModes(rawValue: 4)
  /// Tilting.
  public static let pitch = MapInteractionModes(rawValue: 8)
  /// Every mode.
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the map follows the user (accepted).
public enum MapUserTrackingMode: Sendable {
  /// It does not.
  case none
  /// It does.
  case follow
}

/// Where a map's camera is: a region, the user's location, or the automatic framing.
public struct MapCameraPosition: Hashable, Sendable {
  /// The region shown, when one is.
  public var region: MKCoordinateRegion?
  /// The framing of the map's content.
  public static let automatic = MapCameraPosition(region: nil)
  /// `region`.
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
  /// The user's location (a preview has none: the fallback's, or automatic).
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition { fallback }
}

/// Something drawn on a map: a marker, an annotation, a shape (not drawn in a preview).
public protocol MapContent {}

/// A marker at a coordinate.
public struct Marker: MapContent {
  /// A marker titled `title` at `coordinate`.
  public init(_ title: String, coordinate: CLLocationCoordinate2D) {}
  /// A marker titled `title` with a symbol at `coordinate`.
  public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {}
  /// A marker with a text title at `coordinate`.
  public init(_ title: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {}
}

/// A view at a coordinate.
public struct Annotation<Content: View>: MapContent {
  /// `content` titled `title` at `coordinate`.
  public init(_ title: String, coordinate: CLLocationCoordinate2D, @ViewBuilder content: () -> Content) {}
}

/// The user's location (none in a preview).
public struct UserAnnotation: MapContent {
  /// The user's annotation.
  public init() {}
}

/// A line through coordinates.
public struct MapPolyline: MapContent {
  /// The line through `coordinates`.
  public init(coordinates: [CLLocationCoordinate2D]) {}
}

/// A circle about a coordinate.
public struct MapCircle: MapContent {
  /// A circle of `radius` meters about `center`.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
}

/// A map's content, collected (and not drawn).
public struct MapContentList: MapContent {
  let items: [any MapContent]
  /// The list of `items` (none by default).
  public init(items: [any MapContent] = []) { self.items = items }
}

/// Builds a map's content from its statements.
@resultBuilder
public enum MapContentBuilder {
  /// The statements' contents.
  public static func buildBlock(_ contents: any MapContent...) -> MapContentList { MapContentList(items: contents) }
  /// An optional content.
  public static func buildOptional(_ content: MapContentList?) -> MapContentList { content ?? MapContentList(items: []) }
  /// One branch.
  public static func buildEither(first content: MapContentList) -> MapContentList { content }
  /// The other branch.
  public static func buildEither(second content: MapContentList) -> MapContentList { content }
  /// A loop's contents.
  public static func buildArray(_ contents: [MapContentList]) -> MapContentList { MapContentList(items: contents) }
}

/// An annotation of the older `Map(coordinateRegion:annotationItems:annotationContent:)`.
public protocol MapAnnotationProtocol {}

/// A marker of the older API.
public struct MapMarker: MapAnnotationProtocol {
  /// A marker at `coordinate` in `tint`.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A pin of the older API.
public struct MapPin: MapAnnotationProtocol {
  /// A pin at `coordinate` in `tint`.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A view annotation of the older API.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  /// `content` at `coordinate`.
  public init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Content) {}
}

/// SwiftUI's map view, as a placeholder: it takes the size it is offered (10 x 10 where none
/// is), filled a pale green; its region, camera and content are accepted and not drawn.
public struct Map: View {
  /// A map of `coordinateRegion`.
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
    userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {}

  /// A map of `coordinateRegion` with an annotation per item.
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
    userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Annotation
  ) where Items.Element: Identifiable {}

  /// A map framed at `initialPosition`, with `content`.
  public init(
    initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
    @MapContentBuilder content: () -> MapContentList = { MapContentList(items: []) }
  ) {}

  /// A map whose camera is `position`, with `content`.
  public init(
    position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
    @MapContentBuilder content: () -> MapContentList = { MapContentList(items: []) }
  ) {}

  public var body: some View {
    Rectangle().fill(Color(red: 0.85, green: 0.92, blue: 0.84))
  }
}

/// A map's look (accepted).
public struct MapStyle: Sendable {
  /// The standard map.
  public static let standard = MapStyle()
  /// Satellite imagery.
  public static let imagery = MapStyle()
  /// Imagery with roads and names.
  public static let hybrid = MapStyle()
}

extension View {
  /// Sets the map's look (accepted: the placeholder has one look).
  public func mapStyle(_ style: MapStyle) -> some View { self }
}
