// The live bell: a notification raised for this person (or their company) refetches the count and the list, and sets
// the "new" flag until the panel is opened (spec section 4: a new-notification flag).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NotificationEvent } from '@redress/contract';
import { NOTIFICATION_EVENT } from '@redress/contract/notification-constants';
import { subscribe } from '../../../lib/socket.ts';
import { notificationKeys } from '../api/keys.ts';

export function useLiveNotifications(enabled: boolean): { fresh: boolean; seen: () => void } {
  const qc = useQueryClient();
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribe<NotificationEvent>(NOTIFICATION_EVENT, (e) => {
      if (!e?.notification) return;
      setFresh(true);
      void qc.invalidateQueries({ queryKey: notificationKeys.all });
    });
  }, [enabled, qc]);
  return { fresh, seen: () => setFresh(false) };
}
