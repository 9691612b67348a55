#!/bin/sh
# camera_recovery.sh (runs in the virtual kiosk, via board/qemu/run --sh): the kiosk on the
# real V4L2 camera; after its first capture the camera is unplugged (vivid's disconnect, then
# rmmod), left out for a few seconds, and plugged back (modprobe, loopback, stream); the
# kiosk must recover by itself and capture again. Markers go to kiosk.log.
. /usr/lib/kiosk/camera.sh
EVENTS=/mnt/out/events.jsonl
: >"$EVENTS"

set --
while IFS= read -r a || [ -n "$a" ]; do set -- "$@" "$a"; done </mnt/args
/usr/bin/kioskscan "$@" >>"$EVENTS" 2>>/mnt/out/kiosk.log &
KIOSK=$!

# Waits until the events file has $1 lines, at most $2 seconds; fails the run otherwise.
wait_for_events() {
    t=0
    while [ "$(wc -l <"$EVENTS")" -lt "$1" ]; do
        t=$((t + 1))
        if [ $t -gt $(($2 * 4)) ]; then log "TIMEOUT waiting for $1 capture(s)"; kill -TERM $KIOSK; exit 1; fi
        kill -0 $KIOSK 2>/dev/null || { log "the kiosk died"; exit 1; }
        sleep 0.25
    done
}

wait_for_events 1 90
log "MARK unplug"
camera_unplug || exit 1
sleep 4
log "MARK plug"
camera_plug || exit 1
wait_for_events 2 90
log "MARK recovered"
kill -TERM $KIOSK
wait $KIOSK
STATUS=$?
log "MARK kiosk exit $STATUS"
exit $STATUS
