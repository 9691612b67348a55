// MicroHTTPDLibrary: the libmicrohttpd functions the kiosk calls, forwarded to the library once
// it is open, and the helpers that call its variadic start.
#include "CMicroHTTPD.h"

#include <CDynamicLibrary.h>
#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Only functions of libmicrohttpd 0.9.75 that 1.0 keeps without deprecating them.
#define KIOSK_MICROHTTPD_FUNCTIONS(RETURNS, VOID, RESOLVED)                                        \
    VOID(MHD_stop_daemon, (struct MHD_Daemon * daemon), (daemon))                                  \
    RETURNS(enum MHD_Result, MHD_queue_response, (struct MHD_Connection * connection, unsigned int status, struct MHD_Response *response), \
            (connection, status, response))                                                       \
    RETURNS(struct MHD_Response *, MHD_create_response_from_buffer_with_free_callback,              \
            (size_t size, void *buffer, MHD_ContentReaderFreeCallback free_callback), (size, buffer, free_callback)) \
    RETURNS(struct MHD_Response *, MHD_create_response_from_fd, (uint64_t size, int fd), (size, fd))                \
    RETURNS(enum MHD_Result, MHD_add_response_header, (struct MHD_Response * response, const char *name, const char *value), \
            (response, name, value))                                                               \
    VOID(MHD_destroy_response, (struct MHD_Response * response), (response))                       \
    RETURNS(const char *, MHD_lookup_connection_value, (struct MHD_Connection * connection, enum MHD_ValueKind kind, const char *key), \
            (connection, kind, key))                                                               \
    RETURNS(struct MHD_PostProcessor *, MHD_create_post_processor,                                  \
            (struct MHD_Connection * connection, size_t buffer_size, MHD_PostDataIterator iterator, void *context), \
            (connection, buffer_size, iterator, context))                                          \
    RETURNS(enum MHD_Result, MHD_post_process, (struct MHD_PostProcessor * processor, const char *data, size_t size), \
            (processor, data, size))                                                               \
    RETURNS(enum MHD_Result, MHD_destroy_post_processor, (struct MHD_PostProcessor * processor), (processor)) \
    RESOLVED(const union MHD_ConnectionInfo *, MHD_get_connection_info, (struct MHD_Connection *, enum MHD_ConnectionInfoType, ...), ()) \
    RESOLVED(struct MHD_Daemon *, MHD_start_daemon, (unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback, void *, ...), ())

KIOSK_LIBRARY(KIOSK_MICROHTTPD_SONAME, kiosk_microhttpd_load, KIOSK_MICROHTTPD_FUNCTIONS)

// MHD_OPTION_UNESCAPE_CALLBACK: the path is left as sent. The library's own unescaping turns
// `/status.json%00` into a C string that ends at the NUL, `/status.json`; the console's paths
// have no escapes, so one with any is simply not one of them (404).
static size_t kiosk_microhttpd_as_sent(void *context, struct MHD_Connection *connection, char *text) {
    (void)context;
    (void)connection;
    return strlen(text);
}

struct MHD_Daemon *kiosk_microhttpd_start(int listen_fd, unsigned int timeout_seconds, unsigned int connection_limit,
                                          unsigned int per_address_limit, size_t memory_limit, const char *certificate_pem,
                                          const char *key_pem, MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed,
                                          void *context) {
    if (!kiosk_MHD_start_daemon) kiosk_library_required();
    // No MHD_USE_ERROR_LOG: the library writes nothing to standard error (the kiosk's log);
    // what went wrong is answered to the client or said by the caller. MHD_USE_AUTO: epoll on
    // Linux. The port is ignored: the socket given is already bound.
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO;
    int tls = certificate_pem && key_pem;
    if (tls) flags |= MHD_USE_TLS;
    // Without TLS the two options are left out: MHD_OPTION_ARRAY's end comes first.
    struct MHD_OptionItem tls_options[] = {
        {MHD_OPTION_HTTPS_MEM_CERT, 0, (void *)certificate_pem},
        {MHD_OPTION_HTTPS_MEM_KEY, 0, (void *)key_pem},
        {MHD_OPTION_END, 0, NULL},
    };
    return kiosk_MHD_start_daemon(flags, 0, NULL, NULL, handler, context,                          //
                                  MHD_OPTION_ARRAY, tls ? tls_options : tls_options + 2,           //
                                  MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_fd,                 //
                                  MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,                  //
                                  MHD_OPTION_CONNECTION_LIMIT, connection_limit,                   //
                                  MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_address_limit,           //
                                  MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,                //
                                  MHD_OPTION_NOTIFY_COMPLETED, completed, context,                 //
                                  MHD_OPTION_UNESCAPE_CALLBACK, kiosk_microhttpd_as_sent, NULL,    //
                                  MHD_OPTION_END);
}

const char *kiosk_microhttpd_header(struct MHD_Connection *connection, const char *name) {
    return MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
}

const char *kiosk_microhttpd_argument(struct MHD_Connection *connection, const char *name) {
    return MHD_lookup_connection_value(connection, MHD_GET_ARGUMENT_KIND, name);
}

int kiosk_microhttpd_client(struct MHD_Connection *connection, char *text, size_t size) {
    if (!kiosk_MHD_get_connection_info) kiosk_library_required();
    const union MHD_ConnectionInfo *info = kiosk_MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (!info || !info->client_addr) return 0;
    const struct sockaddr *address = info->client_addr;
    const void *bytes = address->sa_family == AF_INET    ? (const void *)&((const struct sockaddr_in *)address)->sin_addr
                        : address->sa_family == AF_INET6 ? (const void *)&((const struct sockaddr_in6 *)address)->sin6_addr
                                                         : NULL;
    return bytes && inet_ntop(address->sa_family, bytes, text, (socklen_t)size) ? 1 : 0;
}

static enum MHD_Result kiosk_microhttpd_queue(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response,
                                              const char *const *headers, size_t header_count) {
    enum MHD_Result result = MHD_YES;
    for (size_t i = 0; i < header_count && result == MHD_YES; i++) result = MHD_add_response_header(response, headers[2 * i], headers[2 * i + 1]);
    if (result == MHD_YES) result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}

enum MHD_Result kiosk_microhttpd_respond(struct MHD_Connection *connection, unsigned int status, const void *body, size_t size,
                                         const char *const *headers, size_t header_count) {
    // The response owns a copy, freed by the library when it is done with it.
    void *copy = malloc(size ? size : 1);
    if (!copy) return MHD_NO;
    if (size) memcpy(copy, body, size);
    struct MHD_Response *response = MHD_create_response_from_buffer_with_free_callback(size, copy, free);
    if (!response) {
        free(copy);
        return MHD_NO;
    }
    return kiosk_microhttpd_queue(connection, status, response, headers, header_count);
}

enum MHD_Result kiosk_microhttpd_respond_file(struct MHD_Connection *connection, unsigned int status, int fd, uint64_t size,
                                              const char *const *headers, size_t header_count) {
    // The response owns the descriptor from here: the library closes it when it is done.
    struct MHD_Response *response = MHD_create_response_from_fd(size, fd);
    if (!response) {
        close(fd);
        return MHD_NO;
    }
    return kiosk_microhttpd_queue(connection, status, response, headers, header_count);
}
