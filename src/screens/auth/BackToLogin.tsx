import { Link } from 'react-router-dom';
import { href, paths } from '@/routes';
import { FormFooter, type AuthMode } from './AuthForm';
import type { AuthLocationState } from './authState';

export interface BackToLoginProps {
  /** the footer's words before the link, and the link's */
  lead: string;
  label: string;
  redirect: string | null;
  /** the account type and the mobile typed so far, which the login form takes over */
  mode: AuthMode;
  mobile: string;
}

/** The footer of register and reset password: back to /login (replacing this page), with the same redirect. */
export function BackToLogin({ lead, label, redirect, mode, mobile }: BackToLoginProps) {
  return (
    <FormFooter>
      {lead}
      <Link to={href(paths.login, { redirect })} replace state={{ mode, ...(mobile ? { mobile } : {}) } satisfies AuthLocationState}>
        {label}
      </Link>
    </FormFooter>
  );
}
