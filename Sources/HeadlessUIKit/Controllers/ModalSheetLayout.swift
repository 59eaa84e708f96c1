import Foundation

/// The frames a presented view gets in its window, by style and device (docs/uikit-rules.md 7.7).
///
/// - fullScreen, overFullScreen: the window's bounds.
/// - iPhone, pageSheet and formSheet (UIKit 13+ cards): full width, from 10 pt below the top safe-area inset (the
///   status bar, notch or island, docs/uikit-rules.md 14.3) to the bottom, so (0, 30, 375, 637) on a portrait
///   iPhone 8 and (0, 69, 393, 783) on an iPhone 15 Pro. In landscape (compact height) the sheet fills the window,
///   as UIKit adapts sheets there; the presenter still stays.
/// - iPad, formSheet: 540 × 620 centred, UIKit's form sheet size.
/// - iPad, pageSheet: as wide as the portrait screen (768 pt) and centred horizontally, from 10 pt below the status
///   bar to the bottom: (0, 30, 768, 994) in portrait, (128, 30, 768, 738) in landscape.
/// - currentContext, overCurrentContext: not here; the presented view takes the context view's frame.
enum ModalSheetLayout {
    static let sheetTopGap: CGFloat = 10
    static let formSheetSize = CGSize(width: 540, height: 620)
    static let padPageWidth: CGFloat = 768

    static func frame(for style: UIModalPresentationStyle, in bounds: CGRect, idiom: UIUserInterfaceIdiom,
                      safeTop: CGFloat) -> CGRect {
        let sheetTop = safeTop + sheetTopGap
        switch (style.resolved, idiom) {
        case (.pageSheet, .pad):
            let width = min(padPageWidth, bounds.width)
            return CGRect(x: bounds.midX - width / 2, y: sheetTop, width: width, height: bounds.height - sheetTop)
        case (.formSheet, .pad):
            let size = CGSize(width: min(formSheetSize.width, bounds.width), height: min(formSheetSize.height, bounds.height))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        case (.pageSheet, _), (.formSheet, _):
            guard bounds.height > bounds.width else { return bounds }
            return CGRect(x: bounds.minX, y: sheetTop, width: bounds.width, height: bounds.height - sheetTop)
        default:
            return bounds
        }
    }
}
