// Compiled as C++ by scripts/c-api-check.sh and linked against libwheelcore: proves that the
// header's declarations have C linkage from C++ and that the library's ABI matches the header.
#include "wheelcore.h"

#include <cstdio>

int main() {
    wheel_configuration config;
    if (wheel_configuration_init(&config) != WHEEL_OK) return 1;
    // A NULL handle is an error with a message, not a crash.
    if (wheel_advance(nullptr, 1.0) != WHEEL_ERROR_NULL_ARGUMENT || wheel_last_error()[0] == '\0') return 1;
    if (wheel_abi_version() != WHEEL_ABI_VERSION) return 1;
    std::printf("C++ host: wheelcore ABI %d\n", static_cast<int>(wheel_abi_version()));
    return 0;
}
