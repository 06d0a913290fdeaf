import { useEffect } from 'react';

/**
 * Spec §7: a page-view event with the final URL path on every completed
 * navigation. Wired to the consent-aware analytics module by the analytics
 * issue.
 */
export function usePageViewTracking(measurementId: string, path: string): void {
  useEffect(() => {
    void measurementId;
    void path;
  }, [measurementId, path]);
}
