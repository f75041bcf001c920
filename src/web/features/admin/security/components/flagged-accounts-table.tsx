import type { SecurityFlag } from '@/domain/api/security-flags';
import { Button } from '@/web/components/ui/button';
import { formatDateTime } from '@/web/lib/amount';
import { DataTable, shortId, Td } from './data-table';

const columns = [
  { label: 'User' },
  { label: 'Reason' },
  { label: 'Address' },
  { label: 'Evidence' },
  { label: 'First seen' },
  { label: 'Last seen' },
  { label: 'Action' },
];

const evidence = (figures: SecurityFlag['figures']) =>
  Object.entries(figures)
    .map(([name, n]) => `${name} ${n.toLocaleString('en-US')}`)
    .join(' · ');

/** Accounts worth a look, with why; `flags` is null while loading. Flags never block anyone. */
export function FlaggedAccountsTable({
  flags,
  onHold,
}: {
  flags: SecurityFlag[] | null;
  onHold: (flag: SecurityFlag) => void;
}) {
  return (
    <DataTable
      title="Flagged accounts"
      columns={columns}
      empty="No account is flagged."
      rows={
        flags?.map((f) => {
          const name = f.userName ?? shortId(f.userId);
          return (
            <tr key={`${f.userId}:${f.kind}:${f.address ?? ''}`}>
              <Td title={f.userId} clip="max-w-40" className="text-slate-200">
                {name}
              </Td>
              <Td className="min-w-56 text-slate-200">{f.reason}</Td>
              <Td className="whitespace-nowrap text-slate-300">{f.address ?? '—'}</Td>
              <Td className="min-w-40 text-slate-300">{evidence(f.figures)}</Td>
              <Td className="min-w-28 text-slate-400">
                <time dateTime={f.firstSeen}>{formatDateTime(f.firstSeen)}</time>
              </Td>
              <Td className="min-w-28 text-slate-400">
                <time dateTime={f.lastSeen}>{formatDateTime(f.lastSeen)}</time>
              </Td>
              <Td>
                {f.held ? (
                  <span className="text-xs font-semibold text-amber-200">On hold</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Hold rewards of ${name}`}
                    onClick={() => onHold(f)}
                  >
                    Hold
                  </Button>
                )}
              </Td>
            </tr>
          );
        }) ?? null
      }
    />
  );
}
