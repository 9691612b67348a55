// CMicroHTTPD: libmicrohttpd, the web server library (Debian's libmicrohttpd-dev headers), opened
// when the console is first started (see CDynamicLibrary), and helpers for its variadic
// MHD_start_daemon, which Swift cannot call.
#pragma once
#include <microhttpd.h>
#include <stddef.h>
#include <stdint.h>

/// The library the kiosk opens: libmicrohttpd's ABI 12, the same in Debian 12 (0.9.75,
/// libmicrohttpd12) and Debian 13 (1.0.x, libmicrohttpd12t64). It pulls in GnuTLS, which a kiosk
/// without the console never maps.
#define KIOSK_MICROHTTPD_SONAME "libmicrohttpd.so.12"

/// Opens libmicrohttpd, once. Returns 1; or 0, with why in `message` (`size` bytes). Every
/// other function here may be called only after it returned 1.
int kiosk_microhttpd_load(char *message, size_t size);

/// Starts a daemon on `listen_fd` (a bound, listening socket, which the daemon then owns and
/// closes when stopped) with a polling thread of its own (MHD_USE_INTERNAL_POLLING_THREAD):
/// `handler` and `completed` run on that thread with `context`. A connection idle for
/// `timeout_seconds` is closed; at most `connection_limit` connections at once, `per_address_limit`
/// from one address; each connection's memory (its headers and buffered body) is at most
/// `memory_limit` bytes. With `certificate_pem` and `key_pem` (PEM texts, kept by the caller
/// while the daemon runs) it speaks HTTPS only (GnuTLS, through the library); both NULL: HTTP.
/// NULL when the daemon cannot start (the socket is then still the caller's).
struct MHD_Daemon *kiosk_microhttpd_start(int listen_fd, unsigned int timeout_seconds, unsigned int connection_limit,
                                          unsigned int per_address_limit, size_t memory_limit, const char *certificate_pem,
                                          const char *key_pem, MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed,
                                          void *context);

/// The value of the request header `name` (any case); NULL when the request has none.
const char *kiosk_microhttpd_header(struct MHD_Connection *connection, const char *name);

/// The query argument `name` as sent (escapes left: the console's unescape callback keeps
/// everything as sent); NULL when the request has none.
const char *kiosk_microhttpd_argument(struct MHD_Connection *connection, const char *name);

/// The client's IP address as text (`192.168.1.7`, `::1`) in `text` (`size` bytes, at least
/// INET6_ADDRSTRLEN). 1; or 0 when the library does not say.
int kiosk_microhttpd_client(struct MHD_Connection *connection, char *text, size_t size);

/// Queues a response of `status` with a copy of `body` (`size` bytes) and `header_count` headers,
/// given as `headers[2 * i]` (name) and `headers[2 * i + 1]` (value). MHD_NO when it could not.
enum MHD_Result kiosk_microhttpd_respond(struct MHD_Connection *connection, unsigned int status, const void *body, size_t size,
                                         const char *const *headers, size_t header_count);

/// Queues a response of `status` whose body is the `size` bytes of the file `fd` from its start,
/// with headers as `kiosk_microhttpd_respond`'s. The descriptor is the library's from here (closed
/// when the response is done, or here when it cannot be made).
enum MHD_Result kiosk_microhttpd_respond_file(struct MHD_Connection *connection, unsigned int status, int fd, uint64_t size,
                                              const char *const *headers, size_t header_count);
