import Foundation

extension HeadlessHost {
    /// The control events sent while `controlActions.isEnabled` (off by default; see `ControlActionLog`).
    public var controlActions: ControlActionLog { runtime.controlActions }
}
