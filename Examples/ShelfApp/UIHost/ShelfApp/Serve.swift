// Written by `uihost init` (docs/uikit-rules.md 18.13). The app's own sources are in ../../ShelfApp: UIHostPortPlugin
// ports them into every build. Importing UIHostServer makes the app's @main delegate serve the uihost protocol
// (`swift run ShelfApp --port 8765`) with the app folder's resources (--app-dir to run with another folder).
import UIHostServer
