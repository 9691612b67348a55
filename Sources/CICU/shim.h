// CICU: ICU's line break iterator (Debian's libicu-dev; linked through pkg-config icu-uc, which
// brings libicudata with the break rules and the Thai, Lao, Khmer and Burmese dictionaries).
// ICU renames every function after its version (ubrk_open is ubrk_open_72 on Debian 12 and
// ubrk_open_76 on Debian 13), a macro Swift cannot follow: the calls are helpers here, compiled
// against whichever headers the build has.
#pragma once
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

/// ubrk_open(UBRK_LINE, ...): a line break iterator (UAX #14, with dictionaries for the
/// scripts written without spaces) over no text yet.
static inline UBreakIterator *kiosk_ubrk_open_line(const char *locale, UErrorCode *status) {
    return ubrk_open(UBRK_LINE, locale, NULL, 0, status);
}
/// ubrk_setText: `text` must outlive the iteration over it.
static inline void kiosk_ubrk_set_text(UBreakIterator *iterator, const UChar *text, int32_t length, UErrorCode *status) {
    ubrk_setText(iterator, text, length, status);
}
static inline int32_t kiosk_ubrk_first(UBreakIterator *iterator) { return ubrk_first(iterator); }
/// The next boundary (a UTF-16 offset), or -1 (UBRK_DONE) after the last.
static inline int32_t kiosk_ubrk_next(UBreakIterator *iterator) { return ubrk_next(iterator); }
static inline void kiosk_ubrk_close(UBreakIterator *iterator) { ubrk_close(iterator); }
/// U_FAILURE (a macro): 1 when `status` is an error, not a warning.
static inline int kiosk_u_failure(UErrorCode status) { return U_FAILURE(status); }
static inline const char *kiosk_u_error_name(UErrorCode status) { return u_errorName(status); }
/// The ICU the kiosk was built against ("72.1").
static inline const char *kiosk_icu_version(void) { return U_ICU_VERSION; }
