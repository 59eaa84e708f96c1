/// The view hierarchy and its callbacks (docs/uikit-rules.md 4.4, 4.5).
///
/// When `child` moves into `parent`: child.willMove(toSuperview:) → child.willMove(toWindow:) (whole subtree, only
/// if the window changes) → attach → child.didMoveToWindow() (whole subtree, only if it changed) →
/// child.didMoveToSuperview() → parent.didAddSubview(child). Removal mirrors it, starting with
/// parent.willRemoveSubview(child). A view that moves from one superview to another gets one move, not a removal
/// and an addition: the old parent's willRemoveSubview, then the sequence above. When the window changes, a first
/// responder in the moving subtree resigns just before the window callbacks (docs/uikit-rules.md 5.9).
extension UIView {
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        guard canAdopt(view) else { return }
        if view.superview === self {
            let current = subviews.firstIndex(of: view)!
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            setNeedsLayout()
            return
        }
        let runtime = Runtime.current
        let oldParent = view.superview
        let oldWindow = view._window
        let newWindow = _window
        if let oldParent {
            runtime.logCallback("willRemoveSubview", .view, oldParent)
            oldParent.willRemoveSubview(view)
        }
        runtime.logCallback("willMove(toSuperview:)", .view, view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            view.resignFirstResponderInSubtree()
            view.sendWillMove(toWindow: newWindow, runtime: runtime)
        }
        if let oldParent, let oldIndex = oldParent.subviews.firstIndex(of: view) {
            if let engine = runtime.layoutEngine {
                engine.hierarchyChanged()
                deactivateConstraintsCrossing(subtree: view)
            }
            oldParent.subviews.remove(at: oldIndex)
            oldParent.setNeedsLayout()
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if oldParent == nil { runtime.layoutEngine?.superviewChanged(view) }
        if view.autoLayout?.translatesAutoresizingMaskIntoConstraints == false { hasConstrainedSubviews = true }
        if oldWindow !== newWindow { view.sendDidMoveToWindow(newWindow, runtime: runtime) }
        runtime.logCallback("didMoveToSuperview", .view, view)
        view.didMoveToSuperview()
        runtime.logCallback("didAddSubview", .view, self)
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(of: sibling) else { addSubview(view); return }
        let adjusted = view.superview === self && subviews.firstIndex(of: view)! < index ? index : index + 1
        insertSubview(view, at: adjusted)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(of: sibling) else { insertSubview(view, at: 0); return }
        let adjusted = view.superview === self && subviews.firstIndex(of: view)! < index ? index - 1 : index
        insertSubview(view, at: adjusted)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        setNeedsLayout()
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        setNeedsLayout()
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            Runtime.current.report("exchangeSubview(at: \(index1), withSubviewAt: \(index2)) ignored: there are \(subviews.count) subviews")
            return
        }
        subviews.swapAt(index1, index2)
        setNeedsLayout()
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let runtime = Runtime.current
        let oldWindow = _window
        runtime.logCallback("willRemoveSubview", .view, parent)
        parent.willRemoveSubview(self)
        runtime.logCallback("willMove(toSuperview:)", .view, self)
        willMove(toSuperview: nil)
        if oldWindow != nil {
            resignFirstResponderInSubtree()
            sendWillMove(toWindow: nil, runtime: runtime)
        }
        if let engine = runtime.layoutEngine {
            engine.hierarchyChanged()
            deactivateConstraintsCrossing(subtree: self)
        }
        if let index = parent.subviews.firstIndex(of: self) { parent.subviews.remove(at: index) }
        superview = nil
        runtime.layoutEngine?.superviewChanged(self)
        parent.setNeedsLayout()
        if oldWindow != nil { sendDidMoveToWindow(nil, runtime: runtime) }
        runtime.logCallback("didMoveToSuperview", .view, self)
        didMoveToSuperview()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Depth-first, the receiver first, subviews in order; the first match (docs/uikit-rules.md 4.5).
    public func viewWithTag(_ tag: Int) -> UIView? {
        if _tag == tag { return self }
        return firstDescendant(withTag: tag)
    }

    /// Each subview, then its subtree, then the next subview; leaves cost no call.
    private func firstDescendant(withTag tag: Int) -> UIView? {
        for subview in subviews {
            if subview._tag == tag { return subview }
            if !subview.subviews.isEmpty, let match = subview.firstDescendant(withTag: tag) { return match }
        }
        return nil
    }

    // MARK: Internals

    /// A view cannot be added to itself or to its own subtree: UIKit throws; here it is a reported no-op.
    private func canAdopt(_ view: UIView) -> Bool {
        if view === self || isDescendant(of: view) {
            Runtime.current.report(
                "addSubview ignored: a \(type(of: view)) cannot be added to itself or to one of its own subviews; remove it first or add a different view")
            return false
        }
        return true
    }

    private func sendWillMove(toWindow newWindow: UIWindow?, runtime: Runtime) {
        runtime.logCallback("willMove(toWindow:)", .view, self)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.sendWillMove(toWindow: newWindow, runtime: runtime) }
    }

    private func sendDidMoveToWindow(_ newWindow: UIWindow?, runtime: Runtime) {
        _window = newWindow
        if newWindow != nil {
            if pendingDisplayRect != nil { runtime.needsDisplay(self) }
            // Constraints activated under another host (or none) move to this one's engine (11.257).
            if let state = autoLayout, !state.installed.isEmpty { runtime.engine.adoptConstraints(installedOn: self) }
        }
        runtime.logCallback("didMoveToWindow", .view, self)
        didMoveToWindow()
        for subview in subviews { subview.sendDidMoveToWindow(newWindow, runtime: runtime) }
    }

    /// A first responder in this subtree (a view, or a controller whose view is here) that is about to leave its
    /// window, or is hidden, resigns. It is asked through `resignFirstResponder()`, as UIKit does (a text field
    /// removed while editing ends editing), and loses the window's first responder even if it refuses: the
    /// window could no longer reach it.
    func resignFirstResponderInSubtree() {
        guard let window = _window, let responder = window.firstResponder else { return }
        let view = responder as? UIView ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view, view.isDescendant(of: self) else { return }
        responder.resignFirstResponder()
        if window.firstResponder === responder { window.firstResponder = nil }
    }
}

extension UIView {
    /// The window a freshly created window-root view belongs to: itself.
    func adoptAsWindowRoot(_ window: UIWindow) {
        _window = window
    }
}
