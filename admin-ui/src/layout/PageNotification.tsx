import { Notification, type NotificationProps } from 'react-admin';
import { useLocation } from 'react-router-dom';

/**
 * react-admin's toasts, one page at a time: a toast still showing when the owner moves to
 * another page closes with the page it was about. A toast raised on the way to the new page
 * (the /admin gate's refusal, a save that goes back to the list) is queued in the same update
 * as the move, so the new page shows it. The product's mutations are pessimistic; an undoable
 * toast would be dropped unanswered by a move.
 */
export const PageNotification = (props: NotificationProps) => {
  const { pathname } = useLocation();
  return <Notification key={pathname} {...props} />;
};
