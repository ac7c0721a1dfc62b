import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One query-string parameter of the page, for a tab kept in the address (`?status=1`, `?type=2`):
 * its value, and a setter that replaces the history entry (a tab is no step back) and keeps the other
 * parameters. Setting `undefined` (a page's default tab) drops the parameter.
 */
export function useQueryParam(name: string): [value: string | null, set: (value: string | undefined) => void, params: URLSearchParams] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | undefined) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (value === undefined) query.delete(name);
          else query.set(name, value);
          return query;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set, params];
}
