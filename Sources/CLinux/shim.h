// CLinux: Linux event interfaces Glibc's Swift module leaves out (timerfd, eventfd, signalfd,
// inotify), for the kiosk's poll loop.
#pragma once
#include <sys/timerfd.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <sys/inotify.h>
#include <signal.h>
