// A page of complaint cards from a list query (components/card-list: loading, error, empty, count, pages).
import type { ComplaintListResponse } from '@redress/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardList } from '../../../components/card-list.tsx';
import { paths } from '../../../config/paths.ts';
import { ComplaintCard, ComplaintCardSkeleton } from './complaint-card.tsx';

export function ComplaintList({ query, page, onPageChange, empty, showCompany = true, showAuthor = false, label = 'Complaints', skeletons = 6 }: {
  query: UseQueryResult<ComplaintListResponse>;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  showCompany?: boolean;
  showAuthor?: boolean;
  label?: string;
  skeletons?: number;
}) {
  return (
    <CardList
      query={query} page={page} onPageChange={onPageChange} empty={empty} nouns={['complaint', 'complaints']} label={label}
      skeletons={skeletons} skeleton={<ComplaintCardSkeleton />}
      card={(c) => <ComplaintCard complaint={c} to={paths.complaint(c.id)} showCompany={showCompany} showAuthor={showAuthor} />}
    />
  );
}
