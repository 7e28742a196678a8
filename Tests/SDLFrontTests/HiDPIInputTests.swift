import CSDL2
import Testing
import WheelCore

@testable import SDLFront

/// A window at scale 2 on X11 is twice its size in points, in pixels: SDL's positions and sizes
/// come in pixels and reach the scenes in points; the desktop's scale is read from GDK_SCALE or
/// Xft.dpi.
extension InputTranslationTests {
    @Test func mousePositionsWheelPositionsAndResizesAreInPointsAtScaleTwo() {
        var t = InputTranslator(windowSize: (1920, 1080), startTicks: 0, unitsPerPoint: 2)
        let down = event(SDL_MOUSEBUTTONDOWN) {
            $0.button.button = UInt8(SDL_BUTTON_LEFT)
            $0.button.x = 1001
            $0.button.y = 640
        }
        #expect(t.translate(down).first?.event == .pointer(.down, .mouse, id: 0, x: 500.5, y: 320))
        let move = event(SDL_MOUSEMOTION) {
            $0.motion.x = 3000
            $0.motion.y = 2000
        }
        #expect(t.translate(move).first?.event == .pointer(.move, .mouse, id: 0, x: 1500, y: 1000))
        let wheel = event(SDL_MOUSEWHEEL) {
            $0.wheel.y = 1
            $0.wheel.preciseY = 1
            $0.wheel.mouseX = 200
            $0.wheel.mouseY = 100
        }
        #expect(t.translate(wheel).first?.event == .wheel(dx: 0, dy: 1, precise: false, x: 100, y: 50))
        let resize = event(SDL_WINDOWEVENT) {
            $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            $0.window.data1 = 2048
            $0.window.data2 = 1280
        }
        #expect(t.translate(resize).first?.event == .resize(w: 1024, h: 640))
        #expect(t.windowSize.width == 1024 && t.windowSize.height == 640)
        // A finger's normalised position maps onto the window in points.
        let finger = event(SDL_FINGERDOWN) {
            $0.tfinger.touchId = 3
            $0.tfinger.fingerId = 1
            $0.tfinger.x = 0.5
            $0.tfinger.y = 0.5
        }
        #expect(t.translate(finger).first?.event == .pointer(.down, .touch, id: 1, x: 512, y: 320))
    }

    @Test func theDesktopScaleComesFromGDKScaleOrXftDPI() {
        #expect(DesktopScale.fromGDKScale("2") == 2)
        #expect(DesktopScale.fromGDKScale(" 1 ") == 1)
        #expect(DesktopScale.fromGDKScale("0") == nil && DesktopScale.fromGDKScale("1.5") == nil)
        #expect(DesktopScale.fromGDKScale(nil) == nil && DesktopScale.fromGDKScale("9") == nil)
        #expect(DesktopScale.fromXftDPI(in: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n") == 2)
        #expect(DesktopScale.fromXftDPI(in: "Xft.dpi: 144") == 1.5)
        #expect(DesktopScale.fromXftDPI(in: "Xft.dpi:\t96\n") == 1)
        #expect(DesktopScale.fromXftDPI(in: "Xft.dpi:\t72\n") == 1)  // never below 1
        #expect(DesktopScale.fromXftDPI(in: "Xcursor.size:\t48\n") == nil)
        #expect(DesktopScale.fromXftDPI(in: "Xft.dpi:\tlots\n") == nil)
        #expect(DesktopScale.detect(environment: ["GDK_SCALE": "3"]) == 3)
    }
}

extension InputTranslationTests {
    @Test func onlyPointerAndFocusWindowEventsKeepThePixels() {
        for e in [SDL_WINDOWEVENT_ENTER, SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_FOCUS_LOST] {
            #expect(App.keepsPixels(windowEvent: UInt8(e.rawValue)))
        }
        for e in [SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MOVED] {
            #expect(!App.keepsPixels(windowEvent: UInt8(e.rawValue)))
        }
    }
}
