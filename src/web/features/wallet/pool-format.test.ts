import { describe, expect, it } from 'vitest';
import { formatPoolMinutes, formatPoolScale } from './pool-format';

describe("today's pool wording", () => {
  it('names the scale that would apply now', () => {
    expect(formatPoolScale({ scaled: false, scale: 1 })).toBe('Full rate');
    expect(formatPoolScale({ scaled: true, scale: 0.62 })).toBe('Scaled to 62 %');
    expect(formatPoolScale({ scaled: true, scale: 0.001234 })).toBe('Scaled to 0.123 %');
  });

  it('shows minutes with a decimal only while they are few', () => {
    expect(formatPoolMinutes(0)).toBe('0 min');
    expect(formatPoolMinutes(2.5)).toBe('2.5 min');
    expect(formatPoolMinutes(1234.4)).toBe('1,234 min');
  });
});
