/** The error screen's Retry starts the page afresh (product rules R11); a seam for tests. */
export function reloadPage() {
  window.location.reload();
}
