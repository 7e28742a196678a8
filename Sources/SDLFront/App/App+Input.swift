import CSDL2
import Foundation
import SDLBackend
import WheelCore
import WheelRendering

extension App {
    // MARK: - Input

    /// Delivers one script event (from a replay, or translated from SDL) at its own time.
    ///
    /// A press on a scene tab switches scenes and belongs to the tab bar until it is released:
    /// its moves and its release never reach a scene. A scene switch cancels every pointer still
    /// down in the scene it leaves (see ``cancelPointers(at:)``).
    func deliver(_ e: TimedScriptEvent) throws {
        let t = e.tMs / 1000
        switch e.event {
        case .pointer(let phase, let kind, let id, let x, let y):
            let p = Point(x: x, y: y)
            let pointer = PointerID(kind: kind, id: id)
            if kind == .mouse { hover(at: phase == .cancel ? nil : p, pressed: phase == .down || scenePointers[pointer] != nil) }
            switch phase {
            case .down:
                if let target = tabs.hit(p, width: size.width) {
                    tabPointers.insert(pointer)
                    switchScene(to: target, at: t)
                    return
                }
                tabPointers.remove(pointer)
                scenePointers[pointer] = p
                focusControl(at: p)
            case .move:
                if tabPointers.contains(pointer) { return }
                if scenePointers[pointer] != nil { scenePointers[pointer] = p }
            case .up, .cancel:
                if tabPointers.remove(pointer) != nil { return }
                scenePointers[pointer] = nil
            }
            scene.handle(.pointer(phase, pointer, at: p, time: t))
        case .wheel(let dx, let dy, let precise, let x, let y):
            let location = x.flatMap { x in y.map { Point(x: x, y: $0) } }
            scene.handle(.scroll(dx: dx, dy: dy, isPrecise: precise, location: location, time: t))
        case .key(let name, let shift, let ctrl):
            // The modifiers come from the event (the script, or the SDL event it was translated from).
            deliverKey(name, shift: shift, ctrl: ctrl, at: t)
        case .resize(let w, let h):
            try resize(width: w, height: h, fromWindow: false)
        }
    }

    /// Lights the tab under the mouse at `p` (nil: the mouse left the window) and shows the
    /// cursor of what is under it: a hand over a tab, else the scene's (kept while the mouse
    /// is down in the scene, so that a handle dragged off its zone keeps its arrows). Touches
    /// do not hover.
    func hover(at p: Point?, pressed: Bool) {
        let tab = p.flatMap { tabs.hit($0, width: size.width) }
        tabs.hovered = tab
        guard window != nil, !pressed || tab != nil else { return }
        cursor.show(tab != nil ? .hand : p.map { scene.cursor(at: $0) } ?? .arrow)
    }

    /// Ends every pointer interaction in the current scene as a cancel (no fling), at `t`
    /// (seconds): used on a scene switch and when the window loses focus. A mouse that is not
    /// down gets a cancel too, which ends its hover (the range chart's readout).
    func cancelPointers(at t: Double) {
        let held = scenePointers.sorted { ($0.key.kind.rawValue, $0.key.id) < ($1.key.kind.rawValue, $1.key.id) }
        scenePointers.removeAll()
        for (pointer, p) in held {
            scene.handle(.pointer(.cancel, pointer, at: p, time: t))
        }
        if !held.contains(where: { $0.key == .mouse }) {
            scene.handle(.pointer(.cancel, .mouse, at: Point(x: -1, y: -1), time: t))
        }
    }

    /// Resizes to `width` × `height` points, never below ``SceneTabs/minimumWindowSize`` (a
    /// replay's smaller resize is clamped as a window manager clamps a drag) nor above the
    /// `--width`/`--height` maximum or the largest pixel side at the frame's scale. Headless, a
    /// new offscreen buffer is made; failing to make it is an error, never ignored.
    func resize(width: Double, height: Double, fromWindow: Bool) throws {
        let minimum = SceneTabs.minimumWindowSize
        // The largest side in points: the option's, or fewer where the pixels per point would
        // pass the largest pixel side (Options.pixelSideLimit).
        let scale = max(drawer.targetScale, 1)
        let largest = max(min(Double(Options.sizeLimits.upperBound), (Double(Options.pixelSideLimit) / scale).rounded(.down)), minimum.width)
        let w = min(max(width.isFinite ? width : 0, minimum.width), largest)
        let h = min(max(height.isFinite ? height : 0, minimum.height), largest)
        if options.headless {
            let pw = Int((w * options.scale).rounded())
            let ph = Int((h * options.scale).rounded())
            do {
                let r = try Renderer.offscreen(width: pw, height: ph, supersampling: options.effectiveSupersampling)
                let d = try App.makeDrawer(renderer: r, fonts: fonts, scale: options.scale, options: options)
                renderer = r
                d.images = drawer.images
                drawer = d
                measurer.scale = drawer.targetScale
            } catch {
                throw InputFileError(
                    file: options.replay ?? "resize", line: nil,
                    message: "cannot make a \(pw)x\(ph) pixel buffer (supersampling \(options.effectiveSupersampling)) for a resize to \(fmt(w))x\(fmt(h)) points: \(error)")
            }
        } else if let window, !fromWindow || w != width || h != height {
            // A replay's resize, or a window made smaller than the minimum where no window
            // manager enforces SDL's minimum-size hint: set the size the scenes are laid out for.
            SDL_SetWindowSize(window.handle, Int32((w * windowUnits).rounded()), Int32((h * windowUnits).rounded()))
        }
        size = (w, h)
        if let window {
            drawer.scale = App.pixelScale(of: window, renderer: renderer, units: windowUnits)
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

    /// Shows another scene, keeping each scene's state. Pointers down in the scene left behind
    /// are cancelled first, so no drag outlives its scene.
    func switchScene(to kind: SceneKind, at t: Double) {
        guard kind != scene.kind else { return }
        let next: Scene
        if let existing = scenes[kind] {
            next = existing
        } else {
            if kind == .range && rangeData == nil { rangeData = try? RangeData.load(options: options, assets: assets) }
            guard let made = try? App.makeScene(kind, options: options, elements: elementTable, range: rangeData, viewport: sceneViewport)
            else { return }
            reduceMotionIfAsked(made)
            scenes[kind] = made
            next = made
        }
        cancelPointers(at: t)
        scene = next
        scene.setViewport(sceneViewport)
        scene.advance(to: t)
        tabs.current = kind
        window?.title = App.windowTitle(for: kind)
        layoutDirty = true
        redrawNeeded = true
    }

    /// The window's title: the app and the scene shown ("Wheel picker – Range selector").
    static func windowTitle(for kind: SceneKind) -> String {
        "Wheel picker – " + (SceneTabs.titles[kind] ?? kind.rawValue)
    }
}
