export {
  createInstanceHeartbeat,
  HEARTBEAT_INTERVAL_MS,
  INSTANCE_EXPIRY_SECONDS,
  isInstanceAlive,
  isInstanceGone,
  SERVER_INSTANCE_ID,
  type InstanceHeartbeat,
} from './server-instance';
