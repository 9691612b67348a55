// CALSA: ALSA's PCM playback API (Debian's libasound2-dev headers), what the Sound module plays
// tones and speech through, opened when sound is first turned on (see CDynamicLibrary).
#pragma once
#include <alsa/asoundlib.h>
#include <stddef.h>

/// The library the kiosk opens: alsa-lib's ABI 2 (Debian's libasound2, libasound2t64 in Debian 13).
#define KIOSK_ALSA_SONAME "libasound.so.2"

/// Opens alsa-lib, once. Returns 1; or 0, with why in `message` (`size` bytes). Every other ALSA
/// function may be called only after it returned 1.
int kiosk_alsa_load(char *message, size_t size);

/// Stops alsa-lib printing its own errors on standard error ("ALSA lib pcm.c:2666:
/// (snd_pcm_open_noupdate) Unknown PCM"): the kiosk says once, in its own words, what failed.
/// (snd_lib_error_set_handler takes a variadic function, which Swift cannot write.)
void kiosk_alsa_quiet_errors(void);
