#ifndef BASELINE_CICUBRIDGE_H
#define BASELINE_CICUBRIDGE_H

/*
 * A plain C view of the parts of ICU the typography engine needs: UAX #14 line break
 * opportunities, UAX #29 grapheme cluster boundaries, UAX #9 embedding levels and UAX #24 script
 * values. No ICU type appears here, so Swift never sees ICU's headers (they clash with
 * Foundation's private ICU) or its version-suffixed symbol names.
 *
 * All text is UTF-16; all offsets are UTF-16 code-unit offsets. Functions return a negative
 * value on failure (an ICU error code, negated, or -1 for bad arguments).
 */

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Line break opportunities. Writes every boundary offset p with 0 < p <= length at which a line
 * may start, in increasing order, into `positions`, and sets `hard[i]` to 1 when the break
 * before positions[i] is mandatory (after LF, CR LF, NEL, LS, PS, ...). Both arrays need room
 * for `capacity` entries; length + 1 always suffices. Returns the number of positions written.
 */
int32_t blicu_line_breaks(const uint16_t *text, int32_t length,
                          int32_t *positions, uint8_t *hard, int32_t capacity);

/*
 * Grapheme cluster boundaries (extended grapheme clusters). Writes every boundary offset
 * 0 < p <= length in increasing order. Returns the number written.
 */
int32_t blicu_grapheme_breaks(const uint16_t *text, int32_t length,
                              int32_t *positions, int32_t capacity);

/*
 * Break iterators opened and closed in the whole process so far. Each thread that breaks text
 * keeps at most one line and one grapheme iterator; they are closed when the thread exits.
 */
int64_t blicu_opened_iterator_count(void);
int64_t blicu_closed_iterator_count(void);

/*
 * Bidi embedding levels. `base` is 0 (left to right), 1 (right to left) or -1 (from the first
 * strong character of each paragraph, left to right when there is none). Fills `levels` and
 * `paragraph_levels` (the base level of the bidi paragraph each code unit belongs to), each with
 * `length` entries. Returns the base level of the first paragraph.
 */
int32_t blicu_bidi_levels(const uint16_t *text, int32_t length, int32_t base,
                          uint8_t *levels, uint8_t *paragraph_levels);

/*
 * The Unicode Script property of a code point as an ISO 15924 tag packed big-endian into 32
 * bits ('Latn' = 0x4C61746E). Common is 'Zyyy', Inherited is 'Zinh', unknown is 'Zzzz'.
 */
uint32_t blicu_script_tag(uint32_t codepoint);

/* The Unicode version of the ICU data, e.g. "15.0". Writes at most `capacity` bytes. */
void blicu_unicode_version(char *buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
