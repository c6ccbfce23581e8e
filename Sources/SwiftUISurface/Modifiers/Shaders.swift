public import Foundation
public import LayoutCore

// Metal shader effects (iOS 17): `colorEffect`, `distortionEffect`, `layerEffect` and shapes
// filled with a `Shader`. Baseline runs no shader language, so a view with one of these effects
// is drawn without it (its layout is the same: shaders change pixels, not frames), and the
// layout's result says so in its warnings, naming the shader function.

/// Where shader functions come from (a Metal library in SwiftUI). Functions are named by member:
/// `ShaderLibrary.default.ripple(...)`.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
  let source: String

  /// The app's default library.
  public static let `default` = ShaderLibrary(source: "default")

  /// The default library of a bundle.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

  /// A library from compiled data.
  public init(data: Data) { source = "data" }

  /// A library from a file.
  public init(url: URL) { source = url.path }

  private init(source: String) { self.source = source }

  /// A function of the default library by name.
  public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }

  /// A function of this library by name.
  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// A shader function of a library; calling it with arguments makes a `Shader`.
public struct ShaderFunction: Hashable, Sendable {
  /// The library.
  public var library: ShaderLibrary
  /// The function's name.
  public var name: String

  /// The function `name` of `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// A shader of this function with `arguments`.
  public func callAsFunction(_ arguments: Shader.Argument...) -> Shader { Shader(function: self, arguments: arguments) }
}

/// A shader function with its arguments: an effect or a fill Baseline does not run (see the note
/// above). As a shape style it paints clear.
public struct Shader: ShapeStyle, Equatable {
  /// An argument a shader is called with.
  public struct Argument: Equatable, Sendable {
    let kind: String

    /// A number.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float \(Double(x))") }
    /// Two numbers.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(kind: "float2 \(Double(x)) \(Double(y))") }
    /// A point's coordinates.
    public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
    /// A size's width and height.
    public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
    /// A vector's components.
    public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }
    /// Three numbers.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(kind: "float3 \(Double(x)) \(Double(y)) \(Double(z))")
    }
    /// Four numbers.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(kind: "float4 \(Double(x)) \(Double(y)) \(Double(z)) \(Double(w))")
    }
    /// An array of numbers.
    public static func floatArray(_ array: [Float]) -> Argument { Argument(kind: "floatArray \(array)") }
    /// A color.
    public static func color(_ color: Color) -> Argument { Argument(kind: "color \(color)") }
    /// An array of colors.
    public static func colorArray(_ array: [Color]) -> Argument { Argument(kind: "colorArray \(array)") }
    /// An image.
    public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
    /// Raw data.
    public static func data(_ data: Data) -> Argument { Argument(kind: "data \(data.count)") }
    /// The bounding rectangle of what is drawn.
    public static var boundingRect: Argument { Argument(kind: "boundingRect") }
  }

  /// The function.
  public var function: ShaderFunction
  /// Its arguments.
  public var arguments: [Argument]
  /// Whether colors are dithered (accepted).
  public var dithersColor = false

  /// A shader of `function` with `arguments`.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// Clear (the shader is not run), with a warning in the layout's result.
  public var flatColor: Color {
    ResolveOutcome.noteInRunningResolution(Shader.notRun(function, as: "a shape style"))
    return .clear
  }

  /// The layout's warning that a shader was not run.
  static func notRun(_ function: ShaderFunction, as use: String) -> String {
    "the shader \"\(function.name)\" (\(use)) was not run: Baseline has no Metal; drawn without it"
  }
}

extension View {
  /// Changes each pixel's color with a shader: drawn without it (see `Shader`).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    shaderEffect("colorEffect", shader, isEnabled: isEnabled)
  }

  /// Moves each pixel with a shader: drawn without it, the layout unchanged (see `Shader`).
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    shaderEffect("distortionEffect", shader, isEnabled: isEnabled)
  }

  /// Makes each pixel from the view's layer with a shader: drawn without it (see `Shader`).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    shaderEffect("layerEffect", shader, isEnabled: isEnabled)
  }

  private func shaderEffect(_ kind: String, _ shader: Shader, isEnabled: Bool) -> some View {
    modified { node, context in
      if isEnabled { context.outcome.note(Shader.notRun(shader.function, as: kind)) }
      return PassthroughNode(kind: kind, child: node)
    }
  }
}
