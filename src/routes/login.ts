import { href } from './href';

/**
 * The login page with the way back: `/login?redirect=<where the user was>`. Every "log in first"
 * (a guarded route, the mine tab, a guest's action on a page) goes through here; the login page
 * sends the user back to `back` once signed in (only an in-app path is followed).
 */
export function loginHref(back: string): string {
  return href.login({ redirect: back });
}
