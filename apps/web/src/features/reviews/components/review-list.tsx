// A page of review cards from a list query (components/card-list: loading, error, empty, count, pages).
import type { Review, ReviewListResponse } from '@redress/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardList } from '../../../components/card-list.tsx';
import { ReviewCard, ReviewCardSkeleton } from './review-card.tsx';

export function ReviewList({ query, page, onPageChange, empty, linkTo, showCompany = true, actions, label = 'Reviews', skeletons = 4 }: {
  query: UseQueryResult<ReviewListResponse>;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  linkTo: (review: Review) => string;
  showCompany?: boolean;
  actions?: (review: Review) => ReactNode;
  label?: string;
  skeletons?: number;
}) {
  return (
    <CardList
      query={query} page={page} onPageChange={onPageChange} empty={empty} nouns={['review', 'reviews']} label={label}
      skeletons={skeletons} skeleton={<ReviewCardSkeleton />}
      card={(r) => <ReviewCard review={r} to={linkTo(r)} showCompany={showCompany} actions={actions?.(r)} />}
    />
  );
}
