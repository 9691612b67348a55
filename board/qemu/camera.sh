#!/bin/sh
# camera.sh: the virtual kiosk's camera, sourced by /init and by guest test scripts
# (installed as /usr/lib/kiosk/camera.sh): loading vivid, wiring its video loopback, and
# streaming the host's frames into it. Uses the settings /init read from /mnt/config
# (CAM_WIDTH, CAM_HEIGHT, CAM_FOURCC, CAM_FPS, CAM_HOLD, VIVID_OPTS) and its log(); a test
# script run with --sh sources it too and gets the settings and a log() of its own here.

if [ -z "$CAM_WIDTH" ]; then
    CAM_WIDTH=640 CAM_HEIGHT=480 CAM_FOURCC=NV12 CAM_FPS=30 CAM_HOLD=2 VIVID_OPTS=
    [ -f /mnt/config ] && . /mnt/config
fi
type log >/dev/null 2>&1 || log() { echo "camera: [$(cut -d' ' -f1 /proc/uptime)] $*" >>/mnt/out/kiosk.log; }

# vivid: node_types=0x101 = one video capture node (/dev/video0) + one video output node
# (/dev/video1); loopback copies what is written to the output into the capture. Its only
# input and output are HDMI (input_types=3, output_types=1): loopback works between HDMI
# ports, and with no other input to select, the capture is ready for loopback the moment
# the driver loads — a kiosk that opens it at once (as it does when a camera is plugged
# back in) gets the right picture without anyone switching inputs under it.
camera_load() {
    modprobe vivid n_devs=1 node_types=0x101 num_inputs=1 input_types=3 num_outputs=1 output_types=1 $VIVID_OPTS \
        || { log "modprobe vivid failed"; return 1; }
    i=0
    while [ $i -lt 50 ] && ! [ -e /dev/video1 ]; do sleep 0.1; i=$((i + 1)); done
    [ -e /dev/video0 ] && [ -e /dev/video1 ]
}

# Capture input 3 = HDMI, output 1 = HDMI, loop_video=1, and the same HDMI timings, size and
# pixel format on both sides: then every frame queued on /dev/video1 shows up on /dev/video0.
# osd_text_mode=2 turns off the status text vivid otherwise draws into the top-left corner
# of every captured frame (over the looped-back picture too); with it off, the captured
# frame is byte for byte the frame that was streamed in.
# (Loopback only works between the HDMI or S-Video inputs and outputs, not vivid's default
# "webcam" input.) The HDMI timings set the frame rate of both sides: vivid starts at
# 1280x720p60; we pick the listed timing with the camera size whose rate is closest to
# CAM_FPS. vivid refuses pixel clocks under 14 MHz, so 640x480 only comes at 59.94 fps
# and up; 1280x720 and 1920x1080 also come at 30, 25 and 24 fps.
pick_timing() {  # prints "INDEX FPS" of the best timing for $1 x $2 near $3 fps
    v4l2-ctl -d /dev/video0 --list-dv-timings | awk -v w="$1" -v h="$2" -v want="$3" '
        function consider() {
            if (idx != "" && aw == w && ah == h && prog) {
                d = fps - want; if (d < 0) d = -d
                if (best == "" || d < bestd) { best = idx; bestd = d; bestfps = fps }
            }
        }
        /Index:/          { consider(); idx = $2; aw = ah = prog = fps = 0 }
        /Active width:/   { aw = $3 }
        /Active height:/  { ah = $3 }
        /progressive/     { prog = 1 }
        /Pixelclock:/     { sub(/.*\(/, ""); fps = $1 + 0 }
        END { consider(); if (best != "") print best, bestfps }'
}

# The loopback switch: vivid up to Linux 6.x's early releases has the capture's loop_video
# control; later ones (Debian 13's 6.12) instead connect the HDMI input to the HDMI output with
# the capture's hdmi_000_0_is_connected_to menu (0 test pattern, 1 none, 2 output HDMI 000-0).
camera_loop_on() {
    if v4l2-ctl -d /dev/video0 -l | grep -q '^ *loop_video '; then
        v4l2-ctl -d /dev/video0 -c loop_video=1
    else
        v4l2-ctl -d /dev/video0 -c hdmi_000_0_is_connected_to=2
    fi
}

CAM_FPS_REAL=
camera_setup() {
    [ -e /dev/video1 ] || return 1
    set -- $(pick_timing "$CAM_WIDTH" "$CAM_HEIGHT" "$CAM_FPS")
    if [ -z "$1" ]; then
        log "WARNING: vivid has no HDMI timing for ${CAM_WIDTH}x${CAM_HEIGHT}; keeping its default"
        return 1
    fi
    CAM_FPS_REAL=$2
    if ! { v4l2-ctl -d /dev/video0 --set-dv-bt-timings "index=$1" >/dev/null &&
           v4l2-ctl -d /dev/video1 --set-dv-bt-timings "index=$1" >/dev/null &&
           camera_loop_on &&
           v4l2-ctl -d /dev/video0 -c osd_text_mode=2 &&
           v4l2-ctl -d /dev/video0 -v "width=$CAM_WIDTH,height=$CAM_HEIGHT,pixelformat=$CAM_FOURCC" &&
           v4l2-ctl -d /dev/video1 -x "width=$CAM_WIDTH,height=$CAM_HEIGHT,pixelformat=$CAM_FOURCC"; }; then
        log "WARNING: vivid loopback setup failed"
        return 1
    fi
    log "camera: vivid HDMI loopback ${CAM_WIDTH}x${CAM_HEIGHT} $CAM_FOURCC at $CAM_FPS_REAL fps (timing $1)"
}

# After a replug the kiosk may already be streaming from the capture node, which then keeps
# the size and rate it chose (vivid's default timing, 1280x720 at 60 fps). Loopback needs
# only the output to match it: the controls can be set while streaming, the output side is
# free. The frames streamed are CAM_WIDTH x CAM_HEIGHT, so that must be the default size.
camera_setup_beside_a_user() {
    camera_loop_on && v4l2-ctl -d /dev/video0 -c osd_text_mode=2 || return 1
    set -- $(v4l2-ctl -d /dev/video0 --get-fmt-video | awk '/Width\/Height/ { split($3, s, "/"); print s[1], s[2] } /Pixel Format/ { gsub("\047", "", $4); print $4 }')
    [ "$1" = "$CAM_WIDTH" ] && [ "$2" = "$CAM_HEIGHT" ] || { log "WARNING: the capture runs at $1x$2, the frames are ${CAM_WIDTH}x${CAM_HEIGHT}"; return 1; }
    v4l2-ctl -d /dev/video1 -x "width=$1,height=$2,pixelformat=$3" || return 1
    CAM_FPS_REAL=$(v4l2-ctl -d /dev/video0 --get-dv-timings | awk '/Pixelclock:/ { sub(/.*\(/, ""); print $1 + 0 }')
    log "camera: vivid HDMI loopback beside a running capture: $1x$2 $3 at $CAM_FPS_REAL fps"
}

# The camera stream: /mnt/camera/*.raw hold one raw frame per image (made on the host by
# 'kioskscan-dev frames'). Each is held CAM_HOLD seconds = round(CAM_HOLD x fps) output frames,
# then the next, looping. The repetition is done here, piped into v4l2-ctl's stdin, so the
# share stays small and the hold is exact at whatever rate the timings give. To spare a
# fork per frame, each image is first repeated into a chunk of up to 8 frames in /tmp
# (RAM; at most about 96 MB for all chunks together).
STREAM_PID=
camera_stream_start() {
    NFRAMES=$(ls /mnt/camera/*.raw 2>/dev/null | wc -l)
    if [ "$NFRAMES" -eq 0 ]; then return 0; fi
    if [ -z "$CAM_FPS_REAL" ]; then
        log "WARNING: camera images given but the vivid loopback is not set up; not streaming"
        return 1
    fi
    REPEAT=$(awk -v h="$CAM_HOLD" -v f="$CAM_FPS_REAL" 'BEGIN { r = int(h * f + 0.5); print (r < 1 ? 1 : r) }')
    FRAME_BYTES=$(stat -c %s "$(ls /mnt/camera/*.raw | head -1)")
    CHUNK=$(( 100663296 / (NFRAMES * FRAME_BYTES) ))
    [ "$CHUNK" -gt 8 ] && CHUNK=8
    [ "$CHUNK" -gt "$REPEAT" ] && CHUNK=$REPEAT
    [ "$CHUNK" -lt 1 ] && CHUNK=1
    if ! [ -d /tmp/camera ]; then
        mkdir -p /tmp/camera
        for f in /mnt/camera/*.raw; do
            b=/tmp/camera/$(basename "$f" .raw)
            cp "$f" "$b.1"
            i=0; while [ $i -lt $CHUNK ]; do cat "$b.1"; i=$((i + 1)); done >"$b.chunk"
        done
    fi
    feed() {
        q=$((REPEAT / CHUNK)); r=$((REPEAT % CHUNK))
        while :; do
            for c in /tmp/camera/*.chunk; do
                b=${c%.chunk}
                i=0; while [ $i -lt $q ]; do cat "$c" || return; i=$((i + 1)); done
                i=0; while [ $i -lt $r ]; do cat "$b.1" || return; i=$((i + 1)); done
            done
        done
    }
    # Progress characters and the fps v4l2-ctl reaches go to /tmp, copied out at the end.
    feed | v4l2-ctl -d /dev/video1 --stream-out-mmap=4 --stream-from=- >>/tmp/stream.log 2>&1 &
    STREAM_PID=$!
    echo "$STREAM_PID" >/tmp/stream.pid
    # Wait until v4l2-ctl has queued frames and started streaming (it prints a '>' per
    # frame); before that vivid's capture shows its own picture, not the loopback.
    : >/tmp/stream.started
    i=0
    while [ $i -lt 100 ] && ! grep -q '>' /tmp/stream.log 2>/dev/null; do sleep 0.05; i=$((i + 1)); done
    grep -q '>' /tmp/stream.log || log "WARNING: the camera stream has not started after 5 s"
    log "camera stream: $NFRAMES image(s), each held $REPEAT frames (${CAM_HOLD} s at $CAM_FPS_REAL fps), looping"
}

camera_stream_stop() {
    # The stream may have been started by another shell (/init): its pid is in a file.
    [ -n "$STREAM_PID" ] || STREAM_PID=$(cat /tmp/stream.pid 2>/dev/null)
    [ -n "$STREAM_PID" ] || return 0
    # Killing the pipeline's last process (v4l2-ctl) ends the feeder with SIGPIPE.
    kill "$STREAM_PID" 2>/dev/null; wait "$STREAM_PID" 2>/dev/null
    while kill -0 "$STREAM_PID" 2>/dev/null; do sleep 0.05; done
    STREAM_PID=
    rm -f /tmp/stream.pid
    : >/tmp/stream.log
}

# Unplugs the camera the way a USB disconnect does: its nodes leave /dev at once, vivid's
# "disconnect" control makes every open file of them fail with ENODEV (and poll report an
# error), then, once the users have closed them, the driver is unloaded. The nodes are moved
# aside first because vivid, unlike a USB camera, "reconnects" when its last user closes: a
# kiosk looking again right then would open the camera anew and keep rmmod from ever working.
camera_unplug() {
    camera_stream_stop
    for node in /dev/video0 /dev/video1; do [ -e "$node" ] && mv "$node" "/dev/.unplugged-${node#/dev/}"; done
    v4l2-ctl -d /dev/.unplugged-video0 -c disconnect=1 >/dev/null 2>&1 || log "WARNING: vivid's disconnect control failed"
    i=0
    while [ $i -lt 100 ] && ! rmmod vivid 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
    rm -f /dev/.unplugged-video0 /dev/.unplugged-video1
    [ -d /sys/module/vivid ] && { log "WARNING: vivid still loaded 10 s after the disconnect"; return 1; }
    [ -e /dev/video0 ] && { log "WARNING: /dev/video0 still there after rmmod vivid"; return 1; }
    log "camera unplugged (vivid disconnected and unloaded)"
}

# Plugs it back: the driver again, the loopback, the stream. Whoever opens the capture first
# (the kiosk, watching /dev) decides its mode; the loopback follows it.
camera_plug() {
    camera_load || return 1
    rm -rf /tmp/camera
    if ! camera_setup 2>/dev/null; then camera_setup_beside_a_user || return 1; fi
    camera_stream_start && log "camera plugged back in"
}
