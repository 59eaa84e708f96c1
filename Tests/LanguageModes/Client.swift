// UIKit-style code that touches views from places that are not on the main actor, in the ways real Swift 5 apps do
// (docs/uikit-rules.md 18.8). scripts/test-language-modes type-checks it in Swift 5 and Swift 6 mode against
// HeadlessUIKit built without and with the UIKitPreconcurrency trait, and compares the diagnostics with expected/.
import Foundation
import HeadlessUIKit

func fadeOut(_ view: UIView) { view.alpha = 0 }

final class BadgeMaker {
    let badge = UILabel()
    func refresh() { badge.setNeedsLayout() }
}

struct Styler {
    func apply(to label: UILabel) { label.text = "styled" }
}

final class ProfileController: UIViewController {
    let nameLabel = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.global().async { self.nameLabel.text = "loaded" }
        DispatchQueue.main.async { self.nameLabel.text = "shown" }
    }
    deinit { nameLabel.alpha = 0 }
}

final class RowsSource: NSObject {}
extension RowsSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

protocol Refreshing { func refresh() }
extension ProfileController: Refreshing { func refresh() { nameLabel.text = "again" } }
