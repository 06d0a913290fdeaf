import { useEffect } from 'react';
import { trackPageView } from './analytics';

/**
 * Spec §7: a page-view event with the final URL path on every completed
 * navigation. The shell calls it with the path Django answered for (after
 * redirects), on the first load and after each client-side navigation;
 * analytics.ts decides, from the visitor's consent, whether it is sent, kept
 * until a choice is made, or dropped.
 */
export function usePageViewTracking(measurementId: string, path: string): void {
  useEffect(() => {
    trackPageView(measurementId, path);
  }, [measurementId, path]);
}
