import Foundation

/// Where UIKit's containers put their children's views (docs/uikit-rules.md 7.45, 7.69).
extension UIView {
    /// Puts a child controller's view at `frame` in the container it is in (a navigation or tab bar controller's
    /// content, a split view's column, a presentation's frame). A view that does not translate its autoresizing
    /// mask into constraints is held there by required `UIView-Encapsulated-Layout-{Left,Top,Width,Height}`
    /// constraints (11.36) whose constants follow every placement: nothing else places such a view, and the app's
    /// constraints inside it are laid out against that frame. A view that translates again lets them go.
    func placeInContainer(at frame: CGRect) {
        self.frame = frame
        guard let container = encapsulatingContainer() else { return }
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        let state = layoutState
        if state.encapsulation.count == values.count, state.encapsulation[0].secondItem === container,
           state.encapsulation[2].secondItem == nil, state.encapsulation.allSatisfy(\.isActive) {
            for (constraint, value) in zip(state.encapsulation, values) where constraint.constant != value {
                constraint.constant = value
            }
            return
        }
        encapsulate([(.left, container, values[0]), (.top, container, values[1]), (.width, nil, values[2]),
                      (.height, nil, values[3])])
    }

    /// Puts a child controller's view over the whole of its container (a window's root view, an embedded or paged
    /// controller's view), resizing with it. A view that does not translate its mask is held by the same four
    /// constraints, related to the container's edges and size so that they follow it (a rotation).
    func fillContainer() {
        guard let container = superview else { return }
        // Set before the view joins the container by the callers; set again only if changed since (a mask set
        // again rebuilds the view's frame hold in the engine).
        if frame != container.bounds { frame = container.bounds }
        if autoresizingMask != [.flexibleWidth, .flexibleHeight] { autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        guard encapsulatingContainer() != nil else { return }
        let state = layoutState
        if state.encapsulation.count == 4, state.encapsulation[2].secondItem === container,
           state.encapsulation.allSatisfy(\.isActive) { return }
        encapsulate([(.left, container, 0), (.top, container, 0), (.width, container, 0), (.height, container, 0)])
    }

    /// The container, when this view is to be held by constraints; nil, having let go of any, when it translates.
    private func encapsulatingContainer() -> UIView? {
        if translatesAutoresizingMaskIntoConstraints {
            if let state = autoLayout, !state.encapsulation.isEmpty {
                NSLayoutConstraint.deactivate(state.encapsulation)
                state.encapsulation = []
            }
            return nil
        }
        return superview
    }

    private func encapsulate(_ sides: [(attribute: NSLayoutConstraint.Attribute, container: UIView?, constant: CGFloat)]) {
        let state = layoutState
        NSLayoutConstraint.deactivate(state.encapsulation)
        var made: [NSLayoutConstraint] = []
        for (attribute, container, constant) in sides {
            let constraint = NSLayoutConstraint(item: self, attribute: attribute, relatedBy: .equal, toItem: container,
                                                attribute: container == nil ? .notAnAttribute : attribute,
                                                multiplier: 1, constant: constant)
            constraint.identifier = "UIView-Encapsulated-Layout-\(Self.encapsulationName(attribute))"
            constraint.isMadeBySystem = true
            made.append(constraint)
        }
        NSLayoutConstraint.activate(made)
        state.encapsulation = made
    }

    private static func encapsulationName(_ attribute: NSLayoutConstraint.Attribute) -> String {
        switch attribute {
        case .left: "Left"
        case .top: "Top"
        case .width: "Width"
        default: "Height"
        }
    }
}
