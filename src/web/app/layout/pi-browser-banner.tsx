import { Link } from 'react-router';
import { isPiBrowser } from '@/web/lib/pi-browser';
import { paths } from '@/web/lib/paths';

export function PiBrowserBanner() {
  if (!isPiBrowser()) return null;
  return (
    <div
      role="region"
      aria-label="Pi Browser"
      className="bg-gradient-to-r from-amber-500/90 to-brand-600/90 px-4 py-2 text-center text-sm font-medium text-white"
    >
      Pi Browser detected.{' '}
      <Link to={paths.testPayment} className="underline underline-offset-2 hover:text-amber-100">
        Test a Pi payment →
      </Link>
    </div>
  );
}
