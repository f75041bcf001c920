import { Badge } from '@/web/components/ui/badge';
import type { VaultRowModel } from '../lib/vault-row-model';

/** Marks a chain row 'On-chain' and a mock row 'MOCK'; off-chain rows carry no mark. */
export function VaultOriginBadge({ vault }: { vault: VaultRowModel }) {
  if (!vault.origin) return null;
  return vault.origin === 'mock' ? (
    <Badge tone="warning">MOCK</Badge>
  ) : (
    <Badge tone="accent">On-chain</Badge>
  );
}
