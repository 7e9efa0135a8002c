import { useId } from 'react';

/**
 * Ties a row of tabs to the one panel they switch (WAI-ARIA tabs): each tab names the panel it
 * controls, and the panel is labelled by the selected tab. Spread `tab(key)` on each tab and
 * `panel(selected)` on the element whose content the tabs change.
 */
export function useTabPanel<K extends string | number | null>() {
  const base = useId();
  const panelId = `${base}panel`;
  const tabId = (key: K) => `${base}tab-${String(key).replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return {
    tab: (key: K) => ({ id: tabId(key), 'aria-controls': panelId }),
    panel: (selected: K) => ({ id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(selected) }),
  };
}
