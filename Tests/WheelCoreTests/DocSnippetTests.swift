import Foundation
import Testing

/// The embedding article and the README compile as written: their ```swift blocks are, verbatim,
/// the sources of two executables of the package (Tests/DocSnippets/Article and .../Readme,
/// built by `swift build`, Swift 6 language mode, depending on WheelCore alone). These tests
/// keep the copies equal to the documents.
@Suite struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The contents of the document's ```swift blocks, in order.
    static func swiftBlocks(_ path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var blocks: [String] = []
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = ""
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current! += line + "\n"
            }
        }
        return blocks
    }

    static func source(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theArticlesSnippetsAreTheCompiledExecutable() throws {
        let blocks = try Self.swiftBlocks("Sources/WheelCore/WheelCore.docc/EmbeddingWheelCore.md")
        #expect(blocks.count >= 4)
        #expect(blocks.joined(separator: "\n") == (try Self.source("Tests/DocSnippets/Article/main.swift")))
    }

    @Test func theReadmesEmbeddingSnippetIsTheCompiledExecutable() throws {
        let blocks = try Self.swiftBlocks("README.md").filter { $0.contains("WheelController(") }
        #expect(blocks.count == 1)
        #expect(blocks.first == (try Self.source("Tests/DocSnippets/Readme/main.swift")))
    }
}
