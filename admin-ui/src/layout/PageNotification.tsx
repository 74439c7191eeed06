import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
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

/**
 * The last page whose content was on screen, as its layout reports it. A toast raised together
 * with a move waits for the page it moves to: on a slow phone that page's code can take longer to
 * arrive than a toast stays, and the toast would be gone before the page is there.
 */
let pageOnScreen: string | undefined;
const onScreenListeners = new Set<() => void>();
function subscribeToPageOnScreen(listener: () => void) {
  onScreenListeners.add(listener);
  return () => onScreenListeners.delete(listener);
}
const readPageOnScreen = () => pageOnScreen;

/** MUI's Snackbar takes null for "no countdown"; react-admin passes the prop through, though its type says number. */
const NO_COUNTDOWN = null as unknown as number;

/** The most a moved toast waits for its page before its countdown starts anyway. */
export const LONGEST_WAIT_FOR_PAGE_MS = 10_000;

const PageOnScreenMark = ({ page }: { page: string }) => {
  useEffect(() => {
    pageOnScreen = page;
    onScreenListeners.forEach((listener) => listener());
  }, [page]);
  return null;
};

/**
 * Put beside a layout's page content, inside the same Suspense boundary: it reports the page as on
 * screen only once the page's code has arrived and its content was shown.
 */
export const PageOnScreen = () => {
  const { pathname } = useLocation();
  return <PageOnScreenMark key={pathname} page={pathname} />;
};

/** The toast on screen: the page it was shown on, and the page it may move on to with the app. */
interface Shown {
  page: string;
  keepOnNextPage: boolean;
  /** Raised by the product together with a move it makes (react-admin's own save messages may stay). */
  expectsMove: boolean;
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
    const { [KEEP_ON_NEXT_PAGE]: raisedWithOwnMove, [RAISED_ON]: raisedOn, ...notificationOptions } = notification.notificationOptions ?? {};
    const keepOnNextPage = raisedWithMove(notification);
    const raisedPage = raisedOn ?? queuedOn.get(notification);
    // A toast raised together with a move that the app has already made belongs to the page it
    // moved to; any other toast belongs to the page it is shown on (one that arrives after the
    // person moved on, such as a late failure, is still shown rather than lost).
    const moved = keepOnNextPage && raisedPage !== undefined && raisedPage !== pathnameNow.current;
    const page: string = moved ? raisedPage : pathnameNow.current;
    const nextPage = moved ? pathnameNow.current : undefined;
    setShown({ page, keepOnNextPage, expectsMove: Boolean(raisedWithOwnMove), nextPage });
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

  // A toast raised with a move counts down only while the page the owner is on is on screen (or
  // once it has waited the longest wait): a page whose code is still arriving holds it.
  const onScreen = useSyncExternalStore(subscribeToPageOnScreen, readPageOnScreen, readPageOnScreen);
  const waitsForPage =
    shown !== undefined &&
    shown.keepOnNextPage &&
    ((shown.expectsMove && shown.nextPage === undefined) || onScreen !== pathname);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    setWaitedLongEnough(false);
    if (!waitsForPage) return;
    const timer = setTimeout(() => setWaitedLongEnough(true), LONGEST_WAIT_FOR_PAGE_MS);
    return () => clearTimeout(timer);
  }, [waitsForPage, shown]);
  const held = waitsForPage && !waitedLongEnough;

  const value = useMemo(() => ({ ...context, takeNotification: take }), [context, take]);
  return (
    <NotificationContext.Provider value={value}>
      <Notification key={generation} {...props} autoHideDuration={held ? NO_COUNTDOWN : props.autoHideDuration} />
    </NotificationContext.Provider>
  );
};
