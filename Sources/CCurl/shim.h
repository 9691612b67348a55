// CCurl: libcurl (Debian's libcurl4-openssl-dev), and typed helpers for its variadic
// curl_easy_setopt / curl_multi_setopt / curl_easy_getinfo, which Swift cannot call.
#pragma once
#include <curl/curl.h>

static inline CURLcode kiosk_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_set_headers(CURL *handle, struct curl_slist *headers) {
    return curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

/// The response body is not needed (the status says it all); without a write function libcurl
/// would print it on standard output, where the kiosk's JSON lines go.
static inline size_t kiosk_curl_discard(char *data, size_t size, size_t count, void *user) {
    (void)data;
    (void)user;
    return size * count;
}

static inline CURLcode kiosk_curl_discard_body(CURL *handle) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, kiosk_curl_discard);
}

static inline CURLcode kiosk_curl_response_code(CURL *handle, long *code) {
    return curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, code);
}

static inline CURLcode kiosk_curl_private(CURL *handle, char **value) {
    return curl_easy_getinfo(handle, CURLINFO_PRIVATE, value);
}

/// CURLMsg's result lives in a union Swift sees as a C union member.
static inline CURLcode kiosk_curl_message_result(const CURLMsg *message) { return message->data.result; }
