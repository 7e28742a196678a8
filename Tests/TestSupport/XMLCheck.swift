import Foundation
import FoundationXML

/// Parses a document with Foundation's XML parser and reports whether it is well-formed,
/// with the elements it met (in order) and the character data of `text` elements.
public final class XMLCheck: NSObject, XMLParserDelegate {
    public private(set) var elements: [String] = []
    public private(set) var texts: [String] = []
    public private(set) var maxDepth = 0
    private var depth = 0
    private var inText = false
    private var current = ""
    public private(set) var error: String?
    public private(set) var ok = false

    public init(_ document: String) {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        parser.shouldResolveExternalEntities = false
        ok = parser.parse()
        if !ok, error == nil { error = parser.parserError.map { "\($0)" } ?? "unknown parse error" }
    }

    public func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(elementName)
        depth += 1
        maxDepth = max(maxDepth, depth)
        if elementName == "text" {
            inText = true
            current = ""
        }
    }

    public func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        depth -= 1
        if elementName == "text" {
            texts.append(current)
            inText = false
        }
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { current += string }
    }

    public func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = "\(parseError)"
    }

    /// The number of elements named `name`.
    public func count(_ name: String) -> Int { elements.filter { $0 == name }.count }
}
