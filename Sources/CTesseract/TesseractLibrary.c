// TesseractLibrary: the Tesseract C API functions the kiosk calls, forwarded to the library once
// it is open.
#include "CTesseract.h"

#include <CDynamicLibrary.h>

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
