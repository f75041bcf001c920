import type { ReactNode } from 'react';

/** A titled group of the form (Personal Information, Beta Preferences). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-5">
      <h2 className="border-b border-white/10 pb-2 text-lg font-semibold text-white">{title}</h2>
      {children}
    </section>
  );
}
