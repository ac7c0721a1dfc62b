import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readAuthState, type AuthLocationState } from './authState';

/**
 * What an auth screen was opened with: the page to return to (`redirect`), its query, and the state
 * another auth screen passed on (mobile, account type), read once when the screen opens.
 */
export function useAuthRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [incoming] = useState<AuthLocationState>(() => readAuthState(location.state));
  return { navigate, searchParams, redirect: searchParams.get('redirect'), incoming };
}
