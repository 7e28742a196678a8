import Testing

@testable import SDLFront

/// The command line's own parser (Options.table): both value forms, flags and their negative
/// form, and an error that names the option and the text for every kind of mistake.
@Suite struct OptionParsingTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.isHelp ? "help" : error.message
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
        #expect(message(["--widht", "5"]) == #"unknown option "--widht" (see --help)"#)
        #expect(message(["wheel"])?.contains(#"unexpected argument "wheel""#) == true)
        #expect(message(["--frames"]) == "--frames needs a value: --frames <n>")
        #expect(message(["--width", "wide"]) == #"--width must be a whole number, got "wide""#)
        #expect(message(["--fps", "fast"]) == #"--fps must be a number, got "fast""#)
        #expect(message(["--width", "99999999999999999999"]) == #"--width is out of range, got "99999999999999999999""#)
        #expect(message(["--width", "1.5"]) == #"--width must be a whole number, got "1.5""#)
        #expect(message(["--width", "1e3"]) == #"--width must be a whole number, got "1e3""#)
        #expect(message(["--scene", "moon"]) == #"--scene must be one of wheel, range, spring, got "moon""#)
        #expect(message(["--headless=yes"]) == #"--headless takes no value, got "--headless=yes""#)
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

    @Test func helpListsEveryOptionWithinEightyColumns() {
        let help = Options.helpText()
        for spec in Options.table {
            #expect(help.contains(spec.label), "\(spec.label) missing from --help")
        }
        #expect(help.contains("--partial-frames, --no-partial-frames"))
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("smallest size every scene is laid out for). (default: 1024)"))
        let wide = help.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "lines over 80 columns: \(wide)")
    }
}
