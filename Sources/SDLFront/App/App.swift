import CSDL2
import Foundation
import SDLBackend
import WheelCore
import WheelSVG

/// The running application: SDL resources, the scene, the input sources and the outputs.
final class App {
    let options: Options
    let assets: String
    let library: SDLLibrary
    let window: Window?
    private(set) var renderer: Renderer
    private(set) var drawer: DisplayListDrawing
    let fonts: FontSet
    let measurer: TTFTextMeasurer
    var scene: Scene
    var scenes: [SceneKind: Scene] = [:]
    var tabs: SceneTabs
    var startTime: Double = 0
    var size: (width: Double, height: Double)
    var list = DisplayList()
    /// The display list on screen (window only): a frame that would draw the same is skipped.
    var shown = DisplayList()
    /// Whether the next window frame must be drawn even if its display list is unchanged
    /// (after a resize, a scene switch or a window event: the back buffer is undefined).
    var redrawNeeded = true
    var trace: TraceWriter?
    var recorder: Recorder?
    var script: [TimedScriptEvent] = []
    var scriptCursor = 0
    var frameIndex = 0
    var quitRequested = false
    var layoutDirty = true
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

    init(options: Options) throws {
        self.options = options
        assets = try AssetLocator.locate()
        if let replay = options.replay { script = try ReplayScript.load(path: replay) }
        if options.items == nil {
            elementTable = try ElementTable.load(assets: URL(fileURLWithPath: assets))
        } else {
            elementTable = nil
        }
        if options.scene == .range || options.data != nil || options.points != nil {
            rangeData = try RangeData.load(options: options, assets: assets)
        }
        library = try SDLLibrary(mode: options.headless ? .headless : .windowed)
        size = (Double(options.width), Double(options.height))
        if options.headless {
            window = nil
            renderer = try Renderer.offscreen(
                width: Int((size.width * options.scale).rounded()), height: Int((size.height * options.scale).rounded()),
                supersampling: options.effectiveSupersampling)
        } else {
            let w = try Window(title: "Wheel picker", width: options.width, height: options.height, library: library)
            window = w
            renderer = try Renderer(window: w)
        }
        fonts = FontSet(assetsDirectory: assets, library: library)
        let pixelScale = window?.pixelScale ?? options.scale
        drawer = try App.makeDrawer(renderer: renderer, fonts: fonts, scale: pixelScale, options: options)
        measurer = TTFTextMeasurer(fonts: fonts, scale: drawer.targetScale)
        tabs = SceneTabs(scenes: SceneKind.allCases, current: options.scene)
        scene = try App.makeScene(
            options.scene, options: options, elements: elementTable, range: rangeData,
            viewport: Rect(x: 0, y: SceneTabs.height, width: size.width, height: max(0, size.height - SceneTabs.height)))
        scenes[options.scene] = scene
        if let path = options.trace { trace = try TraceWriter(path: path) }
        if let path = options.record { recorder = try Recorder(path: path) }
        if options.stats {
            stats = FrameStats(expectedFrames: options.frames ?? 0)
            if window != nil { stats?.rendererName = renderer.name }
            rasterizeEveryFrame = true  // measure the software renderer on every frame
        }
    }

    /// The frame drawer: WheelRaster into the offscreen surface when headless with
    /// `--rasterizer wheel` (the default), else SDL_RenderGeometry on `renderer`.
    static func makeDrawer(renderer: Renderer, fonts: FontSet, scale: Double, options: Options) throws -> DisplayListDrawing {
        if options.headless && options.rasterizer == .wheel {
            let drawer = try SoftwareDisplayListRenderer(renderer: renderer, fonts: fonts, scale: scale)
            let processors = Int(SDL_GetCPUCount())
            // Several bands per processor: the system's worker threads take the next band as
            // they finish one, which evens out uneven bands and a core busy elsewhere. (The
            // rasteriser clamps the count to its maximum.)
            drawer.bands = options.rasterBands ?? (processors > 1 ? 4 * processors : 1)
            return drawer
        }
        return DisplayListRenderer(renderer: renderer, fonts: fonts, scale: scale)
    }

    static func makeScene(
        _ kind: SceneKind, options: Options, elements: ElementTable?, range: RangeData? = nil, viewport: Rect
    ) throws -> Scene {
        switch kind {
        case .wheel:
            let config = WheelConfiguration(
                sectorsPerTurn: options.sectorsPerTurn, labelSide: options.labelSide == "left" ? .left : .right,
                looping: options.looping)
            if let n = options.items {
                return WheelScene(
                    dataSource: NumberedWheelDataSource(count: n), configuration: config, viewport: viewport,
                    initialItem: options.select)
            }
            let table = elements ?? ElementTable()
            let source = ArrayWheelDataSource(sectorTexts: table.numbers, labelTexts: table.names)
            let fills = table.categories.map(ElementTable.color(forCategory:))
            return WheelScene(
                dataSource: source, configuration: config, viewport: viewport, initialItem: options.select, itemFills: fills)
        case .spring:
            return try SpringScene(viewport: viewport)
        case .range:
            guard let range else { throw InputFileError(file: "--scene", line: nil, message: "no data for the range scene") }
            return RangeScene(data: range, viewport: viewport)
        }
    }

    // MARK: - Input

    /// Delivers one script event (from a replay, or translated from SDL) at its own time.
    func deliver(_ e: TimedScriptEvent) {
        let t = e.tMs / 1000
        switch e.event {
        case .pointer(let phase, let kind, let id, let x, let y):
            let p = Point(x: x, y: y)
            if phase == .down, let target = tabs.hit(p, width: size.width) {
                switchScene(to: target, at: t)
                return
            }
            scene.handle(.pointer(PointerEvent(phase, PointerID(kind: kind, id: id), at: p, time: t)))
        case .wheel(let dx, let dy, let precise, let x, let y):
            let location = x.flatMap { x in y.map { Point(x: x, y: $0) } }
            scene.handle(.scroll(ScrollEvent(dx: dx, dy: dy, isPrecise: precise, location: location, time: t)))
        case .key(let name):
            let shift = (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) != 0
            switch KeyNames.action(KeyNames.keycode(name), shift: shift) {
            case .navigation(let key): scene.handle(.key(KeyEvent(key, time: t)))
            case .quit: quitRequested = true
            case .nextScene: switchScene(by: 1, at: t)
            case .previousScene: switchScene(by: -1, at: t)
            case .scene(let i):
                if tabs.scenes.indices.contains(i) { switchScene(to: tabs.scenes[i], at: t) }
            case .other: break
            }
        case .resize(let w, let h):
            resize(width: w, height: h, fromWindow: false)
        }
    }

    func resize(width: Double, height: Double, fromWindow: Bool) {
        guard width >= 1, height >= 1 else { return }
        size = (width, height)
        if options.headless {
            if let r = try? Renderer.offscreen(
                width: Int((width * options.scale).rounded()), height: Int((height * options.scale).rounded()),
                supersampling: options.effectiveSupersampling),
                let d = try? App.makeDrawer(renderer: r, fonts: fonts, scale: options.scale, options: options)
            {
                renderer = r
                drawer = d
                measurer.scale = drawer.targetScale
            }
        } else if let window, !fromWindow {
            SDL_SetWindowSize(window.handle, Int32(width), Int32(height))
        }
        if let window {
            drawer.scale = window.pixelScale
            measurer.scale = drawer.targetScale
        }
        for s in scenes.values { s.setViewport(sceneViewport) }
        layoutDirty = true
        redrawNeeded = true
    }

    /// The area below the scene tabs, window points.
    var sceneViewport: Rect {
        Rect(x: 0, y: SceneTabs.height, width: size.width, height: max(0, size.height - SceneTabs.height))
    }

    /// Shows the scene `step` tabs after (or before) the current one, wrapping around.
    func switchScene(by step: Int, at t: Double) {
        let all = tabs.scenes
        guard let i = all.firstIndex(of: scene.kind), !all.isEmpty else { return }
        let n = all.count
        switchScene(to: all[((i + step) % n + n) % n], at: t)
    }

    /// Shows another scene, keeping each scene's state.
    func switchScene(to kind: SceneKind, at t: Double) {
        guard kind != scene.kind else { return }
        if let existing = scenes[kind] {
            scene = existing
        } else {
            if kind == .range && rangeData == nil { rangeData = try? RangeData.load(options: options, assets: assets) }
            guard let made = try? App.makeScene(kind, options: options, elements: elementTable, range: rangeData, viewport: sceneViewport)
            else { return }
            scenes[kind] = made
            scene = made
        }
        scene.setViewport(sceneViewport)
        scene.advance(to: t)
        tabs.current = kind
        layoutDirty = true
        redrawNeeded = true
    }

    // MARK: - Frames

    /// Advances the scene to `time` (seconds), draws, presents and traces one frame.
    /// With `--stats-baseline` the frame is empty (clear and present only, no scene work).
    func frame(at time: Double) throws {
        var mark = FrameStats.now()
        swap(&list, &shown)  // `shown` keeps the last frame; `list` reuses the storage of the one before
        if !options.statsBaseline {
            scene.advance(to: time)
            list.removeAll()
            scene.render(into: &list, measurer: measurer)
            tabs.render(into: &list, width: size.width)
        } else {
            list.removeAll()
        }
        stats?.add(.layout, since: mark)
        // Headless frames are rasterised only when someone looks at the pixels (the last
        // frame's screenshot, drawn in finish()); the display list is still built every frame.
        mark = FrameStats.now()
        if window != nil && !redrawNeeded && !options.statsBaseline && list.drawsSame(as: shown) {
            stats?.skippedFrame()  // hover, idle: the screen shows this frame already
        } else if window != nil || rasterizeEveryFrame {
            try drawer.render(list)
            renderer.present()
            stats?.presented()
            redrawNeeded = false
        }
        stats?.add(.render, since: mark)
        if let trace {
            if layoutDirty {
                trace.write(line: "{\"type\": \"layout\", \"width\": \(fmt(size.width)), \"height\": \(fmt(size.height)), \"scene\": \"\(scene.kind.rawValue)\", \(scene.traceLayout())}")
                layoutDirty = false
            }
            let events = scene.takeTraceEvents().joined(separator: ", ")
            trace.write(
                line: "{\"type\": \"frame\", \"frame\": \(frameIndex), \"t_ms\": \(fmt(time * 1000)), \"scene\": \"\(scene.kind.rawValue)\", \(scene.traceFrame()), \"events\": [\(events)]}")
        } else {
            _ = scene.takeTraceEvents()
        }
        frameIndex += 1
        stats?.endFrame(since: frameStart)
    }

    /// Delivers the script events due at or before `time` (seconds).
    func deliverScript(upTo time: Double) {
        let mark = FrameStats.now()
        defer { stats?.add(.events, since: mark) }
        while scriptCursor < script.count && script[scriptCursor].tMs / 1000 <= time + 1e-12 {
            deliver(script[scriptCursor])
            scriptCursor += 1
        }
    }

    /// The headless loop: frame k at exactly k / fps seconds.
    func runHeadless() throws {
        let lastEventTime = script.last.map { $0.tMs / 1000 } ?? 0
        let frames = options.frames ?? {
            // Without --frames: run until the script is over and the scene is at rest (at most 10 min).
            Int(((lastEventTime + 600) * options.fps).rounded(.up))
        }()
        var k = 0
        while k < frames && !quitRequested {
            let t = Double(k) / options.fps
            frameStart = FrameStats.now()
            deliverScript(upTo: t)
            try frame(at: t)
            k += 1
            if options.frames == nil && scriptCursor >= script.count && !scene.isAnimating && t >= lastEventTime { break }
        }
        try finish()
    }

    /// The windowed loop: sleeps in SDL_WaitEventTimeout while nothing moves.
    func runWindowed() throws {
        let frequency = Double(SDL_GetPerformanceFrequency())
        let startCounter = SDL_GetPerformanceCounter()
        let startTicks = Double(SDL_GetTicks64())
        func now() -> Double { Double(SDL_GetPerformanceCounter() - startCounter) / frequency }
        var translator = InputTranslator(windowSize: size, startTicks: startTicks)
        var event = SDL_Event()
        frameStart = FrameStats.now()
        try frame(at: 0)
        var lastFrame = 0.0
        let frameInterval = 1 / options.fps
        while !quitRequested {
            if let n = options.frames, frameIndex >= n { break }
            let busy = scene.isAnimating || scriptCursor < script.count || options.frames != nil
            // Asleep while idle: block until an event arrives. While animating, wait only
            // until the next frame is due.
            let untilNext = max(0, lastFrame + frameInterval - now())
            let timeout: Int32 = busy ? Int32((untilNext * 1000).rounded(.up)) : 1000
            var handled = false
            var got = SDL_WaitEventTimeout(&event, timeout) == 1
            frameStart = FrameStats.now()  // the wait is idle time, not frame time
            let eventsMark = frameStart
            while got {
                handled = true
                if event.type == SDL_QUIT.rawValue { quitRequested = true }
                if event.type == SDL_WINDOWEVENT.rawValue { redrawNeeded = true }
                if event.type == SDL_RENDER_TARGETS_RESET.rawValue || event.type == SDL_RENDER_DEVICE_RESET.rawValue {
                    (drawer as? DisplayListRenderer)?.invalidateLayers()
                    redrawNeeded = true
                }
                for e in translator.translate(event) {
                    recorder?.record(e)
                    if case .resize(let w, let h) = e.event {
                        resize(width: w, height: h, fromWindow: true)
                        continue
                    }
                    deliver(e)
                }
                got = SDL_PollEvent(&event) == 1
            }
            stats?.add(.events, since: eventsMark)
            let t = now()
            if busy && t < lastFrame + frameInterval && !handled { continue }
            if busy || handled {
                deliverScript(upTo: t)
                try frame(at: t)
                // Keep to the schedule: a frame woken a little late does not delay the next one.
                let due = lastFrame + frameInterval
                lastFrame = t >= due && t < due + frameInterval ? due : t
            }
        }
        try finish()
    }

    func finish() throws {
        if let path = options.screenshot {
            // Draw the last frame (again, in a window: a presented back buffer is undefined)
            // and read it before presenting.
            try drawer.render(list)
            try Screenshot.savePNG(renderer, to: path)
        }
        if let path = options.svg {
            // The same display list, measured with the same TTF measurer, drawn by WheelSVG;
            // the nominal size is in pixels like the PNG's.
            let svg = SVGRenderer(
                size: Size(width: size.width, height: size.height), scale: drawer.scale, measurer: measurer
            ).render(list)
            do {
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw InputFileError(file: path, line: nil, message: "cannot write the SVG: \(error.localizedDescription)")
            }
        }
        trace?.flush()
        if let stats { print(stats.json()) }
    }
}
