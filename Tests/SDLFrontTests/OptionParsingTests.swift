import Testing

@testable import SDLFront

/// The command line as swift-argument-parser reads `Options`: both value forms, flags and their
/// negative form, and an error that names the option and the text for every kind of mistake.
@Suite struct OptionParsingTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return Options.exitCode(for: error) == .success ? "help" : Options.message(for: error)
        }
    }

    @Test func valuesAreReadInBothFormsAndFlagsBothWays() throws {
        let o = try Options.parse(["--width=1200", "--height", "700", "--scene", "range", "--no-partial-frames", "--mute"])
        #expect(o.width == 1200 && o.height == 700 && o.scene == .range && !o.partialFrames && o.mute)
        let p = try Options.parse(["--no-partial-frames", "--partial-frames", "--scale", "2", "--rasterizer=sdl"])
        #expect(p.partialFrames && p.scale == 2 && p.rasterizer == .sdl && p.effectiveSupersampling == 2)
        let defaults = try Options.parse([])
        #expect(defaults.width == 1024 && defaults.scene == .wheel && defaults.partialFrames && defaults.frames == nil)
        // The last of a repeated option counts.
        #expect(try Options.parse(["--width", "900", "--width", "1000"]).width == 1000)
    }

    @Test func everyMistakeNamesTheOptionAndTheText() {
        // The library's wording for what it reads itself (SDLFront adds the option's help, with
        // its range, after a value it cannot read: CommandLineTests).
        #expect(message(["--widht", "5"]) == "Unknown option '--widht'. Did you mean '--width'?")
        #expect(message(["wheel"]) == "Unexpected argument 'wheel'")
        #expect(message(["--frames"]) == "Missing value for '--frames <n>'")
        #expect(message(["--width", "wide"]) == "The value 'wide' is invalid for '--width <width>'")
        #expect(message(["--fps", "fast"]) == "The value 'fast' is invalid for '--fps <fps>'")
        #expect(message(["--width", "99999999999999999999"]) == "The value '99999999999999999999' is invalid for '--width <width>'")
        #expect(message(["--width", "1.5"]) == "The value '1.5' is invalid for '--width <width>'")
        #expect(message(["--width", "1e3"]) == "The value '1e3' is invalid for '--width <width>'")
        #expect(
            message(["--scene", "moon"])
                == "The value 'moon' is invalid for '--scene <scene>'. Please provide one of 'wheel', 'range', 'spring' or 'date'.")
        #expect(message(["--headless=yes"]) == "The option '--headless' does not take any value, but 'yes' was specified.")
        // A negative value is the value, which validation then names with its range.
        #expect(message(["--width", "-5"]) == "--width must be between 480 and 8192, got -5")
        // A frame whose side would pass SDL's texture limit is refused before it is drawn.
        #expect(
            message(["--width", "8192", "--scale", "4"])
                == "--width 8192 at --scale 4 is 32768 pixels; a side is drawn with at most 16384 pixels (4096 points here)")
        #expect(
            message(["--height", "7000", "--scale", "2.5"])
                == "--height 7000 at --scale 2.5 is 17500 pixels; a side is drawn with at most 16384 pixels (6553 points here)")
        #expect(message(["--width", "8192", "--height", "8192", "--scale", "2"]) == nil)
        #expect(
            message(["--width", "5000", "--scale", "2", "--rasterizer", "sdl"])
                == "--width 5000 at --scale 2 and supersampling 2 is 20000 pixels; a side is drawn with at most 16384 pixels (4096 points here)")
        #expect(message(["--fps", "nan"]) == "--fps must be between 1 and 1000, got nan")
        #expect(message(["--help"]) == "help" && message(["--width", "900", "-h"]) == "help")
    }

    /// Every option of the command-line contract, as `--help` shows it.
    static let contract = [
        "--scene <scene>", "--width <width>", "--height <height>", "--headless", "--frames <n>", "--fps <fps>",
        "--screenshot <file>", "--svg <file>", "--replay <file>", "--record <file>", "--trace <file>", "--items <n>",
        "--looping", "--label-side <label-side>", "--geometry <geometry>", "--sectors-per-turn <n>", "--select <index>",
        "--scale <scale>", "--data <file>", "--x-column <name>", "--y-column <name>", "--date-mode <mode>", "--seconds", "--date <date>",
        "--date-min <date>", "--date-max <date>", "--minute-interval <n>", "--12h", "--24h", "--locale <id>", "--mute", "--skip-bad-rows",
        "--separator <char>", "--points <n>", "--min-span-hours <hours>", "--momentum-curve <curve>",
        "--rasterizer <rasterizer>", "--supersampling <n>", "--raster-bands <n>", "--partial-frames/--no-partial-frames",
        "--stats", "--stats-baseline", "--no-accessibility", "--reduce-motion", "-h, --help",
    ]

    @Test func helpListsEveryOptionWithinEightyColumns() {
        let help = SDLFrontCommand.helpMessage(columns: 80)
        let labels = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.map {
            String($0.dropFirst(2).split(separator: "  ", maxSplits: 1)[0])
        }
        #expect(labels == Self.contract)
        #expect(help.contains("USAGE: SDLFront [<options>]"))
        #expect(help.contains("--generate-completion-script"))
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("smallest size every scene is laid out for). (default: 1024)"))
        let wide = help.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "lines over 80 columns: \(wide)")
    }
}
