/**
 * Navigation vocabulary below the screens: the route paths, links to them (`href`), the login
 * redirect, and what each route receives in its query and history state. Screens, components and
 * the app shell import it from here; it imports nothing of theirs.
 */
export * as paths from './paths';
export { href, loginHref, queryString, withoutParam, type HrefArgs, type RouteName, type RoutePath } from './href';
export { inAppLink, sameOriginPath } from './inApp';
export { isAppRoute, registerRouteMatcher } from './routeMatcher';
export type { AuthLocationState, AuthMode, QueryValue, RouteQuery, RouteState, SettleSource } from './handoff';
