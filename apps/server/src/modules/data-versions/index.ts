export {
  createDataVersionFollower,
  type DataVersionFollower,
  type DataVersionFollowerOptions,
} from './data-version-follower';
export { createSerialReload } from './serial-reload';
