import { Link } from 'react-router';
import { paths } from '@/web/lib/paths';

export function Logo({ withWord = true }: { withWord?: boolean }) {
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label="QTN home"
    >
      <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
      {withWord && <span className="text-lg font-extrabold tracking-tight text-white">QTN</span>}
    </Link>
  );
}
