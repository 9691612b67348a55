// ZXingShim: the C interface of CZXing over zxing-cpp's C++ API; no C++ exception crosses it.
// zxing 1.4's Result::text() is UTF-16 unless this is defined (2.x always returns UTF-8).
#define ZX_USE_UTF8 1

#include "CZXing.h"

#include <ZXing/ReadBarcode.h>
#include <ZXing/ZXVersion.h>

#include <cstring>
#include <exception>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include <vector>

namespace {

/// One symbol's C view and the storage its pointers point into.
struct Entry {
    std::vector<uint8_t> bytes;
    std::string text;
    kiosk_zxing_symbol symbol{};
};

/// Each KIOSK_ZXING_* bit and zxing's format. DataBar and DataBar Expanded are never asked for
/// (see CZXing.h).
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
ZXing::DecodeHints hints(const kiosk_zxing_options& options, ZXing::BarcodeFormats formats)
{
    ZXing::DecodeHints hints;
    hints.setFormats(formats);
    hints.setTryHarder(options.try_harder != 0);
    hints.setTryRotate(options.try_rotate != 0);
    hints.setTryDownscale(options.try_downscale != 0);
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
        ZXing::BarcodeFormats formats, linear, matrix;
        const ZXing::BarcodeFormats linearCodes(ZXing::BarcodeFormat::LinearCodes);
        for (const auto& entry : formatTable) {
            if (!(options->formats & entry.bit))
                continue;
            formats |= entry.format;
            (linearCodes.testFlag(entry.format) ? linear : matrix) |= entry.format;
        }
        // An empty format set means "every format" to zxing, DataBar included: read nothing instead.
        if (formats.empty())
            return results.release();

        // Linear symbols never go through ReadBarcodes. It drops a symbol equal to one it already
        // has (the same code in a downscaled copy, seen again turned a quarter, or printed twice),
        // and for a linear symbol that comparison is Result::operator==, whose assert
        // (lineCount() == 1) fails for any symbol seen on more than one row: zxing 1.4 aborts the
        // process (measured on 1280x720 camera frames of Code 128, EAN-8 and UPC-A labels, and
        // on DataBar photos). ReadBarcode with more than one symbol allowed takes the single-
        // result path, which compares nothing: at most one linear symbol per read.
        ZXing::ImageView view(luma, width, height, ZXing::ImageFormat::Lum, stride);
        if (!matrix.empty()) {
            for (const auto& result : ZXing::ReadBarcodes(view, hints(*options, matrix)))
                append(results->entries, result);
        }
        if (!linear.empty()) {
            auto linearHints = hints(*options, linear);
            linearHints.setTryDownscale(false);
            linearHints.setMaxNumberOfSymbols(255);
            append(results->entries, ZXing::ReadBarcode(view, linearHints));
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
