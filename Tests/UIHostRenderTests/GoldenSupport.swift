import CCairo
import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostRender

/// Compares a picture with Goldens/<name>.png (made by this suite and checked by eye): the same size, and every
/// channel of every pixel within `tolerance` (antialiased edges only: the flat colours are exact, and each test
/// checks some exactly). `UIHOST_UPDATE_GOLDENS=1` writes the goldens instead.
@MainActor
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func check(_ view: UIView, _ name: String, scale: CGFloat = 2, tolerance: Int = 2,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        try check(picture: Renderer().picture(of: view, scale: scale), name, tolerance: tolerance,
                  sourceLocation: sourceLocation)
    }

    /// Expects each (x, y) pixel to be exactly its RGBA.
    static func expectPixels(_ picture: Picture, _ expected: [(x: Int, y: Int, rgba: [UInt8])],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (x, y, rgba) in expected {
            #expect(pixel(picture, x, y) == rgba, "pixel (\(x), \(y))", sourceLocation: sourceLocation)
        }
    }

    /// The RGBA of the pixel at (x, y).
    static func pixel(_ picture: Picture, _ x: Int, _ y: Int) -> [UInt8] {
        let rgba = picture.rgba, o = (y * picture.width + x) * 4
        return Array(rgba[o..<o + 4])
    }
}

extension Golden {
    /// Compares `picture` with Goldens/<name>.png as `check(_:_:)` does a view's (written instead under
    /// `UIHOST_UPDATE_GOLDENS=1`).
    static func check(picture: Picture, _ name: String, tolerance: Int = 2,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["UIHOST_UPDATE_GOLDENS"] == "1" {
            try picture.png().write(to: url)
            return
        }
        let expected = try Picture.decode(png: Data(contentsOf: url))
        #expect(picture.width == expected.width && picture.height == expected.height, sourceLocation: sourceLocation)
        guard picture.width == expected.width, picture.height == expected.height else { return }
        let a = picture.rgba, b = expected.rgba
        let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
        let differing = zip(a, b).filter { abs(Int($0) - Int($1)) > tolerance }.count
        #expect(differing == 0, "\(differing) channels differ from \(name).png, by up to \(worst)",
                sourceLocation: sourceLocation)
    }
}

extension Golden {
    /// The pixels of `picture` in a rectangle of it, as a picture of their own.
    static func crop(_ picture: Picture, x: Int, y: Int, width: Int, height: Int) -> Picture {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, picture.surface, Double(-x), Double(-y))
        cairo_paint(cr)
        cairo_destroy(cr)
        return Picture(surface: surface)
    }
}

/// An app whose window shows the controller `makeRoot` makes.
@MainActor
final class RootAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var makeRoot: () -> UIViewController = { UIViewController() }

    convenience init(_ makeRoot: @escaping () -> UIViewController) {
        self.init()
        self.makeRoot = makeRoot
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
