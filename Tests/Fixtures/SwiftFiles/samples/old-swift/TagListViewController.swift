import UIKit

/// Written for Swift 3: UIKit's SDK keeps these names only to say what they became, and Swift 5 rejects them
/// (docs/uikit-rules.md 6.103); the tool counts the errors as the file's own, not UIKit-side (8.62).
final class TagListViewController: UIViewController {
    let tags = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tags.translatesAutoresizingMaskIntoConstraints = false
        tags.setContentHuggingPriority(UILayoutPriorityDefaultHigh, for: .vertical)
        view.addSubview(tags)
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[tags]-|",
                                                           options: NSLayoutFormatOptions(rawValue: 0),
                                                           metrics: nil, views: ["tags": tags]))
    }
}
