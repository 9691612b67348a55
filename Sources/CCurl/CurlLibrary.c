// CurlLibrary: the libcurl functions the kiosk calls, forwarded to the library once it is open.
#include "CCurl.h"

#include <CDynamicLibrary.h>
#include <stdlib.h>
#include <string.h>

// Each function: RETURNS(type, name, parameters, arguments), VOID(name, parameters, arguments),
// or RESOLVED (the variadic ones, called through their addresses by the helpers below).
#define KIOSK_CURL_FUNCTIONS(RETURNS, VOID, RESOLVED)                                              \
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
    VOID(curl_slist_free_all, (struct curl_slist * list), (list))                                  \
    RESOLVED(CURLcode, curl_easy_setopt, (CURL *, CURLoption, ...), ())                            \
    RESOLVED(CURLcode, curl_easy_getinfo, (CURL *, CURLINFO, ...), ())

KIOSK_LIBRARY(KIOSK_CURL_SONAME, kiosk_curl_load, KIOSK_CURL_FUNCTIONS)

static size_t kiosk_curl_discard(char *data, size_t size, size_t count, void *user) {
    (void)data;
    (void)user;
    return size * count;
}

static size_t kiosk_curl_collect(char *data, size_t size, size_t count, void *user) {
    struct kiosk_curl_body *body = user;
    size_t length = size * count;
    if (length > body->limit - body->size) {
        if (body->truncates) {
            // The start is kept; the rest is read and dropped.
            size_t room = body->limit - body->size;
            if (room > 0) {
                size_t kept = kiosk_curl_collect(data, 1, room, user);
                if (kept != room) return 0;
            }
            return length;
        }
        body->overflowed = 1;
        return 0;
    }
    if (body->size + length > body->capacity) {
        size_t capacity = body->capacity ? body->capacity : 4096;
        while (capacity < body->size + length) capacity *= 2;
        if (capacity > body->limit) capacity = body->limit;
        char *grown = realloc(body->data, capacity);
        if (!grown) return 0;
        body->data = grown;
        body->capacity = capacity;
    }
    memcpy(body->data + body->size, data, length);
    body->size += length;
    return length;
}

#define KIOSK_SETOPT(handle, option, value) \
    (kiosk_curl_easy_setopt ? 0 : (kiosk_library_required(), 0), kiosk_curl_easy_setopt(handle, option, value))
#define KIOSK_GETINFO(handle, info, value) \
    (kiosk_curl_easy_getinfo ? 0 : (kiosk_library_required(), 0), kiosk_curl_easy_getinfo(handle, info, value))

CURLcode kiosk_curl_set_long(CURL *handle, CURLoption option, long value) { return KIOSK_SETOPT(handle, option, value); }
CURLcode kiosk_curl_set_string(CURL *handle, CURLoption option, const char *value) { return KIOSK_SETOPT(handle, option, value); }
CURLcode kiosk_curl_set_pointer(CURL *handle, CURLoption option, void *value) { return KIOSK_SETOPT(handle, option, value); }
CURLcode kiosk_curl_set_headers(CURL *handle, struct curl_slist *headers) { return KIOSK_SETOPT(handle, CURLOPT_HTTPHEADER, headers); }
CURLcode kiosk_curl_discard_body(CURL *handle) { return KIOSK_SETOPT(handle, CURLOPT_WRITEFUNCTION, kiosk_curl_discard); }
CURLcode kiosk_curl_response_code(CURL *handle, long *code) { return KIOSK_GETINFO(handle, CURLINFO_RESPONSE_CODE, code); }
CURLcode kiosk_curl_redirect_url(CURL *handle, char **url) { return KIOSK_GETINFO(handle, CURLINFO_REDIRECT_URL, url); }
CURLcode kiosk_curl_retry_after(CURL *handle, curl_off_t *seconds) { return KIOSK_GETINFO(handle, CURLINFO_RETRY_AFTER, seconds); }
CURLcode kiosk_curl_private(CURL *handle, char **value) { return KIOSK_GETINFO(handle, CURLINFO_PRIVATE, value); }
CURLcode kiosk_curl_collect_body(CURL *handle, struct kiosk_curl_body *body) {
    CURLcode result = KIOSK_SETOPT(handle, CURLOPT_WRITEFUNCTION, kiosk_curl_collect);
    return result == CURLE_OK ? KIOSK_SETOPT(handle, CURLOPT_WRITEDATA, body) : result;
}

void kiosk_curl_body_free(struct kiosk_curl_body *body) {
    free(body->data);
    body->data = NULL;
    body->size = body->capacity = 0;
}
