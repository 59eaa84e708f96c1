// Cairo (drawing, PNG), FreeType (glyph outlines for Cairo) and HarfBuzz (shaping): see docs/rendering.md.
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>
