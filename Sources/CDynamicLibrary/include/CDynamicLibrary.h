// CDynamicLibrary: opens a shared library when the kiosk first needs it (dlopen), so a kiosk
// that never delivers over the network or reads prices never maps libcurl, libmosquitto,
// Tesseract and what they pull in (TLS, Leptonica, image codecs: about 9 MiB resident).
#pragma once
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One function a library must have: its name, and where its address goes.
struct kiosk_symbol {
    const char *name;
    void **address;
};

/// A library opened on demand. `kiosk_library_load` fills in the rest.
struct kiosk_library {
    /// The name the loader looks for, with its ABI version ("libcurl.so.4").
    const char *soname;
    const struct kiosk_symbol *symbols;
    size_t count;
    /// Set by the first load: whether it was tried, whether it worked, and why not.
    int tried;
    int loaded;
    char message[512];
};

/// Opens `soname` and resolves `count` symbols into their addresses. Returns 1 when every one
/// was found; else 0, with why in `message` (`size` bytes), and nothing left open.
int kiosk_library_open(const char *soname, const struct kiosk_symbol *symbols, size_t count, char *message, size_t size);

/// Opens `library` and resolves each of its symbols, once (later calls, from any thread, return
/// the first call's answer). Returns 1 when every symbol was found; else 0, with why in
/// `library->message` ("libcurl.so.4: cannot open shared object file ...", or the missing symbol).
int kiosk_library_load(struct kiosk_library *library);

#ifdef __cplusplus
}
#endif
