// CTesseract: Tesseract's C API (tesseract/capi.h), what the OCR module reads numbers with,
// opened when Number mode first reads a frame (see CDynamicLibrary).
#pragma once
#include <stddef.h>
#include <tesseract/capi.h>

/// The library the kiosk opens: Tesseract 5's (Debian's libtesseract5).
#define KIOSK_TESSERACT_SONAME "libtesseract.so.5"

/// Opens Tesseract, once. Returns 1; or 0, with why in `message` (`size` bytes). Every other
/// Tesseract function may be called only after it returned 1.
int kiosk_tesseract_load(char *message, size_t size);

/// Silences Leptonica's messages on standard error (harmless layout-analysis complaints), once
/// Tesseract is loaded. Does nothing if Leptonica is not found loaded.
void kiosk_tesseract_quiet_leptonica(void);
