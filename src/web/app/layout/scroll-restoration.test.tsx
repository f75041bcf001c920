// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestNavigator } from '@/web/testing/test-navigator';
import { ScrollRestoration } from './scroll-restoration';

function Pages() {
  return useRoutes([
    { path: '/one', element: <h1>One</h1> },
    { path: '/two', element: <h1>Two</h1> },
    { path: '/three', element: <h2 id="part">Part</h2> },
  ]);
}

function renderAt(url = '/one') {
  const navigator = createTestNavigator();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Pages />
      <ScrollRestoration />
      <navigator.Capture />
    </MemoryRouter>,
  );
  return navigator;
}

/** The person scrolls the page to `y`. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestoration', () => {
  const windowScroll = vi.fn();
  const intoView = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('scrollTo', windowScroll);
    Element.prototype.scrollIntoView = intoView;
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    windowScroll.mockReset();
    intoView.mockReset();
  });

  it('leaves the first page where the browser put it, and starts a new page at the top', async () => {
    const navigator = renderAt();
    expect(windowScroll).not.toHaveBeenCalled();
    scrollTo(500);
    await act(() => navigator.navigate('/two'));
    expect(windowScroll).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to where the person was on Back', async () => {
    const navigator = renderAt();
    await act(() => navigator.navigate('/two'));
    scrollTo(300);
    await act(() => navigator.navigate('/one'));
    expect(windowScroll).toHaveBeenLastCalledWith(0, 0);
    await act(() => navigator.navigate(-1));
    expect(windowScroll).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the position when only the query changes', async () => {
    const navigator = renderAt();
    scrollTo(200);
    await act(() => navigator.navigate('/one?tab=history'));
    expect(windowScroll).not.toHaveBeenCalled();
  });

  it('scrolls to the element a #hash names', async () => {
    const navigator = renderAt();
    await act(() => navigator.navigate('/three#part'));
    expect(intoView).toHaveBeenCalledOnce();
    expect(windowScroll).not.toHaveBeenCalled();
  });

  it('survives browsers whose scroll calls return a promise (newer Chromium)', async () => {
    windowScroll.mockImplementation(() => Promise.resolve());
    intoView.mockImplementation(() => Promise.resolve());
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigator = renderAt();
    await act(() => navigator.navigate('/two'));
    await act(() => navigator.navigate(-1));
    await act(() => navigator.navigate('/three#part'));
    // React would call a returned promise as the effect's cleanup, here or on unmount.
    expect(() => cleanup()).not.toThrow();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('ignores a malformed #hash', async () => {
    const navigator = renderAt();
    await act(() => navigator.navigate('/three#%E0%A4%A'));
    expect(intoView).not.toHaveBeenCalled();
    expect(windowScroll).toHaveBeenLastCalledWith(0, 0);
  });
});
