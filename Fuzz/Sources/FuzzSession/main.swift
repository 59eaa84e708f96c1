import Foundation

// SwiftPM gives an executable's entry point its own name and points `main` at it, so libFuzzer's `main` is never
// linked; this entry point starts libFuzzer's driver instead, with `fuzz` (LLVMFuzzerTestOneInput) as the target.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ target: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &arguments) { data, size in fuzz(data, size) })
