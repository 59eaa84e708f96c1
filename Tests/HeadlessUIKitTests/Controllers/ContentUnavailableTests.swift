import Foundation
import Testing
@testable import HeadlessUIKit

/// Content-unavailable configurations and views, and view controllers that show them (docs/uikit-rules.md 6.70,
/// 6.71): the fifth real-Swift sample's list and search screens set them while they load or find nothing.
@Suite @MainActor struct ContentUnavailableTests {
    /// A 40 x 30 image that is not a symbol, so its size is its own.
    private func picture() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in }
    }

    /// A list screen that records the content-unavailable updates UIKit asks it for and shows an empty state while
    /// it has no items.
    final class ListScreen: UIViewController {
        var items: [String] = []
        var updates: [String] = []
        let list = UIView()
        var image: UIImage?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(list)
            updates.append("viewDidLoad")
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            updates.append("viewWillLayoutSubviews")
        }

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates.append("update(searchText: \(state.searchText ?? "nil"))")
            if items.isEmpty {
                var configuration = UIContentUnavailableConfiguration.empty()
                configuration.image = image
                configuration.text = "No Items"
                contentUnavailableConfiguration = configuration
            } else {
                contentUnavailableConfiguration = nil
            }
        }
    }

    // 6.71: the first layout asks for an update before viewWillLayoutSubviews; a request asks again at the next
    // layout, once however many requests were made; the view covers the controller's view, in front.
    @Test func aControllerIsAskedForItsConfigurationAtItsFirstLayoutAndAfterEachRequest() throws {
        let screen = ListScreen()
        let app = try ViewTestApp(device: .iPhone8, rootViewController: screen)
        #expect(Array(screen.updates.prefix(3)) == ["viewDidLoad", "update(searchText: nil)", "viewWillLayoutSubviews"])
        #expect(screen.updates.filter { $0.hasPrefix("update") }.count == 1)
        let shown = try #require(screen.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.view.subviews.first === screen.list)

        screen.updates = []
        screen.items = ["A"]
        screen.setNeedsUpdateContentUnavailableConfiguration()
        screen.setNeedsUpdateContentUnavailableConfiguration()
        app.host.runUntilIdle()
        #expect(Array(screen.updates.prefix(2)) == ["update(searchText: nil)", "viewWillLayoutSubviews"])
        #expect(screen.updates.filter { $0.hasPrefix("update") }.count == 1)
        #expect(screen.contentUnavailableConfiguration == nil)
        #expect(!screen.view.subviews.contains { $0 is UIContentUnavailableView })
    }

    // 6.70: the image and text are stacked 10 pt apart and centred in the area inside the safe area and the 20-pt
    // margins (iPhone 8 portrait: x 20...355, y 40...647).
    @Test func anEmptyConfigurationCentresItsImageAndTextBetweenTheMargins() throws {
        let screen = ListScreen()
        screen.image = picture()
        let app = try ViewTestApp(device: .iPhone8, rootViewController: screen)
        let shown = try #require(screen.view.subviews.last as? UIContentUnavailableView)
        let text = shown.textLabel.sizeThatFits(CGSize(width: 335, height: CGFloat.greatestFiniteMagnitude))
        let stack: CGFloat = 30 + 10 + text.height
        let top: CGFloat = 40 + (607 - stack) / 2
        #expect(shown.imageView.frame == CGRect(x: 167.5, y: top, width: 40, height: 30))
        let textX: CGFloat = 20 + (335 - text.width) / 2
        #expect(shown.textLabel.frame == CGRect(x: textX, y: top + 40, width: text.width, height: text.height))
        #expect(shown.textLabel.text == "No Items" && shown.textLabel.textAlignment == .center)
        #expect(shown.secondaryTextLabel.isHidden && shown.button.isHidden && shown.activityIndicator.isHidden)
        _ = app
    }

    // 6.70: `.natural` lines the items up along the leading margin; a button with a title shows 18 pt under the
    // secondary text and its primary action runs when tapped.
    @Test func aButtonShowsUnderTheTextsAndTakesTaps() throws {
        let screen = UIViewController()
        let app = try ViewTestApp(device: .iPhone8, rootViewController: screen)
        var taps = 0
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "Couldn't Load"
        configuration.secondaryText = "The network is offline."
        configuration.alignment = .natural
        var button = UIButton.Configuration.filled()
        button.title = "Try Again"
        configuration.button = button
        configuration.buttonProperties.primaryAction = UIAction { _ in taps += 1 }
        screen.contentUnavailableConfiguration = configuration
        app.host.runUntilIdle()
        let shown = try #require(screen.view.subviews.last as? UIContentUnavailableView)
        let text = shown.textLabel.frame
        let secondary = shown.secondaryTextLabel.frame
        let size = shown.button.intrinsicContentSize
        #expect(text.minX == 20 && secondary.minX == 20 && shown.button.frame.minX == 20)
        #expect(secondary.minY == text.maxY + 5)
        #expect(shown.button.frame == CGRect(x: 20, y: secondary.maxY + 18, width: size.width, height: size.height))
        let above: CGFloat = text.minY - 40
        let below: CGFloat = 647 - shown.button.frame.maxY
        #expect(above == below)
        try app.host.tap(at: CGPoint(x: shown.button.frame.midX, y: shown.button.frame.midY))
        #expect(taps == 1)
    }

    // 6.70: loading() spins an activity indicator; search() brings the magnifying glass and UIHost's wording.
    @Test func loadingSpinsAndSearchHasItsOwnWords() throws {
        let loading = UIContentUnavailableView(configuration: .loading())
        #expect(loading.activityIndicator.isAnimating && !loading.activityIndicator.isHidden && loading.imageView.isHidden)
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.text == "No Results" && search.secondaryText == "Check the spelling or try a new search.")
        #expect(search.image?.isSymbolImage == true)
        loading.configuration = search
        #expect(!loading.activityIndicator.isAnimating && loading.activityIndicator.isHidden)
        #expect(loading.textLabel.text == "No Results" && !loading.imageView.isHidden)
    }

    // 6.71: the state carries the text of the navigation item's search controller.
    @Test func theStateCarriesTheSearchText() throws {
        let screen = ListScreen()
        let search = UISearchController(searchResultsController: nil)
        screen.navigationItem.searchController = search
        search.searchBar.text = "swift"
        #expect(screen.contentUnavailableConfigurationState.searchText == "swift")
        #expect(screen.contentUnavailableConfigurationState.traitCollection == screen.traitCollection)
    }
}
