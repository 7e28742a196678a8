import Foundation
import WheelCharts
import WheelCore

/// The scenes the app can show, in the order of their tabs.
enum SceneKind: String, CaseIterable {
    case wheel
    case range
    case spring
}

/// What draws the frames.
enum RasterizerKind: String, CaseIterable {
    /// WheelRaster headless and in a window whose OpenGL renders in software (Mesa's llvmpipe,
    /// softpipe or swrast, or no accelerated renderer at all); `SDL_RenderGeometry` on a GPU.
    case auto
    /// WheelRaster: sub-pixel scanline rasteriser with analytic (alpha-fringe) anti-aliasing,
    /// on the CPU; in a window it draws into the window's framebuffer.
    case wheel
    /// `SDL_RenderGeometry`: on the window's accelerated renderer, or headless on SDL's
    /// software renderer (which snaps vertices to whole pixels).
    case sdl
}

/// The command-line contract. Tests and automation depend on these names: keep them. Each
/// option is declared once, in `Options.table` (name, value, help, where it is stored), which
/// parsing, `--help` and Docs/command-line.md (scripts/cli-reference.sh) all read.
struct Options {
    static let commandName = "SDLFront"
    static let abstract =
        "The WheelCore demo: a rotary wheel picker, a linked-chart range selector and a spring-animated chart."

    var scene: SceneKind = .wheel
    var width: Int = 1024
    var height: Int = 640
    var headless = false
    var frames: Int?
    var fps: Double = 60
    var screenshot: String?
    var svg: String?
    var replay: String?
    var record: String?
    var trace: String?
    var items: Int?
    var looping = false
    var labelSide: String = "right"
    var sectorsPerTurn: Double = 36
    var select: Int = 0
    var scaleOption: Double?
    /// Pixels per point asked for (`--scale`), 1 if not given.
    var scale: Double { scaleOption ?? 1 }
    var data: String?
    var xColumn: String?
    var yColumn: String?
    var mute = false
    var skipBadRows = false
    var separator: String?
    var points: Int?
    var minSpanHours: Double?
    var momentumCurve: String = "ease-out"
    var rasterizer: RasterizerKind = .auto
    var supersampling: Int?
    /// The supersampling in force: the option, else 1 for WheelRaster (its anti-aliasing is
    /// analytic) and 2 for SDL's renderer (which snaps vertices to whole pixels).
    var effectiveSupersampling: Int { supersampling ?? (rasterizer == .sdl ? 2 : 1) }
    var rasterBands: Int?
    var partialFrames = true
    var stats = false
    var statsBaseline = false
    var noAccessibility = false
    var reduceMotion = false

    /// Every option, in the order `--help` lists them.
    static let table: [OptionSpec] = [
        .value("scene", help: "The scene to open: wheel, range or spring.", default: "wheel", \.scene),
        .value("width", help: "Window width in points (480...8192; 480 × 360 is the smallest size every scene is laid out for).",
               default: "1024", \.width),
        .value("height", help: "Window height in points (360...8192).", default: "640", \.height),
        .flag("headless", help: "No window and no display server: draw offscreen in software (see --rasterizer).", \.headless),
        .value("frames", help: "Run this many frames, then exit (0...10000000; 0 only without --screenshot/--svg).", value: "n", \.frames),
        .value("fps", help: "Frames per second, 1...1000 (with --headless, frame k is at simulated time k/F exactly).",
               default: "60", \.fps),
        .value("screenshot", help: "Write the last frame as a PNG.", value: "file", \.screenshot),
        .value("svg", help: "Write the last frame as SVG (drawn by WheelSVG from the same display list); - for standard output.",
               value: "file", \.svg),
        .value("replay", help: "Replay an input script (JSON Lines).", value: "file", \.replay),
        .value("record", help: "Record the user's input to a script (JSON Lines), in a window.", value: "file", \.record),
        .value("trace", help: "Write a trace of the layout and every frame (JSON Lines); - for standard output.",
               value: "file", \.trace),
        .value("items", help: "Show a numbered wheel of N items instead of the chemical elements (0...100000000).",
               value: "n", \.items),
        .flag("looping", help: "Make the wheel loop (wrap from the last item to the first).", \.looping),
        .value("label-side", help: "Side of the wheel that carries the labels: right or left.", default: "right", \.labelSide),
        .value("sectors-per-turn", help: "Sectors per full turn of the wheel (3...360).", value: "n", default: "36",
               \.sectorsPerTurn),
        .value("select", help: "The item (0-based index) the wheel starts on: below the item count, or any index ≥ 0 on a --looping wheel (taken modulo the count).",
               value: "index", default: "0", \.select),
        .value("scale", help: "Pixels per point, 1...4: headless (default 1) and in a window (default: the desktop's scale, from GDK_SCALE or the X resources' Xft.dpi, else 1), where the window is that many times larger and everything is laid out in points and drawn at the pixel density.",
               \.scaleOption),
        .value("data", help: "Range scene: load this CSV file (header row required) instead of the bundled Seattle temperatures.",
               value: "file", \.data),
        .value("x-column", help: "Range scene: the time column's header name (default: found by name or content).",
               value: "name", \.xColumn),
        .value("y-column", help: "Range scene: the value column's header name (default: the first numeric column).",
               value: "name", \.yColumn),
        .flag("mute", help: "No detent clicks from the wheel (M toggles them in the window; headless there is no sound).", \.mute),
        .flag("skip-bad-rows", help: "Range scene: skip malformed rows (counted, first line numbers printed) instead of failing.",
              \.skipBadRows),
        .value("separator", help: "Range scene: the character between the CSV file's fields (default: a comma, semicolon or tab, found from the header line; tab may be written 'tab').",
               value: "char", \.separator),
        .value("points", help: "Range scene: a seeded synthetic random walk of N hourly points (1...20000000) instead of a file.",
               value: "n", \.points),
        .value("min-span-hours", help: "Range scene: the shortest visible span, hours (> 0; default 4 days, or the whole data if shorter).",
               value: "hours", \.minSpanHours),
        .value("momentum-curve", help: "Range scene: the coast after a fling: ease-out, decay, linear, ease-in-out or acceleration.",
               value: "curve", default: "ease-out", \.momentumCurve),
        .value("rasterizer", help: "What draws the frames: auto (WheelRaster headless and where the window's OpenGL renders in software, e.g. Mesa's llvmpipe; SDL_RenderGeometry on a GPU), wheel (WheelRaster, sub-pixel analytic anti-aliasing, on the CPU) or sdl (SDL_RenderGeometry: the window's renderer, or headless SDL's software renderer).",
               default: "auto", \.rasterizer),
        .value("supersampling", help: "Supersampling of the headless renderer, 1...4: drawn N times larger and box-filtered down (default 1 with WheelRaster, 2 with --rasterizer sdl).",
               value: "n", \.supersampling),
        .value("raster-bands", help: "Horizontal bands of each frame drawn in parallel by WheelRaster, 1...16 (1: on the main thread only; default headless: 4 per processor, at most 16, or 1 on a single processor; in a window: 1, and one per processor for a pass, fill or copy of a million pixels or more, as in a 4K or HiDPI window; a value given applies to both).",
               value: "n", \.rasterBands),
        .flag("partial-frames", inverted: "no-partial-frames",
              help: "In a window drawn on the CPU (the window framebuffer), draw and present only the rectangles where a frame differs from the one on screen (the display-list diff), the whole frame when most of it changed; --no-partial-frames draws every frame whole (default: --partial-frames).",
              \.partialFrames),
        .flag("stats", help: "Print a JSON summary of the frame times (median, p95, max in ms of events, layout, render, total) at exit. Headless, every frame is rasterised.",
              \.stats),
        .flag("stats-baseline", help: "With --stats: draw empty frames (clear and present only, no scene work), the baseline to compare with.",
              \.statsBaseline),
        .flag("no-accessibility", help: "Publish no accessibility tree (AT-SPI), even when an accessibility bus is there (NO_AT_BRIDGE=1 does the same).",
              \.noAccessibility),
        .flag("reduce-motion", help: "Reduce motion: a wheel fling is a short settle on the nearest item, the range selector does not coast, the spring chart cross-fades between columns and pie instead of morphing.",
              \.reduceMotion),
        .help,
    ]

    /// The window sizes a replayed or recorded resize may name, points (a resize below the
    /// scenes' minimum window size is then clamped to it, as a window manager would);
    /// `--width`/`--height` take the minimum window size up to the same maximum.
    static let sizeLimits = 64...8192
    /// The most pixels a side of the frame has (`--width`/`--height` times `--scale`): the
    /// largest texture and window side SDL's renderers promise, and a frame of 1 GiB.
    static let pixelSideLimit = 16_384
    /// The most frames one run simulates: the `--frames` limit, and a replay's cap.
    static let frameLimit = 10_000_000

    /// `--separator` as a byte: one ASCII character other than a quote or a line break, or
    /// "tab"; nil when absent or invalid.
    var separatorByte: UInt8? {
        guard let separator else { return nil }
        if separator.lowercased() == "tab" || separator == "\\t" { return UInt8(ascii: "\t") }
        let bytes = Array(separator.utf8)
        guard bytes.count == 1, bytes[0] < 0x80, !"\"\n\r".utf8.contains(bytes[0]) else { return nil }
        return bytes[0]
    }

    /// Checks the values together (ranges, combinations) once they are all parsed.
    func validate() throws(OptionError) {
        let maxSide = Self.sizeLimits.upperBound
        let minW = Int(SceneTabs.minimumWindowSize.width)
        let minH = Int(SceneTabs.minimumWindowSize.height)
        guard (minW...maxSide).contains(width) else { throw OptionError("--width must be between \(minW) and \(maxSide), got \(width)") }
        guard (minH...maxSide).contains(height) else { throw OptionError("--height must be between \(minH) and \(maxSide), got \(height)") }
        if let frames, frames < 0 || frames > Self.frameLimit {
            throw OptionError("--frames must be between 0 and \(Self.frameLimit), got \(frames)")
        }
        if frames == 0 && (screenshot != nil || svg != nil) {
            throw OptionError("--frames 0 draws no frame, so there is nothing for --screenshot or --svg to write; use --frames 1 or more")
        }
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw OptionError("--fps must be between 1 and 1000, got \(fps)") }
        if let items, items < 0 || items > 100_000_000 {
            throw OptionError("--items must be between 0 and 100000000, got \(items)")
        }
        guard labelSide == "right" || labelSide == "left" else {
            throw OptionError("--label-side must be right or left, got \(labelSide)")
        }
        let sectors = WheelLimits.sectorsPerTurn.allowed  // the Swift API's and the C interface's range
        guard sectors.contains(sectorsPerTurn) else {
            throw OptionError(
                "--sectors-per-turn must be between \(Int(sectors.lowerBound)) and \(Int(sectors.upperBound)), got \(sectorsPerTurn)")
        }
        guard select >= 0 else { throw OptionError("--select must be an item index ≥ 0, got \(select)") }
        guard scale.isFinite, scale >= 1, scale <= 4 else { throw OptionError("--scale must be between 1 and 4, got \(scale)") }
        if let rasterBands, !(1...16).contains(rasterBands) {
            throw OptionError("--raster-bands must be between 1 and 16, got \(rasterBands)")
        }
        if let supersampling, !(1...4).contains(supersampling) {
            throw OptionError("--supersampling must be between 1 and 4, got \(supersampling)")
        }
        let density = scale * Double(effectiveSupersampling)
        for (name, points) in [("--width", width), ("--height", height)] where Double(points) * density > Double(Self.pixelSideLimit) {
            let pixels = Int((Double(points) * density).rounded(.up))
            let factor = scale == scale.rounded() ? String(Int(scale)) : String(scale)
            let sampling = effectiveSupersampling > 1 ? " and supersampling \(effectiveSupersampling)" : ""
            throw OptionError(
                "\(name) \(points) at --scale \(factor)\(sampling) is \(pixels) pixels; a side is drawn with at most \(Self.pixelSideLimit) pixels (\(Int(Double(Self.pixelSideLimit) / density)) points here)")
        }
        if statsBaseline && !stats { throw OptionError("--stats-baseline needs --stats") }
        if record != nil && headless {
            throw OptionError("--record needs a window: it records what a user does (drop --headless)")
        }
        if record != nil && replay != nil {
            throw OptionError("--record and --replay cannot be used together")
        }
        if headless && frames == nil && replay == nil {
            throw OptionError("--headless needs --frames N (or --replay FILE) to know when to stop")
        }
        if let points, points < 1 || points > 20_000_000 {
            throw OptionError("--points must be between 1 and 20000000, got \(points)")
        }
        if points != nil && data != nil { throw OptionError("--points and --data cannot be used together") }
        if let separator, separatorByte == nil {
            throw OptionError("--separator must be one ASCII character other than a quote or a line break (or 'tab'), got \(Message.quoted(separator, limit: 20))")
        }
        // The range selector's table (RangeSelectorLimits.minimumSpan), in hours; the command
        // line asks for a minimum (0, "none", is the API's).
        if let minSpanHours, !(minSpanHours > 0 && RangeSelectorLimits.minimumSpan.allows(minSpanHours * 3600)) {
            throw OptionError("--min-span-hours must be a number of hours > 0 and at most 1000000000 (1e9), got \(minSpanHours)")
        }
        if RangeData.curve(named: momentumCurve) == nil {
            throw OptionError(
                "--momentum-curve must be one of \(RangeData.curveNames.joined(separator: ", ")), got \(momentumCurve)")
        }
        if let screenshot, !screenshot.lowercased().hasSuffix(".png") {
            throw OptionError("--screenshot must name a .png file, got \(screenshot)")
        }
        if let svg, svg != "-", !svg.lowercased().hasSuffix(".svg") {
            throw OptionError("--svg must name a .svg file, got \(svg)")
        }
    }

    /// Checks `--select` against the wheel's item count: on a bounded wheel it must name an
    /// item; on a looping wheel any index ≥ 0 is taken modulo the count.
    func checkSelect(itemCount n: Int) throws {
        if looping && n > 0 { return }
        guard select < max(n, 1) else {
            let range = n == 0 ? "only 0" : "0...\(n - 1)"
            throw InputFileError(
                file: "--select", line: nil,
                message: "\(select) is out of range: the wheel has \(n) items (\(range)); use --looping to wrap around")
        }
    }

    /// The item the wheel starts on: `--select`, wrapped on a looping wheel.
    func initialItem(itemCount n: Int) -> Int {
        guard n > 0 else { return 0 }
        return looping ? select % n : min(select, n - 1)
    }
}
