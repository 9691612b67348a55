// CQRencode: libqrencode's C API (Debian's libqrencode-dev): QR code symbols for the basket the
// kiosk hands to the till.
#pragma once
#include <qrencode.h>
