// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountField, ReasonField, SelectField, TextField } from './text-field';

describe('the text-field family', () => {
  it('names the control by its label and describes it by its hint', () => {
    render(<TextField label="Email" hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('puts the error in place of the hint and marks the control invalid', () => {
    render(<AmountField hint="Up to 8 decimal places." error="Enter an amount." />);
    const input = screen.getByRole('textbox', { name: 'Amount (QTT)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an amount.');
    expect(screen.queryByText('Up to 8 decimal places.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error that arrives after an answer, and adds ids described elsewhere', () => {
    render(
      <>
        <p id="limit">At most 40 QTT now.</p>
        <ReasonField error="Write why." announce describedBy="limit" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Write why.');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Write why. At most 40 QTT now.',
    );
  });

  it('marks a required field without putting the mark in its name', () => {
    render(
      <SelectField label="Device" requiredMark aria-required>
        <option>Phone</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Device' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden');
  });
});
