import { useEffect } from 'react';

export const siteName = 'QTN';

/** "Wallet · QTN": the page first, so tabs stay tellable apart when narrow. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · ${siteName}` : siteName;
}

/**
 * For a page whose name is only known once its data arrives (the video on /watch/:id):
 * overrides the route's tab title. `undefined` keeps the route's title.
 */
export function useDocumentTitle(pageTitle: string | undefined) {
  useEffect(() => {
    if (pageTitle) document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
