// DynamicLibrary: dlopen and dlsym behind one lock, with the reason kept when they fail.
#include "CDynamicLibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t kiosk_library_lock = PTHREAD_MUTEX_INITIALIZER;

int kiosk_library_open(const char *soname, const struct kiosk_symbol *symbols, size_t count, char *message, size_t size) {
    // RTLD_LOCAL: the library's symbols stay its own (the kiosk calls them through the addresses
    // resolved here); RTLD_NOW: a broken install fails here, not in the middle of a delivery.
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(message, size, "%s", why ? why : soname);
        return 0;
    }
    for (size_t i = 0; i < count; i++) {
        void *address = dlsym(handle, symbols[i].name);
        if (!address) {
            snprintf(message, size, "%s has no function %s, which the kiosk calls", soname, symbols[i].name);
            for (size_t j = 0; j < i; j++) *symbols[j].address = NULL;
            dlclose(handle);
            return 0;
        }
        *symbols[i].address = address;
    }
    return 1;
}

int kiosk_library_load(struct kiosk_library *library) {
    pthread_mutex_lock(&kiosk_library_lock);
    if (!library->tried) {
        library->tried = 1;
        library->loaded = kiosk_library_open(library->soname, library->symbols, library->count, library->message, sizeof library->message);
    }
    int loaded = library->loaded;
    pthread_mutex_unlock(&kiosk_library_lock);
    return loaded;
}
