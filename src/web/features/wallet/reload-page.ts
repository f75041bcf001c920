/** The error screen's Retry starts the page afresh (specification §2); a seam for tests. */
export function reloadPage() {
  window.location.reload();
}
