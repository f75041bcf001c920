import { describe, expect, it, vi } from 'vitest';
import { neverToPiPlaceholders } from './mailer';
import { isPiPlaceholderEmail, piPlaceholderEmail, shownEmail } from '@/domain/pi/pi-account';

describe("a Pi account's placeholder address", () => {
  it('is recognised, never shown and never mailed', async () => {
    const address = piPlaceholderEmail('4f6c0c1e-0000-4000-8000-000000000000');
    expect(isPiPlaceholderEmail(address)).toBe(true);
    expect(isPiPlaceholderEmail(address.toUpperCase())).toBe(true);
    expect(shownEmail(address)).toBeNull();
    expect(shownEmail('ada@example.com')).toBe('ada@example.com');
    const send = vi.fn(() => Promise.resolve());
    const mailer = neverToPiPlaceholders({ send });
    await mailer.send({ to: address, subject: 's', text: 't' });
    expect(send).not.toHaveBeenCalled();
    await mailer.send({ to: 'ada@example.com', subject: 's', text: 't' });
    expect(send).toHaveBeenCalledOnce();
  });
});
