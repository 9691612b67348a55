// LumaScratchTests: the decoding thread's reused luma memory keeps what it was asked for, below
// the size glibc maps on its own, one buffer per use.
import Pixels
import Testing

@Suite struct LumaScratchTests {
    @Test func eachBufferGrowsToTheLargestBlockBelowTheOwnMappingSizeAndKeepsIt() {
        let scratch = LumaScratch()
        #expect(scratch.capacity(of: .plane) == 0 && scratch.capacity(of: .rows) == 0 && scratch.capacity(of: .pass) == 0)
        let first = scratch.withBytes(.plane, count: 1000) { block in
            block.initialize(repeating: 7, count: 1000)
            return block
        }
        // A smaller block is the same memory; the other buffers are others, lent at the same time.
        #expect(scratch.withBytes(.plane, count: 10) { $0 } == first)
        scratch.withBytes(.plane, count: 10) { plane in
            scratch.withBytes(.rows, count: 10) { rows in
                scratch.withBytes(.pass, count: 20) { pass in #expect(Set([plane, rows, pass]).count == 3) }
            }
        }
        #expect(scratch.capacity(of: .plane) == 1000 && scratch.capacity(of: .rows) == 10 && scratch.capacity(of: .pass) == 20)
        scratch.withBytes(.plane, count: 300_000) { block in block[299_999] = 1 }
        #expect(scratch.capacity(of: .plane) == 300_000)
        // The whole 1080p YUYV frame's luma (2 MB) is lent for the call, not kept.
        let large = 1920 * 1080
        #expect(large >= LumaScratch.ownMappingBytes)
        scratch.withBytes(.plane, count: large) { block in
            block.initialize(repeating: 9, count: large)
            #expect(block[large - 1] == 9)
        }
        #expect(scratch.capacity(of: .plane) == 300_000)
    }
}
