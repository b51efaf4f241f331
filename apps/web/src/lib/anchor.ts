/** Spec §2: anchors scroll with an offset of 170 px (the fixed header and banner). */
export const SCROLL_OFFSET = 170;

/** Scrolls the element with this id to SCROLL_OFFSET below the top; returns it, if found. */
export function scrollToAnchor(id: string): HTMLElement | null {
  const target = document.getElementById(id);
  if (target) window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET });
  return target;
}
