// CFriBidi: GNU FriBidi's Unicode bidirectional algorithm. Its paragraph directions are macros
// Swift cannot import, so they are functions here.
#pragma once
#include <fribidi.h>

/// The paragraph's direction from its first strong character (rules P2 and P3), left to right
/// when it has none.
static inline FriBidiParType kiosk_fribidi_par_auto(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiParType kiosk_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType kiosk_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
