// CCurl: libcurl (Debian's libcurl4-openssl-dev headers), opened when a webhook destination is
// first used (see CDynamicLibrary), and typed helpers for its variadic curl_easy_setopt and
// curl_easy_getinfo, which Swift cannot call.
#pragma once
#include <curl/curl.h>
#include <stddef.h>

/// The library the kiosk opens: libcurl's ABI 4 (Debian's libcurl4, libcurl4t64 in Debian 13).
#define KIOSK_CURL_SONAME "libcurl.so.4"

/// Opens libcurl, once. Returns 1; or 0, with why in `message` (`size` bytes). Every other
/// libcurl function here may be called only after it returned 1.
int kiosk_curl_load(char *message, size_t size);

CURLcode kiosk_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode kiosk_curl_set_string(CURL *handle, CURLoption option, const char *value);
CURLcode kiosk_curl_set_pointer(CURL *handle, CURLoption option, void *value);
CURLcode kiosk_curl_set_headers(CURL *handle, struct curl_slist *headers);

/// The response body is not needed (the status says it all); without a write function libcurl
/// would print it on standard output, where the kiosk's JSON lines go.
CURLcode kiosk_curl_discard_body(CURL *handle);

/// A response body kept in memory, at most `limit` bytes; `data` is malloc'd (free it with
/// kiosk_curl_body_free). A longer body ends the transfer (CURLE_WRITE_ERROR) with `overflowed`
/// set, so a hostile server cannot fill the kiosk's memory; with `truncates`, its start is kept
/// and the rest read and dropped (a refusal's reason: the status says what happened).
struct kiosk_curl_body {
    char *data;
    size_t size;
    size_t capacity;
    size_t limit;
    int overflowed;
    int truncates;
};

/// Collects the response body into `body`, which must outlive the transfer.
CURLcode kiosk_curl_collect_body(CURL *handle, struct kiosk_curl_body *body);
void kiosk_curl_body_free(struct kiosk_curl_body *body);

CURLcode kiosk_curl_response_code(CURL *handle, long *code);
/// Where a 3xx answer points (NULL when it names nowhere); owned by the handle.
CURLcode kiosk_curl_redirect_url(CURL *handle, char **url);
/// The seconds an answer's Retry-After asks to wait, from now: libcurl (7.66 and later) reads
/// both its forms, seconds and an HTTP date; 0 without one (or a date past); an older libcurl
/// answers CURLE_UNKNOWN_OPTION.
CURLcode kiosk_curl_retry_after(CURL *handle, curl_off_t *seconds);
CURLcode kiosk_curl_private(CURL *handle, char **value);

/// CURLMsg's result lives in a union Swift sees as a C union member.
static inline CURLcode kiosk_curl_message_result(const CURLMsg *message) { return message->data.result; }
