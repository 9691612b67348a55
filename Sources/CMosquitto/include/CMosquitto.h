// CMosquitto: libmosquitto, the MQTT client library (Debian's libmosquitto-dev headers), opened
// when an MQTT destination is first used (see CDynamicLibrary).
#pragma once
#include <mosquitto.h>
#include <stddef.h>

/// The library the kiosk opens: libmosquitto's ABI 1 (Debian's libmosquitto1).
#define KIOSK_MOSQUITTO_SONAME "libmosquitto.so.1"

/// Opens libmosquitto, once. Returns 1; or 0, with why in `message` (`size` bytes). Every
/// libmosquitto function may be called only after it returned 1.
int kiosk_mosquitto_load(char *message, size_t size);
