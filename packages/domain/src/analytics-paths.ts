/** The support staff's console (staff shell): the funnel page. */
export const INSIGHTS_PATH_PREFIX = '/insights';
export const FUNNEL_PAGE_PATH = `${INSIGHTS_PATH_PREFIX}/funnel`;
