// FriBidiLibrary: the FriBidi functions the kiosk calls, forwarded to the library once it is open.
// FriBidi 1.0.16 (Debian 13) declares its functions with default visibility, which the hidden
// forwarders below may not redeclare: here they are plain declarations.
#define FRIBIDI_ENTRY extern
#include "CFriBidi.h"

#include <CDynamicLibrary.h>

#define KIOSK_FRIBIDI_FUNCTIONS(RETURNS, VOID, RESOLVED)                                                              \
    VOID(fribidi_get_bidi_types, (const FriBidiChar *str, const FriBidiStrIndex len, FriBidiCharType *btypes),          \
         (str, len, btypes))                                                                                          \
    VOID(fribidi_get_bracket_types,                                                                                   \
         (const FriBidiChar *str, const FriBidiStrIndex len, const FriBidiCharType *types, FriBidiBracketType *btypes), \
         (str, len, types, btypes))                                                                                   \
    RETURNS(FriBidiLevel, fribidi_get_par_embedding_levels_ex,                                                        \
            (const FriBidiCharType *bidi_types, const FriBidiBracketType *bracket_types, const FriBidiStrIndex len,    \
             FriBidiParType *pbase_dir, FriBidiLevel *embedding_levels),                                              \
            (bidi_types, bracket_types, len, pbase_dir, embedding_levels))

KIOSK_LIBRARY(KIOSK_FRIBIDI_SONAME, kiosk_fribidi_load, KIOSK_FRIBIDI_FUNCTIONS)
