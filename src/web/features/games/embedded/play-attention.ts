/** What the server credits: only a visible page that has focus (its game frame counts). */
export function playAttention() {
  return { visible: document.visibilityState === 'visible', focused: document.hasFocus() };
}
