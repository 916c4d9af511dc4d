// Live rating events (the server's `rating` event, prefix rat): a rating given or deleted in another tab refetches
// my ratings instead of patching by hand (ARCHITECTURE rule 9).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RatingEvent } from '@redress/contract';
import { RATING_EVENT } from '@redress/contract/constants';
import { subscribe } from '../../../lib/socket.ts';
import { ratingKeys } from '../api/keys.ts';

export function useLiveRatings() {
  const qc = useQueryClient();
  useEffect(() => subscribe<RatingEvent>(RATING_EVENT, (e) => {
    if (e?.ratingId) void qc.invalidateQueries({ queryKey: ratingKeys.all });
  }), [qc]);
}
