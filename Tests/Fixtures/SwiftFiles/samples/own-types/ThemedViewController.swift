import UIKit

/// Uses a palette the project declares in another file (not part of this sample).
final class ThemedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = AppTheme.background
        let title = UILabel()
        title.text = AppTheme.greeting
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            title.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

/// A row model holding another of the project's types: without it the compiler also says the struct is not
/// Hashable, which follows from the missing name (docs/uikit-rules.md 8.60).
struct ThemedRow: Hashable {
    let swatch: AppSwatch
}
