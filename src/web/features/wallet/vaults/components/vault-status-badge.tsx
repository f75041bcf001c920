import type { VaultView } from '@/domain/api/wallet';
import { Badge } from '@/web/components/ui/badge';
import { vaultStatusText } from '../lib/vault-status';
import { vaultPhase } from '../lib/vault-time';

const tones = {
  locked: 'brand',
  ready: 'success',
  claimed: 'accent',
  withdrawn: 'warning',
} as const;

export function VaultStatusBadge({ vault, now }: { vault: VaultView; now: Date }) {
  return <Badge tone={tones[vaultPhase(vault, now)]}>{vaultStatusText(vault, now)}</Badge>;
}
