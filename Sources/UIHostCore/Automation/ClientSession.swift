import Foundation
import HeadlessUIKit
import UIHostProtocol

/// One connected client: its event subscriptions and the fingers it has down.
public final class ClientSession {
    public let id: ConnectionID
    public internal(set) var subscriptions: Set<String> = []
    public internal(set) var clientName: String?
    /// Touch ids this client began and has not ended: cancelled if the client goes away (a finger lifted by
    /// force, so no view is left tracking a touch forever).
    var fingersDown: Set<Int> = []

    public init(id: ConnectionID) {
        self.id = id
    }
}
