import UIKit

class CounterViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet var stepButtons: [UIButton]!
    @IBOutlet private weak var card: RoundedView?

    private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let reset = UIButton(type: .system)
        reset.addTarget(self, action: #selector(reset(_:)), for: .touchUpInside)
        view.addSubview(reset)
        let tap = UITapGestureRecognizer(target: self, action: #selector(CounterViewController.backgroundTapped))
        view.addGestureRecognizer(tap)
    }

    @IBAction func increment(_ sender: UIButton) {
        count += sender.tag
        countLabel.text = "\(count)"
    }

    @objc private func reset(_ sender: UIButton) {
        count = 0
        countLabel.text = "0"
    }

    @objc dynamic func backgroundTapped() {
        view.endEditing(true)
    }
}

/// A counter that starts with a bonus: a storyboard class that subclasses the app's own controller.
final class BonusCounterViewController: CounterViewController {}
