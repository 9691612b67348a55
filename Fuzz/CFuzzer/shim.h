// CFuzzer: libFuzzer's entry for programs with their own main (compiler-rt's libFuzzer, linked
// by swiftc -sanitize=fuzzer): it parses libFuzzer's command line and calls the callback with
// every input it tries.
#pragma once
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
