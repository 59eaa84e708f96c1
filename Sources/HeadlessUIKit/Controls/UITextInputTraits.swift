import Foundation

// The text input traits of iOS 10-12 (docs/uikit-rules.md 6.22): what the keyboard offers and how it edits. They
// are kept on text fields with UIKit's defaults; the host's keyboard types characters as given, so
// they change nothing it does.

public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// What a text input holds, for AutoFill (iOS 10).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("namePrefix")
    public static let givenName = UITextContentType("givenName")
    public static let middleName = UITextContentType("middleName")
    public static let familyName = UITextContentType("familyName")
    public static let nameSuffix = UITextContentType("nameSuffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("jobTitle")
    public static let organizationName = UITextContentType("organizationName")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    public static let addressCity = UITextContentType("addressCity")
    public static let addressState = UITextContentType("addressState")
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    public static let sublocality = UITextContentType("sublocality")
    public static let countryName = UITextContentType("countryName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
}

/// The rules a new password must follow, for AutoFill's password generator (iOS 12): a descriptor in Apple's
/// password rules language, kept as given.
public final class UITextInputPasswordRules: Sendable {
    public let passwordRulesDescriptor: String

    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
    }
}
