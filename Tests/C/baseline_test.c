/* The C library's test: hand-derived numbers from the bundled Noto Sans (upem 1000, hhea
 * ascender 1069, descender -293, line gap 0; "H" advances 741, space 260), errors, ownership,
 * and four threads measuring at once. Run by `make test`. */
#include "baseline.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(condition)                                                        \
  do {                                                                          \
    if (!(condition)) {                                                         \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition); \
      failures++;                                                               \
    }                                                                           \
  } while (0)

static int near(double a, double b) { return fabs(a - b) < 1e-9; }

static baseline_engine *engine;

/* "H H" in Noto Sans 10 at 10 points: "H " and "H" on two lines. */
static void *measure_many(void *unused) {
  (void)unused;
  baseline_text *text = NULL;
  if (baseline_text_create(engine, "H H", 3, "Noto Sans", 10, 400, 0, 0, &text, NULL) != BASELINE_OK) return (void *)1;
  long bad = 0;
  for (int i = 0; i < 200; i++) {
    baseline_text_metrics m;
    if (baseline_text_measure(text, 10, &m, NULL) != BASELINE_OK || !near(m.height, 27.24) || m.line_count != 2) bad++;
  }
  baseline_text_destroy(text);
  return (void *)bad;
}

int main(void) {
  char *error = NULL;
  CHECK(baseline_engine_create(NULL, &engine, &error) == BASELINE_OK);
  CHECK(error == NULL);
  if (!engine) return 1;

  /* One line: width 2 x 7.41 + 2.6 = 17.42; height (1069 + 293) x 10 / 1000 = 13.62; baseline 10.69. */
  baseline_text *text = NULL;
  CHECK(baseline_text_create(engine, "H H", 3, "Noto Sans", 10, 400, 0, 0, &text, &error) == BASELINE_OK);
  baseline_text_metrics m;
  CHECK(baseline_text_measure(text, -1, &m, &error) == BASELINE_OK);
  CHECK(near(m.width, 17.42));
  CHECK(near(m.height, 13.62));
  CHECK(near(m.first_baseline, 10.69));
  CHECK(near(m.last_baseline, 10.69));
  CHECK(m.line_count == 1 && m.truncated == 0);
  /* At 10 points: two lines, each 7.41 wide; the second baseline one line height lower, 24.31. */
  CHECK(baseline_text_measure(text, 10, &m, NULL) == BASELINE_OK);
  CHECK(near(m.width, 7.41));
  CHECK(near(m.height, 27.24));
  CHECK(near(m.last_baseline, 24.31));
  CHECK(m.line_count == 2);
  baseline_text_destroy(text);

  /* A scene: its result JSON, SVG and PNG. */
  const char *scene = "{\"root\": {\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 40, \"height\": 30}}]}}";
  char *json = NULL;
  size_t length = 0;
  CHECK(baseline_layout(engine, scene, strlen(scene), &json, &length, &error) == BASELINE_OK);
  CHECK(json != NULL && strncmp(json, "{\n  \"size\": {\"width\": 40, \"height\": 30}", 39) == 0);
  CHECK(json != NULL && strlen(json) == length);
  baseline_free(json);
  char *svg = NULL;
  CHECK(baseline_render_svg(engine, scene, strlen(scene), 1, &svg, &length, NULL) == BASELINE_OK);
  CHECK(svg != NULL && strncmp(svg, "<svg", 4) == 0);
  baseline_free(svg);
  unsigned char *png = NULL;
  CHECK(baseline_render_png(engine, scene, strlen(scene), 2, 0, &png, &length, NULL) == BASELINE_OK);
  CHECK(png != NULL && length > 8 && memcmp(png, "\x89PNG\r\n\x1a\n", 8) == 0);
  baseline_free(png);

  /* Errors: codes and one-line messages, never a crash. */
  const char *bad = "{\"root\": {\"type\": \"HStak\"}}";
  json = (char *)1;
  CHECK(baseline_layout(engine, bad, strlen(bad), &json, &length, &error) == BASELINE_ERROR_SCENE);
  CHECK(json == NULL);
  CHECK(error != NULL && strncmp(error, "root.type: unknown view type", 28) == 0);
  baseline_free(error);
  error = NULL;
  CHECK(baseline_layout(NULL, scene, strlen(scene), &json, &length, &error) == BASELINE_ERROR_ARGUMENT);
  baseline_free(error);
  CHECK(baseline_layout(engine, "{", 1, &json, &length, NULL) == BASELINE_ERROR_SCENE);
  /* A scene over 64 MB is refused before it is read. */
  size_t huge_length = ((size_t)64 << 20) + 1;
  char *huge = malloc(huge_length);
  CHECK(huge != NULL);
  if (huge) {
    memset(huge, ' ', huge_length);
    CHECK(baseline_layout(engine, huge, huge_length, &json, &length, &error) == BASELINE_ERROR_SCENE);
    CHECK(error != NULL && strstr(error, "larger than 64 MB") != NULL);
    baseline_free(error);
    error = NULL;
    free(huge);
  }
  CHECK(baseline_render_png(engine, scene, strlen(scene), NAN, 0, &png, &length, NULL) == BASELINE_ERROR_ARGUMENT);
  CHECK(baseline_text_create(engine, "\xff", 1, NULL, 10, 400, 0, 0, &text, NULL) == BASELINE_ERROR_ARGUMENT);
  CHECK(baseline_text_create(engine, "x", 1, NULL, -3, 400, 0, 0, &text, NULL) == BASELINE_ERROR_ARGUMENT);
  baseline_engine *missing = NULL;
  CHECK(baseline_engine_create("/nonexistent", &missing, &error) == BASELINE_ERROR_FONTS);
  CHECK(missing == NULL && error != NULL);
  baseline_free(error);

  /* Four threads measuring with one engine. */
  pthread_t threads[4];
  for (int i = 0; i < 4; i++) pthread_create(&threads[i], NULL, measure_many, NULL);
  for (int i = 0; i < 4; i++) {
    void *bad_count = NULL;
    pthread_join(threads[i], &bad_count);
    CHECK(bad_count == NULL);
  }

  baseline_engine_destroy(engine);
  if (failures) {
    fprintf(stderr, "%d C checks failed\n", failures);
    return 1;
  }
  printf("C library: all checks passed (%s)\n", baseline_version());
  return 0;
}
