import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { canGoBack } from '@/components/PageHeader/PageHeader';
import { useQueryParam } from '@/hooks/useQueryParam';

/**
 * The cash-coupon plan open on /creditZone (`?zone=cash&plan=<id>`). Opening one is a step of its
 * own in the history, so back closes it; closing a plan the page was opened on (a shared link, a
 * reload) replaces the address with the cash tab.
 */
export function usePlanParam(): { planId: string | null; open: (proposeId: string) => void; close: () => void } {
  const [planId] = useQueryParam('plan');
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  const open = useCallback((proposeId: string) => setParams({ zone: 'cash', plan: proposeId }), [setParams]);
  const close = useCallback(() => {
    if (canGoBack(key)) void navigate(-1);
    else setParams({ zone: 'cash' }, { replace: true });
  }, [key, navigate, setParams]);
  return { planId, open, close };
}
