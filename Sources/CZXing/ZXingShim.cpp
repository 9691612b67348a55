// ZXingShim: the C interface of CZXing over zxing-cpp's C++ API; no C++ exception crosses it.
// zxing 1.4's Result::text() is UTF-16 unless this is defined (2.x always returns UTF-8).
#define ZX_USE_UTF8 1

#include "CZXing.h"

#include <ZXing/ReadBarcode.h>
// 2.3 has Version.h (its ZXVersion.h only includes it, with a deprecation message); 1.4 ZXVersion.h.
#if __has_include(<ZXing/Version.h>)
#include <ZXing/Version.h>
#else
#include <ZXing/ZXVersion.h>
#endif

// zxing-cpp 2.x: DataBar can be asked for, and linear symbols go through ReadBarcodes (several per
// read); both were 1.4 abort traps (see CZXing.h), re-checked against 2.3 on the same inputs in
// make test (scripts/trixie-zxing-traps).
#define KIOSK_ZXING_2 (ZXING_VERSION_MAJOR >= 2)
#define KIOSK_ZXING_DATABAR_LIMITED_READ (ZXING_VERSION_MAJOR > 2 || (ZXING_VERSION_MAJOR == 2 && ZXING_VERSION_MINOR >= 3))

#include <cstring>
#include <exception>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include <vector>

namespace {

// zxing's read options: ReaderOptions since 2.2 (DecodeHints is its deprecated name there).
#if __has_include(<ZXing/ReaderOptions.h>)
using Hints = ZXing::ReaderOptions;
#else
using Hints = ZXing::DecodeHints;
#endif

/// One symbol's C view and the storage its pointers point into.
struct Entry {
    std::vector<uint8_t> bytes;
    std::string text;
    kiosk_zxing_symbol symbol{};
};

/// Each KIOSK_ZXING_* bit and zxing's format. DataBar only with zxing 2.x (see CZXing.h).
const struct {
    uint32_t bit;
    ZXing::BarcodeFormat format;
} formatTable[] = {
    {KIOSK_ZXING_AZTEC, ZXing::BarcodeFormat::Aztec},
    {KIOSK_ZXING_DATA_MATRIX, ZXing::BarcodeFormat::DataMatrix},
    {KIOSK_ZXING_PDF417, ZXing::BarcodeFormat::PDF417},
    {KIOSK_ZXING_MAXICODE, ZXing::BarcodeFormat::MaxiCode},
    {KIOSK_ZXING_QR_CODE, ZXing::BarcodeFormat::QRCode},
    {KIOSK_ZXING_EAN13, ZXing::BarcodeFormat::EAN13},
    {KIOSK_ZXING_EAN8, ZXing::BarcodeFormat::EAN8},
    {KIOSK_ZXING_UPCA, ZXing::BarcodeFormat::UPCA},
    {KIOSK_ZXING_UPCE, ZXing::BarcodeFormat::UPCE},
    {KIOSK_ZXING_CODE39, ZXing::BarcodeFormat::Code39},
    {KIOSK_ZXING_CODE93, ZXing::BarcodeFormat::Code93},
    {KIOSK_ZXING_CODE128, ZXing::BarcodeFormat::Code128},
    {KIOSK_ZXING_ITF, ZXing::BarcodeFormat::ITF},
    {KIOSK_ZXING_CODABAR, ZXing::BarcodeFormat::Codabar},
#if KIOSK_ZXING_2
    {KIOSK_ZXING_DATABAR, ZXing::BarcodeFormat::DataBar},
    {KIOSK_ZXING_DATABAR_EXPANDED, ZXing::BarcodeFormat::DataBarExpanded},
#endif
#if KIOSK_ZXING_DATABAR_LIMITED_READ
    {KIOSK_ZXING_DATABAR_LIMITED, ZXing::BarcodeFormat::DataBarLimited},
#endif
};

uint32_t bitOf(ZXing::BarcodeFormat format)
{
    for (const auto& entry : formatTable)
        if (entry.format == format)
            return entry.bit;
    return 0;
}

/// Adds a valid result of a format the shim knows.
void append(std::vector<Entry>& entries, const ZXing::Result& result)
{
    uint32_t bit = bitOf(result.format());
    if (!result.isValid() || bit == 0)
        return;
    Entry entry;
    const auto& bytes = result.bytes();
    entry.bytes.assign(bytes.begin(), bytes.end());
    entry.text = result.text();
    kiosk_zxing_symbol& symbol = entry.symbol;
    symbol.format = bit;
    const auto& position = result.position();
    for (int i = 0; i < 4; ++i) {
        symbol.corners[2 * i] = position[i].x;
        symbol.corners[2 * i + 1] = position[i].y;
    }
    symbol.orientation = result.orientation();
    symbol.mirrored = result.isMirrored() ? 1 : 0;
    symbol.sequence_index = result.sequenceIndex();
    symbol.sequence_size = result.sequenceSize();
    const std::string identifier = result.symbologyIdentifier();
    identifier.copy(symbol.symbology_identifier, sizeof symbol.symbology_identifier - 1);
    entries.push_back(std::move(entry));
}

/// zxing's hints for one read of `formats`.
Hints hints(const kiosk_zxing_options& options, ZXing::BarcodeFormats formats)
{
    Hints hints;
    hints.setFormats(formats);
    hints.setTryHarder(options.try_harder != 0);
    hints.setTryRotate(options.try_rotate != 0);
    hints.setTryDownscale(options.try_downscale != 0);
#if KIOSK_ZXING_2
    // 2.x also reads the image inverted when nothing is found (its default, kept): on the dev
    // images filmed as 1280x720 frames the live pass reads 4 more of 696 with it (an Aztec, three
    // QR codes), and zxing alone took no more CPU on them or on frames with no code (measured
    // 2026-12-03). The engine's own inverted pass still runs for stills, as with 1.4.
    hints.setTryInvert(true);
    // The text as 1.4 gave it (Plain, 1.x's only mode) rather than 2.x's default HRI, which writes
    // GS1 data as "(01)095…(21)…" and an ISO/IEC 15434 message's separators as the control
    // pictures ␞ ␝ ␄: the kiosk's GS1 and content parsers, and the expected texts, want the
    // characters themselves (with HRI, 2.3 lost 7 dev stills 1.4 read: GS1 and 15434 Data
    // Matrix, Aztec and PDF417).
    hints.setTextMode(ZXing::TextMode::Plain);
#endif
    switch (options.binarizer) {
    case KIOSK_ZXING_GLOBAL_HISTOGRAM: hints.setBinarizer(ZXing::Binarizer::GlobalHistogram); break;
    case KIOSK_ZXING_FIXED_THRESHOLD: hints.setBinarizer(ZXing::Binarizer::FixedThreshold); break;
    default: hints.setBinarizer(ZXing::Binarizer::LocalAverage); break;
    }
    int maxSymbols = options.max_symbols;
    hints.setMaxNumberOfSymbols(static_cast<uint8_t>(maxSymbols <= 0 || maxSymbols > 255 ? 255 : maxSymbols));
    return hints;
}

void writeError(char* error, size_t capacity, const char* message)
{
    if (!error || capacity == 0)
        return;
    std::strncpy(error, message, capacity - 1);
    error[capacity - 1] = '\0';
}

} // namespace

struct kiosk_zxing_results {
    std::vector<Entry> entries;
};

extern "C" kiosk_zxing_results* kiosk_zxing_read(
    const uint8_t* luma, int width, int height, int stride, const kiosk_zxing_options* options, char* error, size_t error_capacity)
{
    if (!luma || !options || width <= 0 || height <= 0 || stride < width) {
        writeError(error, error_capacity, "kiosk_zxing_read: bad plane or options");
        return nullptr;
    }
    try {
        auto results = std::make_unique<kiosk_zxing_results>();
        ZXing::BarcodeFormats linear, matrix;
        const ZXing::BarcodeFormats linearCodes(ZXing::BarcodeFormat::LinearCodes);
        for (const auto& entry : formatTable) {
            if (options->formats & entry.bit)
                (linearCodes.testFlag(entry.format) ? linear : matrix) |= entry.format;
        }
        // An empty format set means "every format" to zxing, DataBar included: read nothing instead.
        if (linear.empty() && matrix.empty())
            return results.release();

        ZXing::ImageView view(luma, width, height, ZXing::ImageFormat::Lum, stride);
        if (!matrix.empty()) {
            for (const auto& result : ZXing::ReadBarcodes(view, hints(*options, matrix)))
                append(results->entries, result);
        }
        if (!linear.empty()) {
            // Without zxing's downscaled copies, as ever here: with 2.3, one ReadBarcodes of every
            // format with them read nothing more on the dev images' camera frames.
            auto linearHints = hints(*options, linear);
            linearHints.setTryDownscale(false);
#if KIOSK_ZXING_2
            for (const auto& result : ZXing::ReadBarcodes(view, linearHints))
                append(results->entries, result);
#else
            // zxing 1.4: linear symbols never go through ReadBarcodes. It drops a symbol equal to
            // one it already has (the same code in a downscaled copy, seen again turned a quarter,
            // or printed twice), and for a linear symbol that comparison is Result::operator==,
            // whose assert (lineCount() == 1) fails for any symbol seen on more than one row: zxing
            // 1.4 aborts the process (measured on 1280x720 camera frames of Code 128, EAN-8 and
            // UPC-A labels, and on DataBar photos). ReadBarcode with more than one symbol allowed
            // takes the single-result path, which compares nothing: at most one linear symbol per
            // read. 2.3 does not abort on any of those inputs (scripts/trixie-zxing-traps).
            linearHints.setMaxNumberOfSymbols(255);
            append(results->entries, ZXing::ReadBarcode(view, linearHints));
#endif
        }
        // Pointers into the strings are set once the vector no longer moves its elements.
        for (auto& entry : results->entries) {
            entry.symbol.bytes = entry.bytes.data();
            entry.symbol.byte_count = entry.bytes.size();
            entry.symbol.text = entry.text.data();
            entry.symbol.text_length = entry.text.size();
        }
        return results.release();
    } catch (const std::exception& e) {
        writeError(error, error_capacity, e.what());
    } catch (...) {
        writeError(error, error_capacity, "zxing threw an exception that is not a std::exception");
    }
    return nullptr;
}

extern "C" size_t kiosk_zxing_results_count(const kiosk_zxing_results* results)
{
    return results ? results->entries.size() : 0;
}

extern "C" const kiosk_zxing_symbol* kiosk_zxing_results_symbol(const kiosk_zxing_results* results, size_t index)
{
    if (!results || index >= results->entries.size())
        return nullptr;
    return &results->entries[index].symbol;
}

extern "C" void kiosk_zxing_results_free(kiosk_zxing_results* results)
{
    delete results;
}

extern "C" const char* kiosk_zxing_version(void)
{
#define KIOSK_STRINGIFY2(x) #x
#define KIOSK_STRINGIFY(x) KIOSK_STRINGIFY2(x)
    return KIOSK_STRINGIFY(ZXING_VERSION_MAJOR) "." KIOSK_STRINGIFY(ZXING_VERSION_MINOR) "." KIOSK_STRINGIFY(ZXING_VERSION_PATCH);
}

extern "C" uint32_t kiosk_zxing_readable_formats(void)
{
    uint32_t bits = 0;
    for (const auto& entry : formatTable)
        bits |= entry.bit;
    return bits;
}

extern "C" int kiosk_zxing_aztec_centred_only(void)
{
    return KIOSK_ZXING_2 ? 0 : 1;
}
