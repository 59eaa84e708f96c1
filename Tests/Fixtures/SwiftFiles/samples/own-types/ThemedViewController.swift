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
        // The badge is the project's too: a class of the shim that the run must not take for one of the sample's.
        // The controller is a text field delegate in another of the project's files (8.64).
        let field = UITextField()
        field.delegate = self
        let badge = AppBadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
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
