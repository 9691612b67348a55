// CInput: libevdev and the kernel's input event codes.
#pragma once
#include <libevdev/libevdev.h>
#include <linux/input.h>
