// SampleFrames: the sample images as the engines read them: still images, and camera frames
// with the image held up in the middle, as `kioskscan-dev frames` films them.
import Capture
import Decode
import Foundation
import TestSupport

enum SampleFrames {
    /// The grey plane of a corpus image such as `pdf417-2/01.webp`.
    static func still(_ relative: String) throws -> Frame {
        try ImageFile.load(path: TestData.blackboxImage(relative)).luma()!
    }

    /// The luma of a `width` x `height` video-range YUYV camera frame with the image held up in it.
    static func camera(_ relative: String, width: Int = 1280, height: Int = 720) throws -> Frame {
        try ImageFile.load(path: TestData.blackboxImage(relative)).fitted(width: width, height: height).converted(to: .yuyv).luma()!
    }
}

extension Frame {
    /// Calls `body` with this grey frame's plane in place (the kiosk's own bridge lives in Kiosk,
    /// which this target does not depend on).
    func withPlane<R>(_ body: (LumaImage) throws -> R) rethrows -> R {
        precondition(format == .grey, "withPlane needs a grey frame")
        let plane = planes[0]
        return try withExtendedLifetime(plane.buffer) {
            try body(LumaImage(width: width, height: height, stride: plane.stride, base: UnsafeRawPointer(plane.base)))
        }
    }
}
