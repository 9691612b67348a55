// CLinux: Linux interfaces Glibc's Swift module leaves out: timerfd, eventfd, signalfd and
// inotify for the kiosk's poll loop; the console (KDSETMODE) and kernel uevents
// (NETLINK_KOBJECT_UEVENT) for the display; mallopt for MemoryPolicy; naming threads.
#pragma once
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <sys/inotify.h>
#include <sys/socket.h>
#include <signal.h>
#include <malloc.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include <linux/netlink.h>
// pidfd_open: a child process as a descriptor that polls readable when it exits (Delivery's hooks).
#include <sys/pidfd.h>
// getrandom: the admin PIN hash's salt.
#include <sys/random.h>
// Naming a thread (what `top -H` and a core dump show): glibc declares pthread_setname_np only
// under _GNU_SOURCE, which Swift's Glibc module is not built with.
#include <pthread.h>
extern int pthread_setname_np(pthread_t thread, const char *name);
static inline int kiosk_name_this_thread(const char *name) { return pthread_setname_np(pthread_self(), name); }
