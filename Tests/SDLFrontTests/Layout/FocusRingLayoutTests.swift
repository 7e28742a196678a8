import Testing
import WheelCore
import WheelSemantics

@testable import SDLFront

/// The focus ring: for every focusable control of every scene, at every size of the layout
/// matrix, at rest, the ring is drawn inside the window and below the tabs, whole, and around
/// the part of the control that is in the scene's area; and Tab visits the controls in
/// reading order. Nested in ``LayoutCheckTests``, whose `.serialized` trait it shares: both
/// measure text with one `FontSet` (SDL_ttf faces), which two threads must not use at once.
extension LayoutCheckTests {
    @Suite struct FocusRingLayoutTests {
        @Test(arguments: LayoutCheckTests.sizes)
        func ringsAreInsideTheWindowAroundTheirControls(_ w: WindowSize) throws {
            var problems: [String] = []
            let window = Rect(x: 0, y: 0, width: w.width, height: w.height)
            let area = Rect(x: 0, y: SceneTabs.height, width: w.width, height: w.height - SceneTabs.height)
            let half = App.focusRingWidth / 2
            for kind in SceneKind.allCases {
                let scene = try #require(try LayoutFixture.scene(kind, size: w.size) as? SemanticScene)
                scene.advance(to: 0)
                var list = DisplayList()
                scene.render(into: &list, measurer: LayoutFixture.measurer(scale: w.scale))
                let tree = scene.semantics(focused: nil)
                #expect(!tree.focusOrder.isEmpty, "\(kind) has no focusable control")
                for id in tree.focusOrder {
                    let node = try #require(tree[id])
                    let name = "\(w.testDescription) \(kind) \(node.name)"
                    guard let ring = App.focusRingRect(around: node.bounds, in: area) else {
                        problems.append("\(name): no ring (bounds \(node.bounds))")
                        continue
                    }
                    if ring.x - half < window.x - 1e-9 || ring.maxX + half > window.maxX + 1e-9 || ring.y - half < area.y - 1e-9
                        || ring.maxY + half > window.maxY + 1e-9
                    {
                        problems.append("\(name): ring \(ring) leaves the window or covers the tabs")
                    }
                    // The ring encloses the control's part in the scene's area.
                    let x0 = max(node.bounds.x, area.x + App.focusRingWidth)
                    let x1 = min(node.bounds.maxX, area.maxX - App.focusRingWidth)
                    let y0 = max(node.bounds.y, area.y + App.focusRingWidth)
                    let y1 = min(node.bounds.maxY, area.maxY - App.focusRingWidth)
                    if x1 > x0 && y1 > y0 && (ring.x > x0 || ring.maxX < x1 || ring.y > y0 || ring.maxY < y1) {
                        problems.append("\(name): ring \(ring) does not enclose \(node.bounds)")
                    }
                    if node.bounds.width < 20 || node.bounds.height < 20 { problems.append("\(name): bounds \(node.bounds) too small") }
                }
            }
            #expect(problems.isEmpty, "\(problems.prefix(12).joined(separator: "\n"))")
        }

        @Test func tabVisitsTheControlsInReadingOrder() throws {
            let size = Size(width: 1024, height: 640)
            func names(_ kind: SceneKind) throws -> [String] {
                let scene = try #require(try LayoutFixture.scene(kind, size: size) as? SemanticScene)
                let tree = scene.semantics(focused: nil)
                return tree.tabOrder.compactMap { tree[$0]?.name }
            }
            #expect(try names(.wheel) == ["Element"])
            #expect(try names(.range) == ["Seattle hourly temperature, 2010 (°F)", "Data point", "Start", "Selection", "End"])
            #expect(try names(.spring) == ["Columns of 2012", "2012", "Columns", "Bounciness", "Speed"])
        }
    }
}
