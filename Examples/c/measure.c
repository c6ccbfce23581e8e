/* Measures a paragraph at several widths and lays out a scene through libBaselineC.
 *
 *   make c-example      (builds the library and this program, then runs it) */
#include "baseline.h"

#include <stdio.h>
#include <string.h>

int main(void) {
  baseline_engine *engine = NULL;
  char *error = NULL;
  if (baseline_engine_create(NULL, &engine, &error) != BASELINE_OK) {
    fprintf(stderr, "error: %s\n", error);
    baseline_free(error);
    return 1;
  }

  const char *words = "Baseline measures text with real fonts.";
  baseline_text *text = NULL;
  baseline_text_create(engine, words, strlen(words), "Noto Sans", 17, 400, 0, 0, &text, NULL);
  double widths[] = {-1, 200, 120};
  for (int i = 0; i < 3; i++) {
    baseline_text_metrics m;
    baseline_text_measure(text, widths[i], &m, NULL);
    printf("width %6.1f: %.3f x %.3f, first baseline %.3f, last baseline %.3f, %d line(s)\n", widths[i], m.width,
           m.height, m.first_baseline, m.last_baseline, m.line_count);
  }
  baseline_text_destroy(text);

  const char *scene =
      "{\"root\": {\"type\": \"HStack\", \"alignment\": \"firstTextBaseline\", \"children\": ["
      "{\"type\": \"Text\", \"text\": \"Name\", \"font\": \"headline\"}, {\"type\": \"Text\", \"text\": \"Ada\", \"font\": \"title\"}]}}";
  char *json = NULL;
  size_t length = 0;
  if (baseline_layout(engine, scene, strlen(scene), &json, &length, &error) != BASELINE_OK) {
    fprintf(stderr, "error: %s\n", error);
    baseline_free(error);
    return 1;
  }
  printf("%s", json);
  baseline_free(json);
  baseline_engine_destroy(engine);
  return 0;
}
