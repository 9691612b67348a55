// CTesseract: Tesseract's C API (tesseract/capi.h), what the OCR module reads numbers with.
#pragma once
#include <tesseract/capi.h>
