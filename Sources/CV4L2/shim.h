// CV4L2: libv4l2 and the kernel's V4L2 API, with what Swift cannot import: the ioctl numbers
// (function-like _IOWR macros), v4l2_fourcc(), and libv4l2's variadic open and ioctl.
#pragma once
#include <stdint.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <linux/videodev2.h>
#include <libv4l2.h>

/// v4l2_fourcc() as a function.
static inline uint32_t kiosk_v4l2_fourcc(char a, char b, char c, char d) { return v4l2_fourcc(a, b, c, d); }

/// v4l2_open() without its variadic mode argument (never creating files).
static inline int kiosk_v4l2_open(const char *path, int flags) { return v4l2_open(path, flags); }

/// v4l2_ioctl() with its one pointer argument named.
static inline int kiosk_v4l2_ioctl(int fd, unsigned long request, void *argument) { return v4l2_ioctl(fd, request, argument); }

/// The C library's open() and ioctl(), not libv4l2's: what an LD_PRELOAD layer such as
/// libcamera's v4l2-compat.so (libcamerify) intercepts. libv4l2 calls the kernel through
/// syscall(2) and so goes past such a layer.
static inline int kiosk_sys_open(const char *path, int flags) { return open(path, flags); }
static inline int kiosk_sys_ioctl(int fd, unsigned long request, void *argument) { return ioctl(fd, request, argument); }

static inline unsigned long kiosk_vidioc_querycap(void) { return VIDIOC_QUERYCAP; }
static inline unsigned long kiosk_vidioc_enum_fmt(void) { return VIDIOC_ENUM_FMT; }
static inline unsigned long kiosk_vidioc_enum_framesizes(void) { return VIDIOC_ENUM_FRAMESIZES; }
static inline unsigned long kiosk_vidioc_enum_frameintervals(void) { return VIDIOC_ENUM_FRAMEINTERVALS; }
static inline unsigned long kiosk_vidioc_g_fmt(void) { return VIDIOC_G_FMT; }
static inline unsigned long kiosk_vidioc_s_fmt(void) { return VIDIOC_S_FMT; }
static inline unsigned long kiosk_vidioc_g_parm(void) { return VIDIOC_G_PARM; }
static inline unsigned long kiosk_vidioc_s_parm(void) { return VIDIOC_S_PARM; }
static inline unsigned long kiosk_vidioc_reqbufs(void) { return VIDIOC_REQBUFS; }
static inline unsigned long kiosk_vidioc_querybuf(void) { return VIDIOC_QUERYBUF; }
static inline unsigned long kiosk_vidioc_qbuf(void) { return VIDIOC_QBUF; }
static inline unsigned long kiosk_vidioc_dqbuf(void) { return VIDIOC_DQBUF; }
static inline unsigned long kiosk_vidioc_streamon(void) { return VIDIOC_STREAMON; }
static inline unsigned long kiosk_vidioc_streamoff(void) { return VIDIOC_STREAMOFF; }
static inline unsigned long kiosk_vidioc_queryctrl(void) { return VIDIOC_QUERYCTRL; }
static inline unsigned long kiosk_vidioc_querymenu(void) { return VIDIOC_QUERYMENU; }
static inline unsigned long kiosk_vidioc_g_ctrl(void) { return VIDIOC_G_CTRL; }
static inline unsigned long kiosk_vidioc_s_ctrl(void) { return VIDIOC_S_CTRL; }
