import CSDL2
import Foundation
import SDLBackend
import WheelCore
import WheelSVG
import WheelRendering

extension App {
    // MARK: - Frames

    /// Advances the scene to `time` (seconds), draws, presents and traces one frame.
    /// With `--stats-baseline` the frame is empty (clear and present only, no scene work).
    func frame(at time: Double) throws {
        var mark = FrameStats.now()
        swap(&list, &shown)  // `shown` keeps the last frame; `list` reuses the storage of the one before
        if !options.statsBaseline {
            scene.advance(to: time)
            playDetents()
            list.removeAll()
            scene.render(into: &list, measurer: measurer)
            tabs.render(into: &list, width: size.width, measurer: measurer)
            drawFocusRing(into: &list)  // after the tabs: a focused tab's ring is over them
        } else {
            list.removeAll()
        }
        stats?.add(.layout, since: mark)
        let events = scene.takeTraceEvents() + takeAppTraceEvents()
        // Headless frames are rasterised only when someone looks at the pixels (the last
        // frame's screenshot, drawn in finish()); the display list is still built every frame.
        mark = FrameStats.now()
        if window != nil && !redrawNeeded && !options.statsBaseline && list.drawsSame(as: shown) {
            stats?.skippedFrame()  // hover, idle: the screen shows this frame already
        } else if let window, !redrawNeeded && !options.statsBaseline && options.partialFrames,
            let software = drawer as? SoftwareDisplayListRenderer, renderer.isWindowFramebuffer
        {
            // Only what changed: drawn into the kept framebuffer and presented by rectangles
            // (the whole frame when most of it changed, or the framebuffer is new).
            if let rects = try software.renderChanges(list) {
                renderer.present(rects)
                let pixels = Double(max(1, window.drawableSize.width * window.drawableSize.height))
                stats?.partialFrame(share: Double(rects.reduce(0) { $0 + Int($1.w) * Int($1.h) }) / pixels)
            } else {
                renderer.present()
            }
            stats?.presented()
        } else if window != nil || rasterizeEveryFrame {
            // A whole frame: after a window event (uncovered, resized: its pixels are unknown),
            // a scene switch, or on a renderer that draws whole frames.
            (drawer as? SoftwareDisplayListRenderer)?.forgetShownFrame()
            try drawer.render(list)
            renderer.present()
            stats?.presented()
            redrawNeeded = false
        }
        stats?.add(.render, since: mark)
        mark = FrameStats.now()
        publishSemantics(at: time)
        stats?.add(.publish, since: mark)
        if let trace {
            // Also when the scene's geometry changed by itself (the range plots' gutters).
            let layout = try JSONOutput.line(
                LayoutTraceLine(width: size.width, height: size.height, scene: scene.kind, part: scene.traceLayout()))
            if layoutDirty || layout != tracedLayout {
                try trace.write(line: layout)
                layoutDirty = false
                tracedLayout = layout
            }
            try trace.write(
                line: JSONOutput.line(
                    FrameTraceLine(frame: frameIndex, tMs: time * 1000, scene: scene.kind, part: scene.traceFrame(), events: events)))
            try trace.endFrame(now: FrameStats.now())
        }
        frameIndex += 1
        stats?.endFrame(since: frameStart)
    }

    /// Clicks for the wheel's centred-item changes since the last frame (``DetentSound``
    /// limits the rate); without sound they are only passed over.
    func playDetents() {
        for case let wheel as WheelScene in scenes.values {
            for d in wheel.takeDetents() where !muted && wheel === scene {
                sound?.centredItemChanged(at: d.time, itemsPerSecond: d.itemsPerSecond)
            }
        }
    }

    /// `M`: the detent clicks off, or on again (opening the audio device the first time when
    /// the app started with `--mute`). Headless there is no sound either way.
    func toggleMute() {
        muted.toggle()
        if !muted && sound == nil && window != nil { sound = DetentSound.open() }
    }

    /// Delivers the script events due at or before `time` (seconds).
    func deliverScript(upTo time: Double) throws {
        let mark = FrameStats.now()
        defer { stats?.add(.events, since: mark) }
        while scriptCursor < script.count && script[scriptCursor].tMs / 1000 <= time + App.dueTolerance {
            try deliver(script[scriptCursor])
            scriptCursor += 1
        }
    }

    /// An event is due in a frame whose time is at most this much earlier (seconds), so that
    /// `k / fps` rounding never delays an event by a frame.
    static let dueTolerance = 1e-12

    /// The first headless frame (at `k / fps`) in which an event at `time` (seconds) is due.
    func firstFrame(atOrAfter time: Double) -> Int {
        let fps = options.fps
        var k = max(0, Int(min((time * fps).rounded(.down), Double(Options.frameLimit))))
        while k < Options.frameLimit && Double(k) / fps + App.dueTolerance < time { k += 1 }
        while k > 0 && Double(k - 1) / fps + App.dueTolerance >= time { k -= 1 }
        return k
    }

    /// How long a replay may keep animating after its last event, seconds.
    static let settleLimit = 600.0

    /// The headless loop: frame k at exactly k / fps seconds.
    ///
    /// With `--frames N` every frame 0..<N is made. Without it (a replay), frames in which the
    /// scene is at rest and no event is due are skipped (frame numbers and times keep their
    /// k / fps meaning), the run ends when the script is over and the scene is at rest, and the
    /// simulated length is capped at ``Options/frameLimit`` frames, like `--frames`.
    func runHeadless() throws {
        if let n = options.frames {
            var k = 0
            while k < n && !quitRequested {
                let t = Double(k) / options.fps
                frameStart = FrameStats.now()
                frameIndex = k
                try deliverScript(upTo: t)
                try frame(at: t)
                k += 1
            }
            try finish()
            return
        }
        let limit = Options.frameLimit
        let lastEventTime = script.last.map { $0.tMs / 1000 } ?? 0
        if firstFrame(atOrAfter: lastEventTime) >= limit, let last = script.last {
            let seconds = Double(limit) / options.fps
            warn(
                "\(options.replay ?? "replay"):\(last.line): the script runs to t_ms \(fmt(last.tMs)), beyond the limit of \(limit) frames at \(fmt(options.fps)) fps (\(fmt(seconds)) s); the replay stops there"
            )
        }
        var k = 0
        while !quitRequested {
            guard k < limit else { break }
            let t = Double(k) / options.fps
            frameStart = FrameStats.now()
            frameIndex = k
            try deliverScript(upTo: t)
            try frame(at: t)
            let over = scriptCursor >= script.count
            if over && !scene.isAnimating { break }
            if over && t >= lastEventTime + App.settleLimit {
                warn("the scene was still animating \(fmt(App.settleLimit)) s after the last event; stopped")
                break
            }
            var next = k + 1
            if !over && !scene.isAnimating {
                // At rest: jump to the frame in which the next event is due.
                next = max(next, firstFrame(atOrAfter: script[scriptCursor].tMs / 1000))
            }
            k = next
        }
        if !scenePointers.isEmpty {
            warn("the replay ends with a pointer still down (no \"up\" or \"cancel\" for it)")
        }
        try finish()
    }

    /// A warning on stderr.
    func warn(_ s: String) {
        FileHandle.standardError.write(Data("warning: \(s)\n".utf8))
    }

    /// The windowed loop: sleeps in SDL_WaitEventTimeout while nothing moves.
    func runWindowed() throws {
        let frequency = Double(SDL_GetPerformanceFrequency())
        let startCounter = SDL_GetPerformanceCounter()
        let startTicks = Double(SDL_GetTicks64())
        func now() -> Double { Double(SDL_GetPerformanceCounter() - startCounter) / frequency }
        var translator = InputTranslator(windowSize: size, startTicks: startTicks, unitsPerPoint: windowUnits)
        var keySnooper = KeySnooper()
        startAccessibility()
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
            let timeout: Int32 = busy ? Int32((untilNext * 1000).rounded(.up)) : idleWaitMilliseconds
            var handled = false
            var got = SDL_WaitEventTimeout(&event, timeout) == 1
            frameStart = FrameStats.now()  // the wait is idle time, not frame time
            let eventsMark = frameStart
            while got && !quitRequested {
                if event.type == SDL_SYSWMEVENT.rawValue {
                    // A window-system key: the clients' key listeners hear it first.
                    if let message = event.syswm.msg,
                        let consumed = accessibility?.keyEvent(systemMessage: UnsafeRawPointer(message))
                    {
                        keySnooper.heard(consumed: consumed)
                    }
                    got = SDL_PollEvent(&event) == 1
                    continue
                }
                if !keySnooper.admits(event.type) {
                    got = SDL_PollEvent(&event) == 1
                    continue
                }
                if event.type == accessibilityWakeEvent {
                    // A client's request: answered by the pump below, without a frame.
                    got = SDL_PollEvent(&event) == 1
                    continue
                }
                handled = true
                if event.type == SDL_QUIT.rawValue { quitRequested = true }
                // The window was uncovered (SDL_WINDOWEVENT_EXPOSED) or changed: draw and
                // present the whole picture, even an unchanged one. The pointer entering or
                // leaving and focus changes leave the pixels as they are.
                if event.type == SDL_WINDOWEVENT.rawValue && !App.keepsPixels(windowEvent: event.window.event) {
                    redrawNeeded = true
                }
                if event.type == SDL_WINDOWEVENT.rawValue, let active = App.windowFocus(event.window.event) {
                    focus.windowActive = active
                }
                if event.type == SDL_RENDER_TARGETS_RESET.rawValue || event.type == SDL_RENDER_DEVICE_RESET.rawValue {
                    (drawer as? DisplayListRenderer)?.invalidateLayers()
                    redrawNeeded = true
                }
                for e in translator.translate(event) {
                    try recorder?.record(e)
                    if case .resize(let w, let h) = e.event {
                        try resize(width: w, height: h, fromWindow: true)
                        continue
                    }
                    try deliver(e)
                }
                got = !quitRequested && SDL_PollEvent(&event) == 1
            }
            accessibility?.setWindowActive(focus.windowActive)
            if pumpAccessibility(at: now()) { handled = true }
            stats?.add(.events, since: eventsMark)
            // Quit at once: no further frame.
            if quitRequested { break }
            let t = now()
            if busy && t < lastFrame + frameInterval && !handled { continue }
            if busy || handled {
                try deliverScript(upTo: t)
                try frame(at: t)
                // Keep to the schedule: a frame woken a little late does not delay the next one.
                let due = lastFrame + frameInterval
                lastFrame = t >= due && t < due + frameInterval ? due : t
            }
        }
        try finish()
    }

    /// Whether a window event gives the window the keyboard focus (true), takes it (false), or
    /// neither (nil).
    static func windowFocus(_ windowEvent: UInt8) -> Bool? {
        if windowEvent == UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue) { return true }
        if windowEvent == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) { return false }
        return nil
    }

    /// Whether a window event leaves the window's pixels as they are (pointer and focus
    /// changes); any other (exposed, shown, resized, moved, restored...) asks for a whole frame.
    static func keepsPixels(windowEvent: UInt8) -> Bool {
        [SDL_WINDOWEVENT_ENTER, SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_FOCUS_LOST,
         SDL_WINDOWEVENT_TAKE_FOCUS].contains { UInt8($0.rawValue) == windowEvent }
    }

    /// Writes the outputs (`--screenshot`, `--svg`), closes the trace and the recording, and
    /// prints `--stats`. Every write and close is checked.
    func finish() throws {
        if let file = screenshotFile {
            // Draw the last frame (again, in a window: a presented back buffer is undefined)
            // and read it before presenting. A window framebuffer keeps its pixels: only what
            // changed since the frame on screen is drawn, so the screenshot shows what partial
            // frames left there.
            if let software = drawer as? SoftwareDisplayListRenderer, renderer.isWindowFramebuffer, options.partialFrames,
                !redrawNeeded
            {
                _ = try software.renderChanges(list)
            } else {
                try drawer.render(list)
            }
            try file.writeAll(Data(try Screenshot.pngData(renderer, for: file.path)))
        }
        if let file = svgFile {
            // The same display list, measured with the same TTF measurer, drawn by WheelSVG;
            // the nominal size is in pixels like the PNG's.
            let svg = SVGRenderer(
                size: Size(width: size.width, height: size.height), scale: drawer.scale, measurer: measurer
            ).render(list)
            try file.writeAll(Data(svg.utf8))
        }
        try trace?.close()
        try recorder?.close()
        if let stats {
            var summary = stats.summary()
            // The window's text cache (textures, or WheelRaster's coverage masks), to show it
            // stays bounded (scripts/soak.sh).
            if let r = drawer as? DisplayListRenderer {
                summary.textCache = FrameStats.TextCacheSummary(r.textCache)
            } else if window != nil, let r = drawer as? SoftwareDisplayListRenderer {
                summary.textCache = FrameStats.TextCacheSummary(r.textCache)
            }
            print(try JSONOutput.line(summary))
        }
    }
}
