// TesseractLibrary: the Tesseract C API functions the kiosk calls, forwarded to the library once
// it is open.
#include "CTesseract.h"

#include <CDynamicLibrary.h>
#include <dlfcn.h>

// Each function: RETURNS(type, name, parameters, arguments) or VOID(name, parameters, arguments).
#define KIOSK_TESSERACT_FUNCTIONS(RETURNS, VOID, RESOLVED)                                                   \
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

KIOSK_LIBRARY(KIOSK_TESSERACT_SONAME, kiosk_tesseract_load, KIOSK_TESSERACT_FUNCTIONS)

// Leptonica, which Tesseract loads, writes "Error in boxClipToRectangle: box outside rectangle"
// and the like to standard error for harmless cases of its layout analysis (the sparse-text
// second opinion meets them on some tags), into the kiosk's journal frame after frame. Its own
// setMsgSeverity turns them off; the library is found already loaded (Debian 12: liblept.so.5,
// Debian 13: libleptonica.so.6), never opened here.
void kiosk_tesseract_quiet_leptonica(void) {
    static const char *const names[] = {"libleptonica.so.6", "liblept.so.5"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *handle = dlopen(names[i], RTLD_LAZY | RTLD_NOLOAD);
        if (!handle) continue;
        int (*set_severity)(int) = (int (*)(int))dlsym(handle, "setMsgSeverity");
        // L_SEVERITY_NONE: no messages at all.
        if (set_severity) set_severity(6);
        dlclose(handle);
        return;
    }
}
