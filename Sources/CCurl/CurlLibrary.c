// CurlLibrary: the libcurl functions the kiosk calls, forwarded to the library once it is open.
#include "CCurl.h"

#include <CDynamicLibrary.h>
#include <stdio.h>
#include <stdlib.h>

// Each function: RETURNS(type, name, parameters, arguments) or VOID(name, parameters, arguments).
#define KIOSK_CURL_FUNCTIONS(RETURNS, VOID)                                                        \
    RETURNS(CURLcode, curl_global_init, (long flags), (flags))                                    \
    RETURNS(CURL *, curl_easy_init, (void), ())                                                    \
    VOID(curl_easy_cleanup, (CURL * curl), (curl))                                                 \
    RETURNS(const char *, curl_easy_strerror, (CURLcode code), (code))                            \
    RETURNS(CURLM *, curl_multi_init, (void), ())                                                  \
    RETURNS(CURLMcode, curl_multi_add_handle, (CURLM * multi, CURL *curl), (multi, curl))         \
    RETURNS(CURLMcode, curl_multi_remove_handle, (CURLM * multi, CURL *curl), (multi, curl))      \
    RETURNS(CURLMcode, curl_multi_cleanup, (CURLM * multi), (multi))                               \
    RETURNS(CURLMsg *, curl_multi_info_read, (CURLM * multi, int *left), (multi, left))           \
    RETURNS(CURLMcode, curl_multi_perform, (CURLM * multi, int *running), (multi, running))       \
    RETURNS(CURLMcode, curl_multi_poll, (CURLM * multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready), \
            (multi, extra, count, timeout, ready))                                                 \
    RETURNS(CURLMcode, curl_multi_wakeup, (CURLM * multi), (multi))                                \
    RETURNS(struct curl_slist *, curl_slist_append, (struct curl_slist * list, const char *data), (list, data)) \
    VOID(curl_slist_free_all, (struct curl_slist * list), (list))

#define KIOSK_POINTER(type, name, parameters, arguments) static type(*kiosk_##name) parameters;
#define KIOSK_VOID_POINTER(name, parameters, arguments) static void(*kiosk_##name) parameters;
KIOSK_CURL_FUNCTIONS(KIOSK_POINTER, KIOSK_VOID_POINTER)
static CURLcode (*kiosk_curl_easy_setopt)(CURL *, CURLoption, ...);
static CURLcode (*kiosk_curl_easy_getinfo)(CURL *, CURLINFO, ...);

#define KIOSK_SYMBOL(type, name, parameters, arguments) {#name, (void **)&kiosk_##name},
#define KIOSK_VOID_SYMBOL(name, parameters, arguments) {#name, (void **)&kiosk_##name},
static const struct kiosk_symbol kiosk_curl_symbols[] = {
    KIOSK_CURL_FUNCTIONS(KIOSK_SYMBOL, KIOSK_VOID_SYMBOL)
    {"curl_easy_setopt", (void **)&kiosk_curl_easy_setopt},
    {"curl_easy_getinfo", (void **)&kiosk_curl_easy_getinfo},
};
static struct kiosk_library kiosk_curl = {KIOSK_CURL_SONAME, kiosk_curl_symbols, sizeof kiosk_curl_symbols / sizeof *kiosk_curl_symbols};

int kiosk_curl_load(char *message, size_t size) {
    int loaded = kiosk_library_load(&kiosk_curl);
    if (!loaded && message && size) snprintf(message, size, "%s", kiosk_curl.message);
    return loaded;
}

/// Reached only when a caller skipped kiosk_curl_load: a bug in the kiosk, stopped loudly.
static void kiosk_curl_require(void) {
    if (kiosk_library_load(&kiosk_curl)) return;
    fprintf(stderr, "kioskscan: libcurl used before it was loaded: %s\n", kiosk_curl.message);
    abort();
}

// The forwarders carry libcurl's own names (the Swift code calls libcurl's API as declared in
// its headers), hidden: they never stand in for libcurl towards another library.
#define KIOSK_FORWARD(type, name, parameters, arguments)                                           \
    __attribute__((visibility("hidden"))) type name parameters {                                   \
        if (!kiosk_##name) kiosk_curl_require();                                                   \
        return kiosk_##name arguments;                                                             \
    }
#define KIOSK_VOID_FORWARD(name, parameters, arguments)                                            \
    __attribute__((visibility("hidden"))) void name parameters {                                   \
        if (!kiosk_##name) kiosk_curl_require();                                                   \
        kiosk_##name arguments;                                                                    \
    }
KIOSK_CURL_FUNCTIONS(KIOSK_FORWARD, KIOSK_VOID_FORWARD)

static size_t kiosk_curl_discard(char *data, size_t size, size_t count, void *user) {
    (void)data;
    (void)user;
    return size * count;
}

#define KIOSK_SETOPT(handle, option, value) \
    (kiosk_curl_easy_setopt ? 0 : (kiosk_curl_require(), 0), kiosk_curl_easy_setopt(handle, option, value))
#define KIOSK_GETINFO(handle, info, value) \
    (kiosk_curl_easy_getinfo ? 0 : (kiosk_curl_require(), 0), kiosk_curl_easy_getinfo(handle, info, value))

CURLcode kiosk_curl_set_long(CURL *handle, CURLoption option, long value) { return KIOSK_SETOPT(handle, option, value); }
CURLcode kiosk_curl_set_string(CURL *handle, CURLoption option, const char *value) { return KIOSK_SETOPT(handle, option, value); }
CURLcode kiosk_curl_set_pointer(CURL *handle, CURLoption option, void *value) { return KIOSK_SETOPT(handle, option, value); }
CURLcode kiosk_curl_set_headers(CURL *handle, struct curl_slist *headers) { return KIOSK_SETOPT(handle, CURLOPT_HTTPHEADER, headers); }
CURLcode kiosk_curl_discard_body(CURL *handle) { return KIOSK_SETOPT(handle, CURLOPT_WRITEFUNCTION, kiosk_curl_discard); }
CURLcode kiosk_curl_response_code(CURL *handle, long *code) { return KIOSK_GETINFO(handle, CURLINFO_RESPONSE_CODE, code); }
CURLcode kiosk_curl_private(CURL *handle, char **value) { return KIOSK_GETINFO(handle, CURLINFO_PRIVATE, value); }
