/**
 * Toasts without paying for them up front: sonner (~12 KB compressed) loads
 * the first time a toast is shown, and its <Toaster> mounts just before.
 * Client leaves call `notify.*` instead of importing sonner.
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Mount = () => Promise<void>;

let registerMount: (mount: Mount) => void = () => {};
const mountRegistered = new Promise<Mount>((resolve) => {
  registerMount = resolve;
});
let loading: Promise<Sonner> | undefined;

/** Called once by <LazyToaster>: how to mount the Toaster. */
export function registerToasterMount(mount: Mount): void {
  registerMount(mount);
}

/** Loads sonner and mounts the Toaster (once), so that a toast shown next is never lost. */
function loadToasts(): Promise<Sonner> {
  loading ??= Promise.all([import('sonner'), mountRegistered]).then(async ([sonner, mount]) => {
    await mount();
    return sonner;
  });
  return loading;
}

type Message = Parameters<Sonner['toast']['success']>[0];

const show =
  (kind: 'message' | 'success' | 'error' | 'info' | 'warning') =>
  (message: Message, options?: ExternalToast): void => {
    void loadToasts().then(({ toast }) => toast[kind](message, options));
  };

export const notify = {
  message: show('message'),
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Loading, then success or error: returns the promise it was given. */
  promise<T>(
    promise: Promise<T>,
    messages: {
      loading: string;
      success: string | ((value: T) => string);
      error: string | ((error: unknown) => string);
    },
  ): Promise<T> {
    void loadToasts().then(({ toast }) => toast.promise(promise, messages));
    return promise;
  },
};
