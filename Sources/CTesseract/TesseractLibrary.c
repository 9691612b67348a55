// TesseractLibrary: the Tesseract C API functions the kiosk calls, forwarded to the library once
// it is open.
#include "CTesseract.h"

#include <CDynamicLibrary.h>
#include <stdio.h>
#include <stdlib.h>

// Each function: RETURNS(type, name, parameters, arguments) or VOID(name, parameters, arguments).
#define KIOSK_TESSERACT_FUNCTIONS(RETURNS, VOID)                                                   \
    RETURNS(TessBaseAPI *, TessBaseAPICreate, (void), ())                                          \
    VOID(TessBaseAPIDelete, (TessBaseAPI * api), (api))                                            \
    RETURNS(int, TessBaseAPIInit2, (TessBaseAPI * api, const char *path, const char *language, TessOcrEngineMode mode), \
            (api, path, language, mode))                                                           \
    VOID(TessBaseAPIEnd, (TessBaseAPI * api), (api))                                               \
    VOID(TessBaseAPIClear, (TessBaseAPI * api), (api))                                             \
    RETURNS(BOOL, TessBaseAPISetVariable, (TessBaseAPI * api, const char *name, const char *value), (api, name, value)) \
    VOID(TessBaseAPISetPageSegMode, (TessBaseAPI * api, TessPageSegMode mode), (api, mode))        \
    VOID(TessBaseAPISetImage, (TessBaseAPI * api, const unsigned char *data, int width, int height, int depth, int stride), \
         (api, data, width, height, depth, stride))                                                \
    VOID(TessBaseAPISetSourceResolution, (TessBaseAPI * api, int ppi), (api, ppi))                 \
    VOID(TessBaseAPISetRectangle, (TessBaseAPI * api, int left, int top, int width, int height), (api, left, top, width, height)) \
    RETURNS(int, TessBaseAPIRecognize, (TessBaseAPI * api, ETEXT_DESC *monitor), (api, monitor))  \
    RETURNS(TessResultIterator *, TessBaseAPIGetIterator, (TessBaseAPI * api), (api))             \
    VOID(TessResultIteratorDelete, (TessResultIterator * iterator), (iterator))                    \
    RETURNS(TessPageIterator *, TessResultIteratorGetPageIterator, (TessResultIterator * iterator), (iterator)) \
    RETURNS(BOOL, TessResultIteratorNext, (TessResultIterator * iterator, TessPageIteratorLevel level), (iterator, level)) \
    RETURNS(char *, TessResultIteratorGetUTF8Text, (const TessResultIterator *iterator, TessPageIteratorLevel level), \
            (iterator, level))                                                                     \
    RETURNS(float, TessResultIteratorConfidence, (const TessResultIterator *iterator, TessPageIteratorLevel level), \
            (iterator, level))                                                                     \
    RETURNS(BOOL, TessPageIteratorBoundingBox,                                                     \
            (const TessPageIterator *iterator, TessPageIteratorLevel level, int *left, int *top, int *right, int *bottom), \
            (iterator, level, left, top, right, bottom))                                           \
    VOID(TessDeleteText, (const char *text), (text))

#define KIOSK_POINTER(type, name, parameters, arguments) static type(*kiosk_##name) parameters;
#define KIOSK_VOID_POINTER(name, parameters, arguments) static void(*kiosk_##name) parameters;
KIOSK_TESSERACT_FUNCTIONS(KIOSK_POINTER, KIOSK_VOID_POINTER)

#define KIOSK_SYMBOL(type, name, parameters, arguments) {#name, (void **)&kiosk_##name},
#define KIOSK_VOID_SYMBOL(name, parameters, arguments) {#name, (void **)&kiosk_##name},
static const struct kiosk_symbol kiosk_tesseract_symbols[] = {KIOSK_TESSERACT_FUNCTIONS(KIOSK_SYMBOL, KIOSK_VOID_SYMBOL)};
static struct kiosk_library kiosk_tesseract = {
    KIOSK_TESSERACT_SONAME, kiosk_tesseract_symbols, sizeof kiosk_tesseract_symbols / sizeof *kiosk_tesseract_symbols};

int kiosk_tesseract_load(char *message, size_t size) {
    int loaded = kiosk_library_load(&kiosk_tesseract);
    if (!loaded && message && size) snprintf(message, size, "%s", kiosk_tesseract.message);
    return loaded;
}

/// Reached only when a caller skipped kiosk_tesseract_load: a bug in the kiosk, stopped loudly.
static void kiosk_tesseract_require(void) {
    if (kiosk_library_load(&kiosk_tesseract)) return;
    fprintf(stderr, "kioskscan: Tesseract used before it was loaded: %s\n", kiosk_tesseract.message);
    abort();
}

// The forwarders carry Tesseract's own names, hidden (see CurlLibrary.c).
#define KIOSK_FORWARD(type, name, parameters, arguments)                                           \
    __attribute__((visibility("hidden"))) type name parameters {                                   \
        if (!kiosk_##name) kiosk_tesseract_require();                                             \
        return kiosk_##name arguments;                                                             \
    }
#define KIOSK_VOID_FORWARD(name, parameters, arguments)                                            \
    __attribute__((visibility("hidden"))) void name parameters {                                   \
        if (!kiosk_##name) kiosk_tesseract_require();                                             \
        kiosk_##name arguments;                                                                    \
    }
KIOSK_TESSERACT_FUNCTIONS(KIOSK_FORWARD, KIOSK_VOID_FORWARD)
