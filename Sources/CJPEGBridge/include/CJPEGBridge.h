#ifndef BASELINE_CJPEGBRIDGE_H
#define BASELINE_CJPEGBRIDGE_H

#include <stddef.h>
#include <stdint.h>

/* The most scans a progressive JPEG may have: encoders write about ten; a file with more is
 * rejected (each scan is a pass over the whole image, and libjpeg accepts repeated ones). */
#define CJPEG_MAX_SCANS 100

/* Decodes a baseline or progressive JPEG held in memory to 8-bit RGB.
 * On success returns 0 and sets *pixels (width * height * 3 bytes, to be released with
 * cjpeg_free), *width and *height. Returns -1 for data libjpeg rejects (corrupt or truncated
 * files), without printing and without leaving the process (libjpeg's default on errors is to
 * exit) or with more than CJPEG_MAX_SCANS scans, and -2 when the image has more than max_pixels
 * pixels. */
int cjpeg_decode(const uint8_t *data, size_t size, size_t max_pixels, uint8_t **pixels, int *width, int *height);

/* Releases pixels returned by cjpeg_decode. */
void cjpeg_free(uint8_t *pixels);

#endif
