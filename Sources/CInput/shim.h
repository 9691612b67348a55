// CInput: libevdev and the kernel's input event codes (hot-plug and deadline descriptors come
// from SystemCall).
#pragma once
#include <libevdev/libevdev.h>
#include <linux/input.h>

/// The size of `struct input_event` (24 bytes on 64-bit Linux), for writing events to a device.
static inline unsigned long kiosk_input_event_size(void) { return sizeof(struct input_event); }

/// Fills the time fields of a `struct input_event`. Their names differ between 32- and 64-bit
/// builds (`time.tv_sec` is a macro for `__sec` on some), which Swift cannot see through.
static inline void kiosk_input_event_set(struct input_event *event, unsigned short type,
                                         unsigned short code, int value) {
    event->input_event_sec = 0;
    event->input_event_usec = 0;
    event->type = type;
    event->code = code;
    event->value = value;
}

/// The time of a `struct input_event` in seconds (the clock the device was set to).
static inline double kiosk_input_event_time(const struct input_event *event) {
    return (double)event->input_event_sec + (double)event->input_event_usec / 1e6;
}
