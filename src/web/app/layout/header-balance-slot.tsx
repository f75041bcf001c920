import type { HeaderBalanceProps } from '@/web/features/wallet/header/header-balance';
import { withQueries } from '../lazy-page';

// The balance and the query client it needs load from this chunk, not from the entry: the
// entry then names one small chunk instead of every chunk the balance depends on, which keeps
// /home's first load inside its budget (decision 009). The extra step costs one round trip,
// after the page is shown, for signed-in members only.
const Balance = withQueries<HeaderBalanceProps>(
  () => import('@/web/features/wallet/header/header-balance'),
  'HeaderBalance',
);

export default function HeaderBalanceSlot(props: HeaderBalanceProps) {
  return <Balance {...props} />;
}
