// Compile-time checks of the C ABI's layout promises (this file holds no code): the vertex
// matches SDL_Vertex (8-byte position, 4-byte colour, 8-byte texture coordinate), and the
// structs a host allocates have the sizes their Python/ctypes and C# mirrors assume.
#include "wheelcore.h"

#define WHEEL_LAYOUT_CHECK(name, condition) typedef char name[(condition) ? 1 : -1]

WHEEL_LAYOUT_CHECK(wheel_vertex_matches_sdl_vertex, sizeof(wheel_vertex) == 20);
WHEEL_LAYOUT_CHECK(wheel_color_is_four_bytes, sizeof(wheel_color) == 4);
WHEEL_LAYOUT_CHECK(wheel_point_is_two_doubles, sizeof(wheel_point) == 2 * sizeof(double));
WHEEL_LAYOUT_CHECK(wheel_status_is_32_bits, sizeof(wheel_status) == 4);
