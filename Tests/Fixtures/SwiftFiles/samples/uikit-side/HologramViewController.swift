import UIKit

/// Names a UIKit class no UIKit has: the tool counts a missing UI-prefixed name as UIKit-side.
final class HologramViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let hologram = UIHologramView()
        view.addSubview(hologram)
    }
}
