/** What a route of the table says about itself, read back with `matchRoutes()`. */
export interface RouteHandle {
  /** The page's name in the tab title: "Wallet · QTN". */
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string'
  );
}
