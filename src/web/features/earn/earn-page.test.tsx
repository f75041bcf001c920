// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { EarnPage } from './earn-page';

describe('Other ways to earn', () => {
  it('leads to the ways that work and marks only the unbuilt one as coming soon', () => {
    renderWithProviders(<EarnPage />);
    expect(screen.getByRole('link', { name: 'Play Games' })).toHaveAttribute('href', '/games');
    expect(screen.getByRole('link', { name: 'Exchange Pi' })).toHaveAttribute(
      'href',
      '/earn/exchange',
    );
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/earn/content',
    );
    expect(screen.getAllByText(/coming soon/i)).toHaveLength(2); // the badge and the button
    expect(screen.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  });
});
