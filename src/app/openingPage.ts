import { paths } from '@/routes';
import { routeEntryFor } from './routeMatch';

/**
 * The page a launch on `pathname` shows first: a guest who opens a login-only route is sent to the
 * login page by its guard (./guards.tsx), so the launch loads the login screen, not the route's
 * own (its chunk, its calls). The boot loader makes the same choice from the stored sid
 * (build/bootLoader.ts).
 */
export function openingPage(pathname: string, signedIn: boolean): string {
  return !signedIn && routeEntryFor(pathname)?.needsLogin ? paths.login : pathname;
}
