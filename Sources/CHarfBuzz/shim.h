// CHarfBuzz: HarfBuzz's shaping API and its OpenType font functions (no FreeType, GLib or ICU
// glue: fonts are read from their files, and the kiosk renders the glyphs with FreeType itself).
#pragma once
#include <hb.h>
#include <hb-ot.h>
