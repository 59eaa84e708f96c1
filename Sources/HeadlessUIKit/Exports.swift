// `import UIKit` brings Foundation with it; so does `import HeadlessUIKit`, so UIKit code reads the same.
@_exported import Foundation
