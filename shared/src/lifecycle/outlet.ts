/** The shell renders this element where the active area's page goes. */
export const AREA_OUTLET_ID = 'puente-outlet';

/** The element an area mounts into: its own child of the shell's outlet (or of the body, when run alone). */
export function areaElement(area: string): HTMLElement {
  const id = `puente-area-${area}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  element.dataset.area = area;
  (document.getElementById(AREA_OUTLET_ID) ?? document.body).appendChild(element);
  return element;
}
