import type { FansPageArg } from '@/api/types/pay';

/** The list's search, kept in the address (`?keyword=&from=&to=`) so a reload or a way back keeps it. */
export interface FansFilter {
  keyword: string;
  /** join dates from / to, YYYY-MM-DD, '' for open */
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : '');

export function filterOf(params: URLSearchParams): FansFilter {
  return { keyword: (params.get('keyword') ?? '').trim(), from: dateOf(params.get('from')), to: dateOf(params.get('to')) };
}

/** The filter as the address's query (empty parts left out). */
export function paramsOf(filter: FansFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
}

/** What fansPage is asked for a filter: the keyword (nickname or mobile) and the join dates. */
export function fansArgOf(filter: FansFilter): FansPageArg {
  return {
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.from ? { startDate: filter.from } : {}),
    ...(filter.to ? { endDate: filter.to } : {}),
  };
}

export const isFiltered = (filter: FansFilter) => Boolean(filter.keyword || filter.from || filter.to);
