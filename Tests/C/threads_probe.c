/* The C library under eight threads against one: every scene named on the command line (and a
 * few hostile ones made here) is laid out and drawn to SVG and PNG once on the main thread, then
 * by eight threads at once, sharing one engine, BASELINE_PROBE_ROUNDS rounds each (1 unless
 * set). Every output must equal the serial one byte for byte, and every call must return (an
 * error is an output too). Run by `make test` with the example scenes as arguments. */
#include <baseline.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { THREADS = 8, OUTPUTS = 3 };

static int rounds = 1;

typedef struct {
  char *bytes;
  size_t length;
  int status;
} output;

static baseline_engine *engine;
static char **scenes;
static size_t *scene_lengths;
static int scene_count;
static output (*serial)[OUTPUTS];

static output run(int scene, int kind) {
  output result = {NULL, 0, 0};
  char *error = NULL;
  const char *json = scenes[scene];
  size_t length = scene_lengths[scene];
  switch (kind) {
  case 0: result.status = baseline_layout(engine, json, length, &result.bytes, &result.length, &error); break;
  case 1: result.status = baseline_render_svg(engine, json, length, 1, &result.bytes, &result.length, &error); break;
  default:
    result.status = baseline_render_png(engine, json, length, 1, 0, (unsigned char **)&result.bytes, &result.length, &error);
  }
  if (result.status != BASELINE_OK) {
    /* The error message is the output to compare. */
    result.bytes = error;
    result.length = error ? strlen(error) : 0;
  } else {
    baseline_free(error);
  }
  return result;
}

static void *worker(void *argument) {
  long first = (long)argument;
  long mismatches = 0;
  for (int round = 0; round < rounds; round++) {
    for (int step = 0; step < scene_count * OUTPUTS; step++) {
      /* Each thread starts at another place, so different scenes run at the same time. */
      int index = (int)((first * 7 + step + round) % (scene_count * OUTPUTS));
      int scene = index / OUTPUTS, kind = index % OUTPUTS;
      output got = run(scene, kind);
      output want = serial[scene][kind];
      if (got.status != want.status || got.length != want.length || (got.length && memcmp(got.bytes, want.bytes, got.length))) {
        fprintf(stderr, "thread %ld: scene %d output %d differs from the serial one\n", first, scene, kind);
        mismatches++;
      }
      baseline_free(got.bytes);
    }
  }
  return (void *)mismatches;
}

static char *read_file(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *bytes = malloc((size_t)size + 1);
  *length = fread(bytes, 1, (size_t)size, file);
  fclose(file);
  return bytes;
}

static void add(char *json, size_t length) {
  scenes[scene_count] = json;
  scene_lengths[scene_count] = length;
  scene_count++;
}

/* A Text scene of `count` copies of `piece` (already JSON-escaped), with markdown on or off. */
static void add_text(const char *piece, int count, int markdown) {
  size_t size = strlen(piece) * (size_t)count + 200;
  char *json = malloc(size);
  int at = sprintf(json, "{\"proposal\": {\"width\": 300, \"height\": null}, \"root\": {\"type\": \"Text\", \"markdown\": %s, \"text\": \"",
                   markdown ? "true" : "false");
  for (int i = 0; i < count; i++) at += sprintf(json + at, "%s", piece);
  at += sprintf(json + at, "\"}}");
  add(json, (size_t)at);
}

int main(int argc, char **argv) {
  char *error = NULL;
  const char *rounds_setting = getenv("BASELINE_PROBE_ROUNDS");
  if (rounds_setting && atoi(rounds_setting) > 0) rounds = atoi(rounds_setting);
  if (baseline_engine_create(NULL, &engine, &error) != BASELINE_OK) {
    fprintf(stderr, "no engine: %s\n", error ? error : "?");
    return 1;
  }
  scenes = calloc((size_t)argc + 16, sizeof(char *));
  scene_lengths = calloc((size_t)argc + 16, sizeof(size_t));
  for (int i = 1; i < argc; i++) {
    size_t length = 0;
    char *json = read_file(argv[i], &length);
    if (json) add(json, length);
  }
  /* Hostile texts: nested emphasis, brackets before links, unmatched closers, a letter under
   * 2,000 accents, a line of 2,000 words; and a PNG header of 2^32 - 1 pixels a side. */
  add_text("*a ", 2000, 1);
  add_text("[a](b)[", 2000, 1);
  add_text("a* ", 4000, 1);
  add_text("e\\u0301\\u0301\\u0301\\u0301\\u0301\\u0301\\u0301\\u0301\\u0301\\u0301", 200, 0);
  add_text("word ", 2000, 0);
  const char *trap = "/tmp/baseline-threads-probe-trap.png";
  FILE *png = fopen(trap, "wb");
  if (png) {
    static const unsigned char header[] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 'I', 'H', 'D', 'R',
                                           0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 2, 0, 0, 0, 0, 0, 0, 0};
    fwrite(header, 1, sizeof header, png);
    fclose(png);
    char *json = malloc(300);
    int length = sprintf(json, "{\"root\": {\"type\": \"Image\", \"name\": \"%s\", \"resizable\": true, "
                               "\"modifiers\": [{\"frame\": {\"width\": 20, \"height\": 20}}]}}", trap);
    add(json, (size_t)length);
  }

  serial = calloc((size_t)scene_count, sizeof *serial);
  for (int scene = 0; scene < scene_count; scene++) {
    for (int kind = 0; kind < OUTPUTS; kind++) serial[scene][kind] = run(scene, kind);
  }
  pthread_t threads[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&threads[i], NULL, worker, (void *)i);
  long mismatches = 0;
  for (int i = 0; i < THREADS; i++) {
    void *count = NULL;
    pthread_join(threads[i], &count);
    mismatches += (long)count;
  }
  long calls = (long)THREADS * rounds * scene_count * OUTPUTS;
  printf("threads probe: %d scenes x %d outputs, %ld calls on %d threads, %ld differ from the serial results\n",
         scene_count, OUTPUTS, calls, THREADS, mismatches);
  baseline_engine_destroy(engine);
  return mismatches == 0 ? 0 : 1;
}
