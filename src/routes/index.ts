/**
 * Navigation vocabulary below the screens: the route paths, links to them (`href`), the login
 * redirect, and what each route receives in its query and history state. Screens, components and
 * the app shell import it from here; it imports nothing of theirs.
 */
export { paths, routePaths, type RouteName, type RoutePath } from './paths';
export { buildHref, href, queryString, type HrefArgs } from './href';
export { loginHref } from './login';
export type { AuthLocationState, AuthMode, QueryValue, RouteQuery, RouteState, SettleSource } from './handoff';
