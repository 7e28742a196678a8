# Sourced by the accessibility checks (scripts/a11y-check.sh, scripts/orca-check.sh) from the
# package's root: `a11y_prepare NAME APP SCREEN TOOL...` sets APP (APP, or the debug build when
# empty), checks it is built and that the TOOLs and pyatspi (Debian's /usr/bin/python3) are
# there, makes WORK (a temporary folder) with WORK/runtime (mode 700: a private
# XDG_RUNTIME_DIR, since the bus launcher's default socket would be shared between runs) and
# starts Xvfb at SCREEN on a random display (XVFB_PID, DISPLAY; see scripts/lib/xvfb.sh);
# exports LC_ALL=C.UTF-8 so the app shows dates in the neutral look the checks expect.
a11y_prepare() {
    local name="$1" app="$2" screen="$3"
    shift 3
    [ -x /opt/swift/usr/bin/swift ] && ! command -v swift > /dev/null 2>&1 && export PATH="/opt/swift/usr/bin:$PATH"
    APP="${app:-$(swift build --show-bin-path)/SDLFront}"
    # The app's dates follow the locale (SDLFront --locale); the checks expect the neutral look.
    export LC_ALL=C.UTF-8
    [ -x "$APP" ] || { echo "$name: $APP is not built (swift build --product SDLFront)" >&2; exit 1; }
    local tool
    for tool in Xvfb xdotool dbus-run-session /usr/libexec/at-spi-bus-launcher "$@"; do
        command -v "$tool" > /dev/null 2>&1 || { echo "$name: $tool is missing (scripts/setup.sh installs it)" >&2; exit 1; }
    done
    /usr/bin/python3 -c "import pyatspi" 2> /dev/null || { echo "$name: python3-pyatspi is missing" >&2; exit 1; }
    WORK=$(mktemp -d)
    source scripts/lib/xvfb.sh
    start_xvfb ":$((90 + RANDOM % 400))" "$WORK/xvfb.log" "$screen"
    mkdir -m 700 "$WORK/runtime"
}
