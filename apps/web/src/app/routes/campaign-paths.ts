/** Campaign paths that all show the one marketing gateway page. */
export const CAMPAIGN_PATHS = [
  '/ls-gw',
  '/save',
  '/rxsave',
  '/rx',
  '/save10',
  '/offer',
  '/value',
  '/deal',
  '/savings',
  '/rx10',
  '/providers',
  '/new10',
  '/tenoff',
  '/invite-1',
  '/invite-2',
  '/account-2',
] as const;
