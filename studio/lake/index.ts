/** The local Content Lake (README.md): start it in-process, or run `cli.ts`. Node only. */
export {
  startLake,
  type Endpoint,
  type FaultSpec,
  type Lake,
  type LakeOptions,
  type LoggedRequest,
  type RefusedRequest,
  type MutationResponse,
  type MutationResult,
  type SanityDocument,
  type WebhookConfig,
  type WebhookDelivery,
} from './server';
export { datasetText, writeFileAtomic } from './persist';
export { WEBHOOK_FILTER, WEBHOOK_PROJECTION, SIGNATURE_HEADER } from './webhook';
export { localTls, trust, untrust, UNDO_COMMAND, type LocalTls, type TrustReport } from './trust';
