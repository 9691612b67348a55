// MosquittoLibrary: the libmosquitto functions the kiosk calls, forwarded to the library once it
// is open.
#include "CMosquitto.h"

#include <CDynamicLibrary.h>

typedef void (*kiosk_mosquitto_callback)(struct mosquitto *, void *, int);
typedef int (*kiosk_mosquitto_password)(char *, int, int, void *);

// Each function: RETURNS(type, name, parameters, arguments) or VOID(name, parameters, arguments).
#define KIOSK_MOSQUITTO_FUNCTIONS(RETURNS, VOID, RESOLVED)                                                   \
    RETURNS(int, mosquitto_lib_init, (void), ())                                                   \
    RETURNS(struct mosquitto *, mosquitto_new, (const char *id, bool clean, void *object), (id, clean, object)) \
    VOID(mosquitto_destroy, (struct mosquitto * client), (client))                                 \
    RETURNS(int, mosquitto_int_option, (struct mosquitto * client, enum mosq_opt_t option, int value), (client, option, value)) \
    RETURNS(int, mosquitto_username_pw_set, (struct mosquitto * client, const char *user, const char *password), \
            (client, user, password))                                                              \
    RETURNS(int, mosquitto_tls_set,                                                                \
            (struct mosquitto * client, const char *cafile, const char *capath, const char *certfile, const char *keyfile, \
             kiosk_mosquitto_password password),                                                   \
            (client, cafile, capath, certfile, keyfile, password))                                 \
    RETURNS(int, mosquitto_will_set,                                                               \
            (struct mosquitto * client, const char *topic, int length, const void *payload, int qos, bool retain), \
            (client, topic, length, payload, qos, retain))                                         \
    VOID(mosquitto_connect_callback_set, (struct mosquitto * client, kiosk_mosquitto_callback callback), (client, callback)) \
    VOID(mosquitto_disconnect_callback_set, (struct mosquitto * client, kiosk_mosquitto_callback callback), (client, callback)) \
    VOID(mosquitto_publish_callback_set, (struct mosquitto * client, kiosk_mosquitto_callback callback), (client, callback)) \
    RETURNS(int, mosquitto_connect_async, (struct mosquitto * client, const char *host, int port, int keepalive), \
            (client, host, port, keepalive))                                                       \
    RETURNS(int, mosquitto_reconnect_async, (struct mosquitto * client), (client))                \
    RETURNS(int, mosquitto_disconnect, (struct mosquitto * client), (client))                     \
    RETURNS(int, mosquitto_publish,                                                                \
            (struct mosquitto * client, int *mid, const char *topic, int length, const void *payload, int qos, bool retain), \
            (client, mid, topic, length, payload, qos, retain))                                    \
    RETURNS(int, mosquitto_loop, (struct mosquitto * client, int timeout, int packets), (client, timeout, packets)) \
    RETURNS(bool, mosquitto_want_write, (struct mosquitto * client), (client))                    \
    RETURNS(int, mosquitto_socket, (struct mosquitto * client), (client))                         \
    RETURNS(const char *, mosquitto_strerror, (int error), (error))                               \
    RETURNS(const char *, mosquitto_connack_string, (int code), (code))

KIOSK_LIBRARY(KIOSK_MOSQUITTO_SONAME, kiosk_mosquitto_load, KIOSK_MOSQUITTO_FUNCTIONS)
