// CZXing: a C interface to Debian's zxing-cpp (libzxing, C++), which Swift cannot call directly.
#pragma once
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The formats the shim reads, one bit each (not zxing's own values, which change between
/// releases). GS1 DataBar is read only with zxing-cpp 2.x (kiosk_zxing_readable_formats): 1.4's
/// ReadBarcodes aborts the process (a failed assert, `lineCount() == 1` in Result::operator==) on
/// some DataBar photos, and an abort cannot be caught. With 1.4 the same assert fails for any
/// linear symbol ReadBarcodes finds twice, so the shim reads linear formats through zxing's
/// single-result path there (see ZXingShim.cpp): at most one linear symbol per read.
enum {
    KIOSK_ZXING_AZTEC = 1 << 0,
    KIOSK_ZXING_DATA_MATRIX = 1 << 1,
    KIOSK_ZXING_PDF417 = 1 << 2,
    KIOSK_ZXING_MAXICODE = 1 << 3,
    KIOSK_ZXING_QR_CODE = 1 << 4,
    KIOSK_ZXING_EAN13 = 1 << 5,
    KIOSK_ZXING_EAN8 = 1 << 6,
    KIOSK_ZXING_UPCA = 1 << 7,
    KIOSK_ZXING_UPCE = 1 << 8,
    KIOSK_ZXING_CODE39 = 1 << 9,
    KIOSK_ZXING_CODE93 = 1 << 10,
    KIOSK_ZXING_CODE128 = 1 << 11,
    KIOSK_ZXING_ITF = 1 << 12,
    KIOSK_ZXING_CODABAR = 1 << 13,
    /// zxing-cpp 2.x only (DataBar Limited: 2.3 and later).
    KIOSK_ZXING_DATABAR = 1 << 14,
    KIOSK_ZXING_DATABAR_EXPANDED = 1 << 15,
    KIOSK_ZXING_DATABAR_LIMITED = 1 << 16,
};

/// zxing's binarizers (DecodeHints::Binarizer): how grey becomes black and white.
typedef enum {
    /// HybridBinarizer: a threshold per 8x8 block from its neighbourhood (zxing's default).
    KIOSK_ZXING_LOCAL_AVERAGE = 0,
    /// The valley between the two largest peaks of the histogram.
    KIOSK_ZXING_GLOBAL_HISTOGRAM = 1,
    /// 127.
    KIOSK_ZXING_FIXED_THRESHOLD = 2,
} kiosk_zxing_binarizer;

/// What one read looks for and how hard (DecodeHints).
typedef struct {
    /// KIOSK_ZXING_* bits; 0 reads nothing (zxing itself would read every format, DataBar too).
    uint32_t formats;
    int try_harder;
    /// Also look at the image turned 90 degrees.
    int try_rotate;
    /// Also look at zxing's own downscaled copies of large images.
    int try_downscale;
    kiosk_zxing_binarizer binarizer;
    /// At most this many symbols (1...255; 0 means 255).
    int max_symbols;
} kiosk_zxing_options;

/// One symbol found. Pointers stay valid until the results are freed.
typedef struct {
    /// One KIOSK_ZXING_* bit.
    uint32_t format;
    /// The payload as the symbol encodes it, before any character set conversion.
    const uint8_t *bytes;
    size_t byte_count;
    /// The payload as UTF-8 text, as zxing decodes it (ECI, the symbology's default character
    /// set); not NUL-terminated.
    const char *text;
    size_t text_length;
    /// Corners x0 y0 … x3 y3: the symbol's own top-left, top-right, bottom-right, bottom-left, in
    /// pixels of the plane that was read.
    int corners[8];
    /// Degrees the symbol is turned from upright, counter-clockwise positive as zxing reports it.
    int orientation;
    int mirrored;
    /// Structured append: this symbol's 0-based index and the sequence's size (-1: not part of one).
    int sequence_index;
    int sequence_size;
    /// The AIM symbology identifier, `]cm` and a NUL (`]C1`: GS1-128, `]d2`: GS1 DataMatrix,
    /// `]Q3`: GS1 QR; empty when zxing gives none).
    char symbology_identifier[4];
} kiosk_zxing_symbol;

typedef struct kiosk_zxing_results kiosk_zxing_results;

/// Reads the 8-bit luma plane `luma` (`width` x `height`, rows `stride` bytes apart; only read
/// during the call). Returns the symbols found (possibly none), to be freed with
/// kiosk_zxing_results_free; on failure (any C++ exception zxing throws, or bad arguments)
/// returns NULL and writes a NUL-terminated message of at most `error_capacity` bytes to `error`.
kiosk_zxing_results *kiosk_zxing_read(
    const uint8_t *luma, int width, int height, int stride, const kiosk_zxing_options *options, char *error, size_t error_capacity);

size_t kiosk_zxing_results_count(const kiosk_zxing_results *results);

/// The `index`th symbol; NULL when index is not below the count.
const kiosk_zxing_symbol *kiosk_zxing_results_symbol(const kiosk_zxing_results *results, size_t index);

void kiosk_zxing_results_free(kiosk_zxing_results *results);

/// The library's version as its headers state it ("1.4.0").
const char *kiosk_zxing_version(void);

/// The KIOSK_ZXING_* bits this build reads: every one with zxing-cpp 2.3, none of the DataBar
/// ones with 1.4 (they would abort it); other bits asked for are ignored.
uint32_t kiosk_zxing_readable_formats(void);

/// 1 when this build's zxing reads an Aztec symbol only near the middle of the image and upright
/// (zxing-cpp 1.x: the Java port's detector, which starts at the image's centre and walks the
/// bull's eye's diagonals), 0 when it finds bull's eyes anywhere, turned any way (2.x).
int kiosk_zxing_aztec_centred_only(void);

#ifdef __cplusplus
}
#endif
