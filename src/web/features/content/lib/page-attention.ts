/** What every PoWT call reports: the server credits only visible, focused play (product rules R5). */
export function pageAttention() {
  return {
    visible: document.visibilityState === 'visible',
    focused: document.hasFocus(),
  };
}
