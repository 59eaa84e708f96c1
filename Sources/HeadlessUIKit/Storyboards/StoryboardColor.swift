import Foundation

/// A `<color>` element as written: components, a system colour or a named (asset catalog) colour.
/// `StoryboardDocument.resolve(_:)` turns it into a `UIColor`. Components in other colour spaces
/// (calibratedRGB, displayP3) are taken as sRGB.
public enum StoryboardColor: Sendable, Equatable {
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    case white(CGFloat, alpha: CGFloat)
    /// `systemColor="systemBackgroundColor"` or the older `cocoaTouchSystemColor="darkTextColor"`.
    case system(String)
    /// `name="AccentColor"`.
    case named(String)

    /// The light-mode values of the system colours storyboards name.
    static let builtInSystemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground,
        "secondarySystemBackgroundColor": UIColor(hex: "#F2F2F7")!,
        "tertiarySystemBackgroundColor": .white,
        "systemGroupedBackgroundColor": UIColor(hex: "#F2F2F7")!,
        "labelColor": .label,
        "secondaryLabelColor": .secondaryLabel,
        "separatorColor": .separator,
        "systemBlueColor": .systemBlue,
        "systemRedColor": .systemRed,
        "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange,
        "systemYellowColor": .systemYellow,
        "systemGrayColor": .systemGray,
        "systemTealColor": .systemTeal,
        "systemPinkColor": .systemPink,
        "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple,
        "tintColor": .systemBlue,
        "darkTextColor": .black,
        "lightTextColor": UIColor(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": UIColor(hex: "#EFEFF4")!,
        "whiteColor": .white,
        "blackColor": .black,
        "clearColor": .clear,
    ]
}
