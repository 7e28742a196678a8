/* Per-item content of the element wheel (ABI version 2): category colours and atomic masses. */
#ifndef CHOST_CONTENT_H
#define CHOST_CONTENT_H

#include "elements.h"
#include "wheelcore.h"

/** The wheel's item-content callback (wheel_item_content_fn): user_data is an `elements *`.
 *  An element's sector gets its category's colour and its label the atomic mass as the
 *  detail line (shown when the configuration's show_detail_text is 1). No images. */
int elements_item_content(void *user_data, int64_t index, wheel_item_content *content);

#endif
