/** The local Content Lake (README.md): start it in-process, or run `cli.ts`. Node only. */
export {
  startLake,
  isLoopbackOrigin,
  type Endpoint,
  type FaultSpec,
  type Lake,
  type LakeOptions,
  type LoggedRequest,
  type MutationResponse,
  type MutationResult,
  type SanityDocument,
  type WebhookConfig,
  type WebhookDelivery,
} from './server';
export { WEBHOOK_FILTER, WEBHOOK_PROJECTION, SIGNATURE_HEADER } from './webhook';
export { configDir, localTls, trust, untrust, UNDO_COMMAND, type LocalTls, type TrustReport } from './trust';
