import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';

/** The frame of the account pages: the one h1, a lead, and the form in a card. */
export function AuthPageCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-center text-slate-400">{lead}</p>
      <Card className="mt-8 p-5 sm:p-7">{children}</Card>
    </div>
  );
}
