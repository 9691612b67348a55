// EspeakLibrary: the espeak-ng functions the kiosk calls, forwarded to the library once it is
// open, and the synthesis callback that collects its samples.
#include "CEspeak.h"

#include <CDynamicLibrary.h>
#include <stdlib.h>
#include <string.h>

// Each function: RETURNS(type, name, parameters, arguments) or VOID(name, parameters, arguments).
#define KIOSK_ESPEAK_FUNCTIONS(RETURNS, VOID, RESOLVED)                                            \
    RETURNS(int, espeak_Initialize, (espeak_AUDIO_OUTPUT output, int buffer, const char *path, int options), \
            (output, buffer, path, options))                                                       \
    VOID(espeak_SetSynthCallback, (t_espeak_callback * callback), (callback))                      \
    RETURNS(espeak_ERROR, espeak_SetVoiceByName, (const char *name), (name))                       \
    RETURNS(const char *, espeak_Info, (const char **path), (path))                                \
    RETURNS(espeak_ERROR, espeak_SetParameter, (espeak_PARAMETER parameter, int value, int relative), (parameter, value, relative)) \
    RETURNS(espeak_ERROR, espeak_Synth,                                                            \
            (const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE type, unsigned int end, unsigned int flags, \
             unsigned int *identifier, void *user),                                                \
            (text, size, position, type, end, flags, identifier, user))

KIOSK_LIBRARY(KIOSK_ESPEAK_SONAME, kiosk_espeak_load, KIOSK_ESPEAK_FUNCTIONS)

// espeak-ng hands the samples over in chunks, with the events of the chunk; every event,
// the list's terminator too, carries the user data given to espeak_Synth: the collection.
static int kiosk_espeak_collect(short *wave, int count, espeak_EVENT *events) {
    struct kiosk_espeak_samples *samples = events ? events->user_data : NULL;
    if (!samples || !wave || count <= 0) return 0;
    if (samples->count + (size_t)count > samples->capacity) {
        size_t capacity = samples->capacity ? samples->capacity : 16384;
        while (capacity < samples->count + (size_t)count) capacity *= 2;
        short *data = realloc(samples->data, capacity * sizeof *data);
        if (!data) {
            samples->overflowed = 1;
            return 1;  // 1: stop synthesis
        }
        samples->data = data;
        samples->capacity = capacity;
    }
    memcpy(samples->data + samples->count, wave, (size_t)count * sizeof *wave);
    samples->count += (size_t)count;
    return 0;
}

int kiosk_espeak_start(const char *path) {
    // espeakINITIALIZE_DONT_EXIT: without it, espeak-ng calls exit() when its data is missing.
    int rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, path, espeakINITIALIZE_DONT_EXIT);
    if (rate > 0) espeak_SetSynthCallback(kiosk_espeak_collect);
    return rate;
}

espeak_ERROR kiosk_espeak_synthesize(const char *text, struct kiosk_espeak_samples *samples) {
    return espeak_Synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, samples);
}

const char *kiosk_espeak_version(void) { return espeak_Info(NULL); }

void kiosk_espeak_samples_free(struct kiosk_espeak_samples *samples) {
    free(samples->data);
    samples->data = NULL;
    samples->count = samples->capacity = 0;
}
