// The account's medications, for pages of other features that are loaded lazily (importing the
// refills calls from './index' would put them in the app shell's first load).
export { FRESH_QUERY, useGetMyMedsQuery } from './api';
