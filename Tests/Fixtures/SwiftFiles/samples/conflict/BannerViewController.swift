import UIKit

/// Two required widths for one banner: UIKit breaks one and logs "Unable to simultaneously satisfy constraints".
final class BannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
            banner.widthAnchor.constraint(equalToConstant: 100),
            banner.widthAnchor.constraint(equalToConstant: 200),
        ])
    }
}
