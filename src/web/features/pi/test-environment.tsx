import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';

export interface TestEnvironment {
  piBrowser: boolean;
  sdkLoaded: boolean | null;
  sandbox: boolean | null;
  network: string | null;
  piUsername: string | null;
}

const yesNo = (value: boolean | null, unknown = 'Checking…') =>
  value === null ? unknown : value ? 'Yes' : 'No';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-slate-400">{term}</dt>
      <dd className="text-right font-medium break-all text-white">{children}</dd>
    </div>
  );
}

/** What the test page knows about where it runs. */
export function TestEnvironmentCard({ env }: { env: TestEnvironment }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-white">Environment</h2>
      <dl className="mt-2 divide-y divide-white/5 text-sm">
        <Row term="Pi Browser detected">{yesNo(env.piBrowser)}</Row>
        <Row term="Pi SDK loaded">{env.piBrowser ? yesNo(env.sdkLoaded) : 'No'}</Row>
        <Row term="Sandbox">{yesNo(env.sandbox)}</Row>
        <Row term="Network">{env.network ?? 'Checking…'}</Row>
        <Row term="Signed in with Pi">{env.piUsername ?? 'No'}</Row>
      </dl>
    </Card>
  );
}
