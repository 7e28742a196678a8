# Sourced by scripts that time windows: start_xvfb DISPLAY LOG [WxH] starts Xvfb (default 1920x1080,
# 24 bit, no TCP) on DISPLAY, kills it when the script exits, waits up to 5 s for its socket and
# exports DISPLAY.
start_xvfb() {
    local display="$1" log="$2" screen="${3:-1920x1080}"
    Xvfb "$display" -screen 0 "${screen}x24" -nolisten tcp > "$log" 2>&1 &
    XVFB_PID=$!
    trap 'kill "$XVFB_PID" 2> /dev/null || true' EXIT
    for _ in $(seq 50); do
        [ -e "/tmp/.X11-unix/X${display#:}" ] && break
        sleep 0.1
    done
    export DISPLAY="$display"
}
