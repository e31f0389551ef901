/// Where a value sits in a JSON document: `elements[3].traits[1]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: a member name or an array index.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document's root.
    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// This path, one member further.
    public func appending(_ key: String) -> JSONPath {
        appending(component: .key(key))
    }

    /// This path, one array element further.
    public func appending(_ index: Int) -> JSONPath {
        appending(component: .index(index))
    }

    /// One allocation: a path is made for every element of a document as it is read.
    private func appending(component: Component) -> JSONPath {
        var steps: [Component] = []
        steps.reserveCapacity(components.count + 1)
        steps.append(contentsOf: components)
        steps.append(component)
        return JSONPath(steps)
    }

    /// `elements[3].traits[1]`; the whole document is `$`.
    public var description: String {
        guard !components.isEmpty else { return "$" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
