#ifndef BASELINE_CHARFBUZZ_SHIM_H
#define BASELINE_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

/* Swift cannot import function-like macros; these wrap the ones the engine needs. */

static inline hb_tag_t chb_tag(char a, char b, char c, char d) {
  return HB_TAG(a, b, c, d);
}

static inline hb_glyph_flags_t chb_glyph_flags(const hb_glyph_info_t *info) {
  return hb_glyph_info_get_glyph_flags(info);
}

/* hb_font_draw_glyph appeared in HarfBuzz 7.0; Debian 12 ships 6.0, which has the older name. */
static inline void chb_font_draw_glyph(hb_font_t *font, hb_codepoint_t glyph,
                                       hb_draw_funcs_t *funcs, void *data) {
#if HB_VERSION_ATLEAST(7, 0, 0)
  hb_font_draw_glyph(font, glyph, funcs, data);
#else
  hb_font_get_glyph_shape(font, glyph, funcs, data);
#endif
}

#endif
