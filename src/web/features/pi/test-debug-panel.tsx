import { useState } from 'react';
import { piMessages } from '@/domain/pi/pi-messages';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { pingServer } from '@/web/lib/pi/api/ping-server';
import { verifyPiToken } from '@/web/lib/pi/api/verify-pi-token';
import { errorMessage } from '@/web/lib/api-client';

/** Ping and a token check; the token checked is the one the current login holds. */
export function TestDebugPanel({ token }: { token: string | null }) {
  const [output, setOutput] = useState<{ label: string; text: string } | null>(null);
  const run = async (label: string, call: () => Promise<unknown>) => {
    setOutput({ label, text: 'Waiting for the server…' });
    try {
      setOutput({ label, text: JSON.stringify(await call(), null, 2) });
    } catch (error) {
      setOutput({
        label,
        text: `Error: ${errorMessage(error, String(error))}`,
      });
    }
  };
  const checkToken = () =>
    token
      ? run('Token check', () => verifyPiToken(token))
      : setOutput({ label: 'Token check', text: `Error: ${piMessages.userNotAuthenticated}` });
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-white">Debug</h2>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void run('Ping', pingServer)}>
          Ping server
        </Button>
        <Button variant="secondary" onClick={checkToken}>
          Check token
        </Button>
      </div>
      {output && (
        <div role="status" aria-label={`${output.label} result`}>
          <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {output.label}
          </p>
          <pre className="mt-1 overflow-x-auto rounded-xl bg-ink-900/80 p-3 text-xs whitespace-pre-wrap text-slate-200 ring-1 ring-white/10">
            {output.text}
          </pre>
        </div>
      )}
    </Card>
  );
}
