//
//  SceneDelegate.swift
//  Shelf
//

import UIKit
import os

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let log = Logger(subsystem: "org.example.shelf", category: "scene")

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The window and its root come from Main.storyboard (Info.plist's UISceneStoryboardFile).
        guard let _ = (scene as? UIWindowScene) else { return }
        window?.tintColor = UIColor(red: 0.80, green: 0.33, blue: 0.16, alpha: 1)
        log.info("connected with \(Library.shared.books.count, privacy: .public) books")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        log.debug("active")
    }
}
