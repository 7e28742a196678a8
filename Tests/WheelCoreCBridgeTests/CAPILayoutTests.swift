import Testing
import WheelCoreC

@testable import WheelCoreCBridge

/// The Swift side's view of the C structs has the sizes and offsets the C side asserts
/// (Sources/WheelCoreC/wheelcore_layout.c) and the Python binding mirrors: a field that moves
/// fails here as well as in C.
@Suite("C interface: struct layouts")
struct CAPILayoutTests {
    @Test func sizesOfEveryStructAHostAllocates() {
        #expect(MemoryLayout<wheel_point>.size == 16)
        #expect(MemoryLayout<wheel_rect>.size == 32)
        #expect(MemoryLayout<wheel_color>.size == 4)
        #expect(MemoryLayout<wheel_text_style>.size == 16)
        #expect(MemoryLayout<wheel_spring>.size == 24)
        #expect(MemoryLayout<wheel_physics>.size == 112)
        #expect(MemoryLayout<wheel_configuration>.size == 336)
        #expect(MemoryLayout<wheel_item_content>.size == 32)
        #expect(MemoryLayout<wheel_style>.size == 48)
        #expect(MemoryLayout<wheel_event>.size == 48)
        #expect(MemoryLayout<wheel_state>.size == 56)
        #expect(MemoryLayout<wheel_geometry>.size == 96)
        #expect(MemoryLayout<wheel_hit>.size == 24)
        #expect(MemoryLayout<wheel_command>.size == 72)
        #expect(MemoryLayout<wheel_vertex>.size == 20)
        #expect(MemoryLayout<wheel_frame>.size == 88)
    }

    @Test func offsetsOfTheFieldsThatGrowOrAreShared() {
        #expect(MemoryLayout<wheel_configuration>.offset(of: \.initial_item) == 32)
        #expect(MemoryLayout<wheel_configuration>.offset(of: \.inner_radius_fraction) == 40)
        #expect(MemoryLayout<wheel_configuration>.offset(of: \.sector_text) == 104)
        #expect(MemoryLayout<wheel_configuration>.offset(of: \.centred_hysteresis) == 136)
        #expect(MemoryLayout<wheel_configuration>.offset(of: \.physics) == 144)
        #expect(MemoryLayout<wheel_configuration>.offset(of: \.show_detail_text) == 256)
        #expect(MemoryLayout<wheel_configuration>.offset(of: \.tap_slop) == 264)
        #expect(MemoryLayout<wheel_item_content>.offset(of: \.accent) == 8)
        #expect(MemoryLayout<wheel_item_content>.offset(of: \.detail_text) == 16)
        #expect(MemoryLayout<wheel_item_content>.offset(of: \.image_key) == 24)
        #expect(MemoryLayout<wheel_style>.offset(of: \.marker) == 44)
        #expect(MemoryLayout<wheel_event>.offset(of: \.item) == 8)
        #expect(MemoryLayout<wheel_state>.offset(of: \.time) == 48)
        #expect(MemoryLayout<wheel_geometry>.offset(of: \.label_column) == 48)
        #expect(MemoryLayout<wheel_hit>.offset(of: \.position) == 16)
        #expect(MemoryLayout<wheel_command>.offset(of: \.u) == 16)
        #expect(MemoryLayout<wheel_frame>.offset(of: \.commands) == 8)
        #expect(MemoryLayout<wheel_frame>.offset(of: \.scale) == 80)
    }

    @Test func versionOnesStructsAreServedUnchanged() {
        #expect(MemoryLayout<wheel_v1_configuration>.size == 40)
        #expect(MemoryLayout<wheel_v1_event>.size == 48)
        #expect(MemoryLayout<wheel_v1_state>.size == 56)
        #expect(MemoryLayout<wheel_v1_geometry>.size == 88)
        #expect(MemoryLayout<wheel_v1_command>.size == 248)
        #expect(MemoryLayout<wheel_v1_command>.offset(of: \.text) == 168)
        #expect(MemoryLayout<wheel_v1_frame>.size == 80)
        #expect(StructSizes.configuration == [40, 256, 272, 336])
    }
}
