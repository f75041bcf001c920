import { ComingSoon } from '@/web/components/ui/coming-soon';

export function AdminTransactionsPage() {
  return (
    <ComingSoon
      eyebrow="Admin"
      title="Transactions"
      lead="Every QTT movement in one place, for administrators."
      bullets={[
        'The ledger: rewards, vault escrow, penalties and Pi exchanges.',
        'Each entry traceable to the watch session, game, vault or payment behind it.',
        'Filters by user, type and date.',
        'Admin accounts only.',
      ]}
    />
  );
}
