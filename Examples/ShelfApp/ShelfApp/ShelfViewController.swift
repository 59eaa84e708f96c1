//
//  ShelfViewController.swift
//  Shelf
//
//  The list of books (Main.storyboard). A row opens the book, in Detail.storyboard, through a storyboard reference.
//

import UIKit

class ShelfViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var summaryLabel: UILabel!

    private let library = Library.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
        tableView.dataSource = self
        tableView.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Covers", style: .plain, target: self,
                                                            action: #selector(showCovers(_:)))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateSummary()
        tableView.reloadData()
    }

    private func updateSummary() {
        summaryLabel.text = "\(library.readCount) of \(library.books.count) read"
    }

    @objc func showCovers(_ sender: UIBarButtonItem) {
        navigationController?.pushViewController(CoverGridViewController(), animated: true)
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return library.books.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "BookCell")
        let book = library.books[indexPath.row]
        cell.textLabel?.text = book.title
        cell.detailTextLabel?.text = "\(book.author), \(book.year)"
        cell.accessoryType = book.isRead ? .checkmark : .disclosureIndicator
        cell.accessibilityIdentifier = "book-\(indexPath.row)"
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        performSegue(withIdentifier: "showBook", sender: indexPath)
    }

    // MARK: Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showBook", let book = segue.destination as? BookViewController,
           let indexPath = sender as? IndexPath {
            book.index = indexPath.row
        }
    }
}
