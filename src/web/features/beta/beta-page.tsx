import { Page } from '@/web/components/ui/page';
import { BetaBenefits } from './components/beta-benefits';
import { BetaForm } from './components/beta-form';

/** /beta: the beta programme's signup (decision 020). */
export function BetaPage() {
  return (
    <Page
      eyebrow="Beta programme"
      title="Join the QTN Beta"
      lead="Help shape QTN before everyone else: try new features first and tell us what to build."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <BetaForm />
        <div className="lg:sticky lg:top-24">
          <BetaBenefits />
        </div>
      </div>
    </Page>
  );
}
