// Compiled as C++ by scripts/c-api-check.sh and linked against libwheelcore: proves that the
// header's declarations (and its inline wheel_frame_init and init macros) have C linkage and
// compile from C++, and that the library's ABI matches the header.
#include "wheelcore.h"

#include <cstdio>
#include <cstring>

static size_t numbered(void *, int64_t index, wheel_text_role, char *buffer, size_t capacity) {
    return (size_t)std::snprintf(buffer, capacity, "%lld", (long long)index + 1);
}

int main() {
    wheel_configuration config;
    if (wheel_configuration_init(&config) != WHEEL_OK || config.struct_size != sizeof config) return 1;
    // A NULL handle is an error with a message, not a crash.
    if (wheel_advance(nullptr, 1.0) != WHEEL_ERROR_NULL_ARGUMENT || wheel_last_error()[0] == '\0') return 1;
    if (wheel_abi_version() < WHEEL_ABI_VERSION) return 1;
    config.item_count = 30;
    wheel_t *wheel = nullptr;
    if (wheel_create(&config, numbered, nullptr, &wheel) != WHEEL_OK) return 1;
    wheel_frame frame;
    wheel_frame_init(&frame);
    if (wheel_render(wheel, 1, 1, &frame) != WHEEL_OK || frame.command_size != sizeof(wheel_command)) return 1;
    // An out-struct without its size is refused with a message that says how to fix it.
    wheel_state state = {};
    if (wheel_get_state(wheel, &state) != WHEEL_ERROR_STRUCT_SIZE || !std::strstr(wheel_last_error(), "sizeof"))
        return 1;
    state.struct_size = sizeof state;
    const wheel_t *reader = wheel;  // getters take const handles
    if (wheel_get_state(reader, &state) != WHEEL_OK || state.item_count != 30) return 1;
    wheel_destroy(wheel);
    std::printf("C++ host: wheelcore ABI %d, %lld commands of %u bytes\n", static_cast<int>(wheel_abi_version()),
                (long long)frame.command_count, frame.command_size);
    return 0;
}
