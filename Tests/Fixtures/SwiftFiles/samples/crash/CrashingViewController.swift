import UIKit

/// Traps when its view loads: the run of this controller is reported as a crash, the sample's other view still runs.
final class CrashingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let values: [Int] = []
        view.tag = values[1]
    }
}

final class CaptionView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let caption = UILabel()
        caption.text = "Caption"
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
