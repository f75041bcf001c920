// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { ContentForm } from './content-form';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);
const watchUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (path: string) =>
    path.startsWith('/api/oembed')
      ? { title: 'Fetched', author_name: 'Someone', thumbnail_url: '' }
      : { ok: true, id: 'c-7' },
  );
});

describe('the content form after a save', () => {
  it('shows no stale message once a draft fetched from YouTube is saved', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentForm />);
    await user.type(screen.getByLabelText('YouTube URL'), watchUrl);
    await user.click(screen.getByRole('button', { name: 'Fetch metadata' }));
    expect(await screen.findByText(/^YouTube metadata fetched/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved')).toBeVisible();
    const field = screen.getByLabelText('YouTube URL');
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Could not parse YouTube ID')).not.toBeInTheDocument();
    expect(screen.queryByText(/^YouTube metadata fetched/)).not.toBeInTheDocument();
  });

  it('clears a failed save’s message once the draft is edited', async () => {
    api.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Already in the catalogue'));
    const user = userEvent.setup();
    renderWithProviders(<ContentForm />);
    await user.type(screen.getByLabelText('YouTube URL'), watchUrl);
    await user.type(screen.getByLabelText('Title'), 'A video');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already in the catalogue');
    await user.type(screen.getByLabelText('Title'), '!');
    expect(screen.queryByText('Already in the catalogue')).not.toBeInTheDocument();
  });
});
