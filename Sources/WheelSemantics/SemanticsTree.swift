/// A frame's semantics: nodes by id, the root first, each listing its children.
///
/// Like AccessKit's `TreeUpdate` with every node in it: a producer builds the whole (small)
/// tree per frame; a host compares it with the one it published last
/// (``changes(from:)``) to tell its platform what changed.
public struct SemanticsTree: Hashable, Sendable {
    /// The nodes, the root first, then depth-first in reading order.
    public private(set) var nodes: [SemanticsNode]
    private var index: [SemanticsNode.ID: Int]

    /// A tree of one root (more nodes are added with `append(_:)`).
    public init(root: SemanticsNode) {
        nodes = [root]
        index = [root.id: 0]
    }

    /// The root.
    public var root: SemanticsNode { nodes[0] }

    /// The node with this id.
    public subscript(id: SemanticsNode.ID) -> SemanticsNode? {
        index[id].map { nodes[$0] }
    }

    /// Adds `node` as the last child of `parent` (the root when nil): how a component builds its
    /// own tree, whose ids it keeps apart. A node whose id is already in the tree replaces
    /// nothing and is ignored (trees of different components meet through the throwing
    /// `append(_:to:)` of a subtree).
    public mutating func append(_ node: SemanticsNode, to parent: SemanticsNode.ID? = nil) {
        guard index[node.id] == nil, let p = index[parent ?? root.id] else { return }
        nodes[p].children.append(node.id)
        index[node.id] = nodes.count
        nodes.append(node)
    }

    /// Adds the nodes of `subtree` under `parent` (its root becomes a child of `parent`): how a
    /// host puts the trees of several components on one screen.
    ///
    /// - Throws: ``SemanticsIDCollision`` naming the ids of `subtree` that are already in the
    ///   tree (two components given overlapping roots); nothing is added then.
    /// - Complexity: O(n) in the subtree's nodes.
    public mutating func append(_ subtree: SemanticsTree, to parent: SemanticsNode.ID? = nil)
        throws(SemanticsIDCollision)
    {
        let index = self.index
        let taken = subtree.nodes.map(\.id).filter { index[$0] != nil }
        if !taken.isEmpty { throw SemanticsIDCollision(ids: taken) }
        var parents: [SemanticsNode.ID: SemanticsNode.ID] = [:]
        parents.reserveCapacity(subtree.nodes.count)
        for node in subtree.nodes {
            for child in node.children { parents[child] = node.id }
        }
        append(subtree.root.withoutChildren, to: parent)
        for node in subtree.nodes.dropFirst() {
            append(node.withoutChildren, to: parents[node.id] ?? subtree.root.id)
        }
    }

    /// The parent of `id` (nil for the root or an unknown id).
    public func parent(of id: SemanticsNode.ID) -> SemanticsNode.ID? {
        nodes.first { $0.children.contains(id) }?.id
    }

    /// The focusable nodes in reading order (the order Tab visits them).
    public var focusOrder: [SemanticsNode.ID] {
        var out: [SemanticsNode.ID] = []
        func visit(_ id: SemanticsNode.ID) {
            guard let n = self[id] else { return }
            if n.states.contains(.focusable) { out.append(id) }
            n.children.forEach(visit)
        }
        visit(root.id)
        return out
    }

    /// The nodes Tab visits, in reading order, as desktops do: ``focusOrder``, except that of
    /// focusable radio buttons or tabs that are siblings only one is a stop, the selected one
    /// (the first when none is); the arrow keys move among the others (``choice(from:by:)``).
    public var tabOrder: [SemanticsNode.ID] {
        focusOrder.filter { id in
            guard let n = self[id], n.role == .radioButton || n.role == .tab, let p = parent(of: id), let parent = self[p]
            else { return true }
            let set = parent.children.compactMap { self[$0] }.filter { $0.role == n.role && $0.states.contains(.focusable) }
            return (set.first { $0.states.contains(.selected) } ?? set.first)?.id == id
        }
    }

    /// The radio button or tab `step` places after `id` among its focusable siblings of the
    /// same role, wrapping (where an arrow key moves from `id`); nil for other nodes.
    public func choice(from id: SemanticsNode.ID, by step: Int) -> SemanticsNode.ID? {
        guard let n = self[id], n.role == .radioButton || n.role == .tab, let p = parent(of: id), let parent = self[p]
        else { return nil }
        let set = parent.children.filter { self[$0]?.role == n.role && self[$0]?.states.contains(.focusable) == true }
        guard let i = set.firstIndex(of: id) else { return nil }
        return set[((i + step) % set.count + set.count) % set.count]
    }

    /// The node that has focus, if any.
    public var focused: SemanticsNode? { nodes.first { $0.states.contains(.focused) } }

    /// What changed since `old`, in the order a host should announce it: nodes that went away,
    /// new nodes, names, descriptions and values (held back while a node is
    /// ``SemanticsStates/busy``, then announced once when it comes to rest, if it has one),
    /// states, and the focus last.
    public func changes(from old: SemanticsTree) -> [SemanticsNotification] {
        var out: [SemanticsNotification] = []
        for n in old.nodes where self[n.id] == nil { out.append(.removed(n.id)) }
        var focus: SemanticsNotification?
        for n in nodes {
            guard let o = old[n.id] else {
                out.append(.added(n.id))
                continue
            }
            if o.children != n.children { out.append(.childrenChanged(n.id)) }
            if o.name != n.name { out.append(.nameChanged(n.id)) }
            let busy = n.states.contains(.busy)
            let settled = o.states.contains(.busy) && !busy
            if !busy && (o.description != n.description || (settled && n.description != nil)) {
                out.append(.descriptionChanged(n.id))
            }
            let hasValue = n.value != nil || n.numericValue != nil
            if !busy && (o.value != n.value || o.numericValue != n.numericValue || (settled && hasValue)) {
                out.append(.valueChanged(n.id))
            }
            if o.states.subtracting([.focused, .busy]) != n.states.subtracting([.focused, .busy]) {
                out.append(.statesChanged(n.id))
            }
            if o.bounds != n.bounds { out.append(.boundsChanged(n.id)) }
            if n.states.contains(.focused) && !o.states.contains(.focused) { focus = .focusMoved(n.id) }
        }
        if focus == nil, let f = focused, old.focused?.id != f.id { focus = .focusMoved(f.id) }
        if let focus { out.append(focus) }
        return out
    }
}

extension SemanticsNode {
    /// The node with no children (to be re-attached by ``SemanticsTree/append(_:to:)``).
    var withoutChildren: SemanticsNode {
        var n = self
        n.children = []
        return n
    }
}

/// A change a host tells its platform about (AT-SPI events, UIAccessibility notifications).
public enum SemanticsNotification: Hashable, Sendable {
    /// A node appeared.
    case added(SemanticsNode.ID)
    /// A node went away.
    case removed(SemanticsNode.ID)
    /// A node's children changed.
    case childrenChanged(SemanticsNode.ID)
    /// A node's name changed.
    case nameChanged(SemanticsNode.ID)
    /// A node's description changed.
    case descriptionChanged(SemanticsNode.ID)
    /// A node's value changed (and it is at rest).
    case valueChanged(SemanticsNode.ID)
    /// A node's states other than focus and busy changed (selected, disabled).
    case statesChanged(SemanticsNode.ID)
    /// A node moved or was resized.
    case boundsChanged(SemanticsNode.ID)
    /// Keyboard focus moved to this node.
    case focusMoved(SemanticsNode.ID)
    /// Text to speak now, not tied to a node (a host-made announcement).
    case announcement(String)
}
