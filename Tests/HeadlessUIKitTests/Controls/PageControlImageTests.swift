import Foundation
import Testing
@testable import HeadlessUIKit

/// A page control's indicator images (docs/uikit-rules.md 6.40, 19.33).
@Suite @MainActor struct PageControlImageTests {
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    /// What drawing the control records: each image with its place, each filled dot as "dot".
    private func drawing(of control: UIPageControl) -> [String] {
        UIGraphicsImageRenderer(size: control.bounds.size).image { context in
            control.drawStandardContent(in: context.cgContext)
        }.drawing?.compactMap { command -> String? in
            switch command {
            case .image(let image, let rect, _):
                return "\(image.isSymbolImage ? "symbol" : "image")\(Int(image.size.width)) \(rect.minX),\(rect.minY) \(rect.width)x\(rect.height) \(image.tintColor == .red ? "red" : "blue")"
            case .fill: return "dot"
            default: return nil
            }
        } ?? []
    }

    private func control() -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 3
        control.currentPage = 1
        control.currentPageIndicatorTintColor = .red
        control.pageIndicatorTintColor = .blue
        return control
    }

    // 6.40: the overrides and preferred images, and which one each indicator shows.
    @Test func eachPageShowsItsOverrideElseThePreferredImage() {
        let control = control()
        let bar = image(12, 4), star = image(10, 10), current = image(6, 6)
        #expect(control.preferredIndicatorImage == nil && control.backgroundStyle == .automatic)
        #expect(control.shownIndicatorImage(forPage: 0) == nil)
        control.preferredIndicatorImage = bar
        control.setIndicatorImage(star, forPage: 2)
        #expect(control.indicatorImage(forPage: 2) == star && control.indicatorImage(forPage: 0) == nil)
        #expect(control.shownIndicatorImage(forPage: 0) == bar && control.shownIndicatorImage(forPage: 2) == star)
        #expect(control.shownIndicatorImage(forPage: 1) == bar)
        control.preferredCurrentPageIndicatorImage = current
        #expect(control.shownIndicatorImage(forPage: 1) == current)
        control.setCurrentPageIndicatorImage(star, forPage: 1)
        #expect(control.currentPageIndicatorImage(forPage: 1) == star && control.shownIndicatorImage(forPage: 1) == star)
        control.currentPage = 2
        #expect(control.shownIndicatorImage(forPage: 1) == bar && control.shownIndicatorImage(forPage: 2) == current)
        control.setIndicatorImage(nil, forPage: 2)
        #expect(control.indicatorImage(forPage: 2) == nil)
    }

    // 6.40: a page outside the control's pages is reported and ignored.
    @Test func aPageOutsideThePagesIsIgnored() throws {
        let app = try ViewTestApp()
        let control = control()
        control.setIndicatorImage(image(4, 4), forPage: 3)
        #expect(control.indicatorImage(forPage: 3) == nil)
        #expect(app.host.problems.last == "setIndicatorImage(_:forPage: 3) on a UIPageControl with 3 pages: the page must be in 0..<numberOfPages; ignored")
    }

    // 19.33: an image replaces a page's dot, centred on it at its own size as a template in the dot's colour; a
    // symbol fills the dot's 7-pt square.
    @Test func indicatorImagesAreDrawnInTheDotsColour() throws {
        let control = control()
        #expect(drawing(of: control) == ["dot", "dot", "dot"])
        control.preferredIndicatorImage = image(12, 4)
        control.setIndicatorImage(try #require(UIImage(systemName: "star.fill")), forPage: 2)
        #expect(drawing(of: control) == ["image12 28.0,11.0 12.0x4.0 blue", "image12 44.0,11.0 12.0x4.0 red",
                                         "symbol20 62.5,9.5 7.0x7.0 blue"])
    }
}
