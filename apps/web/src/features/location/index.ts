export {
  locationApi,
  useGetUserLocationQuery,
  useSearchLocationMutation,
  type Coordinates,
} from './api';
export { GEOLOCATION_OPTIONS, getCurrentCoordinates, isGeolocationGranted } from './geolocation';
export {
  initialLocationState,
  locationSlice,
  selectLocationState,
  type LocationState,
  type WithLocation,
} from './location-slice';
export {
  useLocateMe,
  useUserLocation,
  type LocateMe,
  type UserLocation,
} from './use-user-location';
