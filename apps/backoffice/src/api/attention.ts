import {
  type AttentionKind,
  attentionPaths,
  attentionQueue,
} from '@sunward/contracts/staff-attention';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

export const attentionKey = ['staff', 'attention'] as const;

/** One kind (or every kind) and which page. */
export interface AttentionPageQuery {
  kind?: AttentionKind;
  page: number;
}

/** The "Needs attention" queue: failed work that needs a person, late first then oldest first. */
export const attentionQuery = (query: AttentionPageQuery) =>
  queryOptions({
    queryKey: [...attentionKey, query],
    queryFn: ({ signal }) =>
      staffRequest(attentionPaths.queue, { query: { ...query }, schema: attentionQueue, signal }),
    placeholderData: keepPreviousData,
  });
