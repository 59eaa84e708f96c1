import Foundation
@testable import HeadlessUIKit

final class ProbeViewController: UIViewController, UITableViewDelegate, UITableViewDataSource, UICollectionViewDelegateFlowLayout, UICollectionViewDataSource {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var collectionView: UICollectionView!
    let feedback = UIImpactFeedbackGenerator(style: .medium)
    var keyboardObserver: NSObjectProtocol?

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        tableView.separatorStyle = .none
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.keyboardDismissMode = .onDrag
        view.layer.cornerRadius = 8
        view.layer.masksToBounds = true
        view.layer.shadowColor = UIColor.black.cgColor
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [.curveEaseInOut], animations: {
            self.view.alpha = 1
        }, completion: nil)
        feedback.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        // queue nil, not .main: the tests' main actor is not the main thread, and an observer on the main queue
        // would make a post from it wait for a queue that never runs (a served app runs on the main thread).
        keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                                  object: nil, queue: nil) { note in
            _ = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        }
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.decelerationRate = .fast
        collectionView.isPagingEnabled = true
        let label = UILabel()
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.lineBreakMode = .byTruncatingTail
        label.attributedText = NSAttributedString(string: "x", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
        let activity = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
        present(activity, animated: true)
        let stack = UIStackView(arrangedSubviews: [label])
        stack.axis = .vertical
        view.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)])
        let textView = UITextView()
        textView.textContainerInset = .zero
        textView.isScrollEnabled = false
        let visual = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        view.addSubview(visual)
        let page = UIPageControl()
        page.numberOfPages = 3
        let image = UIImageView(image: UIImage(named: "x"))
        image.contentMode = .scaleAspectFill
        image.layer.cornerRadius = 4
        view.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        UIApplication.shared.open(URL(string: "https://example.com")!, options: [:], completionHandler: nil)
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(roundedRect: view.bounds, cornerRadius: 4).cgPath
        view.layer.addSublayer(shape)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.view.setNeedsLayout() }
        let alert = UIAlertController(title: "t", message: "m", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "p" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        tabBarController?.tabBar.tintColor = .systemBlue
        let scroll = UIScrollView()
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        scroll.scrollIndicatorInsets = .zero
        view.endEditing(true)
        let date = UIDatePicker()
        date.preferredDatePickerStyle = .wheels
        let sw = UISwitch()
        sw.onTintColor = .systemGreen
        let button = UIButton(type: .system)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        button.imageView?.contentMode = .scaleAspectFit
        button.addTarget(self, action: Selector(("tapped")), for: .touchUpInside)
        let generator = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        _ = generator.image { ctx in ctx.cgContext.setFillColor(UIColor.red.cgColor) }
        view.safeAreaLayoutGuide.owningView?.setNeedsLayout()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "x"
        content.secondaryText = "y"
        content.image = UIImage(systemName: "star")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .none
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 100)
    }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {}
    }
}
