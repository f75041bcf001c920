import { BadgeCheck, Scale, ScrollText } from 'lucide-react';
import { IconCard } from './icon-card';
import { SectionHeading } from './section-heading';

export function AboutMission() {
  return (
    <section aria-labelledby="mission" className="mt-20 sm:mt-24">
      <SectionHeading
        id="mission"
        eyebrow="Our mission"
        title="Reward attention, fairly"
        lead="Attention is the scarcest thing online, and the internet already runs on it. We want the people giving it to share in the value, under rules that are the same for everyone and cannot be gamed."
      />
      <div className="mt-10 grid gap-4 md:grid-cols-3">
        <IconCard icon={Scale} title="Fair">
          The same verified second earns the same reward for every member. Caps and one rewarding
          session at a time stop anyone from farming more than their share.
        </IconCard>
        <IconCard icon={BadgeCheck} tone="accent" title="Verifiable">
          Every QTT credited comes from a server rule applied to evidence it can check, and lands in
          a double-entry ledger where a correction is a new entry, never an edit.
        </IconCard>
        <IconCard icon={ScrollText} tone="emerald" title="Honest">
          QTT is a reward token with no guaranteed monetary value. We say so plainly, and our pages
          only promise what the product actually does.
        </IconCard>
      </div>
    </section>
  );
}
