import { ComingSoon } from '@/web/components/ui/coming-soon';

export function AdminSecurityPage() {
  return (
    <ComingSoon
      eyebrow="Admin"
      title="Security Center"
      lead="Watch sessions and rewards at a glance, to spot anything that does not add up."
      bullets={[
        'Access with an admin account or the admin key, with Save and Refresh.',
        'Recent sessions: user, content, seconds, heartbeats, status, IP and user agent.',
        'Recent rewards: user, content, reward, seconds, heartbeats and time.',
      ]}
    />
  );
}
