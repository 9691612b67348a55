// CFreeType: FreeType 2 (FT_FREETYPE_H is a macro include Swift cannot follow, so the header is named).
#pragma once
#include <ft2build.h>
#include <freetype/freetype.h>
#include <freetype/ftglyph.h>

/// FT_LOAD_TARGET_LIGHT (a function-like macro): light hinting, vertical only, which keeps
/// glyph shapes and advances close to the design at small sizes.
static inline FT_Int32 kiosk_ft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }
