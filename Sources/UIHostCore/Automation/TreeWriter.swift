import Foundation
import HeadlessUIKit
import UIHostProtocol

/// Writes view nodes (docs/protocol.md, A view node) straight into bytes, the same nodes `ViewNodes.node` builds as
/// values: `tree.get` of a large tree builds no values. It can fingerprint the tree in the same walk (`hashes`),
/// so a whole-tree `tree.get` needs no second walk for its version. A test keeps the two forms, and the two
/// fingerprint walks, in step.
///
/// This runs once per view of a tree that may hold 100,000: plain loops, no closures, each property read once.
@MainActor
struct TreeWriter: ~Copyable {
    var out: JSONBuffer
    var hasher = TreeHasher()
    let hashes: Bool
    /// `tree.get {compact: true}`: fields at their documented defaults are left out (`ViewNodes.isDefault`).
    let compact: Bool
    let include: [String]
    let nodes: ViewNodes
    /// The first responder of the window being written: a node says `isFirstResponder` when it is this object.
    let firstResponder: UIResponder?
    /// The last class named, and its name as a JSON string: neighbouring views are mostly of one class.
    private var lastClass: ObjectIdentifier?
    private var lastClassName: [UInt8] = []
    /// The last size written, and its `,"width":w,"height":h}` ending: a view's frame and bounds have the same
    /// size unless it is transformed, and neighbouring views (rows, cells, buttons) often share one.
    private var lastSize = CGSize(width: -1, height: -1)
    private var lastSizeEnding: [UInt8] = []

    /// Where the written bytes go out in pieces as they pile up (nil: they stay in `out`).
    let stream: ReplyStream?

    init(nodes: ViewNodes, include: [String], hashes: Bool, compact: Bool = false, firstResponder: UIResponder?,
         capacity: Int = 4096, stream: ReplyStream? = nil) {
        out = JSONBuffer(capacity: capacity)
        self.stream = stream
        self.nodes = nodes
        self.include = include
        self.hashes = hashes
        self.compact = compact
        self.firstResponder = firstResponder
    }

    /// Writes `view`'s node and, `depth` levels down (nil: all), its children's. `offset` is as in
    /// `NodeGeometry.frame`.
    mutating func write(_ view: UIView, depth: Int?, offset: CGPoint?) {
        write(view, depth: depth, offset: offset, inWindow: view.window != nil)
    }

    /// `inWindow`: the view is in a window (so are its subviews).
    private mutating func write(_ view: UIView, depth: Int?, offset: CGPoint?, inWindow: Bool) {
        let visit = NodeVisit(view, offset: offset, inWindow: inWindow, firstResponder: firstResponder,
                              hashes: hashes, into: &hasher)
        let (frame, bounds, isFirstResponder) = (visit.frame, visit.bounds, visit.isFirstResponder)
        out.append(#"{"ref":"v"#)
        out.writeInteger(Int64(view.instanceNumber))
        out.append(#"","class":"#)
        let viewClass = ObjectIdentifier(type(of: view))
        if viewClass != lastClass {
            lastClass = viewClass
            lastClassName = JSON.string(ClassNames.name(of: view)).serialized()
        }
        out.append(lastClassName)
        if compact {
            writeCompactBasics(view, frame: frame, bounds: bounds)
        } else {
            out.append(#","tag":"#)
            out.writeInteger(Int64(view.tag))
            out.append(#","frame":"#)
            writeRect(frame)
            out.append(#","bounds":"#)
            writeRect(bounds)
            out.append(view.isHidden ? #","hidden":true,"alpha":"# : #","hidden":false,"alpha":"#)
            writeAlpha(view)
            out.append(view.isUserInteractionEnabled ? #","userInteractionEnabled":true"#
                                                     : #","userInteractionEnabled":false"#)
        }
        if let identifier = view.accessibilityIdentifier {
            out.append(#","accessibilityIdentifier":"#)
            out.writeString(identifier)
        }
        if compact {
            writeCompactLabel(view)
        } else if let label = view.accessibilityLabel {
            out.append(#","accessibilityLabel":"#)
            out.writeString(label)
        }
        ControlFields.write(view, into: &out)
        if let id = view.storyboardElementID {
            out.append(#","storyboardID":"#)
            out.writeString(id)
        }
        if isFirstResponder {
            out.append(#","isFirstResponder":true"#)
        }
        if let controller = view.owningViewController, controller.viewIfLoaded === view {
            out.append(#","controller":"#)
            out.write(nodes.controllerSummary(controller))
        }
        // A layer only where one was made and has been given a look (docs/uikit-rules.md 17.11).
        if let layer = view.layerIfLoaded, layer.hasCustomAppearance, !include.contains("layer") {
            out.append(#","layer":"#)
            out.write(ViewNodes.layer(layer))
        }
        for field in include {
            guard let value = nodes.inspectable(field, of: view) else { continue }
            out.append(UInt8(ascii: ","))
            out.writeString(field)
            out.append(UInt8(ascii: ":"))
            out.write(value)
        }
        let subviews = view.subviews
        if hashes { hasher.mix(subviews.count) }
        if !subviews.isEmpty, depth.map({ $0 > 0 }) ?? true {
            let childDepth = depth.map { $0 - 1 }
            let childOffset = visit.childOffset(offset, inWindow: inWindow)
            out.append(#","children":["#)
            for index in subviews.indices {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(subviews[index], depth: childDepth, offset: childOffset, inWindow: inWindow)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
        stream?.sendIfFull(&out)
    }

    private mutating func writeRect(_ rect: CGRect) {
        if rect.origin == .zero {
            out.append(#"{"x":0,"y":0"#)
        } else {
            out.append(#"{"x":"#)
            out.writeNumber(Double(rect.origin.x))
            out.append(#","y":"#)
            out.writeNumber(Double(rect.origin.y))
        }
        if rect.size != lastSize {
            lastSize = rect.size
            var ending = JSONBuffer(capacity: 64)
            ending.append(#","width":"#)
            ending.writeNumber(Double(rect.size.width))
            ending.append(#","height":"#)
            ending.writeNumber(Double(rect.size.height))
            ending.append(UInt8(ascii: "}"))
            lastSizeEnding = ending.bytes
        }
        out.append(lastSizeEnding)
    }

    /// The basic fields less those at their defaults (docs/protocol.md, The compact form).
    private mutating func writeCompactBasics(_ view: UIView, frame: CGRect, bounds: CGRect) {
        if view.tag != 0 {
            out.append(#","tag":"#)
            out.writeInteger(Int64(view.tag))
        }
        out.append(#","frame":"#)
        writeRect(frame)
        if !ViewNodes.boundsAreDefault(bounds, frame: frame) {
            out.append(#","bounds":"#)
            writeRect(bounds)
        }
        if view.isHidden { out.append(#","hidden":true"#) }
        if view.alpha != 1 {
            out.append(#","alpha":"#)
            writeAlpha(view)
        }
        if view.isUserInteractionEnabled != ViewNodes.interactionDefault(of: view) {
            out.append(view.isUserInteractionEnabled ? #","userInteractionEnabled":true"#
                                                     : #","userInteractionEnabled":false"#)
        }
    }

    /// The accessibility label less when it equals the node's `text`; null when the view has none but has text.
    private mutating func writeCompactLabel(_ view: UIView) {
        let text = ControlFields.text(of: view)
        if let label = view.accessibilityLabel {
            guard label != text else { return }
            out.append(#","accessibilityLabel":"#)
            out.writeString(label)
        } else if text != nil {
            out.append(#","accessibilityLabel":null"#)
        }
    }

    private mutating func writeAlpha(_ view: UIView) {
        let alpha = Double(view.alpha)
        if alpha == 1 { out.append(UInt8(ascii: "1")) } else { out.writeNumber(alpha) }
    }
}

/// What `TreeWriter` and `TableWriter` work out for each view before writing it: its geometry, whether it is the
/// first responder, its part of the tree fingerprint (when asked) and its registration for refs.
@MainActor
struct NodeVisit {
    let isWindow: Bool
    let identity: Bool
    let frame: CGRect
    let bounds: CGRect
    let isFirstResponder: Bool

    @inline(__always)
    init(_ view: UIView, offset: CGPoint?, inWindow: Bool, firstResponder: UIResponder?, hashes: Bool,
         into hasher: inout TreeHasher) {
        // Most views are plain UIViews: that answers without a cast.
        isWindow = type(of: view) != UIView.self && view is UIWindow
        identity = view.transform.isIdentity
        frame = NodeGeometry.frame(of: view, isWindow: isWindow, inWindow: inWindow, identity: identity,
                                   offset: offset)
        bounds = view.bounds
        isFirstResponder = firstResponder === view
        if hashes {
            TreeFingerprint.mix(view, frame: frame, bounds: bounds, isFirstResponder: isFirstResponder,
                                into: &hasher)
        }
        ViewDirectory.register(view)
    }

    /// The `offset` for the view's children (see `NodeGeometry.childOffset`).
    func childOffset(_ offset: CGPoint?, inWindow: Bool) -> CGPoint? {
        NodeGeometry.childOffset(isWindow: isWindow, inWindow: inWindow, identity: identity, offset: offset,
                                 frame: frame, bounds: bounds)
    }
}

/// A node's frame in window coordinates, found without converting through every ancestor when only translations
/// lie between the view and its window.
enum NodeGeometry {
    /// The frame a node reports: a window's bounds, a view outside any window its own frame, otherwise the frame
    /// in window coordinates. `offset` is the superview's bounds-adjusted origin in the window while every view
    /// on the way has an identity transform (nil: convert through the ancestors).
    @MainActor
    static func frame(of view: UIView, isWindow: Bool, inWindow: Bool, identity: Bool, offset: CGPoint?) -> CGRect {
        if isWindow { return view.bounds }
        if !inWindow { return view.frame }
        if let offset, identity { return view.frame.offsetBy(dx: offset.x, dy: offset.y) }
        return view.convert(view.bounds, to: nil)
    }

    /// The `offset` for this view's children, or nil when they must convert.
    static func childOffset(isWindow: Bool, inWindow: Bool, identity: Bool, offset: CGPoint?, frame: CGRect,
                            bounds: CGRect) -> CGPoint? {
        if isWindow { return CGPoint(x: -bounds.origin.x, y: -bounds.origin.y) }
        guard offset != nil, identity, inWindow else { return nil }
        return CGPoint(x: frame.origin.x - bounds.origin.x, y: frame.origin.y - bounds.origin.y)
    }

    /// The `offset` to start a walk at `view`: its superview's origin in the window, when only translations lie
    /// between them.
    @MainActor
    static func startingOffset(for view: UIView) -> CGPoint? {
        guard !(view is UIWindow), view.window != nil, let superview = view.superview else { return nil }
        var current: UIView? = superview
        while let candidate = current, !(candidate is UIWindow) {
            if !candidate.transform.isIdentity { return nil }
            current = candidate.superview
        }
        return superview.convert(CGPoint.zero, to: nil)
    }
}

/// The tree fingerprint behind tree versions: every view of every window, hashed over what its node reports
/// (identity, class, tag, window frame, bounds, hidden, alpha, interaction, accessibility identifier, label and
/// value, first responder, control fields, a used layer's look, number of children), without building any JSON.
@MainActor
enum TreeFingerprint {
    static func of(_ windows: [UIWindow]) -> UInt64 {
        var hasher = TreeHasher()
        for window in windows {
            walk(window, offset: nil, inWindow: true, firstResponder: window.firstResponder, into: &hasher)
        }
        return hasher.value
    }

    /// One node's part. `TreeWriter` calls this too, in the same order, so its hash equals `of(_:)`'s.
    @inline(__always)
    static func mix(_ view: UIView, frame: CGRect, bounds: CGRect, isFirstResponder: Bool,
                    into hasher: inout TreeHasher) {
        hasher.mix(view.instanceNumber)
        hasher.mix(UInt64(UInt(bitPattern: ObjectIdentifier(type(of: view)))))
        hasher.mix(view.tag)
        hasher.mix(frame)
        hasher.mix(bounds)
        hasher.mix(view.isHidden ? 1 : 0)
        hasher.mix(Double(view.alpha))
        hasher.mix(view.isUserInteractionEnabled ? 1 : 0)
        hasher.mix(view.accessibilityIdentifier)
        hasher.mix(view.accessibilityLabel)
        hasher.mix(view.accessibilityValue)
        hasher.mix(isFirstResponder ? 1 : 0)
        ControlFields.fingerprint(view, into: &hasher)
        if let layer = view.layerIfLoaded, layer.hasCustomAppearance {
            hasher.mix(Double(layer.cornerRadius))
            hasher.mix(Double(layer.borderWidth))
            hasher.mix(Double(layer.shadowOpacity))
            hasher.mix(layer.masksToBounds ? 1 : 0)
        }
    }

    private static func walk(_ view: UIView, offset: CGPoint?, inWindow: Bool, firstResponder: UIResponder?,
                             into hasher: inout TreeHasher) {
        let isWindow = view is UIWindow
        let identity = view.transform.isIdentity
        let frame = NodeGeometry.frame(of: view, isWindow: isWindow, inWindow: inWindow, identity: identity,
                                       offset: offset)
        let bounds = view.bounds
        mix(view, frame: frame, bounds: bounds, isFirstResponder: firstResponder === view, into: &hasher)
        let subviews = view.subviews
        hasher.mix(subviews.count)
        let childOffset = NodeGeometry.childOffset(isWindow: isWindow, inWindow: inWindow, identity: identity,
                                                   offset: offset, frame: frame, bounds: bounds)
        for index in subviews.indices {
            walk(subviews[index], offset: childOffset, inWindow: inWindow, firstResponder: firstResponder,
                 into: &hasher)
        }
    }
}

/// A fast 64-bit FNV-1a-style hash for the tree fingerprint: it only has to notice change within one process,
/// and SipHash (`Hasher`) cost half of a 10,000-view `tree.get`.
struct TreeHasher {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x0000_0100_0000_01b3
        value ^= value >> 29
    }

    mutating func mix(_ int: Int) { mix(UInt64(bitPattern: Int64(int))) }
    mutating func mix(_ double: Double) { mix(double.bitPattern) }

    mutating func mix(_ rect: CGRect) {
        mix(Double(rect.origin.x)); mix(Double(rect.origin.y))
        mix(Double(rect.size.width)); mix(Double(rect.size.height))
    }

    mutating func mix(_ string: String?) {
        guard var string else {
            mix(UInt64.max)
            return
        }
        string.withUTF8 { bytes in
            // Eight bytes at a time, then the rest one by one.
            var index = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while index + 8 <= bytes.count {
                mix(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            while index < bytes.count {
                mix(UInt64(bytes[index]))
                index += 1
            }
            mix(UInt64(bytes.count))
        }
    }
}
