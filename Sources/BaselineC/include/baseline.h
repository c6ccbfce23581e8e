/*
 * baseline.h: the Baseline layout engine as a C library (libBaselineC.so).
 *
 * Scenes go in and results come out as JSON (docs/scenes.md); texts can be measured through a
 * handle, for host layout engines that call a measure function (Yoga, Taffy).
 *
 * Ownership: every buffer or string the library returns through an out parameter is allocated
 * with malloc and belongs to the caller, who frees it with baseline_free (or free). Returned
 * text is NUL-terminated; its length (without the NUL) is given where asked. Handles are freed
 * with their own destroy function. Inputs are only read during the call.
 *
 * Errors: functions return BASELINE_OK (0) or an error code; when `error` is not NULL, a failed
 * call stores a one-line message there (caller frees) and a successful one stores NULL.
 *
 * Threads: an engine and a text handle may be used from any number of threads at once.
 */
#ifndef BASELINE_H
#define BASELINE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
  BASELINE_OK = 0,
  /* A NULL pointer, a negative or NaN size, text that is not UTF-8. */
  BASELINE_ERROR_ARGUMENT = 1,
  /* The scene JSON is malformed or not a valid scene (the message names the JSON path), or
   * longer than 64 MB (checked before it is read). */
  BASELINE_ERROR_SCENE = 2,
  /* The fonts folder is missing or damaged. */
  BASELINE_ERROR_FONTS = 3,
  /* The picture cannot be made (too large). */
  BASELINE_ERROR_RENDER = 4
};

/* Fonts and their caches, shared by every call made with it. */
typedef struct baseline_engine baseline_engine;

/* A text in a font, shaped once, to measure at any width. */
typedef struct baseline_text baseline_text;

/* A text's size and baselines for one proposed width, in points (baselines from the top). */
typedef struct {
  double width;
  double height;
  double first_baseline;
  double last_baseline;
  int32_t line_count;
  int32_t truncated;
} baseline_text_metrics;

/* An engine over the fonts in `fonts_directory` (a folder with manifest.json), or over the
 * bundled fonts when it is NULL ($BASELINE_FONTS, or Fonts/ in the current directory). */
int baseline_engine_create(const char *fonts_directory, baseline_engine **engine, char **error);
void baseline_engine_destroy(baseline_engine *engine);

/* Lays out a scene (JSON text of `length` bytes) and returns the layout result's JSON, as
 * `baseline layout` prints it. */
int baseline_layout(baseline_engine *engine, const char *scene_json, size_t length,
                    char **result_json, size_t *result_length, char **error);

/* Lays out a scene and draws it as SVG text (guides over it when show_guides is not 0). */
int baseline_render_svg(baseline_engine *engine, const char *scene_json, size_t length, int show_guides,
                        char **svg, size_t *svg_length, char **error);

/* Lays out a scene and draws it as PNG bytes at `scale` pixels per point. */
int baseline_render_png(baseline_engine *engine, const char *scene_json, size_t length, double scale,
                        int show_guides, unsigned char **png, size_t *png_length, char **error);

/* A text of `length` bytes of UTF-8 in a font: `family` NULL for the default (Noto Sans), a
 * point size, a weight from 100 to 900, italic when not 0; `line_limit` 0 for none. */
int baseline_text_create(baseline_engine *engine, const char *utf8, size_t length, const char *family,
                         double size, int weight, int italic, int line_limit, baseline_text **text,
                         char **error);
void baseline_text_destroy(baseline_text *text);

/* Measures the text for a proposed width (a negative or NaN width: no limit, one line per
 * paragraph). */
int baseline_text_measure(baseline_text *text, double width, baseline_text_metrics *metrics, char **error);

/* Frees a buffer or message the library returned. */
void baseline_free(void *pointer);

/* The library's version, "MAJOR.MINOR.PATCH" (static storage: do not free). */
const char *baseline_version(void);

#ifdef __cplusplus
}
#endif

#endif
