// Cairo (drawing), FreeType (glyph outlines for Cairo), HarfBuzz (shaping), libpng (encoding, which Cairo
// itself depends on; zlib, which the PNG encoder calls itself) and libjpeg-turbo (decoding): see docs/rendering.md.
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>
#include <harfbuzz/hb-ot.h>
#include <png.h>
#include <zlib.h>

// libjpeg-turbo (asset catalog JPEGs, docs/uikit-rules.md 19.11). Its errors jump back here instead of exiting the
// process, so Swift only sees a status: 0 for success.
#include <stdio.h>
#include <setjmp.h>
#include <jpeglib.h>

struct uihost_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void uihost_jpeg_fail(j_common_ptr info) {
    longjmp(((struct uihost_jpeg_error *)info->err)->jump, 1);
}

static void uihost_jpeg_quiet(j_common_ptr info) {}

/// Reads a JPEG's pixel size (`pixels` NULL) or decodes it into `pixels`, rows `stride` bytes apart, in Cairo's
/// ARGB32 byte order on little-endian machines (B, G, R, 255). Returns 0 on success.
static inline int uihost_jpeg_decode(const unsigned char *data, unsigned long length, int *width, int *height,
                                     unsigned char *pixels, int stride) {
    struct jpeg_decompress_struct info;
    struct uihost_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = uihost_jpeg_fail;
    error.manager.output_message = uihost_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, length);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    if (pixels) {
        while (info.output_scanline < info.output_height) {
            JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
            jpeg_read_scanlines(&info, &row, 1);
        }
        jpeg_finish_decompress(&info);
    }
    jpeg_destroy_decompress(&info);
    return 0;
}
