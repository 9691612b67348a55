// CHarfBuzz: HarfBuzz's shaping API (Debian's libharfbuzz-dev headers), opened when a line first
// needs shaping (see CDynamicLibrary): Debian's libharfbuzz links GLib, Graphite and PCRE2, which
// a kiosk showing only Latin, Greek, Cyrillic or CJK text never maps (1.4 MiB resident).
#pragma once
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <stddef.h>

/// The library the kiosk opens: HarfBuzz's ABI 0 (Debian's libharfbuzz0b).
#define KIOSK_HARFBUZZ_SONAME "libharfbuzz.so.0"

/// Opens HarfBuzz, once. Returns 1; or 0, with why in `message` (`size` bytes). Every other
/// HarfBuzz function may be called only after it returned 1.
int kiosk_harfbuzz_load(char *message, size_t size);
