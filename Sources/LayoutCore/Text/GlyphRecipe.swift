/// How a measurer makes a measured text's glyphs, kept with the measurement
/// (`MeasuredText.glyphRecipe`) so that a renderer draws exactly what was measured without a
/// measurer of its own.
///
/// A recipe, not its product: a layout measures each text for several proposals and draws one
/// of them, so what is kept is how to make the glyphs, and the glyphs are made when the text is
/// first drawn. `Baseline`'s measurer attaches a `MeasuredGlyphs`, which shapes the text again
/// and breaks it into lines with the style it was measured with (deterministic, so these are the
/// measured glyphs and lines) on first use, and keeps them. LayoutCore only carries a recipe: it
/// never calls one, and recipes take no part in a measurement's equality or hashing.
public protocol GlyphRecipe: AnyObject, Sendable {}
