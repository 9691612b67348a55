// CFriBidi: GNU FriBidi's Unicode bidirectional algorithm (Debian's libfribidi-dev headers),
// opened with HarfBuzz when a line first needs shaping (see CDynamicLibrary). Its paragraph
// directions are macros Swift cannot import, so they are functions here.
#pragma once
#include <fribidi/fribidi.h>
#include <stddef.h>

/// The library the kiosk opens: FriBidi's ABI 0 (Debian's libfribidi0).
#define KIOSK_FRIBIDI_SONAME "libfribidi.so.0"

/// Opens FriBidi, once. Returns 1; or 0, with why in `message` (`size` bytes).
int kiosk_fribidi_load(char *message, size_t size);

/// The paragraph's direction from its first strong character (rules P2 and P3), left to right
/// when it has none.
static inline FriBidiParType kiosk_fribidi_par_auto(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiParType kiosk_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType kiosk_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
