import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';

/** Shows where the router is (path and query), for assertions on navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/** The path and query the probe shows. */
export const probedLocation = () => screen.getByTestId('location').textContent ?? '';
