import CSDL2
import Foundation
import SDLBackend
import WheelCore
import WheelSVG
import WheelRendering

/// The running application: SDL resources, the scene, the input sources and the outputs.
final class App {
    let options: Options
    let assets: String
    let library: SDLLibrary
    let window: Window?
    var renderer: Renderer
    var drawer: DisplayListDrawing
    let fonts: FontSet
    let measurer: TTFTextMeasurer
    var scene: Scene
    var scenes: [SceneKind: Scene] = [:]
    var tabs: SceneTabs
    var startTime: Double = 0
    var size: (width: Double, height: Double)
    /// Window units (SDL's window coordinates: pixels on X11) per point: `--scale` or the
    /// desktop's scale where the platform does not scale windows itself, else 1. Window sizes
    /// and pointer positions from SDL are divided by it, sizes given to SDL multiplied.
    let windowUnits: Double
    var list = DisplayList()
    var trace: TraceWriter?
    var recorder: Recorder?
    /// The resolved `--screenshot` and `--svg` outputs (checked before anything is written).
    var screenshotFile: OutputFile?
    var svgFile: OutputFile?
    /// The mouse cursor (a hand over the tabs), in a window.
    var cursor = WindowCursor()
    /// Pointers pressed on a scene tab: their moves and release never reach a scene.
    var tabPointers: Set<PointerID> = []
    /// Pointers down in the current scene, at their last position (window points); a scene
    /// switch, focus loss or the end of the app cancels them.
    var scenePointers: [PointerID: Point] = [:]
    var script: [TimedScriptEvent] = []
    var scriptCursor = 0
    var frameIndex = 0
    var quitRequested = false
    /// The detent clicks (in a window, unless `--mute`; nil without an audio device).
    var sound: DetentSound?
    /// Whether the clicks are off (`--mute`, `M`).
    var muted = false
    var layoutDirty = true
    /// The last layout line of the trace.
    var tracedLayout = ""
    /// The display list on screen (window only): a frame that would draw the same is skipped.
    var shown = DisplayList()
    /// Whether the next window frame must be drawn even if its display list is unchanged
    /// (after a resize, a scene switch or a window event: the back buffer is undefined).
    var redrawNeeded = true
    /// Whether headless frames are rasterised every frame (for timing), not just the last one.
    var rasterizeEveryFrame = false
    /// Frame timings for `--stats` (nil without it).
    var stats: FrameStats?
    /// When the frame being built started (monotonic nanoseconds), for `--stats`.
    var frameStart: UInt64 = 0
    let elementTable: ElementTable?
    /// The range scene's data, loaded before SDL starts when the range scene or a data option
    /// is asked for (so a bad file exits early), otherwise on the first switch to the scene.
    var rangeData: RangeData?
    /// Keyboard focus per scene, and whether its ring is shown.
    var focus = FocusState()
    /// The AT-SPI bridge (nil headless, without an accessibility bus or with --no-accessibility).
    var accessibility: AccessibilityBridge?
    /// App-level trace events (focus moves, assistive actions) for the next frame line.
    var appTraceEvents: [TraceEvent] = []

    init(options: Options) throws {
        self.options = options
        // Outputs first: a path that cannot be written, or that is an input, fails before any
        // work (and before anything is truncated).
        let (traceFile, recordFile, screenshot, svg) = try App.checkedOutputs(options)
        screenshotFile = screenshot
        svgFile = svg
        assets = try AssetLocator.locate()
        if let replay = options.replay {
            script = try ReplayScript.load(path: replay)
            try ReplayScript.checkSizes(script, file: replay, limits: Options.sizeLimits)
        }
        if options.items == nil {
            elementTable = try ElementTable.load(assets: URL(fileURLWithPath: assets))
        } else {
            elementTable = nil
        }
        try options.checkSelect(itemCount: options.items ?? elementTable?.numbers.count ?? 0)
        // The range data starts loading at once; a window opens while a load takes longer than
        // RangeData.progressDelay, and shows its progress.
        var loader: RangeDataLoader?
        if options.scene == .range || options.data != nil || options.points != nil {
            let started = RangeDataLoader(options: options, assets: assets)
            if options.headless {
                rangeData = try started.waitForResult().get()
            } else if let done = started.result(waitingAtMost: RangeData.progressDelay) {
                rangeData = try done.get()
            } else {
                loader = started
            }
        }
        if let note = SessionBus.checkBeforeSDL() { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        library = try SDLLibrary(mode: options.headless ? .headless : .windowed)
        size = (Double(options.width), Double(options.height))
        if options.headless {
            window = nil
            windowUnits = 1
            renderer = try Renderer.offscreen(
                width: Int((size.width * options.scale).rounded()), height: Int((size.height * options.scale).rounded()),
                supersampling: options.effectiveSupersampling)
        } else {
            let (w, units) = try App.openWindow(options: options, size: size, library: library)
            windowUnits = units
            window = w
            renderer = try App.makeWindowRenderer(window: w, rasterizer: options.rasterizer)
        }
        fonts = FontSet(assetsDirectory: assets, library: library)
        let r = renderer
        let units = windowUnits
        let pixelScale = window.map { App.pixelScale(of: $0, renderer: r, units: units) } ?? options.scale
        drawer = try App.makeDrawer(renderer: renderer, fonts: fonts, scale: pixelScale, options: options)
        // Images that items name by key (WheelDataSource.imageKey) are files in Assets/images.
        drawer.images = ImageStore(directory: assets + "/images")
        measurer = TTFTextMeasurer(fonts: fonts, scale: drawer.targetScale)
        if let loader {
            rangeData = try App.awaitRangeData(
                loader, name: options.data.map { ($0 as NSString).lastPathComponent } ?? "the random walk",
                drawer: drawer, renderer: renderer, size: Size(width: size.width, height: size.height), measurer: measurer)
        }
        tabs = SceneTabs(scenes: SceneKind.allCases, current: options.scene)
        scene = try App.makeScene(
            options.scene, options: options, elements: elementTable, range: rangeData,
            viewport: Rect(x: 0, y: SceneTabs.height, width: size.width, height: max(0, size.height - SceneTabs.height)))
        scenes[options.scene] = scene
        reduceMotionIfAsked(scene)
        if let traceFile { trace = try TraceWriter(file: traceFile, live: window != nil) }
        muted = options.mute
        if window != nil && !muted { sound = DetentSound.open() }
        if let recordFile { recorder = try Recorder(file: recordFile) }
        if options.stats {
            stats = FrameStats(expectedFrames: options.frames ?? 0)
            if window != nil { stats?.rendererName = renderer.name }
            rasterizeEveryFrame = true  // measure the software renderer on every frame
        }
    }

    /// The output files the options name (trace, recording, screenshot, SVG), each checked
    /// writable; at most one of them, or `--stats`, on standard output, and none the same file
    /// as an input or as another output.
    static func checkedOutputs(_ options: Options) throws -> (
        trace: OutputFile?, record: OutputFile?, screenshot: OutputFile?, svg: OutputFile?
    ) {
        let trace = try options.trace.map { try OutputFile($0, option: "--trace", allowStdout: true) }
        let record = try options.record.map { try OutputFile($0, option: "--record", allowStdout: false) }
        let screenshot = try options.screenshot.map { try OutputFile($0, option: "--screenshot", allowStdout: false) }
        let svg = try options.svg.map { try OutputFile($0, option: "--svg", allowStdout: true) }
        let outputs = [trace, record, screenshot, svg].compactMap { $0 }
        if outputs.filter({ $0.kind == .standardOutput }).count + (options.stats ? 1 : 0) > 1 {
            throw InputFileError(file: "-", line: nil, message: "only one of --trace -, --svg - and --stats may use standard output")
        }
        var inputs: [(option: String, path: String)] = []
        if let r = options.replay { inputs.append(("--replay", r)) }
        if let d = options.data { inputs.append(("--data", d)) }
        try OutputFile.checkDistinct(outputs: outputs, inputs: inputs)
        return (trace, record, screenshot, svg)
    }

    /// Opens the window for `size` points at the scale asked for (`--scale`, else the
    /// desktop's), with the scenes' minimum size; returns it and the pixels per point SDL's
    /// window units are set to (1 where the platform scales the window itself).
    static func openWindow(options: Options, size: (width: Double, height: Double), library: SDLLibrary) throws -> (
        Window, units: Double
    ) {
        try WindowUnavailable.check()
        var units = options.scaleOption ?? DesktopScale.detect() ?? 1
        let w = try Window(
            title: App.windowTitle(for: options.scene), width: Int((size.width * units).rounded()),
            height: Int((size.height * units).rounded()), library: library)
        if w.pixelScale > 1.01 && units != 1 {
            // The platform scales the window itself (its drawable is larger): its size is in
            // points already, and only a `--scale` beyond the platform's is left to apply.
            units = max(1, (options.scaleOption ?? 1) / w.pixelScale)
            SDL_SetWindowSize(w.handle, Int32((size.width * units).rounded()), Int32((size.height * units).rounded()))
        }
        SDL_SetWindowMinimumSize(
            w.handle, Int32((SceneTabs.minimumWindowSize.width * units).rounded()),
            Int32((SceneTabs.minimumWindowSize.height * units).rounded()))
        return (w, units)
    }

    /// The window's renderer for `--rasterizer`: the accelerated one (`sdl`), the window
    /// framebuffer that WheelRaster draws into (`wheel`), or (`auto`) the accelerated one unless
    /// its OpenGL is a CPU rasteriser such as Mesa's llvmpipe, which fills the thin triangles
    /// of anti-aliased shapes several times slower than WheelRaster draws the same frame.
    static func makeWindowRenderer(window: Window, rasterizer: RasterizerKind) throws -> Renderer {
        switch rasterizer {
        case .sdl:
            return try Renderer(window: window)
        case .wheel:
            return try Renderer(framebufferOf: window)
        case .auto:
            var probe: Renderer? = try Renderer(window: window)
            if let gpu = probe, !gpu.isSoftwareRasterizer { return gpu }
            let name = probe?.name
            probe = nil  // a window has one renderer: this one goes before the next is made
            // No framebuffer here after all, or one WheelRaster cannot draw into (a 16-bit
            // display): back to the accelerated renderer.
            if let framebuffer = try? Renderer(framebufferOf: window, instead: name),
                SoftwareDisplayListRenderer.canDraw(into: framebuffer)
            {
                return framebuffer
            }
            return try Renderer(window: window)
        }
    }

    /// Pixels per point of a window whose size is `units` window units per point: its
    /// framebuffer's width over the window's (a window framebuffer may have fewer pixels than
    /// the drawable on a hi-DPI display), else the drawable's, times `units`.
    static func pixelScale(of window: Window, renderer: Renderer, units: Double) -> Double {
        if renderer.isWindowFramebuffer, let s = renderer.targetSurface {
            let width = window.size.width
            return units * (width > 0 && s.pointee.w > 0 ? Double(s.pointee.w) / Double(width) : 1)
        }
        return units * window.pixelScale
    }

    /// The frame drawer: WheelRaster into the CPU pixels (an offscreen surface, a window
    /// framebuffer) unless `--rasterizer sdl`, else SDL_RenderGeometry on `renderer`.
    static func makeDrawer(renderer: Renderer, fonts: FontSet, scale: Double, options: Options) throws -> DisplayListDrawing {
        if renderer.isWindowFramebuffer || (options.headless && options.rasterizer != .sdl) {
            let drawer = try SoftwareDisplayListRenderer(renderer: renderer, fonts: fonts, scale: scale)
            let processors = Int(SDL_GetCPUCount())
            // Headless (frames back to back): several bands per processor; the band threads
            // (WheelRaster's BandPool) take the next band as they finish one, which evens out
            // uneven bands and a core busy elsewhere (the rasteriser clamps the count to its
            // maximum). In a window, one: the band threads and the caches are cold at every
            // frame, which a small frame's second band does not pay back.
            let headlessBands = processors > 1 ? 4 * processors : 1
            drawer.bands = options.rasterBands ?? (renderer.isWindowFramebuffer ? 1 : headlessBands)
            // A large frame (a 4K or HiDPI window) is another matter: both cores pay there.
            drawer.largeAreaBands = options.rasterBands ?? (renderer.isWindowFramebuffer ? processors : headlessBands)
            return drawer
        }
        return DisplayListRenderer(renderer: renderer, fonts: fonts, scale: scale)
    }

    static func makeScene(
        _ kind: SceneKind, options: Options, elements: ElementTable?, range: RangeData? = nil, viewport: Rect
    ) throws -> Scene {
        switch kind {
        case .wheel:
            var config = WheelConfiguration(
                sectorsPerTurn: options.sectorsPerTurn, labelSide: try options.wheelLabelSide(),
                looping: options.looping, geometry: options.geometry == .drum ? .drum(DrumParameters()) : .rotary)
            if let n = options.items {
                return try WheelScene(
                    dataSource: NumberedWheelDataSource(count: n), configuration: config, viewport: viewport,
                    initialItem: options.initialItem(itemCount: n))
            }
            // The elements: category colours, and the atomic mass under each name.
            config.showsDetailText = true
            let source = (elements ?? ElementTable()).dataSource
            return try WheelScene(
                dataSource: source, configuration: config, viewport: viewport,
                initialItem: options.initialItem(itemCount: source.itemCount))
        case .spring:
            return try SpringScene(viewport: viewport)
        case .date:
            let model = try options.dateModel()
            return try DateScene(model: model, value: options.dateValue(), viewport: viewport)
        case .range:
            guard let range else { throw InputFileError(file: "--scene", line: nil, message: "no data for the range scene") }
            return try RangeScene(data: range, viewport: viewport, locale: options.dateLocale())
        }
    }
}
