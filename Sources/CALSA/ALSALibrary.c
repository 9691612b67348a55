// ALSALibrary: the alsa-lib functions the kiosk calls, forwarded to the library once it is open.
#include "CALSA.h"

#include <CDynamicLibrary.h>

// Each function: RETURNS(type, name, parameters, arguments), VOID(name, parameters, arguments),
// or RESOLVED (called through its address by the helper below).
#define KIOSK_ALSA_FUNCTIONS(RETURNS, VOID, RESOLVED)                                              \
    RETURNS(int, snd_pcm_open, (snd_pcm_t * *pcm, const char *name, snd_pcm_stream_t stream, int mode), (pcm, name, stream, mode)) \
    RETURNS(int, snd_pcm_close, (snd_pcm_t * pcm), (pcm))                                          \
    RETURNS(int, snd_pcm_nonblock, (snd_pcm_t * pcm, int nonblock), (pcm, nonblock))               \
    RETURNS(int, snd_pcm_hw_params_malloc, (snd_pcm_hw_params_t * *params), (params))              \
    VOID(snd_pcm_hw_params_free, (snd_pcm_hw_params_t * params), (params))                         \
    RETURNS(int, snd_pcm_hw_params_any, (snd_pcm_t * pcm, snd_pcm_hw_params_t *params), (pcm, params)) \
    RETURNS(int, snd_pcm_hw_params_set_access, (snd_pcm_t * pcm, snd_pcm_hw_params_t *params, snd_pcm_access_t access), \
            (pcm, params, access))                                                                 \
    RETURNS(int, snd_pcm_hw_params_set_format, (snd_pcm_t * pcm, snd_pcm_hw_params_t *params, snd_pcm_format_t format), \
            (pcm, params, format))                                                                 \
    RETURNS(int, snd_pcm_hw_params_set_channels_near, (snd_pcm_t * pcm, snd_pcm_hw_params_t *params, unsigned int *channels), \
            (pcm, params, channels))                                                               \
    RETURNS(int, snd_pcm_hw_params_set_rate_resample, (snd_pcm_t * pcm, snd_pcm_hw_params_t *params, unsigned int resample), \
            (pcm, params, resample))                                                               \
    RETURNS(int, snd_pcm_hw_params_set_rate_near, (snd_pcm_t * pcm, snd_pcm_hw_params_t *params, unsigned int *rate, int *direction), \
            (pcm, params, rate, direction))                                                        \
    RETURNS(int, snd_pcm_hw_params_set_buffer_time_near,                                           \
            (snd_pcm_t * pcm, snd_pcm_hw_params_t *params, unsigned int *microseconds, int *direction), \
            (pcm, params, microseconds, direction))                                                \
    RETURNS(int, snd_pcm_hw_params, (snd_pcm_t * pcm, snd_pcm_hw_params_t *params), (pcm, params)) \
    RETURNS(snd_pcm_sframes_t, snd_pcm_writei, (snd_pcm_t * pcm, const void *buffer, snd_pcm_uframes_t frames), \
            (pcm, buffer, frames))                                                                 \
    RETURNS(int, snd_pcm_recover, (snd_pcm_t * pcm, int error, int silent), (pcm, error, silent))  \
    RETURNS(int, snd_pcm_prepare, (snd_pcm_t * pcm), (pcm))                                        \
    RETURNS(int, snd_pcm_drain, (snd_pcm_t * pcm), (pcm))                                          \
    RETURNS(int, snd_pcm_drop, (snd_pcm_t * pcm), (pcm))                                           \
    RETURNS(snd_pcm_state_t, snd_pcm_state, (snd_pcm_t * pcm), (pcm))                              \
    RETURNS(const char *, snd_strerror, (int error), (error))                                      \
    RESOLVED(int, snd_lib_error_set_handler, (snd_lib_error_handler_t handler), ())

KIOSK_LIBRARY(KIOSK_ALSA_SONAME, kiosk_alsa_load, KIOSK_ALSA_FUNCTIONS)

static void kiosk_alsa_silent(const char *file, int line, const char *function, int error, const char *format, ...) {
    (void)file;
    (void)line;
    (void)function;
    (void)error;
    (void)format;
}

void kiosk_alsa_quiet_errors(void) {
    kiosk_library_required();
    kiosk_snd_lib_error_set_handler(kiosk_alsa_silent);
}
