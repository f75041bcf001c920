import { useNavigate, type NavigateFunction } from 'react-router';

/**
 * Lets a test navigate a `<MemoryRouter>` from outside, as a person following a link would:
 * render `<navigator.Capture />` inside the router, then `await act(() => navigator.navigate(to))`.
 */
export function createTestNavigator() {
  let current: NavigateFunction | null = null;
  function Capture() {
    current = useNavigate();
    return null;
  }
  /** A path, or a step through the history (-1 is Back). */
  const navigate = async (to: string | number) => {
    if (!current) throw new Error('Render <navigator.Capture /> inside the router first.');
    await (typeof to === 'number' ? current(to) : current(to));
  };
  return { Capture, navigate };
}
