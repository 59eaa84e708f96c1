// Cairo (drawing), FreeType (glyph outlines for Cairo), HarfBuzz (shaping) and libpng (encoding, which Cairo
// itself depends on): see docs/rendering.md.
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>
#include <harfbuzz/hb-ot.h>
#include <png.h>
#include <zlib.h>
