// CSQLite: SQLite's C API (Debian's libsqlite3), plus what Swift cannot import from sqlite3.h.
#pragma once
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast of -1 to a function pointer: a macro Swift cannot import. Binding
/// with it makes SQLite copy the value before the call returns.
static inline sqlite3_destructor_type kiosk_sqlite_transient(void) { return SQLITE_TRANSIENT; }
