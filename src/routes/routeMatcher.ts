/**
 * Whether a pathname is a route of the app. The app's route table registers the answer
 * (src/app/routes.tsx) so that the link check (./inApp.ts), which ships with the screens that use
 * it, does not carry the 89 paths; nothing is a route until then.
 */
let matcher: ((pathname: string) => boolean) | null = null;

export function registerRouteMatcher(isRoute: (pathname: string) => boolean): void {
  matcher = isRoute;
}

export function isAppRoute(pathname: string): boolean {
  return matcher?.(pathname) ?? false;
}
