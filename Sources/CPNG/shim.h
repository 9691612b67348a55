// CPNG: libpng 1.6 (simplified and classic API).
#pragma once
#include <png.h>
