#ifndef BASELINE_CFREETYPE_SHIM_H
#define BASELINE_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BBOX_H

/* Load flags for unhinted outlines that match HarfBuzz's unrounded advances. */
static inline FT_Int32 cft_load_unhinted(void) {
  return (FT_Int32)(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP);
}

#endif
