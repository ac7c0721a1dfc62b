import { Activity, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { RouteScreen } from './RouteScreen';
import { routeTable, type RouteEntry } from './routeTable';

const keepAliveEntries = routeTable.filter((entry) => entry.keepAlive);

/**
 * Keep-alive routes (/register, /apply/agent, /apply/nextStep, /mine/largeTurntable) stay mounted
 * once visited; React's <Activity> hides them and keeps their state while another route shows.
 * Their route elements are empty, so this host is what renders them. Hidden, a kept screen's effects
 * are cleaned up (its RTK Query subscriptions end); shown again, they subscribe anew, so a query
 * that must be current (`refetchOnMountOrArgChange`, e.g. an order's detail) is asked again then.
 */
export function KeepAliveHost({ paused = false }: { paused?: boolean }) {
  const { pathname } = useLocation();
  // paused: the location is about to be redirected (leave guard); show and mount nothing new
  const current = paused ? undefined : keepAliveEntries.find((entry) => matchPath(entry.path, pathname));
  const [visited, setVisited] = useState<readonly RouteEntry[]>([]);
  if (current && !visited.includes(current)) setVisited([...visited, current]);

  return visited.map((entry) => (
    <Activity key={entry.path} mode={entry === current ? 'visible' : 'hidden'}>
      <RouteScreen entry={entry} />
    </Activity>
  ));
}
