// CMosquitto: libmosquitto, the MQTT client library (Debian's libmosquitto-dev).
#pragma once
#include <mosquitto.h>
