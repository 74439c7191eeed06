import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Opens each page the visitor goes to at its top, as a browser does on following a link: the app
 * keeps one document, so without this a plan chosen far down the pricing page would open the order
 * details scrolled past their heading. Going back (the browser's Back) is left to the browser, and
 * the first page is left where the visitor may already have scrolled it before the app started.
 */
export const NewPageAtTop = () => {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
};
