// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { betaMessages as m } from '@/domain/beta/beta-copy';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { BetaPage } from './beta-page';

type Answer = { status: number; statusText?: string; body: unknown };

function serve(...answers: Answer[]) {
  const calls: Array<{ url: string; body: unknown }> = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    await gate;
    const a = answers.shift() ?? { status: 500, body: null };
    return new Response(JSON.stringify(a.body), {
      status: a.status,
      statusText: a.statusText ?? '',
    });
  });
  return { calls, release };
}

afterEach(() => vi.unstubAllGlobals());

const renderPage = () => {
  renderWithProviders(<BetaPage />, { url: '/beta' });
  // No pause between keystrokes: the form is typed into a lot, on busy machines too.
  return userEvent.setup({ delay: null });
};
const email = () => screen.getByRole('textbox', { name: /^Email/ });
const name = () => screen.getByRole('textbox', { name: /^Name/ });
const piUsername = () => screen.getByRole('textbox', { name: /^Pi Network username/ });
const terms = () => screen.getByRole('checkbox', { name: /I agree to the/ });
const submit = () => screen.getByRole('button', { name: m.submit });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'Ada@Example.com');
  await user.type(name(), 'Ada');
  await user.type(piUsername(), 'ada_pi');
  await user.click(screen.getByRole('checkbox', { name: 'Proof of Watch Time' }));
  await user.click(terms());
}

describe('BetaPage', { timeout: 20_000 }, () => {
  it('shows the heading, both sections, the terms links and the benefits', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the QTN Beta' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Beta Preferences' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Beginner' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select…' })).toBeInTheDocument();
    expect(screen.getByText(/Hall of Fame/)).toBeVisible();
  });

  it('shows every error together, focuses the first, sends nothing, and clears each on edit', async () => {
    const server = serve();
    const user = renderPage();
    await user.click(submit());
    for (const message of [
      m.emailRequired,
      m.nameRequired,
      m.piUsernameRequired,
      m.interestsRequired,
      m.termsRequired,
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(m.emailRequired);
    expect(terms()).toHaveAccessibleDescription(m.termsRequired);
    expect(server.calls).toEqual([]);

    await user.type(email(), 'not-an-address');
    expect(screen.queryByText(m.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByText(m.nameRequired)).toBeVisible();
    await user.click(submit());
    expect(screen.getByText(m.emailInvalid)).toBeVisible();
    expect(email()).toHaveFocus();
    await user.type(name(), 'Ada');
    expect(screen.queryByText(m.nameRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Pi Payments' }));
    expect(screen.queryByText(m.interestsRequired)).not.toBeInTheDocument();
    await user.click(terms());
    expect(screen.queryByText(m.termsRequired)).not.toBeInTheDocument();
    expect(screen.getByText(m.piUsernameRequired)).toBeVisible();
    expect(server.calls).toEqual([]);
  });

  it('sends the form, shows Submitting..., then the Beta ID, and resets to the defaults', async () => {
    const server = serve({ status: 200, body: { betaId: 'QTN-BETA-0123456789AB' } });
    const user = renderPage();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    await user.selectOptions(screen.getByRole('combobox'), 'Friend');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: m.submitting })).toBeDisabled();
    server.release();
    expect(await screen.findByText(m.success)).toBeVisible();
    expect(screen.getByText(m.betaIdLabel)).toBeVisible();
    expect(screen.getByText('QTN-BETA-0123456789AB')).toBeVisible();
    expect(server.calls).toEqual([
      {
        url: '/api/beta-signup',
        body: {
          email: 'Ada@Example.com',
          name: 'Ada',
          piUsername: 'ada_pi',
          deviceType: 'both',
          experience: 'beginner',
          interests: ['powt'],
          referralSource: 'friend',
          agreeToTerms: true,
        },
      },
    ]);
    expect(email()).toHaveValue('');
    expect(name()).toHaveValue('');
    expect(piUsername()).toHaveValue('');
    expect(terms()).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Proof of Watch Time' })).not.toBeChecked();
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(submit()).toBeEnabled();
  });

  it('copies the Beta ID', async () => {
    serve({ status: 200, body: { betaId: 'QTN-BETA-0123456789AB' } }).release();
    const user = renderPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await fillValid(user);
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Copy Beta ID' }));
    expect(writeText).toHaveBeenCalledWith('QTN-BETA-0123456789AB');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it('shows the error box titled Error on a non-OK answer and keeps the form', async () => {
    serve({
      status: 503,
      statusText: 'Service Unavailable',
      body: { error: { code: 'UNAVAILABLE', message: 'Busy' } },
    }).release();
    const user = renderPage();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(
      'Failed to submit beta signup: API error: 503 Service Unavailable',
    );
    expect(email()).toHaveValue('Ada@Example.com');
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});
