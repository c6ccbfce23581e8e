#include "CJPEGBridge.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

/* libjpeg reports errors through error_exit, which by default prints and exits: jump back to
 * the decoder instead. */
struct bridge_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
};

static void bridge_error_exit(j_common_ptr info) {
  struct bridge_error *error = (struct bridge_error *)info->err;
  longjmp(error->jump, 1);
}

static void bridge_output_message(j_common_ptr info) { (void)info; }

/* A progressive file may repeat scans without end (libjpeg only warns), each costing a pass
 * over the whole image: give up past CJPEG_MAX_SCANS scans. */
static void bridge_progress(j_common_ptr info) {
  if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > CJPEG_MAX_SCANS) {
    longjmp(((struct bridge_error *)info->err)->jump, 1);
  }
}

int cjpeg_decode(const uint8_t *data, size_t size, size_t max_pixels, uint8_t **pixels, int *width, int *height) {
  struct jpeg_decompress_struct info;
  struct bridge_error error;
  uint8_t *volatile output = NULL;
  *pixels = NULL;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = bridge_error_exit;
  error.manager.output_message = bridge_output_message;
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&info);
    free(output);
    return -1;
  }
  jpeg_create_decompress(&info);
  struct jpeg_progress_mgr progress = {.progress_monitor = bridge_progress};
  info.progress = &progress;
  jpeg_mem_src(&info, data, (unsigned long)size);
  if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
    jpeg_destroy_decompress(&info);
    return -1;
  }
  if ((size_t)info.image_width * (size_t)info.image_height > max_pixels || info.image_width == 0 || info.image_height == 0) {
    jpeg_destroy_decompress(&info);
    return -2;
  }
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 3;
  output = malloc(stride * info.output_height);
  if (output == NULL) {
    jpeg_destroy_decompress(&info);
    return -1;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = output + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  *pixels = output;
  return 0;
}

void cjpeg_free(uint8_t *pixels) { free(pixels); }
