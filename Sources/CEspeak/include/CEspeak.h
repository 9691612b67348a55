// CEspeak: espeak-ng's C API (Debian's libespeak-ng-dev headers), the speech synthesizer the
// Sound module reads results aloud with, opened when speech is first turned on (see
// CDynamicLibrary).
#pragma once
#include <espeak-ng/speak_lib.h>
#include <stddef.h>

/// The library the kiosk opens: espeak-ng's ABI 1 (Debian's libespeak-ng1).
#define KIOSK_ESPEAK_SONAME "libespeak-ng.so.1"

/// Opens espeak-ng, once. Returns 1; or 0, with why in `message` (`size` bytes). Every other
/// espeak-ng function may be called only after it returned 1.
int kiosk_espeak_load(char *message, size_t size);

/// Samples espeak-ng handed over for one text: 16-bit mono at the rate `espeak_Initialize`
/// returned; `data` is malloc'd (free it with kiosk_espeak_samples_free).
struct kiosk_espeak_samples {
    short *data;
    size_t count;
    size_t capacity;
    /// Set when memory ran out: the samples so far are kept, synthesis stopped.
    int overflowed;
};

/// Starts espeak-ng in synchronous mode (no audio device of its own: samples come back through
/// its callback, which this sets) with the data in `path` (NULL: where Debian installed it).
/// Returns the sample rate, or a negative espeak error. Not thread-safe, as espeak-ng is not.
int kiosk_espeak_start(const char *path);

/// espeak-ng's version ("1.51"), once started.
const char *kiosk_espeak_version(void);

/// Speaks `text` (UTF-8) with the voice set, into `samples`. Returns espeak_Synth's result.
espeak_ERROR kiosk_espeak_synthesize(const char *text, struct kiosk_espeak_samples *samples);
void kiosk_espeak_samples_free(struct kiosk_espeak_samples *samples);
