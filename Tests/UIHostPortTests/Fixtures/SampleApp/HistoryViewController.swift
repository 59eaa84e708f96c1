import UIKit

/// A history list that grows with its rows and titles itself once scrolled, through key-value observing: a key-path
/// observation of the table's content size and a by-name observation of its offset (docs/uikit-rules.md 6.61-6.63).
class HistoryViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var tableHeight: NSLayoutConstraint!
    private var sizeObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        sizeObservation = tableView.observe(\.contentSize, options: [.initial, .new]) { [weak self] _, change in
            guard let height = change.newValue?.height else { return }
            self?.tableHeight.constant = height
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tableView.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset))
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard keyPath == "contentOffset", let offset = change?[.newKey] as? CGPoint else { return }
        navigationItem.title = offset.y > 40 ? "History" : nil
    }
}
