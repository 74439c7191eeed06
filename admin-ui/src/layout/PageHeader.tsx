import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface PageHeading {
  title: string;
  subtitle?: string;
}

const PageHeadingContext = createContext<PageHeading | null>(null);
// Pages outside the owner layout (404 for visitors) may render a heading with nobody to show it.
const SetPageHeadingContext = createContext<(heading: PageHeading | null) => void>(() => {});

export const PageHeaderProvider = ({ children }: { children: ReactNode }) => {
  const [heading, setHeading] = useState<PageHeading | null>(null);
  return (
    <SetPageHeadingContext.Provider value={setHeading}>
      <PageHeadingContext.Provider value={heading}>{children}</PageHeadingContext.Provider>
    </SetPageHeadingContext.Provider>
  );
};

export const usePageHeading = () => useContext(PageHeadingContext);

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · JoinFlow`;
    return () => {
      document.title = 'JoinFlow';
    };
  }, [title]);
}

/** Puts the page's title and subtitle in the layout's header for as long as the page is shown. */
export const PageHeader = ({ title, subtitle }: PageHeading) => {
  const setHeading = useContext(SetPageHeadingContext);
  useDocumentTitle(title);
  useEffect(() => {
    setHeading({ title, subtitle });
    return () => setHeading(null);
  }, [title, subtitle, setHeading]);
  return null;
};
