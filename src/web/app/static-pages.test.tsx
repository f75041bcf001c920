// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from '@/web/features/info-pages/about-page';
import { FeaturesPage } from '@/web/features/info-pages/features-page';
import { HomePage } from '@/web/features/info-pages/home-page';
import { PrivacyPage } from '@/web/features/info-pages/privacy-page';
import { TermsPage } from '@/web/features/info-pages/terms-page';
import { AuthContext } from '@/web/lib/auth-context';
import { fakeAuth } from '@/web/testing/fake-auth';

// The routes that router.tsx declares with `staticPage`: they get no query client, which is
// what keeps the query library out of /home's first load.
const staticPages: [string, ComponentType][] = [
  ['/home', HomePage],
  ['/about', AboutPage],
  ['/features', FeaturesPage],
  ['/privacy', PrivacyPage],
  ['/terms', TermsPage],
];

describe('the pages that load no query client', () => {
  it.each(staticPages)('%s renders without one', (url, Page) => {
    for (const status of ['signed-out', 'signed-in'] as const) {
      const view = render(
        <AuthContext.Provider value={fakeAuth(status)}>
          <MemoryRouter initialEntries={[url]}>
            <Page />
          </MemoryRouter>
        </AuthContext.Provider>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      view.unmount();
    }
  });
});
