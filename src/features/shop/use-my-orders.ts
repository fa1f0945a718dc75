import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { loadShopOrders } from '../../api/endpoints/shop';
import type { ShopOrder } from '../../generated/api/shop-order';
import { customerKeys } from '../../queries/query-keys';
import { acceptedResult } from '../../queries/refused-read';
import { useSession } from '../../session/use-session';
import { useTenant } from '../../tenant/use-tenant';

export const MY_ORDERS_PAGE_SIZE = 10;

export interface MyOrders {
  status: 'loading' | 'ready' | 'error';
  orders: ShopOrder[];
  /** More of the customer's orders than shown. */
  more: boolean;
  loadingMore: boolean;
  loadMore(): void;
  reload(): void;
}

/**
 * The controller of myorders: the signed-in customer's own orders at this shop, latest first, a
 * page at a time (docs/shop.md#my-orders). Nothing is asked before they are logged in.
 */
export function useMyOrders(): MyOrders {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const loggedIn = useSession().status === 'loggedIn';
  const queryKey = useMemo(
    () => customerKeys.shopOrders(bundle.tenant.id, bundle.site.shopCode),
    [bundle.tenant.id, bundle.site.shopCode],
  );
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const result = acceptedResult(
        await loadShopOrders(shop, { pageSize: MY_ORDERS_PAGE_SIZE, currPage: pageParam }, signal),
      );
      const list = result.list ?? [];
      return { list, total: result.total ?? list.length };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((n, page) => n + page.list.length, 0) < last.total ? lastPage + 1 : undefined,
    enabled: loggedIn,
  });
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);
  const orders = query.data?.pages.flatMap((page) => page.list) ?? [];
  const status =
    query.status === 'success' ? 'ready' : query.status === 'error' && !query.isFetching ? 'error' : 'loading';
  return {
    status,
    orders,
    more: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore,
    reload,
  };
}
