import Foundation
import Testing
import WheelRendering

@testable import SDLFront

/// Issue 39: a load that takes longer than half a second shows its progress in the window, which
/// stays responsive (Escape cancels), and then opens the scene as a quick load does.
@Suite(.serialized) struct LoadingProgressTests {
    /// The loading picture: the file's name, a bar filled to the share read, the percentage, and
    /// how to cancel; centred, inside the window at the smallest size too.
    @Test(arguments: [0.0, 0.37, 1.0])
    func theLoadingScreenShowsNameBarAndShare(fraction: Double) throws {
        for size in [Size(width: 1024, height: 640), Size(width: 480, height: 360)] {
            let list = App.loadingScreen(name: "big.csv", fraction: fraction, size: size, measurer: MonospaceTextMeasurer())
            let texts = list.commands.compactMap { c -> String? in if case .text(let r) = c { r.string } else { nil } }
            #expect(texts.contains("Loading big.csv"))
            #expect(texts.contains("\(Int(fraction * 100)) %"))
            #expect(texts.contains("Escape cancels"))
            let bars = list.commands.compactMap { c -> Rect? in if case .fillRoundedRect(let r, _, _) = c { r } else { nil } }
            let track = try #require(bars.first)
            #expect(track.x >= 0 && track.maxX <= size.width && track.y > 0 && track.maxY < size.height)
            if fraction > 0 {
                let filled = try #require(bars.dropFirst().first)
                #expect(abs(filled.width - max(8, track.width * fraction)) < 1e-9)
            } else {
                #expect(bars.count == 1)
            }
        }
    }

    /// In a window, a load longer than the delay is waited for with the progress shown, then the
    /// range scene runs on the data.
    @Test func aLongLoadInAWindowEndsInTheScene() throws {
        let trace = CLI.tempPath("long-load.jsonl")
        let r = try CLI.run(["--scene", "range", "--points", "4000000", "--frames", "3", "--trace", trace])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let layout = try #require(try CLI.jsonLines(trace).first)
        #expect(layout["scene"] as? String == "range")
    }
}
