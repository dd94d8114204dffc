/** Spec sections 7 and 9: async pickers search after 500 ms and load pages of 10 from a growing offset. */
export const ASYNC_SELECT_DEBOUNCE_MS = 500;
export const ASYNC_SELECT_PAGE_SIZE = 10;

/** Spec section 9: a popover or dropdown is at most 300 px high. */
export const POPUP_MAX_HEIGHT_PX = 300;

/** The option list's height, leaving room in the 300 px popup for its padding and a status row. */
export const PICKER_LIST_HEIGHT_PX = POPUP_MAX_HEIGHT_PX - 52;

/** How close to the end of the list (px) counts as the end, so the next page loads in time. */
export const END_OF_LIST_PX = 8;
