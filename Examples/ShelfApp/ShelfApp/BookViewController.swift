//
//  BookViewController.swift
//  Shelf
//
//  One book (Detail.storyboard, scene "Book"). The status badge is laid out in code with anchors.
//

import UIKit

class BookViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var authorLabel: UILabel!
    @IBOutlet weak var readButton: UIButton!

    var index = 0
    private let badge = StatusBadge()

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.accessibilityIdentifier = "badge"
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: readButton.bottomAnchor, constant: 24),
            badge.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            badge.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            badge.heightAnchor.constraint(equalToConstant: 44),
        ])
        show()
    }

    @IBAction func toggleRead(_ sender: UIButton) {
        Library.shared.toggleRead(at: index)
        show()
    }

    private func show() {
        let book = Library.shared.books[index]
        title = book.title
        titleLabel.text = book.title
        authorLabel.text = "\(book.author) · \(book.year)"
        readButton.setTitle(book.isRead ? "Mark as unread" : "Mark as read", for: .normal)
        badge.isRead = book.isRead
    }
}

/// A rounded label that says whether the book is read.
class StatusBadge: UIView {

    private let label = UILabel()

    var isRead = false {
        didSet { update() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        label.accessibilityIdentifier = "badgeText"
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        update()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func update() {
        label.text = isRead ? "Read" : "Not read yet"
        backgroundColor = isRead ? .systemGreen : .systemGray5
    }
}
