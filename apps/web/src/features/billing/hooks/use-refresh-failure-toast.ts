import { useEffect, useRef } from 'react';
import { toApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';

/**
 * One 'Failed to refresh subscription data' toast while any of the panel's queries is failing,
 * however many fail; it may show again after they have all recovered. A 401 shows nothing: the
 * user is being logged out.
 */
export function useRefreshFailureToast(errors: Array<Error | null>): void {
  const failing = errors.find((error) => error !== null) ?? null;
  const shown = useRef(false);
  useEffect(() => {
    if (!failing) {
      shown.current = false;
      return;
    }
    if (shown.current || toApiError(failing).status === 401) return;
    shown.current = true;
    notifyError('Failed to refresh subscription data');
  }, [failing]);
}
