// CDRM: libdrm's core and mode-setting API, and the DRM macros Swift cannot import (fourcc
// codes, the dumb-buffer ioctl numbers).
#pragma once
#include <stdint.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

/// DRM_FORMAT_XRGB8888 (a fourcc_code() macro): 32-bit pixels, little-endian B,G,R,X in memory.
static inline uint32_t kiosk_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }

/// DRM_IOCTL_MODE_CREATE_DUMB (a DRM_IOWR() macro): allocate a dumb scan-out buffer.
static inline unsigned long kiosk_drm_ioctl_mode_create_dumb(void) { return DRM_IOCTL_MODE_CREATE_DUMB; }
/// DRM_IOCTL_MODE_MAP_DUMB: the fake offset to mmap a dumb buffer at.
static inline unsigned long kiosk_drm_ioctl_mode_map_dumb(void) { return DRM_IOCTL_MODE_MAP_DUMB; }
/// DRM_IOCTL_MODE_DESTROY_DUMB: free a dumb buffer's GEM handle.
static inline unsigned long kiosk_drm_ioctl_mode_destroy_dumb(void) { return DRM_IOCTL_MODE_DESTROY_DUMB; }
