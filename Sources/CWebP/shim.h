// CWebP: libwebp's decoder.
#pragma once
#include <webp/decode.h>
