// CDRM: libdrm's core and mode-setting API, and the DRM fourcc codes Swift cannot import.
#pragma once
#include <stdint.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

/// DRM_FORMAT_XRGB8888 (a fourcc_code() macro): 32-bit pixels, little-endian B,G,R,X in memory.
static inline uint32_t kiosk_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }
