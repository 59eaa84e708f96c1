import Foundation

/// Every device profile (docs/uikit-rules.md 14.1, the table in 14.10 and its sources). Screens in points and scales
/// are Apple's published figures; status bars and safe areas are what UIKit reports on iOS 16-18 for a
/// full-screen window with the status bar shown.
extension DeviceProfile {
    /// The seeds' device: 320×480 points at 1x.
    public static let iPhone3GS = phone("iphone-3gs", "iPhone 3GS", 320, 480, scale: 1, .homeButton)
    /// The default device: 375×667 points at 2x.
    public static let iPhone8 = phone("iphone-8", "iPhone 8", 375, 667, scale: 2, .homeButton, storyboard: ["retina4_7"])
    /// The 9.7-inch iPad, under the name UIHost has always used: 768×1024 points at 2x.
    public static let iPad = pad("ipad", "iPad", 768, 1024, .homeButton)

    /// Every profile: iPhones by year, then iPads.
    public static let all: [DeviceProfile] = phones + pads

    private static let phones: [DeviceProfile] = [
        iPhone3GS,
        phone("iphone-4s", "iPhone 4s", 320, 480, scale: 2, .homeButton, storyboard: ["retina3_5"]),
        phone("iphone-se-1st-gen", "iPhone SE (1st generation)", 320, 568, scale: 2, .homeButton, storyboard: ["retina4_0"]),
        iPhone8,
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3, panel: (1080, 1920, 2.608), .homeButton, large: true,
              storyboard: ["retina5_5"]),
        phone("iphone-se-2nd-gen", "iPhone SE (2nd generation)", 375, 667, scale: 2, .homeButton),
        phone("iphone-se-3rd-gen", "iPhone SE (3rd generation)", 375, 667, scale: 2, .homeButton),
        phone("iphone-x", "iPhone X", 375, 812, scale: 3, .notch(44)),
        phone("iphone-xs", "iPhone XS", 375, 812, scale: 3, .notch(44)),
        phone("iphone-xs-max", "iPhone XS Max", 414, 896, scale: 3, .notch(44), large: true),
        phone("iphone-xr", "iPhone XR", 414, 896, scale: 2, .notch(48), large: true),
        // docs/uikit-rules.md 14.12: the profile of Xcode's iPhone 11 canvas (`retina6_1`), which draws a 44-pt top as
        // the storyboards it saves record; `iphone-xr` keeps what the same hardware reports on iOS 14 and later (48).
        phone("iphone-11", "iPhone 11", 414, 896, scale: 2, .notch(44), large: true, storyboard: ["retina6_1"]),
        phone("iphone-11-pro", "iPhone 11 Pro", 375, 812, scale: 3, .notch(44), storyboard: ["retina5_9"]),
        phone("iphone-11-pro-max", "iPhone 11 Pro Max", 414, 896, scale: 3, .notch(44), large: true, storyboard: ["retina6_5"]),
        phone("iphone-12-mini", "iPhone 12 mini", 375, 812, scale: 3, panel: (1080, 2340, 2.88), .notch(50),
              storyboard: ["retina5_4"]),
        phone("iphone-12", "iPhone 12", 390, 844, scale: 3, .notch(47), storyboard: ["retina6_0"]),
        phone("iphone-12-pro", "iPhone 12 Pro", 390, 844, scale: 3, .notch(47)),
        phone("iphone-12-pro-max", "iPhone 12 Pro Max", 428, 926, scale: 3, .notch(47), large: true, storyboard: ["retina6_7"]),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, scale: 3, panel: (1080, 2340, 2.88), .notch(50)),
        phone("iphone-13", "iPhone 13", 390, 844, scale: 3, .notch(47)),
        phone("iphone-13-pro", "iPhone 13 Pro", 390, 844, scale: 3, .notch(47)),
        phone("iphone-13-pro-max", "iPhone 13 Pro Max", 428, 926, scale: 3, .notch(47), large: true),
        phone("iphone-14", "iPhone 14", 390, 844, scale: 3, .notch(47)),
        phone("iphone-14-plus", "iPhone 14 Plus", 428, 926, scale: 3, .notch(47), large: true),
        phone("iphone-14-pro", "iPhone 14 Pro", 393, 852, scale: 3, .dynamicIsland),
        phone("iphone-14-pro-max", "iPhone 14 Pro Max", 430, 932, scale: 3, .dynamicIsland, large: true),
        phone("iphone-15", "iPhone 15", 393, 852, scale: 3, .dynamicIsland),
        phone("iphone-15-plus", "iPhone 15 Plus", 430, 932, scale: 3, .dynamicIsland, large: true),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, scale: 3, .dynamicIsland, storyboard: ["retina6_12"]),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, .dynamicIsland, large: true,
              storyboard: ["retina6_72"]),
        phone("iphone-16", "iPhone 16", 393, 852, scale: 3, .dynamicIsland),
        phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, scale: 3, .dynamicIsland, large: true),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, scale: 3, .dynamicIslandThinBorders, storyboard: ["retina6_3"]),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3, .dynamicIslandThinBorders, large: true,
              storyboard: ["retina6_9"]),
        phone("iphone-16e", "iPhone 16e", 390, 844, scale: 3, .notch(47)),
        phone("iphone-17", "iPhone 17", 402, 874, scale: 3, .dynamicIslandThinBorders),
        phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, scale: 3, .dynamicIslandThinBorders),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, scale: 3, .dynamicIslandThinBorders, large: true),
    ]

    private static let pads: [DeviceProfile] = [
        iPad,
        pad("ipad-9-7", "iPad (9.7-inch: 5th and 6th generation, Air, Air 2, Pro 9.7)", 768, 1024, .homeButton,
            storyboard: ["ipad9_7"]),
        pad("ipad-mini-5", "iPad mini (5th generation)", 768, 1024, .homeButton, storyboard: ["ipad7_9"]),
        pad("ipad-10-2", "iPad (7th to 9th generation, 10.2-inch)", 810, 1080, .homeButton, storyboard: ["ipad10_2"]),
        pad("ipad-pro-10-5", "iPad Pro (10.5-inch), iPad Air (3rd generation)", 834, 1112, .homeButton,
            storyboard: ["ipad10_5"]),
        pad("ipad-10-9", "iPad (10th generation, 10.9-inch)", 820, 1180, .homeIndicator),
        pad("ipad-air-10-9", "iPad Air (4th and 5th generation, 10.9-inch)", 820, 1180, .homeIndicator,
            storyboard: ["ipad10_9rounded"]),
        pad("ipad-air-11", "iPad Air 11-inch (M2 and later)", 820, 1180, .homeIndicator),
        pad("ipad-air-13", "iPad Air 13-inch (M2 and later)", 1024, 1366, .homeIndicator),
        pad("ipad-pro-11", "iPad Pro 11-inch (1st to 4th generation)", 834, 1194, .homeIndicator,
            storyboard: ["ipad11_0rounded"]),
        pad("ipad-pro-11-m4", "iPad Pro 11-inch (M4)", 834, 1210, .homeIndicator),
        pad("ipad-pro-12-9-2nd-gen", "iPad Pro 12.9-inch (1st and 2nd generation)", 1024, 1366, .homeButton,
            storyboard: ["ipad12_9"]),
        pad("ipad-pro-12-9", "iPad Pro 12.9-inch (3rd to 6th generation)", 1024, 1366, .homeIndicator,
            storyboard: ["ipad12_9rounded"]),
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, .homeIndicator, storyboard: ["ipad13_0rounded"]),
        pad("ipad-mini", "iPad mini (6th generation and A17 Pro)", 744, 1133, .homeIndicator, storyboard: ["ipad8_3rounded"]),
    ]

    /// The status bar and safe areas shared by every iPhone of one front design.
    private struct PhoneFront {
        let statusBar: CGFloat
        let portrait: UIEdgeInsets
        let landscape: UIEdgeInsets

        /// Home button: a 20 pt status bar, hidden in landscape.
        static let homeButton = PhoneFront(statusBar: 20, portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                           landscape: .zero)
        /// A notch as tall as the status bar; the home indicator takes 34 pt in portrait, 21 in landscape, where
        /// the notch's side is kept clear on both sides.
        static func notch(_ height: CGFloat) -> PhoneFront {
            PhoneFront(statusBar: height, portrait: UIEdgeInsets(top: height, left: 0, bottom: 34, right: 0),
                       landscape: UIEdgeInsets(top: 0, left: height, bottom: 21, right: height))
        }
        /// The Dynamic Island (14 Pro to 16): a 54 pt status bar, the safe area 59 pt down.
        static let dynamicIsland = PhoneFront(statusBar: 54, portrait: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                              landscape: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        /// The Dynamic Island with the thinner borders of the 16 Pro and later: 62 pt down, 20 pt at the bottom in landscape.
        static let dynamicIslandThinBorders = PhoneFront(statusBar: 62,
                                                         portrait: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                                                         landscape: UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62))
    }

    /// The status bar and safe areas of an iPad, the same in both orientations.
    private enum PadFront {
        case homeButton, homeIndicator
    }

    /// An iPhone: compact width in portrait and, unless `large` (Plus and Max sizes, XR and 11), in landscape.
    private static func phone(_ name: String, _ model: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
                              panel: (width: CGFloat, height: CGFloat, scale: CGFloat)? = nil, _ front: PhoneFront, large: Bool = false,
                              storyboard: [String] = []) -> DeviceProfile {
        DeviceProfile(name: name, model: model, idiom: .phone, portraitSize: CGSize(width: width, height: height),
                      scale: scale, nativeScale: panel?.scale,
                      nativeResolution: panel.map { CGSize(width: $0.width, height: $0.height) }, statusBarHeight: front.statusBar,
                      portraitSafeAreaInsets: front.portrait, landscapeSafeAreaInsets: front.landscape,
                      portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
                      landscapeSizeClasses: SizeClasses(horizontal: large ? .regular : .compact, vertical: .compact),
                      supportedInterfaceOrientations: front.portrait.bottom > 0 ? .allButUpsideDown : .all,
                      storyboardDevices: storyboard)
    }

    /// An iPad: 2x, regular in both axes and orientations, every orientation.
    private static func pad(_ name: String, _ model: String, _ width: CGFloat, _ height: CGFloat, _ front: PadFront,
                            storyboard: [String] = []) -> DeviceProfile {
        let insets = front == .homeButton
            ? UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            : UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        return DeviceProfile(name: name, model: model, idiom: .pad, portraitSize: CGSize(width: width, height: height),
                             scale: 2, statusBarHeight: insets.top, portraitSafeAreaInsets: insets,
                             landscapeSafeAreaInsets: insets, portraitSizeClasses: regular, landscapeSizeClasses: regular,
                             supportedInterfaceOrientations: .all, storyboardDevices: storyboard)
    }
}
