// SampleFrames: the sample images as the engines read them: still images, and camera frames
// with the image held up in the middle, as `kioskscan-dev frames` films them.
import Capture
import Foundation
import TestSupport

enum SampleFrames {
    /// The grey plane of a corpus image such as `pdf417-2/01.webp`.
    static func still(_ relative: String) throws -> Frame {
        try ImageFile.load(path: TestData.blackboxImage(relative)).luma()!
    }

    /// The luma of a `width` x `height` video-range YUYV camera frame with the image held up in it.
    static func camera(_ relative: String, width: Int = 1280, height: Int = 720) throws -> Frame {
        try ImageFile.load(path: relative.hasPrefix("/") ? relative : TestData.blackboxImage(relative)).fitted(width: width, height: height)
            .converted(to: .yuyv).luma()!
    }
}
