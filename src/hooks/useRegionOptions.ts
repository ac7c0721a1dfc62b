import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useQueryCityAreaQuery } from '@/api/regionApi';
import { readStored, writeStored } from '@/platform/storage';
import { regionOptions, type RegionOption } from '@/components/RegionPicker/regions';

export interface RegionOptionsState {
  options: RegionOption[];
  /** the region call is on its way (only when nothing was stored at startup) */
  loading: boolean;
  /** nothing stored and the region call failed */
  failed: boolean;
  retry: () => void;
}

/**
 * The region cascade's options: the regions stored at startup, or, when startup could not fetch
 * them (offline at launch, a first page opened before it finished), the region call itself, whose
 * answer is stored for next time.
 */
export function useRegionOptions(): RegionOptionsState {
  const [stored] = useState(() => readStored('regions'));
  const needsCall = stored.length === 0;
  const call = useQueryCityAreaQuery(needsCall ? undefined : skipToken);
  const fetched = call.data;
  useEffect(() => {
    if (needsCall && fetched && fetched.length > 0) writeStored('regions', fetched);
  }, [needsCall, fetched]);
  const options = useMemo(() => regionOptions(needsCall ? (fetched ?? []) : stored), [needsCall, fetched, stored]);
  return {
    options,
    loading: needsCall && call.isFetching,
    failed: needsCall && Boolean(call.error) && !fetched,
    retry: () => void call.refetch(),
  };
}
