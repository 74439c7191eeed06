import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  type NotificationPayload,
  type NotificationProps,
} from 'react-admin';
import { useLocation } from 'react-router-dom';

/** The notification option that lets a toast raised together with a move to another page show on that page. */
export const KEEP_ON_NEXT_PAGE = 'keepOnNextPage';
/** The notification option naming the page a toast was raised on (without it, the page it was first queued on). */
export const RAISED_ON = 'raisedOn';

/** react-admin's own save and delete messages are raised together with the redirect that follows them. */
const RAISED_WITH_REDIRECT = /^ra\.notification\.(created|updated|deleted)$/;

function raisedWithMove(notification: NotificationPayload): boolean {
  if (notification.notificationOptions?.[KEEP_ON_NEXT_PAGE]) return true;
  return typeof notification.message === 'string' && RAISED_WITH_REDIRECT.test(notification.message);
}

/** The toast on screen: the page it was shown on, and the page it may move on to with the app. */
interface Shown {
  page: string;
  keepOnNextPage: boolean;
  nextPage?: string;
}

/**
 * react-admin's toasts, each about the page it was shown on: when the owner moves to another page,
 * a toast still showing from the last one closes. A toast raised together with a move (the /admin
 * gate's refusal on the way home, a save that goes back to the list) is marked with
 * `keepOnNextPage`, and stays until the owner leaves the page it was taken to. Waiting toasts are
 * kept: the next one shows on the page the owner is on.
 */
export const PageNotification = (props: NotificationProps) => {
  const context = useNotificationContext();
  const { pathname } = useLocation();
  const pathnameNow = useRef(pathname);
  pathnameNow.current = pathname;
  const [shown, setShown] = useState<Shown>();
  const queuedOn = useRef(new WeakMap<NotificationPayload, string>()).current;
  for (const notification of context.notifications) {
    if (!queuedOn.has(notification)) queuedOn.set(notification, pathname);
  }
  // A new key closes the toast on screen: react-admin's Notification keeps it in its own state.
  const [generation, setGeneration] = useState(0);

  const { takeNotification } = context;
  const take = useCallback(() => {
    const notification = takeNotification();
    if (!notification) return notification;
    const { [KEEP_ON_NEXT_PAGE]: _keep, [RAISED_ON]: raisedOn, ...notificationOptions } = notification.notificationOptions ?? {};
    const keepOnNextPage = raisedWithMove(notification);
    const raisedPage = raisedOn ?? queuedOn.get(notification);
    // A toast raised together with a move that the app has already made belongs to the page it
    // moved to; any other toast belongs to the page it is shown on (one that arrives after the
    // person moved on, such as a late failure, is still shown rather than lost).
    const moved = keepOnNextPage && raisedPage !== undefined && raisedPage !== pathnameNow.current;
    const page: string = moved ? raisedPage : pathnameNow.current;
    const nextPage = moved ? pathnameNow.current : undefined;
    setShown({ page, keepOnNextPage, nextPage });
    return { ...notification, notificationOptions };
  }, [takeNotification, queuedOn]);

  useEffect(() => {
    if (!shown || pathname === shown.page || pathname === shown.nextPage) return;
    if (shown.keepOnNextPage && shown.nextPage === undefined) {
      setShown({ ...shown, nextPage: pathname });
      return;
    }
    setShown(undefined);
    setGeneration((value) => value + 1);
  }, [pathname, shown]);

  const value = useMemo(() => ({ ...context, takeNotification: take }), [context, take]);
  return (
    <NotificationContext.Provider value={value}>
      <Notification key={generation} {...props} />
    </NotificationContext.Provider>
  );
};
