// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newVaultPulseMs } from '../vault-section';
import { useFlash } from './use-flash';

afterEach(() => vi.useRealTimers());

describe('useFlash', () => {
  it('marks a new vault for 1.2 s, then forgets it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlash<string>(newVaultPulseMs));
    act(() => result.current[1]('v_new00001'));
    expect(result.current[0]).toBe('v_new00001');
    act(() => vi.advanceTimersByTime(1199));
    expect(result.current[0]).toBe('v_new00001');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });
});
