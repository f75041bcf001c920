import { Compass } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <Compass className="size-12 text-accent-400" aria-hidden />
      <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">404</p>
      <h1 className="text-3xl font-bold text-white">Page not found</h1>
      <p className="max-w-md break-all text-slate-400">
        There is nothing at <code className="text-slate-300">{pathname}</code>.
      </p>
      <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
    </div>
  );
}
