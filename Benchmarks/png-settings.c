#include <png.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
/* The PNG settings of docs/benchmarks.md (docs/uikit-rules.md 19.15): each row filter x zlib level x strategy,
   encoding a screenshot's pixels the way Picture.png() did before its bands (libpng, BGRA rows, filler stripped), with
   the PNG's size and the median and best CPU time of 15 runs, as Markdown table rows.
     UIHOST_WRITE_DEMO_PNG=/tmp/home.png swift test --skip-build --filter DemoScreenTests
     gcc -O2 Benchmarks/png-settings.c -o /tmp/png-settings -lpng -lz && /tmp/png-settings /tmp/home.png */
typedef struct { unsigned char *d; size_t n, cap; } Buf;
static void put(png_structp p, png_bytep b, png_size_t l) { Buf *s = png_get_io_ptr(p); if (s->n + l > s->cap) { s->cap = (s->n + l) * 2; s->d = realloc(s->d, s->cap); } memcpy(s->d + s->n, b, l); s->n += l; }
static void flush(png_structp p) {}
static double now() { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
int W, H; unsigned char *bgra;
static size_t enc(int filter, int level, int strategy) {
  Buf b = {0};
  png_structp p = png_create_write_struct(PNG_LIBPNG_VER_STRING, 0, 0, 0); png_infop i = png_create_info_struct(p);
  png_set_write_fn(p, &b, put, flush);
  png_set_IHDR(p, i, W, H, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(p, 0, filter); png_set_compression_level(p, level); png_set_compression_strategy(p, strategy);
  png_write_info(p, i); png_set_bgr(p); png_set_filler(p, 0, PNG_FILLER_AFTER);
  for (int y = 0; y < H; y++) png_write_row(p, bgra + y * W * 4);
  png_write_end(p, 0); png_destroy_write_struct(&p, &i); free(b.d); return b.n;
}
int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "rb"); png_structp p = png_create_read_struct(PNG_LIBPNG_VER_STRING, 0, 0, 0); png_infop i = png_create_info_struct(p);
  png_init_io(p, f); png_read_info(p, i); W = png_get_image_width(p, i); H = png_get_image_height(p, i);
  png_set_filler(p, 0xff, PNG_FILLER_AFTER); png_set_bgr(p); png_read_update_info(p, i);
  bgra = malloc(W * H * 4); for (int y = 0; y < H; y++) png_read_row(p, bgra + y * W * 4, 0);
  struct { const char *n; int v; } filters[] = {{"none", PNG_FILTER_NONE}, {"sub", PNG_FILTER_SUB}, {"up", PNG_FILTER_UP}, {"paeth", PNG_FILTER_PAETH}, {"all (libpng picks)", PNG_ALL_FILTERS}};
  struct { const char *n; int v; } strats[] = {{"default", Z_DEFAULT_STRATEGY}, {"filtered", Z_FILTERED}, {"rle", Z_RLE}};
  int levels[] = {1, 2, 3, 6};
  for (int fi = 0; fi < 5; fi++) for (int li = 0; li < 4; li++) for (int si = 0; si < 3; si++) {
    if (si == 2 && li > 0) continue; /* the run-length strategy ignores the level: the same bytes at every level */
    double t[15]; size_t n = 0;
    for (int r = 0; r < 15; r++) { double a = now(); n = enc(filters[fi].v, levels[li], strats[si].v); t[r] = now() - a; }
    for (int a = 0; a < 15; a++) for (int c = a + 1; c < 15; c++) if (t[c] < t[a]) { double x = t[a]; t[a] = t[c]; t[c] = x; }
    printf("| %s | %d | %s | %zu | %.2f | %.2f |\n", filters[fi].n, levels[li], strats[si].n, n, t[7], t[0]);
  }
}
