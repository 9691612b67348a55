// CJPEG: libturbojpeg (TurboJPEG 2.1 API) for JPEG stills and MJPEG camera frames.
#pragma once
#include <turbojpeg.h>
