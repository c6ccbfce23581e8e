import Synchronization

/// What a tree's Text nodes of one look share: the style and color (`TextLook`, which the result
/// keeps) and the measurer that measures them (which the result does not keep: it would hold the
/// measurer's caches). Immutable; one per look and measurer in a tree, so that a node holds one
/// reference rather than a 40-byte measurer of its own.
package final class TextSource: Sendable {
  let look: TextLook
  let measurer: any TextMeasuring
  /// The environment's identity for `measurer` (`EnvironmentValues.textMeasurerIdentity`).
  let measurerIdentity: MeasurerIdentity

  package init(look: TextLook, measurer: any TextMeasuring, measurerIdentity: MeasurerIdentity) {
    self.look = look
    self.measurer = measurer
    self.measurerIdentity = measurerIdentity
  }

  // The measurer's calls, made here, where it is borrowed from the source: read out of the
  // source by a caller, the existential would be copied (the measurer retained) at each call.

  /// `measurer.prepare(_:style:)`.
  func prepare(_ string: String, style: TextStyle) -> (any AnyObject & Sendable)? {
    measurer.prepare(string, style: style)
  }

  /// `measurer.measure(_:style:proposal:prepared:)`.
  func measure(
    _ string: String, style: TextStyle, proposal: ProposedViewSize, prepared: (any AnyObject & Sendable)?
  ) -> MeasuredText {
    measurer.measure(string, style: style, proposal: proposal, prepared: prepared)
  }

  /// `measurer.measurementsHoldAcrossWidths`.
  var measurementsHoldAcrossWidths: Bool { measurer.measurementsHoldAcrossWidths }

  /// The latest record of a measurement with no lines and no glyph layout (a stack's probe at
  /// zero width, which a text answers with its font's metrics alone), for the source's other
  /// texts to share when theirs is the same.
  private let keptEmptyRecord = Mutex<MeasurementRecord?>(nil)

  /// A record of `measured`, which has no lines and no glyph layout: the source's
  /// kept one when it is equal (every text of one look measured at zero width, say), else a new
  /// one, kept in its place. A form's texts are all probed at zero width, and a record each was
  /// one more block to make and free per text.
  func emptyRecord(of measured: MeasuredText) -> MeasurementRecord {
    precondition(measured.lines.isEmpty && measured.glyphRecipe == nil, "a shared record has nothing of its own")
    return keptEmptyRecord.withLock { kept in
      if let kept, kept.measured == measured { return kept }
      let made = MeasurementRecord(measured)
      kept = made
      return made
    }
  }

  /// Whether the source is `style` in `color`, measured by the measurer of `measurerIdentity`.
  package func isSource(_ style: TextStyle, _ color: Color?, _ gradient: ShapeGradient?, _ measurerIdentity: MeasurerIdentity) -> Bool {
    self.measurerIdentity == measurerIdentity && look.isLook(style, color, gradient)
  }
}

/// Identifies one setting of `EnvironmentValues.textMeasurer` (see `textMeasurerIdentity`): a
/// number drawn once per setting, so that environments copied from one another (and the texts
/// in them) carry it without reference counting. Setting the same measurer twice makes two
/// identities: their texts then keep sources of their own, which costs memory, never a wrong
/// measurement.
package struct MeasurerIdentity: Equatable, Sendable {
  private let number: Int

  /// The identity of the default measurer, `ApproximateTextMeasurer()`, which has no state.
  package static let approximate = MeasurerIdentity(number: 0)

  /// A new identity, different from every other one made in the process.
  package static func next() -> MeasurerIdentity {
    MeasurerIdentity(number: counter.wrappingAdd(1, ordering: .relaxed).newValue)
  }

  private static let counter = Atomic<Int>(0)
}
