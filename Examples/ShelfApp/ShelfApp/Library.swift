//
//  Library.swift
//  Shelf
//

import Foundation

struct Book: Equatable {
    let title: String
    let author: String
    let year: Int
    var isRead: Bool
}

/// The books on the shelf. The app's model: no UIKit here.
final class Library {
    static let shared = Library()

    private(set) var books: [Book] = []

    func load() {
        books = [
            Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969, isRead: true),
            Book(title: "Invisible Cities", author: "Italo Calvino", year: 1972, isRead: false),
            Book(title: "Kindred", author: "Octavia E. Butler", year: 1979, isRead: false),
            Book(title: "The Remains of the Day", author: "Kazuo Ishiguro", year: 1989, isRead: true),
            Book(title: "Piranesi", author: "Susanna Clarke", year: 2020, isRead: false),
            Book(title: "Middlemarch", author: "George Eliot", year: 1871, isRead: false),
        ]
    }

    func toggleRead(at index: Int) {
        books[index].isRead.toggle()
    }

    var readCount: Int { books.filter(\.isRead).count }
}
