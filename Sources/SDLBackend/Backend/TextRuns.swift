import CFriBidi

/// A string cut into the pieces a shaper draws one at a time, in the order they appear on the
/// line (left to right): each piece has one direction, one script and one font.
///
/// The cut follows the Unicode bidirectional algorithm (FriBidi) for the direction of each
/// character, a script per character (characters common to all scripts - spaces, digits,
/// punctuation - take the script of the run they stand in), and the first font of a fallback
/// chain that has a glyph for the character. Runs are then put in visual order (UAX #9, rule
/// L2: from the highest level down to the lowest odd one, every sequence at that level or
/// above is reversed). Each run keeps its characters in logical order: HarfBuzz shapes a
/// right-to-left run into visual order itself.
struct TextRuns: Equatable {
    /// One piece of the line.
    struct Run: Equatable {
        /// The characters, in logical (reading) order.
        var text: String
        /// Whether the piece reads right to left.
        var rightToLeft: Bool
        /// The ISO 15924 script code HarfBuzz shapes it with (`Latn`, `Arab`, `Hebr`, `Hani`,
        /// `Hang`, ...); `Zyyy` (common) when it holds no letter.
        var script: String
        /// Which font of the chain draws it (0: the primary face).
        var font: Int
    }

    /// The pieces, left to right.
    var runs: [Run]

    /// Whether `text` needs no cutting: every character is below U+0590 (Latin, Greek,
    /// Cyrillic, Armenian: left to right, drawn by the primary face's shaping alone). Such
    /// strings take the single-call path, as before shaping existed.
    static func isSimple(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x0590 }
    }

    /// Cuts `text` into runs over a chain of `fontCount` fonts; `covers(font, scalar)` says
    /// whether a font has a glyph for the scalar. A character takes the first font that has
    /// it (the primary face, 0, when none has: it draws its missing-glyph box).
    /// `baseRightToLeft` sets the paragraph direction (nil: from its first strong character).
    init(_ text: String, baseRightToLeft: Bool? = nil, fontCount: Int, covers: (Int, UInt32) -> Bool) {
        func fontFor(_ v: UInt32) -> Int { (0..<fontCount).first { covers($0, v) } ?? 0 }
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else {
            runs = []
            return
        }
        var codes = scalars.map(\.value)
        var levels = [UInt8](repeating: 0, count: codes.count)
        let base: Int32 = baseRightToLeft.map { $0 ? 2 : 1 } ?? 0
        let resolved = cfribidi_levels(&codes, Int32(codes.count), base, &levels)
        if resolved == 0 {
            // FriBidi could not allocate: draw left to right rather than nothing.
            levels = [UInt8](repeating: baseRightToLeft == true ? 1 : 0, count: codes.count)
        }
        // Scripts: a letter's own; a common character takes the script of the nearest letter
        // at its own level (the previous one first), else of the nearest letter at all.
        let own = scalars.map(Self.script(of:))
        var scripts = own
        for i in scripts.indices where own[i] == Self.common {
            let before = (0..<i).reversed().first { own[$0] != Self.common }
            let after = (i + 1..<own.count).first { own[$0] != Self.common }
            if let b = before, levels[b] == levels[i] {
                scripts[i] = own[b]
            } else if let a = after, levels[a] == levels[i] {
                scripts[i] = own[a]
            } else if let n = before ?? after {
                scripts[i] = own[n]
            }
        }
        // Fonts: the first that has the glyph; a common character (a space, a digit) that the
        // current run's font has stays in that run.
        var fonts = [Int](repeating: 0, count: scalars.count)
        for i in scalars.indices {
            let v = scalars[i].value
            if i > 0 && own[i] == Self.common && covers(fonts[i - 1], v) {
                fonts[i] = fonts[i - 1]
            } else {
                fonts[i] = fontFor(v)
            }
        }
        var logical: [(run: Run, level: UInt8)] = []
        var start = 0
        for i in 1...scalars.count {
            let cut =
                i == scalars.count || levels[i] != levels[start] || scripts[i] != scripts[start]
                || fonts[i] != fonts[start]
            guard cut else { continue }
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[start..<i])
            logical.append(
                (Run(text: String(s), rightToLeft: levels[start] & 1 == 1, script: scripts[start], font: fonts[start]), levels[start]))
            start = i
        }
        // Rule L2 on runs: reverse every maximal sequence at level >= k, for k from the
        // highest level down to the lowest odd level.
        let highest = logical.map(\.level).max() ?? 0
        let lowestOdd = logical.map(\.level).filter { $0 & 1 == 1 }.min() ?? (highest + 1)
        if highest >= lowestOdd {
            for k in stride(from: Int(highest), through: Int(lowestOdd), by: -1) {
                var i = 0
                while i < logical.count {
                    guard logical[i].level >= k else {
                        i += 1
                        continue
                    }
                    var j = i
                    while j < logical.count && logical[j].level >= k { j += 1 }
                    logical[i..<j].reverse()
                    i = j
                }
            }
        }
        runs = logical.map(\.run)
    }

    /// The script code of characters common to every script.
    static let common = "Zyyy"

    /// The ISO 15924 code of the script `scalar` belongs to, for the blocks people write
    /// dates and labels in (`Zyyy` for spaces, digits, punctuation and symbols).
    static func script(of scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        switch v {
        case 0x0041...0x005A, 0x0061...0x007A, 0x00C0...0x024F, 0x1E00...0x1EFF: return "Latn"
        case 0x0370...0x03FF: return "Grek"
        case 0x0400...0x052F: return "Cyrl"
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0600...0x065F, 0x066A...0x06EF, 0x06FA...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF,
            0xFB50...0xFDFF, 0xFE70...0xFEFF:
            return "Arab"
        case 0x0900...0x097F: return "Deva"
        case 0x0E00...0x0E7F: return "Thai"
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "Hang"
        // Han, kana and CJK punctuation shape alike; one script keeps a Japanese date one run.
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0x20000...0x3FFFF:
            return "Hani"
        default:
            return scalar.properties.isAlphabetic ? "Latn" : common
        }
    }
}
