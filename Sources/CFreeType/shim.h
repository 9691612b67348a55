// CFreeType: FreeType 2 (FT_FREETYPE_H is a macro include Swift cannot follow, so the header is named).
#pragma once
#include <ft2build.h>
#include <freetype/freetype.h>
#include <freetype/ftglyph.h>
