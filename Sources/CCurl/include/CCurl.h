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

/// The start of a response body (a refusal's reason), kept by `kiosk_curl_keep_body`: at most
/// `sizeof bytes`, the rest read and dropped.
struct kiosk_curl_body {
    char bytes[512];
    size_t count;
};

/// Keeps the start of the response body in `body` (instead of discarding it), which must outlive
/// the transfer.
CURLcode kiosk_curl_keep_body(CURL *handle, struct kiosk_curl_body *body);

CURLcode kiosk_curl_response_code(CURL *handle, long *code);
/// Where a 3xx answer points (NULL when it names nowhere); owned by the handle.
CURLcode kiosk_curl_redirect_url(CURL *handle, char **url);
CURLcode kiosk_curl_private(CURL *handle, char **value);

/// CURLMsg's result lives in a union Swift sees as a C union member.
static inline CURLcode kiosk_curl_message_result(const CURLMsg *message) { return message->data.result; }
