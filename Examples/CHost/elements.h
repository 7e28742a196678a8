/* The element list of the C host: atomic numbers, names, categories and masses read from
 * Assets/elements.csv (plain C: the frozen version 1 host, Tests/CAPI/old_host.c, shares it). */
#ifndef CHOST_ELEMENTS_H
#define CHOST_ELEMENTS_H

#include <stddef.h>
#include <stdint.h>

/** The items a wheel shows: `count` elements starting at `first` of the loaded list. */
typedef struct elements {
    char **numbers;  /* Atomic numbers as text ("1" ... "118"), one per element. */
    char **names;    /* Element names, one per element. */
    char **categories; /* Categories ("noble gas"; "" when the file has none), one per element. */
    char **masses;   /* Atomic masses as text ("" when the file has none), one per element. */
    size_t loaded;   /* How many elements the file held. */
    size_t first;    /* The first element the wheel shows (items removed from the front). */
} elements;

/** Reads `path` (CSV with header "number,symbol,name,..."); on failure prints
 *  "path:line: message" to stderr and returns 0. */
int elements_load(elements *list, const char *path);

/** Frees the list's strings. */
void elements_free(elements *list);

/** The number of items the wheel shows. */
int64_t elements_count(const elements *list);

/** The wheel's item-text callback (wheel_item_text_fn): user_data is an `elements *`. */
size_t elements_item_text(void *user_data, int64_t index, int32_t role, char *buffer, size_t capacity);

#endif
