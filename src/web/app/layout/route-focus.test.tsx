// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { createTestNavigator } from '@/web/testing/test-navigator';
import { RouteFocus } from './route-focus';

function Watch() {
  useDocumentTitle('Ocean Sunrise');
  return <h1>Ocean Sunrise</h1>;
}

const routes: RouteObject[] = [
  { path: '/one', handle: { title: 'One' }, element: <h1>Page one</h1> },
  {
    path: '/two',
    handle: { title: 'Two' },
    element: (
      <>
        <h1>Page two</h1>
        <input aria-label="Search" />
      </>
    ),
  },
  { path: '/watch', handle: { title: 'Watch' }, element: <Watch /> },
  { path: '*', element: <p>No heading</p> },
];

function Page() {
  return useRoutes(routes);
}

function renderApp(path = '/one') {
  const navigator = createTestNavigator();
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/one">One</Link>
        <Link to="/two">Two</Link>
        <Link to="/watch">Watch</Link>
      </nav>
      <main id="main">
        <Page />
      </main>
      <RouteFocus routes={routes} />
      <navigator.Capture />
    </MemoryRouter>,
  );
  return navigator;
}

describe('RouteFocus', () => {
  it('names the tab after the route, and leaves focus alone on the first load', () => {
    renderApp();
    expect(document.title).toBe('One · QTN');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus from the clicked link to the new page heading', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Two' }));
    expect(document.title).toBe('Two · QTN');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page two' }));
    expect(screen.getByRole('heading', { name: 'Page two' })).toHaveAttribute('tabindex', '-1');
  });

  it('lets a page name itself more precisely than its route', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Watch' }));
    expect(document.title).toBe('Ocean Sunrise · QTN');
  });

  it('follows the loaded heading when it replaces a loading heading', async () => {
    const router = renderApp();
    await act(() => router.navigate('/nowhere'));
    const main = document.getElementById('main') as HTMLElement;
    const loading = document.createElement('h1');
    act(() => void main.append(loading));
    await Promise.resolve();
    expect(document.activeElement).toBe(loading);
    const loaded = document.createElement('h1');
    act(() => void loading.replaceWith(loaded));
    await Promise.resolve();
    expect(document.activeElement).toBe(loaded);
    loaded.remove();
  });

  it('waits for a heading that arrives later, unless the person moved focus meanwhile', async () => {
    const router = renderApp();
    await act(() => router.navigate('/nowhere'));
    const main = document.getElementById('main') as HTMLElement;
    const late = document.createElement('h1');
    late.textContent = 'Late';
    act(() => void main.append(late));
    await Promise.resolve();
    expect(document.activeElement).toBe(late);

    late.remove();
    await act(() => router.navigate('/elsewhere'));
    screen.getByRole('link', { name: 'One' }).focus();
    const later = document.createElement('h1');
    act(() => void main.append(later));
    await Promise.resolve();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'One' }));
  });

  it('skips the old page heading that stays hidden while the new page loads', async () => {
    const router = renderApp();
    const link = screen.getByRole('link', { name: 'Two' });
    link.focus();
    const main = document.getElementById('main') as HTMLElement;
    // What Suspense does while a lazy page loads: the old page stays, hidden inline.
    const old = document.createElement('div');
    old.style.setProperty('display', 'none', 'important');
    old.append(document.createElement('h1'));
    act(() => void main.append(old));
    await act(() => router.navigate('/nowhere'));
    expect(document.activeElement).toBe(link);
    const loaded = document.createElement('h1');
    act(() => void main.append(loaded));
    await Promise.resolve();
    expect(document.activeElement).toBe(loaded);
    old.remove();
    loaded.remove();
  });
});
