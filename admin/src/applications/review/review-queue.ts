import { useEffect, useState } from 'react';
import { useStore, type GetListResult } from 'react-admin';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';

interface ListParams {
  filter?: Record<string, unknown>;
  page?: number;
  perPage?: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

export interface QueuePosition {
  /** 1-based place of this application in the list's current filter and order. */
  position: number;
  total: number;
  previous: string | null;
  next: string | null;
}

/**
 * The review queue: the applications of the list as the reviewer left it (its filter and order; all of them when
 * the list was never opened), so 'Siguiente' opens the next one without going back to the list.
 */
export function useReviewQueue(id: string): QueuePosition | null {
  const provider = useStaffDataProvider();
  const [params] = useStore<ListParams>('applications.listParams', {});
  const [queue, setQueue] = useState<QueuePosition | null>(null);
  useEffect(() => {
    let live = true;
    const filter = params.filter ?? {};
    const perPage = params.perPage ?? 20;
    const page = params.page ?? 1;
    const sort = { field: params.sort ?? 'id', order: params.order ?? 'ASC' };
    const load = (p: number): Promise<GetListResult> => provider.getList('applications', { pagination: { page: p, perPage }, filter, sort });
    void (async () => {
      const current = await load(page);
      const index = current.data.findIndex((row) => row.id === id);
      if (index < 0) return live && setQueue(null);
      const offset = (page - 1) * perPage;
      let next: string | null = current.data[index + 1]?.id ?? null;
      if (!next && current.pageInfo?.hasNextPage) next = (await load(page + 1)).data[0]?.id ?? null;
      const previous: string | null = current.data[index - 1]?.id ?? null;
      if (live) setQueue({ position: offset + index + 1, total: current.total ?? offset + current.data.length, previous, next });
    })().catch(() => live && setQueue(null));
    return () => {
      live = false;
    };
  }, [provider, params, id]);
  return queue;
}
