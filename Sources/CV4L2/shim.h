// CV4L2: libv4l2 and the kernel's V4L2 API, with the fourcc codes and ioctl numbers Swift cannot import.
#pragma once
#include <stdint.h>
#include <sys/ioctl.h>
#include <linux/videodev2.h>
#include <libv4l2.h>

/// v4l2_fourcc() as a function.
static inline uint32_t kiosk_v4l2_fourcc(char a, char b, char c, char d) { return v4l2_fourcc(a, b, c, d); }
