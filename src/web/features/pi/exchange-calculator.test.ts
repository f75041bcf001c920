import { describe, expect, it } from 'vitest';
import {
  isAmountText,
  piAmountProblem,
  piForQtt,
  piOrderAmount,
  qttForPi,
} from './exchange-calculator';

describe('exchange calculator', () => {
  it('links Pi to QTT at 20 QTT per Pi, exactly', () => {
    expect(qttForPi('1')).toBe('20');
    expect(qttForPi('0.01')).toBe('0.2');
    expect(qttForPi('0.07')).toBe('1.4'); // 0.07 * 20 in floats is 1.4000000000000001
    expect(qttForPi('1.')).toBe('20');
    expect(qttForPi('.5')).toBe('10');
    expect(qttForPi('')).toBe('');
  });

  it('links QTT back to Pi', () => {
    expect(piForQtt('20')).toBe('1');
    expect(piForQtt('0.2')).toBe('0.01');
    expect(piForQtt('4.6')).toBe('0.23');
    expect(piForQtt('')).toBe('');
  });

  it('accepts only non-negative numbers as typed text', () => {
    expect(isAmountText('12.5')).toBe(true);
    expect(isAmountText('')).toBe(true);
    expect(isAmountText('-1')).toBe(false);
    expect(isAmountText('1e3')).toBe(false);
    expect(isAmountText('1.2.3')).toBe(false);
  });

  it('refuses what the limits do not allow', () => {
    expect(piAmountProblem('')).toBe('Enter how much Pi to exchange.');
    expect(piAmountProblem('0')).toBe('The smallest exchange is 0.01 Pi (0.2 QTT).');
    expect(piAmountProblem('0.009')).toBe('The smallest exchange is 0.01 Pi (0.2 QTT).');
    expect(piAmountProblem('0.015')).toBe('Pi goes in steps of 0.01 (QTT in steps of 0.2).');
    expect(piAmountProblem('10000.01')).toBe('The largest exchange is 10000 Pi.');
    expect(piAmountProblem('0.01')).toBeNull();
    expect(piAmountProblem('2.35')).toBeNull();
  });

  it('sends the amount as an exact decimal string', () => {
    expect(piOrderAmount('1.50')).toBe('1.5');
    expect(piOrderAmount('0.10')).toBe('0.1');
  });
});
