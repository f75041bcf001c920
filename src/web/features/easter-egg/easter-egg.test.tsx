// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EasterEgg, easterEggDurationMs } from './easter-egg';
import { konamiSequence } from './konami';
import { playArpeggio } from './play-arpeggio';

vi.mock('./play-arpeggio', () => ({ playArpeggio: vi.fn(() => true) }));

const typeCode = (target: Element = document.body) =>
  konamiSequence.forEach((key) => fireEvent.keyDown(target, { key }));
const credits = () => screen.queryByRole('dialog', { name: 'QTN credits' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(playArpeggio).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('EasterEgg', () => {
  it('shows the credits and plays the sound on the code, for 5 seconds', () => {
    render(<EasterEgg />);
    expect(credits()).not.toBeInTheDocument();
    typeCode();
    const dialog = credits();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('ATTENTION = CURRENCY');
    expect(dialog).toHaveTextContent('the QTN founders');
    expect(dialog).toHaveFocus();
    expect(playArpeggio).toHaveBeenCalledTimes(1);
    expect(easterEggDurationMs).toBe(5000);

    act(() => vi.advanceTimersByTime(easterEggDurationMs - 1));
    expect(credits()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(credits()).not.toBeInTheDocument();
  });

  it('does not show for a partial or broken sequence', () => {
    render(<EasterEgg />);
    konamiSequence.slice(0, 9).forEach((key) => fireEvent.keyDown(document.body, { key }));
    fireEvent.keyDown(document.body, { key: 'x' });
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(credits()).not.toBeInTheDocument();
    expect(playArpeggio).not.toHaveBeenCalled();
  });

  it('accepts capital B and A, and ignores the code typed with Ctrl held', () => {
    render(<EasterEgg />);
    konamiSequence.forEach((key) => fireEvent.keyDown(document.body, { key, ctrlKey: true }));
    expect(credits()).not.toBeInTheDocument();
    [...konamiSequence.slice(0, 8), 'B', 'A'].forEach((key) =>
      fireEvent.keyDown(document.body, { key }),
    );
    expect(credits()).toBeInTheDocument();
  });

  it.each([
    ['an input', <input key="f" aria-label="field" />],
    ['a textarea', <textarea key="f" aria-label="field" />],
    ['a select', <select key="f" aria-label="field" />],
    [
      'a contenteditable',
      <div key="f" aria-label="field" role="textbox" contentEditable suppressContentEditableWarning>
        <span>text</span>
      </div>,
    ],
  ])('ignores the code while typing in %s', (_, field) => {
    render(
      <>
        {field}
        <EasterEgg />
      </>,
    );
    const target = screen.getByLabelText('field');
    typeCode(target.querySelector('span') ?? target);
    expect(credits()).not.toBeInTheDocument();
    // The same keys outside the field still work.
    typeCode();
    expect(credits()).toBeInTheDocument();
  });

  it('closes early on Escape and gives focus back', () => {
    render(
      <>
        <button type="button">Before</button>
        <EasterEgg />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    typeCode(before);
    expect(credits()).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(credits()).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  it('closes early on a click, and a repeat restarts the 5 seconds', () => {
    render(<EasterEgg />);
    typeCode();
    fireEvent.click(screen.getByText('ATTENTION = CURRENCY'));
    expect(credits()).not.toBeInTheDocument();

    typeCode();
    act(() => vi.advanceTimersByTime(3000));
    typeCode();
    act(() => vi.advanceTimersByTime(3000));
    expect(credits()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(credits()).not.toBeInTheDocument();
  });
});
