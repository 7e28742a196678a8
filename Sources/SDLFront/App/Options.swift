import ArgumentParser
import Foundation
import WheelCharts
import WheelLocale
import WheelCore

/// The scenes the app can show, in the order of their tabs.
/// `--date-mode`'s values are the modes' raw values (date, time, date-and-time, month-year, duration).
extension DatePickerMode: ExpressibleByArgument {}

enum SceneKind: String, CaseIterable, ExpressibleByArgument {
    case wheel
    case range
    case spring
    case date
}

/// How the wheel scene places its items (`--geometry`).
enum WheelGeometryOption: String, CaseIterable, ExpressibleByArgument {
    /// On the sectors of a disc.
    case rotary
    /// As rows on a drum: a cylinder seen in perspective, like a `UIPickerView`.
    case drum
}

/// What draws the frames.
enum RasterizerKind: String, CaseIterable, ExpressibleByArgument {
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

/// The command-line contract, parsed by swift-argument-parser. Tests and automation depend on
/// these names: keep them. Each option is declared once, here, with its help; parsing,
/// `--help`, shell completion and Docs/command-line.md (scripts/cli-reference.sh) all read
/// the declarations. A value option takes the next argument whatever it looks like
/// (`--width -5` is the value -5, which `validate()` then names with its range).
struct Options: ParsableArguments {
    @Option(parsing: .unconditional, help: "The scene to open: wheel, range, spring or date.")
    var scene: SceneKind = .wheel

    @Option(
        parsing: .unconditional,
        help: "Window width in points (480...8192; 480 × 360 is the smallest size every scene is laid out for).")
    var width: Int = 1024

    @Option(parsing: .unconditional, help: "Window height in points (360...8192).")
    var height: Int = 640

    @Flag(help: "No window and no display server: draw offscreen in software (see --rasterizer).")
    var headless = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Run this many frames, then exit (0...10000000; 0 only without --screenshot/--svg).", valueName: "n"))
    var frames: Int?

    @Option(
        parsing: .unconditional,
        help: "Frames per second, 1...1000 (with --headless, frame k is at simulated time k/F exactly).")
    var fps: Double = 60

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Write the last frame as a PNG.", valueName: "file"),
        completion: .file(extensions: ["png"]))
    var screenshot: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Write the last frame as SVG (drawn by WheelSVG from the same display list); - for standard output.",
            valueName: "file"),
        completion: .file(extensions: ["svg"]))
    var svg: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Replay an input script (JSON Lines).", valueName: "file"),
        completion: .file(extensions: ["jsonl"]))
    var replay: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Record the user's input to a script (JSON Lines), in a window.", valueName: "file"),
        completion: .file(extensions: ["jsonl"]))
    var record: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Write a trace of the layout and every frame (JSON Lines); - for standard output.", valueName: "file"),
        completion: .file(extensions: ["jsonl"]))
    var trace: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Show a numbered wheel of N items instead of the chemical elements (1...100000000).", valueName: "n"))
    var items: Int?

    @Flag(help: "Make the wheel loop (wrap from the last item to the first).")
    var looping = false

    @Option(
        parsing: .unconditional,
        help: "Side of the wheel that carries the labels: right or left (default: right; left in a right-to-left --locale).",
        completion: .list(["right", "left"]))
    var labelSide: String?

    /// `--label-side`, else the side the locale reads from: left for a right-to-left one.
    func wheelLabelSide() throws -> LabelSide {
        if let labelSide { return labelSide == "left" ? .left : .right }
        return try dateLocale().isRightToLeft ? .left : .right
    }

    @Option(
        parsing: .unconditional,
        help: "Wheel scene: how the items are placed: rotary (the sectors of a disc) or drum (rows on a cylinder seen in perspective, with the names as side labels).")
    var geometry: WheelGeometryOption = .rotary

    @Option(parsing: .unconditional, help: ArgumentHelp("Sectors per full turn of the wheel (3...360).", valueName: "n"))
    var sectorsPerTurn: Double = 36

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The item (0-based index) the wheel starts on: below the item count, or any index ≥ 0 on a --looping wheel (taken modulo the count).",
            valueName: "index"))
    var select: Int = 0

    /// `--scale`: absent means the desktop's scale in a window and 1 headless.
    @Option(
        name: .customLong("scale"), parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point, 1...4: headless (default 1) and in a window (default: the desktop's scale, from GDK_SCALE or the X resources' Xft.dpi, else 1), where the window is that many times larger and everything is laid out in points and drawn at the pixel density.",
            valueName: "scale"))
    var scaleOption: Double?

    /// Pixels per point asked for (`--scale`), 1 if not given.
    var scale: Double { scaleOption ?? 1 }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Range scene: load this CSV file (header row required) instead of the bundled Seattle temperatures.",
            valueName: "file"),
        completion: .file())
    var data: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Range scene: the time column's header name (default: found by name or content).", valueName: "name"))
    var xColumn: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Range scene: the value column's header name (default: the first numeric column).", valueName: "name"))
    var yColumn: String?

    @Option(
        name: .customLong("date-mode"), parsing: .unconditional,
        help: ArgumentHelp(
            "Date scene: what the picker shows: date, time, date-and-time, month-year or duration (hours 0-99, minutes).",
            valueName: "mode"))
    var dateMode: DatePickerMode = .dateAndTime

    @Flag(
        name: .customLong("seconds"),
        help: "Date scene: a seconds drum after the minutes (time, date-and-time and duration).")
    var showsSeconds = false

    @Option(
        name: .customLong("date"), parsing: .unconditional,
        help: ArgumentHelp(
            "Date scene: the value shown first: YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS], or HH:MM[:SS] (time), H:MM[:SS] (duration); moved into --date-min...--date-max and onto the minute steps (default 2024-02-29T09:41, 09:41, 1:30).",
            valueName: "date"))
    var dateText: String?

    @Option(
        name: .customLong("date-min"), parsing: .unconditional,
        help: ArgumentHelp(
            "Date scene: the earliest value that may be chosen, in --date's form (default 1900-01-01T00:00, 00:00, 0:00; earlier items are dimmed).",
            valueName: "date"))
    var dateMinText: String?

    @Option(
        name: .customLong("date-max"), parsing: .unconditional,
        help: ArgumentHelp(
            "Date scene: the latest value that may be chosen, in --date's form; a day alone means its end (default 2100-12-31T23:59:59, 23:59:59, 99:59:59; later items are dimmed).",
            valueName: "date"))
    var dateMaxText: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Date scene: minutes between two items of the minute drum, a divisor of 60 from 1 to 30.",
            valueName: "n"))
    var minuteInterval: Int = 1

    @Flag(
        name: .customLong("12h"),
        help: "Date scene: a 12-hour clock (1-12 with an AM/PM drum), whatever the locale uses.")
    var twelveHour = false

    @Flag(
        name: .customLong("24h"),
        help: "Date scene: a 24-hour clock, whatever the locale uses.")
    var twentyFourHour = false

    @Option(
        name: .customLong("locale"), parsing: .unconditional,
        help: ArgumentHelp(
            "The locale dates are shown in: the order of the date drums, month names, the clock, the digits, right-to-left mirroring (for example de_DE, ja_JP, ar); default: the user's, from LC_ALL, LC_TIME or LANG, else en_US_POSIX (ISO order, English names, 24 hours).",
            valueName: "id"))
    var localeID: String?

    /// `--locale`, or the environment's locale (`DateLocale.iso` when it names none or an
    /// unknown one).
    ///
    /// - Throws: a `ValidationError` naming `--locale` when ICU does not know it.
    func dateLocale(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> DateLocale {
        guard let localeID else { return DateLocale.fromEnvironment(environment) }
        do {
            return try DateLocale(localeIdentifier: localeID)
        } catch {
            throw ValidationError("--locale: \(error)")
        }
    }

    /// The date scene's first value when `--date` is absent: fixed, so that runs are reproducible.
    static func defaultDate(for mode: DatePickerMode) -> DatePickerValue {
        switch mode {
        case .time: .time(hour: 9, minute: 41, second: 0)
        case .duration: .duration(seconds: 5400)
        case .date, .dateAndTime, .monthYear:
            .dateTime(DateTimeValue(year: 2024, month: 2, day: 29, hour: 9, minute: 41))
        }
    }

    /// `--date`, read in `--date-mode`'s form (the default when absent).
    ///
    /// - Throws: a `ValidationError` with the model's message when the text is not a value.
    func dateValue() throws -> DatePickerValue {
        guard let dateText else { return Self.defaultDate(for: dateMode) }
        return try validated("--date \(Message.quoted(dateText, limit: 40))") { () throws(RangeError) in
            try DatePickerValue.parse(dateText, mode: dateMode)
        }
    }

    /// The date scene's model from `--date-mode`, `--seconds`, `--date-min`, `--date-max`,
    /// `--minute-interval`, `--12h`, `--24h` and `--locale`.
    ///
    /// - Throws: a `ValidationError` with the model's message for a bad value or range.
    func dateModel() throws -> DatePickerModel {
        let mode = dateMode
        let minimum = try dateMinText.map { text in
            try validated("--date-min \(Message.quoted(text, limit: 40))") { () throws(RangeError) in
                try DatePickerValue.parse(text, mode: mode, name: "minimum")
            }
        }
        let maximum = try dateMaxText.map { text in
            try validated("--date-max \(Message.quoted(text, limit: 40))") { () throws(RangeError) in
                try DatePickerValue.parse(text, mode: mode, name: "maximum", endOfDay: true)
            }
        }
        let locale = try dateLocale()
        return try validated("--date-min, --date-max, --minute-interval, --date-mode") {
            () throws(RangeError) in
            try DatePickerModel(
                mode: mode, minimum: minimum, maximum: maximum, minuteInterval: minuteInterval,
                uses12HourClock: twelveHour ? true : twentyFourHour ? false : nil,
                showsSeconds: showsSeconds, locale: locale)
        }
    }

    /// `body`'s value, or its `RangeError` as a `ValidationError` naming `option`.
    private func validated<T>(_ option: String, _ body: () throws(RangeError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw ValidationError("\(option): \(error)")
        }
    }

    /// The date options, checked by the model (one set of checks): each value of the mode's
    /// form with its fields in range, the range not empty, `--date` a value the picker can show.
    private func validateDates() throws {
        if twelveHour && twentyFourHour {
            throw ValidationError("--12h and --24h: choose one clock")
        }
        let model = try dateModel()
        let value = try dateValue()
        let shown = dateText.map { " " + Message.quoted($0, limit: 40) } ?? ""
        _ = try validated("--date\(shown)") { () throws(RangeError) in try model.landing(of: value) }
    }

    @Flag(help: "No detent clicks from the wheel (M toggles them in the window; headless there is no sound).")
    var mute = false

    @Flag(help: "Range scene: skip malformed rows (counted, first line numbers printed) instead of failing.")
    var skipBadRows = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Range scene: the character between the CSV file's fields (default: a comma, semicolon or tab, found from the header line; tab may be written 'tab').",
            valueName: "char"))
    var separator: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Range scene: a seeded synthetic random walk of N hourly points (1...20000000) instead of a file.", valueName: "n"))
    var points: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Range scene: the shortest visible span, hours (> 0; default 4 days, or the whole data if shorter).",
            valueName: "hours"))
    var minSpanHours: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Range scene: the coast after a fling: ease-out, decay, linear, ease-in-out or acceleration.", valueName: "curve"),
        completion: .list(RangeData.curveNames))
    var momentumCurve: String = "ease-out"

    @Option(
        parsing: .unconditional,
        help: "What draws the frames: auto (WheelRaster headless and where the window's OpenGL renders in software, e.g. Mesa's llvmpipe; SDL_RenderGeometry on a GPU), wheel (WheelRaster, sub-pixel analytic anti-aliasing, on the CPU) or sdl (SDL_RenderGeometry: the window's renderer, or headless SDL's software renderer).")
    var rasterizer: RasterizerKind = .auto

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Supersampling of the headless renderer, 1...4: drawn N times larger and box-filtered down (default 1 with WheelRaster, 2 with --rasterizer sdl).",
            valueName: "n"))
    var supersampling: Int?

    /// The supersampling in force: the option, else 1 for WheelRaster (its anti-aliasing is
    /// analytic) and 2 for SDL's renderer (which snaps vertices to whole pixels).
    var effectiveSupersampling: Int { supersampling ?? (rasterizer == .sdl ? 2 : 1) }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Horizontal bands of each frame drawn in parallel by WheelRaster, 1...16 (1: on the main thread only; default headless: 4 per processor, at most 16, or 1 on a single processor; in a window: 1, and one per processor for a pass, fill or copy of a million pixels or more, as in a 4K or HiDPI window; a value given applies to both).",
            valueName: "n"))
    var rasterBands: Int?

    @Flag(
        inversion: .prefixedNo,
        help: "In a window drawn on the CPU (the window framebuffer), draw and present only the rectangles where a frame differs from the one on screen (the display-list diff), the whole frame when most of it changed; --no-partial-frames draws every frame whole.")
    var partialFrames = true

    @Flag(
        help: "Print a JSON summary of the frame times (median, p95, max in ms of events, layout, render, the accessibility tree's publication, total) at exit. Headless, every frame is rasterised.")
    var stats = false

    @Flag(help: "With --stats: draw empty frames (clear and present only, no scene work), the baseline to compare with.")
    var statsBaseline = false

    @Flag(
        help: "Publish no accessibility tree (AT-SPI), even when an accessibility bus is there (NO_AT_BRIDGE=1 does the same).")
    var noAccessibility = false

    @Flag(
        help: "Reduce motion: a wheel fling is a short settle on the nearest item, the range selector does not coast, the spring chart cross-fades between columns and pie instead of morphing.")
    var reduceMotion = false

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

    /// Checks the values together (ranges, combinations) once they are all parsed; the
    /// argument parser calls it and reports its error with exit code 2 (`SDLFrontCommand`).
    func validate() throws {
        try validateRanges()
        try validateCombinations()
    }

    /// Each value against its allowed range.
    private func validateRanges() throws {
        try validateDates()
        let maxSide = Self.sizeLimits.upperBound
        let minW = Int(SceneTabs.minimumWindowSize.width)
        let minH = Int(SceneTabs.minimumWindowSize.height)
        guard (minW...maxSide).contains(width) else { throw ValidationError("--width must be between \(minW) and \(maxSide), got \(width)") }
        guard (minH...maxSide).contains(height) else {
            throw ValidationError("--height must be between \(minH) and \(maxSide), got \(height)")
        }
        if let frames, frames < 0 || frames > Self.frameLimit {
            throw ValidationError("--frames must be between 0 and \(Self.frameLimit), got \(frames)")
        }
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw ValidationError("--fps must be between 1 and 1000, got \(fps)") }
        // An empty wheel has nothing to turn, show or choose: refused rather than drawn as an
        // empty ring (the library's empty state is an embedder's, while its items load).
        if let items, items < 1 || items > 100_000_000 {
            throw ValidationError(
                "--items must be between 1 and 100000000, got \(items)\(items == 0 ? " (the wheel needs an item to show)" : "")")
        }
        if let labelSide, labelSide != "right" && labelSide != "left" {
            throw ValidationError("--label-side must be right or left, got \(labelSide)")
        }
        let sectors = WheelLimits.sectorsPerTurn.allowed  // the Swift API's and the C interface's range
        guard sectors.contains(sectorsPerTurn) else {
            throw ValidationError(
                "--sectors-per-turn must be between \(Int(sectors.lowerBound)) and \(Int(sectors.upperBound)), got \(sectorsPerTurn)")
        }
        guard select >= 0 else { throw ValidationError("--select must be an item index ≥ 0, got \(select)") }
        guard scale.isFinite, scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4, got \(scale)") }
        if let rasterBands, !(1...16).contains(rasterBands) {
            throw ValidationError("--raster-bands must be between 1 and 16, got \(rasterBands)")
        }
        if let supersampling, !(1...4).contains(supersampling) {
            throw ValidationError("--supersampling must be between 1 and 4, got \(supersampling)")
        }
        try validatePixelSides()
        if let points, points < 1 || points > 20_000_000 {
            throw ValidationError("--points must be between 1 and 20000000, got \(points)")
        }
        if let separator, separatorByte == nil {
            throw ValidationError(
                "--separator must be one ASCII character other than a quote or a line break (or 'tab'), got \(Message.quoted(separator, limit: 20))")
        }
        // The range selector's table (RangeSelectorLimits.minimumSpan), in hours; the command
        // line asks for a minimum (0, "none", is the API's).
        if let minSpanHours, !(minSpanHours > 0 && RangeSelectorLimits.minimumSpan.allows(minSpanHours * 3600)) {
            throw ValidationError("--min-span-hours must be a number of hours > 0 and at most 1000000000 (1e9), got \(minSpanHours)")
        }
        if RangeData.curve(named: momentumCurve) == nil {
            throw ValidationError(
                "--momentum-curve must be one of \(RangeData.curveNames.joined(separator: ", ")), got \(momentumCurve)")
        }
        if let screenshot, !screenshot.lowercased().hasSuffix(".png") {
            throw ValidationError("--screenshot must name a .png file, got \(screenshot)")
        }
        if let svg, svg != "-", !svg.lowercased().hasSuffix(".svg") {
            throw ValidationError("--svg must name a .svg file, got \(svg)")
        }
    }

    /// The frame's sides in pixels (points × scale × supersampling) against SDL's texture limit.
    private func validatePixelSides() throws {
        let density = scale * Double(effectiveSupersampling)
        for (name, points) in [("--width", width), ("--height", height)] where Double(points) * density > Double(Self.pixelSideLimit) {
            let pixels = Int((Double(points) * density).rounded(.up))
            let factor = scale == scale.rounded() ? String(Int(scale)) : String(scale)
            let sampling = effectiveSupersampling > 1 ? " and supersampling \(effectiveSupersampling)" : ""
            throw ValidationError(
                "\(name) \(points) at --scale \(factor)\(sampling) is \(pixels) pixels; a side is drawn with at most \(Self.pixelSideLimit) pixels (\(Int(Double(Self.pixelSideLimit) / density)) points here)")
        }
    }

    /// Options that need, or exclude, each other.
    private func validateCombinations() throws {
        if frames == 0 && (screenshot != nil || svg != nil) {
            throw ValidationError("--frames 0 draws no frame, so there is nothing for --screenshot or --svg to write; use --frames 1 or more")
        }
        if statsBaseline && !stats { throw ValidationError("--stats-baseline needs --stats") }
        if record != nil && headless {
            throw ValidationError("--record needs a window: it records what a user does (drop --headless)")
        }
        if record != nil && replay != nil {
            throw ValidationError("--record and --replay cannot be used together")
        }
        if headless && frames == nil && replay == nil {
            throw ValidationError("--headless needs --frames N (or --replay FILE) to know when to stop")
        }
        if points != nil && data != nil { throw ValidationError("--points and --data cannot be used together") }
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
