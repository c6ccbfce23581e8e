/* libFuzzer over the C library: each input is a scene's JSON, laid out, and when it lays out,
 * drawn to SVG and to PNG at a quarter pixel per point. A crash, a trap or a sanitizer report
 * is a defect; an error code is an answer. Built and run by `make fuzz` (see the Makefile). */
#include <baseline.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

static baseline_engine *engine;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  if (baseline_engine_create(NULL, &engine, NULL) != BASELINE_OK) abort();
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *json = (const char *)data;
  char *out = NULL;
  size_t length = 0;
  if (baseline_layout(engine, json, size, &out, &length, NULL) != BASELINE_OK) return 0;
  baseline_free(out);
  if (baseline_render_svg(engine, json, size, 1, &out, &length, NULL) == BASELINE_OK) baseline_free(out);
  unsigned char *png = NULL;
  if (baseline_render_png(engine, json, size, 0.25, 1, &png, &length, NULL) == BASELINE_OK) baseline_free(png);
  return 0;
}
