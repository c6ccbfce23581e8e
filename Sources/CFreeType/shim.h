#ifndef BASELINE_CFREETYPE_SHIM_H
#define BASELINE_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include FT_TRUETYPE_TABLES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_STROKER_H

/* Load flags for unhinted outlines that match HarfBuzz's unrounded advances. */
static inline FT_Int32 cft_load_unhinted(void) {
  return (FT_Int32)(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP);
}

/* The tables FreeType keeps for a face, typed (FT_Get_Sfnt_Table returns void *). */
static inline const TT_OS2 *cft_os2(FT_Face face) {
  return (const TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
}
static inline const TT_HoriHeader *cft_hhea(FT_Face face) {
  return (const TT_HoriHeader *)FT_Get_Sfnt_Table(face, FT_SFNT_HHEA);
}
static inline const TT_Header *cft_head(FT_Face face) {
  return (const TT_Header *)FT_Get_Sfnt_Table(face, FT_SFNT_HEAD);
}
static inline const TT_Postscript *cft_post(FT_Face face) {
  return (const TT_Postscript *)FT_Get_Sfnt_Table(face, FT_SFNT_POST);
}

#endif
