/** The phone's tab bar height: the page keeps this much room at its foot so nothing hides behind the bar. */
export const TAB_BAR_HEIGHT_PX = 60;
