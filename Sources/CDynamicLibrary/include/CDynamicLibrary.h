// CDynamicLibrary: opens a shared library when the kiosk first needs it (dlopen), so a kiosk
// that never delivers over the network or reads prices never maps libcurl, libmosquitto,
// Tesseract and what they pull in (TLS, Leptonica, image codecs: about 9 MiB resident).
#pragma once
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

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

/// Everything a C target over one on-demand library defines, in its one .c file:
/// - `FUNCTIONS(RETURNS, VOID, RESOLVED)` lists the library's functions the kiosk calls, each as
///   `RETURNS(type, name, (parameters), (arguments))`, `VOID(name, (parameters), (arguments))`,
///   or `RESOLVED(type, name, (parameters), ())` for one only called through its address
///   (a variadic function: the target's own helpers call `kiosk_##name`);
/// - `LOAD` is the target's `int LOAD(char *message, size_t size)`, which opens the library
///   (once) and copies why it could not into `message`;
/// - each RETURNS and VOID function gets a definition under the library's own name (the Swift
///   code calls the library's API as its headers declare it), hidden, so it never stands in for
///   the library towards another library, forwarding to the address resolved;
/// - a function called before `LOAD` succeeded is a bug in the kiosk: it stops it loudly
///   (`kiosk_library_required`, which the target's own helpers call too).
#define KIOSK_LIBRARY_POINTER(type, name, parameters, arguments) static type(*kiosk_##name) parameters;
#define KIOSK_LIBRARY_VOID_POINTER(name, parameters, arguments) static void(*kiosk_##name) parameters;
#define KIOSK_LIBRARY_SYMBOL(type, name, parameters, arguments) {#name, (void **)&kiosk_##name},
#define KIOSK_LIBRARY_VOID_SYMBOL(name, parameters, arguments) {#name, (void **)&kiosk_##name},
#define KIOSK_LIBRARY_FORWARD(type, name, parameters, arguments)                                   \
    __attribute__((visibility("hidden"))) type name parameters {                                   \
        if (!kiosk_##name) kiosk_library_required();                                               \
        return kiosk_##name arguments;                                                             \
    }
#define KIOSK_LIBRARY_VOID_FORWARD(name, parameters, arguments)                                    \
    __attribute__((visibility("hidden"))) void name parameters {                                   \
        if (!kiosk_##name) kiosk_library_required();                                               \
        kiosk_##name arguments;                                                                    \
    }
#define KIOSK_LIBRARY_NOTHING(type, name, parameters, arguments)

#define KIOSK_LIBRARY(SONAME, LOAD, FUNCTIONS)                                                     \
    FUNCTIONS(KIOSK_LIBRARY_POINTER, KIOSK_LIBRARY_VOID_POINTER, KIOSK_LIBRARY_POINTER)           \
    static const struct kiosk_symbol kiosk_library_symbols[] = {                                   \
        FUNCTIONS(KIOSK_LIBRARY_SYMBOL, KIOSK_LIBRARY_VOID_SYMBOL, KIOSK_LIBRARY_SYMBOL)};         \
    static struct kiosk_library kiosk_this_library = {                                             \
        SONAME, kiosk_library_symbols, sizeof kiosk_library_symbols / sizeof *kiosk_library_symbols}; \
    int LOAD(char *message, size_t size) {                                                         \
        int loaded = kiosk_library_load(&kiosk_this_library);                                      \
        if (!loaded && message && size) snprintf(message, size, "%s", kiosk_this_library.message); \
        return loaded;                                                                             \
    }                                                                                              \
    static void kiosk_library_required(void) {                                                     \
        if (kiosk_library_load(&kiosk_this_library)) return;                                       \
        fprintf(stderr, "kioskscan: %s used before it was loaded: %s\n", SONAME, kiosk_this_library.message); \
        abort();                                                                                   \
    }                                                                                              \
    FUNCTIONS(KIOSK_LIBRARY_FORWARD, KIOSK_LIBRARY_VOID_FORWARD, KIOSK_LIBRARY_NOTHING)

#ifdef __cplusplus
}
#endif
