// CZBar: ZBar's C API, plus the helpers for what Swift cannot import from zbar.h.
#pragma once
#include <zbar.h>

/// zbar_fourcc() is a function-like macro; the Y800 (8-bit luma) format code as a constant.
static inline unsigned long kiosk_zbar_fourcc_y800(void) { return zbar_fourcc('Y', '8', '0', '0'); }
