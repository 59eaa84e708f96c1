import UIKit

/// A profile screen as apps write it: a header stack pinned under the safe area, a button row, a footer label.
final class ProfileViewController: UIViewController {
    private let header = ProfileHeaderView(frame: .zero)
    private let followButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.translatesAutoresizingMaskIntoConstraints = false
        followButton.translatesAutoresizingMaskIntoConstraints = false
        followButton.setTitle("Follow", for: .normal)
        followButton.addTarget(self, action: #selector(follow), for: .touchUpInside)
        view.addSubview(header)
        view.addSubview(followButton)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            followButton.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    @objc private func follow() {
        followButton.isSelected.toggle()
    }
}

final class ProfileHeaderView: UIView {
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let avatar = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        bioLabel.text = "Wrote the first program."
        bioLabel.numberOfLines = 0
        avatar.backgroundColor = .secondarySystemBackground
        let texts = UIStackView(arrangedSubviews: [nameLabel, bioLabel])
        texts.axis = .vertical
        texts.spacing = 4
        let row = UIStackView(arrangedSubviews: [avatar, texts])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            row.topAnchor.constraint(equalTo: topAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FollowerCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let name = UILabel()
        name.text = "Charles Babbage"
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(name)
        NSLayoutConstraint.activate([
            name.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            name.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            name.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class BadgeCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let title = UILabel()
        title.text = "Pioneer"
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            title.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
