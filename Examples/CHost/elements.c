/* Reads the element CSV and answers the wheel's item-text callback from it. */
#include "elements.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wheelcore.h"

/* Copies the `index`-th comma-separated field of `line` (no quoting in this file). */
static char *csv_field(const char *line, int index) {
    const char *start = line;
    for (int i = 0; i < index; i++) {
        start = strchr(start, ',');
        if (!start) return NULL;
        start++;
    }
    size_t length = strcspn(start, ",\r\n");
    char *field = malloc(length + 1);
    if (!field) return NULL;
    memcpy(field, start, length);
    field[length] = '\0';
    return field;
}

int elements_load(elements *list, const char *path) {
    memset(list, 0, sizeof *list);
    FILE *file = fopen(path, "r");
    if (!file) {
        fprintf(stderr, "%s: cannot open the element list\n", path);
        return 0;
    }
    char line[512];
    size_t capacity = 0;
    int line_number = 0;
    int ok = 1;
    while (fgets(line, sizeof line, file)) {
        line_number++;
        if (line_number == 1) {
            if (strncmp(line, "number,symbol,name", 18) != 0) {
                fprintf(stderr, "%s:1: expected the header \"number,symbol,name,...\"\n", path);
                ok = 0;
                break;
            }
            continue;
        }
        if (line[0] == '\n' || line[0] == '\r') continue;
        /* number, name, category, mass (the last two optional). */
        char *fields[4] = {csv_field(line, 0), csv_field(line, 2), csv_field(line, 3), csv_field(line, 4)};
        for (int f = 2; f < 4; f++)
            if (!fields[f]) fields[f] = calloc(1, 1);
        int bad = !fields[0] || !fields[1] || !fields[2] || !fields[3] || !*fields[0] || !*fields[1];
        if (!bad && list->loaded == capacity) {
            capacity = capacity ? capacity * 2 : 128;
            char ***columns[4] = {&list->numbers, &list->names, &list->categories, &list->masses};
            for (int f = 0; f < 4; f++) {
                char **grown = realloc(*columns[f], capacity * sizeof *grown);
                if (grown) *columns[f] = grown;
                else bad = 2;
            }
        }
        if (bad) {
            fprintf(stderr, bad == 2 ? "%s:%d: out of memory\n" : "%s:%d: expected number,symbol,name\n", path,
                    line_number);
            for (int f = 0; f < 4; f++) free(fields[f]);
            ok = 0;
            break;
        }
        list->numbers[list->loaded] = fields[0];
        list->names[list->loaded] = fields[1];
        list->categories[list->loaded] = fields[2];
        list->masses[list->loaded] = fields[3];
        list->loaded++;
    }
    fclose(file);
    if (ok && list->loaded == 0) {
        fprintf(stderr, "%s: no elements\n", path);
        ok = 0;
    }
    if (!ok) elements_free(list);
    return ok;
}

void elements_free(elements *list) {
    for (size_t i = 0; i < list->loaded; i++) {
        free(list->numbers[i]);
        free(list->names[i]);
        free(list->categories[i]);
        free(list->masses[i]);
    }
    free(list->numbers);
    free(list->names);
    free(list->categories);
    free(list->masses);
    memset(list, 0, sizeof *list);
}

int64_t elements_count(const elements *list) { return (int64_t)(list->loaded - list->first); }

size_t elements_item_text(void *user_data, int64_t index, int32_t role, char *buffer, size_t capacity) {
    const elements *list = user_data;
    if (index < 0 || index >= elements_count(list)) return 0;
    size_t i = list->first + (size_t)index;
    const char *text = role == WHEEL_TEXT_SECTOR ? list->numbers[i] : list->names[i];
    return (size_t)snprintf(buffer, capacity, "%s", text);
}
