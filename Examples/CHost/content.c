/* Answers the wheel's item-content callback from the element list. */
#include "content.h"

#include <string.h>

/* Sector fills per category, as SDLFront's wheel scene has them (muted, light text stays readable). */
static const struct {
    const char *category;
    wheel_color color;
} category_colors[] = {
    {"alkali metal", {0x6B, 0x3A, 0x3A, 255}},    {"alkaline earth metal", {0x6B, 0x51, 0x3A, 255}},
    {"transition metal", {0x3A, 0x4A, 0x6B, 255}}, {"post-transition metal", {0x3A, 0x5F, 0x6B, 255}},
    {"metalloid", {0x4F, 0x6B, 0x3A, 255}},        {"nonmetal", {0x3A, 0x6B, 0x4F, 255}},
    {"halogen", {0x6B, 0x6B, 0x3A, 255}},          {"noble gas", {0x5A, 0x3A, 0x6B, 255}},
    {"lanthanide", {0x6B, 0x3A, 0x5E, 255}},       {"actinide", {0x6B, 0x3A, 0x4A, 255}},
};

int elements_item_content(void *user_data, int64_t index, wheel_item_content *content) {
    const elements *list = user_data;
    if (index < 0 || index >= elements_count(list)) return 1;
    size_t i = list->first + (size_t)index;
    /* A library older than this header passes a smaller struct: write only what fits. */
    if (WHEEL_ITEM_CONTENT_HAS(content, accent)) {
        for (size_t k = 0; k < sizeof category_colors / sizeof category_colors[0]; k++) {
            if (strcmp(list->categories[i], category_colors[k].category) == 0) {
                content->has_accent = 1;
                content->accent = category_colors[k].color;
            }
        }
    }
    /* The list's own strings: they outlive the call, and the wheel copies them at once. */
    if (WHEEL_ITEM_CONTENT_HAS(content, detail_text) && list->masses[i][0] != '\0')
        content->detail_text = list->masses[i];
    return 0;
}
