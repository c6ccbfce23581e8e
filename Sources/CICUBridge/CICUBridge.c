#include "CICUBridge.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

/*
 * Opening a break iterator loads and clones rule data, which costs more than breaking a typical
 * paragraph, so each thread keeps one iterator per type and points it at new text with
 * ubrk_setText. Iterators are not thread-safe; thread-local storage keeps them unshared. A
 * pthread key with a destructor closes a thread's iterators when the thread exits, so programs
 * that start and end many threads do not leak them.
 */
typedef struct {
  UBreakIterator *line;
  UBreakIterator *character;
} thread_iterators;

static _Thread_local thread_iterators *thread_slots = NULL;
static _Atomic int64_t opened_iterators = 0;
static _Atomic int64_t closed_iterators = 0;

int64_t blicu_opened_iterator_count(void) { return opened_iterators; }
int64_t blicu_closed_iterator_count(void) { return closed_iterators; }
static pthread_key_t iterators_key;
static pthread_once_t iterators_key_once = PTHREAD_ONCE_INIT;
static int iterators_key_ok = 0;

static void close_thread_iterators(void *value) {
  thread_iterators *slots = (thread_iterators *)value;
  if (slots == NULL) return;
  if (slots->line != NULL) {
    ubrk_close(slots->line);
    closed_iterators++;
  }
  if (slots->character != NULL) {
    ubrk_close(slots->character);
    closed_iterators++;
  }
  free(slots);
  thread_slots = NULL;
}

static void make_iterators_key(void) {
  iterators_key_ok = pthread_key_create(&iterators_key, close_thread_iterators) == 0;
}

static thread_iterators *current_slots(void) {
  if (thread_slots != NULL) return thread_slots;
  pthread_once(&iterators_key_once, make_iterators_key);
  /* Without a key nothing could close the iterators at thread exit: refuse rather than leak. */
  if (!iterators_key_ok) return NULL;
  thread_iterators *slots = (thread_iterators *)calloc(1, sizeof(thread_iterators));
  if (slots == NULL) return NULL;
  if (pthread_setspecific(iterators_key, slots) != 0) {
    free(slots);
    return NULL;
  }
  thread_slots = slots;
  return slots;
}

static UBreakIterator *iterator_for(UBreakIteratorType type, const uint16_t *text, int32_t length,
                                    UErrorCode *status) {
  thread_iterators *slots = current_slots();
  if (slots == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  UBreakIterator **slot = type == UBRK_LINE ? &slots->line : &slots->character;
  if (*slot == NULL) {
    /* The root locale: breaking must not depend on the process locale. */
    *slot = ubrk_open(type, "", NULL, 0, status);
    if (U_FAILURE(*status)) {
      *slot = NULL;
      return NULL;
    }
    opened_iterators++;
  }
  ubrk_setText(*slot, (const UChar *)text, length, status);
  return U_FAILURE(*status) ? NULL : *slot;
}

/* Shared walk over a break iterator; `hard` may be NULL. */
static int32_t collect_breaks(UBreakIteratorType type, const uint16_t *text, int32_t length,
                              int32_t *positions, uint8_t *hard, int32_t capacity) {
  if (length < 0 || capacity < 0 || (length > 0 && text == NULL)) return -1;
  if (length == 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *it = iterator_for(type, text, length, &status);
  if (it == NULL) return U_FAILURE(status) ? -(int32_t)status : -1;
  int32_t count = 0;
  for (int32_t p = ubrk_following(it, 0); p != UBRK_DONE; p = ubrk_next(it)) {
    if (count >= capacity) break;
    positions[count] = p;
    if (hard != NULL) {
      int32_t rule = ubrk_getRuleStatus(it);
      hard[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
    }
    count++;
  }
  /* Detach the caller's text so the iterator never refers to freed memory. */
  static const UChar empty[1] = {0};
  status = U_ZERO_ERROR;
  ubrk_setText(it, empty, 0, &status);
  return count;
}

int32_t blicu_line_breaks(const uint16_t *text, int32_t length,
                          int32_t *positions, uint8_t *hard, int32_t capacity) {
  if (hard == NULL) return -1;
  return collect_breaks(UBRK_LINE, text, length, positions, hard, capacity);
}

int32_t blicu_grapheme_breaks(const uint16_t *text, int32_t length,
                              int32_t *positions, int32_t capacity) {
  return collect_breaks(UBRK_CHARACTER, text, length, positions, NULL, capacity);
}

int32_t blicu_bidi_levels(const uint16_t *text, int32_t length, int32_t base,
                          uint8_t *levels, uint8_t *paragraph_levels) {
  if (length < 0 || (length > 0 && (text == NULL || levels == NULL || paragraph_levels == NULL)))
    return -1;
  UBiDiLevel requested = base == 0 ? 0 : base == 1 ? 1 : UBIDI_DEFAULT_LTR;
  if (length == 0) return base == 1 ? 1 : 0;
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &status);
  if (U_FAILURE(status)) return -(int32_t)status;
  ubidi_setPara(bidi, (const UChar *)text, length, requested, NULL, &status);
  if (U_FAILURE(status)) {
    ubidi_close(bidi);
    return -(int32_t)status;
  }
  const UBiDiLevel *computed = ubidi_getLevels(bidi, &status);
  if (U_FAILURE(status) || computed == NULL) {
    ubidi_close(bidi);
    return U_FAILURE(status) ? -(int32_t)status : -1;
  }
  memcpy(levels, computed, (size_t)length);
  int32_t paragraphs = ubidi_countParagraphs(bidi);
  int32_t first_level = 0;
  for (int32_t i = 0; i < paragraphs; i++) {
    int32_t start = 0, limit = 0;
    UBiDiLevel level = 0;
    ubidi_getParagraphByIndex(bidi, i, &start, &limit, &level, &status);
    if (U_FAILURE(status)) break;
    if (i == 0) first_level = level;
    if (limit > length) limit = length;
    if (start < limit) memset(paragraph_levels + start, level, (size_t)(limit - start));
  }
  ubidi_close(bidi);
  return U_FAILURE(status) ? -(int32_t)status : first_level;
}

/*
 * ISO 15924 tags by ICU script code, filled once: looking a tag up by name for every character
 * (uscript_getShortName + strlen) costs more than finding the character's script.
 */
#define BLICU_SCRIPT_TABLE_SIZE 512
static uint32_t script_tags[BLICU_SCRIPT_TABLE_SIZE];
static pthread_once_t script_tags_once = PTHREAD_ONCE_INIT;

static void fill_script_tags(void) {
  for (int32_t code = 0; code < BLICU_SCRIPT_TABLE_SIZE; code++) {
    const char *name = uscript_getShortName((UScriptCode)code);
    if (name == NULL || strlen(name) != 4) {
      script_tags[code] = 0x5A7A7A7Au; /* Zzzz */
      continue;
    }
    script_tags[code] = ((uint32_t)(unsigned char)name[0] << 24) |
                        ((uint32_t)(unsigned char)name[1] << 16) |
                        ((uint32_t)(unsigned char)name[2] << 8) | (uint32_t)(unsigned char)name[3];
  }
}

uint32_t blicu_script_tag(uint32_t codepoint) {
  pthread_once(&script_tags_once, fill_script_tags);
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode code = uscript_getScript((UChar32)codepoint, &status);
  if (U_FAILURE(status) || code < 0 || code >= BLICU_SCRIPT_TABLE_SIZE) return 0x5A7A7A7Au; /* Zzzz */
  return script_tags[code];
}

void blicu_unicode_version(char *buffer, int32_t capacity) {
  if (buffer == NULL || capacity <= 0) return;
  UVersionInfo version;
  u_getUnicodeVersion(version);
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(version, text);
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = '\0';
}
