import { useState } from 'react';
import { lazyScreen } from '../lib/lazy-screen';
import { useNotificationStore } from '../lib/notification-store';
import { OptionalPart } from './section-boundary';

// The modal's radix dialog comes with the first notification, not before the first paint
// (issue 19: a phone's budget); the service worker keeps it with the rest of the app.
const NotificationModal = lazyScreen(() =>
  import('./notification-modal').then((m) => m.NotificationModal),
);

/**
 * The notification modal (SPEC §2), mounted from the first message on and then kept, so radix
 * closes it and gives the focus back. A modal whose code did not arrive is asked for again with
 * the next message.
 */
export function NotificationDialog() {
  const message = useNotificationStore((state) => state.message);
  const [hasMessaged, setHasMessaged] = useState(false);
  if (message !== null && !hasMessaged) setHasMessaged(true);
  if (!hasMessaged) return null;
  return (
    <OptionalPart resetKey={message ?? ''}>
      <NotificationModal />
    </OptionalPart>
  );
}
