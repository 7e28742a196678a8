"""The ctypes mirror has the sizes and offsets the C header asserts (wheelcore_layout.c)."""
import ctypes as C

from wheelcore import _ffi as F


def test_sizes_match_the_header():
    expected = {
        F.Point: 16, F.Rect: 32, F.Color: 4, F.TextStyle: 16, F.Spring: 24, F.Physics: 112,
        F.Configuration: 336, F.ItemContent: 32, F.Style: 48, F.Event: 48, F.State: 56, F.Geometry: 96, F.Hit: 24,
        F.Command: 72, F.Vertex: 20, F.Frame: 88,
    }
    for struct, size in expected.items():
        assert C.sizeof(struct) == size, struct.__name__


def test_offsets_match_the_header():
    assert F.Configuration.initial_item.offset == 32
    assert F.Configuration.inner_radius_fraction.offset == 40
    assert F.Configuration.sector_text.offset == 104
    assert F.Configuration.centred_hysteresis.offset == 136
    assert F.Configuration.physics.offset == 144
    assert F.Configuration.show_detail_text.offset == 256  # appended later in version 2
    assert F.Configuration.tap_slop.offset == 264
    assert F.Configuration.geometry.offset == 272  # version 4: the drum
    assert F.Configuration.drum_item_extent.offset == 328
    assert F.ItemContent.accent.offset == 8
    assert F.ItemContent.detail_text.offset == 16
    assert F.ItemContent.image_key.offset == 24
    assert F._ImageArgs.key.offset == 32  # 16 + 32 = 48 in wheel_command
    assert F.Style.marker.offset == 44
    assert F.State.time.offset == 48
    assert F.Geometry.label_column.offset == 48
    assert F.Command.u.offset == 16
    assert F._TextArgs.cell_slot.offset == 48  # 16 + 48 = 64 in wheel_command
    assert F.Frame.scale.offset == 80


def test_the_library_speaks_this_abi_or_a_later_one():
    lib = F.load_library()
    assert lib.wheel_abi_version() >= F.ABI_VERSION
