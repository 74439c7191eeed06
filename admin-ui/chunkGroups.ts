import type { Rollup } from 'vite';

/** The charts library and what it draws with, and the owners' analytics page. */
const CHART_CODE = /\/node_modules\/(@mui\/x-charts[^/]*|@mui\/x-internal[^/]*|d3-[^/]+|internmap)\/|\/src\/analytics\//;
/** The super admins' analytics page, which draws with the charts inside the super admins' frame. */
const ADMIN_CHART_PAGE = /\/src\/admin\/AdminAnalyticsPage\.tsx$/;
/** The super admins' app and the pages only it shows. */
const SUPER_ADMIN_CODE = /\/src\/(admin|owner|users|plans|orders|subscriptions)\//;

/**
 * The build's chunks beside the entry: `charts` (the charts library and the owners' analytics page),
 * `admin` (the super admins' app), `admin-analytics` (the super admins' analytics page alone: it
 * needs the charts and the super admins' frame, and on its own neither of those imports the other)
 * and `owner` (every other page an owner signs in to see), so the code that comes when shown
 * arrives in a few files that compress well rather than in ninety small ones. A module the entry
 * imports is left where Rollup puts it (with `onlyExplicitManualChunks` nothing is pulled out of
 * the entry), so the public pages still fetch the entry alone.
 */
export const chunkGroup: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  if (importedByEntry(id, getModuleInfo)) return undefined;
  const pages = pagesReaching(id, getModuleInfo);
  if (ADMIN_CHART_PAGE.test(id)) return 'admin-analytics';
  const chartPage = (page: string) => CHART_CODE.test(page) || ADMIN_CHART_PAGE.test(page);
  if (CHART_CODE.test(id) || (pages.length && pages.every(chartPage))) return 'charts';
  if (pages.length && pages.every((page) => SUPER_ADMIN_CODE.test(page))) return 'admin';
  return 'owner';
};

type ModuleInfoOf = Rollup.ManualChunkMeta['getModuleInfo'];

/** Whether a chain of static imports leads from the entry to the module (re-exports count too). */
function importedByEntry(id: string, getModuleInfo: ModuleInfoOf) {
  const seen = new Set<string>();
  const reaches = (moduleId: string): boolean => {
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    const info = getModuleInfo(moduleId);
    return !!info && (info.isEntry || info.importers.some(reaches));
  };
  return reaches(id);
}

/** The dynamically imported modules (the lazily loaded pages) whose static imports lead to the module. */
function pagesReaching(id: string, getModuleInfo: ModuleInfoOf) {
  const pages: string[] = [];
  const seen = new Set<string>();
  const climb = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    const info = getModuleInfo(moduleId);
    if (!info) return;
    if (info.dynamicImporters.length) pages.push(moduleId);
    info.importers.forEach(climb);
  };
  climb(id);
  return pages;
}
