import { useState } from 'react';
import { analyticsDefaultSummaryDays } from '@/domain/analytics/analytics-rules';
import { Page } from '@/web/components/ui/page';
import { hasErrorCode } from '@/web/lib/api-client';
import { useAnalyticsSummary } from './analytics/api/get-analytics-summary';
import { AnalyticsOverview } from './analytics/components/analytics-overview';
import { AdminGuard, AdminOnly, AdminSignedOut } from './components/admin-guard';

/** What visitors do, counted from the analytics events the app sends (decision 019). */
export function AdminAnalyticsPage() {
  return (
    <Page
      eyebrow="Admin"
      title="Analytics"
      lead="Events per type and UTC day: page views, sign-ins, watches and games."
    >
      <AdminGuard>
        <AdminAnalytics />
      </AdminGuard>
    </Page>
  );
}

function AdminAnalytics() {
  const [days, setDays] = useState<number>(analyticsDefaultSummaryDays);
  const summary = useAnalyticsSummary(days);
  // The session can end, or the role be taken away, while the page is open.
  if (hasErrorCode(summary.error, 'UNAUTHORIZED')) return <AdminSignedOut />;
  if (hasErrorCode(summary.error, 'FORBIDDEN')) return <AdminOnly />;
  return <AnalyticsOverview days={days} onDaysChange={setDays} summary={summary} />;
}
