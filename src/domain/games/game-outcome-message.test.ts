import { describe, expect, it } from 'vitest';
import { gameOutcomes } from '../api/games';
import { qtt } from '../money/qtt';
import {
  embeddedCappedMessage,
  embeddedTooShortMessage,
  formulaCappedMessage,
  gameOutcomeMessage,
} from './game-outcome-message';

const facts = { dailyCap: qtt(50) };

describe('gameOutcomeMessage', () => {
  it('says nothing for a payout, and for outcomes that bring their own message', () => {
    for (const o of [
      'paid',
      'below_requirements',
      'implausible',
      'too_soon',
      'address_limit',
      'email_unconfirmed',
    ] as const)
      expect(gameOutcomeMessage(o, facts)).toBeNull();
  });

  it('gives every other outcome a reason in words, never its code', () => {
    for (const o of gameOutcomes) {
      const words = gameOutcomeMessage(o, facts);
      if (words === null) continue;
      expect(words).not.toContain('_');
      expect(words.length).toBeGreaterThan(20);
    }
  });

  it("names today's game limit and when it starts again", () => {
    expect(gameOutcomeMessage('daily_cap', facts)).toBe(
      "This game earned no QTT: you have reached today's limit of 50 QTT from games. " +
        'It starts again at midnight UTC.',
    );
  });

  it('says why an empty pool, a hold or a second finish pays nothing', () => {
    expect(gameOutcomeMessage('pool_empty', facts)).toMatch(/reward pool is empty/);
    expect(gameOutcomeMessage('held', facts)).toMatch(/on hold while an admin reviews/);
    expect(gameOutcomeMessage('session_closed', facts)).toMatch(/already settled/);
  });
});

describe('embedded play messages', () => {
  it('tells a short play how much was verified and what one QTT takes', () => {
    expect(embeddedTooShortMessage(11)).toBe(
      'This game earned no QTT: 0:11 of play was verified and each QTT takes 15 seconds. ' +
        'Time with the game hidden or out of focus does not count.',
    );
  });

  it("tells a capped play the game's maximum and what the play was worth", () => {
    expect(
      embeddedCappedMessage({ title: 'Space Shooter', verifiedSeconds: 190, maxReward: 8 }),
    ).toBe(
      '8 QTT is the most Space Shooter pays for one play: your 3:10 of verified play ' +
        'would be worth 12 QTT.',
    );
  });
});

describe('formulaCappedMessage', () => {
  it("tells a capped scored game the game's maximum and what the result was worth", () => {
    expect(formulaCappedMessage({ title: 'Memory Master', maxReward: 8, worth: 15 })).toBe(
      '8 QTT is the most Memory Master pays for one game: your result would be worth 15.0 QTT.',
    );
  });
});
